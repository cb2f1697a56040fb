#include "dialogs/save_params_dialog.hpp"

#include <imgui.h>

#include "document/editor_state.hpp"
#include "easylink/io/file_identity.hpp"

namespace easylink::ui {

void SaveParamsDialog::open(const EditorState& state, const std::filesystem::path& folder) {
    openOn(state.document().paramsFile().empty() ? folder / "params.json"
                                                 : state.document().paramsFile());
}

void SaveParamsDialog::drawPrompt(const EditorState& /*state*/) {
    ImGui::TextUnformatted(
        "Save every parameter, regions and targets included, to (absolute, or relative to the "
        "working folder):");
}

std::optional<std::string> SaveParamsDialog::clash(const EditorState& state,
                                                   const std::filesystem::path& path) const {
    return state.document().paramsSaveClash(path);
}

bool SaveParamsDialog::isOwnFile(const EditorState& state,
                                 const std::filesystem::path& path) const {
    return !state.document().paramsFile().empty() &&
           (state.document().paramsFile() == path || sameFile(state.document().paramsFile(), path));
}

std::optional<std::string> SaveParamsDialog::save(EditorState& state,
                                                  const std::filesystem::path& path) {
    if (auto problem = state.document().saveParams(path)) {
        return "Not saved: " + *problem + ".";
    }
    return std::nullopt;
}

}  // namespace easylink::ui

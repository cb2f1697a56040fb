#include "dialogs/save_as_dialog.hpp"

#include <system_error>

#include <imgui.h>

#include "dialogs/path_proposal.hpp"
#include "document/editor_state.hpp"
#include "easylink/io/file_identity.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

std::filesystem::path SaveAsDialog::proposal(const EditorState& state,
                                             const std::filesystem::path& folder,
                                             std::string* note) {
    const CatalogueDocument* document = state.document().current();
    const std::vector<NamedPath> inputs = state.document().inputFiles();
    if (document == nullptr || document->path.empty()) {
        return proposeFreePath(folder / "untitled.json", inputs, true);
    }
    const std::string copyName = document->path.stem().string() + "-copy.json";
    if (!state.document().currentIsShipped()) {
        // Beside the file, under a name of its own: Enter straight away
        // never writes over the file (or any other input).
        return proposeFreePath(document->path.parent_path() / copyName, inputs, true);
    }
    // A shipped catalogue is kept as it came: the copy goes to the user's
    // catalogue folder, made now if need be.
    std::filesystem::path target = folder;
    if (!state.document().userCatalogueFolder().empty()) {
        std::error_code error;
        std::filesystem::create_directories(state.document().userCatalogueFolder(), error);
        if (std::filesystem::is_directory(state.document().userCatalogueFolder(), error)) {
            target = state.document().userCatalogueFolder();
        }
    }
    if (note != nullptr) {
        *note = document->path.filename().string() +
                " is shipped with Easylink Studio and read-only: save your changes to a file of "
                "your own.";
    }
    return proposeFreePath(target / copyName, inputs, true);
}

void SaveAsDialog::open(const EditorState& state, const std::filesystem::path& folder) {
    note_.clear();
    saved_ = false;
    cancelled_ = false;
    openOn(proposal(state, folder, &note_));
}

void SaveAsDialog::drawPrompt(const EditorState& /*state*/) {
    if (!note_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        ImGui::TextColored(palette().warningText, "%s", note_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::TextUnformatted("Save the catalogue to (absolute, or relative to the working folder):");
}

std::optional<std::string> SaveAsDialog::clash(const EditorState& state,
                                               const std::filesystem::path& path) const {
    // Never onto a file the session reads: the vaults, the parameters, the
    // recovery file... Onto the catalogue's own file it is just a save.
    std::vector<NamedPath> inputs = state.document().inputFiles();
    std::erase_if(inputs,
                  [](const NamedPath& input) { return input.role == "the open catalogue"; });
    return findPathClash(inputs, {{"the file to save to", path}});
}

bool SaveAsDialog::isOwnFile(const EditorState& state, const std::filesystem::path& path) const {
    const CatalogueDocument* document = state.document().current();
    return document != nullptr && (document->path == path || sameFile(document->path, path));
}

std::optional<std::string> SaveAsDialog::save(EditorState& state,
                                              const std::filesystem::path& path) {
    if (auto problem = state.document().saveCatalogueAs(path)) {
        return "Not saved: " + *problem;
    }
    saved_ = true;
    return std::nullopt;
}

}  // namespace easylink::ui

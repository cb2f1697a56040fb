#include "dialogs/save_params_dialog.hpp"

#include <system_error>

#include "dialogs/path_field.hpp"
#include "document/editor_state.hpp"
#include "easylink/io/file_identity.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

void SaveParamsDialog::open(const EditorState& state, const std::filesystem::path& folder) {
    pathText_ = state.document().paramsFile().empty() ? (folder / "params.json").string()
                                                      : state.document().paramsFile().string();
    error_.clear();
    confirmOverwrite_ = false;
    focusPath_ = true;
    browse_.refresh();
    requestOpen();
}

void SaveParamsDialog::drawContents(EditorState& state) {
    ImGui::TextUnformatted(
        "Save every parameter, regions and targets included, to (absolute, or relative to the "
        "working folder):");
    const PathFieldResult field = drawPathField(pathText_, focusPath_);
    if (field.edited) {
        confirmOverwrite_ = false;
        error_.clear();
    }
    if (!error_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        ImGui::TextColored(confirmOverwrite_ ? palette().warningText : palette().errorText, "%s",
                           error_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button(confirmOverwrite_ ? "Overwrite" : "Save", {buttonWidth, 0.0f}) ||
        field.entered) {
        submit(state);
    }
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = chosen->path.string();
        confirmOverwrite_ = chosen->overwriteConfirmed;
        submit(state);
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel", {buttonWidth, 0.0f}) ||
        (!browse_.busy() && shortcutPressed(Shortcut::Cancel))) {
        close();
    }
}

void SaveParamsDialog::submit(EditorState& state) {
    focusPath_ = true;
    const std::filesystem::path path(pathText_);
    if (path.empty() || path.filename().empty()) {
        error_ = "Type a file name to save to.";
        return;
    }
    if (auto clash = state.document().paramsSaveClash(path)) {
        confirmOverwrite_ = false;
        error_ = "Not saved: " + *clash + ".";
        return;
    }
    std::error_code error;
    const bool replacing = std::filesystem::exists(path, error);
    const bool ownFile =
        !state.document().paramsFile().empty() &&
        (state.document().paramsFile() == path || sameFile(state.document().paramsFile(), path));
    if (replacing && !ownFile && !confirmOverwrite_) {
        confirmOverwrite_ = true;
        error_ = path.string() + " exists; press Overwrite to replace it (it is kept as .bak).";
        return;
    }
    confirmOverwrite_ = false;
    if (auto problem = state.document().saveParams(path)) {
        error_ = "Not saved: " + *problem + ".";
        return;
    }
    error_.clear();
    close();
}

}  // namespace easylink::ui

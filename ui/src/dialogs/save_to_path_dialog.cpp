#include "dialogs/save_to_path_dialog.hpp"

#include <system_error>
#include <utility>

#include "dialogs/path_field.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

SaveToPathDialog::SaveToPathDialog(const char* title, std::vector<FileFilter> filters)
    : ModalDialog(title), browse_(NativeFileChooser::Purpose::Save, title, std::move(filters)) {}

void SaveToPathDialog::openOn(const std::filesystem::path& path) {
    pathText_ = path.string();
    error_.clear();
    confirmOverwrite_ = false;
    focusPath_ = true;
    browse_.refresh();
    requestOpen();
}

void SaveToPathDialog::drawContents(EditorState& state) {
    drawPrompt();
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
    // The desktop's dialog has asked about an existing file itself; after
    // the editor's browser, this dialog asks.
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = chosen->path.string();
        confirmOverwrite_ = chosen->overwriteConfirmed;
        submit(state);
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel", {buttonWidth, 0.0f}) ||
        (!browse_.busy() && shortcutPressed(Shortcut::Cancel))) {
        cancelled();
        close();
    }
}

void SaveToPathDialog::submit(EditorState& state) {
    focusPath_ = true;
    const std::filesystem::path path(pathText_);
    if (path.empty() || path.filename().empty()) {
        error_ = "Type a file name to save to.";
        return;
    }
    if (auto refused = clash(state, path)) {
        confirmOverwrite_ = false;
        error_ = "Not saved: " + *refused + ".";
        return;
    }
    std::error_code error;
    const bool replacing = std::filesystem::exists(path, error);
    if (replacing && !isOwnFile(state, path) && !confirmOverwrite_) {
        confirmOverwrite_ = true;
        error_ = path.string() + " exists; press Overwrite to replace it (it is kept as .bak).";
        return;
    }
    confirmOverwrite_ = false;
    if (auto problem = save(state, path)) {
        error_ = std::move(*problem);
        return;
    }
    error_.clear();
    close();
}

}  // namespace easylink::ui

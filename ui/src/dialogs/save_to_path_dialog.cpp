#include "dialogs/save_to_path_dialog.hpp"

#include <system_error>
#include <utility>

#include "dialogs/path_field.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {

SaveToPathDialog::SaveToPathDialog(const char* title, std::vector<FileFilter> filters)
    : SaveToPathDialog(title, std::move(filters), Wording{}) {}

SaveToPathDialog::SaveToPathDialog(const char* title, std::vector<FileFilter> filters,
                                   Wording wording)
    : ModalDialog(title),
      wording_(wording),
      browse_(NativeFileChooser::Purpose::Save, title, std::move(filters)) {}

void SaveToPathDialog::openOn(const std::filesystem::path& path) {
    pathText_ = path.string();
    message_.clear();
    wrote_ = false;
    confirmOverwrite_ = false;
    focusPath_ = true;
    browse_.refresh();
    requestOpen();
}

void SaveToPathDialog::drawContents(EditorState& state) {
    drawPrompt(state);
    if (!canWrite(state)) {
        ImGui::Spacing();
        closeButton();
        return;
    }
    const PathFieldResult field = drawPathField(pathText_, focusPath_);
    if (pathTip() != nullptr) {
        ui::tooltip(pathTip());
    }
    if (field.edited) {
        confirmOverwrite_ = false;
        message_.clear();
    }
    if (!message_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        const ImVec4 colour = wrote_              ? palette().okText
                              : confirmOverwrite_ ? palette().warningText
                                                  : palette().errorText;
        ImGui::TextColored(colour, "%s", message_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button(confirmOverwrite_ ? "Overwrite" : wording_.write, {buttonWidth, 0.0f}) ||
        field.entered) {
        submit(state);
    }
    // The desktop's dialog has asked about an existing file itself; after
    // the editor's browser, this dialog asks.
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = fromBrowser(chosen->path).string();
        confirmOverwrite_ = chosen->overwriteConfirmed;
        submit(state);
    }
    ImGui::SameLine();
    // Escape in the file browser closes the browser, not this dialog.
    if (ImGui::Button(wording_.leave, {buttonWidth, 0.0f}) ||
        (!browse_.busy() && shortcutPressed(Shortcut::Cancel))) {
        cancelled();
        close();
    }
}

void SaveToPathDialog::submit(EditorState& state) {
    focusPath_ = true;  // Enter again confirms, or (staying open) writes again
    wrote_ = false;
    const std::filesystem::path path(pathText_);
    if (path.empty() || path.filename().empty()) {
        message_ = wording_.fileName;
        return;
    }
    if (auto refused = clash(state, path)) {
        confirmOverwrite_ = false;
        message_ = std::string(wording_.notDone) + ": " + *refused + ".";
        return;
    }
    std::error_code error;
    const bool replacing = std::filesystem::exists(path, error);
    if (replacing && !isOwnFile(state, path) && !confirmOverwrite_) {
        confirmOverwrite_ = true;
        message_ =
            path.string() + " exists; press Overwrite to replace it" + wording_.keptNote + ".";
        return;
    }
    confirmOverwrite_ = false;
    if (auto problem = save(state, path)) {
        message_ = std::move(*problem);
        return;
    }
    if (wording_.staysOpen) {
        wrote_ = true;
        message_ = "Wrote " + path.string();
        return;
    }
    message_.clear();
    close();
}

}  // namespace easylink::ui

#include "dialogs/open_file_dialog.hpp"

#include <imgui.h>

#include "dialogs/path_field.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

OpenFileDialog::OpenFileDialog(const char* title, const char* what, std::vector<FileFilter> filters)
    : ModalDialog(title),
      what_(what),
      browse_(NativeFileChooser::Purpose::Open, title, std::move(filters)) {}

void OpenFileDialog::open(const std::filesystem::path& initialPath) {
    requestOpen();
    browse_.refresh();
    focusPath_ = true;
    pathText_ = initialPath.string();
    error_.clear();
}

void OpenFileDialog::openShowing(const std::filesystem::path& path, std::string error) {
    open(path);
    error_ = std::move(error);
}

void OpenFileDialog::drawContents(EditorState& state) {
    const std::string prompt =
        "File of the " + what_ + " (absolute, or relative to the working folder):";
    ImGui::TextUnformatted(prompt.c_str());
    const bool entered = drawPathField(pathText_, focusPath_).entered;
    if (!error_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.0f);
        ImGui::TextColored(palette().errorText, "%s", error_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button("Open", {buttonWidth, 0.0f}) || entered) {
        submit(state);
    }
    if (const auto chosen = browse_.draw(pathText_, buttonWidth, state)) {
        pathText_ = chosen->path.string();
        submit(state);
    }
    ImGui::SameLine();
    // Escape in the file browser closes the browser, not this dialog.
    if (ImGui::Button("Cancel", {buttonWidth, 0.0f}) ||
        (!browse_.busy() && shortcutPressed(Shortcut::Cancel))) {
        close();
    }
}

void OpenFileDialog::submit(EditorState& state) {
    if (pathText_.find_first_not_of(" \t") == std::string::npos) {
        error_ = "Type the path of a " + what_ + " file.";
        focusPath_ = true;
        return;
    }
    if (auto problem = load(state, pathText_)) {
        error_ = *problem;
        focusPath_ = true;
        return;
    }
    error_.clear();
    close();
}

}  // namespace easylink::ui

#include "dialogs/modal_dialog.hpp"

#include "dialogs/modal.hpp"
#include "shell/shortcuts.hpp"

namespace easylink::ui {

void ModalDialog::draw(EditorState& state) {
    shown_ = beginCentredModal(title_, openRequested_);
    if (!shown_) {
        return;
    }
    drawContents(state);
    ImGui::EndPopup();
}

void ModalDialog::close() {
    ImGui::CloseCurrentPopup();
    shown_ = false;
}

void ModalDialog::closeButton(const char* label) {
    if (ImGui::Button(label, {ImGui::GetFontSize() * 6.0f, 0.0f}) ||
        shortcutPressed(Shortcut::Cancel)) {
        close();
    }
}

}  // namespace easylink::ui

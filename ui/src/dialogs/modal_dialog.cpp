#include "dialogs/modal_dialog.hpp"

#include "dialogs/modal.hpp"

namespace easylink::ui {

void ModalDialog::draw(EditorState& state) {
    if (!beginCentredModal(title_, openRequested_)) {
        return;
    }
    drawContents(state);
    ImGui::EndPopup();
}

void ModalDialog::closeButton(const char* label) {
    if (ImGui::Button(label, {ImGui::GetFontSize() * 6.0f, 0.0f}) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        ImGui::CloseCurrentPopup();
    }
}

}  // namespace easylink::ui

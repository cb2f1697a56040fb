#include "dialogs/about_dialog.hpp"

#include <imgui.h>

#include "dialogs/modal.hpp"
#include "theme.hpp"

namespace easylink::ui {

bool AboutDialog::isOpen() const {
    return ImGui::IsPopupOpen(kTitle);
}

void AboutDialog::draw() {
    if (!beginCentredModal(kTitle, openRequested_)) {
        return;
    }
    ImGui::Text("Easylink Studio %s", EASYLINK_VERSION);
    ImGui::Spacing();
    ImGui::TextUnformatted(
        "An editor and visualizer for module-based procedural dungeon generation:\n"
        "author module catalogues, step through the generators, inspect and export layouts.");
    ImGui::Spacing();
    ImGui::TextColored(palette().dimText, "Built with Dear ImGui %s, GLFW and OpenGL 3.3.",
                       ImGui::GetVersion());
    ImGui::Spacing();
    if (ImGui::Button("Close", {ImGui::GetFontSize() * 6.0f, 0.0f}) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace easylink::ui

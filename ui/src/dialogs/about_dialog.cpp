#include "dialogs/about_dialog.hpp"

#include "widgets/theme.hpp"

namespace easylink::ui {

void AboutDialog::drawContents(EditorState& /*state*/) {
    ImGui::Text("Easylink Studio %s", EASYLINK_VERSION);
    ImGui::Spacing();
    ImGui::TextUnformatted(
        "An editor and visualizer for module-based procedural dungeon generation:\n"
        "author module catalogues, step through the generators, inspect and export layouts.");
    ImGui::Spacing();
    ImGui::TextColored(palette().dimText, "Built with Dear ImGui %s, GLFW and OpenGL 3.3.",
                       ImGui::GetVersion());
    ImGui::Spacing();
    closeButton();
}

}  // namespace easylink::ui

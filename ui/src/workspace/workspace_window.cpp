#include "workspace/workspace_window.hpp"

#include <imgui_internal.h>

namespace easylink::ui {

void drawWorkspaceWindowBorder() {
    const ImGuiWindow& window = *ImGui::GetCurrentWindow();
    if (window.WindowBorderSize <= 0.0f) {
        return;
    }
    const ImVec2 max(window.Pos.x + window.Size.x, window.Pos.y + window.Size.y);
    window.DrawList->PushClipRect(window.Pos, max, false);
    window.DrawList->AddRect(window.Pos, max, ImGui::GetColorU32(ImGuiCol_Border),
                             window.WindowRounding, ImDrawFlags_None, window.WindowBorderSize);
    window.DrawList->PopClipRect();
}

}  // namespace easylink::ui

#pragma once

// The opening every modal dialog of the editor shares: open the popup when
// asked, centre it on the window the first time it appears, and begin it.

#include <imgui.h>

namespace easylink::ui {

/// Returns true when the modal is showing (then call ImGui::EndPopup()).
inline bool beginCentredModal(const char* title, bool& openRequested) {
    if (openRequested) {
        ImGui::OpenPopup(title);
        openRequested = false;
    }
    const ImGuiViewport& viewport = *ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport.GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    return ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize);
}

}  // namespace easylink::ui

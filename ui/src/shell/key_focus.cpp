#include "shell/key_focus.hpp"

#include <imgui.h>

namespace easylink::ui {

bool keysActHere() {
    if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) {
        return false;
    }
    const bool hereHovered = ImGui::IsWindowHovered(ImGuiHoveredFlags_RootAndChildWindows |
                                                    ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    return hereHovered || !ImGui::IsWindowHovered(ImGuiHoveredFlags_AnyWindow |
                                                  ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
}

}  // namespace easylink::ui

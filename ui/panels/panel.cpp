#include "panels/panel.hpp"

#include <utility>

#include "workspace/workspace_window.hpp"

namespace easylink::ui {

Panel::Panel(std::string title, PanelSlot slot, bool openByDefault)
    : title_(std::move(title)), slot_(slot), openByDefault_(openByDefault), open_(openByDefault) {}

void Panel::draw(EditorState& state, const ScreenRect& region, ImGuiWindowFlags frameFlags) {
    skipFrame();
    if (!open_ || region.empty()) {
        return;
    }
    // Workspace windows are tiled by the layout, so the user neither moves
    // nor resizes them, and they stay behind menus, popups and modals.
    constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                              ImGuiWindowFlags_NoCollapse |
                                              ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::SetNextWindowPos(region.min);
    ImGui::SetNextWindowSize(region.size);
    shown_ = true;
    if (ImGui::Begin(title_.c_str(), &open_, kFixedWindow | frameFlags | extraWindowFlags())) {
        if ((frameFlags & kWorkspaceWindowFlags) != 0) {
            drawWorkspaceWindowBorder();
        }
        drawContent(state);
    }
    ImGui::End();
}

void Panel::skipFrame() {
    drawnRows_.clear();
    shown_ = false;
}

void Panel::recordRow(std::size_t index) {
    drawnRows_.push_back({index, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

}  // namespace easylink::ui

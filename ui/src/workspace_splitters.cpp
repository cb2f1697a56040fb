#include "workspace_splitters.hpp"

#include <algorithm>

#include <imgui.h>

namespace easylink::ui {
namespace {

enum class Axis { Columns, Rows };

/// One splitter: an invisible button filling the gap. Returns the mouse
/// position along the axis while it is dragged, or a negative number.
float splitter(const char* id, const ScreenRect& gap, Axis axis, bool& reset) {
    if (gap.empty()) {
        return -1.0f;
    }
    constexpr ImGuiWindowFlags kFlags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoFocusOnAppearing |
        ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::SetNextWindowPos(gap.min);
    ImGui::SetNextWindowSize(gap.size);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0.0f, 0.0f});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, {1.0f, 1.0f});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    float dragged = -1.0f;
    if (ImGui::Begin(id, nullptr, kFlags)) {
        ImGui::InvisibleButton("bar", gap.size);
        const bool hot = ImGui::IsItemHovered() || ImGui::IsItemActive();
        if (hot) {
            ImGui::SetMouseCursor(axis == Axis::Columns ? ImGuiMouseCursor_ResizeEW
                                                        : ImGuiMouseCursor_ResizeNS);
            ImGui::SetTooltip("Drag to resize; double-click for the default size");
        }
        if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
            reset = true;
        } else if (ImGui::IsItemActive()) {
            const ImVec2 mouse = ImGui::GetIO().MousePos;
            dragged = axis == Axis::Columns ? mouse.x : mouse.y;
        }
        const ImU32 colour =
            ImGui::GetColorU32(hot ? ImGuiCol_SeparatorActive : ImGuiCol_Separator);
        ImGui::GetWindowDrawList()->AddRectFilled(gap.min, gap.max(), colour);
    }
    ImGui::End();
    ImGui::PopStyleVar(3);
    return dragged;
}

/// The share of `extent` that `length` is, kept within what the layout allows.
float shareOf(float length, float extent, float maxShare) {
    return extent > 0.0f ? std::clamp(length / extent, 0.0f, maxShare) : 0.0f;
}

}  // namespace

bool drawWorkspaceSplitters(const WorkspaceLayout& layout, const ScreenRect& area,
                            WorkspaceProportions& proportions) {
    const WorkspaceProportions defaults;
    const float half = proportions.splitterWidth * 0.5f;
    bool held = false;
    bool reset = false;

    if (const float x = splitter("##splitter_side", layout.sideSplitter, Axis::Columns, reset);
        x >= 0.0f) {
        proportions.sideShare = shareOf(x - half - area.min.x, area.size.x, proportions.maxShare);
        held = true;
    }
    if (reset) {
        proportions.sideShare = defaults.sideShare;
        reset = false;
    }
    if (const float x = splitter("##splitter_right", layout.rightSplitter, Axis::Columns, reset);
        x >= 0.0f) {
        proportions.rightShare =
            shareOf(area.max().x - x - half, area.size.x, proportions.maxShare);
        held = true;
    }
    if (reset) {
        proportions.rightShare = defaults.rightShare;
        reset = false;
    }
    if (const float y = splitter("##splitter_bottom", layout.bottomSplitter, Axis::Rows, reset);
        y >= 0.0f) {
        proportions.bottomShare =
            shareOf(area.max().y - y - half, area.size.y, proportions.maxShare);
        held = true;
    }
    if (reset) {
        proportions.bottomShare = defaults.bottomShare;
    }
    return held;
}

}  // namespace easylink::ui

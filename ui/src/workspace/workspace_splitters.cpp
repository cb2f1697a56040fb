#include "workspace/workspace_splitters.hpp"
#include "widgets/tooltip.hpp"

#include <algorithm>
#include <functional>

#include <imgui.h>

namespace easylink::ui {
namespace {

enum class Axis { Columns, Rows };

constexpr ImU32 kGapColour = IM_COL32(20, 23, 26, 255);

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
            ui::hoveredTooltip("Drag to resize; double-click for the default size");
        }
        if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
            reset = true;
        } else if (ImGui::IsItemActive()) {
            const ImVec2 mouse = ImGui::GetIO().MousePos;
            dragged = axis == Axis::Columns ? mouse.x : mouse.y;
        }
        // The bar's colour is translucent: it shows over the gap's own, darker
        // than the areas' background (which the frame is cleared to).
        const ImU32 colour =
            ImGui::GetColorU32(hot ? ImGuiCol_SeparatorActive : ImGuiCol_Separator);
        ImGui::GetWindowDrawList()->AddRectFilled(gap.min, gap.max(), kGapColour);
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
                            WorkspaceProportions& proportions,
                            const WorkspaceProportions& defaults) {
    const float half = proportions.splitterWidth * 0.5f;
    // Each splitter: its gap, the share it moves, and that share's length
    // for a mouse position along its axis (the gap's middle under the mouse).
    struct Bar {
        const char* id;
        const ScreenRect& gap;
        Axis axis;
        float& share;
        float defaultShare;
        float extent;
        std::function<float(float)> length;
    };
    const Bar bars[] = {
        {"##splitter_side", layout.sideSplitter, Axis::Columns, proportions.sideShare,
         defaults.sideShare, area.size.x, [&](float x) { return x - half - area.min.x; }},
        {"##splitter_right", layout.rightSplitter, Axis::Columns, proportions.rightShare,
         defaults.rightShare, area.size.x, [&](float x) { return area.max().x - x - half; }},
        {"##splitter_bottom", layout.bottomSplitter, Axis::Rows, proportions.bottomShare,
         defaults.bottomShare, area.size.y, [&](float y) { return area.max().y - y - half; }},
    };
    bool held = false;
    for (const Bar& bar : bars) {
        bool reset = false;
        if (const float at = splitter(bar.id, bar.gap, bar.axis, reset); at >= 0.0f) {
            bar.share = shareOf(bar.length(at), bar.extent, proportions.maxShare);
            held = true;
        }
        if (reset) {
            bar.share = bar.defaultShare;
        }
    }
    return held;
}

}  // namespace easylink::ui

#pragma once

// [SECTION] Workspace layout
//
// ImGui 1.86 has no docking, so the editor tiles its window itself: every
// frame the work area (the window below the menu bar) is cut into fixed
// regions, and each open panel is drawn into the region of its slot. The
// bottom strip spans the whole width; the side column (left), the centre and
// the right column share what is above it; a slot whose panels are all closed
// gives its room to the others. Several open panels in one slot share it:
// stacked in the columns, side by side in the bottom strip.

#include <imgui.h>

#include <vector>

namespace easylink::ui {

enum class PanelSlot { Side, Centre, Right, Bottom };

/// A rectangle in screen pixels.
struct ScreenRect {
    ImVec2 min;
    ImVec2 size;

    ImVec2 max() const { return {min.x + size.x, min.y + size.y}; }
    bool empty() const { return size.x <= 0.0f || size.y <= 0.0f; }
};

/// Which slots have an open panel.
struct SlotVisibility {
    bool side = true;
    bool centre = true;
    bool bottom = true;
    bool right = false;
};

/// The region of each slot; a hidden slot's region is empty.
struct WorkspaceLayout {
    ScreenRect side;
    ScreenRect centre;
    ScreenRect bottom;
    ScreenRect right;
    /// The gaps between regions (empty when a neighbour is hidden or there
    /// is no gap): left of the centre, right of it, and above the bottom strip.
    ScreenRect sideSplitter;
    ScreenRect rightSplitter;
    ScreenRect bottomSplitter;

    const ScreenRect& region(PanelSlot slot) const;
};

/// Share of the work area's width for the side column and of its height for
/// the bottom strip, with the pixel bounds that keep both usable on small and
/// large windows alike.
struct WorkspaceProportions {
    float sideShare = 0.30f;
    float sideMinWidth = 300.0f;
    float rightShare = 0.22f;
    float rightMinWidth = 240.0f;
    float bottomShare = 0.22f;
    float bottomMinHeight = 120.0f;
    float maxShare = 0.5f;  // neither may take more than half of its axis
    /// The gap left between neighbouring regions for a splitter to sit in.
    float splitterWidth = 0.0f;
};

/// `region` cut into `count` equal parts (whole pixels, the last taking the
/// rest): stacked top to bottom, or side by side when `sideBySide`.
std::vector<ScreenRect> splitRegion(const ScreenRect& region, int count, bool sideBySide);

WorkspaceLayout computeWorkspaceLayout(const ScreenRect& area, const SlotVisibility& visible,
                                       const WorkspaceProportions& proportions = {});

}  // namespace easylink::ui

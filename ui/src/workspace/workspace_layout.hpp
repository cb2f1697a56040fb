#pragma once

// [SECTION] Workspace layout
//
// ImGui 1.86 has no docking, so the editor tiles its window itself: every
// frame the work area (the window below the menu bar) is cut into four fixed
// areas, and each area shows one of the open panels placed in it, under a
// row of tabs (see panel_registry.hpp). The bottom strip spans the whole
// width; the side column (left), the centre and the right column share what
// is above it; an area whose panels are all closed gives its room to the
// others.

#include <imgui.h>

#include <array>
#include <optional>
#include <string_view>

namespace easylink::ui {

/// The four areas of the workspace (Side is the left column).
enum class PanelSlot { Side, Centre, Right, Bottom };

inline constexpr std::array<PanelSlot, 4> kPanelSlots = {PanelSlot::Side, PanelSlot::Centre,
                                                         PanelSlot::Right, PanelSlot::Bottom};

/// "Left", "Centre", "Right", "Bottom": the area's name in menus.
const char* slotLabel(PanelSlot slot);
/// "left", "centre", "right", "bottom": the area's name in the preferences.
const char* slotKey(PanelSlot slot);
/// The area a preferences key names, or nullopt for anything else.
std::optional<PanelSlot> slotFromKey(std::string_view key);

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

WorkspaceLayout computeWorkspaceLayout(const ScreenRect& area, const SlotVisibility& visible,
                                       const WorkspaceProportions& proportions = {});

}  // namespace easylink::ui

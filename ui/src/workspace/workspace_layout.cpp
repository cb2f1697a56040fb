#include "workspace/workspace_layout.hpp"

#include <algorithm>
#include <cmath>

namespace easylink::ui {
namespace {

/// `share` of `extent`, at least `minimum` but never more than `maxShare` of
/// it, in whole pixels so that neighbouring panels meet without a seam.
float clampedShare(float extent, float share, float minimum, float maxShare) {
    const float wanted = std::max(std::round(extent * share), minimum);
    return std::min(wanted, std::round(extent * maxShare));
}

}  // namespace

const char* slotLabel(PanelSlot slot) {
    switch (slot) {
        case PanelSlot::Side: return "Left";
        case PanelSlot::Centre: return "Centre";
        case PanelSlot::Right: return "Right";
        case PanelSlot::Bottom: return "Bottom";
    }
    return "Centre";
}

const char* slotKey(PanelSlot slot) {
    switch (slot) {
        case PanelSlot::Side: return "left";
        case PanelSlot::Centre: return "centre";
        case PanelSlot::Right: return "right";
        case PanelSlot::Bottom: return "bottom";
    }
    return "centre";
}

std::optional<PanelSlot> slotFromKey(std::string_view key) {
    for (PanelSlot slot : kPanelSlots) {
        if (key == slotKey(slot)) {
            return slot;
        }
    }
    return std::nullopt;
}

const ScreenRect& WorkspaceLayout::region(PanelSlot slot) const {
    switch (slot) {
        case PanelSlot::Side: return side;
        case PanelSlot::Centre: return centre;
        case PanelSlot::Right: return right;
        case PanelSlot::Bottom: return bottom;
    }
    return centre;
}

WorkspaceLayout computeWorkspaceLayout(const ScreenRect& area, const SlotVisibility& visible,
                                       const WorkspaceProportions& proportions) {
    WorkspaceLayout layout;
    const bool anyAbove = visible.side || visible.centre || visible.right;
    const float gap = std::round(proportions.splitterWidth);

    float aboveHeight = area.size.y;
    if (visible.bottom) {
        const float bottomHeight =
            anyAbove ? clampedShare(area.size.y, proportions.bottomShare,
                                    proportions.bottomMinHeight, proportions.maxShare)
                     : area.size.y;
        aboveHeight = anyAbove ? area.size.y - bottomHeight - gap : 0.0f;
        layout.bottom = {{area.min.x, area.min.y + area.size.y - bottomHeight},
                         {area.size.x, bottomHeight}};
        if (anyAbove && gap > 0.0f) {
            layout.bottomSplitter = {{area.min.x, area.min.y + aboveHeight}, {area.size.x, gap}};
        }
    }
    if (!anyAbove) {
        return layout;
    }

    // The centre takes what the columns leave; without a centre, the
    // columns share the width between them.
    float sideWidth = 0.0f;
    float rightWidth = 0.0f;
    if (visible.centre) {
        if (visible.side) {
            sideWidth = clampedShare(area.size.x, proportions.sideShare, proportions.sideMinWidth,
                                     proportions.maxShare);
        }
        if (visible.right) {
            rightWidth = std::min(clampedShare(area.size.x, proportions.rightShare,
                                               proportions.rightMinWidth, proportions.maxShare),
                                  area.size.x - sideWidth);
        }
    } else if (visible.side && visible.right) {
        sideWidth = std::round((area.size.x - gap) * 0.5f);
        rightWidth = area.size.x - gap - sideWidth;
    } else {
        sideWidth = visible.side ? area.size.x : 0.0f;
        rightWidth = visible.right ? area.size.x : 0.0f;
    }
    const float sideGap = visible.side && (visible.centre || visible.right) ? gap : 0.0f;
    const float rightGap = visible.right && visible.centre ? gap : 0.0f;
    if (visible.side) {
        layout.side = {area.min, {sideWidth, aboveHeight}};
        if (sideGap > 0.0f) {
            layout.sideSplitter = {{area.min.x + sideWidth, area.min.y}, {sideGap, aboveHeight}};
        }
    }
    if (visible.right) {
        layout.right = {{area.min.x + area.size.x - rightWidth, area.min.y},
                        {rightWidth, aboveHeight}};
        if (rightGap > 0.0f) {
            layout.rightSplitter = {{layout.right.min.x - rightGap, area.min.y},
                                    {rightGap, aboveHeight}};
        }
    }
    if (visible.centre) {
        const float left = sideWidth + sideGap;
        layout.centre = {{area.min.x + left, area.min.y},
                         {area.size.x - left - rightWidth - rightGap, aboveHeight}};
    }
    return layout;
}

}  // namespace easylink::ui

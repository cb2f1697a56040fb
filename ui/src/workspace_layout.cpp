#include "workspace_layout.hpp"

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

const ScreenRect& WorkspaceLayout::region(PanelSlot slot) const {
    switch (slot) {
        case PanelSlot::Side: return side;
        case PanelSlot::Centre: return centre;
        case PanelSlot::Bottom: return bottom;
    }
    return centre;
}

WorkspaceLayout computeWorkspaceLayout(const ScreenRect& area, const SlotVisibility& visible,
                                       const WorkspaceProportions& proportions) {
    WorkspaceLayout layout;
    const bool anyAbove = visible.side || visible.centre;

    float aboveHeight = area.size.y;
    if (visible.bottom) {
        const float bottomHeight =
            anyAbove ? clampedShare(area.size.y, proportions.bottomShare,
                                    proportions.bottomMinHeight, proportions.maxShare)
                     : area.size.y;
        aboveHeight = area.size.y - bottomHeight;
        layout.bottom = {{area.min.x, area.min.y + aboveHeight}, {area.size.x, bottomHeight}};
    }
    if (!anyAbove) {
        return layout;
    }

    float sideWidth = 0.0f;
    if (visible.side) {
        sideWidth = visible.centre ? clampedShare(area.size.x, proportions.sideShare,
                                                  proportions.sideMinWidth, proportions.maxShare)
                                   : area.size.x;
        layout.side = {area.min, {sideWidth, aboveHeight}};
    }
    if (visible.centre) {
        layout.centre = {{area.min.x + sideWidth, area.min.y},
                         {area.size.x - sideWidth, aboveHeight}};
    }
    return layout;
}

}  // namespace easylink::ui

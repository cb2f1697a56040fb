#pragma once

// [SECTION] Tooltip
//
// The one place the editor shows tooltips: every panel, dialog and the module
// editor go through these two functions. `tooltip` is the last item's
// explanation while it is hovered, also when it is disabled (a greyed control
// is exactly the one that needs to say why); `hoveredTooltip` is for a part of
// an item the caller found under the mouse itself (a tile of a map, a bar of a
// chart, a step of a strip). Both wrap to a readable width.

#include <string>

namespace easylink::ui {

/// Shows `text` as the tooltip of the last item while it is hovered.
void tooltip(const char* text);
inline void tooltip(const std::string& text) {
    tooltip(text.c_str());
}

/// Shows `text` as a tooltip this frame; the caller has found what is hovered.
void hoveredTooltip(const char* text);
inline void hoveredTooltip(const std::string& text) {
    hoveredTooltip(text.c_str());
}

}  // namespace easylink::ui

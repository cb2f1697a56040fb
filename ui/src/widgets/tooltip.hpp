#pragma once

// [SECTION] Tooltip
//
// The one place the editor shows tooltips: every panel, dialog and the module
// editor go through these functions. `tooltip` is the last item's
// explanation while it is hovered, also when it is disabled (a greyed control
// is exactly the one that needs to say why); `hoveredTooltip` is for a part of
// an item the caller found under the mouse itself (a tile of a map, a bar of a
// chart, a step of a strip). Each takes a text, or a callable that draws a
// richer content (coloured lines, a preview); all wrap to a readable width.
// The text of the last plain tooltip is kept for the tests to read.

#include <functional>
#include <string>

namespace easylink::ui {

/// Shows `text` as the tooltip of the last item while it is hovered.
void tooltip(const char* text);
inline void tooltip(const std::string& text) {
    tooltip(text.c_str());
}
/// Shows what `content` draws as the tooltip of the last item while it is
/// hovered.
void tooltip(const std::function<void()>& content);

/// Shows `text` as a tooltip this frame; the caller has found what is hovered.
void hoveredTooltip(const char* text);
inline void hoveredTooltip(const std::string& text) {
    hoveredTooltip(text.c_str());
}
/// Shows what `content` draws as a tooltip this frame; the caller has found
/// what is hovered.
void hoveredTooltip(const std::function<void()>& content);

/// The text of the plain tooltip shown in the last frame drawn, "" when that
/// frame showed none (or only a rich one).
std::string shownTooltipText();

}  // namespace easylink::ui

#pragma once

// Finds text that a window cuts off at its right edge, for tests that check
// a workspace fits its window. ImGui 1.86 has no per-item hook outside its
// test engine, so the probe reads what a frame left behind instead:
//   - the glyphs in the window's draw list, decoded back into text runs
//     through the font atlas (each glyph's quad carries its atlas UVs), and
//     every run with a glyph past the window's inner clip rectangle;
//   - the window's content extent (the cursor's furthest x), which also
//     catches an item laid out wholly past the edge, whose glyphs ImGui
//     never emits.
// Child windows have draw lists of their own: clippedOnTheRight() looks into
// those that cannot scroll sideways too (a side column, a status box), so
// that what it checks is the text a designer cannot reach by scrolling.

#include <string>
#include <vector>

#include <imgui.h>

struct ImGuiWindow;

namespace easylink::ui::testing {

/// One run of text as drawn: its glyphs joined (a gap as wide as a space
/// becomes one) and the screen box around them.
struct DrawnText {
    std::string text;
    ImVec2 min;
    ImVec2 max;
};

/// The text runs drawn into `window`'s own draw list in the last frame.
std::vector<DrawnText> drawnText(const ImGuiWindow& window);

/// What `window` cut off on its right in the last frame, one line each
/// ("'Phase >' ends 12 px past the right edge"); empty when it all fits.
std::vector<std::string> clippedOnTheRight(const ImGuiWindow& window);

}  // namespace easylink::ui::testing

#pragma once

// Finds text that a window cuts off at its right edge, for the tests that
// check a workspace fits its window and for the real window's control map
// (control_map.hpp), which a walkthrough reads in every workspace. ImGui
// 1.86 has no per-item hook outside its test engine, so the probe reads what
// a frame left behind instead:
//   - the glyphs in the window's draw list, decoded back into text runs
//     through the font atlas (each glyph's quad carries its atlas UVs), with
//     the clip rectangle of the draw command each glyph belongs to: a run
//     with a glyph past its command's clip rectangle is cut, whether that
//     rectangle is the window's, a table column's (ImGui keeps a column's
//     own clip rectangle exactly when its content overflows it) or a
//     widget's frame;
//   - glyphs narrower than the font draws them: ImGui clips text to a frame
//     on the CPU (RenderTextClipped: buttons, combo previews, text fields),
//     shortening the last glyph it keeps and dropping the rest;
//   - the window's content extent (the cursor's furthest x), which also
//     catches an item laid out wholly past the edge, whose glyphs ImGui
//     never emits.
// Child windows have draw lists of their own, and clippedOnTheRight() looks
// into each, at any depth: in one that cannot scroll sideways (a side
// column, a status box, a table that scrolls down) text past its edge is
// cut; in one that can, the edge is where scrolling reaches the rest, so
// only text cut short by a column or a widget's frame inside it counts.
// What it checks is the text a designer cannot reach by scrolling.

#include <string>
#include <vector>

#include <imgui.h>

struct ImGuiWindow;

namespace easylink::ui {

/// One run of text as drawn: its glyphs joined (a gap as wide as a space
/// becomes one) and the screen box around them.
struct DrawnText {
    std::string text;
    ImVec2 min;
    ImVec2 max;
    /// How far the run reaches past the right edge of what is shown of it
    /// (its draw command's clip rectangle, or a frame that clipped it on the
    /// CPU); 0 when it is shown whole.
    float cutBy = 0.0f;
    /// The right edge that cut the run short (a clip rectangle or a frame
    /// that clipped it on the CPU); meaningful only when cutBy > 0.
    float cutAt = 0.0f;
};

/// The text runs drawn into `window`'s own draw list in the last frame.
std::vector<DrawnText> drawnText(const ImGuiWindow& window);

/// What `window` cut off on its right in the last frame, one line each
/// ("'Phase >' is cut 12 px short of its end"); empty when it all fits.
/// `fieldTexts` are the texts of text fields: a field shows what fits of its
/// text and scrolls to the rest, so a run that starts one is not counted.
std::vector<std::string> clippedOnTheRight(const ImGuiWindow& window,
                                           const std::vector<std::string>& fieldTexts = {});

}  // namespace easylink::ui

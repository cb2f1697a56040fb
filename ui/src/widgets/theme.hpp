#pragma once

// [SECTION] Theme
//
// The editor's look in one place: the ImGui style, the font, and the colours
// that carry meaning (tile kinds, port directions, problem severities), so
// that every panel and, later, the grid renderer say the same thing the same
// way.

#include <imgui.h>

#include "easylink/geometry/direction.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::ui {

struct Palette {
    ImU32 canvasBackground;
    ImU32 floor;
    ImU32 wall;
    ImU32 corner;
    ImU32 tileGrid;
    ImU32 macroLine;
    ImU32 outline;
    ImU32 hoverOutline;
    ImU32 meshWall;  // a kit mesh's walls in the Module Editor's plan
    ImVec4 errorText;
    ImVec4 warningText;
    ImVec4 okText;
    ImVec4 dimText;
    /// Behind a label drawn over the map (a region's name, a key path's step).
    ImU32 labelBackground = IM_COL32(16, 17, 20, 210);
};

const Palette& palette();

/// The colour of ports facing `dir`: door tiles, arrows and legends.
ImU32 portColour(Dir dir);

ImVec4 severityColour(Severity severity);

/// Dark style with the spacing and rounding of the editor.
void applyEditorStyle(ImGuiStyle& style);

/// Adds the editor's font to the atlas: DejaVu Sans when the system has it,
/// ImGui's built-in font otherwise, at `scale` times the editor's size. Call
/// before the atlas is built.
void loadEditorFont(ImGuiIO& io, float scale = 1.0f);

}  // namespace easylink::ui

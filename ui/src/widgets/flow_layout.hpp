#pragma once

// [SECTION] Flow layout
//
// Rows of buttons and fields that wrap like words when the panel is narrow:
// instead of ImGui::SameLine() between two items, flow::sameLineIfFits() keeps the
// next item on the row while it fits in what is left of it and starts a new
// row otherwise, so that nothing runs past a panel's right edge.

#include <imgui.h>

namespace easylink::ui::flow {

/// The width of ImGui::Button(label) (the part before "##" counts).
float buttonWidth(const char* label);
/// The width of ImGui::Checkbox(label) or ImGui::RadioButton(label).
float checkboxWidth(const char* label);
/// The width of ImGui::TextUnformatted(text).
float textWidth(const char* text);

/// Call between two items of a row, with the width of the next one.
void sameLineIfFits(float nextWidth);

}  // namespace easylink::ui::flow

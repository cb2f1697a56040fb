#pragma once

// [SECTION] Module editor: small widgets
//
// The tooltip, label and heading styles the module editor's parts share;
// the tooltip is the one every panel uses.

#include <imgui.h>

#include <string>

namespace easylink::ui::module_editor {

/// Shows `text` as the tooltip of the last item while it is hovered, also
/// when it is disabled.
void tooltip(const char* text);
inline void tooltip(const std::string& text) {
    tooltip(text.c_str());
}
/// A label on the same line before the next control.
void inlineLabel(const char* text);
/// A small heading inside the side column.
void heading(const char* text);
/// The colour of ports the validator reports a problem in.
ImU32 errorColour();

}  // namespace easylink::ui::module_editor

#pragma once

// [SECTION] Module editor: small widgets
//
// The label and heading styles the module editor's parts share, and the
// editor's one tooltip (tooltip.hpp) under the name its parts call.

#include <imgui.h>

#include <string>

#include "widgets/tooltip.hpp"

namespace easylink::ui::module_editor {

using ui::tooltip;
/// A label on the same line before the next control.
void inlineLabel(const char* text);
/// A small heading inside the side column.
void heading(const char* text);
/// The colour of ports the validator reports a problem in.
ImU32 errorColour();
/// A typed field's tooltip: `text`, then the key that applies what was typed
/// ("... Press Enter to apply.").
std::string withApplyKey(const std::string& text);

}  // namespace easylink::ui::module_editor

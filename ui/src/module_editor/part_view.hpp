#pragma once

// [SECTION] Module editor: part view
//
// What the module editor shows instead of its port grid for a phase-2 part
// or a variant, which have no ports of their own to place: a note on what
// phase 2 makes of the module, its declarations (tags, parameters,
// requirements, slots), and its tiles (its pattern, or the look phase 2
// gives its kind) unless it takes its slot's size and has none. The header
// above still edits kind, size and weight; patterns, parameters and slots are
// edited in the catalogue file for now.

#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "workspace/workspace_layout.hpp"

namespace easylink::ui::module_editor {

/// True for the modules the part view shows instead of the port grid.
bool showsPartView(const ModuleTemplate& module);

/// Draws the view over `area` (at the cursor); returns the note shown.
std::string drawPartView(const ModuleTemplate& module, const ScreenRect& area);

}  // namespace easylink::ui::module_editor

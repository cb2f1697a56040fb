#pragma once

// The colour of each module kind, as the editor's "By kind" view paints
// floors and the 3D scene's blockout materials show them: one palette, so
// a hall is the same sand in the plan and in the level.

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/export/png_export.hpp"

namespace easylink {

/// Sand for normal rooms, orange, yellow, magenta, teal and violet for the
/// junction kinds and dead ends, grey for corridors; the part kinds (walls,
/// doors, parts) in stone, wood and slate.
Rgb kindColour(ModuleKind kind);

}  // namespace easylink

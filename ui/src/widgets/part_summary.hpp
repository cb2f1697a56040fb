#pragma once

// [SECTION] Part summary
//
// What a phase-2 module is, in words, for the panels that list and preview
// modules: a part may have no size of its own (it takes its slot's) and no
// ports, a variant takes its base's place and ports, and any module may
// declare tags, parameters, requirements and slots. Panels made for rooms
// show these notes instead of drawing a 0x0 module.

#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::ui {

/// "12x8", or "slot" for a part that takes its slot's size.
std::string moduleSizeText(const ModuleTemplate& module);

/// What sets the module apart from a room of its own, in one sentence, or
/// empty for such a room:
///   "wall part: takes its slot's size; drawn as wall tiles"
///   "part, 2 x 2 tiles: drawn from its pattern"
///   "variant of room_8x8: takes its place, with its ports; drawn from its pattern"
std::string partNote(const ModuleTemplate& module);

/// Its phase-2 declarations, a line each: tags, parameters, requirements and
/// slots ("slot door: a door part, size $width x 1").
std::vector<std::string> phaseTwoLines(const ModuleTemplate& module);

}  // namespace easylink::ui

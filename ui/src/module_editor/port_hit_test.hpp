#pragma once

// [SECTION] Module editor: port hit-testing
//
// Which port of the module on the grid a screen point is over: its door at
// its widest width, or the tile beyond where its arrow is.

#include <cstddef>
#include <optional>

#include <imgui.h>

#include "easylink/catalogue/catalogue.hpp"
#include "widgets/module_canvas.hpp"

namespace easylink::ui::module_editor {

/// The tiles a click or a hover answers for: the port's widest door and the
/// tile beyond it where its arrow is, in edge coordinates.
EdgeRect portHitRect(const PortSpec& port);

/// The port under a screen point (its door or arrow), the selected one first.
std::optional<std::size_t> portAt(const TileCanvas& canvas, const ModuleTemplate& module,
                                  std::optional<std::size_t> selectedPort, ImVec2 screen);

}  // namespace easylink::ui::module_editor

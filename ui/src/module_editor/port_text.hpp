#pragma once

// [SECTION] Module editor: port text
//
// Ports and their coordinates as the designer reads them in labels, tooltips
// and undo entries.

#include <cstddef>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::ui::module_editor {

/// A port's centre in tile coordinates: "[3.5, 0]".
std::string describeCentre(HalfPoint centre);
/// A port's widths: "2/4", or "none".
std::string describeWidths(const std::vector<int>& widths);
/// "port 2 of room_8x8", for undo entries.
std::string portName(std::size_t port, const ModuleTemplate& module);

}  // namespace easylink::ui::module_editor

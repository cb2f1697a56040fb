#pragma once

// [SECTION] Module editor: port properties
//
// The side column's section about the selected port: the wall it faces out
// of, its centre and anchor, the passage widths it allows (a width whose door
// would reach past the wall's corners in red), its socket and its Delete
// button.

#include <cstddef>
#include <optional>

#include "easylink/catalogue/catalogue.hpp"
#include "module_editor/drawn_items.hpp"
#include "module_editor/socket_field.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

/// Draws the properties of `selectedPort` of `module`, or a hint when none
/// is selected. Returns the port to delete when its Delete button was clicked.
std::optional<std::size_t> drawPortProperties(EditorState& state, const ModuleTemplate& module,
                                              std::optional<std::size_t> selectedPort,
                                              SocketField& socket, DrawnControls& controls);

}  // namespace easylink::ui::module_editor

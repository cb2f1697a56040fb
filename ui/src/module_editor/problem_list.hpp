#pragma once

// [SECTION] Module editor: problem list
//
// The side column's list of the validator's problems about the module, with
// a one-click fix for each port that breaks a placement rule: snap it to the
// nearest valid place on its wall.

#include <cstddef>
#include <optional>

#include "easylink/catalogue/catalogue.hpp"
#include "module_editor/drawn_items.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

/// Draws the problems of the selected module, recording the fix buttons by
/// port in `fixButtons`. Returns the port whose fix button was clicked.
std::optional<std::size_t> drawProblemList(const EditorState& state, const ModuleTemplate& module,
                                           int macro, DrawnItems& fixButtons);

}  // namespace easylink::ui::module_editor

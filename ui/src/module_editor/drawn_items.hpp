#pragma once

// [SECTION] Module editor: drawn items
//
// The module editor's controls, by name, and where they and the other items
// it aims at (kind list entries, fix buttons) were drawn in the last frame,
// so tests and tooltips can find them.

#include <cstddef>
#include <optional>
#include <vector>

#include <imgui.h>

#include "panels/panel.hpp"

namespace easylink::ui::module_editor {

/// Controls whose place in the last frame tests and tooltips can ask for.
enum class Control {
    Kind,
    Width,
    Height,
    RenameToSize,  // the suggestion after a resize: a name with the new size
    Weight,
    SnapToMacro,
    PortWidth2,
    PortWidth4,
    PortWidth6,
    PortWidth8,
    DeletePort,
    Rotation0,
    Rotation90,
    Rotation180,
    Rotation270,
    MinCount,
    MaxCountOn,
    MaxCount,
    MaxExitsOn,
    MaxExits,
    RequiresNeighbor,
    Place,
    FarFrom,
    FarRooms,
    ClearRules
};

/// Items drawn this frame, each known by an index: a control, a module kind
/// or a port.
class DrawnItems {
public:
    void clear() { items_.clear(); }
    /// Records the last submitted ImGui item as the one for `index`.
    void recordLastItem(std::size_t index);
    void recordLastItem(Control control) { recordLastItem(static_cast<std::size_t>(control)); }
    /// The centre of the item recorded for `index`, if it was drawn.
    std::optional<ImVec2> centreOf(std::size_t index) const;

private:
    std::vector<DrawnRow> items_;
};

}  // namespace easylink::ui::module_editor

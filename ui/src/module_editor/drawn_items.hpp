#pragma once

// [SECTION] Module editor: drawn items
//
// The module editor's controls, by name, and the recorders of where they and
// the other items it aims at (kind list entries, fix buttons) were drawn in
// the last frame, so tests and tooltips can find them.

#include <cstddef>

#include "easylink/catalogue/module_kind.hpp"
#include "panels/control_recorder.hpp"

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
    PortSocket,
    PortSocketChoices,
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
    ClearRules,
    MeshFile,
    MeshNode,
    MeshRemove,
    LockedBy
};
/// Control's names, for the control map (control_recorder.hpp).
inline constexpr std::string_view kControlNames[] = {
    "Kind",        "Width",       "Height",           "RenameToSize",
    "Weight",      "SnapToMacro", "PortWidth2",       "PortWidth4",
    "PortWidth6",  "PortWidth8",  "PortSocket",       "PortSocketChoices",
    "DeletePort",  "Rotation0",   "Rotation90",       "Rotation180",
    "Rotation270", "MinCount",    "MaxCountOn",       "MaxCount",
    "MaxExitsOn",  "MaxExits",    "RequiresNeighbor", "Place",
    "FarFrom",     "FarRooms",    "ClearRules",       "MeshFile",
    "MeshNode",    "MeshRemove",  "LockedBy"};

/// Where the controls were drawn.
using DrawnControls = ControlRecorder<Control>;
/// Where the entries of the kind list were drawn.
using DrawnKinds = ControlRecorder<ModuleKind>;
/// Items known by an index: the entries of a rule's list, or the fix
/// buttons by port.
using DrawnItems = ControlRecorder<std::size_t>;

}  // namespace easylink::ui::module_editor

#pragma once

// [SECTION] Module editor: edit session
//
// What the designer is doing to the selected module, shared by the header,
// the grid and the side column, and the port edits they send through the
// editor state's history.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

/// Sends a change of the selected module through the history.
void editSelectedModule(EditorState& state, const std::string& label,
                        const std::function<void(ModuleTemplate&)>& change, GestureId gesture = 0);

struct EditSession {
    std::optional<std::size_t> selectedPort;
    std::string message;  // why the last edit asked for was refused, or empty
    bool snapToMacro = false;
    int macro = 4;  // the catalogue's, as of this frame

    /// Adds a port at `pose` (snapped when snapping is on) and selects it.
    void addPort(EditorState& state, const ModuleTemplate& module, const PortPose& pose);
    /// Deletes port `port`; false when the module has no such port.
    bool deletePort(EditorState& state, const ModuleTemplate& module, std::size_t port);
    /// Moves port `port` to the nearest valid place, if there is one, and selects it.
    void fixPort(EditorState& state, const ModuleTemplate& module, std::size_t port);
    /// The pose a drag or a click asks for, snapped to a valid place when
    /// snapping is on and one exists.
    PortPose snapped(const ModuleTemplate& module, std::size_t port, PortPose wish) const;
    /// Where a port added at `pose` goes: there, or snapped when snapping is on.
    PortPose newPortPose(const ModuleTemplate& module, const PortPose& pose) const;
};

}  // namespace easylink::ui::module_editor

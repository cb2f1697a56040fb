#pragma once

// [SECTION] Inspector panel
//
// What the selected object is, in the layout at the timeline's step: a room
// (template, kind, rotation, position, size, component, and each port with
// its direction, anchor, allowed and used widths and what it is joined to) or
// a corridor (axis, rectangle, length, width, its two ends), with what phase 2
// filled it with at the step. Whatever a port or an end leads to is a link
// that selects it. With nothing selected, the panel explains the timeline's
// current event: its sentence, phase, round, grower and action (for a slot
// phase 2 resolved: the module and the problems met), and the objects it
// touched, each a link as well.

#include <optional>
#include <string>

#include "easylink/generation/events.hpp"
#include "easylink/layout/layout.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

/// Where a port leads, as the inspector words it: "room 3 port 1",
/// "corridor 5" or "free".
std::string describeConnection(const PortLink& link);

/// The room or corridor a port link leads to, or nullopt for a free port.
std::optional<TileOwner> connectionTarget(const PortLink& link);

class InspectorPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Inspector";

    InspectorPanel();

    // Rows recorded for tests, by index: a room's port connections (by port
    // index; free ports have none), a corridor's ends (0 and 1), or the
    // current event's objects (by their index in the event).

protected:
    void drawContent(EditorState& state) override;

private:
    void drawRoom(EditorState& state, const Layout& layout, const PlacedRoom& room);
    void drawCorridor(EditorState& state, const Layout& layout, const Corridor& corridor);
    void drawEvent(EditorState& state, const Layout* layout);
    void drawResolvedSlot(const EditorState& state, const Event& event);
};

}  // namespace easylink::ui

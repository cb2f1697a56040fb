#include "easylink/generation/events.hpp"

#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

std::string_view toString(Phase phase) {
    switch (phase) {
        case Phase::Placement: return "placement";
        case Phase::Growth: return "growth";
        case Phase::Components: return "components";
        case Phase::Rules: return "rules";
        case Phase::Targets: return "targets";
        case Phase::Resolution: return "resolution";
        case Phase::Done: return "done";
    }
    return "placement";
}

std::string_view toString(EventKind kind) {
    switch (kind) {
        case EventKind::AttemptStarted: return "attempt_started";
        case EventKind::PhaseStarted: return "phase_started";
        case EventKind::RoundStarted: return "round_started";
        case EventKind::TurnStarted: return "turn_started";
        case EventKind::TurnEnded: return "turn_ended";
        case EventKind::RoomAdded: return "room_added";
        case EventKind::RoomRemoved: return "room_removed";
        case EventKind::RoomMoved: return "room_moved";
        case EventKind::RoomsLinked: return "rooms_linked";
        case EventKind::CorridorAdded: return "corridor_added";
        case EventKind::CorridorRemoved: return "corridor_removed";
        case EventKind::CandidateRejected: return "candidate_rejected";
        case EventKind::ComponentDeleted: return "component_deleted";
        case EventKind::LayoutCompacted: return "layout_compacted";
        case EventKind::AttemptFailed: return "attempt_failed";
        case EventKind::Finished: return "finished";
        case EventKind::SlotResolved: return "slot_resolved";
        case EventKind::TilesChanged: return "tiles_changed";
    }
    return "unknown";
}

bool isMutation(EventKind kind) {
    switch (kind) {
        case EventKind::AttemptStarted:
        case EventKind::RoomAdded:
        case EventKind::RoomRemoved:
        case EventKind::RoomMoved:
        case EventKind::RoomsLinked:
        case EventKind::CorridorAdded:
        case EventKind::CorridorRemoved:
        case EventKind::ComponentDeleted:
        case EventKind::LayoutCompacted:
        case EventKind::TilesChanged: return true;
        default: return false;
    }
}

bool Event::isMutation() const {
    return easylink::isMutation(kind);
}

void replayEvent(Layout& layout, const Event& event) {
    switch (event.kind) {
        case EventKind::AttemptStarted: layout.clear(); break;
        case EventKind::RoomAdded:
            layout.addRoom(event.templateIndex, event.rotation, event.position);
            break;
        case EventKind::RoomRemoved: layout.removeRoom(event.room); break;
        case EventKind::RoomMoved:
            layout.moveRoom(event.room, event.rotation, event.position);
            break;
        case EventKind::RoomsLinked:
            layout.linkRooms(event.room, event.port, event.otherRoom, event.otherPort, event.width);
            break;
        case EventKind::CorridorAdded:
            layout.addCorridor(event.ends[0], event.ends[1], event.width);
            break;
        case EventKind::CorridorRemoved: layout.removeCorridor(event.corridor); break;
        case EventKind::ComponentDeleted: {
            std::vector<RoomId> rooms;
            std::vector<CorridorId> corridors;
            for (const EventObject& object : event.objects) {
                (object.kind == EventObject::Kind::Room ? rooms : corridors).push_back(object.id);
            }
            layout.removeAll(rooms, corridors);
            break;
        }
        case EventKind::LayoutCompacted: layout.compact(); break;
        default: break;
    }
}

void replayTiles(TileRaster& tiles, const Event& event) {
    if (event.kind == EventKind::AttemptStarted) {
        tiles.fill(tiles.bounds(), TileKind::Void);
        return;
    }
    if (event.kind != EventKind::TilesChanged) {
        return;
    }
    for (const TileRun& run : event.tiles) {
        tiles.fill({run.start.x, run.start.y, run.length, 1}, run.kind);
    }
}

namespace {

void writePair(JsonWriter& out, int first, int second) {
    out.beginArray();
    out.value(first);
    out.value(second);
    out.endArray();
}

}  // namespace

void writeEvent(JsonWriter& out, const Event& event, std::optional<std::size_t> number) {
    out.beginObject();
    if (number) {
        out.member("step", *number);
    }
    out.member("event", toString(event.kind));
    out.member("phase", toString(event.phase));
    // Attempts, rounds and actions count from 1, as the editor shows them
    // (docs/editor.md, "Numbering"); the Event keeps them from 0.
    out.member("attempt", event.attempt + 1);
    if (event.round >= 0) {
        out.member("round", event.round + 1);
    }
    if (event.grower) {
        out.member("grower", toString(*event.grower));
    }
    if (event.action >= 0) {
        out.member("action", event.action + 1);
    }
    switch (event.kind) {
        case EventKind::TurnEnded: out.member("applied", event.count); break;
        case EventKind::RoomAdded:
        case EventKind::RoomMoved:
            out.member("room", event.room);
            out.member("template", event.templateIndex);
            out.member("rotation", event.rotation.degrees());
            out.key("position");
            writePair(out, event.position.x, event.position.y);
            break;
        case EventKind::RoomRemoved: out.member("room", event.room); break;
        case EventKind::RoomsLinked:
            out.key("link");
            out.beginArray();
            writePair(out, event.room, event.port);
            writePair(out, event.otherRoom, event.otherPort);
            out.endArray();
            out.member("width", event.width);
            break;
        case EventKind::CorridorAdded:
            out.member("corridor", event.corridor);
            out.key("ends");
            out.beginArray();
            writePair(out, event.ends[0].room, event.ends[0].port);
            writePair(out, event.ends[1].room, event.ends[1].port);
            out.endArray();
            out.member("width", event.width);
            break;
        case EventKind::CorridorRemoved: out.member("corridor", event.corridor); break;
        case EventKind::SlotResolved:
            out.member("module", event.templateIndex);
            out.member("node", event.count);
            break;
        case EventKind::TilesChanged: {
            out.key("tiles");
            out.beginArray();
            for (const TileRun& run : event.tiles) {
                const char symbol = tileChar(run.kind);
                out.beginArray();
                out.value(run.start.x);
                out.value(run.start.y);
                out.value(run.length);
                out.value(std::string_view(&symbol, 1));
                out.endArray();
            }
            out.endArray();
            break;
        }
        default: break;
    }
    if (!event.objects.empty()) {
        out.key("objects");
        out.beginArray();
        for (const EventObject& object : event.objects) {
            out.beginArray();
            out.value(object.kind == EventObject::Kind::Room ? "room" : "corridor");
            out.value(object.id);
            out.endArray();
        }
        out.endArray();
    }
    if (!event.text.empty()) {
        out.member("text", event.text);
    }
    out.endObject();
}

}  // namespace easylink

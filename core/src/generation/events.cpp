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

Json eventToJson(const Event& event, std::optional<std::size_t> number) {
    Json out = Json::object();
    if (number) {
        out["step"] = *number;
    }
    out["event"] = std::string(toString(event.kind));
    out["phase"] = std::string(toString(event.phase));
    // Attempts, rounds and actions count from 1, as the editor shows them
    // (docs/editor.md, "Numbering"); the Event keeps them from 0.
    out["attempt"] = event.attempt + 1;
    if (event.round >= 0) {
        out["round"] = event.round + 1;
    }
    if (event.grower) {
        out["grower"] = std::string(toString(*event.grower));
    }
    if (event.action >= 0) {
        out["action"] = event.action + 1;
    }
    switch (event.kind) {
        case EventKind::TurnEnded: out["applied"] = event.count; break;
        case EventKind::RoomAdded:
        case EventKind::RoomMoved:
            out["room"] = event.room;
            out["template"] = event.templateIndex;
            out["rotation"] = event.rotation.degrees();
            out["position"] = Json::array({event.position.x, event.position.y});
            break;
        case EventKind::RoomRemoved: out["room"] = event.room; break;
        case EventKind::RoomsLinked:
            out["link"] = Json::array({Json::array({event.room, event.port}),
                                       Json::array({event.otherRoom, event.otherPort})});
            out["width"] = event.width;
            break;
        case EventKind::CorridorAdded:
            out["corridor"] = event.corridor;
            out["ends"] = Json::array({Json::array({event.ends[0].room, event.ends[0].port}),
                                       Json::array({event.ends[1].room, event.ends[1].port})});
            out["width"] = event.width;
            break;
        case EventKind::CorridorRemoved: out["corridor"] = event.corridor; break;
        case EventKind::SlotResolved:
            out["module"] = event.templateIndex;
            out["node"] = event.count;
            break;
        case EventKind::TilesChanged: {
            Json runs = Json::array();
            for (const TileRun& run : event.tiles) {
                runs.push_back(Json::array(
                    {run.start.x, run.start.y, run.length, std::string(1, tileChar(run.kind))}));
            }
            out["tiles"] = std::move(runs);
            break;
        }
        default: break;
    }
    if (!event.objects.empty()) {
        Json objects = Json::array();
        for (const EventObject& object : event.objects) {
            objects.push_back(Json::array(
                {object.kind == EventObject::Kind::Room ? "room" : "corridor", object.id}));
        }
        out["objects"] = std::move(objects);
    }
    if (!event.text.empty()) {
        out["text"] = event.text;
    }
    return out;
}

}  // namespace easylink

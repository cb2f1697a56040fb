#include "easylink/output/layout_events.hpp"

#include <string>

namespace easylink {
namespace {

Event fromFile(EventKind kind, std::string text) {
    Event event;
    event.kind = kind;
    event.phase = Phase::Placement;
    event.text = std::move(text);
    return event;
}

/// The tiles as horizontal runs, one event per row.
void addTileRows(const TileRaster& tiles, std::vector<Event>& events) {
    for (int y = 0; y < tiles.height(); ++y) {
        Event event = fromFile(EventKind::TilesChanged,
                               "row " + std::to_string(y) + " of the tiles, as the file has it");
        for (int x = 0; x < tiles.width();) {
            const TileKind kind = tiles.at({x, y});
            int end = x + 1;
            while (end < tiles.width() && tiles.at({end, y}) == kind) {
                ++end;
            }
            event.tiles.push_back({{x, y}, end - x, kind});
            x = end;
        }
        events.push_back(std::move(event));
    }
}

/// One SlotResolved event per resolved room, then per corridor, each
/// naming the module at the root of its tree and the root's node index.
void addResolvedSlots(const Layout& layout, const Resolution& resolution,
                      std::vector<Event>& events) {
    const auto add = [&](EventObject::Kind kind, int id, int root) {
        const ResolvedNode& node = resolution.node(root);
        Event event = fromFile(
            EventKind::SlotResolved,
            node.slot + ": " +
                (node.module >= 0
                     ? layout.catalogue().modules[static_cast<std::size_t>(node.module)].name
                     : std::string("nothing fits")) +
                ", as the file has it");
        event.phase = Phase::Resolution;
        event.templateIndex = node.module;
        event.count = root;
        event.objects = {{kind, id}};
        events.push_back(std::move(event));
    };
    for (std::size_t id = 0; id < resolution.roomRoots.size(); ++id) {
        if (resolution.roomRoots[id] >= 0) {
            add(EventObject::Kind::Room, static_cast<int>(id), resolution.roomRoots[id]);
        }
    }
    for (std::size_t id = 0; id < resolution.corridorRoots.size(); ++id) {
        if (resolution.corridorRoots[id] >= 0) {
            add(EventObject::Kind::Corridor, static_cast<int>(id), resolution.corridorRoots[id]);
        }
    }
}

}  // namespace

std::vector<Event> eventsBuilding(const Layout& layout, const TileRaster* tiles,
                                  const Resolution* resolution) {
    std::vector<Event> events;
    events.push_back(fromFile(EventKind::AttemptStarted, "the layout as the file has it"));
    for (const RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        Event event = fromFile(
            EventKind::RoomAdded,
            "room " + std::to_string(id) + " (" +
                layout.catalogue().modules[static_cast<std::size_t>(room.templateIndex)].name +
                ") from the file");
        event.room = id;
        event.templateIndex = room.templateIndex;
        event.rotation = room.rotation;
        event.position = room.position;
        event.objects = {{EventObject::Kind::Room, id}};
        events.push_back(std::move(event));
    }
    for (const RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            const PortLink& link = room.ports[i].link;
            // Each direct link once, from its lower room (or port).
            if (link.kind != PortLink::Kind::Room ||
                std::pair(link.id, link.port) < std::pair(id, static_cast<int>(i))) {
                continue;
            }
            Event event = fromFile(EventKind::RoomsLinked, "rooms " + std::to_string(id) + " and " +
                                                               std::to_string(link.id) +
                                                               " linked, as the file has it");
            event.room = id;
            event.port = static_cast<int>(i);
            event.otherRoom = link.id;
            event.otherPort = link.port;
            event.width = room.ports[i].width;
            event.objects = {{EventObject::Kind::Room, id}, {EventObject::Kind::Room, link.id}};
            events.push_back(std::move(event));
        }
    }
    for (const CorridorId id : layout.corridorIds()) {
        const Corridor& corridor = *layout.corridor(id);
        Event event =
            fromFile(EventKind::CorridorAdded, "corridor " + std::to_string(id) + " from the file");
        event.corridor = id;
        event.ends = corridor.ends;
        event.width = corridor.width;
        event.objects = {{EventObject::Kind::Corridor, id}};
        events.push_back(std::move(event));
    }
    if (tiles != nullptr) {
        addTileRows(*tiles, events);
    }
    if (resolution != nullptr) {
        addResolvedSlots(layout, *resolution, events);
    }
    Event finished = fromFile(EventKind::Finished, "read from the file");
    finished.phase = Phase::Done;
    events.push_back(std::move(finished));
    return events;
}

}  // namespace easylink

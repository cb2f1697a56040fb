// Layout's own queries, on a generated layout with gaps among its ids, and
// its room graph kept exact through every kind of change.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "room_search_support.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

std::vector<RoomId> idsOfRooms(const Layout& layout) {
    std::vector<RoomId> ids;
    for (const PlacedRoom& room : layout.rooms()) {
        ids.push_back(room.id);
    }
    return ids;
}

std::vector<CorridorId> idsOfCorridors(const Layout& layout) {
    std::vector<CorridorId> ids;
    for (const Corridor& corridor : layout.corridors()) {
        ids.push_back(corridor.id);
    }
    return ids;
}

TEST(Layout, ACorridorsCentreLineIsItsMiddleTileAcross) {
    Corridor horizontal;
    horizontal.rect = {10, 20, 12, 3};
    horizontal.axis = Axis::Horizontal;
    horizontal.width = 3;
    EXPECT_EQ(horizontal.centreLine(), 21);

    // An even width: the tile past the middle.
    Corridor vertical;
    vertical.rect = {6, 2, 4, 30};
    vertical.axis = Axis::Vertical;
    vertical.width = 4;
    EXPECT_EQ(vertical.centreLine(), 8);
}

TEST(Layout, RoomsAndCorridorsAreThoseThatExistInIdOrder) {
    const GenerationResult result = generateEasylink(defaultCatalogue(), {}, 1);
    ASSERT_TRUE(result.ok()) << result.failure;
    Layout layout = *result.layout;
    ASSERT_GT(layout.corridorCount(), 4);
    EXPECT_EQ(idsOfRooms(layout), layout.roomIds());
    EXPECT_EQ(idsOfCorridors(layout), layout.corridorIds());

    // Gaps at the start, in the middle and at the end of both id ranges.
    const std::vector<CorridorId> corridors = layout.corridorIds();
    for (std::size_t i = 0; i < corridors.size(); i += 2) {
        layout.removeCorridor(corridors[i]);
    }
    layout.removeCorridor(corridors.back());
    int removedRooms = 0;
    for (RoomId id : layout.roomIds()) {
        if (layout.room(id)->linkCount() == 0) {
            layout.removeRoom(id);
            ++removedRooms;
        }
    }
    ASSERT_GT(removedRooms, 0);
    EXPECT_EQ(idsOfRooms(layout), layout.roomIds());
    EXPECT_EQ(idsOfCorridors(layout), layout.corridorIds());
    EXPECT_EQ(static_cast<int>(idsOfRooms(layout).size()), layout.roomCount());

    layout.clear();
    EXPECT_TRUE(idsOfRooms(layout).empty());
    EXPECT_TRUE(idsOfCorridors(layout).empty());
}

/// Where a room's ports lead, found the long way: through its port links and
/// the corridors' other ends.
std::vector<RoomStep> stepsByPorts(const Layout& layout, RoomId id) {
    std::vector<RoomStep> steps;
    for (const PlacedPort& port : layout.room(id)->ports) {
        RoomId next = -1;
        if (port.link.kind == PortLink::Kind::Room) {
            next = port.link.id;
        } else if (port.link.kind == PortLink::Kind::Corridor) {
            next = layout.corridor(port.link.id)->ends[port.link.port == 0 ? 1 : 0].room;
        }
        steps.push_back(next < 0 ? RoomStep{}
                                 : RoomStep{next, isJunction(layout.room(next)->kind)});
    }
    return steps;
}

/// The number of rooms whose graph differs from their ports (and says which).
int roomsOffTheGraph(const Layout& layout) {
    int off = 0;
    for (const PlacedRoom& room : layout.rooms()) {
        const std::span<const RoomStep> steps = layout.steps(room.id);
        if (std::vector<RoomStep>(steps.begin(), steps.end()) != stepsByPorts(layout, room.id)) {
            ADD_FAILURE() << "room " << room.id << "'s steps differ from its ports";
            ++off;
        }
    }
    return off;
}

int linkedSteps(const Layout& layout) {
    int linked = 0;
    for (const PlacedRoom& room : layout.rooms()) {
        const std::span<const RoomStep> steps = layout.steps(room.id);
        linked += static_cast<int>(
            std::count_if(steps.begin(), steps.end(), [](RoomStep step) { return step.linked(); }));
    }
    return linked;
}

TEST(Layout, TheRoomGraphFollowsEveryChange) {
    EasylinkParams params;
    params.width = 160;
    params.height = 160;
    const GenerationResult result = generateEasylink(defaultCatalogue(), params, 3);
    ASSERT_TRUE(result.ok()) << result.failure;
    const Layout& made = *result.layout;
    EXPECT_EQ(roomsOffTheGraph(made), 0);

    // The same layout built again one change at a time.
    Layout layout(made.catalogue(), made.width(), made.height());
    for (const PlacedRoom& room : made.rooms()) {
        ASSERT_EQ(layout.addRoom(room.templateIndex, room.rotation, room.position), room.id);
    }
    EXPECT_EQ(linkedSteps(layout), 0);
    int junctionSteps = 0;
    for (const PlacedRoom& room : made.rooms()) {
        for (std::size_t port = 0; port < room.ports.size(); ++port) {
            const PortLink& link = room.ports[port].link;
            if (link.kind == PortLink::Kind::Room && room.id < link.id) {
                layout.linkRooms(room.id, static_cast<int>(port), link.id, link.port,
                                 room.ports[port].width);
            }
        }
    }
    for (const Corridor& corridor : made.corridors()) {
        layout.addCorridor(corridor.ends[0], corridor.ends[1], corridor.width);
    }
    for (const PlacedRoom& room : made.rooms()) {
        const std::span<const RoomStep> steps = layout.steps(room.id);
        ASSERT_TRUE(std::equal(steps.begin(), steps.end(), made.steps(room.id).begin(),
                               made.steps(room.id).end()))
            << "room " << room.id;
        junctionSteps += static_cast<int>(std::count_if(
            steps.begin(), steps.end(), [](RoomStep step) { return step.junction(); }));
    }
    const int allLinked = linkedSteps(layout);
    ASSERT_GT(allLinked, 40);
    ASSERT_GT(junctionSteps, 4);
    EXPECT_EQ(roomsOffTheGraph(layout), 0);

    // Corridors split away: every third, and all those of a few rooms linked
    // by corridors only, which leaves those rooms unlinked; unlinked rooms
    // are then removed or turned in place.
    const std::vector<CorridorId> corridors = layout.corridorIds();
    for (std::size_t i = 0; i < corridors.size(); i += 3) {
        layout.removeCorridor(corridors[i]);
    }
    std::vector<RoomId> byCorridorsOnly;
    for (const PlacedRoom& room : layout.rooms()) {
        if (room.linkCount() > 0 &&
            std::none_of(room.ports.begin(), room.ports.end(), [](const PlacedPort& port) {
                return port.link.kind == PortLink::Kind::Room;
            })) {
            byCorridorsOnly.push_back(room.id);
        }
    }
    byCorridorsOnly.resize(std::min<std::size_t>(byCorridorsOnly.size(), 6));
    for (RoomId id : byCorridorsOnly) {
        for (std::size_t port = 0; port < layout.room(id)->ports.size(); ++port) {
            const PortLink link = layout.room(id)->ports[port].link;
            if (link.kind == PortLink::Kind::Corridor) {
                layout.removeCorridor(link.id);
            }
        }
    }
    int changed = 0;
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        if (room.linkCount() == 0) {
            if (++changed % 2 == 1) {
                layout.removeRoom(id);
            } else {
                layout.moveRoom(id, room.rotation, room.position);
            }
        }
    }
    ASSERT_GT(changed, 1);
    EXPECT_LT(linkedSteps(layout), allLinked);
    EXPECT_EQ(roomsOffTheGraph(layout), 0);

    // A whole component pruned, then the ids made dense.
    // (Found through the ports: the union-find still joins what the removed
    // corridors joined.)
    std::vector<RoomId> component{layout.roomIds().front()};
    for (std::size_t i = 0; i < component.size(); ++i) {
        for (RoomStep step : stepsByPorts(layout, component[i])) {
            if (step.linked() &&
                std::find(component.begin(), component.end(), step.room()) == component.end()) {
                component.push_back(step.room());
            }
        }
    }
    std::vector<CorridorId> itsCorridors;
    for (const Corridor& corridor : layout.corridors()) {
        if (std::find(component.begin(), component.end(), corridor.ends[0].room) !=
            component.end()) {
            itsCorridors.push_back(corridor.id);
        }
    }
    ASSERT_LT(component.size(), layout.roomIds().size());
    layout.removeAll(component, itsCorridors);
    EXPECT_EQ(roomsOffTheGraph(layout), 0);
    // And one room whose direct links lead to rooms that stay.
    const auto linkedDirectly = [](const PlacedRoom& room) {
        return std::any_of(room.ports.begin(), room.ports.end(), [](const PlacedPort& port) {
            return port.link.kind == PortLink::Kind::Room;
        });
    };
    std::vector<RoomId> lone;
    std::vector<CorridorId> loneCorridors;
    for (const PlacedRoom& room : layout.rooms()) {
        if (lone.empty() && linkedDirectly(room)) {
            lone.push_back(room.id);
            for (const PlacedPort& port : room.ports) {
                if (port.link.kind == PortLink::Kind::Corridor) {
                    loneCorridors.push_back(port.link.id);
                }
            }
        }
    }
    ASSERT_EQ(lone.size(), 1u);
    const int before = linkedSteps(layout);
    layout.removeAll(lone, loneCorridors);
    EXPECT_LT(linkedSteps(layout), before);
    EXPECT_EQ(roomsOffTheGraph(layout), 0);
    layout.compact();
    EXPECT_EQ(layout.roomIds().back(), layout.roomCount() - 1);
    EXPECT_EQ(roomsOffTheGraph(layout), 0);

    layout.clear();
    const RoomId again = layout.addRoom(0, {}, {0, 0});
    EXPECT_EQ(layout.steps(again).size(), layout.room(again)->ports.size());
    EXPECT_EQ(linkedSteps(layout), 0);
}

/// The rooms of each component, found by a search over the ports: the
/// union-find's answer worked out the long way.
std::vector<std::vector<RoomId>> componentsBySearch(const Layout& layout) {
    std::vector<std::vector<RoomId>> components;
    std::vector<bool> seen(static_cast<std::size_t>(layout.roomIdLimit()), false);
    for (RoomId start : layout.roomIds()) {
        if (seen[static_cast<std::size_t>(start)]) {
            continue;
        }
        // Rooms in id order: the component's first room is `start`.
        std::vector<RoomId>& members = components.emplace_back();
        for (const auto& [room, distance] : distancesFrom(layout, start, stepsByPorts)) {
            seen[static_cast<std::size_t>(room)] = true;
            members.push_back(room);
        }
    }
    return components;
}

/// Whether Layout::connected agrees with the search on every pair of rooms.
void expectComponentsAsSearched(const Layout& layout, const std::string& when) {
    const std::vector<std::vector<RoomId>> components = componentsBySearch(layout);
    for (std::size_t c = 0; c < components.size(); ++c) {
        for (RoomId room : components[c]) {
            EXPECT_TRUE(layout.connected(room, components[c].front())) << when << ", room " << room;
        }
        for (std::size_t other = 0; other < c; ++other) {
            EXPECT_FALSE(layout.connected(components[c].front(), components[other].front()))
                << when << ", rooms " << components[c].front() << " and "
                << components[other].front();
        }
    }
    const int links = linkedSteps(layout) / 2;
    EXPECT_EQ(layout.cycleRank(), links - layout.roomCount() + static_cast<int>(components.size()))
        << when;
}

// removeAll builds the components again when a removal may split one, and
// leaves them as they are when whole components go.
TEST(Layout, RemovingRoomsKeepsTheComponentsExact) {
    const GenerationResult result = generateEasylink(defaultCatalogue(), {}, 1);
    ASSERT_TRUE(result.ok()) << result.failure;
    Layout layout = *result.layout;
    expectComponentsAsSearched(layout, "as generated");

    // Every third room goes, with its corridors: the dungeon falls apart.
    std::vector<RoomId> rooms;
    std::vector<CorridorId> corridors;
    for (RoomId id : layout.roomIds()) {
        if (id % 3 == 0) {
            rooms.push_back(id);
        }
    }
    for (const Corridor& corridor : layout.corridors()) {
        if (corridor.ends[0].room % 3 == 0 || corridor.ends[1].room % 3 == 0) {
            corridors.push_back(corridor.id);
        }
    }
    layout.removeAll(rooms, corridors);
    ASSERT_GT(componentsBySearch(layout).size(), 3u);
    expectComponentsAsSearched(layout, "split");

    // Dead ends go one at a time, each with its corridor: what stays of a
    // component stays in one piece.
    int deadEnds = 0;
    for (const RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        if (room.linkCount() != 1 || deadEnds == 8) {
            continue;
        }
        std::vector<CorridorId> itsCorridor;
        for (const PlacedPort& port : room.ports) {
            if (port.link.kind == PortLink::Kind::Corridor) {
                itsCorridor.push_back(port.link.id);
            }
        }
        layout.removeAll({id}, itsCorridor);
        expectComponentsAsSearched(layout, "dead end " + std::to_string(id) + " pruned");
        ++deadEnds;
    }
    EXPECT_EQ(deadEnds, 8);
    const std::vector<std::vector<RoomId>> pieces = componentsBySearch(layout);

    // Then the pieces go one by one, each whole, with its corridors.
    for (std::size_t i = 0; i + 1 < pieces.size(); ++i) {
        std::vector<CorridorId> itsCorridors;
        for (const Corridor& corridor : layout.corridors()) {
            if (std::find(pieces[i].begin(), pieces[i].end(), corridor.ends[0].room) !=
                pieces[i].end()) {
                itsCorridors.push_back(corridor.id);
            }
        }
        layout.removeAll(pieces[i], itsCorridors);
        expectComponentsAsSearched(layout, "piece " + std::to_string(i) + " pruned");
    }
    EXPECT_EQ(componentsBySearch(layout).size(), 1u);
}

}  // namespace
}  // namespace easylink

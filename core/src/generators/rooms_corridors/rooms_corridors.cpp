// `rooms-corridors`: rooms dropped one by one at random places,
// each joined to the room before it by a corridor through both centres that
// turns halfway between them.

#include <cstdlib>
#include <utility>

#include "rooms_corridors.hpp"

#include "../tilemap/random_room_placement.hpp"

namespace easylink::tilemap {
namespace {

enum class Heading { North, East, South, West };

const char* headingName(Heading heading) {
    switch (heading) {
        case Heading::North: return "north";
        case Heading::East: return "east";
        case Heading::South: return "south";
        case Heading::West: return "west";
    }
    return "";
}

// The relative direction: the quarter of the compass (y grows south)
// that the bearing from one centre to the other falls in, each quarter 90
// degrees wide around its axis. A bearing exactly on a diagonal belongs to
// the quarter clockwise of it (north-east counts as east, south-east as
// south, and so on). Worked out by comparing the offsets, not with an
// arctangent, so it also holds for bearings straight along an axis.
Heading headingTo(Vec2i from, Vec2i to) {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int across = std::abs(dx);
    const int along = std::abs(dy);
    if (across > along) {
        return dx > 0 ? Heading::East : Heading::West;
    }
    if (along > across) {
        return dy > 0 ? Heading::South : Heading::North;
    }
    if (dx > 0) {
        return dy < 0 ? Heading::East : Heading::South;
    }
    return dy > 0 ? Heading::West : Heading::North;
}

// The corridor in three straight runs. For a room east or west of
// the other, it leaves the western centre along its row, turns at the
// column halfway between the centres, crosses to the other centre's row and
// runs on to that centre; for north or south, the same with rows and
// columns swapped (from the northern centre). Returns the line of the turn.
int digHalfwayCorridor(Builder& builder, Vec2i from, Vec2i to, Heading heading) {
    if (heading == Heading::West || heading == Heading::North) {
        std::swap(from, to);
    }
    if (heading == Heading::East || heading == Heading::West) {
        const int turn = (from.x + to.x) / 2;
        digCorridorRun(builder, from, {turn, from.y});
        digCorridorRun(builder, {turn, from.y}, {turn, to.y});
        digCorridorRun(builder, {turn, to.y}, to);
        return turn;
    }
    const int turn = (from.y + to.y) / 2;
    digCorridorRun(builder, from, {from.x, turn});
    digCorridorRun(builder, {from.x, turn}, {to.x, turn});
    digCorridorRun(builder, {to.x, turn}, to);
    return turn;
}

// Rooms of random size at random places, each kept only when it neither
// overlaps nor touches an earlier one (a wall stays between rooms), and
// joined at once to the room placed before it. Stops at `rooms` rooms; when
// the tries run out first (a full map), a new attempt places the rooms one
// to a cell of a grid, which holds them all (a count no placement can hold
// is refused before anything is dug).
std::optional<std::string> buildRoomsCorridors(Builder& builder) {
    TileCanvas& tiles = builder.tiles();
    const int wanted = builder.option("rooms");
    const SideRange widths =
        sideRange(tiles.width(), builder.option("room_min"), builder.option("room_max"));
    const SideRange heights =
        sideRange(tiles.height(), builder.option("room_min"), builder.option("room_max"));
    if (auto impossible = roomCountImpossible(builder, wanted, widths, heights)) {
        return impossible;
    }
    std::vector<Rect> rooms;
    builder.beginPhase(Phase::Placement, "the first room");
    const long tries = static_cast<long>(wanted) * kTriesPerRoom;
    long tried = 0;
    const auto placeAt = [&](const auto& more, const auto& draw) {
        std::size_t turnOpened = 0;
        for (; more() && rooms.size() < static_cast<std::size_t>(wanted); ++tried) {
            const int number = static_cast<int>(rooms.size()) + 1;
            if (turnOpened != rooms.size() + 1) {
                turnOpened = rooms.size() + 1;
                if (number == 2) {
                    builder.beginPhase(Phase::Growth, "rooms, each joined to the room before it");
                }
                if (builder.recording()) {
                    builder.beginTurn("room " + std::to_string(number));
                }
            }
            const std::optional<Rect> room = draw();
            if (!room || rooms.size() < 2) {
                continue;
            }
            const Vec2i from = centreOf(rooms[rooms.size() - 2]);
            const Vec2i to = centreOf(*room);
            const Heading heading = headingTo(from, to);
            const int turn = digHalfwayCorridor(builder, from, to, heading);
            if (builder.recording()) {
                const bool eastWest = heading == Heading::East || heading == Heading::West;
                builder.step("corridor from room " + std::to_string(number - 1) + " to room " +
                             std::to_string(number) + ", which lies " + headingName(heading) +
                             ": it turns halfway, at " + (eastWest ? "column " : "row ") +
                             std::to_string(turn));
            }
        }
    };
    placeAt([&] { return tried < tries; },
            [&] { return tryPlaceRoom(builder, rooms, widths, heights); });
    if (rooms.size() < static_cast<std::size_t>(wanted)) {
        const RoomGrid grid = restartOnGrid(builder, rooms.size(), wanted, tried, widths, heights);
        rooms.clear();
        placeAt([&] { return rooms.size() < grid.cells.size(); },
                [&] { return placeGridRoom(builder, rooms, grid, widths, heights); });
    }
    // The exit goes in the last room made.
    if (!rooms.empty()) {
        builder.preferExit(centreOf(rooms.back()));
    }
    return std::nullopt;
}

}  // namespace

Generator roomsCorridorsGenerator() {
    return tileGenerator(
        {"rooms-corridors",
         "rooms at random places, each joined to the one before by a corridor that turns "
         "halfway",
         roomOptions(10)},
        &buildRoomsCorridors);
}

}  // namespace easylink::tilemap

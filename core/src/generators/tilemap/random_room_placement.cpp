#include "random_room_placement.hpp"

#include <algorithm>

namespace easylink::tilemap {

SideRange sideRange(int mapSide, int roomMin, int roomMax) {
    const int half = std::max(1, (mapSide - 2) / 2);
    const int lo = std::min(roomMin, half);
    return {lo, std::clamp(std::max(roomMax, roomMin), lo, half)};
}

std::vector<TileOption> roomOptions(int rooms) {
    return withPopulation({
        {"rooms", static_cast<double>(rooms), 1, 1000, true,
         "rooms to place: at random, or on a grid when 100 tries per room leave some out; "
         "more than the map can hold is refused"},
        {"room_min", 4, 2, 256, true, "smallest room side in tiles (at most half the inner map)"},
        {"room_max", 10, 2, 1024, true,
         "largest room side in tiles (at most half the inner map, so no room covers more than a "
         "quarter of it)"},
    });
}

void reportNoMoreSpace(Builder& builder, std::size_t placed, int wanted, long tried) {
    if (builder.recording() && placed < static_cast<std::size_t>(wanted)) {
        builder.step("no more space: " + std::to_string(placed) + " of " + std::to_string(wanted) +
                     " rooms fit in " + std::to_string(tried) + " tries");
    }
}

Vec2i centreOf(const Rect& room) {
    return {room.x + room.w / 2, room.y + room.h / 2};
}

std::string describeRoom(int number, const Rect& room) {
    return "room " + std::to_string(number) + ": " + std::to_string(room.w) + "x" +
           std::to_string(room.h) + " at (" + std::to_string(room.x) + ", " +
           std::to_string(room.y) + ")";
}

// A room is kept only with a wall between it and every earlier room, so the
// check is against the candidate grown by one tile on each side; the first
// room found in the way names the reason: the candidate overlaps it, or only
// the grown candidate meets it and the two would touch.
std::optional<Rect> tryPlaceRoom(Builder& builder, std::vector<Rect>& rooms,
                                 const SideRange& widths, const SideRange& heights) {
    TileCanvas& tiles = builder.tiles();
    const int number = static_cast<int>(rooms.size()) + 1;
    Rect room;
    room.w = static_cast<int>(builder.rng().uniformInt(widths.lo, widths.hi));
    room.h = static_cast<int>(builder.rng().uniformInt(heights.lo, heights.hi));
    room.x = static_cast<int>(builder.rng().uniformInt(1, tiles.width() - 1 - room.w));
    room.y = static_cast<int>(builder.rng().uniformInt(1, tiles.height() - 1 - room.h));
    const Rect margin{room.x - 1, room.y - 1, room.w + 2, room.h + 2};
    const auto clash = std::find_if(rooms.begin(), rooms.end(),
                                    [&](const Rect& other) { return margin.intersects(other); });
    if (clash != rooms.end()) {
        if (builder.recording()) {
            builder.reject({room}, "room " + std::to_string(number) + " does not fit: " +
                                       (room.intersects(*clash) ? "overlaps" : "touches") +
                                       " room " + std::to_string(clash - rooms.begin() + 1));
        }
        return std::nullopt;
    }
    tiles.fill(room, TileKind::Floor);
    rooms.push_back(room);
    builder.addArea(room, "room " + std::to_string(number));
    if (builder.recording()) {
        builder.step(describeRoom(number, room));
    }
    return room;
}

// The tightest packing of rooms of the smallest sides with a wall between
// them: ((W - 1) / (min + 1)) columns by as many rows. No placement holds
// more, and the grid fallback holds exactly that many, so a count above it
// is refused before anything is dug and any count below it is met.
std::optional<std::string> roomCountImpossible(const Builder& builder, int wanted,
                                               const SideRange& widths, const SideRange& heights) {
    const TileCanvas& tiles = builder.tiles();
    const long most = static_cast<long>((tiles.width() - 1) / (widths.lo + 1)) *
                      static_cast<long>((tiles.height() - 1) / (heights.lo + 1));
    if (wanted <= most) {
        return std::nullopt;
    }
    return std::to_string(wanted) + " rooms of at least " + std::to_string(widths.lo) + "x" +
           std::to_string(heights.lo) + " tiles with a wall between each cannot fit a " +
           std::to_string(tiles.width()) + "x" + std::to_string(tiles.height()) +
           " map, which holds at most " + std::to_string(most) +
           "; ask for fewer rooms, a smaller room_min or a bigger map";
}

RoomGrid planRoomGrid(Builder& builder, int wanted, const SideRange& widths,
                      const SideRange& heights) {
    const TileCanvas& tiles = builder.tiles();
    RoomGrid grid;
    long columns = 0;
    long rows = 0;
    for (int side = std::max(widths.hi, heights.hi);; --side) {
        grid.pitchX = std::clamp(side, widths.lo, widths.hi) + 1;
        grid.pitchY = std::clamp(side, heights.lo, heights.hi) + 1;
        columns = (tiles.width() - 1) / grid.pitchX;
        rows = (tiles.height() - 1) / grid.pitchY;
        if (columns * rows >= wanted || side <= std::min(widths.lo, heights.lo)) {
            break;
        }
    }
    for (long row = 0; row < rows; ++row) {
        for (long column = 0; column < columns; ++column) {
            grid.cells.push_back({1 + static_cast<int>(column) * grid.pitchX,
                                  1 + static_cast<int>(row) * grid.pitchY});
        }
    }
    builder.rng().shuffle(grid.cells);
    return grid;
}

std::optional<Rect> placeGridRoom(Builder& builder, std::vector<Rect>& rooms, const RoomGrid& grid,
                                  const SideRange& widths, const SideRange& heights) {
    if (rooms.size() >= grid.cells.size()) {
        return std::nullopt;
    }
    const Vec2i cell = grid.cells[rooms.size()];
    const int number = static_cast<int>(rooms.size()) + 1;
    Rect room;
    room.w = static_cast<int>(builder.rng().uniformInt(widths.lo, grid.pitchX - 1));
    room.h = static_cast<int>(builder.rng().uniformInt(heights.lo, grid.pitchY - 1));
    room.x = cell.x + static_cast<int>(builder.rng().uniformInt(0, grid.pitchX - 1 - room.w));
    room.y = cell.y + static_cast<int>(builder.rng().uniformInt(0, grid.pitchY - 1 - room.h));
    builder.tiles().fill(room, TileKind::Floor);
    rooms.push_back(room);
    builder.addArea(room, "room " + std::to_string(number));
    if (builder.recording()) {
        builder.step(describeRoom(number, room));
    }
    return room;
}

RoomGrid restartOnGrid(Builder& builder, std::size_t placed, int wanted, long tried,
                       const SideRange& widths, const SideRange& heights) {
    reportNoMoreSpace(builder, placed, wanted, tried);
    builder.restart("only " + std::to_string(placed) + " of " + std::to_string(wanted) +
                    " rooms fit at random in " + std::to_string(tried) +
                    " tries; the next attempt places them on a grid");
    builder.beginPhase(Phase::Placement, "rooms on a grid, one to a cell");
    return planRoomGrid(builder, wanted, widths, heights);
}

void digCorridorRun(Builder& builder, Vec2i a, Vec2i b) {
    const Vec2i step{b.x > a.x ? 1 : (b.x < a.x ? -1 : 0), b.y > a.y ? 1 : (b.y < a.y ? -1 : 0)};
    for (Vec2i t = a;; t = t + step) {
        if (builder.interior(t) && builder.tiles().at(t) == TileKind::Wall) {
            builder.tiles().set(t, TileKind::Corridor);
        }
        if (t == b) {
            break;
        }
    }
}

}  // namespace easylink::tilemap

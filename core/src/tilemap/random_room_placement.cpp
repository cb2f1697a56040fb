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
         "rooms to place; fewer when 100 tries per room find no more space"},
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
    TileRaster& tiles = builder.tiles();
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

// `random-rooms`: every room placed first,
// at random and apart, then joined to its neighbour in west-to-east order by
// straight corridors.

#include <algorithm>
#include <numeric>

#include "random_rooms.hpp"

#include "../tilemap/random_room_placement.hpp"

namespace easylink::tilemap {
namespace {

// Joins two rooms with straight corridors. Rooms that share rows get one
// horizontal corridor along a random shared row, rooms that share columns
// one vertical corridor along a random shared column; otherwise a
// horizontal and a vertical run meet at one corner, the coin deciding
// which comes first. Returns a few words on the shape.
std::string joinRooms(Builder& builder, const Rect& a, const Rect& b) {
    const Vec2i from = centreOf(a);
    const Vec2i to = centreOf(b);
    const int top = std::max(a.top(), b.top());
    const int bottom = std::min(a.bottom(), b.bottom());
    if (top < bottom) {
        const int row = static_cast<int>(builder.rng().uniformInt(top, bottom - 1));
        digCorridorRun(builder, {from.x, row}, {to.x, row});
        return "straight along row " + std::to_string(row);
    }
    const int left = std::max(a.left(), b.left());
    const int right = std::min(a.right(), b.right());
    if (left < right) {
        const int column = static_cast<int>(builder.rng().uniformInt(left, right - 1));
        digCorridorRun(builder, {column, from.y}, {column, to.y});
        return "straight along column " + std::to_string(column);
    }
    if (builder.rng().chance(0.5)) {
        digCorridorRun(builder, from, {to.x, from.y});
        digCorridorRun(builder, {to.x, from.y}, to);
        return "east-west first, turning at (" + std::to_string(to.x) + ", " +
               std::to_string(from.y) + ")";
    }
    digCorridorRun(builder, from, {from.x, to.y});
    digCorridorRun(builder, {from.x, to.y}, to);
    return "north-south first, turning at (" + std::to_string(from.x) + ", " +
           std::to_string(to.y) + ")";
}

// Rooms of random size at random places, each kept only when it neither
// overlaps nor touches an earlier one, until `rooms` are placed or the tries
// run out (then, on a new attempt, one room to a cell of a grid, which
// holds them all); then the rooms, sorted by the column of their centre, are joined
// each to the next, which chains them all into one region.
std::optional<std::string> buildRandomRooms(Builder& builder) {
    TileCanvas& tiles = builder.tiles();
    const int wanted = builder.option("rooms");
    const SideRange widths =
        sideRange(tiles.width(), builder.option("room_min"), builder.option("room_max"));
    const SideRange heights =
        sideRange(tiles.height(), builder.option("room_min"), builder.option("room_max"));
    if (auto impossible = roomCountImpossible(builder, wanted, widths, heights)) {
        return impossible;
    }
    builder.beginPhase(Phase::Placement, "rooms at random places");
    std::vector<Rect> rooms;
    const long tries = static_cast<long>(wanted) * kTriesPerRoom;
    long tried = 0;
    for (; tried < tries && rooms.size() < static_cast<std::size_t>(wanted); ++tried) {
        tryPlaceRoom(builder, rooms, widths, heights);
    }
    if (rooms.size() < static_cast<std::size_t>(wanted)) {
        const RoomGrid grid = restartOnGrid(builder, rooms.size(), wanted, tried, widths, heights);
        rooms.clear();
        while (rooms.size() < static_cast<std::size_t>(wanted) &&
               placeGridRoom(builder, rooms, grid, widths, heights)) {
        }
    }
    builder.beginPhase(Phase::Growth, "corridors between rooms, west to east");
    std::vector<std::size_t> order(rooms.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return centreOf(rooms[a]).x < centreOf(rooms[b]).x;
    });
    for (std::size_t i = 1; i < order.size(); ++i) {
        const std::string shape = joinRooms(builder, rooms[order[i - 1]], rooms[order[i]]);
        if (builder.recording()) {
            builder.step("corridor from room " + std::to_string(order[i - 1] + 1) + " to room " +
                         std::to_string(order[i] + 1) + ", " + shape);
        }
    }
    return std::nullopt;
}

}  // namespace

Generator randomRoomsGenerator() {
    return tileGenerator(
        {"random-rooms",
         "random rooms placed apart, then joined west to east by straight corridors",
         roomOptions(15)},
        &buildRandomRooms);
}

}  // namespace easylink::tilemap

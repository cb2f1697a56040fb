#pragma once

// [SECTION] Random room placement
//
// The ground shared by the generators that drop rooms at random places
// (`rooms-corridors`, `random-rooms`): the sides a room may have, one
// candidate room drawn, checked against the rooms already placed and either
// rejected with its reason or dug and reported, and the straight corridor
// runs that join rooms. The order of the random draws is part of each
// generator's seed catalogue, so tryPlaceRoom() keeps it fixed.

#include <optional>
#include <string>
#include <vector>

#include "tile_builders.hpp"

namespace easylink::tilemap {

/// The sides a room may have along one axis of the map: from room_min to
/// room_max, neither above half the inner map, so that no room covers more
/// than a quarter of the map.
struct SideRange {
    int lo = 0;
    int hi = 0;
};

SideRange sideRange(int mapSide, int roomMin, int roomMax);

/// Candidate rooms drawn per room wanted before a generator settles for
/// fewer.
inline constexpr int kTriesPerRoom = 100;

/// The options both generators take: `rooms` (defaulting to `rooms`),
/// `room_min` and `room_max`, followed by the shared population options.
std::vector<TileOption> roomOptions(int rooms);

/// Reports, when fewer than `wanted` rooms fit, how many did in `tried` tries.
void reportNoMoreSpace(Builder& builder, std::size_t placed, int wanted, long tried);

/// The room's centre tile (rounded towards its top-left corner).
Vec2i centreOf(const Rect& room);

/// "room 3: 9x6 at (26, 22)".
std::string describeRoom(int number, const Rect& room);

/// Draws one room (width, height, then x and y, each from the builder's
/// random stream) anywhere inside the map's border. When it overlaps or
/// touches a room of `rooms` it is reported as a rejected candidate and
/// nullopt is returned; otherwise it is dug as floor, appended to `rooms`,
/// named as an area, reported as a step and returned. The room's number is
/// rooms.size() + 1.
std::optional<Rect> tryPlaceRoom(Builder& builder, std::vector<Rect>& rooms,
                                 const SideRange& widths, const SideRange& heights);

/// Why `wanted` rooms cannot fit the map even at their smallest sides, side
/// by side with a wall between each (the most any placement can hold), or
/// nullopt when they can.
std::optional<std::string> roomCountImpossible(const Builder& builder, int wanted,
                                               const SideRange& widths, const SideRange& heights);

/// The fallback when random placement leaves rooms out: the map cut into
/// equal cells, a wall line between them, each of which holds one room.
/// The cells are as large as the room sides allow while `wanted` of them
/// fit, and come in a random order.
struct RoomGrid {
    int pitchX = 0;  // a cell's width, its wall line included
    int pitchY = 0;
    std::vector<Vec2i> cells;  // each cell's top-left tile
};

RoomGrid planRoomGrid(Builder& builder, int wanted, const SideRange& widths,
                      const SideRange& heights);

/// Digs the next room (number rooms.size() + 1) at a random size and place
/// inside the next cell of `grid`, as tryPlaceRoom() does; nullopt when the
/// cells are used up.
std::optional<Rect> placeGridRoom(Builder& builder, std::vector<Rect>& rooms, const RoomGrid& grid,
                                  const SideRange& widths, const SideRange& heights);

/// Random placement's tries ran out before `wanted` rooms: says so, and
/// starts a new attempt (a full reset) that places them on a grid.
RoomGrid restartOnGrid(Builder& builder, std::size_t placed, int wanted, long tried,
                       const SideRange& widths, const SideRange& heights);

/// Corridor tiles along a straight run from `a` to `b` (one row or one
/// column); floor already there (a room crossed) stays floor, and the
/// map's border stays wall.
void digCorridorRun(Builder& builder, Vec2i a, Vec2i b);

}  // namespace easylink::tilemap

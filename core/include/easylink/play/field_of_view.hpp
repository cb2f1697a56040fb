#pragma once

// [SECTION] Field of view
//
// What a party standing on one tile of a tile map can see, for the play-test
// mode and `easylink play`. The algorithm is symmetric shadowcasting
// as Albert Ford describes it: the map around the origin is cut into four
// quadrants (north, east, south, west), each scanned row by row away from the
// origin. A row is the stretch of tiles at one depth between two slopes; an
// opaque tile narrows the row for the rows behind it, and a tile counts as
// seen when its centre lies between the row's slopes (opaque tiles are seen
// as soon as the row touches them, so the walls around a room show). Slopes
// are exact fractions, never floating point, so no tile flickers in or out
// with rounding. The result is symmetric: when a transparent tile A sees a
// transparent tile B, B sees A too, which keeps a game fair (a monster you
// see can see you).
//
// What blocks sight is what blocks walking: void and wall are opaque, every
// walkable tile (floor, corridor, doors, stairs, markers) is transparent.
// Outside the map counts as opaque and is never reported.
//
// The sight range is a radius in tiles, measured between tile centres:
// SightShape::Circle keeps the tiles with dx^2 + dy^2 <= (radius + 1/2)^2,
// a round disc without the lone tips that dx^2 + dy^2 <= radius^2 leaves at
// the four compass points; SightShape::Square keeps max(|dx|, |dy|) <= radius.
// A negative radius means no limit but the map's edges.

#include <cstdint>
#include <vector>

#include "easylink/geometry/vec2.hpp"
#include "easylink/tiles/tile_kind.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// One bit per tile of a width x height map: a set of tiles.
class TileMask {
public:
    TileMask() = default;
    TileMask(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }
    bool contains(Vec2i tile) const {
        return tile.x >= 0 && tile.y >= 0 && tile.x < width_ && tile.y < height_;
    }

    /// False outside the map.
    bool at(Vec2i tile) const { return contains(tile) && bits_[indexOf(tile)] != 0; }
    /// Ignored outside the map.
    void set(Vec2i tile, bool on = true);
    void clear();
    /// Adds every tile of `other` (a mask of the same size).
    void add(const TileMask& other);
    /// How many tiles are in the set.
    std::int64_t count() const;

    friend bool operator==(const TileMask&, const TileMask&) = default;

private:
    std::size_t indexOf(Vec2i tile) const {
        return static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(tile.x);
    }

    int width_ = 0;
    int height_ = 0;
    std::vector<std::uint8_t> bits_;
};

enum class SightShape { Circle, Square };

/// How far one sees (see the section comment for the shapes).
struct SightRange {
    int radius = 8;  // negative: unlimited
    SightShape shape = SightShape::Circle;
};

/// True for the tiles that stop sight: void and wall.
constexpr bool blocksSight(TileKind kind) {
    return !isWalkable(kind);
}

/// True when `offset` (from the viewer) lies within the range.
bool withinSight(Vec2i offset, const SightRange& range);

/// What one can see from `origin`: a mask the size of the raster. The origin
/// is always in it when it lies on the map; nothing is when it does not.
TileMask computeFieldOfView(const TileRaster& raster, Vec2i origin, const SightRange& range = {});

}  // namespace easylink

#pragma once

// [SECTION] Regions of the map (docs/design.md section 8)
//
// A designer steers where rooms go with rectangles of the map: a density of
// rooms of its own, a "blocked" rect nothing may occupy, a list of the only
// modules drawn there. A room belongs to the last region whose rect holds its
// centre; that region applies as a whole, and a key it lacks falls back to
// the global parameter (never to an earlier region). Blocked rects are per
// tile and win over everything.
//
// This header holds the model and the questions every step asks of it; the
// parameters file reads and writes it (generator_params), the generator
// honours it, the layout file names each room's region.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "easylink/geometry/vec2.hpp"

namespace easylink {

class Layout;

inline constexpr double kMaxRegionDensity = 0.9;
/// How far past its asked density a region may end up (docs/design.md section 8).
inline constexpr double kRegionDensitySlack = 0.05;

struct Region {
    std::string name;               // optional; "" when the file gives none
    Rect rect;                      // in tiles, inside the map
    std::optional<double> density;  // replaces room_density here; nullopt: the global one
    bool blocked = false;           // no room, corridor or junction on any tile
    std::optional<std::vector<std::string>> modules;  // the only normal/dead_end modules here

    friend bool operator==(const Region&, const Region&) = default;
};

/// The centre of a room's footprint, doubled so it stays whole:
/// (2x + w, 2y + h).
constexpr Vec2i doubledCentre(const Rect& room) {
    return {2 * room.x + room.w, 2 * room.y + room.h};
}

/// The index of the region a room with this footprint belongs to: the last
/// region (blocked ones included) whose rect holds the room's centre.
std::optional<int> regionOf(const std::vector<Region>& regions, const Rect& room);

/// The region that owns a tile for density purposes (same rule as rooms:
/// the last containing region).
std::optional<int> regionAt(const std::vector<Region>& regions, Vec2i tile);

/// The density asked of a region: its own, room_density when it has none,
/// 0 when blocked.
double askedDensity(const Region& region, double roomDensity);

/// The area, per region, of the normal and dead_end rooms that belong to it.
std::vector<std::int64_t> regionRoomAreas(const Layout& layout, const std::vector<Region>& regions);

/// Achieved density per region: regionRoomAreas over each rect's area.
std::vector<double> achievedDensities(const Layout& layout, const std::vector<Region>& regions);

/// "region 2 (courtyard)" or "region 2" for sentences.
std::string describeRegion(const std::vector<Region>& regions, int index);

/// The tiles no region covers.
std::int64_t uncoveredArea(const std::vector<Region>& regions, int width, int height);

/// For a map resized to `width` x `height`: each region clipped to the map.
/// A region left with no tile is dropped, and `notes` gets one sentence for
/// every region clipped or dropped.
std::vector<Region> clipRegions(const std::vector<Region>& regions, int width, int height,
                                std::vector<std::string>& notes);

}  // namespace easylink

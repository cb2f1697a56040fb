#pragma once

// [SECTION] Rays
//
// Growers look for partners by walking from a port along its macro line
// through the occupancy grid, two tiles wide (the narrowest passage), until
// something is in the way. Corridors crossing the line at right angles are
// noted and walked over (a four_way may go there); anything else ends the
// ray. Cost: the length walked, never a scan of all ports or corridors.

#include <vector>

#include "easylink/layout/layout.hpp"

namespace easylink::generation {

struct Crossing {
    CorridorId corridor = -1;
    int distance = 0;  // steps from the start to the crossing corridor's first tile
    int span = 0;      // the corridor's extent along the ray, as it was when cast
};

struct Ray {
    Vec2i start;  // the anchor it leaves from
    Dir dir = Dir::N;
    int length = 0;  // free steps before the obstacle (crossings included)
    TileOwner hit;   // what ends it (OutsideMap at the edge)
    Vec2i hitTile;
    std::vector<Crossing> crossings;

    /// The point on the ray's line `distance` steps from the start.
    Vec2i pointAt(int distance) const { return start + delta(dir) * distance; }
};

/// Walks from `anchor` (a port's, or any point on a macro line) in `dir`.
/// With `crossCorridors` false the first perpendicular corridor ends the ray.
Ray castRay(const Layout& layout, Vec2i anchor, Dir dir, bool crossCorridors = true,
            int maxLength = 1 << 30);

}  // namespace easylink::generation

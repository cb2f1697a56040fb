#pragma once

// Geometry shared by the resolver and the raster: where a module's own
// frame lies in the map, and where a rectangle of that frame lands.

#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "easylink/geometry/vec2.hpp"

namespace easylink::resolve {

/// A module placed in the map: its unrotated size, its rotation, and the
/// map rectangle it covers (the rotated size at its top-left).
struct ModuleFrame {
    Size2i size;  // unrotated
    Rotation rotation;
    Vec2i origin;  // map tile of the rotated footprint's top-left

    Rect rect() const { return footprint(origin, rotate(size, rotation)); }
    /// A tile of the module's own frame, in the map.
    Vec2i toMap(Vec2i local) const { return origin + rotateTile(local, size, rotation); }
    /// A rectangle of the module's own frame, in the map.
    Rect toMap(const Rect& local) const;
};

/// The rotation that turns a module drawn facing north to face `facing`.
constexpr Rotation rotationFacing(Dir facing) {
    return Rotation::fromQuarterTurns(static_cast<int>(facing) - static_cast<int>(Dir::N));
}

}  // namespace easylink::resolve

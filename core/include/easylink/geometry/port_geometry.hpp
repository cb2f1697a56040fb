#pragma once

// [SECTION] Port geometry
//
// Every rule of docs/design.md section 3 about ports lives here, and nowhere else:
// where a doorway's centre may sit, its anchor on the macrogrid, the door
// tiles it covers at a given width, how rotation moves it, and what macro
// alignment asks of a room's position. Callers never recompute an anchor.
//
// Frames: a module's own frame has the room's top-left tile at (0,0); the map
// frame adds the room's position. Rotation is clockwise about the top-left
// followed by moving the footprint back to the origin, so a w x h room rotated
// by 90 degrees becomes h x w and the edge point (X, Y) goes to (h - Y, X).

#include <optional>
#include <utility>

#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"

namespace easylink {

/// A doorway: the centre of its tiles in tile-centre coordinates (one
/// coordinate whole, the one along the wall ending in .5) and the way it faces.
struct PortPose {
    HalfPoint centre;
    Dir dir = Dir::N;

    friend constexpr bool operator==(PortPose, PortPose) = default;
};

/// True when the coordinate along the port's wall ends in .5 and the one across
/// it is whole, which is what a doorway of even width needs.
bool hasPortShape(const PortPose& port);

/// True when the port lies on the wall it faces of a room of the given
/// (unrotated) size: W at x = 0, E at x = w - 1, N at y = 0, S at y = h - 1.
bool isOnFacingWall(const PortPose& port, Size2i size);

/// The midpoint of the doorway's outer edge, in tile-edge coordinates.
/// Precondition: hasPortShape(port).
Vec2i portAnchor(const PortPose& port);

/// The tiles a port used at (even) passage width `width` covers: a column of
/// tiles for E/W ports, a row for N/S ports, on the wall of the room.
Rect doorTiles(Vec2i anchor, Dir dir, int width);
inline Rect doorTiles(const PortPose& port, int width) {
    return doorTiles(portAnchor(port), port.dir, width);
}

/// The tiles of the port's wall on which door tiles may lie: the wall without
/// its two corner tiles, in the module's frame.
Rect wallInterior(Dir dir, Size2i size);

/// The widest even door width (at most `limit`) whose tiles stay on the wall
/// with the corners excluded; 0 when not even width 2 fits.
int widestDoorOnWall(const PortPose& port, Size2i size, int limit = 8);

/// Rotates an edge (corner) point of a room whose unrotated size is `size`.
Vec2i rotateEdgePoint(Vec2i point, Size2i size, Rotation rotation);

/// Rotates the tile at `tile` of a room whose unrotated size is `size`.
Vec2i rotateTile(Vec2i tile, Size2i size, Rotation rotation);

/// Rotates a port given in the module's frame into the rotated module's frame.
PortPose rotatePort(const PortPose& port, Size2i size, Rotation rotation);

/// A port of a room of unrotated size `size`, rotated and then moved to the
/// room's map position: the port as it sits on the map.
PortPose placePort(const PortPose& port, Size2i size, Rotation rotation, Vec2i position);

/// The tiles a room of (already rotated) size occupies at `position`.
constexpr Rect footprint(Vec2i position, Size2i rotatedSize) {
    return {position.x, position.y, rotatedSize.w, rotatedSize.h};
}

/// True when both coordinates of the anchor are multiples of the macro spacing.
constexpr bool isMacroAligned(Vec2i anchor, int macro) {
    return floorMod(anchor.x, macro) == 0 && floorMod(anchor.y, macro) == 0;
}

/// The residues (mod macro) that a room position must have for the given
/// anchor, measured in the room's (rotated) frame, to land on the macrogrid:
/// position p is aligned exactly when p.x % macro == phase.x and likewise y.
constexpr Vec2i macroPhase(Vec2i localAnchor, int macro) {
    return {floorMod(-localAnchor.x, macro), floorMod(-localAnchor.y, macro)};
}

/// The two smallest moves along one axis that bring `offset` (mod macro) back
/// to 0: {backward, forward}, e.g. offset 2 with macro 4 gives {2, 2} and
/// offset 1 gives {1, 3}. Used for advice like "move the port 2 tiles east".
constexpr std::pair<int, int> alignmentMoves(int offset, int macro) {
    const int r = floorMod(offset, macro);
    return {r, r == 0 ? 0 : macro - r};
}

}  // namespace easylink

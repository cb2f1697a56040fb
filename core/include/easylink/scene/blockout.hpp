#pragma once

// [SECTION] Blockouts
//
// The level without any art (docs/design.md section 10): a module without a
// mesh of its own is drawn from its geometry, in its own frame (footprint
// from (0, 0, 0) to (w*s, 0, h*s), floor at Y = 0): a floor slab under the
// footprint, walls along its edges as high as the catalogue's wall height,
// openings where its doorways are used, and a frame (a lintel over two
// posts) round each opening. A corridor is a floor with walls along its two
// long sides, open at its ends. Everything is boxes, so equal inputs give
// equal meshes, which the scene shares between instances.

#include <cstdint>
#include <vector>

#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"
#include "easylink/scene/mesh_data.hpp"

namespace easylink {

/// Sizes in metres, all from the tile size and wall height.
struct BlockoutStyle {
    double tileSize = 1.0;
    double wallHeight = 3.0;

    double wallThickness() const { return 0.2 * tileSize; }
    double floorThickness() const { return 0.1 * tileSize; }
    /// How high a doorway is open: 2.2 tiles, below a lintel at least a
    /// fifth of a tile deep, in walls of any height.
    double doorHeight() const;
    double frameWidth() const { return 0.1 * tileSize; }
    /// How far a frame stands out of the wall on each side.
    double frameDepth() const { return 0.05 * tileSize; }
};

/// A doorway in use on one wall of a module, in its own frame: the wall and
/// the stretch along it, in tiles from the wall's west or north end.
struct Opening {
    Dir wall = Dir::N;
    double from = 0.0;
    double to = 0.0;

    friend bool operator==(const Opening&, const Opening&) = default;
    friend auto operator<=>(const Opening&, const Opening&) = default;
};

/// A blockout's parts, each drawn with its own material.
struct Blockout {
    MeshData floor;
    MeshData walls;
    MeshData frames;

    friend bool operator==(const Blockout&, const Blockout&) = default;
};

/// Who draws a doorway's lintel and frame: the room's own blockout, or the
/// door module phase 2 put in it (doorwayBlockout(), on the door's node,
/// one mesh for all doors alike), the room's walls then being only cut.
enum class Doorways : std::uint8_t { Framed, Cut };

/// The blockout of a `size` (unrotated, in tiles) room or junction with
/// doorways open at `openings`.
Blockout roomBlockout(Size2i size, std::vector<Opening> openings, const BlockoutStyle& style,
                      Doorways doorways = Doorways::Framed);

/// A doorway's lintel (in `walls`) and frame (in `frames`), in the frame of
/// whatever stands in it: `opening` lies along the line `edge` tiles from
/// the origin across that frame (Z = edge for a north or south wall, X =
/// edge for a west or east one), which is the wall's outer face; the wall
/// runs into the room from there, as a footprint's does from its edge.
Blockout doorwayBlockout(const Opening& opening, double edge, const BlockoutStyle& style);

/// The blockout of a corridor whose tiles are `size`, from its own origin
/// (a corridor's node is never turned): walls along its two long sides,
/// which run along X (east) when `alongX` and along Z (south) otherwise.
Blockout corridorBlockout(Size2i size, bool alongX, const BlockoutStyle& style);

}  // namespace easylink

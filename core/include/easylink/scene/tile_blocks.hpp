#pragma once

// [SECTION] Tile maps as blocks
//
// A tile-map generator's level (cellular, drunkard, ...) has no modules:
// its tiles become the level (docs/design.md section 10). Walkable tiles get
// a floor slab, wall tiles a block as high as the walls, void nothing. Equal
// neighbours merge into rectangles (the widest run of a row, grown down
// over the rows that repeat it), and the map is cut into square chunks, one
// mesh each, so a big map is a few hundred meshes of a few thousand boxes
// rather than one box per tile.

#include <vector>

#include "easylink/scene/blockout.hpp"
#include "easylink/scene/scene.hpp"
#include "easylink/scene/scene_materials.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// Chunks are this many tiles on a side.
inline constexpr int kTileChunkSize = 64;

/// One chunk's mesh, in the chunk's own frame (its north-west corner at
/// the origin), and where that corner lies on the map, in tiles.
struct TileChunk {
    Vec2i origin;
    SceneMesh mesh;
};

/// The chunks of `tiles` that hold anything, row by row.
std::vector<TileChunk> tileBlocks(const TileRaster& tiles, const BlockoutStyle& style,
                                  MaterialBook& materials);

}  // namespace easylink

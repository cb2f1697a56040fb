#pragma once

// A layout drawn as tiles, for the exports and for play: rooms are walls
// around floor, the doorways in use are doors, corridors are corridor tiles
// and the rest of the map is void. After phase 2, resolution.hpp draws the
// resolved modules instead (rasterizeResolution).

#include "easylink/layout/layout.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// The layout as tiles: each room's border is wall and its inside floor; the
/// door tiles of every linked port, at the width the link uses, are doors;
/// corridors are corridor tiles; everything else is void.
TileRaster rasterizeLayout(const Layout& layout);

}  // namespace easylink

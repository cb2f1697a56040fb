#pragma once

// Drawing resolved modules as tiles: patterns turned with their module, or
// the generic look of each kind (see docs/catalogue-format.md, "Phase 2").

#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink::resolve {

/// Draws the nodes of `root`'s subtree, depth first, into `raster`, whose
/// tile (0, 0) is the map's tile `origin`.
void drawSubtree(const Layout& layout, const Resolution& resolution, int root, TileRaster& raster,
                 Vec2i origin);

}  // namespace easylink::resolve

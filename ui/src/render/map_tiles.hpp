#pragma once

// [SECTION] Map tiles
//
// What the grid renderer paints and the layout view describes: a tile raster
// of the whole map, which is rasterizeLayout()'s in slot view (phase 1) and,
// in tile view, the same with the rooms and corridors phase 2 has resolved
// drawn from their resolution (see step_tiles.hpp). The raster says what
// each tile is; who owns it still comes from the layout.

#include <cstddef>
#include <vector>

#include "easylink/layout/layout.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink::ui {

struct MapTiles {
    TileRaster raster;
    /// By room id: rooms drawn from their phase-2 resolution. Phase 2 has
    /// walled up their free doorways, so nobody marks those as free.
    std::vector<bool> resolvedRooms;
    /// By room id: the catalogue index of the module phase 2 filled it with
    /// (a variant, say), or -1; what the view names a resolved room by.
    std::vector<int> roomModules;

    bool isResolved(RoomId id) const {
        return id >= 0 && static_cast<std::size_t>(id) < resolvedRooms.size() &&
               resolvedRooms[static_cast<std::size_t>(id)];
    }
    /// The module phase 2 filled the room with, or -1 when it has not.
    int moduleOf(RoomId id) const {
        return id >= 0 && static_cast<std::size_t>(id) < roomModules.size()
                   ? roomModules[static_cast<std::size_t>(id)]
                   : -1;
    }
};

/// Phase 1's tiles: rasterizeLayout(layout), no room resolved.
inline MapTiles slotTiles(const Layout& layout) {
    MapTiles tiles;
    tiles.raster = rasterizeLayout(layout);
    return tiles;
}

}  // namespace easylink::ui

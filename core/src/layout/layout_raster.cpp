#include "easylink/layout/layout_raster.hpp"

namespace easylink {

// Rooms first, as a wall rectangle with the floor inset by one tile; then the
// corridors, which only ever cover tiles outside rooms; doors last, because
// they are cut into the walls the rooms drew. Free ports stay wall: a doorway
// nobody uses is not a way through.
TileRaster rasterizeLayout(const Layout& layout) {
    TileRaster raster(layout.width(), layout.height());
    for (RoomId id : layout.roomIds()) {
        const Rect rect = layout.room(id)->rect();
        raster.fill(rect, TileKind::Wall);
        raster.fill({rect.x + 1, rect.y + 1, rect.w - 2, rect.h - 2}, TileKind::Floor);
    }
    for (CorridorId id : layout.corridorIds()) {
        raster.fill(layout.corridor(id)->rect, TileKind::Corridor);
    }
    for (RoomId id : layout.roomIds()) {
        for (const PlacedPort& port : layout.room(id)->ports) {
            if (!port.link.isFree() && port.width > 0) {
                raster.fill(doorTiles(port.anchor, port.dir, port.width), TileKind::Door);
            }
        }
    }
    return raster;
}

}  // namespace easylink

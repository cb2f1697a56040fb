#include "raster_drawing.hpp"

#include <algorithm>

#include "slot_frames.hpp"

namespace easylink {
namespace resolve {
namespace {

/// A raster seen from map coordinates.
struct Target {
    TileRaster& raster;
    Vec2i origin;

    void fill(const Rect& mapRect, TileKind kind) const {
        raster.fill({mapRect.x - origin.x, mapRect.y - origin.y, mapRect.w, mapRect.h}, kind);
    }
};

/// Walls round the border, floor inside (a rectangle too thin for floor is all wall).
void drawWalledBox(const Target& target, const Rect& rect) {
    target.fill(rect, TileKind::Wall);
    target.fill({rect.x + 1, rect.y + 1, rect.w - 2, rect.h - 2}, TileKind::Floor);
}

// The generic look of a kind: a room is walls round floor with doors where
// its ports are in use; a wall is wall, a door door, a corridor corridor; a
// part without a pattern leaves the tiles beneath as they are.
void drawGeneric(const Target& target, const ResolvedNode& node, ModuleKind kind,
                 const PlacedRoom* room) {
    switch (kind) {
        case ModuleKind::Wall: target.fill(node.rect, TileKind::Wall); return;
        case ModuleKind::Door: target.fill(node.rect, TileKind::Door); return;
        case ModuleKind::Corridor: target.fill(node.rect, TileKind::Corridor); return;
        case ModuleKind::Part: return;
        default: break;
    }
    drawWalledBox(target, node.rect);
    if (room == nullptr) {
        return;
    }
    for (const PlacedPort& port : room->ports) {
        if (!port.link.isFree() && port.width > 0) {
            target.fill(doorTiles(port.anchor, port.dir, port.width), TileKind::Door);
        }
    }
}

void drawPattern(const Target& target, const ResolvedNode& node, const ModuleTemplate& module) {
    const ModuleFrame frame{module.size, node.rotation, node.rect.position()};
    // Turning a tile into the map is affine: step from tile to tile rather
    // than turn each of them.
    const Vec2i first = frame.toMap(Vec2i{0, 0});
    const Vec2i alongRow = frame.toMap(Vec2i{1, 0}) - first;
    const Vec2i downRows = frame.toMap(Vec2i{0, 1}) - first;
    Vec2i rowStart = first - target.origin;
    for (int y = 0; y < module.size.h; ++y, rowStart = rowStart + downRows) {
        const std::string& row = module.pattern[static_cast<std::size_t>(y)];
        Vec2i tile = rowStart;
        for (int x = 0; x < module.size.w && x < static_cast<int>(row.size());
             ++x, tile = tile + alongRow) {
            if (const std::optional<TileKind> kind =
                    tileKindFromChar(row[static_cast<std::size_t>(x)])) {
                target.raster.set(tile, *kind);
            }
        }
    }
}

void drawNode(const Target& target, const Layout& layout, const Resolution& resolution, int index) {
    const ResolvedNode& node = resolution.node(index);
    const PlacedRoom* room = node.room >= 0 ? layout.room(node.room) : nullptr;
    const Catalogue& catalogue = layout.catalogue();
    if (node.module >= 0) {
        const ModuleTemplate& module = catalogue.modules[static_cast<std::size_t>(node.module)];
        if (!node.generic && !module.pattern.empty()) {
            drawPattern(target, node, module);
        } else {
            drawGeneric(target, node, module.kind, room);
        }
    } else if (node.generic && node.kind != ModuleKind::Wall) {
        // An unfilled wall slot keeps what the room drew there (a door where
        // the port is in use, wall otherwise): the safest look it can have.
        drawGeneric(target, node, node.kind, room);
    }
    for (int child : node.children) {
        drawNode(target, layout, resolution, child);
    }
}

}  // namespace

Rect ModuleFrame::toMap(const Rect& local) const {
    const Vec2i a = toMap(local.position());
    const Vec2i b = toMap(Vec2i{local.right() - 1, local.bottom() - 1});
    const int x = std::min(a.x, b.x);
    const int y = std::min(a.y, b.y);
    return {x, y, std::max(a.x, b.x) - x + 1, std::max(a.y, b.y) - y + 1};
}

void drawSubtree(const Layout& layout, const Resolution& resolution, int root, TileRaster& raster,
                 Vec2i origin) {
    drawNode(Target{raster, origin}, layout, resolution, root);
}

}  // namespace resolve

TileRaster rasterizeResolution(const Layout& layout, const Resolution& resolution) {
    TileRaster raster(layout.width(), layout.height());
    for (int root : resolution.roomRoots) {
        if (root >= 0) {
            resolve::drawSubtree(layout, resolution, root, raster, {0, 0});
        }
    }
    for (int root : resolution.corridorRoots) {
        if (root >= 0) {
            resolve::drawSubtree(layout, resolution, root, raster, {0, 0});
        }
    }
    return raster;
}

void drawResolvedSubtree(const Layout& layout, const Resolution& resolution, int root,
                         TileRaster& raster) {
    resolve::drawSubtree(layout, resolution, root, raster, {0, 0});
}

}  // namespace easylink

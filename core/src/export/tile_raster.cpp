#include "easylink/export/tile_raster.hpp"

#include <algorithm>

namespace easylink {

TileRaster::TileRaster(int width, int height)
    : width_(std::max(width, 0)), height_(std::max(height, 0)) {
    tiles_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_),
                  TileKind::Void);
}

TileKind TileRaster::at(Vec2i tile) const {
    return bounds().contains(tile) ? tiles_[indexOf(tile)] : TileKind::Void;
}

void TileRaster::set(Vec2i tile, TileKind kind) {
    if (bounds().contains(tile)) {
        tiles_[indexOf(tile)] = kind;
    }
}

void TileRaster::fill(const Rect& area, TileKind kind) {
    const int left = std::max(area.left(), 0);
    const int right = std::min(area.right(), width_);
    const int top = std::max(area.top(), 0);
    const int bottom = std::min(area.bottom(), height_);
    for (int y = top; y < bottom; ++y) {
        for (int x = left; x < right; ++x) {
            tiles_[indexOf({x, y})] = kind;
        }
    }
}

std::int64_t TileRaster::count(TileKind kind) const {
    return std::count(tiles_.begin(), tiles_.end(), kind);
}

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

std::vector<TileLegendEntry> tileLegend(const TileRaster& raster) {
    std::vector<TileLegendEntry> legend;
    for (TileKind kind : kAllTileKinds) {
        if (raster.count(kind) > 0) {
            legend.push_back({tileChar(kind), tileName(kind)});
        }
    }
    return legend;
}

namespace {

std::size_t regionIndex(const TileRaster& raster, Vec2i t) {
    return static_cast<std::size_t>(t.y) * static_cast<std::size_t>(raster.width()) +
           static_cast<std::size_t>(t.x);
}

}  // namespace

int walkableRegionCount(const TileRaster& raster) {
    std::vector<char> seen(
        static_cast<std::size_t>(raster.width()) * static_cast<std::size_t>(raster.height()), 0);
    int regions = 0;
    for (int y = 0; y < raster.height(); ++y) {
        for (int x = 0; x < raster.width(); ++x) {
            if (!isWalkable(raster.at({x, y})) || seen[regionIndex(raster, {x, y})]) {
                continue;
            }
            ++regions;
            std::vector<Vec2i> stack{{x, y}};
            seen[regionIndex(raster, {x, y})] = 1;
            while (!stack.empty()) {
                const Vec2i t = stack.back();
                stack.pop_back();
                for (const Vec2i step : {Vec2i{1, 0}, Vec2i{-1, 0}, Vec2i{0, 1}, Vec2i{0, -1}}) {
                    const Vec2i n = t + step;
                    if (isWalkable(raster.at(n)) && !seen[regionIndex(raster, n)]) {
                        seen[regionIndex(raster, n)] = 1;
                        stack.push_back(n);
                    }
                }
            }
        }
    }
    return regions;
}

Json tilesToJson(const TileRaster& raster) {
    Json legend = Json::object();
    for (const TileLegendEntry& entry : tileLegend(raster)) {
        legend[std::string(1, entry.symbol)] = std::string(entry.name);
    }
    Json rows = Json::array();
    for (int y = 0; y < raster.height(); ++y) {
        std::string row(static_cast<std::size_t>(raster.width()), ' ');
        for (int x = 0; x < raster.width(); ++x) {
            row[static_cast<std::size_t>(x)] = tileChar(raster.at({x, y}));
        }
        rows.push_back(std::move(row));
    }
    return Json{{"legend", std::move(legend)}, {"rows", std::move(rows)}};
}

}  // namespace easylink

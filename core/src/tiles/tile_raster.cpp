#include "easylink/tiles/tile_raster.hpp"

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

bool allWalkableConnected(const TileRaster& raster) {
    return walkableRegionCount(raster) <= 1;
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

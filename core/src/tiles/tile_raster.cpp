#include "easylink/tiles/tile_raster.hpp"

#include <algorithm>
#include <array>

namespace easylink {

TileRaster::TileRaster(int width, int height)
    : width_(std::max(width, 0)), height_(std::max(height, 0)) {
    tiles_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_),
                  TileKind::Void);
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
    std::array<bool, 256> used{};  // by the kind's value: one pass over the map
    for (int y = 0; y < raster.height(); ++y) {
        for (const TileKind kind : raster.row(y)) {
            used[static_cast<std::uint8_t>(kind)] = true;
        }
    }
    std::vector<TileLegendEntry> legend;
    for (TileKind kind : kAllTileKinds) {
        if (used[static_cast<std::uint8_t>(kind)]) {
            legend.push_back({tileChar(kind), tileName(kind)});
        }
    }
    return legend;
}

int walkableRegionCount(const TileRaster& raster) {
    // Flood fills over a copy framed by a border of unwalkable tiles: a
    // tile's neighbours are then one index away, with no bounds to check.
    // Phase 2 counts the regions of every room it resolves, so each thread
    // keeps its buffers for the next room (a big map's are let go).
    constexpr std::size_t kKeptTiles = std::size_t{1} << 16;
    thread_local std::vector<char> open;
    thread_local std::vector<std::size_t> stack;
    const std::size_t stride = static_cast<std::size_t>(raster.width()) + 2;
    open.assign(stride * (static_cast<std::size_t>(raster.height()) + 2), 0);
    stack.clear();  // in case a call before was cut short (out of memory)
    for (int y = 0; y < raster.height(); ++y) {
        char* line = open.data() + (static_cast<std::size_t>(y) + 1) * stride + 1;
        for (const TileKind kind : raster.row(y)) {
            *line++ = isWalkable(kind) ? 1 : 0;
        }
    }
    int regions = 0;
    for (std::size_t start = 0; start < open.size(); ++start) {
        if (open[start] == 0) {
            continue;
        }
        ++regions;
        open[start] = 0;
        stack.push_back(start);
        while (!stack.empty()) {
            const std::size_t tile = stack.back();
            stack.pop_back();
            for (const std::size_t next : {tile + 1, tile - 1, tile + stride, tile - stride}) {
                if (open[next] != 0) {
                    open[next] = 0;
                    stack.push_back(next);
                }
            }
        }
    }
    if (open.capacity() > kKeptTiles) {
        open = {};
        stack = {};
    }
    return regions;
}

bool allWalkableConnected(const TileRaster& raster) {
    return walkableRegionCount(raster) <= 1;
}

void writeTiles(JsonWriter& out, const TileRaster& raster) {
    out.beginObject();
    out.key("legend");
    out.beginObject();
    for (const TileLegendEntry& entry : tileLegend(raster)) {
        out.member(std::string_view(&entry.symbol, 1), entry.name);
    }
    out.endObject();
    out.key("rows");
    out.beginArray();
    std::string text;
    for (int y = 0; y < raster.height(); ++y) {
        text.clear();
        appendTileChars(text, raster.row(y));
        out.value(text);
    }
    out.endArray();
    out.endObject();
}

}  // namespace easylink

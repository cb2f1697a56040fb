#include "easylink/tiles/tile_raster.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "easylink/support/spares.hpp"

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
    if (left >= right) {
        return;
    }
    for (int y = top; y < bottom; ++y) {
        const auto first = tiles_.begin() + static_cast<std::ptrdiff_t>(indexOf({left, y}));
        std::fill(first, first + (right - left), kind);
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

namespace {

/// A run of walkable tiles on one row, [begin, end), and its label in the
/// union-find of walkableRegionCount.
struct WalkableRun {
    int begin = 0;
    int end = 0;
    int label = 0;
};

/// The label's root, halving the path on the way.
int rootOf(std::vector<int>& parent, int label) {
    while (parent[static_cast<std::size_t>(label)] != label) {
        int& up = parent[static_cast<std::size_t>(label)];
        up = parent[static_cast<std::size_t>(up)];
        label = up;
    }
    return label;
}

}  // namespace

int walkableRegionCount(const TileRaster& raster) {
    // Row by row, each run of walkable tiles is a region of its own until it
    // is found to touch a run of the row above (sharing a column), which
    // joins their regions. Rooms are mostly open rectangles: a few runs a
    // row, where a flood fill visited every tile. Phase 2 counts the regions
    // of every room it resolves, so each thread keeps its buffers for the
    // next room (a big raster's are let go, see keepsBuffers).
    thread_local std::vector<WalkableRun> above;
    thread_local std::vector<WalkableRun> here;
    thread_local std::vector<int> parent;
    above.clear();
    parent.clear();
    int regions = 0;
    for (int y = 0; y < raster.height(); ++y) {
        here.clear();
        const std::span<const TileKind> row = raster.row(y);
        const int width = static_cast<int>(row.size());
        std::size_t touching = 0;  // the first run above that may reach the next run here
        for (int x = 0; x < width;) {
            while (x < width && !isWalkable(row[static_cast<std::size_t>(x)])) {
                ++x;
            }
            if (x == width) {
                break;
            }
            const int begin = x;
            while (x < width && isWalkable(row[static_cast<std::size_t>(x)])) {
                ++x;
            }
            const int label = static_cast<int>(parent.size());
            parent.push_back(label);
            ++regions;
            while (touching < above.size() && above[touching].end <= begin) {
                ++touching;
            }
            // Runs above sharing a column with [begin, x); the last of them
            // may reach the next run here too, so `touching` stays on it.
            for (std::size_t i = touching; i < above.size() && above[i].begin < x; ++i) {
                const int mine = rootOf(parent, label);
                const int theirs = rootOf(parent, above[i].label);
                if (mine != theirs) {
                    parent[static_cast<std::size_t>(std::max(mine, theirs))] =
                        std::min(mine, theirs);
                    --regions;
                }
            }
            here.push_back({begin, x, label});
        }
        above.swap(here);
    }
    if (!keepsBuffers(std::int64_t{raster.width()} * raster.height())) {
        above = {};
        here = {};
        parent = {};
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

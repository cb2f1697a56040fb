#pragma once

// [SECTION] Tile canvas
//
// The map a tile generator digs: tile kinds like a TileRaster's, which,
// while events are being recorded, also remembers which tiles were written since the last step. The
// builder's step() then looks only at those tiles instead of comparing the
// whole map with what the events showed so far, so reporting a step costs
// in proportion to the tiles the step touched and `--explain` costs
// O(events), not O(steps x map area). Without a sink nothing is remembered.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "easylink/support/large_buffer.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink::tilemap {

class TileCanvas {
public:
    TileCanvas() = default;
    TileCanvas(int width, int height)
        : width_(std::max(width, 0)),
          height_(std::max(height, 0)),
          kinds_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_),
                 TileKind::Void) {}

    int width() const { return width_; }
    int height() const { return height_; }
    Rect bounds() const { return {0, 0, width_, height_}; }
    /// The tile's kind; void outside the map. Inline, unlike TileRaster's:
    /// the generators' inner loops at 4096x4096 are made of these.
    TileKind at(Vec2i tile) const { return inside(tile) ? kinds_[indexOf(tile)] : TileKind::Void; }
    /// The kind of the tile at index y * width + x (which must be inside).
    TileKind at(std::size_t index) const { return kinds_[index]; }
    std::int64_t count(TileKind kind) const {
        return std::count(kinds_.begin(), kinds_.end(), kind);
    }

    void set(Vec2i tile, TileKind kind) {
        if (!inside(tile)) {
            return;
        }
        const std::uint32_t i = indexOf(tile);
        if (tracking_) {
            touch(i);
        }
        kinds_[i] = kind;
    }

    void fill(const Rect& area, TileKind kind) {
        const int left = std::max(area.left(), 0);
        const int right = std::min(area.right(), width_);
        if (left >= right) {
            return;
        }
        for (int y = std::max(area.top(), 0); y < std::min(area.bottom(), height_); ++y) {
            const std::uint32_t first = indexOf({left, y});
            const auto end = first + static_cast<std::uint32_t>(right - left);
            if (tracking_) {
                for (std::uint32_t i = first; i < end; ++i) {
                    touch(i);
                }
            }
            std::fill(kinds_.begin() + first, kinds_.begin() + end, kind);
        }
    }

    /// Starts remembering written tiles (for a builder with a sink).
    void track() {
        tracking_ = true;
        written_.assign(kinds_.size(), false);
    }

    /// The indices (y * width + x) of the tiles written since the last call,
    /// in row order, each once; forgets them.
    LargeVector<std::uint32_t> takeWritten() {
        LargeVector<std::uint32_t> out;
        out.swap(order_);
        std::sort(out.begin(), out.end());
        for (const std::uint32_t i : out) {
            written_[i] = false;
        }
        return out;
    }

    /// The finished map as a raster.
    TileRaster toRaster() const {
        TileRaster raster(width_, height_);
        for (int y = 0; y < height_; ++y) {
            for (int x = 0; x < width_; ++x) {
                raster.set({x, y}, kinds_[indexOf({x, y})]);
            }
        }
        return raster;
    }

private:
    bool inside(Vec2i t) const { return t.x >= 0 && t.y >= 0 && t.x < width_ && t.y < height_; }
    std::uint32_t indexOf(Vec2i tile) const {
        return static_cast<std::uint32_t>(tile.y) * static_cast<std::uint32_t>(width_) +
               static_cast<std::uint32_t>(tile.x);
    }
    void touch(std::uint32_t i) {
        if (!written_[i]) {
            written_[i] = true;
            order_.push_back(i);
        }
    }

    int width_ = 0;
    int height_ = 0;
    LargeVector<TileKind> kinds_;  // row by row
    bool tracking_ = false;
    std::vector<bool> written_;         // a flag per tile, so each index is listed once
    LargeVector<std::uint32_t> order_;  // written since the last takeWritten()
};

}  // namespace easylink::tilemap

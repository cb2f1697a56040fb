#pragma once

// [SECTION] Tile raster
//
// A grid of tile kinds: what a tile-map generator makes, what a layout
// becomes when drawn as tiles (layout_raster.hpp, phase 2's resolution), and
// the common ground of every tile-based export (ASCII, PNG, the "tiles"
// block of docs/design.md section 5, Tiled maps). The raster knows nothing about
// modules, components or colours; exporters that need them read the layout
// as well.

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/geometry/vec2.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/support/large_buffer.hpp"
#include "easylink/tiles/tile_kind.hpp"

namespace easylink {

/// A named part of a tile map (a room, a chamber, a vault), as tile-map
/// generators report them and exporters show them.
struct TileArea {
    Rect rect;
    std::string name;
    friend bool operator==(const TileArea&, const TileArea&) = default;
};

/// A width x height grid of tile kinds, void where nothing was drawn.
class TileRaster {
public:
    TileRaster() = default;
    TileRaster(int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }
    Rect bounds() const { return {0, 0, width_, height_}; }

    // Inline: flood fills and pattern drawing call these for every tile.
    /// The tile's kind; void outside the raster.
    TileKind at(Vec2i tile) const {
        return bounds().contains(tile) ? tiles_[indexOf(tile)] : TileKind::Void;
    }
    void set(Vec2i tile, TileKind kind) {
        if (bounds().contains(tile)) {
            tiles_[indexOf(tile)] = kind;
        }
    }
    /// Sets every tile of `area` that lies inside the raster.
    void fill(const Rect& area, TileKind kind);

    /// How many tiles have that kind.
    std::int64_t count(TileKind kind) const;

    /// The tiles of row y (0 <= y < height), west to east: for writers that
    /// walk the whole map.
    std::span<const TileKind> row(int y) const {
        return {tiles_.data() + indexOf({0, y}), static_cast<std::size_t>(width_)};
    }

    friend bool operator==(const TileRaster&, const TileRaster&) = default;

private:
    std::size_t indexOf(Vec2i tile) const {
        return static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(tile.x);
    }

    int width_ = 0;
    int height_ = 0;
    LargeVector<TileKind> tiles_;  // 16 MiB at 4096x4096: huge pages
};

/// One entry of a tiles legend: a character and the name it stands for.
struct TileLegendEntry {
    char symbol = ' ';
    std::string_view name;

    friend bool operator==(const TileLegendEntry&, const TileLegendEntry&) = default;
};

/// The legend of the characters the raster uses, in TileKind order, so that
/// a "tiles" block written from it names every character of its rows.
std::vector<TileLegendEntry> tileLegend(const TileRaster& raster);

/// How many 4-connected regions the walkable tiles form (0 without any).
int walkableRegionCount(const TileRaster& raster);

/// True when every walkable tile of the raster reaches every other.
bool allWalkableConnected(const TileRaster& raster);

/// The "tiles" block of docs/design.md section 5: {"legend": {char: name}, "rows": [...]}.
void writeTiles(JsonWriter& out, const TileRaster& raster);

}  // namespace easylink

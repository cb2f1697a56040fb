#pragma once

// [SECTION] Tile raster
//
// A layout seen as a grid of tile kinds, the common ground of every tile-based
// export (ASCII, PNG, the "tiles" block of DESIGN.md section 5, Tiled maps):
// rooms are walls around floor, the doorways that are in use are doors,
// corridors are corridor tiles, and the rest of the map is void. The raster
// knows nothing about components or colours; exporters that need them read
// the layout as well.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/geometry/vec2.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/tile_kind.hpp"

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

    /// The tile's kind; void outside the raster.
    TileKind at(Vec2i tile) const;
    void set(Vec2i tile, TileKind kind);
    /// Sets every tile of `area` that lies inside the raster.
    void fill(const Rect& area, TileKind kind);

    /// How many tiles have that kind.
    std::int64_t count(TileKind kind) const;

    friend bool operator==(const TileRaster&, const TileRaster&) = default;

private:
    std::size_t indexOf(Vec2i tile) const {
        return static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(width_) +
               static_cast<std::size_t>(tile.x);
    }

    int width_ = 0;
    int height_ = 0;
    std::vector<TileKind> tiles_;
};

/// The layout as tiles: each room's border is wall and its inside floor; the
/// door tiles of every linked port, at the width the link uses, are doors;
/// corridors are corridor tiles; everything else is void.
TileRaster rasterizeLayout(const Layout& layout);

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

/// The "tiles" block of DESIGN.md section 5: {"legend": {char: name}, "rows": [...]}.
Json tilesToJson(const TileRaster& raster);

}  // namespace easylink

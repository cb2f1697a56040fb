#pragma once

// [SECTION] Tiled export
//
// The layout as a map for the Tiled editor (JSON map format of Tiled 1.8,
// ".tmj"): an orthogonal, finite map with
//   - one tile layer, "tiles", made from a TileRaster (phase 1's drawing of
//     the layout, or phase 2's tiles): one tile per TileKind, every cell
//     filled (void included);
//   - an embedded tileset whose image, "<stem>-tiles.png", is written next to
//     the map: one flat square per TileKind, in the PNG export's colours for
//     the first component (void in the PNG export's void colour);
//   - an object layer, "layout": each room and corridor as a rectangle and
//     each used doorway as a point, with the layout's facts as custom
//     properties (see docs/tiled-export.md), with the module phase 2 put
//     in each room and corridor when a resolution is given, and a tile-map
//     generator's named areas (TiledOptions::areas) as rectangles.
// The same layout and options always give the same bytes in both files.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/export/png_export.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

struct TiledOptions {
    /// Pixels per tile side, in the map and in the tileset image (1 to 256).
    int tileSize = 16;
    /// The map property "generator": whose map it is.
    std::string generator = "easylink";
    /// A tile-map generator's named rooms, chambers and vaults: each an
    /// object of type "area" in the object layer, named as in the result.
    std::vector<TileArea> areas;
};

/// The tileset has one tile per TileKind, in kAllTileKinds order.
inline constexpr int kTiledTileCount = static_cast<int>(kAllTileKinds.size());

/// The tile's id inside the tileset (0 based); its global id in the map's
/// data is one more (the tileset's firstgid is 1).
int tiledTileId(TileKind kind);

/// Where writeTiledFiles() puts the tileset image of a map: beside it, named
/// after the map's stem: "dir/level.tmj" -> "dir/level-tiles.png".
std::filesystem::path tiledTilesetImagePath(const std::filesystem::path& mapPath);

/// The tileset image: kTiledTileCount squares of tileSize pixels in one row.
RgbImage renderTiledTileset(const TiledOptions& options = {});

/// The map as text: readable JSON, the tile data one map row per line,
/// ending in a newline; `imageName` is the tileset image as the map refers
/// to it (a path relative to the map's folder). With `raster`, the map has it
/// as its tile layer (phase 2's, say); with a resolution, rooms and corridors
/// carry the "module" that fills them.
std::string layoutToTiledText(const Layout& layout, const std::string& imageName,
                              const TiledOptions& options = {});
std::string layoutToTiledText(const Layout& layout, const TileRaster& raster,
                              const Resolution* resolution, const std::string& imageName,
                              const TiledOptions& options = {});

/// Writes the tileset image and the map, all-or-nothing (atomic_file.hpp).
/// Returns nullopt on success, otherwise a one-line message "cannot write
/// FILE: reason" naming the file that could not be written; then neither
/// file is changed.
std::optional<std::string> writeTiledFiles(const std::filesystem::path& mapPath,
                                           const Layout& layout, const TiledOptions& options = {});
std::optional<std::string> writeTiledFiles(const std::filesystem::path& mapPath,
                                           const Layout& layout, const TileRaster& raster,
                                           const Resolution* resolution,
                                           const TiledOptions& options = {});

/// Stages both files into `files` (committed by the caller with its other
/// outputs); returns "cannot write FILE: reason" on failure.
std::optional<std::string> stageTiledFiles(StagedWrites& files,
                                           const std::filesystem::path& mapPath,
                                           const Layout& layout, const TileRaster& raster,
                                           const Resolution* resolution,
                                           const TiledOptions& options = {});

}  // namespace easylink

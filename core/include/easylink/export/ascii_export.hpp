#pragma once

// [SECTION] ASCII export
//
// The layout as text, one character per tile with the characters of
// tileChar(): a quick look in a terminal, a diff-friendly golden file, and
// the rows of the "tiles" block of docs/design.md section 5.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/layout/layout.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// One string per raster row, exactly width() characters each.
std::vector<std::string> asciiRows(const TileRaster& raster);

/// The rows joined, each ending in '\n'.
std::string rasterToAscii(const TileRaster& raster);

/// rasterToAscii(rasterizeLayout(layout)).
std::string layoutToAscii(const Layout& layout);

/// Writes layoutToAscii() atomically. Returns nullopt on success, otherwise a
/// one-line message naming the file.
std::optional<std::string> writeAsciiFile(const std::filesystem::path& path, const Layout& layout);

}  // namespace easylink

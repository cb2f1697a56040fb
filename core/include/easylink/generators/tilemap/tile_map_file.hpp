#pragma once

// [SECTION] Tile maps in the layout file
//
// A tile generator's map is written in the envelope of DESIGN.md section 5:
// a layout with no modules whose header names the generator, its params
// (the map size and every option as used) and its attempts, followed by the
// "tiles" block and, when the generator made named rooms, chambers or
// vaults, an "areas" block: [{"name", "x", "y", "width", "height"}, ...].
// The command line and the editor write tile maps through this one header.

#include <cstdint>
#include <string>

#include "easylink/layout/layout_json.hpp"
#include "easylink/generators/tilemap/tile_generators.hpp"

namespace easylink {

/// The header of a successful tile map's layout file.
LayoutFileHeader tileMapFileHeader(const std::string& generator, const TileMapResult& result,
                                   std::uint64_t seed);

/// The empty catalogue a tile map's module-less layout points into.
const Catalogue& noModules();

}  // namespace easylink

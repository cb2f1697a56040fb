#pragma once

// [SECTION] Tile-map generators
//
// The generators of the reference notes that make tile maps rather than
// layouts of modules (DESIGN.md section 6, `generate --generator NAME`).
// Each takes the map size, options of its own (with defaults, ranges and a
// sentence each, like the easylink parameters) and a seed, and gives a
// TileRaster whose walkable tiles all connect, with two player starts, an
// exit, items and monsters marked as tiles. The same inputs give the same
// map on every machine.
//
// Implemented so far: `cellular` (cellular automata) and `drunkard`
// (drunkard's walk), both followed by the reachability repair of note 004.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/export/tile_raster.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {

/// One option of a tile generator: its key, default, range and meaning.
struct TileOption {
    std::string_view key;
    double fallback;
    double min;
    double max;
    bool whole;  // an integer option
    std::string_view meaning;
};

struct TileGeneratorInfo {
    std::string_view name;
    std::string_view summary;
    std::vector<TileOption> options;
};

/// Every tile generator, by name.
const std::vector<TileGeneratorInfo>& tileGenerators();
const TileGeneratorInfo* findTileGenerator(std::string_view name);

/// A generator's options: defaults overridden by `given` (a JSON object of
/// option keys); unknown keys, wrong types and values out of range are
/// problems.
Json tileOptions(const TileGeneratorInfo& generator, const Json& given,
                 std::vector<Problem>& problems);

struct TileMapResult {
    std::optional<TileRaster> tiles;  // on success
    std::string failure;              // one line, otherwise
    Json options = Json::object();    // every option, as used
    bool ok() const { return tiles.has_value(); }
};

/// Runs the named generator on a width x height map (each from 16 to 4096).
TileMapResult generateTileMap(std::string_view name, int width, int height, const Json& options,
                              std::uint64_t seed);

/// True when every walkable tile of the raster reaches every other.
bool allWalkableConnected(const TileRaster& raster);

}  // namespace easylink

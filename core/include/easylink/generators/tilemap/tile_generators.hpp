#pragma once

// [SECTION] Tile-map generators
//
// The classic dungeon generators that make tile maps rather than layouts of
// modules (passages and chambers, rooms and corridors, a grid graph,
// cellular caves, a drunkard's walk, random rooms: `generate --generator
// NAME`), kept beside easylink to compare with it and to play.
// Each takes the map size, options of its own (with defaults, ranges and a
// sentence each, like the easylink parameters) and a seed, and gives a
// TileRaster whose walkable tiles all connect, with two player starts, an
// exit, items and monsters marked as tiles. The same inputs give the same
// map on every machine.
//
// The generators: `passages` (note 000), `rooms-corridors` (note 002),
// `grid-graph` (note 003), `cellular`, `drunkard` and `random-rooms` (note
// 004), all finished by note 004's vaults, reachability repair and
// population. A run reports what it does to an EventSink like easylink does
// (TilesChanged events carry the tiles), so a Timeline steps through it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/tiles/tile_raster.hpp"
#include "easylink/tiles/vault.hpp"
#include "easylink/generation/events.hpp"
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

struct TileMapRequest {
    std::string generator;
    int width = 80;
    int height = 80;
    Json options = Json::object();
    std::uint64_t seed = 0;
    std::vector<Vault> vaults;  // stamped after the carving
    /// Data tables of generators driven by them (`passages`, `grid-graph`):
    /// the parsed assets/tables/NAME.json; null for the others.
    Json tables;
};

/// True for the generators that read TileMapRequest::tables.
bool usesTables(std::string_view generator);

struct TileMapResult {
    std::optional<TileRaster> tiles;  // on success
    std::string failure;              // one line, otherwise
    Json options = Json::object();    // every option, as used
    std::vector<TileArea> areas;      // the rooms, chambers and vaults made
    int attempts = 1;                 // grid-graph starts again on failure
    std::vector<std::string> notes;   // e.g. a vault that found no site
    bool ok() const { return tiles.has_value(); }
};

/// Runs a tile generator on a width x height map (each from 16 to 4096),
/// reporting its steps to `sink` when there is one.
TileMapResult generateTileMap(const TileMapRequest& request, EventSink* sink = nullptr);
TileMapResult generateTileMap(std::string_view name, int width, int height, const Json& options,
                              std::uint64_t seed);

}  // namespace easylink

#pragma once

// [SECTION] Tile-map generators
//
// The classic dungeon generators that make tile maps rather than layouts of
// modules (passages and chambers, rooms and corridors, a grid graph,
// cellular caves, a drunkard's walk, random rooms: `generate --generator
// NAME`), kept beside easylink to compare with it and to play. Each lives in
// its own folder under core/src/generators and is registered like easylink
// (easylink/registry/registry.hpp); this folder is what they share.
// Each takes the map size, options of its own (with defaults, ranges and a
// sentence each, like the easylink parameters) and a seed, and gives a
// TileRaster whose walkable tiles all connect, with two player starts, an
// exit, items and monsters marked as tiles. The same inputs give the same
// map on every machine. All of them end the same way: vaults stamped,
// unreachable pockets joined or filled, then the population. A run reports
// what it does to an EventSink like easylink does (TilesChanged events carry
// the tiles), so a Timeline steps through it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "easylink/tiles/vault.hpp"

namespace easylink {

/// One option of a tile generator in the compact form its table is written
/// in; the registry shows it as a GeneratorOption.
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

/// A tile generator's run by name (generateTileMap() in the registry).
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

struct TileMapResult {
    std::optional<TileRaster> tiles;  // on success
    std::string failure;              // one line, otherwise
    Json options = Json::object();    // every option, as used
    std::vector<TileArea> areas;      // the rooms, chambers and vaults made
    int attempts = 1;                 // grid-graph starts again on failure
    std::vector<std::string> notes;   // e.g. a vault that found no site
    bool ok() const { return tiles.has_value(); }
};

}  // namespace easylink

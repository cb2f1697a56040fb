#pragma once

// The request for a tile-map generator as the command line describes it,
// shared by `generate --generator NAME` and `play`: the map size from
// --width and --height, options from --params FILE, blueprints from
// --vaults FILE, and the generator's data tables from --tables FILE or, by
// default, assets/tables/NAME.json.

#include <cstdint>
#include <optional>
#include <string>

#include "cli/arguments.hpp"
#include "easylink/generators/tilemap/tile_generators.hpp"

namespace easylink::cli {

struct TileMapRequestRead {
    std::optional<TileMapRequest> request;
    std::string error;   // one line, when request is not set
    bool usage = false;  // the error is the command line's (exit 2), not a file's
};

TileMapRequestRead readTileMapRequest(const Arguments& args, const std::string& generator,
                                      std::uint64_t seed);

/// Nullopt for "easylink" and the tile generators' names; otherwise the
/// usage message: "unknown generator 'maze'; this build has: easylink, ...".
std::optional<std::string> unknownGenerator(const std::string& name);

/// The flags readTileMapRequest() reads besides --width, --height and
/// --params (which `generate` declares with its parameters): --vaults, --tables.
std::vector<FlagSpec> tileMapFlags();

}  // namespace easylink::cli

#pragma once

// [SECTION] The generators of this build
//
// Every generator registered once (src/registry/registry.cpp), found by
// name by the command line, the editor, reports and the C library. Adding a
// generator takes its folder under core/src/generators and one line in the
// list (docs/architecture.md, "Adding a generator").

#include <string>
#include <string_view>
#include <vector>

#include "easylink/generators/generator.hpp"
#include "easylink/generators/tilemap/tile_generators.hpp"

namespace easylink {

/// Every generator, easylink first, then the tile-map generators.
const std::vector<Generator>& generators();

/// The generator of that name, or null.
const Generator* findGenerator(std::string_view name);

/// "easylink, passages, rooms-corridors, ...", for messages.
std::string generatorNames();

/// "unknown generator 'maze'; this build has: easylink, passages, ..."
std::string unknownGeneratorMessage(std::string_view name);

// [SECTION] Tile maps by name
//
// A tile generator's run with the tile map's own result, for tests,
// benchmarks and play, which want the tiles rather than a layout file.

TileMapResult generateTileMap(const TileMapRequest& request, EventSink* sink = nullptr);
TileMapResult generateTileMap(std::string_view name, int width, int height, const Json& options,
                              std::uint64_t seed);

}  // namespace easylink

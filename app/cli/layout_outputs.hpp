#pragma once

// Writing a generated layout and its companions (picture, text, Tiled map,
// event log), shared by `generate` and by `edit` when it has no window.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/generators/tilemap/tile_generators.hpp"

namespace easylink::cli {

struct LayoutOutputs {
    std::filesystem::path layout;
    std::optional<std::filesystem::path> png;
    std::optional<std::filesystem::path> ascii;
    std::optional<std::filesystem::path> explain;
    /// A Tiled map; its tileset image goes beside it (tiledTilesetImagePath()).
    std::optional<std::filesystem::path> tiled;
    /// Flush each file to disk as it is written; a batch turns this off and
    /// flushes its folder once at the end (syncFolder()).
    bool syncEach = true;
};

/// Writes every requested file, all-or-nothing (easylink/io/atomic_file.hpp):
/// on failure, returns "cannot write FILE: reason" and none of the new
/// files is left behind.
/// With a phase-2 resolution, the layout file gets its "resolution" and
/// "tiles" blocks and the picture, text and Tiled map show its tiles.
std::optional<std::string> writeLayoutOutputs(const Layout& layout, const Resolution* resolution,
                                              const GeneratorParams& params, std::uint64_t seed,
                                              int attempts, const LayoutOutputs& outputs,
                                              const std::vector<Event>* events);

/// A tile generator's map: a layout file with no modules and the map's
/// "tiles" block (DESIGN.md section 5), and the picture, text and Tiled map.
/// Its named areas, if any, follow in an "areas" block (tile_map_file.hpp).
std::optional<std::string> writeTileMapOutputs(const std::string& generator,
                                               const TileMapResult& result, std::uint64_t seed,
                                               const LayoutOutputs& outputs,
                                               const std::vector<Event>* events);

/// "wrote out.json (19 normal rooms, 10 corridors, 3 loops, 9 dead ends, 1 attempt)".
/// With a resolution, the count of phase-2 problems follows.
std::string describeLayout(const Layout& layout, const Resolution* resolution, int attempts,
                           const LayoutOutputs& outputs);

}  // namespace easylink::cli

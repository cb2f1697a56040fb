#include "cli/layout_outputs.hpp"

#include "easylink/export/ascii_export.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/export/tiled_export.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/generators/tilemap/tile_map_file.hpp"
#include "easylink/layout/layout_raster.hpp"

namespace easylink::cli {

namespace {

/// What every generator writes: the layout file with `header`, and the
/// picture, text and Tiled map of `raster` (with a tile map's named areas),
/// all-or-nothing: every file is staged first and renamed into place only
/// when all of them could be written.
std::optional<std::string> writeOutputs(const Layout& layout, const TileRaster& raster,
                                        const LayoutFileHeader& header, bool freePorts,
                                        const Resolution* resolution, const LayoutOutputs& outputs,
                                        const std::vector<Event>* events,
                                        const std::vector<TileArea>* areas = nullptr) {
    StagedWrites files({.syncEach = outputs.syncEach});
    if (auto error = files.stage(outputs.layout, serializeLayout(layout, header))) {
        return error;
    }
    if (outputs.ascii) {
        if (auto error = files.stage(*outputs.ascii, rasterToAscii(raster))) {
            return error;
        }
    }
    if (outputs.png) {
        if (auto error =
                stagePngFile(files, *outputs.png, layout, raster, {.freePorts = freePorts})) {
            return error;
        }
    }
    if (outputs.tiled) {
        TiledOptions tiled;
        tiled.generator = header.generator;
        if (areas != nullptr) {
            tiled.areas = *areas;
        }
        if (auto error =
                stageTiledFiles(files, *outputs.tiled, layout, raster, resolution, tiled)) {
            return error;
        }
    }
    if (outputs.explain && events != nullptr) {
        std::string lines;
        // Line K is event K, the one the editor's timeline shows at step K.
        for (std::size_t i = 0; i < events->size(); ++i) {
            lines += eventToJson((*events)[i], i + 1)
                         .dump(-1, ' ', false, Json::error_handler_t::replace);
            lines += '\n';
        }
        if (auto error = files.stage(*outputs.explain, lines)) {
            return error;
        }
    }
    return files.commit();
}

}  // namespace

std::optional<std::string> writeLayoutOutputs(const Layout& layout, const Resolution* resolution,
                                              const GeneratorParams& params, std::uint64_t seed,
                                              int attempts, const LayoutOutputs& outputs,
                                              const std::vector<Event>* events) {
    const TileRaster raster =
        resolution != nullptr ? rasterizeResolution(layout, *resolution) : rasterizeLayout(layout);
    LayoutFileHeader header;
    header.seed = seed;
    header.params = paramsToJson(params);
    header.regions = params.regions;
    header.attempts = attempts;
    if (resolution != nullptr) {
        header.blocks = resolutionBlocks(layout, *resolution, raster);
    }
    // Phase 2 has walled up the doorways nobody uses: no red marks then.
    return writeOutputs(layout, raster, header, resolution == nullptr, resolution, outputs, events);
}

std::optional<std::string> writeTileMapOutputs(const std::string& generator,
                                               const TileMapResult& result, std::uint64_t seed,
                                               const LayoutOutputs& outputs,
                                               const std::vector<Event>* events) {
    // A tile map has no rooms of modules: the envelope of a layout with none,
    // its tiles in the "tiles" block.
    const TileRaster& tiles = *result.tiles;
    const Layout empty(noModules(), tiles.width(), tiles.height());
    return writeOutputs(empty, tiles, tileMapFileHeader(generator, result, seed), false, nullptr,
                        outputs, events, &result.areas);
}

std::string describeLayout(const Layout& layout, const Resolution* resolution, int attempts,
                           const LayoutOutputs& outputs) {
    const LayoutStats stats = computeStats(layout, attempts);
    std::string text = "wrote " + outputs.layout.string();
    for (const auto* extra : {&outputs.png, &outputs.ascii, &outputs.explain}) {
        if (*extra) {
            text += ", " + (*extra)->string();
        }
    }
    if (outputs.tiled) {
        text +=
            ", " + outputs.tiled->string() + ", " + tiledTilesetImagePath(*outputs.tiled).string();
    }
    const auto plural = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    text += " (" + plural(stats.normalRooms, "normal room", "normal rooms") + ", " +
            plural(stats.rooms - stats.normalRooms, "other module", "other modules") + ", " +
            plural(stats.corridors, "corridor", "corridors") + ", " +
            plural(stats.loops, "loop", "loops") + ", " +
            plural(stats.deadEnds, "dead end", "dead ends") + ", " +
            plural(attempts, "attempt", "attempts");
    if (resolution != nullptr) {
        text += ", phase 2: " +
                plural(static_cast<int>(resolution->nodes.size()), "module", "modules") + ", " +
                plural(static_cast<int>(resolution->problems.size()), "problem", "problems");
    }
    return text + ")";
}

}  // namespace easylink::cli

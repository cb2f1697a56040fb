#include "viewport/play_tiles.hpp"

#include "easylink/layout/layout_raster.hpp"
#include "easylink/resolve/resolution.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

std::optional<TileRaster> playTilesOf(const GenerationRun& run) {
    if (run.tileMap) {
        if (run.tileMap && run.tileMap->ok()) {
            return *run.tileMap->tiles;
        }
        return std::nullopt;
    }
    const GenerationResult& result = run.result;
    if (!result.ok()) {
        return std::nullopt;
    }
    if (result.resolution && result.resolution->ok()) {
        return rasterizeResolution(*result.layout, *result.resolution);
    }
    return rasterizeLayout(*result.layout);
}

std::string playLabelOf(const GenerationRun& run) {
    return run.generator + ", seed " + std::to_string(run.seed);
}

}  // namespace easylink::ui

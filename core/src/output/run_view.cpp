#include "easylink/output/run_view.hpp"

#include "easylink/layout/layout_raster.hpp"

namespace easylink {

RunView viewOf(const GenerationOutcome& outcome) {
    RunView view;
    view.generator = outcome.generator;
    view.seed = outcome.seed;
    view.layout = outcome.layout ? &*outcome.layout : nullptr;
    view.resolution = outcome.resolution ? &*outcome.resolution : nullptr;
    view.tiles = outcome.tiles ? &*outcome.tiles : nullptr;
    view.areas = &outcome.areas;
    view.params = &outcome.params;
    view.regions = &outcome.regions;
    view.attempts = outcome.attempts;
    return view;
}

RunRaster::RunRaster(const RunView& run) {
    if (run.tiles != nullptr) {
        shown_ = run.tiles;
    } else if (run.resolution != nullptr) {
        drawn_ = rasterizeResolution(*run.layout, *run.resolution);
    } else {
        drawn_ = rasterizeLayout(*run.layout);
    }
}

}  // namespace easylink

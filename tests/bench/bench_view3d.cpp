// The 3D view's own work when a level comes on show (issue: "a 1024x1024
// level ready to show in under 1 s"): the run's scene as the viewport
// builds it (blockouts shared through a cache, as between steps), its
// draws, and every triangle merged into world space by colour
// (level_batches.hpp), ready to upload. The upload itself is a copy of
// those buffers, measured in a real window by tests/bench/editor_frames.sh.
// Figures in docs/performance.md.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/scene/blockout_cache.hpp"
#include "easylink/scene/scene_builder.hpp"
#include "render/level_batches.hpp"

namespace {

const easylink::Catalogue& viewCatalogue() {
    static const easylink::CatalogueLoad load = easylink::loadCatalogueFile(
        std::filesystem::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    return load.catalogue;
}

void BM_Level3dReady(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0));
    easylink::GenerationRequest request;
    request.params = {{"width", side}, {"height", side}};
    request.seed = 1;
    request.catalogue = &viewCatalogue();
    const easylink::GenerationOutcome run =
        easylink::findGenerator("easylink")->generate(request, nullptr);
    if (!run.layout) {
        state.SkipWithError(run.failure.c_str());
        return;
    }
    std::size_t triangles = 0;
    for (auto _ : state) {
        easylink::BlockoutCache blockouts;
        easylink::SceneSource source;
        source.layout = &*run.layout;
        source.resolution = run.resolution ? &*run.resolution : nullptr;
        easylink::SceneOptions options;
        options.blockouts = &blockouts;
        const easylink::Scene scene = easylink::buildScene(source, options);
        const std::vector<easylink::SceneDraw> draws = easylink::sceneDraws(scene);
        const std::vector<easylink::ui::LevelBatch> batches =
            easylink::ui::mergeLevel(scene, draws);
        triangles = easylink::ui::levelTriangles(scene, draws);
        benchmark::DoNotOptimize(batches.data());
    }
    state.counters["triangles"] = static_cast<double>(triangles);
}
BENCHMARK(BM_Level3dReady)->Arg(80)->Arg(256)->Arg(1024)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

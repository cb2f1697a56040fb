// The glTF scene of a run (docs/design.md section 10): building the scene
// and writing its .glb, at 80x80 (what a batch's --scenes adds per layout)
// and at 1024x1024 with phase 2 (target: under 2 s). Figures in
// docs/performance.md; the whole-batch cost and the 4096x4096 memory are
// measured on the command line there.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/scene/blockout_cache.hpp"
#include "easylink/scene/gltf_writer.hpp"

namespace {

const easylink::Catalogue& sceneCatalogue() {
    static const easylink::CatalogueLoad load = easylink::loadCatalogueFile(
        std::filesystem::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    return load.catalogue;
}

easylink::GenerationOutcome sceneRun(int side) {
    easylink::GenerationRequest request;
    request.params = {{"width", side}, {"height", side}};
    request.seed = 1;
    request.catalogue = &sceneCatalogue();
    return easylink::findGenerator("easylink")->generate(request, nullptr);
}

void BM_BuildAndWriteGlb(benchmark::State& state) {
    const easylink::GenerationOutcome run = sceneRun(static_cast<int>(state.range(0)));
    if (!run.layout) {
        state.SkipWithError(run.failure.c_str());
        return;
    }
    std::size_t bytes = 0;
    for (auto _ : state) {
        const easylink::GltfFiles files =
            easylink::sceneGlb(easylink::runScene(easylink::viewOf(run)));
        bytes = files.main.size();
        benchmark::DoNotOptimize(files.main.data());
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bytes));
    state.counters["modules"] =
        static_cast<double>(run.resolution ? run.resolution->nodes.size() : 0);
}
BENCHMARK(BM_BuildAndWriteGlb)->Arg(80)->Arg(1024)->Unit(benchmark::kMillisecond);

void BM_BuildSceneOnly(benchmark::State& state) {
    const easylink::GenerationOutcome run = sceneRun(static_cast<int>(state.range(0)));
    if (!run.layout) {
        state.SkipWithError(run.failure.c_str());
        return;
    }
    for (auto _ : state) {
        const easylink::Scene scene = easylink::runScene(easylink::viewOf(run));
        benchmark::DoNotOptimize(scene.nodes.data());
    }
}
BENCHMARK(BM_BuildSceneOnly)->Arg(80)->Arg(1024)->Unit(benchmark::kMillisecond);

// What each layout of a batch adds: the scenes of 50 seeds at 80x80 in
// turn, their blockouts shared as a batch shares them, against generating
// the same seeds alone (BM_GenerateOnly).
std::vector<easylink::GenerationOutcome> batchRuns() {
    std::vector<easylink::GenerationOutcome> runs;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        easylink::GenerationRequest request;
        request.params = {{"width", 80}, {"height", 80}};
        request.seed = seed;
        request.catalogue = &sceneCatalogue();
        runs.push_back(easylink::findGenerator("easylink")->generate(request, nullptr));
    }
    return runs;
}

void BM_BatchSceneEach(benchmark::State& state) {
    static const std::vector<easylink::GenerationOutcome> runs = batchRuns();
    easylink::BlockoutCache blockouts;
    std::size_t next = 0;
    for (auto _ : state) {
        const easylink::GenerationOutcome& run = runs[next++ % runs.size()];
        const easylink::GltfFiles files = easylink::sceneGlb(easylink::runScene(
            easylink::viewOf(run), {.catalogueFolder = {}, .blockouts = &blockouts}));
        benchmark::DoNotOptimize(files.main.data());
    }
}
BENCHMARK(BM_BatchSceneEach)->Unit(benchmark::kMillisecond);

void BM_GenerateOnly(benchmark::State& state) {
    std::uint64_t seed = 1;
    for (auto _ : state) {
        easylink::GenerationRequest request;
        request.params = {{"width", 80}, {"height", 80}};
        request.seed = 1 + (seed++ % 50);
        request.catalogue = &sceneCatalogue();
        const easylink::GenerationOutcome run =
            easylink::findGenerator("easylink")->generate(request, nullptr);
        benchmark::DoNotOptimize(run.layout.has_value());
    }
}
BENCHMARK(BM_GenerateOnly)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// The glTF scene of a run (docs/design.md section 10): building the scene
// and writing its .glb, at 80x80 (what a batch's --scenes adds per layout)
// and at 1024x1024 with phase 2 (target: under 2 s), and one seed of a
// batch with and without its scene. Figures in
// docs/performance.md; the whole-batch cost and the 4096x4096 memory are
// measured on the command line there.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/output/run_files.hpp"
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

// One seed of a batch as the batch makes its files, in memory: generating
// the layout and making its file's text, and with range(0) = 1 its scene's
// .glb too, blockouts shared between seeds. A new seed each time, as a
// batch goes, so nothing is warm from the last time round; the ratio of
// the two is the batch's CPU with --scenes glb against without, less the
// operating system's part (writing the files).
void BM_BatchSeed(benchmark::State& state) {
    const bool scenes = state.range(0) != 0;
    const easylink::Generator& generator = *easylink::findGenerator("easylink");
    easylink::GenerationRequest base;
    base.params = {{"width", 80}, {"height", 80}};
    base.catalogue = &sceneCatalogue();
    // Prepared once, as a batch prepares its catalogue.
    const easylink::GenerationRequest prepared = easylink::preparedRequest(generator, base);
    easylink::BlockoutCache blockouts;
    std::uint64_t seed = 1;
    std::size_t bytes = 0;
    for (auto _ : state) {
        easylink::GenerationRequest request = prepared;
        request.seed = seed++;
        const easylink::GenerationOutcome run = generator.generate(request, nullptr);
        const easylink::RunView view = easylink::viewOf(run);
        const std::string layout = easylink::layoutFileText(view);
        bytes += layout.size();
        if (scenes) {
            const easylink::GltfFiles files = easylink::sceneGlb(
                easylink::runScene(view, {.catalogueFolder = {}, .blockouts = &blockouts}));
            bytes += files.main.size();
        }
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}
BENCHMARK(BM_BatchSeed)->ArgName("scenes")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

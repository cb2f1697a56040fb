// The easylink generator end to end: one complete layout per iteration, on
// the default catalogue, with no event sink (as `generate` runs it): phase 1
// alone in BM_GenerateLayout, phase 2 alone in BM_ResolveLayout. Each
// iteration uses the next seed, so the figure is a mean over many seeds;
// --benchmark_repetitions gives medians across runs.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generation/timeline.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/locks.hpp"
#include "easylink/random/rng.hpp"

namespace {

const easylink::Catalogue& defaultCatalogue() {
    static const easylink::CatalogueLoad load =
        easylink::loadCatalogueFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json");
    return load.catalogue;
}

/// The default catalogue checked and indexed once, as batches run it.
const easylink::PreparedCatalogue& preparedCatalogue() {
    static const auto prepared = easylink::prepareCatalogue(defaultCatalogue());
    return *prepared;
}

/// Phase 1 on `catalogue` (a Catalogue, prepared on each run, or a
/// PreparedCatalogue).
template <class Catalogue>
void generateLayouts(benchmark::State& state, const Catalogue& catalogue) {
    easylink::EasylinkParams params;
    params.width = static_cast<int>(state.range(0));
    params.height = static_cast<int>(state.range(0));
    params.resolveDepth = 0;  // phase 1 only; phase 2 has its own benchmark
    std::uint64_t seed = 1;
    std::int64_t rooms = 0;
    // Layouts differ in cost from seed to seed; the median over the seeds
    // run is reported beside Google Benchmark's mean.
    std::vector<double> milliseconds;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        const auto result = easylink::generateEasylink(catalogue, params, seed++);
        milliseconds.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
        if (!result.ok()) {
            state.SkipWithError(result.failure.c_str());
            break;
        }
        rooms += result.layout->roomCount();
    }
    std::sort(milliseconds.begin(), milliseconds.end());
    if (!milliseconds.empty()) {
        state.counters["median_ms"] = milliseconds[milliseconds.size() / 2];
    }
    state.counters["tiles"] = static_cast<double>(params.width) * params.height;
    state.counters["rooms"] =
        benchmark::Counter(static_cast<double>(rooms), benchmark::Counter::kAvgIterations);
}

// A batch's run: the catalogue prepared once.
void BM_GenerateLayout(benchmark::State& state) {
    generateLayouts(state, preparedCatalogue());
}
// One run on its own: the catalogue checked and indexed again each time.
void BM_GenerateLayoutUnprepared(benchmark::State& state) {
    generateLayouts(state, defaultCatalogue());
}
BENCHMARK(BM_GenerateLayoutUnprepared)->Arg(80)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateLayout)
    ->Arg(80)
    ->Arg(160)
    ->Arg(320)
    ->Arg(640)
    ->Arg(1024)
    ->Unit(benchmark::kMillisecond);
// The biggest maps take seconds a layout: three seeds each.
BENCHMARK(BM_GenerateLayout)->Arg(2048)->Arg(4096)->Iterations(3)->Unit(benchmark::kMillisecond);

// The shipped locks catalogue (docs/locks.md): an entrance, two nested
// locks and a gate socket, the lock work and its walks included; beside
// BM_GenerateLayout at the same sizes it shows what locks cost.
const easylink::PreparedCatalogue& locksCatalogue() {
    static const easylink::CatalogueLoad load =
        easylink::loadCatalogueFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/locks.json");
    static const auto prepared = easylink::prepareCatalogue(load.catalogue);
    return *prepared;
}
void BM_GenerateLocksLayout(benchmark::State& state) {
    generateLayouts(state, locksCatalogue());
}
BENCHMARK(BM_GenerateLocksLayout)->Arg(80)->Arg(120)->Arg(320)->Unit(benchmark::kMillisecond);

// The player's path (stats.path) of finished layouts of the locks
// catalogue: the search over (room, keys held) that every layout file of a
// catalogue with locks writes.
void BM_PlayerPath(benchmark::State& state) {
    easylink::EasylinkParams params;
    params.width = static_cast<int>(state.range(0));
    params.height = static_cast<int>(state.range(0));
    params.resolveDepth = 0;
    const auto result = easylink::generateEasylink(locksCatalogue(), params, 1);
    if (!result.ok()) {
        state.SkipWithError(result.failure.c_str());
        return;
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(easylink::playerPath(*result.layout));
    }
    state.counters["rooms"] = result.layout->roomCount();
}
BENCHMARK(BM_PlayerPath)->Arg(120)->Arg(1024)->Unit(benchmark::kMicrosecond);

// Phase 2 on finished layouts: resolving every room and corridor (walls,
// doors, variants, statues) and drawing the tile map, for a few seeds.
void BM_ResolveLayout(benchmark::State& state) {
    easylink::EasylinkParams params;
    params.width = static_cast<int>(state.range(0));
    params.height = static_cast<int>(state.range(0));
    params.resolveDepth = 0;
    std::vector<easylink::Layout> layouts;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        auto result = easylink::generateEasylink(defaultCatalogue(), params, seed);
        if (result.ok()) {
            layouts.push_back(std::move(*result.layout));
        }
    }
    if (layouts.empty()) {
        state.SkipWithError("no layout to resolve");
        return;
    }
    params.resolveDepth = 8;
    std::size_t next = 0;
    std::int64_t nodes = 0;
    for (auto _ : state) {
        const easylink::Layout& layout = layouts[next++ % layouts.size()];
        const easylink::Resolution resolution = easylink::resolveLayout(layout, params, next);
        benchmark::DoNotOptimize(easylink::rasterizeResolution(layout, resolution));
        nodes += static_cast<std::int64_t>(resolution.nodes.size());
    }
    state.counters["modules"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_ResolveLayout)->Arg(80)->Arg(320)->Arg(1024)->Unit(benchmark::kMillisecond);

void BM_GenerateWithEvents(benchmark::State& state) {
    std::uint64_t seed = 1;
    for (auto _ : state) {
        easylink::EventRecorder recorder;
        benchmark::DoNotOptimize(
            easylink::generateEasylink(defaultCatalogue(), {}, seed++, &recorder));
    }
}
BENCHMARK(BM_GenerateWithEvents)->Unit(benchmark::kMillisecond);

}  // namespace

namespace {

// The editor's scrub slider: jumps to random steps of a recorded run.
void BM_TimelineScrub(benchmark::State& state) {
    easylink::EasylinkParams params;
    params.width = static_cast<int>(state.range(0));
    params.height = static_cast<int>(state.range(0));
    easylink::EventRecorder recorder;
    const auto result = easylink::generateEasylink(defaultCatalogue(), params, 1, &recorder);
    easylink::Timeline timeline(defaultCatalogue(), params.width, params.height, recorder.events());
    easylink::Rng rng(7);
    for (auto _ : state) {
        const auto step = rng.below(static_cast<std::uint32_t>(timeline.size() + 1));
        benchmark::DoNotOptimize(timeline.layoutAt(step).roomCount());
    }
    state.counters["events"] = static_cast<double>(timeline.size());
    state.counters["snapshots"] = static_cast<double>(timeline.snapshotCount());
    (void)result;
}
BENCHMARK(BM_TimelineScrub)->Arg(80)->Arg(256)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

// The tile-map generators end to end: one finished map per iteration (the
// carving, vaults, repair and population), without events as `generate`
// runs them, and with events as the editor records them. Each iteration
// uses the next seed. Figures are in docs/performance.md.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>

#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"

namespace {

/// The tile-map generators: every generator without a catalogue.
std::vector<const easylink::Generator*> tileGenerators() {
    std::vector<const easylink::Generator*> out;
    for (const easylink::Generator& generator : easylink::generators()) {
        if (!generator.inputs.catalogue) {
            out.push_back(&generator);
        }
    }
    return out;
}

easylink::TileMapRequest request(std::size_t generator, int side) {
    easylink::TileMapRequest out;
    out.generator = tileGenerators()[generator]->name;
    out.width = side;
    out.height = side;
    if (tileGenerators()[generator]->inputs.tables) {
        out.tables = easylink::readJsonFile(std::filesystem::path(EASYLINK_ASSETS_DIR) / "tables" /
                                            (out.generator + ".json"))
                         .value;
    }
    return out;
}

void run(benchmark::State& state, bool withEvents) {
    const auto generator = static_cast<std::size_t>(state.range(0));
    easylink::TileMapRequest map = request(generator, static_cast<int>(state.range(1)));
    state.SetLabel(map.generator);
    std::uint64_t seed = 1;
    for (auto _ : state) {
        map.seed = seed++;
        easylink::EventRecorder recorder;
        const easylink::TileMapResult result =
            easylink::generateTileMap(map, withEvents ? &recorder : nullptr);
        if (!result.ok()) {
            state.SkipWithError(result.failure.c_str());
            break;
        }
        benchmark::DoNotOptimize(result.tiles->width());
    }
}

void BM_TileMap(benchmark::State& state) {
    run(state, false);
}

void BM_TileMapWithEvents(benchmark::State& state) {
    run(state, true);
}

void generatorsAt(benchmark::internal::Benchmark* bench, std::initializer_list<int> sides) {
    for (std::size_t g = 0; g < tileGenerators().size(); ++g) {
        for (const int side : sides) {
            bench->Args({static_cast<long>(g), side});
        }
    }
}

BENCHMARK(BM_TileMap)->Apply([](auto* bench) {
                         generatorsAt(bench, {80, 1024});
                     }) -> Unit(benchmark::kMillisecond);
BENCHMARK(BM_TileMapWithEvents)
    ->Apply([](auto* bench) { generatorsAt(bench, {80}); }) -> Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// The geometry and randomness primitives every generator step leans on.

#include <benchmark/benchmark.h>

#include <vector>

#include "easylink/geometry/port_geometry.hpp"
#include "easylink/random/rng.hpp"

namespace {

void BM_PlacePortAllRotations(benchmark::State& state) {
    const easylink::PortPose port{{0, 7}, easylink::Dir::W};
    const easylink::Size2i size{14, 10};
    int x = 0;
    for (auto _ : state) {
        for (easylink::Rotation r : easylink::kAllRotations) {
            const auto placed = easylink::placePort(port, size, r, {x & 63, 12});
            benchmark::DoNotOptimize(easylink::portAnchor(placed));
        }
        ++x;
    }
    state.SetItemsProcessed(state.iterations() * 4);
}
BENCHMARK(BM_PlacePortAllRotations);

void BM_RngBelow(benchmark::State& state) {
    easylink::Rng rng(1);
    for (auto _ : state) {
        benchmark::DoNotOptimize(rng.below(80));
    }
}
BENCHMARK(BM_RngBelow);

void BM_RngWeightedIndex(benchmark::State& state) {
    easylink::Rng rng(1);
    std::vector<double> weights(static_cast<std::size_t>(state.range(0)));
    for (std::size_t i = 0; i < weights.size(); ++i) {
        weights[i] = 0.5 + static_cast<double>(i % 5);
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(rng.weightedIndex(weights));
    }
}
BENCHMARK(BM_RngWeightedIndex)->Arg(31)->Arg(300);

}  // namespace

BENCHMARK_MAIN();

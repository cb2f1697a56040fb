// How long loading, validating and saving a catalogue takes: the editor
// re-validates on every edit, so validation must stay far below a frame.

#include <benchmark/benchmark.h>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/io/json_document.hpp"

namespace {

std::string defaultCatalogueText() {
    return easylink::readTextFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json",
                                  std::size_t{64} << 20)
        .text;
}

/// The default catalogue repeated `copies` times under fresh names: a large
/// studio catalogue.
easylink::Catalogue scaledCatalogue(int copies) {
    const easylink::Catalogue base = easylink::loadCatalogueText(defaultCatalogueText()).catalogue;
    easylink::Catalogue big = base;
    big.modules.clear();
    for (int c = 0; c < copies; ++c) {
        for (easylink::ModuleTemplate module : base.modules) {
            module.name += "_" + std::to_string(c);
            big.modules.push_back(std::move(module));
        }
    }
    return big;
}

void BM_LoadDefaultCatalogue(benchmark::State& state) {
    const std::string text = defaultCatalogueText();
    for (auto _ : state) {
        benchmark::DoNotOptimize(easylink::loadCatalogueText(text));
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_LoadDefaultCatalogue);

void BM_ValidateCatalogue(benchmark::State& state) {
    const easylink::Catalogue catalogue = scaledCatalogue(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        benchmark::DoNotOptimize(easylink::validateCatalogue(catalogue));
    }
    state.counters["modules"] = static_cast<double>(catalogue.modules.size());
}
BENCHMARK(BM_ValidateCatalogue)->Arg(1)->Arg(10)->Arg(100);

void BM_SerializeCatalogue(benchmark::State& state) {
    const easylink::Catalogue catalogue = scaledCatalogue(1);
    for (auto _ : state) {
        benchmark::DoNotOptimize(easylink::serializeCatalogue(catalogue));
    }
}
BENCHMARK(BM_SerializeCatalogue);

}  // namespace

BENCHMARK_MAIN();

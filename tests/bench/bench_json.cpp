// How fast JSON is read, in bytes a second (the "bytes_per_second" column):
// the default catalogue as a typical document, and single objects of 10,000
// to 1,000,000 keys, whose rate must not fall with their size (reading was
// quadratic in the keys of one object). Also the catalogue reader on a file
// of 200,000 unknown top-level keys, which it keeps for the round trip.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/json_document.hpp"

namespace {

std::string defaultCatalogueText() {
    return easylink::readTextFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json",
                                  std::size_t{64} << 20)
        .text;
}

/// {"k0": 0, "k1": 1, ...} with `count` keys, one a line.
std::string objectOfKeys(std::int64_t count) {
    std::string text = "{\n";
    for (std::int64_t i = 0; i < count; ++i) {
        text += (i > 0 ? ",\n  \"k" : "  \"k") + std::to_string(i) + "\": " + std::to_string(i);
    }
    return text + "\n}\n";
}

void readRate(benchmark::State& state, const std::string& text) {
    for (auto _ : state) {
        easylink::ParsedJson parsed = easylink::parseJsonText(text);
        if (!parsed.ok()) {
            state.SkipWithError("the document does not parse");
            return;
        }
        benchmark::DoNotOptimize(parsed.value);
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

void BM_ParseDefaultCatalogue(benchmark::State& state) {
    readRate(state, defaultCatalogueText());
}
BENCHMARK(BM_ParseDefaultCatalogue)->Unit(benchmark::kMicrosecond);

void BM_ParseObjectOfKeys(benchmark::State& state) {
    readRate(state, objectOfKeys(state.range(0)));
}
BENCHMARK(BM_ParseObjectOfKeys)
    ->Arg(10000)
    ->Arg(100000)
    ->Arg(1000000)
    ->Unit(benchmark::kMillisecond);

void BM_LoadCatalogueWithManyUnknownKeys(benchmark::State& state) {
    std::string text = defaultCatalogueText();
    std::string keys = objectOfKeys(state.range(0));
    keys.erase(keys.rfind('}'));
    text.replace(0, text.find('{') + 1, keys + ",\n");
    for (auto _ : state) {
        const easylink::CatalogueLoad load = easylink::loadCatalogueText(text);
        if (!load.valid()) {
            state.SkipWithError("the catalogue is not valid");
            return;
        }
        benchmark::DoNotOptimize(load.catalogue.extra);
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_LoadCatalogueWithManyUnknownKeys)->Arg(200000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

// How fast JSON is read, in bytes a second (the "bytes_per_second" column):
// the default catalogue as a typical document, and single objects of 10,000
// to 1,000,000 keys, whose rate must not fall with their size (reading was
// quadratic in the keys of one object). Also the catalogue reader on a file
// of 200,000 unknown top-level keys, which it keeps for the round trip.
// And layout files both ways: written from the model (JsonWriter) and read
// back into a layout, for a run of the default catalogue with phase 2 at
// 80x80 and 1024x1024.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/output/layout_reader.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"

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

const easylink::Catalogue& defaultCatalogue() {
    static const easylink::CatalogueLoad load = easylink::loadCatalogueText(defaultCatalogueText());
    return load.catalogue;
}

easylink::GenerationOutcome defaultRun(int side) {
    easylink::GenerationRequest request;
    request.params = {{"width", side}, {"height", side}};
    request.seed = 1;
    request.catalogue = &defaultCatalogue();
    return easylink::findGenerator("easylink")->generate(request, nullptr);
}

void BM_WriteLayoutFile(benchmark::State& state) {
    const easylink::GenerationOutcome run = defaultRun(static_cast<int>(state.range(0)));
    if (!run.layout) {
        state.SkipWithError(run.failure.c_str());
        return;
    }
    const easylink::RunView view = easylink::viewOf(run);
    const easylink::RunRaster raster(view);  // drawn once: only the writing is timed
    const easylink::LayoutFileHeader header = easylink::layoutFileHeader(view, raster.tiles());
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = easylink::serializeLayout(*run.layout, header);
        bytes = text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bytes));
}
BENCHMARK(BM_WriteLayoutFile)->Arg(80)->Arg(1024)->Unit(benchmark::kMillisecond);

void BM_ReadLayoutFile(benchmark::State& state) {
    const easylink::GenerationOutcome run = defaultRun(static_cast<int>(state.range(0)));
    if (!run.layout) {
        state.SkipWithError(run.failure.c_str());
        return;
    }
    const std::string text = easylink::layoutFileText(easylink::viewOf(run));
    for (auto _ : state) {
        const easylink::ParsedJson parsed = easylink::parseJsonText(text);
        const easylink::LayoutRead read =
            easylink::readLayoutDocument(parsed.value, defaultCatalogue());
        if (!read.file) {
            state.SkipWithError("the layout file does not read back");
            return;
        }
        benchmark::DoNotOptimize(read.file->layout->roomCount());
    }
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_ReadLayoutFile)->Arg(80)->Arg(1024)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

#pragma once

// [SECTION] Report batch of a tile-map generator
//
// `easylink report --generator NAME` in the editor, for a generator that
// draws its own tile map (background_batch.hpp): seeds run through the
// registry's Generator, each recorded with core's recordTileSeed(), so that
// a finished batch equals runTileBatchReport() over the same seeds (timings
// apart).

#include <cstdint>

#include "easylink/generators/generator.hpp"
#include "easylink/report/tile_batch_report.hpp"
#include "session/background_batch.hpp"

namespace easylink::ui {

/// What a tile batch runs: a generator of the registry (one that reads no
/// catalogue), a request it accepts, and seeds first..first+count-1.
struct TileReportRequest {
    const Generator* generator = nullptr;
    GenerationRequest request;
    std::uint64_t first = 1;
    std::uint64_t count = 100;
    unsigned jobs = 1;
};

struct TileSeeds {
    using Request = TileReportRequest;
    using Report = TileBatchReport;
    static Report emptyReport(const Request& request) {
        return TileBatchReport(request.generator->name,
                               tileReportParams(*request.generator, request.request));
    }
    static TileSeedRecord record(const Request& request, std::uint64_t seed) {
        return recordTileSeed(*request.generator, request.request, seed);
    }
};

using TileReportBatch = BackgroundBatch<TileSeeds>;

}  // namespace easylink::ui

#pragma once

// [SECTION] Report batch
//
// An easylink report run in the editor (background_batch.hpp): the
// catalogue and parameters of the session, each seed recorded with core's
// recordSeed(), so that a finished batch equals runBatchReport() over the
// same seeds.

#include <cstdint>
#include <memory>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/generators/easylink/prepared_catalogue.hpp"
#include "easylink/report/batch_report.hpp"
#include "session/background_batch.hpp"

namespace easylink::ui {

/// What a batch runs: the catalogue and parameters (valid, as for
/// generation) and seeds first..first+count-1 on `jobs` threads.
struct ReportRequest {
    Catalogue catalogue;
    EasylinkParams params;
    std::uint64_t first = 1;
    std::uint64_t count = 100;
    unsigned jobs = 1;
    /// The catalogue checked and indexed once for all seeds; set by the
    /// batch over its own copy (EasylinkSeeds::prepare).
    std::shared_ptr<const PreparedCatalogue> prepared;
};

struct EasylinkSeeds {
    using Request = ReportRequest;
    using Report = BatchReport;
    static Report emptyReport(const Request& request) {
        return BatchReport(request.catalogue, request.params);
    }
    static void prepare(Request& request) {
        request.prepared = prepareCatalogue(request.catalogue);
    }
    static SeedRecord record(const Request& request, std::uint64_t seed) {
        return recordSeed(*request.prepared, request.params, seed);
    }
};

using ReportBatch = BackgroundBatch<EasylinkSeeds>;

}  // namespace easylink::ui

#pragma once

// [SECTION] Blocks of report.json
//
// What report.json writes alike for a report of modules (report_json.cpp)
// and one of tile maps (tile_report_output.cpp): a whole-number
// distribution, the time per seed, a list of reason categories and the
// timing block. Internal to core's report code.

#include <cstdint>

#include "easylink/io/json_document.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_output.hpp"

namespace easylink::report_json {

/// A value rounded to three decimals.
double rounded(double value);

/// count, min, median, mean, max (null when empty) and [value, times] pairs.
Json distributionToJson(const IntDistribution& distribution);

/// count, min, median, mean, max and 20 bins {from, to, count}.
Json timingToJson(const RealDistribution& ms);

/// total, distinct and the `top` most frequent categories with their sightings.
Json reasonsToJson(const ReasonTallies& tallies, std::size_t top);

/// The "timing" block: its note, the threads, the wall time and the time per seed.
Json timingBlock(const ReportContext& context, const RealDistribution& ms);

}  // namespace easylink::report_json

#pragma once

// [SECTION] Blocks of report.json
//
// What report.json writes alike for a report of modules (report_json.cpp),
// one of tile maps (tile_report_output.cpp) and a comparison
// (compare_json.cpp): a whole-number distribution, a list of reason
// categories, the timing block, seeds and their success, rects and names. Internal to core's
// report code.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "easylink/io/json_writer.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_output.hpp"

namespace easylink::report_json {

/// A value rounded to three decimals.
double rounded(double value);

/// count, min, median, mean, max (null when empty) and [value, times] pairs.
void writeDistributionJson(JsonWriter& writer, const IntDistribution& distribution);

/// total, distinct and the `top` most frequent categories with their sightings.
void writeReasonsJson(JsonWriter& writer, const ReasonTallies& tallies, std::size_t top);

/// The "timing" block: `note`, the threads, the wall time and the time per seed.
void writeTimingBlock(JsonWriter& writer, const ReportContext& context, const RealDistribution& ms,
                      std::string_view note);

/// first and last (null when no seed ran) and count.
void writeSeedsJson(JsonWriter& writer, const SeedTally& seeds);

/// The seeds that made a layout or a map ("layouts", in both kinds of
/// report, so readers of either find the count), those that failed, and
/// the rate.
void writeSuccessJson(JsonWriter& writer, const SeedTally& seeds);

/// A rectangle as [x, y, w, h].
void writeRectJson(JsonWriter& writer, const Rect& rect);

/// A region's name (or a note), or null when it is empty.
void writeNameOrNull(JsonWriter& writer, const std::string& name);

}  // namespace easylink::report_json

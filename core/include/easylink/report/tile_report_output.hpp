#pragma once

// [SECTION] Report files of tile maps
//
// A TileBatchReport written as report.json and report.html, in the shape of
// a report of modules where the two share a figure (format, generator,
// params, seeds, success, distributions.attempts, reasons, events, timing;
// docs/report.md, "Tile maps") and with the tile maps' own figures under
// "tiles". The page is self-contained like the other one.

#include <string>

#include "easylink/io/json_document.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/report/report_output.hpp"
#include "easylink/report/tile_batch_report.hpp"

namespace easylink {

/// report.json written member by member; the writer should be in Readable style.
void writeTileReportJson(JsonWriter& writer, const TileBatchReport& report,
                         const ReportContext& context);

/// report.json's whole text, as the files hold it (ending in a newline).
std::string tileReportJsonText(const TileBatchReport& report, const ReportContext& context);

/// The same text parsed, for readers of single members (tests).
Json tileReportToJson(const TileBatchReport& report, const ReportContext& context);

std::string tileReportToHtml(const TileBatchReport& report, const ReportContext& context);

}  // namespace easylink

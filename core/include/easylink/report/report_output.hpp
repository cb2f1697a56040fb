#pragma once

// [SECTION] Report files
//
// A BatchReport written as report.json (keys in a fixed order, numbers
// rounded to three decimals; docs/report.md describes every key) and as
// report.html: one self-contained page, styles inline and charts as inline
// SVG, no scripts and no other files, readable in any browser or straight
// from disk. Every text taken from the data (module and catalogue names,
// reason sentences, file names) is escaped.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "easylink/io/json_document.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/report/batch_report.hpp"

namespace easylink {

/// What the files say about the run itself, besides its results.
struct ReportContext {
    std::string catalogueFile;  // as the command line named it
    unsigned jobs = 1;          // worker threads (goes under "timing")
    double wallSeconds = 0.0;   // the whole batch (goes under "timing")
};

/// report.json written member by member, with no document in between; the
/// writer should be in Readable style, as the files are.
void writeReportJson(JsonWriter& writer, const BatchReport& report, const ReportContext& context);

/// report.json's whole text, as the files hold it (ending in a newline).
std::string reportJsonText(const BatchReport& report, const ReportContext& context);

/// The same text parsed, for readers of single members (tests); the text
/// stays the one source of what report.json holds.
Json reportToJson(const BatchReport& report, const ReportContext& context);

/// A figure's summary as report.json writes it under "quality": count, mean,
/// sd, min, p10, p50, p90, max (null when count is 0) and the histogram's
/// bins as {from, to, count}. Numbers are rounded to three decimals and
/// written as whole numbers when they are.
void writeFigureJson(JsonWriter& writer, const FigureDistribution& distribution);

/// A number as the report files write it: rounded to three decimals, and
/// whole when the rounded value is.
void writeReportNumber(JsonWriter& writer, double value);

/// The page, as UTF-8 text; well formed (every element closed, void
/// elements written "<meta ... />"), so XML tools can read it too.
std::string reportToHtml(const BatchReport& report, const ReportContext& context);

/// Text for HTML content and attribute values: & < > " ' escaped.
std::string escapeHtml(std::string_view text);

}  // namespace easylink

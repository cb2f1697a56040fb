#pragma once

// [SECTION] Comparison files
//
// Two batches over the same seeds (batch_comparison.hpp) written as
// compare.json (keys in a fixed order, numbers rounded to three decimals;
// docs/report.md describes every key) and compare.html, one self-contained
// page like report.html: styles inline, charts as inline SVG, no scripts,
// every text from the data escaped.

#include <string>

#include "easylink/io/json_document.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/report/batch_comparison.hpp"

namespace easylink {

/// What the files say about the run itself, besides its results.
struct CompareContext {
    std::string catalogueFile;  // as the command line named it
    std::string fileA;          // the parameter files, as named
    std::string fileB;
    unsigned jobs = 1;          // worker threads (under "timing")
    double wallSecondsA = 0.0;  // each batch's wall time (under "timing")
    double wallSecondsB = 0.0;
};

/// compare.json written member by member; the writer should be in Readable
/// style. Both reports must be over the same catalogue; their seeds should
/// match (so for the functions below too).
void writeCompareJson(JsonWriter& writer, const BatchReport& a, const BatchReport& b,
                      const CompareContext& context);
/// compare.json's whole text, as the files hold it (ending in a newline).
std::string compareJsonText(const BatchReport& a, const BatchReport& b,
                            const CompareContext& context);
/// The same text parsed, for readers of single members (tests).
Json compareToJson(const BatchReport& a, const BatchReport& b, const CompareContext& context);
std::string compareToHtml(const BatchReport& a, const BatchReport& b,
                          const CompareContext& context);

}  // namespace easylink

#pragma once

// [SECTION] Sections of the report pages
//
// What report.html writes alike for a report of modules (report_html.cpp)
// and one of tile maps (tile_report_output.cpp), each from core's figures
// as data (report_figures.hpp): a chart with its figures, the summary
// cards, a section of reason categories and the parameters. Internal to
// core's report code.

#include <cstddef>
#include <string>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_figures.hpp"
#include "easylink/report/report_output.hpp"

namespace easylink::report_html {

/// A figure's stats as a two-row table, or "no data".
std::string statsTable(const ReportFigure& figure);

/// A chart whose caption says what it counts over: title (over), the bars,
/// the stats table.
std::string countFigureHtml(const ReportFigure& figure);

/// A chart with its meaning under it: title, the bars, the stats table, meaning.
std::string summaryFigureHtml(const ReportFigure& figure);

/// The time per seed: its chart, its figures and a note on the machine
/// ending with `cost` ("; rejected candidates are described, which costs time.").
std::string timeFigureHtml(const ReportFigure& figure, const ReportContext& context,
                           const std::string& cost);

/// The headline cards.
std::string cardsHtml(const std::vector<SummaryCard>& cards);

/// A section listing the most frequent categories of one kind of reason,
/// each with its example and first seeds.
std::string reasonsSectionHtml(const std::string& id, const ReasonSectionText& text,
                               const ReasonTallies& tallies, std::size_t top);

/// The parameters, folded, closing the page.
std::string paramsSectionHtml(const Json& params);

}  // namespace easylink::report_html

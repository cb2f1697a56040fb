#pragma once

// [SECTION] Charts of the report pages
//
// What report.html and compare.html draw alike: vertical bar charts and thin
// fraction bars as inline SVG (a <title> on each bar gives its figures on
// hover; no scripts), and the pages' shared styles. The bars themselves
// come from core's figures (report_figures.hpp). Internal to core's
// report code.

#include <cstdint>
#include <string>
#include <vector>

#include "easylink/report/batch_report.hpp"
#include "easylink/report/figure_distribution.hpp"
#include "easylink/report/report_figures.hpp"
#include "easylink/report/report_text.hpp"

namespace easylink::report_html {

using report_text::number;

/// A bar: its label (shown for some bars only when crowded), count and tooltip.
using Bar = FigureBar;

/// A vertical bar chart: bars scaled to the largest, the largest count on
/// the y axis, labels under the first, the last and evenly spaced bars.
std::string barChart(const std::vector<Bar>& bars, const std::string& caption);

/// A thin horizontal bar for a fraction from 0 to 1, inline in a table.
std::string fractionBar(double fraction, bool flagged);

/// The styles of both pages, for their <style> element.
extern const char* const kStyle;

}  // namespace easylink::report_html

#pragma once

// [SECTION] Charts of the report pages
//
// What report.html and compare.html draw alike: vertical bar charts and thin
// fraction bars as inline SVG (a <title> on each bar gives its figures on
// hover; no scripts), and the pages' shared styles. Internal to core's
// report code.

#include <cstdint>
#include <string>
#include <vector>

#include "easylink/report/batch_report.hpp"
#include "easylink/report/figure_distribution.hpp"

namespace easylink::report_html {

std::string number(std::uint64_t value);

struct Bar {
    std::string label;  // under the bar (shown for some bars only when crowded)
    std::uint64_t count = 0;
    std::string tooltip;
};

/// A vertical bar chart: bars scaled to the largest, the largest count on
/// the y axis, labels under the first, the last and evenly spaced bars.
std::string barChart(const std::vector<Bar>& bars, const std::string& caption);

/// Bars of a whole-number distribution: one per value when the range is
/// short, else about 30 bins of equal width.
std::vector<Bar> integerBars(const IntDistribution& distribution, const std::string& unit);

/// Bars of a figure's histogram (FigureDistribution::histogram()); the
/// tooltips say "VALUES UNIT: N COUNTED" ("2 loops: 14 layouts").
std::vector<Bar> figureBars(const FigureDistribution& distribution, const std::string& unit,
                            const std::string& counted);

/// Decimals enough to tell apart figures about `step` apart: 0 to 3.
int decimalsFor(double step);

/// Bars of the time per seed: 20 bins of equal width.
std::vector<Bar> timeBars(const RealDistribution& ms);

/// A thin horizontal bar for a fraction from 0 to 1, inline in a table.
std::string fractionBar(double fraction, bool flagged);

/// The styles of both pages, for their <style> element.
extern const char* const kStyle;

}  // namespace easylink::report_html

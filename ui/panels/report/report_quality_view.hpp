#pragma once

// [SECTION] Report panel: quality figures
//
// The Quality tab of the Report panel, as report.html's Quality section: for
// each quality figure of the batch (loops, dead ends, rooms of each junction
// kind, corridor lengths, the largest empty square) and for each region's
// achieved density, a histogram with the mean, the spread and the 10th,
// 50th and 90th percentiles under it. The Compare view draws A's and B's
// histograms with the same helper.

#include <imgui.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "easylink/report/batch_report.hpp"
#include "easylink/report/figure_distribution.hpp"
#include "easylink/report/report_figures.hpp"

namespace easylink::ui {

/// One figure as a histogram showed it, for tests.
struct ShownFigure {
    std::uint64_t count = 0;
    double mean = 0.0;
    double sd = 0.0;
    double min = 0.0;
    double p10 = 0.0;
    double p50 = 0.0;
    double p90 = 0.0;
    double max = 0.0;
    std::vector<float> bars;  // the histogram's bars
};

/// What the Quality tab showed in the last frame.
struct ShownQuality {
    std::array<std::optional<ShownFigure>, kQualityFigureCount> figures;
    std::vector<std::optional<ShownFigure>> regions;  // per region of the parameters
};

/// A figure's histogram (its FigureDistribution::histogram() bins, as core's
/// summaryFigure() describes them) filling the width available, a tooltip
/// on the bar under the mouse ("3 loops: 12 layouts") and a line of figures
/// under it, in report.html's words and decimals. Nullopt (and "no data")
/// for an empty distribution.
std::optional<ShownFigure> drawFigureHistogram(const char* id,
                                               const FigureDistribution& distribution,
                                               std::string_view unit, std::string_view counted);
/// The same for a figure core already described (`figure` of `distribution`).
std::optional<ShownFigure> drawSummaryFigure(const char* id, const FigureDistribution& distribution,
                                             const ReportFigure& figure);

/// The whole tab.
void drawQualityFigures(const BatchReport& report, ShownQuality& shown);

}  // namespace easylink::ui

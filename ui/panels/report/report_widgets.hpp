#pragma once

// [SECTION] Report panel: words and widgets
//
// What the Report panel and its sections (report_sections.cpp,
// report_quality_view.cpp) share: a figure of core's (report_figures.hpp:
// its bars, tooltips and stats, as report.html shows them) drawn as an
// ImGui histogram, and small layout helpers for rows that wrap.

#include <cstdint>
#include <string>
#include <vector>

#include <imgui.h>

#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_figures.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui::report_widgets {

/// "1 error", "3 errors".
std::string counted(std::uint64_t count, const char* one, const char* many);
using ui::tooltip;
/// Dim text wrapped at the region's edge.
void wrappedDim(const char* text);

/// Puts the next item on the line of the last one when `width` more fits
/// before `right` (the cell's or the window's right edge).
void sameLineIfFits(float width, float right);
/// The right edge of the region the next items are laid out in.
float regionRight();

/// A figure's histogram filling the width available, the tooltip of the
/// bar under the mouse and its stats on a line under it; "no data" when
/// empty. Returns the bars' heights as drawn.
std::vector<float> drawFigureChart(const char* id, const ReportFigure& figure);

/// The bar of a batch under way: "12 / 100 seeds", the rest of the line wide.
void seedProgressBar(std::uint64_t done, std::uint64_t total);

/// The panel's own message and the batch's error, in red, when there are any.
void batchErrors(const std::string& message, const std::string& batchError);

}  // namespace easylink::ui::report_widgets

#pragma once

// [SECTION] Report panel: words and widgets
//
// What the Report panel and its sections (report_sections.cpp) share: the
// titles and units of each metric and reason kind, and small layout helpers
// for rows that wrap. (The histograms' bars are IntDistribution::histogram(),
// as report.html draws them.)

#include <cstdint>
#include <string>
#include <vector>

#include <imgui.h>

#include "easylink/report/batch_report.hpp"
#include "tooltip.hpp"

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

struct MetricText {
    const char* title;
    const char* unit;
    const char* over;
};
MetricText metricText(Metric metric);

struct ReasonText {
    const char* title;
    const char* intro;
};
ReasonText reasonText(ReasonKind kind);

/// The order the reason kinds are listed in.
inline constexpr ReasonKind kReasonOrder[] = {ReasonKind::Failure, ReasonKind::AttemptFailed,
                                              ReasonKind::Rejection, ReasonKind::Phase2Problem};

}  // namespace easylink::ui::report_widgets

// The charts and styles of the report pages (report.html, compare.html):
// inline SVG only, every text from the data escaped.

#include "html_charts.hpp"

#include <algorithm>

#include "easylink/report/report_output.hpp"
#include "easylink/report/report_text.hpp"

namespace easylink::report_html {

using report_text::fixed;

// [SECTION] Charts

/// A vertical bar chart: bars scaled to the largest, the largest count on
/// the y axis, labels under the first, the last and evenly spaced bars.
std::string barChart(const std::vector<Bar>& bars, const std::string& caption) {
    constexpr int kWidth = 380;
    constexpr int kHeight = 170;
    constexpr int kLeft = 40;
    constexpr int kRight = 8;
    constexpr int kTop = 12;
    constexpr int kBottom = 34;
    const int plotW = kWidth - kLeft - kRight;
    const int plotH = kHeight - kTop - kBottom;
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"" +
                      std::to_string(kWidth) + "\" height=\"" + std::to_string(kHeight) +
                      "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) +
                      "\" role=\"img\"><title>" + escapeHtml(caption) + "</title>";
    svg += "<line x1=\"" + std::to_string(kLeft) + "\" y1=\"" + std::to_string(kTop + plotH) +
           "\" x2=\"" + std::to_string(kLeft + plotW) + "\" y2=\"" + std::to_string(kTop + plotH) +
           "\" class=\"axis\"></line>";
    if (bars.empty()) {
        svg += "<text x=\"" + std::to_string(kLeft + plotW / 2) + "\" y=\"" +
               std::to_string(kTop + plotH / 2) +
               "\" text-anchor=\"middle\" class=\"label\">no data</text></svg>";
        return svg;
    }
    std::uint64_t most = 1;
    for (const Bar& bar : bars) {
        most = std::max(most, bar.count);
    }
    svg += "<text x=\"" + std::to_string(kLeft - 4) + "\" y=\"" + std::to_string(kTop + 4) +
           "\" text-anchor=\"end\" class=\"label\">" + number(most) + "</text>";
    svg += "<text x=\"" + std::to_string(kLeft - 4) + "\" y=\"" + std::to_string(kTop + plotH) +
           "\" text-anchor=\"end\" class=\"label\">0</text>";
    const double step = static_cast<double>(plotW) / static_cast<double>(bars.size());
    // At most eight labels, evenly spaced, the first and the last bar included.
    constexpr std::size_t kLabels = 8;
    std::vector<bool> labelled(bars.size(), bars.size() <= kLabels);
    for (std::size_t j = 0; j < kLabels && bars.size() > kLabels; ++j) {
        labelled[(j * (bars.size() - 1) + (kLabels - 1) / 2) / (kLabels - 1)] = true;
    }
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const Bar& bar = bars[i];
        const double h =
            static_cast<double>(plotH) * static_cast<double>(bar.count) / static_cast<double>(most);
        const double x = kLeft + step * static_cast<double>(i);
        svg += "<rect x=\"" + fixed(x + step * 0.08, 1) + "\" y=\"" + fixed(kTop + plotH - h, 1) +
               "\" width=\"" + fixed(std::max(step * 0.84, 0.5), 1) + "\" height=\"" + fixed(h, 1) +
               "\" class=\"bar\"><title>" + escapeHtml(bar.tooltip) + "</title></rect>";
        if (labelled[i]) {
            svg += "<text x=\"" + fixed(x + step / 2, 1) + "\" y=\"" +
                   std::to_string(kTop + plotH + 13) +
                   "\" text-anchor=\"middle\" class=\"label\">" + escapeHtml(bar.label) + "</text>";
        }
    }
    svg += "<text x=\"" + std::to_string(kLeft + plotW / 2) + "\" y=\"" +
           std::to_string(kHeight - 4) + "\" text-anchor=\"middle\" class=\"caption\">" +
           escapeHtml(caption) + "</text></svg>";
    return svg;
}

/// A thin horizontal bar for a fraction from 0 to 1, inline in a table.
std::string fractionBar(double fraction, bool flagged) {
    constexpr int kWidth = 60;
    const double w = std::clamp(fraction, 0.0, 1.0) * kWidth;
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mini\" width=\"" +
           std::to_string(kWidth) + "\" height=\"8\" viewBox=\"0 0 " + std::to_string(kWidth) +
           " 8\"><rect x=\"0\" y=\"0\" width=\"" + std::to_string(kWidth) +
           "\" height=\"8\" class=\"track\"></rect><rect x=\"0\" y=\"0\" width=\"" + fixed(w, 1) +
           "\" height=\"8\" class=\"" + (flagged ? "fill flagged" : "fill") + "\"></rect></svg>";
}

// [SECTION] Styles

const char* const kStyle = R"(
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d2330;
       margin: 0 auto; max-width: 1180px; padding: 16px 24px 48px; background: #fbfbfd; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
h3 { font-size: 1em; margin-top: 1.2em; }
h2 { font-size: 1.15em; margin-top: 1.8em; border-bottom: 1px solid #d9dce4; padding-bottom: 4px; }
p { max-width: 80em; line-height: 1.4; }
.muted { color: #6b7280; }
.cards { margin: 16px 0; }
.card { display: inline-block; vertical-align: top; background: #fff; border: 1px solid #d9dce4;
        border-radius: 6px; padding: 10px 16px; min-width: 150px; margin: 0 10px 10px 0; }
.card .big { font-size: 1.6em; font-weight: 600; }
.grid { margin: 0; }
figure { display: inline-block; vertical-align: top; width: 380px; margin: 0 14px 14px 0;
         background: #fff; border: 1px solid #d9dce4; border-radius: 6px; padding: 8px; }
figure p { font-size: 0.85em; margin: 6px 0 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
table { border-collapse: collapse; background: #fff; }
th, td { border: 1px solid #d9dce4; padding: 3px 8px; text-align: left; vertical-align: top;
         font-size: 0.92em; }
th { background: #eef0f5; }
td.num { text-align: right; white-space: nowrap; }
table.stats td, table.stats th { text-align: center; min-width: 52px; }
code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.95em; }
.example { color: #6b7280; font-size: 0.9em; margin-top: 2px; }
.seed { white-space: nowrap; }
.port { display: inline-block; white-space: nowrap; margin: 1px 10px 1px 0; }
.flag, .flags li { color: #b00020; }
.flagged-row td { background: #fff1f2; }
svg.chart .bar { fill: #4a78c2; }
svg.chart .bar:hover { fill: #2b4f8c; }
svg.chart .axis { stroke: #8a90a0; stroke-width: 1; }
svg.chart .label { font-size: 10px; fill: #4b5563; }
svg.chart .caption { font-size: 11px; fill: #1d2330; }
svg.mini { vertical-align: middle; }
svg.mini .track { fill: #e5e7eb; }
svg.mini .fill { fill: #4a78c2; }
svg.mini .fill.flagged { fill: #b00020; }
details summary { cursor: pointer; font-weight: 600; margin-top: 1.8em; }
table.compare th { text-align: center; }
tr.moved td { background: #eef4ff; }
svg.interval { vertical-align: middle; }
svg.interval .axis { stroke: #d1d5db; stroke-width: 1; }
svg.interval .range { fill: #9ca3af; }
svg.interval .range.moved { fill: #4a78c2; }
svg.interval .mean { stroke: #1d2330; stroke-width: 2; }
svg.interval .zero { stroke: #b00020; stroke-width: 1; }
)";

}  // namespace easylink::report_html

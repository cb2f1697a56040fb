// compare.html: two batches over the same seeds on one self-contained page,
// like report.html: the parameters that differ, then every figure with A's
// and B's mean and spread side by side, the difference of the means with its
// 95 % interval (drawn against 0), and the histograms of both sides. Every
// text from the data goes through escapeHtml(); no scripts.

#include <algorithm>
#include <cmath>

#include "easylink/report/compare_output.hpp"
#include "easylink/report/report_output.hpp"
#include "easylink/report/report_text.hpp"
#include "html_charts.hpp"

namespace easylink {
namespace {

using report_text::fixed;
using report_text::percent;
using namespace report_html;

// [SECTION] Cells

int decimalsOf(const FigureComparison& figure) {
    return figure.key == "success_rate" || figure.region ? 3 : 2;
}

std::string signedFixed(double value, int decimals) {
    const std::string text = fixed(value, decimals);
    // "-0.00" reads as a change; a difference that rounds to 0 is 0.
    if (std::abs(value) < 0.5 * std::pow(10.0, -decimals)) {
        return fixed(0.0, decimals);
    }
    return value > 0.0 ? "+" + text : text;
}

/// The difference and its 95 % interval against 0: a bar from the low to the
/// high end, a tick at the difference, a line at 0.
std::string intervalChart(const MeanDifference& difference, int decimals) {
    constexpr int kWidth = 150;
    constexpr int kHeight = 16;
    constexpr double kHalf = 68.0;
    const double low = difference.interval95 ? difference.interval95->first : difference.mean;
    const double high = difference.interval95 ? difference.interval95->second : difference.mean;
    double extent = std::max({std::abs(low), std::abs(high), std::abs(difference.mean)}) * 1.15;
    if (!(extent > 0.0)) {
        extent = 1.0;
    }
    const auto x = [&](double value) { return kWidth / 2.0 + value / extent * kHalf; };
    const bool moved = difference.excludesZero();
    std::string title = "B - A = " + signedFixed(difference.mean, decimals);
    if (difference.interval95) {
        title += ", 95 % interval " + fixed(low, decimals) + " to " + fixed(high, decimals);
    }
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"interval\" width=\"" +
                      std::to_string(kWidth) + "\" height=\"" + std::to_string(kHeight) +
                      "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) +
                      "\"><title>" + escapeHtml(title) + "</title>";
    svg += "<line x1=\"0\" y1=\"8\" x2=\"" + std::to_string(kWidth) +
           "\" y2=\"8\" class=\"axis\"></line>";
    if (difference.interval95) {
        svg += "<rect x=\"" + fixed(x(low), 1) + "\" y=\"4\" width=\"" +
               fixed(std::max(x(high) - x(low), 1.0), 1) + "\" height=\"8\" class=\"" +
               (moved ? "range moved" : "range") + "\"></rect>";
    }
    svg += "<line x1=\"" + fixed(x(difference.mean), 1) + "\" y1=\"1\" x2=\"" +
           fixed(x(difference.mean), 1) + "\" y2=\"15\" class=\"mean\"></line>";
    svg += "<line x1=\"" + fixed(x(0.0), 1) + "\" y1=\"0\" x2=\"" + fixed(x(0.0), 1) +
           "\" y2=\"16\" class=\"zero\"></line></svg>";
    return svg;
}

std::string sideCells(const FigureDistribution& d, int decimals) {
    if (d.empty()) {
        return "<td class=\"num muted\">-</td><td class=\"num muted\">-</td>"
               "<td class=\"num muted\">0</td>";
    }
    return "<td class=\"num\">" + fixed(d.mean(), decimals) + "</td><td class=\"num\">" +
           fixed(d.standardDeviation(), decimals) + "</td><td class=\"num\">" + number(d.count()) +
           "</td>";
}

std::string figureRow(const FigureComparison& figure, const std::string& extra) {
    const int decimals = decimalsOf(figure);
    const bool moved = figure.difference && figure.difference->excludesZero();
    std::string html = std::string("<tr") + (moved ? " class=\"moved\"" : "") + "><td>" +
                       escapeHtml(figure.title) + " <span class=\"muted\">(" +
                       escapeHtml(figure.unit) + ", over " + escapeHtml(figure.over) + ")</span>" +
                       extra + "</td>" + sideCells(figure.a, decimals) +
                       sideCells(figure.b, decimals);
    if (!figure.difference) {
        return html + "<td class=\"num muted\" colspan=\"4\">no values on one side</td></tr>";
    }
    const MeanDifference& d = *figure.difference;
    html += "<td class=\"num\"><b>" + signedFixed(d.mean, decimals) + "</b></td>";
    html += "<td class=\"num\">" +
            (d.standardError ? fixed(*d.standardError, decimals) : std::string("-")) + "</td>";
    html += "<td class=\"num\">" +
            (d.interval95 ? fixed(d.interval95->first, decimals) + " to " +
                                fixed(d.interval95->second, decimals)
                          : std::string("-")) +
            "</td>";
    return html + "<td>" + intervalChart(d, decimals) + "</td></tr>";
}

constexpr const char* kTableHead =
    "<thead><tr><th rowspan=\"2\">figure</th><th colspan=\"3\">A</th><th colspan=\"3\">B</th>"
    "<th colspan=\"4\">B - A</th></tr><tr><th>mean</th><th>sd</th><th>n</th><th>mean</th>"
    "<th>sd</th><th>n</th><th>difference</th><th>std. error</th><th>95 % interval</th>"
    "<th>against 0</th></tr></thead>";

// [SECTION] Sections

std::string changesSection(const BatchReport& a, const BatchReport& b) {
    const std::vector<ParamChange> changes = changedParams(a.params(), b.params());
    std::string html = "<section id=\"changes\"><h2>What differs</h2>";
    if (changes.empty()) {
        return html +
               "<p>The two sides have the same parameters: every difference below is chance "
               "alone (none should be clear).</p></section>";
    }
    html +=
        "<table class=\"params\"><thead><tr><th>parameter</th><th>A</th><th>B</th></tr></thead>"
        "<tbody>";
    const auto value = [](const Json& v) {
        return v.is_null()     ? std::string("(absent)")
               : v.is_string() ? v.get<std::string>()
                               : v.dump();
    };
    for (const ParamChange& change : changes) {
        html += "<tr><td><code>" + escapeHtml(change.key) + "</code></td><td><code>" +
                escapeHtml(value(change.a)) + "</code></td><td><code>" +
                escapeHtml(value(change.b)) + "</code></td></tr>";
    }
    return html + "</tbody></table></section>";
}

std::string figuresSection(const BatchComparison& comparison) {
    std::string html =
        "<section id=\"figures\"><h2>Figures side by side</h2><p>For each figure: A's and B's "
        "mean, standard deviation (sd) and number of values (n: seeds or layouts), and the "
        "difference of the means, B - A, with its standard error and 95 % interval (Welch's, "
        "the two batches taken as independent samples). A highlighted row's interval leaves 0 "
        "out: the change moved that figure. Same seeds on both sides.</p><table "
        "class=\"compare\">" +
        std::string(kTableHead) + "<tbody>";
    for (const FigureComparison& figure : comparison.figures) {
        html += figureRow(figure, "");
    }
    return html + "</tbody></table></section>";
}

std::string regionsSection(const BatchComparison& comparison) {
    std::string html = "<section id=\"regions\"><h2>Region densities</h2>";
    if (!comparison.regionsCompared) {
        return html + "<p class=\"muted\">Not compared: " + escapeHtml(comparison.regionsNote) +
               ".</p></section>";
    }
    html +=
        "<p>Each region's achieved density (the area of its normal and dead-end rooms over its "
        "area), with the density each side asked of it.</p><table class=\"compare\">" +
        std::string(kTableHead) + "<tbody>";
    for (const FigureComparison& figure : comparison.regions) {
        html += figureRow(figure, "<div class=\"example\">asked: A " + fixed(figure.askedA, 3) +
                                      ", B " + fixed(figure.askedB, 3) + "</div>");
    }
    return html + "</tbody></table></section>";
}

std::string histogramsSection(const BatchComparison& comparison) {
    std::string html =
        "<section id=\"histograms\"><details><summary>Histograms side by side</summary>";
    const auto sideBySide = [&](const FigureComparison& figure) {
        const std::string counted = figure.over;
        std::string out = "<h3>" + escapeHtml(figure.title) + "</h3><div class=\"grid\">";
        for (const auto& [name, d] :
             {std::pair<const char*, const FigureDistribution*>{"A", &figure.a},
              {"B", &figure.b}}) {
            const std::string caption = figure.title + ", " + name;
            out += "<figure><figcaption>" + std::string(name) + "</figcaption>" +
                   barChart(figureBars(*d, figure.unit, counted), caption) + "</figure>";
        }
        return out + "</div>";
    };
    for (const FigureComparison& figure : comparison.figures) {
        html += sideBySide(figure);
    }
    for (const FigureComparison& figure : comparison.regions) {
        html += sideBySide(figure);
    }
    return html + "</details></section>";
}

std::string paramsSection(const BatchReport& report, const std::string& name,
                          const std::string& file) {
    std::string html = "<section><details><summary>Parameters of " + name + " (" +
                       escapeHtml(file) + ")</summary><table class=\"params\"><tbody>";
    const Json params = paramsToJson(report.params());
    for (const auto& [key, value] : params.items()) {
        html += "<tr><td><code>" + escapeHtml(key) + "</code></td><td>" +
                escapeHtml(value.is_string() ? value.get<std::string>() : value.dump()) +
                "</td></tr>";
    }
    return html + "</tbody></table></details></section>";
}

}  // namespace

std::string compareToHtml(const BatchReport& a, const BatchReport& b,
                          const CompareContext& context) {
    const BatchComparison comparison = compareBatches(a, b);
    const std::string seedRange = report_text::seedRange(a.seedTally());
    std::string html =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" />"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" /><title>" +
        escapeHtml("Easylink comparison: " + context.fileA + " vs " + context.fileB + ", seeds " +
                   seedRange) +
        "</title><style>" + kStyle + "</style></head><body>";
    html += "<h1>Easylink comparison: A = <code>" + escapeHtml(context.fileA) +
            "</code>, B = <code>" + escapeHtml(context.fileB) + "</code></h1><p class=\"muted\">" +
            "catalogue <code>" + escapeHtml(context.catalogueFile) + "</code> (" +
            escapeHtml(a.catalogue().name) + ", " + number(a.catalogue().modules.size()) +
            " modules); seeds " + escapeHtml(seedRange) + " (" + number(a.seedCount()) +
            " runs per side)</p>";

    std::size_t moved = 0;
    for (const FigureComparison& figure : comparison.figures) {
        moved += figure.difference && figure.difference->excludesZero() ? 1 : 0;
    }
    for (const FigureComparison& figure : comparison.regions) {
        moved += figure.difference && figure.difference->excludesZero() ? 1 : 0;
    }
    html += "<div class=\"cards\"><div class=\"card\"><div class=\"big\">" +
            percent(a.layoutCount(), a.seedCount()) +
            "</div>A: success rate</div><div class=\"card\"><div class=\"big\">" +
            percent(b.layoutCount(), b.seedCount()) +
            "</div>B: success rate</div><div class=\"card\"><div class=\"big\">" + number(moved) +
            " / " + number(comparison.figures.size() + comparison.regions.size()) +
            "</div>figures clearly moved</div></div>";

    html += changesSection(a, b);
    html += figuresSection(comparison);
    html += regionsSection(comparison);
    html += histogramsSection(comparison);
    html += paramsSection(a, "A", context.fileA);
    html += paramsSection(b, "B", context.fileB);
    html += "<p class=\"muted\">" + std::to_string(context.jobs) +
            (context.jobs == 1 ? " thread" : " threads") + "; A took " +
            fixed(context.wallSecondsA, 2) + " s, B " + fixed(context.wallSecondsB, 2) +
            " s (the only figures that depend on the machine).</p>";
    html += "</body></html>\n";
    return html;
}

}  // namespace easylink

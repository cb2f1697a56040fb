// report.html: the BatchReport as one self-contained page. Styles are
// inline, charts are inline SVG (a <title> on each bar gives its figures on
// hover), and there are no scripts, so the file reads the same from disk, in
// a mail attachment or in a browser with scripts off. Every text from the
// data goes through escapeHtml(); the markup is well formed (every element
// closed, void elements written "<meta ... />").

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "easylink/report/report_output.hpp"
#include "easylink/report/report_text.hpp"

namespace easylink {

std::string escapeHtml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

namespace {

using report_text::figure;
using report_text::fixed;
using report_text::percent;

// [SECTION] Small helpers

std::string number(std::uint64_t value) {
    return std::to_string(value);
}

// [SECTION] Charts

struct Bar {
    std::string label;  // under the bar (shown for some bars only when crowded)
    std::uint64_t count = 0;
    std::string tooltip;
};

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

/// Bars of a whole-number distribution: one per value when the range is
/// short, else about 30 bins of equal width.
std::vector<Bar> integerBars(const IntDistribution& distribution, const std::string& unit) {
    std::vector<Bar> bars;
    if (distribution.empty()) {
        return bars;
    }
    const long long low = distribution.min();
    const long long high = distribution.max();
    const long long span = high - low + 1;
    const long long width = span <= 40 ? 1 : (span + 29) / 30;
    for (long long from = low; from <= high; from += width) {
        const long long to = std::min(high, from + width - 1);
        std::uint64_t count = 0;
        for (auto it = distribution.counts().lower_bound(static_cast<int>(from));
             it != distribution.counts().end() && it->first <= to; ++it) {
            count += it->second;
        }
        Bar bar;
        bar.label = from == to ? std::to_string(from) : std::to_string(from) + "-";
        bar.count = count;
        bar.tooltip = (from == to ? std::to_string(from)
                                  : std::to_string(from) + " to " + std::to_string(to)) +
                      " " + unit + ": " + number(count);
        bars.push_back(std::move(bar));
    }
    return bars;
}

/// Decimals enough to tell apart figures about `step` apart: 0 to 3.
int decimalsFor(double step) {
    int decimals = 0;
    while (decimals < 3 && step > 0.0 && step < 1.0) {
        step *= 10.0;
        ++decimals;
    }
    return decimals;
}

std::vector<Bar> timeBars(const RealDistribution& ms) {
    std::vector<Bar> bars;
    if (ms.empty()) {
        return bars;
    }
    const std::vector<std::uint64_t> counts = ms.histogram(20);
    const double width = (ms.max() - ms.min()) / static_cast<double>(counts.size());
    for (std::size_t bin = 0; bin < counts.size(); ++bin) {
        const double from = ms.min() + width * static_cast<double>(bin);
        const double to = from + width;
        Bar bar;
        const int decimals = decimalsFor(width);
        bar.label = fixed(from, decimals);
        bar.count = counts[bin];
        bar.tooltip = fixed(from, decimals + 1) + " to " + fixed(to, decimals + 1) +
                      " ms: " + number(counts[bin]);
        bars.push_back(std::move(bar));
    }
    return bars;
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

// [SECTION] Sections

std::string statsTable(const IntDistribution& d) {
    if (d.empty()) {
        return "<p class=\"muted\">no data</p>";
    }
    return "<table class=\"stats\"><tr><th>min</th><th>median</th><th>mean</th><th>max</th>"
           "</tr><tr><td>" +
           std::to_string(d.min()) + "</td><td>" + figure(d.median()) + "</td><td>" +
           fixed(d.mean(), 2) + "</td><td>" + std::to_string(d.max()) + "</td></tr></table>";
}

std::string distributionFigure(const BatchReport& report, Metric metric, const std::string& title,
                               const std::string& unit, const std::string& over) {
    const IntDistribution& d = report.distribution(metric);
    return "<figure><figcaption>" + escapeHtml(title) + " <span class=\"muted\">(" +
           escapeHtml(over) + ")</span></figcaption>" + barChart(integerBars(d, unit), title) +
           statsTable(d) + "</figure>";
}

std::string sightingsText(const ReasonTally& tally) {
    std::string text;
    for (const ReasonSighting& sighting : tally.firstSeeds) {
        if (!text.empty()) {
            text += ", ";
        }
        text += "<span class=\"seed\">seed " + number(sighting.seed);
        if (sighting.event) {
            text += " <span class=\"muted\">@ event " + number(*sighting.event) + "</span>";
        }
        text += "</span>";
    }
    return text;
}

std::string reasonsSection(const BatchReport& report, ReasonKind kind, const std::string& title,
                           const std::string& intro) {
    const std::uint64_t total = report.reasonTotal(kind);
    const auto top = report.topReasons(kind);
    const std::size_t categories = report.reasons(kind).size();
    std::string html = "<section id=\"" + std::string(toString(kind)) + "\"><h2>" +
                       escapeHtml(title) + "</h2><p>" + escapeHtml(intro) + " ";
    if (top.empty()) {
        return html + "None.</p></section>";
    }
    html += number(total) + " in all, in " + number(categories) +
            (categories == 1 ? " category" : " categories");
    if (top.size() < categories) {
        html += "; the " + number(top.size()) + " most frequent below";
    }
    html += ".</p>";
    html +=
        "<table class=\"reasons\"><thead><tr><th>count</th><th>share</th><th>seeds</th>"
        "<th>category and example</th><th>first seeds</th></tr></thead><tbody>";
    for (const auto& [category, tally] : top) {
        const double share =
            total == 0 ? 0.0 : static_cast<double>(tally->count) / static_cast<double>(total);
        html += "<tr><td class=\"num\">" + number(tally->count) + "</td><td>" +
                fractionBar(share, false) + " " + fixed(100.0 * share, 1) +
                " %</td><td class=\"num\">" + number(tally->seeds) + "</td><td><code>" +
                escapeHtml(*category) + "</code><div class=\"example\">" +
                escapeHtml(tally->example) + "</div></td><td>" + sightingsText(*tally) +
                "</td></tr>";
    }
    return html + "</tbody></table></section>";
}

std::string flagsSection(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    std::vector<std::string> items;
    for (std::size_t m : report.modulesNeverPlaced()) {
        items.push_back("<b>" + escapeHtml(catalogue.modules[m].name) +
                        "</b> is never placed (weight " + figure(catalogue.modules[m].weight) +
                        ")");
    }
    for (const auto& [m, p] : report.portsNeverConnected()) {
        const PortSpec& port = catalogue.modules[m].ports[p];
        items.push_back("<b>" + escapeHtml(catalogue.modules[m].name) + "</b> port " + number(p) +
                        " (" + std::string(toString(port.pose.dir)) + ") never connects in its " +
                        number(report.modules()[m].placements) + " placements");
    }
    for (std::size_t m : report.modulesNeverChosen()) {
        items.push_back("<b>" + escapeHtml(catalogue.modules[m].name) + "</b> (" +
                        std::string(toString(catalogue.modules[m].kind)) +
                        ") is never chosen in phase 2");
    }
    std::string html = "<section id=\"flags\"><h2>Flags</h2>";
    if (items.empty()) {
        return html + "<p>Every module was used and every port connected at least once.</p>" +
               "</section>";
    }
    html += "<ul class=\"flags\">";
    for (const std::string& item : items) {
        html += "<li>" + item + "</li>";
    }
    return html + "</ul></section>";
}

std::string modulesSection(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    std::string html =
        "<section id=\"modules\"><h2>Modules placed by the layout (phase 1)</h2>"
        "<p>For each room and junction module: the layouts holding it, its rooms over all "
        "layouts, and for each port the share of those rooms where the port is in use "
        "(linked directly or by a corridor).</p><table class=\"modules\"><thead><tr>"
        "<th>module</th><th>kind</th><th>weight</th><th>layouts</th><th>placements</th>"
        "<th>ports in use</th></tr></thead><tbody>";
    for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
        if (!report.placedByLayout(m)) {
            continue;
        }
        const ModuleTemplate& module = catalogue.modules[m];
        const ModuleTally& tally = report.modules()[m];
        const bool never = tally.placements == 0;
        html += std::string("<tr") + (never ? " class=\"flagged-row\"" : "") + "><td>" +
                escapeHtml(module.name) + "</td><td>" + std::string(toString(module.kind)) +
                "</td><td class=\"num\">" + figure(module.weight) + "</td><td class=\"num\">" +
                number(tally.layouts) + " <span class=\"muted\">(" +
                percent(tally.layouts, report.layoutCount()) + ")</span></td><td class=\"num\">" +
                number(tally.placements) + "</td><td>";
        if (never) {
            html += "<span class=\"flag\">never placed</span>";
        }
        for (std::size_t p = 0; p < module.ports.size() && !never; ++p) {
            const std::uint64_t inUse = tally.portsInUse[p];
            const double fraction =
                static_cast<double>(inUse) / static_cast<double>(tally.placements);
            const bool flagged = inUse == 0;
            html += std::string("<span class=\"port") + (flagged ? " flag" : "") + "\">" +
                    number(p) + " " + std::string(toString(module.ports[p].pose.dir)) + " " +
                    fractionBar(fraction, flagged) + " " +
                    (flagged ? std::string("never") : fixed(100.0 * fraction, 0) + " %") +
                    "</span>";
        }
        html += "</td></tr>";
    }
    return html + "</tbody></table></section>";
}

/// Phase 2 in two tables: each room module that has variants with the share
/// of its rooms each variant (or the module itself) filled, then the parts.
std::string phase2Section(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    std::string html =
        "<section id=\"phase2\"><h2>Phase 2: modules chosen by the resolver</h2><p>" +
        number(report.resolvedLayouts()) + " layouts resolved; " + number(report.genericSlots()) +
        " slots drawn generically because no module could fill them.</p>";
    if (report.resolvedLayouts() == 0) {
        return html + "<p class=\"muted\">Phase 2 did not run (resolve_depth 0, or no layout)." +
               "</p></section>";
    }
    const auto row = [&](std::size_t m, const std::string& first, const std::string& share) {
        const ModuleTally& tally = report.modules()[m];
        const bool never = report.chosenByResolver(m) && tally.chosen == 0;
        return std::string("<tr") + (never ? " class=\"flagged-row\"" : "") + "><td>" + first +
               "</td><td>" + escapeHtml(catalogue.modules[m].name) + "</td><td class=\"num\">" +
               (never ? std::string("<span class=\"flag\">never</span>") : number(tally.chosen)) +
               "</td><td class=\"num\">" + number(tally.chosenLayouts) + "</td><td class=\"num\">" +
               share + "</td></tr>";
    };

    std::string variants;
    for (std::size_t base = 0; base < catalogue.modules.size(); ++base) {
        if (!report.placedByLayout(base)) {
            continue;
        }
        const std::vector<std::size_t> family = catalogue.variantsOf(base);
        if (family.empty()) {
            continue;
        }
        const std::uint64_t rooms = report.modules()[base].placements;
        variants += row(base, "<b>" + escapeHtml(catalogue.modules[base].name) + "</b>",
                        percent(report.modules()[base].chosen, rooms));
        for (std::size_t m : family) {
            variants += row(m, "", percent(report.modules()[m].chosen, rooms));
        }
    }
    if (!variants.empty()) {
        html +=
            "<h3>Room variants</h3><p>For each room module with variants: how many of its rooms "
            "the module itself and each variant filled.</p><table class=\"choices\"><thead><tr>"
            "<th>room module</th><th>filled by</th><th>rooms</th><th>layouts</th><th>share</th>"
            "</tr></thead><tbody>" +
            variants + "</tbody></table>";
    }

    std::string parts;
    for (ModuleKind kind : kAllModuleKinds) {
        if (isRoomKind(kind)) {
            continue;
        }
        for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
            if (catalogue.modules[m].kind != kind) {
                continue;
            }
            const double perLayout = static_cast<double>(report.modules()[m].chosen) /
                                     static_cast<double>(report.resolvedLayouts());
            parts += row(m, std::string(toString(kind)), fixed(perLayout, 2));
        }
    }
    if (!parts.empty()) {
        html +=
            "<h3>Parts</h3><p>Walls, doors, corridors and other parts: the slots each filled, "
            "the layouts where it filled at least one, and slots per resolved layout.</p>"
            "<table class=\"choices\"><thead><tr><th>kind</th><th>module</th><th>slots</th>"
            "<th>layouts</th><th>per layout</th></tr></thead><tbody>" +
            parts + "</tbody></table>";
    }
    if (variants.empty() && parts.empty()) {
        html += "<p class=\"muted\">The catalogue has no room variants and no parts.</p>";
    }
    return html + "</section>";
}

std::string paramsSection(const BatchReport& report) {
    std::string html =
        "<section id=\"params\"><details><summary>Parameters</summary><table class=\"params\">"
        "<tbody>";
    const Json params = paramsToJson(report.params());
    for (const auto& [key, value] : params.items()) {
        html += "<tr><td><code>" + escapeHtml(key) + "</code></td><td>" +
                escapeHtml(value.is_string() ? value.get<std::string>() : value.dump()) +
                "</td></tr>";
    }
    return html + "</tbody></table></details></section>";
}

constexpr const char* kStyle = R"(
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
)";

}  // namespace

std::string reportToHtml(const BatchReport& report, const ReportContext& context) {
    const Catalogue& catalogue = report.catalogue();
    const std::string seedRange =
        report.firstSeed() ? number(*report.firstSeed()) + " to " + number(*report.lastSeed())
                           : std::string("none");
    std::string html =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" />"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" /><title>" +
        escapeHtml("Easylink report: " + catalogue.name + ", seeds " + seedRange) +
        "</title><style>" + kStyle + "</style></head><body>";
    html += "<h1>Easylink batch report: " + escapeHtml(catalogue.name) +
            "</h1><p class=\"muted\">" + "catalogue <code>" + escapeHtml(context.catalogueFile) +
            "</code>, " + number(catalogue.modules.size()) + " modules; " +
            std::to_string(report.params().width) + "x" + std::to_string(report.params().height) +
            " map; seeds " + escapeHtml(seedRange) + " (" + number(report.seedCount()) +
            " runs)</p>";

    // Summary cards.
    const IntDistribution& attempts = report.distribution(Metric::Attempts);
    const RealDistribution& ms = report.milliseconds();
    html += "<div class=\"cards\">";
    html += "<div class=\"card\"><div class=\"big\">" +
            percent(report.layoutCount(), report.seedCount()) +
            "</div>success rate</div><div class=\"card\"><div class=\"big\">" +
            number(report.layoutCount()) + " / " + number(report.seedCount()) +
            "</div>layouts made</div><div class=\"card\"><div class=\"big\">" +
            (attempts.empty() ? std::string("-") : fixed(attempts.mean(), 2)) +
            "</div>attempts per seed (mean)</div><div class=\"card\"><div class=\"big\">" +
            (ms.empty() ? std::string("-")
                        : fixed(ms.median(), decimalsFor(ms.median() / 10.0)) + " ms") +
            "</div>time per seed (median)</div><div class=\"card\"><div class=\"big\">" +
            number(report.reasonTotal(ReasonKind::Rejection)) +
            "</div>candidates rejected</div></div>";

    html += flagsSection(report);

    html += "<section id=\"runs\"><h2>Runs</h2><div class=\"grid\">";
    html += distributionFigure(report, Metric::Attempts, "Attempts per seed", "attempts",
                               "every seed; a failed seed used them all");
    html += "<figure><figcaption>Time per seed, ms <span class=\"muted\">(every seed)" +
            std::string("</span></figcaption>") + barChart(timeBars(ms), "milliseconds");
    if (!ms.empty()) {
        const int msDecimals = decimalsFor(ms.max() / 10.0);
        html +=
            "<table class=\"stats\"><tr><th>min</th><th>median</th><th>mean</th><th>max</th>"
            "</tr><tr><td>" +
            fixed(ms.min(), msDecimals) + "</td><td>" + fixed(ms.median(), msDecimals) +
            "</td><td>" + fixed(ms.mean(), msDecimals) + "</td><td>" + fixed(ms.max(), msDecimals) +
            "</td></tr></table>";
    }
    html += "<p class=\"muted\">The only figure that depends on the machine: " +
            std::to_string(context.jobs) + (context.jobs == 1 ? " thread" : " threads") + ", " +
            fixed(context.wallSeconds, decimalsFor(context.wallSeconds / 10.0)) +
            " s in all; rejected candidates are described, which costs time.</p></figure>";
    html += "</div></section>";

    html += "<section id=\"layouts\"><h2>Layouts</h2><p>Over the " + number(report.layoutCount()) +
            " layouts made. Loops are the cycle rank of the room graph, dead ends the normal " +
            "rooms with one connected port, the diameter the longest shortest path between two " +
            "rooms, counted in links (direct links and corridors).</p><div class=\"grid\">";
    const std::string over = "per layout";
    html += distributionFigure(report, Metric::Rooms, "Rooms", "rooms", over);
    html += distributionFigure(report, Metric::NormalRooms, "Normal rooms", "normal rooms", over);
    html += distributionFigure(report, Metric::Corridors, "Corridors", "corridors", over);
    html += distributionFigure(report, Metric::Loops, "Loops", "loops", over);
    html += distributionFigure(report, Metric::DeadEnds, "Dead ends", "dead ends", over);
    html += distributionFigure(report, Metric::Diameter, "Graph diameter", "links", over);
    html += "</div></section>";

    html += modulesSection(report);
    html += phase2Section(report);
    html += reasonsSection(report, ReasonKind::Phase2Problem, "Phase 2 problems",
                           "Slots nothing could fill, by category.");
    html += reasonsSection(report, ReasonKind::Failure, "Why seeds failed",
                           "The final reason of each seed that gave no layout.");
    html += reasonsSection(report, ReasonKind::AttemptFailed, "Why attempts restarted",
                           "Attempts thrown away before the run started again.");
    html += reasonsSection(
        report, ReasonKind::Rejection, "Why candidates were rejected (top blockers)",
        "Candidates the generator considered and refused, numbers and coordinates replaced "
        "by N. An event number is the step of that seed's run where the category first shows "
        "(easylink edit --seed S --step EVENT+1 opens it there).");
    html += paramsSection(report);
    html += "</body></html>\n";
    return html;
}

}  // namespace easylink

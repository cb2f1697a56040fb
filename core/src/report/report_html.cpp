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
#include "html_charts.hpp"

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
using namespace report_html;

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

/// Mean, spread and percentiles of a figure, as a one-row table.
std::string figureStatsTable(const FigureDistribution& d) {
    if (d.empty()) {
        return "<p class=\"muted\">no data</p>";
    }
    const int decimals = d.whole() ? 1 : 3;
    const auto cell = [&](double value) { return "<td>" + fixed(value, decimals) + "</td>"; };
    return "<table class=\"stats\"><tr><th>mean</th><th>sd</th><th>min</th><th>p10</th>"
           "<th>p50</th><th>p90</th><th>max</th></tr><tr>" +
           cell(d.mean()) + cell(d.standardDeviation()) + cell(d.min()) + cell(d.percentile(0.1)) +
           cell(d.percentile(0.5)) + cell(d.percentile(0.9)) + cell(d.max()) + "</tr></table>";
}

std::string qualityFigure(const FigureDistribution& d, const std::string& title,
                          const std::string& unit, const std::string& meaning) {
    return "<figure><figcaption>" + escapeHtml(title) + "</figcaption>" +
           barChart(figureBars(d, unit, "layouts"), title) + figureStatsTable(d) +
           "<p class=\"muted\">" + escapeHtml(meaning) + "</p></figure>";
}

/// The quality figures over the layouts made, then each region's density.
std::string qualitySection(const BatchReport& report) {
    std::string html = "<section id=\"quality\"><h2>Quality</h2><p>Over the " +
                       number(report.layoutCount()) +
                       " layouts made: each figure's mean, standard deviation and percentiles "
                       "(p50 is the median).</p><div class=\"grid\">";
    for (QualityFigure figure : kAllQualityFigures) {
        const QualityFigureText text = describe(figure);
        html += qualityFigure(report.quality(figure), std::string(text.title),
                              std::string(text.unit), std::string(text.meaning));
    }
    html += "</div>";
    const std::vector<Region>& regions = report.params().regions;
    if (regions.empty()) {
        return html + "<p class=\"muted\">No regions in the parameters.</p></section>";
    }
    html +=
        "<h3>Regions</h3><p>For each region of the parameters: the density of rooms asked of it "
        "and the one achieved (the area of the normal and dead-end rooms whose centre lies in "
        "it, over its area), per layout.</p><div class=\"grid\">";
    const std::vector<double> asked = report.askedDensities();
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const Rect& rect = regions[r].rect;
        const std::string title = describeRegion(regions, static_cast<int>(r));
        const std::string meaning =
            "rect [" + std::to_string(rect.x) + ", " + std::to_string(rect.y) + ", " +
            std::to_string(rect.w) + ", " + std::to_string(rect.h) + "]" +
            (regions[r].blocked ? ", blocked" : "") + "; asked " + fixed(asked[r], 3);
        html += qualityFigure(report.regionDensities()[r], title + ": achieved density", "density",
                              meaning);
    }
    return html + "</div></section>";
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

    html += qualitySection(report);
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
        "(easylink edit --seed S --step EVENT opens it there).");
    html += paramsSection(report);
    html += "</body></html>\n";
    return html;
}

}  // namespace easylink

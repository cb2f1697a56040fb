// report.html: the BatchReport as one self-contained page. Styles are
// inline, charts are inline SVG (a <title> on each bar gives its figures on
// hover), and there are no scripts, so the file reads the same from disk, in
// a mail attachment or in a browser with scripts off. Every text from the
// data goes through escapeHtml(); the markup is well formed (every element
// closed, void elements written "<meta ... />").

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "easylink/report/report_figures.hpp"
#include "easylink/report/report_output.hpp"
#include "easylink/report/report_text.hpp"
#include "html_charts.hpp"
#include "html_sections.hpp"

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

using report_text::fixed;
using namespace report_html;

// [SECTION] Sections, each drawn from core's figures (report_figures.hpp)

std::string flagsSection(const BatchReport& report) {
    const std::vector<ReportFlag> flags = reportFlags(report);
    std::string html = "<section id=\"flags\"><h2>Flags</h2>";
    if (flags.empty()) {
        return html + "<p>" + escapeHtml(noFlagsText()) + "</p></section>";
    }
    html += "<ul class=\"flags\">";
    for (const ReportFlag& flag : flags) {
        html += "<li><b>" + escapeHtml(flag.module) + "</b>" + escapeHtml(flag.rest) + "</li>";
    }
    return html + "</ul></section>";
}

std::string tableHead(const TableText& text) {
    std::string html = "<thead><tr>";
    for (std::string_view column : text.columns) {
        html += "<th>" + escapeHtml(column) + "</th>";
    }
    return html + "</tr></thead>";
}

std::string modulesSection(const BatchReport& report) {
    const TableText text = modulesTableText();
    std::string html = "<section id=\"modules\"><h2>" + escapeHtml(text.title) + "</h2><p>" +
                       escapeHtml(text.intro) + "</p><table class=\"modules\">" + tableHead(text) +
                       "<tbody>";
    for (const ModuleRow& row : moduleRows(report)) {
        html += std::string("<tr") + (row.neverPlaced ? " class=\"flagged-row\"" : "") + "><td>" +
                escapeHtml(row.name) + "</td><td>" + escapeHtml(row.kind) +
                "</td><td class=\"num\">" + escapeHtml(row.weight) + "</td><td class=\"num\">" +
                number(row.layouts) + " <span class=\"muted\">(" + escapeHtml(row.layoutsShare) +
                ")</span></td><td class=\"num\">" + number(row.placements) + "</td><td>";
        if (row.neverPlaced) {
            html += "<span class=\"flag\">never placed</span>";
        }
        for (const PortShare& port : row.ports) {
            html += std::string("<span class=\"port") + (port.never ? " flag" : "") + "\">" +
                    number(port.index) + " " + escapeHtml(port.dir) + " " +
                    fractionBar(port.fraction, port.never) + " " + escapeHtml(port.share) +
                    "</span>";
        }
        html += "</td></tr>";
    }
    return html + "</tbody></table></section>";
}

std::string choiceRows(const std::vector<ChoiceRow>& rows) {
    std::string html;
    for (const ChoiceRow& row : rows) {
        const std::string group =
            row.groupIsModule ? "<b>" + escapeHtml(row.group) + "</b>" : escapeHtml(row.group);
        html +=
            std::string("<tr") + (row.never ? " class=\"flagged-row\"" : "") + "><td>" + group +
            "</td><td>" + escapeHtml(row.name) + "</td><td class=\"num\">" +
            (row.never ? std::string("<span class=\"flag\">never</span>") : number(row.chosen)) +
            "</td><td class=\"num\">" + number(row.layouts) + "</td><td class=\"num\">" +
            escapeHtml(row.share) + "</td></tr>";
    }
    return html;
}

std::string choiceTable(const TableText& text, const std::vector<ChoiceRow>& rows) {
    return "<h3>" + escapeHtml(text.title) + "</h3><p>" + escapeHtml(text.intro) +
           "</p><table class=\"choices\">" + tableHead(text) + "<tbody>" + choiceRows(rows) +
           "</tbody></table>";
}

/// Phase 2 in two tables: each room module that has variants with the share
/// of its rooms each variant (or the module itself) filled, then the parts.
std::string phase2Section(const BatchReport& report) {
    const Phase2Tables tables = phase2Tables(report);
    std::string html =
        "<section id=\"phase2\"><h2>Phase 2: modules chosen by the resolver</h2><p>" +
        escapeHtml(tables.summary) + "</p>";
    if (report.resolvedLayouts() == 0) {
        return html + "<p class=\"muted\">" + escapeHtml(tables.note) + "</p></section>";
    }
    if (!tables.variants.empty()) {
        html += choiceTable(variantsTableText(), tables.variants);
    }
    if (!tables.parts.empty()) {
        html += choiceTable(partsTableText(), tables.parts);
    }
    if (!tables.note.empty()) {
        html += "<p class=\"muted\">" + escapeHtml(tables.note) + "</p>";
    }
    return html + "</section>";
}

/// The quality figures over the layouts made, then each region's density.
std::string qualitySection(const BatchReport& report) {
    // The intro is core's own sentence with a number: nothing in it to escape
    // (its apostrophe stays as written).
    std::string html = "<section id=\"quality\"><h2>Quality</h2><p>" + qualityIntro(report) +
                       "</p><div class=\"grid\">";
    const std::vector<ReportFigure> figures = qualityFigures(report);
    for (QualityFigure figure : kAllQualityFigures) {
        if (figureApplies(figure, report.catalogue())) {
            html += summaryFigureHtml(figures[static_cast<std::size_t>(figure)]);
        }
    }
    html += "</div>";
    const std::vector<RegionFigure> regions = regionFigures(report);
    if (regions.empty()) {
        return html + "<p class=\"muted\">No regions in the parameters.</p></section>";
    }
    html += "<h3>Regions</h3><p>" + escapeHtml(regionsIntro()) + "</p><div class=\"grid\">";
    for (const RegionFigure& region : regions) {
        html += summaryFigureHtml(region.figure);
    }
    return html + "</div></section>";
}

}  // namespace

std::string reportToHtml(const BatchReport& report, const ReportContext& context) {
    const Catalogue& catalogue = report.catalogue();
    const std::string seedRange = report_text::seedRange(report.seedTally());
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

    html += cardsHtml(summaryCards(report));

    html += flagsSection(report);

    html += "<section id=\"runs\"><h2>Runs</h2><div class=\"grid\">";
    html += countFigureHtml(metricFigure(report, Metric::Attempts));
    html += timeFigureHtml(timeFigure(report.milliseconds()), context,
                           "; rejected candidates are described, which costs time.");
    html += "</div></section>";

    html += "<section id=\"layouts\"><h2>Layouts</h2><p>Over the " + number(report.layoutCount()) +
            " layouts made. Loops are the cycle rank of the room graph, dead ends the normal " +
            "rooms with one connected port, the diameter the longest shortest path between two " +
            "rooms, counted in links (direct links and corridors).</p><div class=\"grid\">";
    // The figures' meanings are in the intro above, not under each chart. A
    // near-copy of metricFigure()'s meanings on purpose: the page says them
    // once as a sentence, the panel (which has no such intro) in each
    // chart's tooltip; a change to one wants the same change to the other.
    for (Metric metric : kAllMetrics) {
        if (metric != Metric::Attempts) {
            html += countFigureHtml(metricFigure(report, metric));
        }
    }
    html += "</div></section>";

    html += qualitySection(report);
    html += modulesSection(report);
    html += phase2Section(report);
    for (ReasonKind kind : kReasonSectionOrder) {
        html += reasonsSectionHtml(std::string(toString(kind)), reasonSectionText(kind),
                                   report.reasons(kind), report.options().topReasons);
    }
    html += paramsSectionHtml(paramsToJson(report.params()));
    html += "</body></html>\n";
    return html;
}

}  // namespace easylink

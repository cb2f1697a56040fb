// The sections report.html writes alike for every generator, from core's
// figures as data (report_figures.hpp).

#include "html_sections.hpp"

#include "easylink/report/report_output.hpp"
#include "easylink/report/report_text.hpp"
#include "html_charts.hpp"

namespace easylink::report_html {

using report_text::fixed;

std::string statsTable(const ReportFigure& figure) {
    if (figure.stats.empty()) {
        return "<p class=\"muted\">no data</p>";
    }
    std::string head;
    std::string cells;
    for (const FigureStat& stat : figure.stats) {
        head += "<th>" + escapeHtml(stat.name) + "</th>";
        cells += "<td>" + escapeHtml(stat.value) + "</td>";
    }
    return "<table class=\"stats\"><tr>" + head + "</tr><tr>" + cells + "</tr></table>";
}

std::string countFigureHtml(const ReportFigure& figure) {
    return "<figure><figcaption>" + escapeHtml(figure.title) + " <span class=\"muted\">(" +
           escapeHtml(figure.over) + ")</span></figcaption>" +
           barChart(figure.bars, figure.chartCaption) + statsTable(figure) + "</figure>";
}

std::string summaryFigureHtml(const ReportFigure& figure) {
    return "<figure><figcaption>" + escapeHtml(figure.title) + "</figcaption>" +
           barChart(figure.bars, figure.chartCaption) + statsTable(figure) + "<p class=\"muted\">" +
           escapeHtml(figure.meaning) + "</p></figure>";
}

std::string timeFigureHtml(const ReportFigure& figure, const ReportContext& context,
                           const std::string& cost) {
    // Unlike the other charts, no "no data" line: the note says why there is none.
    std::string html = "<figure><figcaption>" + escapeHtml(figure.title) +
                       " <span class=\"muted\">(" + escapeHtml(figure.over) +
                       ")</span></figcaption>" + barChart(figure.bars, figure.chartCaption);
    if (!figure.empty()) {
        html += statsTable(figure);
    }
    return html + "<p class=\"muted\">The only figure that depends on the machine: " +
           std::to_string(context.jobs) + (context.jobs == 1 ? " thread" : " threads") + ", " +
           fixed(context.wallSeconds, decimalsFor(context.wallSeconds / 10.0)) + " s in all" +
           escapeHtml(cost) + "</p></figure>";
}

std::string cardsHtml(const std::vector<SummaryCard>& cards) {
    std::string html = "<div class=\"cards\">";
    for (const SummaryCard& card : cards) {
        html += "<div class=\"card\"><div class=\"big\">" + escapeHtml(card.value) + "</div>" +
                escapeHtml(card.label) + "</div>";
    }
    return html + "</div>";
}

namespace {

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

}  // namespace

std::string reasonsSectionHtml(const std::string& id, const ReasonSectionText& text,
                               const ReasonTallies& tallies, std::size_t top) {
    const std::vector<ReasonRow> rows = reasonRows(tallies, top);
    std::string html = "<section id=\"" + escapeHtml(id) + "\"><h2>" + escapeHtml(text.title) +
                       "</h2><p>" + escapeHtml(text.intro) +
                       (text.pageNote.empty() ? "" : " " + escapeHtml(text.pageNote)) + " " +
                       reasonsSummary(tallies, rows.size()) + "</p>";
    if (rows.empty()) {
        return html + "</section>";
    }
    html +=
        "<table class=\"reasons\"><thead><tr><th>count</th><th>share</th><th>seeds</th>"
        "<th>category and example</th><th>first seeds</th></tr></thead><tbody>";
    for (const ReasonRow& row : rows) {
        html += "<tr><td class=\"num\">" + number(row.tally->count) + "</td><td>" +
                fractionBar(row.share, false) + " " + row.shareText + "</td><td class=\"num\">" +
                number(row.tally->seeds) + "</td><td><code>" + escapeHtml(*row.category) +
                "</code><div class=\"example\">" + escapeHtml(row.tally->example) +
                "</div></td><td>" + sightingsText(*row.tally) + "</td></tr>";
    }
    return html + "</tbody></table></section>";
}

std::string paramsSectionHtml(const Json& params) {
    std::string html =
        "<section id=\"params\"><details><summary>Parameters</summary><table class=\"params\">"
        "<tbody>";
    for (const auto& [key, value] : params.items()) {
        html += "<tr><td><code>" + escapeHtml(key) + "</code></td><td>" +
                escapeHtml(value.is_string() ? value.get<std::string>() : value.dump()) +
                "</td></tr>";
    }
    return html + "</tbody></table></details></section>";
}

}  // namespace easylink::report_html

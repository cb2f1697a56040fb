// report.json and report.html of a batch of tile maps (tile_report_output.hpp):
// the blocks and sections a report of modules writes too, from the same
// helpers, and the tile maps' own figures.

#include "easylink/report/tile_report_output.hpp"

#include "easylink/report/report_figures.hpp"
#include "html_charts.hpp"
#include "html_sections.hpp"
#include "report_json_parts.hpp"

namespace easylink {

Json tileReportToJson(const TileBatchReport& report, const ReportContext& context) {
    using namespace report_json;
    Json out = Json::object();
    out["format"] = "easylink-report";
    out["version"] = 1;
    out["generator"] = report.generator();
    out["params"] = report.params();

    Json seeds = Json::object();
    seeds["first"] = report.firstSeed() ? Json(*report.firstSeed()) : Json(nullptr);
    seeds["last"] = report.lastSeed() ? Json(*report.lastSeed()) : Json(nullptr);
    seeds["count"] = report.seedCount();
    out["seeds"] = std::move(seeds);

    Json success = Json::object();
    success["layouts"] = report.mapCount();
    success["failed"] = report.seedCount() - report.mapCount();
    success["rate"] = rounded(report.successRate());
    out["success"] = std::move(success);

    Json distributions = Json::object();
    distributions["attempts"] = distributionToJson(report.attempts());
    out["distributions"] = std::move(distributions);

    Json tiles = Json::object();
    for (TileFigure figure : kAllTileFigures) {
        tiles[std::string(toString(figure))] = figureToJson(report.figure(figure));
    }
    out["tiles"] = std::move(tiles);

    Json reasons = Json::object();
    for (TileReason reason : {TileReason::Failure, TileReason::Note}) {
        reasons[std::string(toString(reason))] =
            reasonsToJson(report.reasons(reason), report.options().topReasons);
    }
    out["reasons"] = std::move(reasons);
    out["events"] = report.eventCount();
    Json timing = timingBlock(context, report.milliseconds());
    timing["note"] =
        "the only figures that depend on the machine and its load; every other figure "
        "depends on the generator, its parameters and the seeds alone";
    out["timing"] = std::move(timing);
    return out;
}

std::string tileReportToHtml(const TileBatchReport& report, const ReportContext& context) {
    using namespace report_html;
    const std::string seedRange =
        report.firstSeed() ? number(*report.firstSeed()) + " to " + number(*report.lastSeed())
                           : std::string("none");
    const Json& params = report.params();
    const std::string size =
        params.value("width", Json(0)).dump() + "x" + params.value("height", Json(0)).dump();
    std::string html =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" />"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" /><title>" +
        escapeHtml("Easylink report: " + report.generator() + ", seeds " + seedRange) +
        "</title><style>" + kStyle + "</style></head><body>";
    html += "<h1>Easylink batch report: " + escapeHtml(report.generator()) +
            "</h1><p class=\"muted\">tile maps of the " + escapeHtml(report.generator()) +
            " generator; " + escapeHtml(size) + " map; seeds " + escapeHtml(seedRange) + " (" +
            number(report.seedCount()) + " runs)</p>";
    html += cardsHtml(summaryCards(report));

    const std::vector<ReportFigure> figures = tileFigures(report);
    html += "<section id=\"runs\"><h2>Runs</h2><div class=\"grid\">";
    html += countFigureHtml(figures.front());
    html += timeFigureHtml(timeFigure(report.milliseconds()), context, ".");
    html += "</div></section>";

    html += "<section id=\"maps\"><h2>Maps</h2><p>Over the " + number(report.mapCount()) +
            " maps made: each figure's mean, standard deviation and percentiles (p50 is the "
            "median).</p><div class=\"grid\">";
    for (std::size_t f = 1; f < figures.size(); ++f) {
        html += summaryFigureHtml(figures[f]);
    }
    html += "</div></section>";

    for (TileReason reason : {TileReason::Failure, TileReason::Note}) {
        html += reasonsSectionHtml(std::string(toString(reason)), reasonSectionText(reason),
                                   report.reasons(reason), report.options().topReasons);
    }
    html += paramsSectionHtml(params);
    html += "</body></html>\n";
    return html;
}

}  // namespace easylink

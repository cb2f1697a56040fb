// report.json and report.html of a batch of tile maps (tile_report_output.hpp):
// the blocks and sections a report of modules writes too, from the same
// helpers, and the tile maps' own figures.

#include "easylink/report/tile_report_output.hpp"

#include "easylink/report/report_figures.hpp"
#include "html_charts.hpp"
#include "html_sections.hpp"
#include "report_json_parts.hpp"

namespace easylink {

void writeTileReportJson(JsonWriter& writer, const TileBatchReport& report,
                         const ReportContext& context) {
    using namespace report_json;
    writer.beginObject();
    writer.member("format", "easylink-report");
    writer.member("version", 1);
    writer.member("generator", report.generator());
    writer.member("params", report.params());
    writer.key("seeds");
    writeSeedsJson(writer, report.seedTally());
    writer.key("success");
    writeSuccessJson(writer, report.seedTally());
    writer.key("distributions");
    writer.beginObject();
    writer.key("attempts");
    writeDistributionJson(writer, report.attempts());
    writer.endObject();
    writer.key("tiles");
    writer.beginObject();
    for (TileFigure figure : kAllTileFigures) {
        writer.key(toString(figure));
        writeFigureJson(writer, report.figure(figure));
    }
    writer.endObject();
    writer.key("reasons");
    writer.beginObject();
    for (TileReason reason : {TileReason::Failure, TileReason::Note}) {
        writer.key(toString(reason));
        writeReasonsJson(writer, report.reasons(reason), report.options().topReasons);
    }
    writer.endObject();
    writer.member("events", report.eventCount());
    writer.key("timing");
    writeTimingBlock(writer, context, report.milliseconds(),
                     "the only figures that depend on the machine and its load; every other "
                     "figure depends on the generator, its parameters and the seeds alone");
    writer.endObject();
}

std::string tileReportJsonText(const TileBatchReport& report, const ReportContext& context) {
    return readableJsonText(
        [&](JsonWriter& writer) { writeTileReportJson(writer, report, context); });
}

Json tileReportToJson(const TileBatchReport& report, const ReportContext& context) {
    return parseJsonText(tileReportJsonText(report, context)).value;
}

std::string tileReportToHtml(const TileBatchReport& report, const ReportContext& context) {
    using namespace report_html;
    const std::string seedRange = report_text::seedRange(report.seedTally());
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

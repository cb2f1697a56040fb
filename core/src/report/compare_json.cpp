// compare.json: two batches over the same seeds, figure by figure, with keys
// in a fixed order (docs/report.md). Like report.json, everything but
// "timing" depends on the catalogue, the two sets of parameters and the
// seeds alone, so the same comparison gives the same bytes for any --jobs.
// It is written member by member through a JsonWriter; compareToJson parses
// that text, so the document and the file can never disagree.

#include <optional>

#include "easylink/report/compare_output.hpp"
#include "easylink/report/report_output.hpp"
#include "report_json_parts.hpp"

namespace easylink {
namespace {

using report_json::writeNameOrNull;
using report_json::writeRectJson;
using report_json::writeSeedsJson;

/// A reported number, or null when the figure could not be worked out.
void numberOrNull(JsonWriter& writer, const std::optional<double>& value) {
    if (value) {
        writeReportNumber(writer, *value);
    } else {
        writer.null();
    }
}

void writeDifferenceJson(JsonWriter& writer, const std::optional<MeanDifference>& difference) {
    if (!difference) {
        writer.null();
        return;
    }
    writer.beginObject();
    writer.key("mean");
    writeReportNumber(writer, difference->mean);
    writer.key("standard_error");
    numberOrNull(writer, difference->standardError);
    writer.key("degrees_of_freedom");
    numberOrNull(writer, difference->degreesOfFreedom);
    writer.key("interval_95");
    if (difference->interval95) {
        writer.beginArray();
        writeReportNumber(writer, difference->interval95->first);
        writeReportNumber(writer, difference->interval95->second);
        writer.endArray();
    } else {
        writer.null();
    }
    writer.key("excludes_zero");
    if (difference->interval95) {
        writer.value(difference->excludesZero());
    } else {
        writer.null();
    }
    writer.endObject();
}

/// The members "a", "b" and "difference" of a compared figure.
void writeSidesJson(JsonWriter& writer, const FigureComparison& figure) {
    writer.key("a");
    writeFigureJson(writer, figure.a);
    writer.key("b");
    writeFigureJson(writer, figure.b);
    writer.key("difference");
    writeDifferenceJson(writer, figure.difference);
}

void writeComparisonJson(JsonWriter& writer, const FigureComparison& figure) {
    writer.beginObject();
    writer.member("title", figure.title);
    writer.member("unit", figure.unit);
    writer.member("over", figure.over);
    writeSidesJson(writer, figure);
    writer.endObject();
}

void writeSideJson(JsonWriter& writer, const BatchReport& report, const std::string& file) {
    writer.beginObject();
    writer.member("file", file);
    writer.member("params", paramsToJson(report.params()));
    writer.endObject();
}

void writeChangedParamsJson(JsonWriter& writer, const EasylinkParams& a, const EasylinkParams& b) {
    writer.beginArray();
    for (const ParamChange& change : changedParams(a, b)) {
        writer.beginObject();
        writer.member("key", change.key);
        writer.member("a", change.a);
        writer.member("b", change.b);
        writer.endObject();
    }
    writer.endArray();
}

void writeRegionsJson(JsonWriter& writer, const BatchReport& a, const BatchComparison& comparison) {
    writer.beginObject();
    writer.member("compared", comparison.regionsCompared);
    writer.key("note");
    writeNameOrNull(writer, comparison.regionsNote);
    writer.key("densities");
    writer.beginArray();
    for (const FigureComparison& figure : comparison.regions) {
        const std::size_t r = *figure.region;
        const Region& region = a.params().regions[r];
        writer.beginObject();
        writer.member("index", r);
        writer.key("name");
        writeNameOrNull(writer, region.name);
        writer.key("rect");
        writeRectJson(writer, region.rect);
        writer.key("asked_a");
        writeReportNumber(writer, figure.askedA);
        writer.key("asked_b");
        writeReportNumber(writer, figure.askedB);
        writeSidesJson(writer, figure);
        writer.endObject();
    }
    writer.endArray();
    writer.endObject();
}

void writeCompareTimingJson(JsonWriter& writer, const CompareContext& context) {
    writer.beginObject();
    writer.member("note",
                  "the only figures that depend on the machine and its load; every other figure "
                  "depends on the catalogue, the two sets of parameters and the seeds alone");
    writer.member("jobs", context.jobs);
    writer.key("a_wall_seconds");
    writeReportNumber(writer, context.wallSecondsA);
    writer.key("b_wall_seconds");
    writeReportNumber(writer, context.wallSecondsB);
    writer.endObject();
}

}  // namespace

void writeCompareJson(JsonWriter& writer, const BatchReport& a, const BatchReport& b,
                      const CompareContext& context) {
    const BatchComparison comparison = compareBatches(a, b);
    writer.beginObject();
    writer.member("format", "easylink-compare");
    writer.member("version", 1);
    writer.member("generator", "easylink");
    writer.key("catalogue");
    writer.beginObject();
    writer.member("name", a.catalogue().name);
    writer.member("file", context.catalogueFile);
    writer.member("modules", a.catalogue().modules.size());
    writer.endObject();
    writer.key("seeds");
    writeSeedsJson(writer, a.seedTally());
    writer.key("a");
    writeSideJson(writer, a, context.fileA);
    writer.key("b");
    writeSideJson(writer, b, context.fileB);
    writer.key("changed_params");
    writeChangedParamsJson(writer, a.params(), b.params());
    writer.member("difference",
                  "B - A; standard_error = sqrt(sdA^2/nA + sdB^2/nB); interval_95 = difference "
                  "-/+ t(0.975, Welch degrees of freedom) * standard_error, the two batches "
                  "taken as independent samples");
    writer.key("figures");
    writer.beginObject();
    for (const FigureComparison& figure : comparison.figures) {
        writer.key(figure.key);
        writeComparisonJson(writer, figure);
    }
    writer.endObject();
    writer.key("regions");
    writeRegionsJson(writer, a, comparison);
    writer.key("timing");
    writeCompareTimingJson(writer, context);
    writer.endObject();
}

std::string compareJsonText(const BatchReport& a, const BatchReport& b,
                            const CompareContext& context) {
    return readableJsonText([&](JsonWriter& writer) { writeCompareJson(writer, a, b, context); });
}

Json compareToJson(const BatchReport& a, const BatchReport& b, const CompareContext& context) {
    return parseJsonText(compareJsonText(a, b, context)).value;
}

}  // namespace easylink

// report.json: the BatchReport written member by member through a
// JsonWriter, with keys in a fixed order (docs/report.md). Real numbers are
// rounded to three decimals, so the file reads well and two runs over the
// same seeds give the same bytes everywhere but under "timing". The document
// form (reportToJson) is this text parsed, so the two can never disagree.

#include <cmath>
#include <optional>

#include "easylink/report/report_output.hpp"
#include "report_json_parts.hpp"

namespace easylink {
namespace report_json {

double rounded(double value) {
    return std::round(value * 1000.0) / 1000.0;
}

namespace {

constexpr int kTimeBins = 20;

/// An optional value, or null when it is missing.
template <typename T>
void valueOrNull(JsonWriter& writer, const std::optional<T>& value) {
    if (value) {
        writer.value(*value);
    } else {
        writer.null();
    }
}

/// A figure as report files write it, or null when the distribution is empty.
void figureOrNull(JsonWriter& writer, bool empty, double value) {
    if (empty) {
        writer.null();
    } else {
        writeReportNumber(writer, value);
    }
}

void writeTimingDistribution(JsonWriter& writer, const RealDistribution& ms) {
    writer.beginObject();
    writer.member("count", ms.count());
    if (ms.empty()) {
        for (const char* name : {"min", "median", "mean", "max"}) {
            writer.key(name);
            writer.null();
        }
        writer.key("histogram");
        writer.beginArray();
        writer.endArray();
        writer.endObject();
        return;
    }
    writer.member("min", rounded(ms.min()));
    writer.member("median", rounded(ms.median()));
    writer.member("mean", rounded(ms.mean()));
    writer.member("max", rounded(ms.max()));
    const std::vector<std::uint64_t> counts = ms.histogram(kTimeBins);
    const double width = (ms.max() - ms.min()) / static_cast<double>(counts.size());
    writer.key("histogram");
    writer.beginArray();
    for (std::size_t bin = 0; bin < counts.size(); ++bin) {
        writer.beginObject();
        writer.member("from", rounded(ms.min() + width * static_cast<double>(bin)));
        writer.member("to", rounded(ms.min() + width * static_cast<double>(bin + 1)));
        writer.member("count", counts[bin]);
        writer.endObject();
    }
    writer.endArray();
    writer.endObject();
}

}  // namespace

void writeDistributionJson(JsonWriter& writer, const IntDistribution& distribution) {
    writer.beginObject();
    writer.member("count", distribution.count());
    if (distribution.empty()) {
        for (const char* name : {"min", "median", "mean", "max"}) {
            writer.key(name);
            writer.null();
        }
    } else {
        writer.member("min", distribution.min());
        writer.member("median", rounded(distribution.median()));
        writer.member("mean", rounded(distribution.mean()));
        writer.member("max", distribution.max());
    }
    writer.key("histogram");
    writer.beginArray();
    for (const auto& [value, times] : distribution.counts()) {
        writer.beginArray();
        writer.value(value);
        writer.value(times);
        writer.endArray();
    }
    writer.endArray();
    writer.endObject();
}

void writeReasonsJson(JsonWriter& writer, const ReasonTallies& tallies, std::size_t top) {
    writer.beginObject();
    writer.member("total", reasonTotal(tallies));
    writer.member("distinct", tallies.size());
    writer.key("categories");
    writer.beginArray();
    for (const auto& [category, tally] : topReasons(tallies, top)) {
        writer.beginObject();
        writer.member("category", *category);
        writer.member("count", tally->count);
        writer.member("seeds", tally->seeds);
        writer.member("example", tally->example);
        writer.key("first_seeds");
        writer.beginArray();
        for (const ReasonSighting& sighting : tally->firstSeeds) {
            writer.beginObject();
            writer.member("seed", sighting.seed);
            writer.key("event");
            valueOrNull(writer, sighting.event);
            writer.endObject();
        }
        writer.endArray();
        writer.endObject();
    }
    writer.endArray();
    writer.endObject();
}

void writeTimingBlock(JsonWriter& writer, const ReportContext& context, const RealDistribution& ms,
                      std::string_view note) {
    writer.beginObject();
    writer.member("note", note);
    writer.member("jobs", context.jobs);
    writer.member("wall_seconds", rounded(context.wallSeconds));
    writer.key("ms_per_seed");
    writeTimingDistribution(writer, ms);
    writer.endObject();
}

void writeSeedsJson(JsonWriter& writer, const SeedTally& seeds) {
    writer.beginObject();
    writer.key("first");
    valueOrNull(writer, seeds.firstSeed());
    writer.key("last");
    valueOrNull(writer, seeds.lastSeed());
    writer.member("count", seeds.count());
    writer.endObject();
}

void writeSuccessJson(JsonWriter& writer, const SeedTally& seeds) {
    writer.beginObject();
    writer.member("layouts", seeds.made());
    writer.member("failed", seeds.failed());
    writer.member("rate", rounded(seeds.successRate()));
    writer.endObject();
}

void writeRectJson(JsonWriter& writer, const Rect& rect) {
    writer.beginArray();
    for (int side : {rect.x, rect.y, rect.w, rect.h}) {
        writer.value(side);
    }
    writer.endArray();
}

void writeNameOrNull(JsonWriter& writer, const std::string& name) {
    if (name.empty()) {
        writer.null();
    } else {
        writer.value(name);
    }
}

}  // namespace report_json

namespace {

using namespace report_json;

void writeRegionsJson(JsonWriter& writer, const BatchReport& report) {
    const std::vector<Region>& regions = report.params().regions;
    const std::vector<double> asked = report.askedDensities();
    writer.beginArray();
    for (std::size_t r = 0; r < regions.size(); ++r) {
        writer.beginObject();
        writer.member("index", r);
        writer.key("name");
        writeNameOrNull(writer, regions[r].name);
        writer.key("rect");
        writeRectJson(writer, regions[r].rect);
        writer.member("blocked", regions[r].blocked);
        writer.key("asked");
        writeReportNumber(writer, asked[r]);
        writer.key("achieved");
        writeFigureJson(writer, report.regionDensities()[r]);
        writer.endObject();
    }
    writer.endArray();
}

void writeQualityJson(JsonWriter& writer, const BatchReport& report) {
    writer.beginObject();
    for (QualityFigure figure : kAllQualityFigures) {
        if (!figureApplies(figure, report.catalogue())) {
            continue;
        }
        writer.key(toString(figure));
        writeFigureJson(writer, report.quality(figure));
    }
    writer.key("regions");
    writeRegionsJson(writer, report);
    writer.endObject();
}

void writePortJson(JsonWriter& writer, const PortSpec& port, std::size_t p,
                   const ModuleTally& tally, bool byLayout) {
    writer.beginObject();
    writer.member("index", p);
    writer.member("dir", toString(port.pose.dir));
    writer.key("widths");
    writer.beginArray();
    for (int width : port.widths) {
        writer.value(width);
    }
    writer.endArray();
    const std::uint64_t inUse = p < tally.portsInUse.size() ? tally.portsInUse[p] : 0;
    writer.member("in_use", inUse);
    writer.key("fraction");
    if (tally.placements == 0) {
        writer.null();
    } else {
        writer.value(rounded(static_cast<double>(inUse) / static_cast<double>(tally.placements)));
    }
    writer.member("never_connected", byLayout && tally.placements > 0 && inUse == 0);
    writer.endObject();
}

void writeModuleJson(JsonWriter& writer, const BatchReport& report, std::size_t index) {
    const ModuleTemplate& module = report.catalogue().modules[index];
    const ModuleTally& tally = report.modules()[index];
    const bool byLayout = report.placedByLayout(index);
    writer.beginObject();
    writer.member("index", index);
    writer.member("name", module.name);
    writer.member("kind", toString(module.kind));
    writer.member("weight", module.weight);
    writer.key("variant_of");
    if (module.isVariant()) {
        writer.value(module.variantOf);
    } else {
        writer.null();
    }
    writer.member("placed_by", byLayout ? "layout" : "resolver");
    writer.member("layouts", tally.layouts);
    writer.member("placements", tally.placements);
    writer.member("never_placed", byLayout && tally.placements == 0);
    writer.key("ports");
    writer.beginArray();
    for (std::size_t p = 0; p < module.ports.size(); ++p) {
        writePortJson(writer, module.ports[p], p, tally, byLayout);
    }
    writer.endArray();
    writer.member("chosen", tally.chosen);
    writer.member("chosen_layouts", tally.chosenLayouts);
    writer.member("never_chosen", !byLayout && report.resolvedLayouts() > 0 && tally.chosen == 0);
    writer.endObject();
}

void writeCatalogueJson(JsonWriter& writer, const Catalogue& catalogue, const std::string& file) {
    writer.beginObject();
    writer.member("name", catalogue.name);
    writer.member("file", file);
    writer.member("modules", catalogue.modules.size());
    writer.endObject();
}

void writeFlagsJson(JsonWriter& writer, const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    writer.beginObject();
    writer.key("modules_never_placed");
    writer.beginArray();
    for (std::size_t m : report.modulesNeverPlaced()) {
        writer.value(catalogue.modules[m].name);
    }
    writer.endArray();
    writer.key("ports_never_connected");
    writer.beginArray();
    for (const auto& [m, p] : report.portsNeverConnected()) {
        writer.beginObject();
        writer.member("module", catalogue.modules[m].name);
        writer.member("port", p);
        writer.member("dir", toString(catalogue.modules[m].ports[p].pose.dir));
        writer.endObject();
    }
    writer.endArray();
    writer.key("modules_never_chosen");
    writer.beginArray();
    for (std::size_t m : report.modulesNeverChosen()) {
        writer.value(catalogue.modules[m].name);
    }
    writer.endArray();
    writer.endObject();
}

void writeModuleReasonsJson(JsonWriter& writer, const BatchReport& report) {
    writer.beginObject();
    for (ReasonKind kind : {ReasonKind::AttemptFailed, ReasonKind::Failure, ReasonKind::Rejection,
                            ReasonKind::Phase2Problem}) {
        writer.key(toString(kind));
        writeReasonsJson(writer, report.reasons(kind), report.options().topReasons);
    }
    writer.endObject();
}

}  // namespace

void writeReportNumber(JsonWriter& writer, double value) {
    const double r = rounded(value);
    if (r == std::floor(r) && std::abs(r) < 1e15) {
        writer.value(static_cast<std::int64_t>(r));
    } else {
        writer.value(r);
    }
}

void writeFigureJson(JsonWriter& writer, const FigureDistribution& distribution) {
    const bool empty = distribution.empty();
    writer.beginObject();
    writer.member("count", distribution.count());
    const auto figure = [&](const char* name, auto compute) {
        writer.key(name);
        figureOrNull(writer, empty, empty ? 0.0 : compute());
    };
    figure("mean", [&] { return distribution.mean(); });
    figure("sd", [&] { return distribution.standardDeviation(); });
    figure("min", [&] { return distribution.min(); });
    figure("p10", [&] { return distribution.percentile(0.1); });
    figure("p50", [&] { return distribution.percentile(0.5); });
    figure("p90", [&] { return distribution.percentile(0.9); });
    figure("max", [&] { return distribution.max(); });
    writer.key("histogram");
    writer.beginArray();
    for (const FigureDistribution::Bin& bin : distribution.histogram()) {
        writer.beginObject();
        writer.key("from");
        writeReportNumber(writer, bin.from);
        writer.key("to");
        writeReportNumber(writer, bin.to);
        writer.member("count", bin.count);
        writer.endObject();
    }
    writer.endArray();
    writer.endObject();
}

void writeReportJson(JsonWriter& writer, const BatchReport& report, const ReportContext& context) {
    writer.beginObject();
    writer.member("format", "easylink-report");
    writer.member("version", 1);
    writer.member("generator", "easylink");
    writer.key("catalogue");
    writeCatalogueJson(writer, report.catalogue(), context.catalogueFile);
    writer.member("params", paramsToJson(report.params()));
    writer.key("seeds");
    writeSeedsJson(writer, report.seedTally());
    writer.key("success");
    writeSuccessJson(writer, report.seedTally());
    writer.key("distributions");
    writer.beginObject();
    for (Metric metric : kAllMetrics) {
        writer.key(toString(metric));
        writeDistributionJson(writer, report.distribution(metric));
    }
    writer.endObject();
    writer.key("quality");
    writeQualityJson(writer, report);
    writer.key("modules");
    writer.beginArray();
    for (std::size_t m = 0; m < report.catalogue().modules.size(); ++m) {
        writeModuleJson(writer, report, m);
    }
    writer.endArray();
    writer.key("flags");
    writeFlagsJson(writer, report);
    writer.key("phase2");
    writer.beginObject();
    writer.member("resolved_layouts", report.resolvedLayouts());
    writer.member("generic_slots", report.genericSlots());
    writer.endObject();
    writer.key("reasons");
    writeModuleReasonsJson(writer, report);
    writer.member("events", report.eventCount());
    writer.key("timing");
    writeTimingBlock(writer, context, report.milliseconds(),
                     "the only figures that depend on the machine and its load; every other "
                     "figure depends on the catalogue, the parameters and the seeds alone");
    writer.endObject();
}

std::string reportJsonText(const BatchReport& report, const ReportContext& context) {
    return readableJsonText([&](JsonWriter& writer) { writeReportJson(writer, report, context); });
}

Json reportToJson(const BatchReport& report, const ReportContext& context) {
    return parseJsonText(reportJsonText(report, context)).value;
}

}  // namespace easylink

// report.json: the BatchReport as a document with keys in a fixed order
// (docs/report.md). Real numbers are rounded to three decimals, so the file
// reads well and two runs over the same seeds give the same bytes everywhere
// but under "timing".

#include <cmath>

#include "easylink/report/report_output.hpp"
#include "report_json_parts.hpp"

namespace easylink {
namespace report_json {

double rounded(double value) {
    return std::round(value * 1000.0) / 1000.0;
}

Json distributionToJson(const IntDistribution& distribution) {
    Json out = Json::object();
    out["count"] = distribution.count();
    if (distribution.empty()) {
        out["min"] = nullptr;
        out["median"] = nullptr;
        out["mean"] = nullptr;
        out["max"] = nullptr;
    } else {
        out["min"] = distribution.min();
        out["median"] = rounded(distribution.median());
        out["mean"] = rounded(distribution.mean());
        out["max"] = distribution.max();
    }
    Json histogram = Json::array();
    for (const auto& [value, times] : distribution.counts()) {
        histogram.push_back(Json::array({value, times}));
    }
    out["histogram"] = std::move(histogram);
    return out;
}

namespace {
constexpr int kTimeBins = 20;
}  // namespace

Json timingToJson(const RealDistribution& ms) {
    Json out = Json::object();
    out["count"] = ms.count();
    if (ms.empty()) {
        out["min"] = nullptr;
        out["median"] = nullptr;
        out["mean"] = nullptr;
        out["max"] = nullptr;
        out["histogram"] = Json::array();
        return out;
    }
    out["min"] = rounded(ms.min());
    out["median"] = rounded(ms.median());
    out["mean"] = rounded(ms.mean());
    out["max"] = rounded(ms.max());
    const std::vector<std::uint64_t> counts = ms.histogram(kTimeBins);
    const double width = (ms.max() - ms.min()) / static_cast<double>(counts.size());
    Json histogram = Json::array();
    for (std::size_t bin = 0; bin < counts.size(); ++bin) {
        Json entry = Json::object();
        entry["from"] = rounded(ms.min() + width * static_cast<double>(bin));
        entry["to"] = rounded(ms.min() + width * static_cast<double>(bin + 1));
        entry["count"] = counts[bin];
        histogram.push_back(std::move(entry));
    }
    out["histogram"] = std::move(histogram);
    return out;
}

Json reasonsToJson(const ReasonTallies& tallies, std::size_t top) {
    Json out = Json::object();
    out["total"] = reasonTotal(tallies);
    out["distinct"] = tallies.size();
    Json categories = Json::array();
    for (const auto& [category, tally] : topReasons(tallies, top)) {
        Json entry = Json::object();
        entry["category"] = *category;
        entry["count"] = tally->count;
        entry["seeds"] = tally->seeds;
        entry["example"] = tally->example;
        Json sightings = Json::array();
        for (const ReasonSighting& sighting : tally->firstSeeds) {
            Json one = Json::object();
            one["seed"] = sighting.seed;
            one["event"] = sighting.event ? Json(*sighting.event) : Json(nullptr);
            sightings.push_back(std::move(one));
        }
        entry["first_seeds"] = std::move(sightings);
        categories.push_back(std::move(entry));
    }
    out["categories"] = std::move(categories);
    return out;
}

Json timingBlock(const ReportContext& context, const RealDistribution& ms) {
    Json timing = Json::object();
    timing["note"] =
        "the only figures that depend on the machine and its load; every other figure "
        "depends on the catalogue, the parameters and the seeds alone";
    timing["jobs"] = context.jobs;
    timing["wall_seconds"] = rounded(context.wallSeconds);
    timing["ms_per_seed"] = timingToJson(ms);
    return timing;
}

}  // namespace report_json

namespace {

using namespace report_json;

Json qualityToJson(const BatchReport& report) {
    Json out = Json::object();
    for (QualityFigure figure : kAllQualityFigures) {
        out[std::string(toString(figure))] = figureToJson(report.quality(figure));
    }
    const std::vector<Region>& regions = report.params().regions;
    const std::vector<double> asked = report.askedDensities();
    Json list = Json::array();
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const Rect& rect = regions[r].rect;
        Json region = Json::object();
        region["index"] = r;
        region["name"] = regions[r].name.empty() ? Json(nullptr) : Json(regions[r].name);
        region["rect"] = Json::array({rect.x, rect.y, rect.w, rect.h});
        region["blocked"] = regions[r].blocked;
        region["asked"] = reportNumber(asked[r]);
        region["achieved"] = figureToJson(report.regionDensities()[r]);
        list.push_back(std::move(region));
    }
    out["regions"] = std::move(list);
    return out;
}

Json moduleToJson(const BatchReport& report, std::size_t index) {
    const ModuleTemplate& module = report.catalogue().modules[index];
    const ModuleTally& tally = report.modules()[index];
    const bool byLayout = report.placedByLayout(index);
    Json out = Json::object();
    out["index"] = index;
    out["name"] = module.name;
    out["kind"] = std::string(toString(module.kind));
    out["weight"] = module.weight;
    out["variant_of"] = module.isVariant() ? Json(module.variantOf) : Json(nullptr);
    out["placed_by"] = byLayout ? "layout" : "resolver";
    out["layouts"] = tally.layouts;
    out["placements"] = tally.placements;
    out["never_placed"] = byLayout && tally.placements == 0;
    Json ports = Json::array();
    for (std::size_t p = 0; p < module.ports.size(); ++p) {
        Json port = Json::object();
        port["index"] = p;
        port["dir"] = std::string(toString(module.ports[p].pose.dir));
        port["widths"] = module.ports[p].widths;
        const std::uint64_t inUse = p < tally.portsInUse.size() ? tally.portsInUse[p] : 0;
        port["in_use"] = inUse;
        port["fraction"] =
            tally.placements == 0
                ? Json(nullptr)
                : Json(rounded(static_cast<double>(inUse) / static_cast<double>(tally.placements)));
        port["never_connected"] = byLayout && tally.placements > 0 && inUse == 0;
        ports.push_back(std::move(port));
    }
    out["ports"] = std::move(ports);
    out["chosen"] = tally.chosen;
    out["chosen_layouts"] = tally.chosenLayouts;
    out["never_chosen"] = !byLayout && report.resolvedLayouts() > 0 && tally.chosen == 0;
    return out;
}

}  // namespace

Json reportNumber(double value) {
    const double r = rounded(value);
    if (r == std::floor(r) && std::abs(r) < 1e15) {
        return Json(static_cast<std::int64_t>(r));
    }
    return Json(r);
}

Json figureToJson(const FigureDistribution& distribution) {
    Json out = Json::object();
    out["count"] = distribution.count();
    const bool empty = distribution.empty();
    const auto figure = [&](double value) { return empty ? Json(nullptr) : reportNumber(value); };
    out["mean"] = figure(empty ? 0.0 : distribution.mean());
    out["sd"] = figure(empty ? 0.0 : distribution.standardDeviation());
    out["min"] = figure(empty ? 0.0 : distribution.min());
    out["p10"] = figure(empty ? 0.0 : distribution.percentile(0.1));
    out["p50"] = figure(empty ? 0.0 : distribution.percentile(0.5));
    out["p90"] = figure(empty ? 0.0 : distribution.percentile(0.9));
    out["max"] = figure(empty ? 0.0 : distribution.max());
    Json histogram = Json::array();
    for (const FigureDistribution::Bin& bin : distribution.histogram()) {
        Json entry = Json::object();
        entry["from"] = reportNumber(bin.from);
        entry["to"] = reportNumber(bin.to);
        entry["count"] = bin.count;
        histogram.push_back(std::move(entry));
    }
    out["histogram"] = std::move(histogram);
    return out;
}

Json reportToJson(const BatchReport& report, const ReportContext& context) {
    const Catalogue& catalogue = report.catalogue();
    Json out = Json::object();
    out["format"] = "easylink-report";
    out["version"] = 1;
    out["generator"] = "easylink";

    Json catalogueInfo = Json::object();
    catalogueInfo["name"] = catalogue.name;
    catalogueInfo["file"] = context.catalogueFile;
    catalogueInfo["modules"] = catalogue.modules.size();
    out["catalogue"] = std::move(catalogueInfo);
    out["params"] = paramsToJson(report.params());

    Json seeds = Json::object();
    seeds["first"] = report.firstSeed() ? Json(*report.firstSeed()) : Json(nullptr);
    seeds["last"] = report.lastSeed() ? Json(*report.lastSeed()) : Json(nullptr);
    seeds["count"] = report.seedCount();
    out["seeds"] = std::move(seeds);

    Json success = Json::object();
    success["layouts"] = report.layoutCount();
    success["failed"] = report.seedCount() - report.layoutCount();
    success["rate"] = rounded(report.successRate());
    out["success"] = std::move(success);

    Json distributions = Json::object();
    for (Metric metric : kAllMetrics) {
        distributions[std::string(toString(metric))] =
            distributionToJson(report.distribution(metric));
    }
    out["distributions"] = std::move(distributions);
    out["quality"] = qualityToJson(report);

    Json modules = Json::array();
    for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
        modules.push_back(moduleToJson(report, m));
    }
    out["modules"] = std::move(modules);

    Json flags = Json::object();
    Json neverPlaced = Json::array();
    for (std::size_t m : report.modulesNeverPlaced()) {
        neverPlaced.push_back(catalogue.modules[m].name);
    }
    flags["modules_never_placed"] = std::move(neverPlaced);
    Json neverConnected = Json::array();
    for (const auto& [m, p] : report.portsNeverConnected()) {
        Json port = Json::object();
        port["module"] = catalogue.modules[m].name;
        port["port"] = p;
        port["dir"] = std::string(toString(catalogue.modules[m].ports[p].pose.dir));
        neverConnected.push_back(std::move(port));
    }
    flags["ports_never_connected"] = std::move(neverConnected);
    Json neverChosen = Json::array();
    for (std::size_t m : report.modulesNeverChosen()) {
        neverChosen.push_back(catalogue.modules[m].name);
    }
    flags["modules_never_chosen"] = std::move(neverChosen);
    out["flags"] = std::move(flags);

    Json phase2 = Json::object();
    phase2["resolved_layouts"] = report.resolvedLayouts();
    phase2["generic_slots"] = report.genericSlots();
    out["phase2"] = std::move(phase2);

    Json reasons = Json::object();
    for (ReasonKind kind : {ReasonKind::AttemptFailed, ReasonKind::Failure, ReasonKind::Rejection,
                            ReasonKind::Phase2Problem}) {
        reasons[std::string(toString(kind))] =
            reasonsToJson(report.reasons(kind), report.options().topReasons);
    }
    out["reasons"] = std::move(reasons);
    out["events"] = report.eventCount();

    out["timing"] = timingBlock(context, report.milliseconds());
    return out;
}

}  // namespace easylink

// compare.json: two batches over the same seeds, figure by figure, with keys
// in a fixed order (docs/report.md). Like report.json, everything but
// "timing" depends on the catalogue, the two sets of parameters and the
// seeds alone, so the same comparison gives the same bytes for any --jobs.

#include "easylink/report/compare_output.hpp"
#include "easylink/report/report_output.hpp"

namespace easylink {
namespace {

Json differenceToJson(const std::optional<MeanDifference>& difference) {
    if (!difference) {
        return nullptr;
    }
    Json out = Json::object();
    out["mean"] = reportNumber(difference->mean);
    out["standard_error"] =
        difference->standardError ? reportNumber(*difference->standardError) : Json(nullptr);
    out["degrees_of_freedom"] =
        difference->degreesOfFreedom ? reportNumber(*difference->degreesOfFreedom) : Json(nullptr);
    out["interval_95"] = difference->interval95
                             ? Json::array({reportNumber(difference->interval95->first),
                                            reportNumber(difference->interval95->second)})
                             : Json(nullptr);
    out["excludes_zero"] =
        difference->interval95 ? Json(difference->excludesZero()) : Json(nullptr);
    return out;
}

Json comparisonToJson(const FigureComparison& figure) {
    Json out = Json::object();
    out["title"] = figure.title;
    out["unit"] = figure.unit;
    out["over"] = figure.over;
    out["a"] = figureToJson(figure.a);
    out["b"] = figureToJson(figure.b);
    out["difference"] = differenceToJson(figure.difference);
    return out;
}

Json sideToJson(const BatchReport& report, const std::string& file) {
    Json out = Json::object();
    out["file"] = file;
    out["params"] = paramsToJson(report.params());
    return out;
}

}  // namespace

Json compareToJson(const BatchReport& a, const BatchReport& b, const CompareContext& context) {
    const BatchComparison comparison = compareBatches(a, b);
    Json out = Json::object();
    out["format"] = "easylink-compare";
    out["version"] = 1;
    out["generator"] = "easylink";

    Json catalogueInfo = Json::object();
    catalogueInfo["name"] = a.catalogue().name;
    catalogueInfo["file"] = context.catalogueFile;
    catalogueInfo["modules"] = a.catalogue().modules.size();
    out["catalogue"] = std::move(catalogueInfo);

    Json seeds = Json::object();
    seeds["first"] = a.firstSeed() ? Json(*a.firstSeed()) : Json(nullptr);
    seeds["last"] = a.lastSeed() ? Json(*a.lastSeed()) : Json(nullptr);
    seeds["count"] = a.seedCount();
    out["seeds"] = std::move(seeds);

    out["a"] = sideToJson(a, context.fileA);
    out["b"] = sideToJson(b, context.fileB);
    Json changed = Json::array();
    for (const ParamChange& change : changedParams(a.params(), b.params())) {
        Json entry = Json::object();
        entry["key"] = change.key;
        entry["a"] = change.a;
        entry["b"] = change.b;
        changed.push_back(std::move(entry));
    }
    out["changed_params"] = std::move(changed);
    out["difference"] =
        "B - A; standard_error = sqrt(sdA^2/nA + sdB^2/nB); interval_95 = difference -/+ "
        "t(0.975, Welch degrees of freedom) * standard_error, the two batches taken as "
        "independent samples";

    Json figures = Json::object();
    for (const FigureComparison& figure : comparison.figures) {
        figures[figure.key] = comparisonToJson(figure);
    }
    out["figures"] = std::move(figures);

    Json regions = Json::object();
    regions["compared"] = comparison.regionsCompared;
    regions["note"] = comparison.regionsNote.empty() ? Json(nullptr) : Json(comparison.regionsNote);
    Json densities = Json::array();
    for (const FigureComparison& figure : comparison.regions) {
        const std::size_t r = *figure.region;
        const Region& region = a.params().regions[r];
        Json entry = Json::object();
        entry["index"] = r;
        entry["name"] = region.name.empty() ? Json(nullptr) : Json(region.name);
        entry["rect"] = Json::array({region.rect.x, region.rect.y, region.rect.w, region.rect.h});
        entry["asked_a"] = reportNumber(figure.askedA);
        entry["asked_b"] = reportNumber(figure.askedB);
        const Json body = comparisonToJson(figure);
        for (const char* key : {"a", "b", "difference"}) {
            entry[key] = body.at(key);
        }
        densities.push_back(std::move(entry));
    }
    regions["densities"] = std::move(densities);
    out["regions"] = std::move(regions);

    Json timing = Json::object();
    timing["note"] =
        "the only figures that depend on the machine and its load; every other figure "
        "depends on the catalogue, the two sets of parameters and the seeds alone";
    timing["jobs"] = context.jobs;
    timing["a_wall_seconds"] = reportNumber(context.wallSecondsA);
    timing["b_wall_seconds"] = reportNumber(context.wallSecondsB);
    out["timing"] = std::move(timing);
    return out;
}

}  // namespace easylink

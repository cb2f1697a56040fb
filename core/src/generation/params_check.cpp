// Checking a whole set of parameters (validateParams, checkParams): each
// value in its range, then what depends on more than one value, once every
// value is in: a target's min against its max, the regions against the
// map's final size.

#include <cmath>
#include <utility>
#include <variant>

#include "easylink/generation/generator_params.hpp"
#include "param_table.hpp"

namespace easylink {
namespace {

using namespace param_table;

/// One problem of a single value.
void reportValue(std::vector<ParamProblem>& problems, std::string_view key, std::string message) {
    problems.push_back({{Severity::Error, "/" + std::string(key), std::nullopt, std::move(message)},
                        std::string(key),
                        /*dependsOnOthers=*/false});
}

/// Every value in its range: the numbers, then grower_order, then the
/// targets that are set.
void checkRanges(const EasylinkParams& params, std::vector<ParamProblem>& problems) {
    for (const Field& field : fields()) {
        if (const auto* f = std::get_if<IntField>(&field.target)) {
            if (auto error = checkInt(field, *f, params.*(f->member))) {
                reportValue(problems, field.info.key, *error);
            }
        } else if (const auto* r = std::get_if<RealField>(&field.target)) {
            if (auto error = checkReal(field, *r, params.*(r->member))) {
                reportValue(problems, field.info.key, *error);
            }
        }
    }
    if (params.growerOrder.empty()) {
        reportValue(problems, "grower_order", "grower_order is empty; list at least one grower");
    }
    for (const Field& field : fields()) {
        if (const auto* f = std::get_if<OptionalIntField>(&field.target);
            f != nullptr && params.*(f->member)) {
            if (auto error = checkInt(field, *f, *(params.*(f->member)))) {
                reportValue(problems, field.info.key, *error);
            }
        }
    }
}

/// A target whose min is above its max: a problem of the min, which
/// depends on the max too.
void checkTargetBounds(std::vector<ParamProblem>& problems, std::string_view minKey,
                       const std::optional<int>& min, std::string_view maxKey,
                       const std::optional<int>& max) {
    if (min && max && *min > *max) {
        problems.push_back(
            {{Severity::Error, "/" + std::string(minKey), std::nullopt,
              std::string(minKey) + " (" + std::to_string(*min) + ") is more than " +
                  std::string(maxKey) + " (" + std::to_string(*max) + "); no layout can meet both"},
             std::string(minKey),
             /*dependsOnOthers=*/true});
    }
}

/// The regions' problems that need the map's size and the other keys:
/// rects inside the map, densities in range, at most kMaxRegions.
void checkRegions(const EasylinkParams& params, std::vector<ParamProblem>& problems) {
    const auto report = [&](const std::string& pointer, std::string message) {
        problems.push_back({{Severity::Error, pointer, std::nullopt, std::move(message)},
                            "regions",
                            /*dependsOnOthers=*/true});
    };
    if (params.regions.size() > static_cast<std::size_t>(kMaxRegions)) {
        report("/regions", "at most " + std::to_string(kMaxRegions) + " regions, not " +
                               std::to_string(params.regions.size()));
        return;
    }
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const Region& region = params.regions[i];
        const std::string at = "/regions/" + std::to_string(i);
        const Rect& r = region.rect;
        if (r.w < 1 || r.h < 1) {
            report(at + "/rect", "width and height must be at least 1, not " + std::to_string(r.w) +
                                     " and " + std::to_string(r.h));
        } else if (r.x < 0 || r.y < 0) {
            report(at + "/rect", "starts outside the map at (" + std::to_string(r.x) + "," +
                                     std::to_string(r.y) + "); x and y must be 0 or more");
        } else if (static_cast<long long>(r.x) + r.w > params.width) {
            report(at + "/rect", "extends past the map (x+w = " +
                                     std::to_string(static_cast<long long>(r.x) + r.w) + " > " +
                                     std::to_string(params.width) + ")");
        } else if (static_cast<long long>(r.y) + r.h > params.height) {
            report(at + "/rect", "extends past the map (y+h = " +
                                     std::to_string(static_cast<long long>(r.y) + r.h) + " > " +
                                     std::to_string(params.height) + ")");
        }
        if (region.density && (!std::isfinite(*region.density) || *region.density < 0.0 ||
                               *region.density > kMaxRegionDensity)) {
            report(at + "/density",
                   "density must be from 0 to 0.9, not " + formatReal(*region.density));
        }
    }
}

}  // namespace

std::vector<ParamProblem> checkParams(const EasylinkParams& params) {
    std::vector<ParamProblem> problems;
    checkRanges(params, problems);
    checkTargetBounds(problems, "min_loops", params.minLoops, "max_loops", params.maxLoops);
    checkTargetBounds(problems, "min_dead_ends", params.minDeadEnds, "max_dead_ends",
                      params.maxDeadEnds);
    checkRegions(params, problems);
    return problems;
}

std::vector<Problem> validateParams(const EasylinkParams& params) {
    std::vector<Problem> problems;
    for (ParamProblem& problem : checkParams(params)) {
        problems.push_back(std::move(problem.problem));
    }
    return problems;
}

}  // namespace easylink

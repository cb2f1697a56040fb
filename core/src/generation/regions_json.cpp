// The `regions` array of a parameters file (docs/params.md, Regions): read
// key by key with a problem at each key's pointer, and written back in the
// same shape. Whether a region fits the map is checked later, once the
// map's size is final (params_check.cpp).

#include <algorithm>
#include <cmath>
#include <utility>

#include "easylink/generation/generator_params.hpp"
#include "param_table.hpp"

namespace easylink {
namespace {

using param_table::formatReal;
using param_table::isWholeNumber;
using param_table::kUnknownKeysReported;
using param_table::moreUnknown;

void report(std::vector<Problem>& problems, const std::string& at, std::string message) {
    problems.push_back({Severity::Error, at, std::nullopt, std::move(message)});
}

void readName(const Json& value, const std::string& here, Region& region,
              std::vector<Problem>& problems) {
    if (!value.is_string()) {
        report(problems, here, "name must be a string, not " + describeJsonType(value));
    } else if (value.get_ref<const std::string&>().size() > kMaxRegionNameBytes) {
        report(problems, here,
               "name must be at most " + std::to_string(kMaxRegionNameBytes) + " bytes, not " +
                   std::to_string(value.get_ref<const std::string&>().size()));
    } else {
        region.name = value.get<std::string>();
    }
}

/// Returns true when the rect was read.
bool readRect(const Json& value, const std::string& here, Region& region,
              std::vector<Problem>& problems) {
    const bool ok = value.is_array() && value.size() == 4 &&
                    std::all_of(value.begin(), value.end(), [](const Json& v) {
                        return isWholeNumber(v) && std::fabs(v.get<double>()) <= 1e9;
                    });
    if (!ok) {
        report(problems, here,
               "rect must be [x, y, w, h], four whole numbers in tiles, not " +
                   printableExcerpt(value.dump()));
        return false;
    }
    region.rect = {value[0].get<int>(), value[1].get<int>(), value[2].get<int>(),
                   value[3].get<int>()};
    return true;
}

void readDensity(const Json& value, const std::string& here, Region& region,
                 std::vector<Problem>& problems) {
    if (!value.is_number()) {
        report(problems, here,
               "density must be a number from 0 to 0.9, not " + describeJsonType(value));
    } else if (const double d = value.get<double>();
               !std::isfinite(d) || d < 0.0 || d > kMaxRegionDensity) {
        report(problems, here, "density must be from 0 to 0.9, not " + formatReal(d));
    } else {
        region.density = d;
    }
}

void readBlocked(const Json& value, const std::string& here, Region& region,
                 std::vector<Problem>& problems) {
    if (!value.is_boolean()) {
        report(problems, here, "blocked must be true or false, not " + describeJsonType(value));
    } else {
        region.blocked = value.get<bool>();
    }
}

void readModules(const Json& value, const std::string& here, Region& region,
                 std::vector<Problem>& problems) {
    std::vector<std::string> names;
    bool ok = value.is_array() && !value.empty();
    if (ok && value.size() > kMaxRegionModules) {
        report(problems, here,
               "modules must list at most " + std::to_string(kMaxRegionModules) + " names, not " +
                   std::to_string(value.size()));
        ok = false;
    }
    for (std::size_t m = 0; ok && m < value.size(); ++m) {
        if (!value[m].is_string()) {
            report(problems, here + "/" + std::to_string(m),
                   "a module name must be a string, not " + describeJsonType(value[m]));
            ok = false;
        } else {
            names.push_back(value[m].get<std::string>());
        }
    }
    if (!value.is_array() || value.empty()) {
        report(problems, here, "modules must be a non-empty array of module names");
    } else if (ok) {
        region.modules = std::move(names);
    }
}

/// One region object at `at`; its problems name the keys that are wrong.
Region readRegion(const Json& item, const std::string& at, std::vector<Problem>& problems) {
    Region region;
    bool hasRect = false;
    std::size_t unknownKeys = 0;
    for (auto it = item.begin(); it != item.end(); ++it) {
        const std::string key = it.key();
        const Json& value = it.value();
        const std::string here = at + "/" + escapePointerToken(key);
        if (key == "name") {
            readName(value, here, region, problems);
        } else if (key == "rect") {
            hasRect = readRect(value, here, region, problems);
        } else if (key == "density") {
            readDensity(value, here, region, problems);
        } else if (key == "blocked") {
            readBlocked(value, here, region, problems);
        } else if (key == "modules") {
            readModules(value, here, region, problems);
        } else if (++unknownKeys <= kUnknownKeysReported) {
            report(problems, here,
                   "unknown region key \"" + printableExcerpt(key) +
                       "\"; a region has name, rect, density, blocked and modules");
        }
    }
    if (const auto more = moreUnknown(unknownKeys, "region keys")) {
        report(problems, at, *more);
    }
    if (!hasRect && !std::any_of(problems.begin(), problems.end(),
                                 [&](const Problem& p) { return p.pointer == at + "/rect"; })) {
        report(problems, at, "a region needs a \"rect\": [x, y, w, h]");
    }
    return region;
}

}  // namespace

std::vector<Region> regionsFromJson(const Json& array, const std::string& pointer,
                                    std::vector<Problem>& problems) {
    std::vector<Region> regions;
    if (!array.is_array()) {
        report(problems, pointer,
               "regions must be an array of regions, not " + describeJsonType(array));
        return regions;
    }
    if (array.size() > static_cast<std::size_t>(kMaxRegions)) {
        report(problems, pointer,
               "at most " + std::to_string(kMaxRegions) + " regions, not " +
                   std::to_string(array.size()));
        return regions;
    }
    for (std::size_t i = 0; i < array.size(); ++i) {
        const Json& item = array[i];
        const std::string at = pointer + "/" + std::to_string(i);
        if (!item.is_object()) {
            report(problems, at,
                   "a region must be an object with a \"rect\", not " + describeJsonType(item));
            continue;
        }
        regions.push_back(readRegion(item, at, problems));
    }
    return regions;
}

Json regionsToJson(const std::vector<Region>& regions) {
    Json out = Json::array();
    for (const Region& region : regions) {
        Json r = Json::object();
        if (!region.name.empty()) {
            r["name"] = region.name;
        }
        r["rect"] = Json::array({region.rect.x, region.rect.y, region.rect.w, region.rect.h});
        if (region.density) {
            r["density"] = *region.density;
        }
        if (region.blocked) {
            r["blocked"] = true;
        }
        if (region.modules) {
            r["modules"] = *region.modules;
        }
        out.push_back(std::move(r));
    }
    return out;
}

}  // namespace easylink

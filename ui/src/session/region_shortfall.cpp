#include "session/region_shortfall.hpp"

#include <cstdio>

#include "easylink/layout/regions.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {
namespace {

std::string twoDecimals(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

}  // namespace

std::vector<RegionShortfall> regionShortfalls(const GenerationRun& run) {
    std::vector<RegionShortfall> found;
    const std::vector<Region>& regions = run.params.regions;
    if (!run.result.ok() || run.tileMap || regions.empty()) {
        return found;
    }
    const std::vector<double> achieved = achievedDensities(*run.result.layout, regions);
    for (std::size_t i = 0; i < regions.size() && i < achieved.size(); ++i) {
        const Region& region = regions[i];
        const double asked = askedDensity(region, run.params.roomDensity);
        if (region.blocked || asked <= 0.0 || achieved[i] >= asked - kRegionDensitySlack) {
            continue;
        }
        const int index = static_cast<int>(i);
        found.push_back({index, asked, achieved[i],
                         describeRegion(regions, index) + " asked density " + twoDecimals(asked) +
                             ", got " + twoDecimals(achieved[i])});
    }
    return found;
}

const std::vector<RegionShortfall>& RegionShortfallCache::of(const GenerationRun* run) {
    if (run == nullptr) {
        shortfalls_.clear();
        run_ = nullptr;
        runId_ = 0;
        return shortfalls_;
    }
    // A run read from a file has no id of its own: it is looked at anew.
    if (run != run_ || run->id != runId_ || run->id == 0) {
        shortfalls_ = regionShortfalls(*run);
        run_ = run;
        runId_ = run->id;
    }
    return shortfalls_;
}

}  // namespace easylink::ui

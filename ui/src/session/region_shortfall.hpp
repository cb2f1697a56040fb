#pragma once

// [SECTION] Regions that fall short
//
// A region asks for a density of rooms (docs/design.md section 8); the run
// aims at it, but a crowded or awkward region can end well under it. Such a
// run is not a failure, yet the designer must hear of it: a region whose
// achieved density (core's achievedDensities(), the figure reports sum up)
// is more than kRegionDensitySlack under the asked one is a warning in the
// Generation panel's status and in the Problems panel. The slack is the one
// the generator allows past the asked density, so a region within it either
// way reads as on target.

#include <cstdint>
#include <string>
#include <vector>

namespace easylink::ui {

struct GenerationRun;

struct RegionShortfall {
    int region = 0;  // index in the run's parameters
    double asked = 0.0;
    double achieved = 0.0;
    /// "region 0 (cells) asked density 0.60, got 0.33"
    std::string sentence;
};

/// The regions of a finished run's layout that fell short, in region
/// order; none for a failed run, a tile map, or a run without regions.
std::vector<RegionShortfall> regionShortfalls(const GenerationRun& run);

/// regionShortfalls() of the run on show, worked out once per run.
class RegionShortfallCache {
public:
    const std::vector<RegionShortfall>& of(const GenerationRun* run);

private:
    std::uint64_t runId_ = 0;
    const GenerationRun* run_ = nullptr;
    std::vector<RegionShortfall> shortfalls_;
};

}  // namespace easylink::ui

#include "feasibility.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/regions.hpp"

namespace easylink::generation {
namespace {

/// Where the bounds stop counting: far above any parameter's range, far
/// below where products of them could overflow.
constexpr std::int64_t kBeyond = std::int64_t{1} << 50;

std::int64_t add(std::int64_t a, std::int64_t b) {
    return std::min(kBeyond, a + b);  // both at most kBeyond: no overflow
}

std::int64_t times(std::int64_t a, std::int64_t b) {
    if (a == 0 || b == 0) {
        return 0;
    }
    return a > kBeyond / b ? kBeyond : std::min(kBeyond, a * b);
}

/// Whole rooms of `roomArea` in `area` tiles, rounded down.
std::int64_t roomsIn(double area, std::int64_t roomArea) {
    const double rooms = std::floor(area / static_cast<double>(roomArea));
    return rooms >= static_cast<double>(kBeyond) ? kBeyond : static_cast<std::int64_t>(rooms);
}

/// Placed by phase 1 at all, as the generator's catalogue index sees it: a
/// room or junction module (not a phase-2 variant) with a weight or a rule.
bool placed(const ModuleTemplate& module) {
    return (module.weight > 0.0 || module.rules.any()) && isRoomKind(module.kind) &&
           !module.isVariant() && module.size.w > 0 && module.size.h > 0;
}

bool fitsMap(const ModuleTemplate& module, int width, int height) {
    // Asked for every module of every run: no list of rotations is made.
    return std::any_of(kAllRotations.begin(), kAllRotations.end(), [&](Rotation rotation) {
        const Size2i size = rotate(module.size, rotation);
        return module.allowsRotation(rotation) && size.w <= width && size.h <= height;
    });
}

bool countsInDensity(const ModuleTemplate& module) {
    return module.kind == ModuleKind::Normal || module.kind == ModuleKind::DeadEnd;
}

/// The rooms a chain can add on one placed room: each room at levels 1 to
/// chain_depth grows a room on each free port (the first on all its ports,
/// the others on all but the one they hang from).
std::int64_t chainRooms(const EasylinkParams& params, const Catalogue& catalogue) {
    if (params.chainChance <= 0.0 || params.chainDepth <= 0) {
        return 0;
    }
    std::int64_t ports = 0;
    for (const ModuleTemplate& module : catalogue.modules) {
        if (placed(module) && countsInDensity(module) && module.weight > 0.0 &&
            fitsMap(module, params.width, params.height)) {
            ports = std::max(ports, static_cast<std::int64_t>(module.ports.size()));
        }
    }
    std::int64_t level = ports;  // rooms at the level just grown
    std::int64_t total = 0;
    for (int depth = 1; depth <= params.chainDepth && level > 0; ++depth) {
        total = add(total, level);
        level = times(level, std::max<std::int64_t>(ports - 1, 0));
    }
    return total;
}

/// How many rooms of the module the rules place before step 1 draws.
int ruleCount(const RoomRules& rules) {
    const bool placedByRule = rules.place != RoomRules::Place::Anywhere;
    return std::max(rules.minCount, placedByRule ? 1 : 0);
}

std::int64_t blockedArea(const EasylinkParams& params) {
    std::vector<Region> blocked;
    for (const Region& region : params.regions) {
        if (region.blocked) {
            blocked.push_back(region);
        }
    }
    if (blocked.empty()) {
        return 0;
    }
    const std::int64_t map = std::int64_t{params.width} * params.height;
    return map - uncoveredArea(blocked, params.width, params.height);
}

std::string formatNumber(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::string aMap(const EasylinkParams& params) {
    return describeMap(params.width, params.height);
}

/// "cell_6x6, the smallest normal room (36 tiles)" for sentences.
std::string smallestText(const RoomBounds& bounds) {
    return bounds.smallestName + ", the smallest normal room (" +
           std::to_string(bounds.smallestArea) + " tiles)";
}

Problem error(std::string pointer, std::string message) {
    return {Severity::Error, std::move(pointer), std::nullopt, std::move(message)};
}

void checkRooms(const EasylinkParams& params, const RoomBounds& bounds,
                std::vector<Problem>& problems) {
    const std::int64_t asked = params.minRooms;
    const std::string head = "min_rooms = " + std::to_string(asked) + " ";
    if (bounds.smallestArea == 0) {
        problems.push_back(error("/min_rooms", head +
                                                   "cannot be met: no normal room module fits "
                                                   "on " +
                                                   aMap(params) + "; make the map bigger"));
        return;
    }
    if (asked > bounds.onMap) {
        problems.push_back(error("/min_rooms", head + "is more normal rooms than " + aMap(params) +
                                                   " can hold: even " + smallestText(bounds) +
                                                   ", fits " + std::to_string(bounds.onMap) +
                                                   " times at most"));
    } else if (bounds.byMaxCount >= 0 && asked > bounds.byMaxCount) {
        problems.push_back(
            error("/min_rooms", head +
                                    "is more than the catalogue's max_count rules allow: at "
                                    "most " +
                                    std::to_string(bounds.byMaxCount) + " normal rooms"));
    } else if (asked > add(bounds.afterStepOne, bounds.addedLater)) {
        const std::string what = !params.regions.empty() ? "the regions' densities and room_density"
                                 : params.targetRooms > 0
                                     ? "target_rooms = " + std::to_string(params.targetRooms)
                                     : "room_density = " + formatNumber(params.roomDensity);
        problems.push_back(
            error("/min_rooms", head + "is more normal rooms than " + what +
                                    " lets step 1 place on " + aMap(params) + ": at most " +
                                    std::to_string(add(bounds.afterStepOne, bounds.addedLater)) +
                                    " with " + smallestText(bounds) +
                                    ", chains and dead ends included; raise the density or lower "
                                    "min_rooms"));
    }
}

void checkDeadEnds(const EasylinkParams& params, const RoomBounds& bounds,
                   std::vector<Problem>& problems) {
    if (!params.minDeadEnds || bounds.smallestArea == 0) {
        return;
    }
    // Dead ends are attached after step 1, past the density: only the map
    // and max_count bound them.
    std::int64_t most = bounds.onMap;
    if (bounds.byMaxCount >= 0) {
        most = std::min(most, bounds.byMaxCount);
    }
    if (*params.minDeadEnds > most) {
        problems.push_back(error(
            "/min_dead_ends",
            "min_dead_ends = " + std::to_string(*params.minDeadEnds) + " is more dead ends than " +
                aMap(params) + " can hold: a dead end is a normal room, and at most " +
                std::to_string(most) + " of them fit (" + smallestText(bounds) + ")"));
    }
}

void checkLoops(const EasylinkParams& params, const Catalogue& catalogue, const RoomBounds& bounds,
                std::vector<Problem>& problems) {
    if (!params.minLoops || *params.minLoops <= 0) {
        return;
    }
    const std::string head = "min_loops = " + std::to_string(*params.minLoops) + " ";
    double best = 0.0;  // loops a tile can add at most
    for (const ModuleTemplate& module : catalogue.modules) {
        if (placed(module) && fitsMap(module, params.width, params.height)) {
            const double ports = static_cast<double>(module.ports.size());
            best = std::max(
                best, (ports / 2.0 - 1.0) / (static_cast<double>(module.size.w) * module.size.h));
        }
    }
    const double freeArea =
        static_cast<double>(std::int64_t{params.width} * params.height - blockedArea(params));
    const double most = 1.0 + std::floor(freeArea * best);
    if (static_cast<double>(*params.minLoops) > most) {
        problems.push_back(
            error("/min_loops", head + "is more loops than " + aMap(params) +
                                    " can hold: every loop is a link beyond a tree, and the "
                                    "ports of the catalogue's rooms and junctions allow at most " +
                                    formatNumber(most)));
        return;
    }
    if (params.minLoopLength > bounds.most()) {
        problems.push_back(error(
            "/min_loops",
            head + "needs loops of min_loop_length = " + std::to_string(params.minLoopLength) +
                " normal rooms or more, but " + "at most " + std::to_string(bounds.most()) +
                " normal rooms fit; lower min_loop_length"));
    }
}

/// A region with a density of its own that no room can ever start to fill.
void checkRegions(const EasylinkParams& params, const Catalogue& catalogue,
                  std::vector<Problem>& problems) {
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const Region& region = params.regions[i];
        if (region.blocked || !region.density || *region.density <= 0.0) {
            continue;
        }
        const int index = static_cast<int>(i);
        const std::string pointer = "/regions/" + std::to_string(i) + "/density";
        const std::string head = "density " + formatNumber(*region.density) + " of " +
                                 describeRegion(params.regions, index) + " cannot be met: ";
        // A room belongs to the last region holding its centre.
        for (std::size_t later = i + 1; later < params.regions.size(); ++later) {
            if (params.regions[later].rect.contains(region.rect)) {
                problems.push_back(
                    error(pointer, head + describeRegion(params.regions, static_cast<int>(later)) +
                                       " covers all of it, and a room belongs to the last region "
                                       "that holds its centre"));
                break;
            }
        }
        if (!problems.empty() && problems.back().pointer == pointer) {
            continue;
        }
        std::int64_t smallest = 0;
        std::string smallestName;
        bool unknownName = false;
        for (const ModuleTemplate& module : catalogue.modules) {
            if (!placed(module) || !countsInDensity(module) ||
                !fitsMap(module, params.width, params.height)) {
                continue;
            }
            if (region.modules && std::find(region.modules->begin(), region.modules->end(),
                                            module.name) == region.modules->end()) {
                continue;
            }
            const std::int64_t area = std::int64_t{module.size.w} * module.size.h;
            if (smallest == 0 || area < smallest) {
                smallest = area;
                smallestName = module.name;
            }
        }
        for (std::size_t m = 0; region.modules && m < region.modules->size(); ++m) {
            unknownName = unknownName || catalogue.find((*region.modules)[m]) == nullptr;
        }
        if (unknownName) {
            continue;  // reported with the name's own pointer
        }
        if (smallest == 0) {
            problems.push_back(error(pointer, head + "no normal or dead_end module it allows is "
                                                     "ever placed on this map"));
            continue;
        }
        // The region book refuses a room that takes the region past its
        // density + the slack; the first room must pass that too.
        const double cap =
            (*region.density + kRegionDensitySlack) * static_cast<double>(region.rect.area());
        if (static_cast<double>(smallest) > cap) {
            problems.push_back(
                error(pointer, head + "its rect has " + std::to_string(region.rect.area()) +
                                   " tiles, and its smallest room, " + smallestName + " (" +
                                   std::to_string(smallest) + " tiles), would take it past " +
                                   formatNumber(*region.density) + " + " +
                                   formatNumber(kRegionDensitySlack) +
                                   "; make the region bigger, its density higher, or allow smaller "
                                   "rooms"));
        }
    }
}

}  // namespace

std::string describeMap(int width, int height) {
    // "an" before the numbers said with a vowel first: 8, 11, 18, 80..89, 800..899, 1100..
    const bool an = std::to_string(width).front() == '8' || width == 11 || width == 18 ||
                    (width >= 1100 && width < 1200) || (width >= 1800 && width < 1900);
    return std::string(an ? "an " : "a ") + std::to_string(width) + "x" + std::to_string(height) +
           " map";
}

std::int64_t RoomBounds::most() const {
    std::int64_t most = std::min(onMap, add(afterStepOne, addedLater));
    return byMaxCount >= 0 ? std::min(most, byMaxCount) : most;
}

RoomBounds roomBounds(const EasylinkParams& params, const Catalogue& catalogue) {
    RoomBounds bounds;
    std::int64_t smallestAny = 0;  // normal or dead_end: roots of step 1 in a region
    std::int64_t ruleRooms = 0;
    std::int64_t maxCounts = 0;
    bool everyHasMaxCount = true;
    for (const ModuleTemplate& module : catalogue.modules) {
        if (!placed(module) || !countsInDensity(module) ||
            !fitsMap(module, params.width, params.height)) {
            continue;
        }
        const std::int64_t area = std::int64_t{module.size.w} * module.size.h;
        smallestAny = smallestAny == 0 ? area : std::min(smallestAny, area);
        if (module.kind != ModuleKind::Normal) {
            continue;
        }
        if (bounds.smallestArea == 0 || area < bounds.smallestArea) {
            bounds.smallestArea = area;
            bounds.smallestName = module.name;
        }
        ruleRooms += ruleCount(module.rules);
        if (module.rules.maxCount) {
            maxCounts = add(maxCounts, *module.rules.maxCount);
        } else {
            everyHasMaxCount = false;
        }
    }
    if (bounds.smallestArea == 0) {
        bounds.byMaxCount = 0;
        return bounds;
    }
    bounds.byMaxCount = everyHasMaxCount ? maxCounts : -1;
    const double mapArea = static_cast<double>(params.width) * params.height;
    bounds.onMap = roomsIn(mapArea - static_cast<double>(blockedArea(params)), bounds.smallestArea);

    const std::int64_t perTry = add(1, chainRooms(params, catalogue));
    std::int64_t stepOne = 0;
    if (params.regions.empty()) {
        // Before the last try the rooms (rule rooms and chains included)
        // cover less than the target area, or number fewer than target_rooms.
        const std::int64_t before =
            params.targetRooms > 0 ? std::int64_t{params.targetRooms} - 1
                                   : roomsIn(params.roomDensity * mapArea, bounds.smallestArea);
        stepOne = add(add(ruleRooms, before), perTry);
        const std::int64_t tries = effectivePlacementAttempts(params);
        stepOne = std::min(stepOne, add(ruleRooms, times(tries, perTry)));
    } else {
        // Each zone is filled until the rooms belonging to it cover its
        // target; a chain grown there may land in another zone, so every
        // root placed brings its whole chain.
        stepOne = ruleRooms;
        const auto fill = [&](double asked, std::int64_t zoneArea) {
            if (asked > 0.0 && zoneArea > 0) {
                const std::int64_t roots =
                    add(roomsIn(asked * static_cast<double>(zoneArea), smallestAny), 1);
                stepOne = add(stepOne, times(roots, perTry));
            }
        };
        for (const Region& region : params.regions) {
            fill(askedDensity(region, params.roomDensity), region.rect.area());
        }
        fill(params.roomDensity, uncoveredArea(params.regions, params.width, params.height));
    }
    bounds.afterStepOne = stepOne;

    bounds.addedLater = params.minDeadEnds.value_or(0);
    for (const Region& region : params.regions) {
        if (!region.blocked && region.density && *region.density > 0.0) {
            const double cap =
                (*region.density + kRegionDensitySlack) * static_cast<double>(region.rect.area());
            bounds.addedLater = add(bounds.addedLater, roomsIn(cap, bounds.smallestArea));
        }
    }
    return bounds;
}

std::vector<Problem> infeasibleTargets(const EasylinkParams& params, const Catalogue& catalogue) {
    std::vector<Problem> problems;
    const RoomBounds bounds = roomBounds(params, catalogue);
    checkRooms(params, bounds, problems);
    checkDeadEnds(params, bounds, problems);
    checkLoops(params, catalogue, bounds, problems);
    checkRegions(params, catalogue, problems);
    return problems;
}

}  // namespace easylink::generation

namespace easylink {

std::vector<Problem> validateParamsFor(const EasylinkParams& params, const Catalogue& catalogue) {
    std::vector<Problem> problems;
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const auto& modules = params.regions[i].modules;
        for (std::size_t m = 0; modules && m < modules->size(); ++m) {
            const std::string& name = (*modules)[m];
            const ModuleTemplate* module = catalogue.find(name);
            const std::string pointer =
                "/regions/" + std::to_string(i) + "/modules/" + std::to_string(m);
            if (module == nullptr) {
                problems.push_back(
                    {Severity::Error, pointer, std::nullopt,
                     "no module named \"" + printableExcerpt(name) + "\" in the catalogue"});
            } else if (module->kind != ModuleKind::Normal && module->kind != ModuleKind::DeadEnd) {
                problems.push_back(
                    {Severity::Error, pointer, std::nullopt,
                     name + " is a " + std::string(toString(module->kind)) +
                         " module; a region's modules list names normal and dead_end rooms"});
            } else if (module->isVariant()) {
                problems.push_back({Severity::Error, pointer, std::nullopt,
                                    name + " is a phase-2 part or variant, never placed by "
                                           "phase 1; name the room module itself"});
            }
        }
    }
    // Targets no attempt can meet are refused before the run, not after
    // max_attempts attempts; the bounds need parameters in their ranges.
    if (validateParams(params).empty()) {
        for (Problem& problem : generation::infeasibleTargets(params, catalogue)) {
            problems.push_back(std::move(problem));
        }
    }
    return problems;
}

}  // namespace easylink

#pragma once

// [SECTION] Requests no layout can meet
//
// Before a run starts, the parameters are held against the most that the map
// and the catalogue allow, so that a request no attempt can meet is refused
// with a reason naming the parameter, instead of spending max_attempts
// attempts on it (minutes on a 4096x4096 map). Every figure here is an upper
// bound on what any run can reach, never an estimate: a refusal is certain,
// and a request that passes may still fail after its attempts or its work
// budget.
//
// The bounds, for normal rooms (the ones min_rooms counts):
// - on the map: normal rooms never overlap, so at most the free area (the
//   map less its blocked regions) over the smallest normal room's area;
// - after step 1: placement stops once the rooms cover room_density of the
//   area (or a region's density of its rect, or target_rooms), so the rooms
//   placed before the last try cover less than that; the last try adds one
//   room and the chain grown on it (chain_depth levels, each room's ports);
//   rule rooms come on top;
// - later, only the targets phase adds normal rooms: at most min_dead_ends
//   (each one attached adds a dead end), and what regions with a density of
//   their own can hold up to that density + 0.05;
// - max_count rules on every normal module cap the sum.
// Loops: each link beyond a spanning tree is one loop, and a link takes two
// ports, so a module with p ports adds at most p/2 - 1; no module overlaps
// another, so the map's area times the best such figure per tile bounds them.

#include <cstdint>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::generation {

/// Bounds on the normal rooms of one attempt.
struct RoomBounds {
    std::string smallestName;       // the smallest normal room that fits the map; "" for none
    std::int64_t smallestArea = 0;  // its area in tiles
    std::int64_t onMap = 0;         // normal rooms the map's free area can hold at all
    std::int64_t afterStepOne = 0;  // normal rooms step 1 (rule rooms and chains included) places
    std::int64_t addedLater = 0;    // normal rooms the targets phase may add after step 3
    std::int64_t byMaxCount = -1;   // the sum of max_count rules; -1 when a module has none
    /// The most any attempt ends with: the least of the bounds above.
    std::int64_t most() const;
};

/// "an 80x80 map", "a 4096x4096 map" for sentences.
std::string describeMap(int width, int height);

/// The bounds for these parameters (valid ones) and catalogue.
RoomBounds roomBounds(const EasylinkParams& params, const Catalogue& catalogue);

/// Every target of the parameters that the bounds show no attempt can meet:
/// min_rooms, min_dead_ends, min_loops, and region densities that no room
/// allowed there can start to fill. Errors with the parameter's pointer.
std::vector<Problem> infeasibleTargets(const EasylinkParams& params, const Catalogue& catalogue);

}  // namespace easylink::generation

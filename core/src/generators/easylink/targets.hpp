#pragma once

// [SECTION] The targets phase (docs/design.md section 8)
//
// After step 3's pruning (and the room rules), inside the same attempt:
//   1. regions with a density of their own that pruning left short get rooms
//      attached straight onto free ports, up to the asked density;
//   2. with min_loops, the linking growers run again closing every loop
//      long enough (min_loop_length holds; max_loops caps), until the
//      kept component has enough;
//   3. with max_dead_ends, dead ends are first joined up by loop-closing
//      links from their free ports, then removed where that leaves no new
//      dead end and no junction port open;
//   4. with min_dead_ends, normal rooms are attached by one port onto rooms
//      that are not dead ends themselves.
// Every change is an event of the Targets phase with its reason. What is
// still missed afterwards makes the attempt restart.

#include <optional>
#include <string>

#include "generation_context.hpp"

namespace easylink::generation {

/// How far a layout is from the targets.
struct TargetCheck {
    int loops = 0;
    int deadEnds = 0;
    int shortfall = 0;   // the sum of every target's distance; 0: all met
    std::string missed;  // "min_loops = 3 (had 2)"; empty when all met
};

TargetCheck checkTargets(const Layout& layout, const EasylinkParams& params);

/// True when the phase has any work: regions with their own density, or a target.
bool hasTargetWork(const GenerationContext& context);

/// Runs the phase; returns the check of the layout it leaves.
TargetCheck meetTargets(GenerationContext& context);

}  // namespace easylink::generation

#pragma once

// [SECTION] The easylink generator
//
// Phase 1 (steps 1-3) makes the layout; phase 2 then resolves its slots
// into modules (easylink/resolve/resolution.hpp) unless resolve_depth is 0.
// Step 1 places rooms at random on the macrogrid (with directly linked
// chains), step 2 lets the growers link rooms and corridors in rounds, step 3
// keeps the biggest connected component. An attempt succeeds when that
// component has at least min_rooms normal rooms; otherwise the run restarts
// from step 1 with a stream derived from the seed and the attempt number.
// Everything random comes from the seed, so a catalogue, parameters and seed
// always give the same layout.

#include <cstdint>
#include <optional>
#include <string>

#include "easylink/generator/events.hpp"
#include "easylink/generator/generator_params.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/resolve/resolution.hpp"

namespace easylink {

struct GenerationResult {
    std::optional<Layout> layout;  // on success
    /// Phase 2 (when resolve_depth > 0): set on success, and on a failure
    /// that phase 2 caused (unfilled_slots = fail).
    std::optional<Resolution> resolution;
    int attempts = 0;
    std::string failure;      // one line, when there is no layout
    int bestNormalRooms = 0;  // the best attempt's figure, for the failure message

    bool ok() const { return layout.has_value(); }
};

/// Runs the generator. The catalogue must be valid (see validateCatalogue)
/// and the parameters too (validateParams); both are checked and reported
/// as a failure otherwise.
GenerationResult generateEasylink(const Catalogue& catalogue, const GeneratorParams& params,
                                  std::uint64_t seed, EventSink* sink = nullptr);

}  // namespace easylink

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

#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/generators/easylink/prepared_catalogue.hpp"
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
    std::int64_t work = 0;    // units of work phase 1 spent (see generationWorkBudget)

    bool ok() const { return layout.has_value(); }
};

// [SECTION] The work budget
//
// A run counts its work in units that follow its cost (a try at a random
// room, a room or corridor scanned in a grower's turn, a host tried by the
// targets phase, kTilesPerSetupUnit tiles of each attempt's fresh map), and
// gives up once it has spent its budget: max_attempts times
// kWorkPerTilePerAttempt units per tile of map, and never more than
// kMaxWorkPerRun. An ordinary attempt spends a small part of its share, so
// the budget only stops runs whose targets keep every attempt working
// (impossible min_loops on a 4096x4096 map) or whose parameters ask for
// more work than any layout needs; those end within seconds instead of
// minutes. Work is counted, not timed, so a seed gives the same result on
// every machine.
inline constexpr std::int64_t kTilesPerSetupUnit = 256;
inline constexpr std::int64_t kWorkPerTilePerAttempt = 16;
inline constexpr std::int64_t kMaxWorkPerRun = std::int64_t{1} << 23;

/// The problems of the parameters that depend on the catalogue: region
/// `modules` lists naming no room module, and targets that no attempt can
/// meet on this map with this catalogue (min_rooms, min_dead_ends,
/// min_loops, a region's density), each refused with the bound it passes.
std::vector<Problem> validateParamsFor(const EasylinkParams& params, const Catalogue& catalogue);

/// The work a run with these parameters may spend, in units.
std::int64_t generationWorkBudget(const EasylinkParams& params);

/// Runs the generator. The catalogue must be valid (see validateCatalogue)
/// and the parameters too (validateParams, validateParamsFor); both are
/// checked and reported as a failure otherwise. Targets the map and the
/// catalogue cannot allow are refused before the first attempt; a run that
/// spends its work budget fails naming it.
GenerationResult generateEasylink(const Catalogue& catalogue, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink = nullptr);

/// The same, with a budget of `workBudget` units instead of
/// generationWorkBudget(params) (for tests and tools).
GenerationResult generateEasylink(const Catalogue& catalogue, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink, std::int64_t workBudget);

/// The same on a catalogue prepared once (prepareCatalogue), as batches
/// run it: the same layout, without checking and indexing the catalogue
/// again. Threads may share the prepared catalogue.
GenerationResult generateEasylink(const PreparedCatalogue& prepared, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink = nullptr);
GenerationResult generateEasylink(const PreparedCatalogue& prepared, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink, std::int64_t workBudget);

}  // namespace easylink

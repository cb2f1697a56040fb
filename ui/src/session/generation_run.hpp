#pragma once

// [SECTION] A generation run
//
// One finished run as the editor keeps it: what the generator returned, its
// events as a timeline, and the tables the cursor steps with, all built on
// the worker so that the UI thread only swaps a finished run in.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/generation/timeline.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink::ui {

/// One finished run, successful or not: what the generator returned and its
/// events as a timeline, with the catalogue copy both point into.
struct GenerationRun {
    std::uint64_t id = 0;  // the start() that asked for it, counting from 1
    std::shared_ptr<const Catalogue> catalogue;
    EasylinkParams params;
    std::uint64_t seed = 0;
    GenerationResult result;  // easylink runs
    /// "easylink" or the name of a tile-map generator; a tile-map run has its
    /// map (or failure) in tileMap and an empty layout in result.
    std::string generator = "easylink";
    std::optional<TileMapResult> tileMap;
    /// The "params" of the layout file: every parameter as the run used it.
    Json recordedParams = Json::object();
    std::optional<LayoutStats> stats;  // of the result's layout, on success
    std::optional<Timeline> timeline;  // always set once the run is in
    /// mutationsBefore[i]: mutation events among the first i events, so two
    /// steps show the same layout exactly when their counts are equal.
    std::vector<std::size_t> mutationsBefore;
    std::vector<std::size_t> attemptStarts;  // indices of the AttemptStarted events
    /// Indices of the SlotResolved events (phase 2), in order, and by room or
    /// corridor id the index of the one that resolved it (kNoEvent: none).
    std::vector<std::size_t> slotEvents;
    std::vector<std::size_t> roomResolvedAt;
    std::vector<std::size_t> corridorResolvedAt;
    double seconds = 0.0;  // generation and timeline together
    /// The layout file the run was read from (File > Open layout, `edit
    /// LAYOUT`); empty for a run generated here.
    std::filesystem::path file;
    /// The catalogue its layout file names, when it is not the run's own
    /// `catalogue` (a file's record, or the document's while the
    /// spotlight weighs a module up); unset: the run's own.
    std::optional<CatalogueIdentity> catalogueIdentity;
};

/// Marks a room or corridor phase 2 never resolved in a run's tables.
inline constexpr std::size_t kNoEvent = static_cast<std::size_t>(-1);

/// "26 rooms, 31 corridors, 3 loops, 5 dead ends, 1 attempt" for a successful
/// run, or its failure sentence.
std::string runSummary(const GenerationRun& run);

}  // namespace easylink::ui

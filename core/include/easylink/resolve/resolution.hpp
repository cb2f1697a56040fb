#pragma once

// [SECTION] Phase 2: resolving slots into modules
//
// After steps 1-3 the layout's rooms and corridors are slots. Resolution
// fills each with a compatible module of the catalogue (a room with its own
// template or one of its variants, a corridor with a corridor module), then
// the slots of that module in turn (every port of a room is the slot
// "wall N"; modules declare more), passing parameters down, to a depth
// limit. Choices are weighted and come from a stream of the seed per room
// and per corridor, so a room resolves the same whatever else changed.
//
// A slot that nothing can fill is a problem named by its path, e.g.
// "room 7 / wall 2 / door: no door module is 6x1"; the run then fails or,
// by default, draws the slot generically and carries on. A room whose
// resolved tiles would leave some walkable tile unreachable is resolved
// again (a few times), and drawn generically as a last resort, so the tile
// map always connects everything the layout connects.
//
// The work is bounded: slots resolve to resolve_depth levels at most, and a
// run resolves at most resolutionSlotBudget() slots; past it the run fails
// with "phase 2 exceeded N resolved slots at /rooms/12/slots/0/...: the
// catalogue's slots nest recursively (module X contains itself: ...)".

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/support/large_buffer.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// One filled (or unfillable) slot of the resolution tree.
struct ResolvedNode {
    std::string slot;                    // "room 7", "corridor 3", "wall 2", "door", ...
    int module = -1;                     // catalogue index of the module filling it; -1: none
    ModuleKind kind = ModuleKind::Part;  // the module's, or the first the slot accepts
    RoomId room = -1;                    // set on a room's top node
    Rotation rotation;                   // of the module's own frame in the map
    Rect rect;                           // the module's tiles in the map
    std::vector<std::pair<std::string, ParamValue>> params;  // every declared one, bound
    std::vector<int> children;                               // node indices, in slot order
    bool generic = false;  // drawn generically: nothing could fill the slot
    std::string problem;   // why, when generic or empty
};

/// The resolution of a whole layout.
struct Resolution {
    LargeVector<ResolvedNode> nodes;  // a million at 4096x4096: huge pages
    std::vector<int> roomRoots;       // node of each room id; -1 for removed ids
    std::vector<int> corridorRoots;   // node of each corridor id; -1 for removed ids
    /// One line per problem met, each starting with the slot's path.
    std::vector<std::string> problems;
    /// Set when the run gave up (unfilled = fail): the first problem; or
    /// when it went over the slot budget (overBudget): where, and why.
    std::string failure;
    bool overBudget = false;

    bool ok() const { return failure.empty(); }
    const ResolvedNode& node(int index) const { return nodes[static_cast<std::size_t>(index)]; }
    /// The nodes under `root` (itself included) in depth-first order.
    std::vector<int> subtree(int root) const;
};

/// The budgets of phase 2. A catalogue whose slots nest inside themselves
/// multiplies them at every level (16 a level, 8 levels deep: four billion
/// slots a room); a run stops when one room's or corridor's tree of slots
/// (one try of it) takes more than slotTreeBudget() of its size, or the
/// whole layout more than resolutionSlotBudget() of the map's size, the
/// rooms' redrawn tries included. Both grow with the area and lie far above
/// what real catalogues need (the default one: a slot per 26 tiles).
std::size_t resolutionSlotBudget(int mapWidth, int mapHeight);
std::size_t slotTreeBudget(int width, int height);

struct ResolveTables;
/// Resolves every room and corridor of a layout whose catalogue is valid.
/// Stops with `overBudget` and a failure past either budget.
/// `tables` are prepareResolve(layout.catalogue()), which a batch prepares
/// once for all its layouts; nullptr prepares them here.
/// Emits PhaseStarted(Resolution), one SlotResolved event per room and per
/// corridor (rooms first, by id) and Finished into `sink` when given.
/// `attempt` is copied into the events, to follow those of the run that made the layout.
Resolution resolveLayout(const Layout& layout, const EasylinkParams& params, std::uint64_t seed,
                         const ResolveTables* tables = nullptr, EventSink* sink = nullptr,
                         int attempt = 0);

/// The tile map of a resolution: each node drawn in depth-first order from
/// its pattern or generically (see docs/catalogue-format.md), children over
/// their parents.
TileRaster rasterizeResolution(const Layout& layout, const Resolution& resolution);

/// Draws the nodes of one subtree into `raster` (for the editor's step view).
void drawResolvedSubtree(const Layout& layout, const Resolution& resolution, int root,
                         TileRaster& raster);

/// The "resolution" block of a layout file: rooms and corridors with their
/// trees, and the problems.
void writeResolution(JsonWriter& out, const Layout& layout, const Resolution& resolution);

/// The members phase 2 adds to a layout file (LayoutFileHeader::writeBlocks):
/// "resolution", then "tiles" drawn from `raster`.
void writeResolutionBlocks(JsonWriter& out, const Layout& layout, const Resolution& resolution,
                           const TileRaster& raster);

}  // namespace easylink

#pragma once

// [SECTION] Quiet seeds
//
// A grower's search starts from seeds: a free port, or a corridor. When a
// look from a seed finds nothing that can be applied, it stays that way
// until something changes in the area the look depended on: the tiles its
// rays crossed, widened by how far a junction placed on them can reach.
// Growers remember such quiet seeds with that area and the change stamp of
// the look, and skip them while the change map shows nothing new there. The
// last rounds of step 2, where a big map changes in a few places only, then
// cost in proportion to those places instead of to the whole map.
//
// Skipping only ever leaves out looks that would find what they found
// before: every plan that is applied is still checked in full.

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "../change_map.hpp"
#include "../rays.hpp"

namespace easylink::generation {

struct FreePort;

/// Names a seed: a room's port or a corridor.
using SeedKey = std::uint64_t;
SeedKey portSeed(RoomId room, int port);
SeedKey corridorSeed(CorridorId corridor);

/// The square round `site` that a junction placed there could cover, for
/// junctions whose longest side is `reach`.
Rect junctionSquare(Vec2i site, int reach);

/// The tiles a look depended on: the strips its rays walked, wide enough
/// for the widest passage along them, and the squares round the places a
/// junction could go, as far as a junction there can reach.
class Footprint {
public:
    // Room for a ray and a few junction sites without growing.
    explicit Footprint(int reach) : reach_(reach) { areas_.reserve(4); }

    /// The strip a ray walked, up to and including what ended it, wide
    /// enough for a passage of any width on its line.
    void addRay(const Ray& ray);
    /// The square round `site` that a junction placed there could cover.
    void addJunctionSite(Vec2i site) { add(junctionSquare(site, reach_)); }
    /// An area read as it is.
    void add(const Rect& area) { areas_.push_back(area); }

    std::vector<Rect> take() { return std::move(areas_); }

private:
    int reach_;
    std::vector<Rect> areas_;
};

/// A look under way from a seed that is not quiet: the change stamp it
/// started at and the tiles it has read so far.
struct Look {
    SeedKey key = 0;
    ChangeStamp stamp = 0;
    Footprint footprint;
};

/// The seeds looked at in one turn, and whether each could still lead to
/// something (an opportunity applied, or one left untried by the limit).
class TurnSeeds {
public:
    /// Logs a look at `key`; returns the index opportunities refer to it by.
    int add(SeedKey key, std::vector<Rect> areas, ChangeStamp stamp);
    /// Logs a finished look.
    int add(Look&& look) { return add(look.key, look.footprint.take(), look.stamp); }
    /// The seed led to an applied opportunity, or to one left untried.
    void markBusy(int seed);
    /// Adds to what a logged look depended on.
    void addArea(int seed, const Rect& area);

    struct Entry {
        SeedKey key = 0;
        std::vector<Rect> areas;
        ChangeStamp stamp = 0;
        bool busy = false;
    };
    std::vector<Entry>& entries() { return entries_; }

private:
    std::vector<Entry> entries_;
};

class QuietSeeds {
public:
    /// True when the last look from `key` found nothing to apply and nothing
    /// has changed since in the area it depended on.
    bool isQuiet(SeedKey key, const ChangeMap& changes) const;

    /// Starts a look from `key` now, its junction squares `reach` wide; nullopt
    /// while the seed is quiet.
    std::optional<Look> startLook(SeedKey key, const ChangeMap& changes, int reach) const;

    /// Takes the outcome of a turn on the layout `changes` describes: seeds
    /// that were not busy become quiet, busy ones are forgotten. Everything
    /// remembered about another change map (another attempt) is dropped.
    void settle(TurnSeeds& turn, const ChangeMap& changes);

private:
    struct Remembered {
        std::vector<Rect> areas;
        ChangeStamp stamp = 0;
    };
    std::uint64_t source_ = 0;  // the id of the change map the stamps belong to
    std::unordered_map<SeedKey, Remembered> quiet_;
};

}  // namespace easylink::generation

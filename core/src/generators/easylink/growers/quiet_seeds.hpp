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
#include <vector>

#include "../change_map.hpp"
#include "../rays.hpp"
#include "easylink/support/large_buffer.hpp"

namespace easylink::generation {

struct FreePort;
class TurnSeeds;

/// Names a seed: a room's port or a corridor.
using SeedKey = std::uint64_t;
SeedKey portSeed(RoomId room, int port);
SeedKey corridorSeed(CorridorId corridor);

/// Gives every seed a small number of its own, for values kept in flat
/// arrays: growers ask about every free port in every turn, and a hash map
/// of them cost more than the looks it saved on big maps. Ports are found by
/// room id and port, corridors by id; a key keeps its number for good.
class SeedIndex {
public:
    static constexpr int kNone = -1;

    /// The key's number, or kNone when it has none yet.
    int find(SeedKey key) const;
    /// Forgets every key, keeping the buffers.
    void clear();
    /// The key's number, given a new one when it has none yet: numbers run
    /// from 0 up, one after another.
    int insert(SeedKey key);

private:
    /// Makes room for port numbers up to `port` in every room's chunk.
    void widenChunks(int port);

    static constexpr int kFirstStride = 16;
    int stride_ = kFirstStride;       // slots per room chunk: more than most rooms' ports
    std::vector<int> roomChunks_;     // by room id: where its chunk starts in portSlots_, or kNone
    LargeVector<int> portSlots_;      // chunks of stride_ numbers, by port
    std::vector<int> corridorSlots_;  // by corridor id
    int count_ = 0;
};

/// The square round `site` that a junction placed there could cover, for
/// junctions whose longest side is `reach`.
Rect junctionSquare(Vec2i site, int reach);

/// The tiles a look depended on: the strips its rays walked, wide enough
/// for the widest passage along them, and the squares round the places a
/// junction could go, as far as a junction there can reach. A footprint made
/// for a turn's seed writes straight into the turn's shared list of areas;
/// one made on its own keeps them for take().
class Footprint {
public:
    explicit Footprint(int reach) : reach_(reach) {}
    Footprint(int reach, TurnSeeds& turn, int seed) : reach_(reach), turn_(&turn), seed_(seed) {}

    /// The strip a ray walked, up to and including what ended it, wide
    /// enough for a passage of any width on its line.
    void addRay(const Ray& ray);
    /// The square round `site` that a junction placed there could cover.
    void addJunctionSite(Vec2i site) { add(junctionSquare(site, reach_)); }
    /// An area read as it is.
    void add(const Rect& area);

    std::vector<Rect> take() { return std::move(areas_); }

private:
    int reach_;
    TurnSeeds* turn_ = nullptr;
    int seed_ = -1;
    std::vector<Rect> areas_;
};

/// A look under way from a seed that is not quiet: the turn's index of its
/// seed, and where the tiles it reads are written down.
struct Look {
    int seed = -1;
    Footprint footprint;
};

/// The seeds looked at in one turn, and whether each could still lead to
/// something (an opportunity applied, or one left untried by the limit).
class TurnSeeds {
public:
    /// Logs a look at `key`; returns the index opportunities refer to it by.
    int add(SeedKey key, const std::vector<Rect>& areas, ChangeStamp stamp);
    /// Logs a look at `key` whose areas come later (addArea).
    int add(SeedKey key, ChangeStamp stamp);
    /// The seed led to an applied opportunity, or to one left untried.
    void markBusy(int seed);
    /// Adds to what a logged look depended on.
    void addArea(int seed, const Rect& area) { areas_.push_back({seed, area}); }
    /// Forgets every look, keeping the buffers for the next turn.
    void clear();

    struct Entry {
        SeedKey key = 0;
        ChangeStamp stamp = 0;
        bool busy = false;
    };
    /// An area and the look it belongs to: one list for the whole turn, so
    /// that a look costs no allocation of its own.
    struct Area {
        int seed = -1;
        Rect rect;
    };
    const LargeVector<Entry>& entries() const { return entries_; }
    const LargeVector<Area>& areas() const { return areas_; }

private:
    LargeVector<Entry> entries_;
    LargeVector<Area> areas_;
};

inline void Footprint::add(const Rect& area) {
    if (turn_ != nullptr) {
        turn_->addArea(seed_, area);
    } else {
        areas_.push_back(area);
    }
}

class QuietSeeds {
public:
    /// True when the last look from `key` found nothing to apply and nothing
    /// has changed since in the area it depended on.
    bool isQuiet(SeedKey key, const ChangeMap& changes) const;

    /// Starts a look from `key` now, logged in `turn`, its junction squares
    /// `reach` wide; nullopt while the seed is quiet.
    std::optional<Look> startLook(SeedKey key, const ChangeMap& changes, int reach,
                                  TurnSeeds& turn) const;

    /// The turn's log, emptied: kept here so that its buffers serve every turn.
    TurnSeeds& beginTurn() {
        turn_.clear();
        return turn_;
    }

    /// Forgets everything, as a new QuietSeeds, keeping the buffers.
    void reset();

    /// Takes the outcome of a turn on the layout `changes` describes: seeds
    /// that were not busy become quiet, busy ones are forgotten. Everything
    /// remembered about another change map (another attempt) is dropped.
    void settle(TurnSeeds& turn, const ChangeMap& changes);

private:
    /// A quiet seed's look: its areas, as change-map buckets, are
    /// buckets_[first, first + count). No change up to `checked` touched
    /// them: later checks need only look at the changes since.
    struct Remembered {
        std::uint32_t first = 0;
        std::uint32_t count = 0;
        ChangeStamp checked = 0;
        bool quiet = false;
    };
    /// Drops the areas of looks since replaced, once they outweigh the rest.
    void compactAreas();
    /// Forgets every look remembered, keeping the buffers.
    void forgetLooks();

    std::uint64_t source_ = 0;  // the id of the change map the stamps belong to
    SeedIndex index_;
    // By the seed's number in index_; a check that finds a look still quiet
    // moves its `checked` on, which changes no answer.
    mutable LargeVector<Remembered> remembered_;
    LargeVector<Rect> buckets_;   // the quiet looks' areas as buckets, one after another
    std::size_t staleAreas_ = 0;  // buckets_ entries no look refers to any more
    TurnSeeds turn_;
    std::vector<std::uint32_t> scratch_;  // settle's per-entry counts and offsets
};

}  // namespace easylink::generation

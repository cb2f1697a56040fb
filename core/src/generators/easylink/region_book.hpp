#pragma once

// [SECTION] Regions in the generator (docs/design.md section 8)
//
// The book keeps, for one attempt, the area of `normal` and `dead_end` rooms
// in each zone (each region, and "outside", the tiles no region covers), and
// answers the one question every step asks before it places, chains, turns
// or attaches such a room: may it go there? No, when the room would belong
// to a region of density 0, to a region whose `modules` list lacks it, or
// would push a region with a density of its own past that density + 0.05.
// Junction rooms and corridors are never asked: only `blocked` tiles stop
// them, and those are painted into the layout's occupancy grid.
//
// Without regions the book is inactive and every answer is "yes" at no cost.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/layout.hpp"

namespace easylink::generation {

/// Why a room may not go where it was meant to.
struct RegionRefusal {
    enum class Kind : std::uint8_t { Empty, NotListed, Full };
    Kind kind = Kind::Empty;
    int region = -1;
};

class RegionBook {
public:
    RegionBook(const EasylinkParams& params, const Catalogue& catalogue);

    bool active() const { return !regions_->empty(); }
    const std::vector<Region>& regions() const { return *regions_; }

    /// The zone a room with this footprint belongs to: a region index, or
    /// kOutside.
    static constexpr int kOutside = -1;
    int zoneOf(const Rect& room) const;

    /// The density asked of a zone (askedDensity() of its region); outside
    /// every region, room_density.
    double askedDensity(int zone) const;
    /// True for a region with a density of its own (the +0.05 cap applies).
    bool ownsDensity(int zone) const;
    /// The zone's area in tiles (a region's rect; outside: what no region covers).
    std::int64_t zoneArea(int zone) const;
    /// The area of normal/dead_end rooms belonging to the zone now.
    std::int64_t roomArea(int zone) const;
    double achievedDensity(int zone) const;
    /// The zones step 1 fills, in order: regions first, then outside.
    std::vector<int> zones() const;
    /// True when the template may be drawn in the zone (modules lists).
    bool allows(int zone, int templateIndex) const;

    /// Why a room of `templateIndex` cannot have footprint `rect` (nullopt:
    /// it can). `leaving` is the footprint the same room gives up, for a
    /// room turned in place. Junction templates are always allowed.
    std::optional<RegionRefusal> refuse(int templateIndex, const Rect& rect,
                                        const std::optional<Rect>& leaving = std::nullopt) const;
    std::string describe(const RegionRefusal& refusal) const;

    /// Keeps the areas exact as rooms come and go.
    void added(int templateIndex, const Rect& rect);
    void removed(int templateIndex, const Rect& rect);
    void moved(int templateIndex, const Rect& from, const Rect& to);
    void recount(const Layout& layout);

private:
    bool counts(int templateIndex) const;
    std::size_t slot(int zone) const { return static_cast<std::size_t>(zone + 1); }

    const std::vector<Region>* regions_;
    const Catalogue* catalogue_;
    double roomDensity_;
    std::vector<std::vector<bool>> allowed_;  // per region: per template, when it has a list
    std::vector<std::int64_t> area_;          // per zone slot: outside first
    std::vector<std::int64_t> zoneArea_;
};

}  // namespace easylink::generation

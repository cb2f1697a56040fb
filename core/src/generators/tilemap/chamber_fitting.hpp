#pragma once

// [SECTION] Chamber fitting
//
// Where a passage ends in a chamber, the chamber rarely fits at its wanted
// size: other passages and chambers, or the map's edge, are in the way. The
// fitting gathers data first and only then chooses. For each length
// point ahead of the entrance it measures the clearance to the left and to
// the right; where the space is wide enough it proposes the chamber shifted
// across the entrance at every offset that fits there, and where it is
// narrower it proposes one chamber as wide as the space. Each proposal is
// traced back to the entrance, shrinking its sides past anything in the way,
// then pushed forward until it is blocked or long enough. The proposals are
// scored by area and by alignment (how much of their walls lie flush against
// a neighbour's wall or the map's edge, leaving no thin gaps), and a best
// one is chosen; a chamber that cannot be at least `minLength` long is
// cancelled.
//
// Because growing a free rectangle never lowers that score (it adds area and
// can only add contacts), the best chamber is always one that cannot grow,
// and the proposals include every such chamber: the fitting finds a chamber
// as good as the best legal one (tests/unit/chamber_fitting_test.cpp checks
// this against a brute-force search).

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/vec2.hpp"
#include "easylink/random/rng.hpp"

namespace easylink::tilemap {

/// The occupancy view the fitting reads: true where a chamber tile may not
/// go (taken, too close to something, off the map).
using BlockedTile = std::function<bool(Vec2i)>;

struct ChamberRequest {
    /// The entrance: `entranceWidth` tiles from `entrance` rightwards as seen
    /// facing `facing` (the last row of the passage); the chamber begins on
    /// the row just ahead of it and covers all of it.
    Vec2i entrance;
    Dir facing = Dir::N;
    int entranceWidth = 1;
    int width = 1;      // wanted extent across the facing (at least the entrance's)
    int length = 1;     // wanted extent along it
    int minLength = 1;  // a chamber that cannot be this long is cancelled
    double areaWeight = 1;
    double alignWeight = 0;
    /// 0 chooses a best-scoring proposal; 1 any proposal; in between, one
    /// whose score is within that fraction of the range below the best.
    double randomness = 0;
};

struct ChamberProposal {
    Rect rect;          // on the map
    int left = 0;       // chamber tiles left of the entrance
    int width = 0;      // across the facing
    int length = 0;     // along it
    int alignment = 0;  // blocked tiles against its left, right and far walls
    double score = 0;
};

struct ChamberFit {
    std::optional<ChamberProposal> chosen;   // nullopt: the chamber is cancelled
    std::vector<ChamberProposal> proposals;  // every distinct proposal, the chosen included
    int clearAhead = 0;  // rows clear ahead of the whole entrance, up to the wanted length
};

/// A chamber's score: areaWeight * area + alignWeight * alignment.
double chamberScore(std::int64_t area, int alignment, double areaWeight, double alignWeight);

/// Fits a chamber ahead of the entrance by the proposals above; only
/// `rng` makes choices, so equal inputs give equal chambers.
ChamberFit fitChamber(const ChamberRequest& request, const BlockedTile& blocked, Rng& rng);

}  // namespace easylink::tilemap

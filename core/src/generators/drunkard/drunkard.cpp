// `drunkard`: tunnels staggered from the centre and the floor dug so far.

#include <algorithm>
#include <array>
#include <deque>

#include "drunkard.hpp"

#include "../tilemap/tile_builders.hpp"

namespace easylink::tilemap {
namespace {

// The walks' budget: this many steps per inner tile of the map, far more
// than any target from 0.05 to 0.9 needs, so that the work stays bounded.
constexpr std::int64_t kStepsPerTile = 16;

// Digs `missing` more wall tiles, those nearest to the floor first
// (breadth first from every floor tile, in row order).
void widen(Builder& builder, std::int64_t missing) {
    TileCanvas& tiles = builder.tiles();
    std::deque<Vec2i> queue;
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            if (tiles.at({x, y}) == TileKind::Floor) {
                queue.push_back({x, y});
            }
        }
    }
    while (!queue.empty() && missing > 0) {
        const Vec2i t = queue.front();
        queue.pop_front();
        for (const Vec2i step : kSideSteps) {
            const Vec2i n = t + step;
            if (missing > 0 && builder.interior(n) && tiles.at(n) != TileKind::Floor) {
                tiles.set(n, TileKind::Floor);
                queue.push_back(n);
                --missing;
            }
        }
    }
    builder.step("the walls nearest to the floor dug out to reach the floor fraction");
}

// Walks of random steps until enough of the map is floor: the first from
// the centre, every later one from a random tile on the edge of the floor
// dug so far (a floor tile beside inner wall), so that the caves keep
// spreading instead of wearing down the same tiles around the centre (walks
// that always went back to the centre dug 2% of a 1024x1024 map where 40%
// was asked). A walk that meets the border waits a step, and the digging
// stops at the tile that reaches the target. Should the walks spend their
// budget of steps first (they do not on any size from 32 to 4096), the
// walls nearest to the floor are dug breadth first until the target is met.
// The players come last, on the floor: the 2x2 tiles at the centre, dug
// first, give every quadrant some, so no tunnel from a start adds floor
// beyond the fraction asked, which is always the fraction made.
std::optional<std::string> buildDrunkard(Builder& builder) {
    TileCanvas& tiles = builder.tiles();
    builder.beginPhase(Phase::Placement, "the centre");
    const Vec2i centre = builder.centre();
    tiles.fill({centre.x - 1, centre.y - 1, 2, 2}, TileKind::Floor);
    builder.step("the 2x2 tiles at the centre, floor in every quadrant");
    builder.beginPhase(Phase::Growth, "walks");
    const std::int64_t inner = std::int64_t{tiles.width() - 2} * (tiles.height() - 2);
    const auto target =
        static_cast<std::int64_t>(builder.real("floor_fraction") * static_cast<double>(inner));
    const int steps = builder.option("walk_steps");
    // Floor tiles that may still border inner wall; one found not to is
    // dropped for good (floor never turns back into wall here), so the
    // search for an origin costs O(1) per tile dug, amortised.
    std::vector<Vec2i> edge;
    for (const Vec2i t : {Vec2i{centre.x - 1, centre.y - 1}, Vec2i{centre.x, centre.y - 1},
                          Vec2i{centre.x - 1, centre.y}, centre}) {
        edge.push_back(t);
    }
    std::int64_t floor = builder.floorCount();
    const auto dig = [&](Vec2i t) {
        if (tiles.at(t) != TileKind::Floor) {
            tiles.set(t, TileKind::Floor);
            edge.push_back(t);
            ++floor;
        }
    };
    const auto bordersWall = [&](Vec2i t) {
        return std::any_of(std::begin(kSideSteps), std::end(kSideSteps), [&](Vec2i step) {
            return builder.interior(t + step) && tiles.at(t + step) != TileKind::Floor;
        });
    };
    const std::int64_t budget = kStepsPerTile * inner;
    std::int64_t walked = 0;
    for (std::int64_t walk = 0; floor < target && walked < budget; ++walk) {
        std::optional<Vec2i> from;
        if (walk == 0) {
            from = centre;
        }
        while (!from && !edge.empty()) {
            const std::size_t i = builder.rng().below(static_cast<std::uint32_t>(edge.size()));
            if (bordersWall(edge[i])) {
                from = edge[i];
            } else {
                edge[i] = edge.back();
                edge.pop_back();
            }
        }
        if (!from) {
            break;
        }
        Vec2i t = *from;
        for (int step = 0; step < steps && floor < target; ++step) {
            dig(t);
            const Vec2i next = t + kSideSteps[builder.rng().below(4)];
            t = builder.interior(next) ? next : t;
        }
        walked += steps;
        if (builder.recording()) {
            builder.step(
                "walk " + std::to_string(walk + 1) + " from " +
                (walk == 0 ? std::string("the centre")
                           : "(" + std::to_string(from->x) + ", " + std::to_string(from->y) + ")"));
        }
    }
    if (floor < target) {
        widen(builder, target - floor);
    }
    builder.placeStarts();
    return std::nullopt;
}

}  // namespace

Generator drunkardGenerator() {
    return tileGenerator(
        {"drunkard",
         "drunkard's walk: tunnels staggered from the centre and the edge of the floor dug so "
         "far",
         withPopulation({
             {"floor_fraction", 0.4, 0.05, 0.9, false,
              "walks go on until this fraction of the map is floor"},
             {"walk_steps", 400, 10, 1000000, true,
              "steps of one walk before a new one starts from a random floor tile beside wall"},
         })},
        &buildDrunkard);
}

}  // namespace easylink::tilemap

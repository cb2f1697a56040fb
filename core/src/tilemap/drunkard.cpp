// `drunkard` (note 004): tunnels staggered from the centre and the starts.

#include <array>

#include "tile_builders.hpp"

namespace easylink::tilemap {
namespace {

constexpr std::array<Vec2i, 4> kSteps = {Vec2i{1, 0}, Vec2i{-1, 0}, Vec2i{0, 1}, Vec2i{0, -1}};

// Players first, then walks of random steps from the centre and from each
// start in turn until enough of the map is floor.
std::optional<std::string> buildDrunkard(Builder& builder) {
    TileRaster& tiles = builder.tiles();
    builder.beginPhase(Phase::Placement, "player starts");
    builder.placeStarts();
    builder.beginPhase(Phase::Growth, "walks");
    const std::int64_t target = static_cast<std::int64_t>(
        builder.real("floor_fraction") * (tiles.width() - 2) * (tiles.height() - 2));
    const int steps = builder.option("walk_steps");
    std::vector<Vec2i> origins = {builder.centre()};
    origins.insert(origins.end(), builder.starts().begin(), builder.starts().end());
    // Bounded: each walk digs at least its first tile or moves on. The
    // floor is counted as it is dug, not recounted after every walk.
    const std::int64_t maxWalks = 64 + 4 * target;
    std::int64_t floor = builder.floorCount();
    for (std::int64_t walk = 0; walk < maxWalks && floor < target; ++walk) {
        const std::size_t from = static_cast<std::size_t>(walk) % origins.size();
        Vec2i t = origins[from];
        for (int step = 0; step < steps && builder.interior(t); ++step) {
            floor += tiles.at(t) == TileKind::Floor ? 0 : 1;
            tiles.set(t, TileKind::Floor);
            t = t + kSteps[builder.rng().below(4)];
        }
        if (builder.recording()) {
            builder.step("walk " + std::to_string(walk + 1) + " from " +
                         (from == 0 ? std::string("the centre") : "start " + std::to_string(from)));
        }
    }
    return std::nullopt;
}

}  // namespace

GeneratorEntry drunkardGenerator() {
    return {
        {"drunkard", "drunkard's walk: tunnels staggered from the centre and the player starts",
         withPopulation({
             {"floor_fraction", 0.4, 0.05, 0.9, false,
              "walks go on until this fraction of the map is floor"},
             {"walk_steps", 400, 10, 1000000, true, "steps of one walk before a new one starts"},
         })},
        &buildDrunkard};
}

}  // namespace easylink::tilemap

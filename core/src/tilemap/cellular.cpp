// `cellular` (note 004): random floor and wall, smoothed into caves.

#include "tile_builders.hpp"

namespace easylink::tilemap {
namespace {

// Random floor and wall, then passes in which a tile becomes wall when more
// than 4 of its 8 neighbours are walls or none is, floor otherwise.
std::optional<std::string> buildCellular(Builder& builder) {
    TileRaster& tiles = builder.tiles();
    builder.beginPhase(Phase::Placement, "random fill");
    const double floorChance = builder.real("floor_chance");
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            tiles.set({x, y}, builder.rng().chance(floorChance) ? TileKind::Floor : TileKind::Wall);
        }
    }
    builder.step("each inner tile floor with chance " + Json(floorChance).dump());
    builder.beginPhase(Phase::Growth, "smoothing");
    const int passes = builder.option("iterations");
    for (int pass = 0; pass < passes; ++pass) {
        const TileRaster before = tiles;
        for (int y = 1; y < tiles.height() - 1; ++y) {
            for (int x = 1; x < tiles.width() - 1; ++x) {
                int walls = 0;
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        walls +=
                            (dx != 0 || dy != 0) && before.at({x + dx, y + dy}) == TileKind::Wall;
                    }
                }
                tiles.set({x, y}, walls > 4 || walls == 0 ? TileKind::Wall : TileKind::Floor);
            }
        }
        if (builder.recording()) {
            builder.step("smoothing pass " + std::to_string(pass + 1) + " of " +
                         std::to_string(passes));
        }
    }
    builder.placeStarts();
    return std::nullopt;
}

}  // namespace

GeneratorEntry cellularGenerator() {
    return {{"cellular", "cellular automata: random floor and wall, smoothed into caves",
             withPopulation({
                 {"floor_chance", 0.55, 0.05, 0.95, false,
                  "chance that a tile starts as floor before smoothing"},
                 {"iterations", 10, 0, 100, true,
                  "smoothing passes: a tile becomes wall when more than 4 of its 8 neighbours "
                  "are walls, or none is"},
             })},
            &buildCellular};
}

}  // namespace easylink::tilemap

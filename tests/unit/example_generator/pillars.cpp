// The example generator of docs/architecture.md ("Adding a generator"),
// used only by tests/unit/example_generator_test.cpp: an open hall with a
// pillar every `spacing` tiles. A real one lives in
// core/src/generators/NAME/ and takes one line in
// core/src/registry/registry.cpp.

#include "pillars.hpp"

#include "generators/tilemap/tile_builders.hpp"

namespace easylink::tilemap {
namespace {

std::optional<std::string> buildPillars(Builder& builder) {
    builder.beginPhase(Phase::Placement, "the hall and its pillars");
    TileCanvas& tiles = builder.tiles();
    const int spacing = builder.option("spacing");
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            const bool pillar = x % spacing == 0 && y % spacing == 0;
            tiles.set({x, y}, pillar ? TileKind::Wall : TileKind::Floor);
        }
        builder.step("row " + std::to_string(y) + " dug");  // one step of the timeline
    }
    return std::nullopt;  // or the reason the map cannot be made
}

}  // namespace

Generator pillarsGenerator() {
    return tileGenerator({"pillars", "an open hall with a pillar every few tiles",
                          withPopulation({
                              {"spacing", 4, 2, 32, true, "tiles from one pillar to the next"},
                          })},
                         &buildPillars);
}

}  // namespace easylink::tilemap

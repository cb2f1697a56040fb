// describeRun(): the few words the command line and the editor both use to
// say what a run holds.

#include <gtest/gtest.h>

#include "catalogue_test_support.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/output/run_summary.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink {
namespace {

TEST(RunSummary, ALayoutSaysItsRoomsCorridorsLoopsAndPhaseTwo) {
    GenerationRequest request;
    request.seed = 4;
    request.catalogue = &test::defaultCatalogue();
    const GenerationOutcome outcome = findGenerator("easylink")->generate(request, nullptr);
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    const LayoutStats stats = computeStats(*outcome.layout, outcome.attempts);
    const std::string expected =
        std::to_string(stats.rooms) + " rooms (" + std::to_string(stats.normalRooms) +
        " normal), " + std::to_string(stats.corridors) + " corridors, " +
        std::to_string(stats.loops) + (stats.loops == 1 ? " loop, " : " loops, ") +
        std::to_string(stats.deadEnds) + (stats.deadEnds == 1 ? " dead end, " : " dead ends, ") +
        std::to_string(outcome.attempts) + (outcome.attempts == 1 ? " attempt" : " attempts") +
        ", phase 2: " + std::to_string(outcome.resolution->nodes.size()) + " modules, " +
        std::to_string(outcome.resolution->problems.size()) + " problems";
    EXPECT_EQ(describeRun(viewOf(outcome)), expected);
}

TEST(RunSummary, ATileMapSaysItsSizeFloorAndAreas) {
    GenerationRequest request;
    request.params = {{"width", 40}, {"height", 32}};
    request.seed = 2;
    const GenerationOutcome outcome = findGenerator("random-rooms")->generate(request, nullptr);
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    EXPECT_EQ(describeRun(viewOf(outcome)),
              "random-rooms, 40x32, " + std::to_string(outcome.tiles->count(TileKind::Floor)) +
                  " floor tiles, " + std::to_string(outcome.areas.size()) + " areas, 1 attempt");
}

}  // namespace
}  // namespace easylink

// Tile-map generators report their work as events like easylink does: the
// events alone rebuild the final map through a Timeline, the steps follow
// the documented phases, and recording them changes nothing in the map.

#include <gtest/gtest.h>

#include <algorithm>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/timeline.hpp"
#include "easylink/registry/registry.hpp"
#include "tile_test_support.hpp"

namespace easylink {
namespace {

std::string eventText(const Event& event) {
    std::string text;
    JsonWriter out(text, JsonStyle::Compact);
    writeEvent(out, event);
    return text;
}

class TileEvents : public ::testing::TestWithParam<const char*> {};

TEST_P(TileEvents, ReplayRebuildsTheMapAtEveryPhase) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapRequest request = test::tileRequest(GetParam(), 48, 40, seed);
        EventRecorder recorder;
        const TileMapResult recorded = generateTileMap(request, &recorder);
        const TileMapResult silent = generateTileMap(request);
        ASSERT_TRUE(recorded.ok()) << recorded.failure;
        EXPECT_EQ(*recorded.tiles, *silent.tiles) << "listening changes nothing";

        const std::vector<Event>& events = recorder.events();
        ASSERT_FALSE(events.empty());
        EXPECT_EQ(events.front().kind, EventKind::AttemptStarted);
        EXPECT_EQ(events.back().kind, EventKind::Finished);

        const Catalogue none;
        Timeline timeline(none, 48, 40, events);
        ASSERT_TRUE(timeline.hasTiles());
        EXPECT_EQ(timeline.tilesAt(timeline.size()), *recorded.tiles);
        // Back to the start and forward again by phases: the same map.
        EXPECT_EQ(timeline.tilesAt(0).count(TileKind::Void), 48 * 40);
        std::size_t step = 0;
        int phases = 0;
        while (step < timeline.size()) {
            step = timeline.stepForward(step, StepSize::Phase);
            (void)timeline.tilesAt(step);
            ++phases;
        }
        EXPECT_GE(phases, 3) << "carving, repair and population at least";
        EXPECT_EQ(timeline.tilesAt(timeline.size()), *recorded.tiles);

        // Every change is an action with a sentence, and the repair and
        // population phases come in that order.
        for (const Event& event : events) {
            if (event.kind == EventKind::TilesChanged) {
                EXPECT_FALSE(event.text.empty());
                EXPECT_FALSE(event.tiles.empty());
                EXPECT_GE(event.action, 0);
            }
        }
        const auto isPhase = [](Phase phase) {
            return [phase](const Event& e) {
                return e.kind == EventKind::PhaseStarted && e.phase == phase;
            };
        };
        const auto repair = std::find_if(events.begin(), events.end(), isPhase(Phase::Components));
        const auto population =
            std::find_if(events.rbegin(), events.rend(), isPhase(Phase::Rules)).base();
        ASSERT_NE(repair, events.end());
        EXPECT_LT(repair, population) << "the repair comes before the population";
    }
}

// Each step reports the tiles written since the previous one (the builder
// looks only at those): runs in row order, each tile a change from what the
// events showed before, neighbouring runs of one row of different kinds
// (as long as they can be), and two recordings byte for byte the same.
TEST_P(TileEvents, EachStepCarriesExactlyTheTilesThatChangedInRowOrder) {
    const TileMapRequest request = test::tileRequest(GetParam(), 56, 44, 3);
    EventRecorder first;
    EventRecorder second;
    ASSERT_TRUE(generateTileMap(request, &first).ok());
    ASSERT_TRUE(generateTileMap(request, &second).ok());
    ASSERT_EQ(first.events().size(), second.events().size());
    TileRaster shown(56, 44);
    for (std::size_t i = 0; i < first.events().size(); ++i) {
        const Event& event = first.events()[i];
        EXPECT_EQ(eventText(event), eventText(second.events()[i]));
        if (event.kind == EventKind::AttemptStarted) {
            shown = TileRaster(56, 44);
        }
        if (event.kind != EventKind::TilesChanged) {
            continue;
        }
        const TileRun* previous = nullptr;
        for (const TileRun& run : event.tiles) {
            if (previous != nullptr) {
                const bool later = run.start.y > previous->start.y ||
                                   (run.start.y == previous->start.y &&
                                    run.start.x >= previous->start.x + previous->length);
                EXPECT_TRUE(later) << "runs in row order, apart";
                if (run.start.y == previous->start.y &&
                    run.start.x == previous->start.x + previous->length) {
                    EXPECT_NE(run.kind, previous->kind) << "a run as long as it can be";
                }
            }
            for (int k = 0; k < run.length; ++k) {
                const Vec2i t{run.start.x + k, run.start.y};
                EXPECT_NE(shown.at(t), run.kind) << "only tiles that changed";
                shown.set(t, run.kind);
            }
            previous = &run;
        }
    }
}

// A room generator that starts again on a grid (more rooms than random
// placement fits) replays to its map like any other run.
TEST(TileEvents, ARestartOnAGridReplaysToTheMap) {
    for (const char* generator : {"rooms-corridors", "random-rooms"}) {
        const TileMapRequest request =
            test::tileRequest(generator, 32, 32, 2, Json::parse(R"({"rooms": 36})"));
        EventRecorder recorder;
        const TileMapResult result = generateTileMap(request, &recorder);
        ASSERT_TRUE(result.ok()) << result.failure;
        EXPECT_EQ(result.attempts, 2) << generator;
        const Catalogue none;
        Timeline timeline(none, 32, 32, recorder.events());
        EXPECT_EQ(timeline.tilesAt(timeline.size()), *result.tiles) << generator;
    }
}

INSTANTIATE_TEST_SUITE_P(Generators, TileEvents, ::testing::ValuesIn(test::kTileGeneratorNames),
                         test::generatorTestName);

TEST(TileEvents, TimelineStepsBackAndForthOverSnapshots) {
    // A long run (many walks) so the timeline keeps several snapshots.
    const TileMapRequest request =
        test::tileRequest("drunkard", 64, 64, 4, Json::parse(R"({"walk_steps": 20})"));
    EventRecorder recorder;
    const TileMapResult result = generateTileMap(request, &recorder);
    ASSERT_TRUE(result.ok());
    const Catalogue none;
    Timeline timeline(none, 64, 64, recorder.events());
    ASSERT_GT(timeline.snapshotCount(), 2u);
    const std::size_t middle = timeline.size() / 2;
    const TileRaster forward = timeline.tilesAt(middle);
    (void)timeline.tilesAt(timeline.size());
    EXPECT_EQ(timeline.tilesAt(middle), forward) << "back from the end";
    (void)timeline.tilesAt(0);
    EXPECT_EQ(timeline.tilesAt(middle), forward) << "forward from the start";
}

TEST(TileEvents, EasylinkTimelinesHaveNoTiles) {
    const Catalogue none;
    Timeline timeline(none, 32, 32, {});
    EXPECT_FALSE(timeline.hasTiles());
}

}  // namespace
}  // namespace easylink

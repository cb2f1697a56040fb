// The timeline of a recorded run: the layout at any step equals replaying
// the run's events up to it, whatever order the steps are visited in, and
// stepping by action, turn and phase lands on the right boundaries.

#include <gtest/gtest.h>

#include <filesystem>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generation/timeline.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/random/rng.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

std::string text(const Layout& layout) {
    return serializeLayout(layout, {});
}

/// The layout after the first `step` events, replayed from scratch.
std::string replayedTo(const std::vector<Event>& events, std::size_t step) {
    Layout layout(defaultCatalogue(), 80, 80);
    for (std::size_t i = 0; i < step; ++i) {
        replayEvent(layout, events[i]);
    }
    return text(layout);
}

std::vector<Event> recordRun(std::uint64_t seed) {
    EventRecorder recorder;
    const GenerationResult result = generateEasylink(defaultCatalogue(), {}, seed, &recorder);
    EXPECT_TRUE(result.ok());
    return recorder.events();
}

TEST(Timeline, AnyStepInAnyOrderMatchesAReplayFromScratch) {
    const std::vector<Event> events = recordRun(6);  // long enough for several snapshots
    Timeline timeline(defaultCatalogue(), 80, 80, events);
    ASSERT_EQ(timeline.size(), events.size());
    EXPECT_GE(timeline.snapshotCount(), 2u);
    Rng rng(1);
    std::vector<std::size_t> steps = {0, timeline.size(), timeline.size() / 2, 1, 0};
    for (int i = 0; i < 40; ++i) {
        steps.push_back(rng.below(static_cast<std::uint32_t>(timeline.size() + 1)));
    }
    for (std::size_t step : steps) {
        EXPECT_EQ(text(timeline.layoutAt(step)), replayedTo(events, step)) << "step " << step;
    }
}

TEST(Timeline, TheLastStepIsTheFinalLayout) {
    const GenerationResult result = generateEasylink(defaultCatalogue(), {}, 6);
    Timeline timeline(defaultCatalogue(), 80, 80, recordRun(6));
    EXPECT_EQ(text(timeline.layoutAt(timeline.size())), text(*result.layout));
    EXPECT_EQ(timeline.layoutAt(0).roomCount(), 0);
}

TEST(Timeline, StepsByActionCoverEachAppliedOpportunityWhole) {
    Timeline timeline(defaultCatalogue(), 80, 80, recordRun(2));
    std::size_t step = 0;
    int actions = 0;
    while (step < timeline.size()) {
        const std::size_t next = timeline.stepForward(step, StepSize::Action);
        ASSERT_GT(next, step);
        if (next == timeline.size()) {
            break;
        }
        // The step ends just after a mutation (or a slot phase 2 resolved),
        // and the events of the action all carry one action number.
        const Event& last = timeline.event(next - 1);
        EXPECT_TRUE(last.isMutation() || last.kind == EventKind::SlotResolved);
        if (next < timeline.size() && timeline.event(next).isMutation() && last.action >= 0) {
            EXPECT_NE(timeline.event(next).action, last.action);
        }
        EXPECT_EQ(timeline.stepBack(next, StepSize::Action) < next, true);
        step = next;
        ++actions;
    }
    EXPECT_GT(actions, 10);
}

TEST(Timeline, EachRoomOrCorridorPhaseTwoResolvesIsAnActionStep) {
    Timeline timeline(defaultCatalogue(), 80, 80, recordRun(3));
    int slots = 0;
    for (std::size_t i = 0; i < timeline.size(); ++i) {
        if (timeline.event(i).kind != EventKind::SlotResolved) {
            continue;
        }
        ++slots;
        EXPECT_EQ(timeline.stepForward(i, StepSize::Action), i + 1);
        EXPECT_EQ(timeline.stepBack(i + 1, StepSize::Action), i);
    }
    EXPECT_GT(slots, 10);
}

TEST(Timeline, StepsByTurnAndPhaseLandOnTheirStarts) {
    Timeline timeline(defaultCatalogue(), 80, 80, recordRun(3));
    for (StepSize size : {StepSize::Turn, StepSize::Phase}) {
        const std::vector<std::size_t> marks = timeline.marks(size);
        ASSERT_GE(marks.size(), 3u);
        std::size_t step = 0;
        std::vector<std::size_t> visited;
        while ((step = timeline.stepForward(step, size)) < timeline.size()) {
            visited.push_back(step);
        }
        // Every mark after the first event is visited in order, and stepping
        // back from each reaches the one before.
        std::vector<std::size_t> expected(marks.begin() + (marks.front() == 0 ? 1 : 0),
                                          marks.end());
        EXPECT_EQ(visited, expected);
        for (std::size_t i = 1; i < visited.size(); ++i) {
            EXPECT_EQ(timeline.stepBack(visited[i], size), visited[i - 1]);
        }
    }
    const std::vector<std::size_t> phases = timeline.marks(StepSize::Phase);
    for (std::size_t mark : phases) {
        const EventKind kind = timeline.event(mark).kind;
        EXPECT_TRUE(kind == EventKind::PhaseStarted || kind == EventKind::AttemptStarted);
    }
}

TEST(Timeline, SingleEventStepsAndClamping) {
    Timeline timeline(defaultCatalogue(), 80, 80, recordRun(5));
    EXPECT_EQ(timeline.stepForward(0, StepSize::Event), 1u);
    EXPECT_EQ(timeline.stepBack(1, StepSize::Event), 0u);
    EXPECT_EQ(timeline.stepBack(0, StepSize::Phase), 0u);
    EXPECT_EQ(timeline.stepForward(timeline.size(), StepSize::Turn), timeline.size());
    EXPECT_EQ(timeline.layoutAt(timeline.size() + 100).roomCount(),
              timeline.layoutAt(timeline.size()).roomCount());
}

}  // namespace
}  // namespace easylink

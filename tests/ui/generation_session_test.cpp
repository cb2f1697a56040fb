// The editor's generation session without any window: runs on the default
// catalogue (inline and on the worker), stepping through a run and what the
// viewport is told at each step, runs that supersede each other, refusals,
// rerolled seeds and playback.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/layout/layout_json.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

const Catalogue& defaultCatalogue() {
    static const CatalogueLoad load = loadCatalogueFile(kAssets / "catalogues" / "default.json");
    return load.catalogue;
}

std::string text(const Layout& layout) {
    return serializeLayout(layout, {});
}

/// A session that has run the default catalogue with `seed`, inline.
void runInline(GenerationSession& session, std::uint64_t seed) {
    session.settings().setSeed(seed);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    ASSERT_TRUE(session.poll());
    ASSERT_NE(session.run(), nullptr);
}

TEST(GenerationSession, AnInlineRunEndsAtItsLastStepShowingTheResult) {
    GenerationSession session(GenerationSession::Mode::Inline);
    session.settings().setSeed(7);
    EXPECT_EQ(session.cursor().layoutAtStep(), nullptr);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    EXPECT_TRUE(session.running());
    ASSERT_TRUE(session.poll());
    EXPECT_FALSE(session.running());
    EXPECT_FALSE(session.poll());

    const GenerationResult* result = session.cursor().result();
    ASSERT_NE(result, nullptr);
    ASSERT_TRUE(result->ok()) << result->failure;
    EXPECT_TRUE(session.failure().empty());
    ASSERT_NE(session.cursor().timeline(), nullptr);
    EXPECT_GT(session.cursor().stepCount(), 0u);
    EXPECT_EQ(session.cursor().step(), session.cursor().stepCount());
    ASSERT_NE(session.cursor().layoutAtStep(), nullptr);
    EXPECT_EQ(text(*session.cursor().layoutAtStep()), text(*result->layout));
    EXPECT_EQ(session.run()->seed, 7u);
    EXPECT_EQ(session.cursor().currentEvent()->kind, EventKind::Finished);

    // The summary gives the figures of the layout file's stats.
    const std::string summary = runSummary(*session.run());
    EXPECT_NE(summary.find(std::to_string(result->layout->roomCount()) + " rooms"),
              std::string::npos)
        << summary;
    EXPECT_NE(summary.find("1 attempt"), std::string::npos) << summary;
}

TEST(GenerationSession, AThreadedRunArrivesWithTheSameLayout) {
    GenerationSession inlineSession(GenerationSession::Mode::Inline);
    runInline(inlineSession, 11);

    GenerationSession session;
    session.settings().setSeed(11);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    EXPECT_TRUE(session.running());
    ASSERT_TRUE(session.waitForRun());
    EXPECT_FALSE(session.running());
    ASSERT_NE(session.cursor().layoutAtStep(), nullptr);
    EXPECT_EQ(text(*session.cursor().layoutAtStep()),
              text(*inlineSession.cursor().result()->layout));
    EXPECT_EQ(session.cursor().stepCount(), inlineSession.cursor().stepCount());
}

TEST(GenerationSession, TheRunKeepsItsOwnCopyOfTheCatalogue) {
    GenerationSession session;
    auto catalogue = std::make_unique<Catalogue>(defaultCatalogue());
    ASSERT_TRUE(session.start(*catalogue));
    catalogue->modules.clear();  // the document changes while the run is under way
    catalogue.reset();
    ASSERT_TRUE(session.waitForRun());
    ASSERT_TRUE(session.cursor().result()->ok()) << session.cursor().result()->failure;
    EXPECT_EQ(session.cursor().layoutAtStep()->catalogue().modules.size(),
              defaultCatalogue().modules.size());
}

TEST(GenerationSession, EveryStepSizeMovesTheStepBothWays) {
    GenerationSession session(GenerationSession::Mode::Inline);
    runInline(session, 3);
    const std::size_t middle = session.cursor().stepCount() / 2;
    for (const StepSize size :
         {StepSize::Event, StepSize::Action, StepSize::Turn, StepSize::Phase}) {
        session.cursor().setStep(middle);
        session.cursor().stepBy(size, true);
        EXPECT_GT(session.cursor().step(), middle) << "forward by " << static_cast<int>(size);
        session.cursor().setStep(middle);
        session.cursor().stepBy(size, false);
        EXPECT_LT(session.cursor().step(), middle) << "back by " << static_cast<int>(size);
    }

    // An action is always a change to the layout.
    session.cursor().setStep(middle);
    std::uint64_t revision = session.notices().count(Change::ShownLayout);
    session.cursor().stepBy(StepSize::Action, true);
    EXPECT_NE(session.notices().count(Change::ShownLayout), revision);
    revision = session.notices().count(Change::ShownLayout);
    session.cursor().stepBy(StepSize::Action, false);
    EXPECT_NE(session.notices().count(Change::ShownLayout), revision);

    session.cursor().toStart();
    EXPECT_EQ(session.cursor().step(), 0u);
    EXPECT_EQ(session.cursor().layoutAtStep()->roomCount(), 0);
    session.cursor().toEnd();
    EXPECT_EQ(session.cursor().step(), session.cursor().stepCount());
    session.cursor().setStep(session.cursor().stepCount() + 100);
    EXPECT_EQ(session.cursor().step(), session.cursor().stepCount());
}

TEST(GenerationSession, ALayoutNoticeComesExactlyWhenTheLayoutAtTheStepChanges) {
    GenerationSession session(GenerationSession::Mode::Inline);
    runInline(session, 5);
    for (const StepSize size : {StepSize::Turn, StepSize::Action}) {
        session.cursor().toStart();
        std::string before = text(*session.cursor().layoutAtStep());
        int changes = 0;
        while (session.cursor().step() < session.cursor().stepCount()) {
            const std::uint64_t revision = session.notices().count(Change::ShownLayout);
            session.cursor().stepBy(size, true);
            const std::string after = text(*session.cursor().layoutAtStep());
            // AttemptStarted on an empty layout is the one mutation that may
            // change nothing; everywhere else the two must agree.
            if (session.cursor().currentEvent()->kind != EventKind::AttemptStarted) {
                ASSERT_EQ(session.notices().count(Change::ShownLayout) != revision, after != before)
                    << "at step " << session.cursor().step();
            }
            changes += after != before ? 1 : 0;
            before = after;
        }
        EXPECT_GT(changes, 5);
    }

    // An event that is not a mutation gives no layout notice.
    const Timeline& timeline = *session.cursor().timeline();
    std::size_t turn = 0;
    while (turn < timeline.size() && timeline.event(turn).kind != EventKind::TurnStarted) {
        ++turn;
    }
    ASSERT_LT(turn, timeline.size());
    session.cursor().setStep(turn);
    const std::uint64_t revision = session.notices().count(Change::ShownLayout);
    session.cursor().stepBy(StepSize::Event, true);
    EXPECT_EQ(session.cursor().step(), turn + 1);
    EXPECT_EQ(session.notices().count(Change::ShownLayout), revision);
}

TEST(GenerationSession, RejectionsAndTouchedObjectsAreThoseOfTheStep) {
    GenerationSession session(GenerationSession::Mode::Inline);
    runInline(session, 2);
    const Timeline& timeline = *session.cursor().timeline();

    // The first rejection after a mutation: it is among those of the step
    // after it, with nothing but non-mutations between the last mutation and it.
    std::size_t rejected = 0;
    while (rejected < timeline.size() &&
           (timeline.event(rejected).kind != EventKind::CandidateRejected || rejected == 0 ||
            !timeline.event(rejected - 1).isMutation())) {
        ++rejected;
    }
    ASSERT_LT(rejected, timeline.size()) << "the run rejected no candidate";
    session.cursor().setStep(rejected + 1);
    std::vector<std::size_t> ghosts = session.cursor().rejectionsAtStep();
    ASSERT_EQ(ghosts, std::vector<std::size_t>{rejected});

    // Further rejections add up until the next mutation clears them.
    std::size_t next = rejected + 1;
    while (next < timeline.size() && !timeline.event(next).isMutation()) {
        ++next;
    }
    ASSERT_LT(next, timeline.size());
    session.cursor().setStep(next);
    ghosts = session.cursor().rejectionsAtStep();
    ASSERT_FALSE(ghosts.empty());
    EXPECT_EQ(ghosts.front(), rejected);
    EXPECT_TRUE(std::is_sorted(ghosts.begin(), ghosts.end()));
    for (const std::size_t ghost : ghosts) {
        EXPECT_EQ(timeline.event(ghost).kind, EventKind::CandidateRejected);
    }
    session.cursor().setStep(next + 1);
    EXPECT_TRUE(session.cursor().rejectionsAtStep().empty());

    // After a room is added, the room is what the step touched.
    std::size_t added = 0;
    while (timeline.event(added).kind != EventKind::RoomAdded) {
        ++added;
    }
    session.cursor().setStep(added + 1);
    const std::vector<EventObject> touched = session.cursor().touchedAtStep();
    const EventObject room{EventObject::Kind::Room, timeline.event(added).room};
    EXPECT_NE(std::find(touched.begin(), touched.end(), room), touched.end());
    session.cursor().toStart();
    EXPECT_TRUE(session.cursor().touchedAtStep().empty());
    EXPECT_EQ(session.cursor().currentEvent(), nullptr);
}

TEST(GenerationSession, ANewerStartDropsTheOlderRunInline) {
    GenerationSession session(GenerationSession::Mode::Inline);
    session.settings().setSeed(1);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    session.settings().setSeed(2);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    ASSERT_TRUE(session.poll());
    EXPECT_EQ(session.run()->seed, 2u);
    EXPECT_EQ(session.supersededRuns(), 1u);
    EXPECT_FALSE(session.poll());
}

TEST(GenerationSession, ANewerStartDropsTheOlderRunOnTheWorker) {
    GenerationSession session;
    EasylinkParams params;
    params.width = 256;  // long enough to be under way when the next start comes
    params.height = 256;
    session.settings().setParams(params);
    session.settings().setSeed(1);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    session.settings().setParams(EasylinkParams{});
    session.settings().setSeed(2);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    ASSERT_TRUE(session.waitForRun());
    EXPECT_EQ(session.run()->seed, 2u);
    EXPECT_EQ(session.run()->params.width, 80);
    EXPECT_EQ(session.supersededRuns(), 1u);
    EXPECT_FALSE(session.running());
}

TEST(GenerationSession, InvalidParametersAreRefusedWithoutARun) {
    GenerationSession session(GenerationSession::Mode::Inline);
    EasylinkParams params;
    params.minRooms = 0;
    session.settings().setParams(params);
    EXPECT_FALSE(session.start(defaultCatalogue()));
    EXPECT_FALSE(session.running());
    EXPECT_FALSE(session.poll());
    EXPECT_EQ(session.run(), nullptr);
    EXPECT_NE(session.failure().find("min_rooms"), std::string::npos) << session.failure();

    // setParam refuses out-of-range text and keeps the value.
    const std::optional<std::string> error = session.settings().setParam("chain_chance", "2");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("chain_chance"), std::string::npos);
    EXPECT_DOUBLE_EQ(session.settings().params().chainChance, EasylinkParams{}.chainChance);
    EXPECT_FALSE(session.settings().setParam("min_rooms", "3").has_value());
    EXPECT_EQ(session.settings().params().minRooms, 3);

    // Fixed, it runs and the refusal is gone.
    ASSERT_TRUE(session.start(defaultCatalogue()));
    ASSERT_TRUE(session.poll());
    EXPECT_TRUE(session.failure().empty()) << session.failure();
}

TEST(GenerationSession, ARefusalSupersedesTheRunUnderWay) {
    GenerationSession session(GenerationSession::Mode::Inline);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    ASSERT_FALSE(session.start(Catalogue{}));
    EXPECT_FALSE(session.poll());
    EXPECT_EQ(session.run(), nullptr);
    EXPECT_EQ(session.failure().rfind("invalid catalogue: ", 0), 0u) << session.failure();
}

TEST(GenerationSession, AnInvalidCatalogueIsRefused) {
    GenerationSession session(GenerationSession::Mode::Inline);
    const CatalogueLoad broken = loadCatalogueFile(kData / "broken.json");
    EXPECT_FALSE(session.start(broken.catalogue));
    EXPECT_EQ(session.run(), nullptr);
    EXPECT_EQ(session.failure().rfind("invalid catalogue: ", 0), 0u) << session.failure();
}

TEST(GenerationSession, AFailedRunStillHasItsEventsOnShow) {
    GenerationSession session(GenerationSession::Mode::Inline);
    EasylinkParams params;
    params.minRooms = 60;  // within what 80x80 can hold, beyond what it gets
    params.maxAttempts = 2;
    session.settings().setParams(params);
    ASSERT_TRUE(session.start(defaultCatalogue()));
    ASSERT_TRUE(session.poll());
    ASSERT_NE(session.cursor().result(), nullptr);
    EXPECT_FALSE(session.cursor().result()->ok());
    EXPECT_NE(session.failure().find("min_rooms"), std::string::npos) << session.failure();
    EXPECT_EQ(runSummary(*session.run()), session.failure());
    ASSERT_NE(session.cursor().timeline(), nullptr);
    EXPECT_GT(session.cursor().stepCount(), 0u);
    EXPECT_EQ(session.cursor().attemptCount(), 2);
    EXPECT_EQ(session.cursor().attemptAtStep(), 1);
    session.cursor().setStep(session.run()->attemptStarts[1]);
    EXPECT_EQ(session.cursor().attemptAtStep(), 0);
    session.cursor().stepBy(StepSize::Event, true);
    EXPECT_EQ(session.cursor().attemptAtStep(), 1);
}

TEST(GenerationSession, RerollDrawsTheSameSeedsForTheSameRerollSeed) {
    GenerationSession first(GenerationSession::Mode::Inline, 99);
    GenerationSession second(GenerationSession::Mode::Inline, 99);
    GenerationSession other(GenerationSession::Mode::Inline, 100);
    std::vector<std::uint64_t> seeds;
    for (int i = 0; i < 4; ++i) {
        const std::uint64_t before = first.settings().seed();
        const std::uint64_t revision = first.notices().count(Change::Parameters);
        seeds.push_back(first.settings().reroll());
        EXPECT_NE(seeds.back(), before);
        EXPECT_EQ(first.settings().seed(), seeds.back());
        EXPECT_GT(first.notices().count(Change::Parameters), revision);
        EXPECT_EQ(second.settings().reroll(), seeds.back());
    }
    std::vector<std::uint64_t> others;
    for (int i = 0; i < 4; ++i) {
        others.push_back(other.settings().reroll());
    }
    EXPECT_NE(others, seeds);
}

TEST(GenerationSession, PlaybackAdvancesBySpeedAndStopsAtTheEnd) {
    GenerationSession session(GenerationSession::Mode::Inline);
    runInline(session, 4);
    EXPECT_FALSE(session.cursor().playing());

    // Playing from the end starts over.
    session.cursor().setSpeed(10.0);
    session.cursor().play();
    EXPECT_TRUE(session.cursor().playing());
    EXPECT_EQ(session.cursor().step(), 0u);
    session.cursor().advancePlayback(0.5);
    EXPECT_EQ(session.cursor().step(), 5u);
    session.cursor().advancePlayback(0.06);
    session.cursor().advancePlayback(0.06);  // fractions carry over
    EXPECT_EQ(session.cursor().step(), 6u);

    session.cursor().pause();
    session.cursor().advancePlayback(1.0);
    EXPECT_EQ(session.cursor().step(), 6u);

    session.cursor().play();
    EXPECT_EQ(session.cursor().step(), 6u);
    session.cursor().setSpeed(1e9);
    EXPECT_EQ(session.cursor().speed(), RunCursor::kMaxSpeed);
    session.cursor().advancePlayback(1e6);
    EXPECT_EQ(session.cursor().step(), session.cursor().stepCount());
    EXPECT_FALSE(session.cursor().playing());
    session.cursor().setSpeed(0.0);
    EXPECT_EQ(session.cursor().speed(), RunCursor::kMinSpeed);
}

}  // namespace
}  // namespace easylink::ui

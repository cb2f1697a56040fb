// The log panel driven headlessly over a run of the default catalogue: the
// unfiltered list, the phase, kind and text filters (through their combo,
// checkbox and text box), clicking a row to move the timeline, the current
// event's row kept in view without fighting a manual scroll, the list
// filtered once per change rather than once per frame, and columns that show
// the longest grower and kind names whole whatever rows were in view first.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "panels/log_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/clip_probe.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
    return text;
}

class LogPanelTest : public testing::UiTest {
protected:
    void drawFrame() override {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        panel.draw(state, {{0.0f, 300.0f}, {1280.0f, 500.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        session().settings().setAutoRegenerate(false);
        session().settings().setSeed(7);
        ASSERT_TRUE(session().start(state.document().current()->catalogue));
        ASSERT_TRUE(session().waitForRun());
        ASSERT_NE(session().cursor().timeline(), nullptr);
        ASSERT_GT(session().cursor().stepCount(), 100u);
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }
    const std::vector<Event>& events() { return session().cursor().timeline()->events(); }

    /// The indices of the events that satisfy `keep`, in order.
    template <typename Predicate>
    std::vector<std::size_t> eventsWhere(Predicate keep) {
        std::vector<std::size_t> indices;
        for (std::size_t i = 0; i < events().size(); ++i) {
            if (keep(events()[i])) {
                indices.push_back(i);
            }
        }
        return indices;
    }

    EditorState state;
    LogPanel panel;
};

TEST_F(LogPanelTest, ListsEveryEventOfTheRunUnfiltered) {
    std::vector<std::size_t> all(session().cursor().stepCount());
    std::iota(all.begin(), all.end(), std::size_t{0});
    EXPECT_EQ(panel.shownEvents(), all);
    EXPECT_EQ(panel.totalEvents(), session().cursor().stepCount());
    // Only the rows in view are drawn, the last event's among them (the step is at the end).
    EXPECT_FALSE(panel.drawnRows().empty());
    EXPECT_LT(panel.drawnRows().size(), 60u);
    EXPECT_TRUE(panel.rowCentre(session().cursor().stepCount() - 1).has_value());
}

TEST_F(LogPanelTest, FilteringByPhaseGrowthShowsOnlyGrowthEvents) {
    click(panel.controlCentre(LogPanel::Control::Phase));
    frames(2);  // the popup settles where it will be
    click(panel.optionCentre(LogPanel::Control::Phase, 1 + static_cast<int>(Phase::Growth)));
    frames(1);
    ASSERT_EQ(panel.filter().phase, Phase::Growth);
    const auto growth = eventsWhere([](const Event& e) { return e.phase == Phase::Growth; });
    ASSERT_FALSE(growth.empty());
    ASSERT_LT(growth.size(), session().cursor().stepCount());
    EXPECT_EQ(panel.shownEvents(), growth);
    for (const DrawnRow& row : panel.drawnRows()) {
        EXPECT_EQ(events()[row.index].phase, Phase::Growth) << "row " << row.index;
    }
}

TEST_F(LogPanelTest, TheTextFilterNarrowsToEventsContainingTheTextInAnyCase) {
    const auto matching = eventsWhere(
        [](const Event& e) { return lowered(e.text).find("corridor") != std::string::npos; });
    ASSERT_FALSE(matching.empty());
    ASSERT_LT(matching.size(), session().cursor().stepCount());

    click(panel.controlCentre(LogPanel::Control::Text));
    type("CoRRiDoR");
    frames(1);
    EXPECT_EQ(panel.filter().text, "CoRRiDoR");
    EXPECT_EQ(panel.shownEvents(), matching);
}

TEST_F(LogPanelTest, TheRejectionsToggleHidesRejectedCandidates) {
    const auto rejections =
        eventsWhere([](const Event& e) { return e.kind == EventKind::CandidateRejected; });
    ASSERT_FALSE(rejections.empty()) << "the run has no rejected candidate to hide";
    click(panel.controlCentre(LogPanel::Control::Rejections));
    frames(1);
    EXPECT_EQ(panel.shownEvents().size(), session().cursor().stepCount() - rejections.size());
    for (const std::size_t index : panel.shownEvents()) {
        EXPECT_NE(events()[index].kind, EventKind::CandidateRejected) << "event " << index;
    }
}

TEST_F(LogPanelTest, ClickingARowMovesTheTimelineToJustAfterItsEvent) {
    session().cursor().setStep(0);
    frames(2);
    ASSERT_GE(panel.drawnRows().size(), 5u);
    const std::size_t index = panel.drawnRows()[4].index;
    ASSERT_NE(index + 1, session().cursor().step());
    click(panel.rowCentre(index));
    EXPECT_EQ(session().cursor().step(), index + 1);
}

TEST_F(LogPanelTest, TheCurrentEventsRowIsScrolledIntoViewButManualScrollingIsLeftAlone) {
    const std::size_t middle = session().cursor().stepCount() / 2;
    session().cursor().setStep(middle);
    frames(3);
    ASSERT_FALSE(panel.drawnRows().empty());
    EXPECT_FALSE(panel.rowCentre(0).has_value());
    EXPECT_TRUE(panel.rowCentre(middle - 1).has_value()) << "the current row is not in view";

    // Scroll away with the wheel: the step has not moved, so the list stays where it was put.
    const ImVec2 overTable = *panel.rowCentre(middle - 1);
    ImGui::GetIO().MousePos = overTable;
    frames(1);
    ImGui::GetIO().MouseWheel = 100.0f;
    frames(1);
    ImGui::GetIO().MouseWheel = 0.0f;
    frames(3);
    EXPECT_FALSE(panel.rowCentre(middle - 1).has_value());
    EXPECT_TRUE(panel.rowCentre(0).has_value());

    // Moving the step brings the current row back.
    session().cursor().setStep(middle + 10);
    frames(3);
    EXPECT_TRUE(panel.rowCentre(middle + 9).has_value());
}

TEST_F(LogPanelTest, TheColumnsShowTheLongestNamesWhicheverRowsWereInViewFirst) {
    // The run's end was in view first (phase 2's slots: no grower); then a
    // candidate a grower with a long name rejected.
    const std::vector<std::size_t> rejected = eventsWhere([](const Event& event) {
        return event.kind == EventKind::CandidateRejected && event.grower &&
               toString(*event.grower).size() >= std::string_view("bent-room-to-room").size();
    });
    ASSERT_FALSE(rejected.empty()) << "the premise: a long grower name rejected a candidate";
    session().cursor().setStep(rejected.front() + 1);
    frames(3);
    ASSERT_TRUE(panel.rowCentre(rejected.front()).has_value());
    const ImGuiWindow* window = ImGui::FindWindowByName(LogPanel::kTitle);
    ASSERT_NE(window, nullptr);
    // The sentences are the last column's, cut at the panel's edge when
    // long; the columns before it are as wide as any name they show.
    for (const std::string& clipped : clippedOnTheRight(*window)) {
        for (const char* column : {"'Phase'", "'Grower'", "'Kind'"}) {
            EXPECT_EQ(clipped.find(std::string("column ") + column), std::string::npos) << clipped;
        }
    }
}

TEST_F(LogPanelTest, TheListIsFilteredOncePerChangeNotOncePerFrame) {
    const std::uint64_t before = panel.rebuildCount();
    frames(10);
    EXPECT_EQ(panel.rebuildCount(), before);
    LogPanel::Filter filter = panel.filter();
    filter.grower = GrowerKind::RoomToRoom;
    panel.setFilter(filter);
    frames(10);
    EXPECT_EQ(panel.rebuildCount(), before + 1);
    for (const std::size_t index : panel.shownEvents()) {
        EXPECT_EQ(events()[index].grower, GrowerKind::RoomToRoom);
    }
}

}  // namespace
}  // namespace easylink::ui

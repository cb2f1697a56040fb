// One numbering and navigation at scale, driven headlessly over runs of the
// default catalogue: the Inspector and the Timeline name the current event
// by the same number; "Go to step" (Ctrl+G over the timeline, Enter) jumps
// and clamps; bookmarks toggle and are stepped through; the Log's Find
// counts and walks its matches, and its kind filters; a component keeps its
// colour between steps while it does not merge; the minimap shows only
// when zoomed in, and a click on it recentres the view.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "panels/generation_panel.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"
#include "ui_test_fixture.hpp"
#include "viewport/component_colours.hpp"
#include "viewport/minimap.hpp"
#include "widgets/numbering.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

const ScreenRect kGenerationRegion{{0.0f, 0.0f}, {400.0f, 400.0f}};
const ScreenRect kInspectorRegion{{400.0f, 0.0f}, {880.0f, 400.0f}};
const ScreenRect kTimelineRegion{{0.0f, 400.0f}, {1280.0f, 150.0f}};
const ScreenRect kLogRegion{{0.0f, 550.0f}, {1280.0f, 250.0f}};

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
    return text;
}

class NavigationTest : public testing::UiTest {
protected:
    void drawFrame() override {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        generation.draw(state, kGenerationRegion);
        inspector.draw(state, kInspectorRegion);
        timeline.draw(state, kTimelineRegion);
        log.draw(state, kLogRegion);
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        session().settings().setAutoRegenerate(false);
        session().settings().setSeed(7);
        ASSERT_TRUE(session().start(state.document().current()->catalogue));
        ASSERT_TRUE(session().waitForRun());
        ASSERT_GT(session().cursor().stepCount(), 200u);
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }
    const std::vector<Event>& events() { return session().cursor().timeline()->events(); }

    /// Over the timeline's current-event line, where nothing reacts to the mouse.
    ImVec2 overTimeline() const {
        return {kTimelineRegion.min.x + 600.0f, kTimelineRegion.min.y + 135.0f};
    }

    /// The text `panel` drew in one frame, through ImGui's log (which goes
    /// to the clipboard when the logged window ends).
    std::string textOf(Panel& panel, const ScreenRect& region) {
        std::string text;
        ImGuiIO& io = ImGui::GetIO();
        io.ClipboardUserData = &text;
        io.SetClipboardTextFn = [](void* user, const char* logged) {
            *static_cast<std::string*>(user) += logged;
        };
        imgui.frame([&] {
            ImGui::LogToClipboard();
            panel.draw(state, region);
            ImGui::LogFinish();
        });
        io.SetClipboardTextFn = nullptr;
        io.ClipboardUserData = nullptr;
        return text;
    }

    EditorState state;
    GenerationPanel generation;
    InspectorPanel inspector;
    TimelinePanel timeline;
    LogPanel log;
};

// [SECTION] One numbering

TEST_F(NavigationTest, TheInspectorAndTheTimelineNameTheSameEventBySameNumber) {
    // An event of the growth, which has a round, an attempt and an action.
    std::size_t index = 0;
    while (index < events().size() &&
           (events()[index].round < 0 || events()[index].action < 0 || index < 100)) {
        ++index;
    }
    ASSERT_LT(index, events().size());
    const Event& event = events()[index];
    const std::size_t step = stepOfEvent(eventNumber(index));
    session().cursor().setStep(step);
    frames(2);
    ASSERT_EQ(session().cursor().currentEvent(), &event);

    const std::string total = std::to_string(session().cursor().stepCount());
    const std::string inspected = textOf(inspector, kInspectorRegion);
    const std::string timelined = textOf(timeline, kTimelineRegion);
    EXPECT_NE(inspected.find("Event " + std::to_string(step) + " of " + total), std::string::npos)
        << inspected;
    EXPECT_NE(timelined.find("event " + std::to_string(step) + " of " + total), std::string::npos)
        << timelined;
    // Attempts and rounds count from 1 in both.
    const std::string round = std::to_string(event.round + 1);
    EXPECT_NE(timelined.find("round " + round), std::string::npos) << timelined;
    EXPECT_NE(timelined.find("attempt " + std::to_string(event.attempt + 1) + " of"),
              std::string::npos)
        << timelined;
    const std::size_t roundField = inspected.find("round");
    ASSERT_NE(roundField, std::string::npos) << inspected;
    EXPECT_NE(inspected.find(round, roundField), std::string::npos) << inspected;
    // The log's row for the event leads to the same step.
    session().cursor().setStep(step + 1);
    frames(2);
    click(log.rowCentre(index));
    EXPECT_EQ(session().cursor().step(), step);
}

// [SECTION] Go to step

TEST(GoToStep, ANumberInRangeLandsThere) {
    EXPECT_EQ(resolveGoToStep("120", 49719).step, 120u);
    EXPECT_EQ(resolveGoToStep(" 0 ", 49719).step, 0u);
    EXPECT_EQ(resolveGoToStep("49719", 49719).step, 49719u);
    EXPECT_EQ(resolveGoToStep("120", 49719).note, "");
}

TEST(GoToStep, NumbersOutOfRangeAreClampedAndSaySo) {
    const GoToStep past = resolveGoToStep("60000", 49719);
    EXPECT_EQ(past.step, 49719u);
    EXPECT_NE(past.note.find("past the end"), std::string::npos) << past.note;
    EXPECT_NE(past.note.find("49719"), std::string::npos) << past.note;
    const GoToStep huge = resolveGoToStep("99999999999999999999999", 10);
    EXPECT_EQ(huge.step, 10u);
    const GoToStep negative = resolveGoToStep("-4", 10);
    EXPECT_EQ(negative.step, 0u);
    EXPECT_NE(negative.note.find("before the run"), std::string::npos) << negative.note;
    const GoToStep word = resolveGoToStep("abc", 10);
    EXPECT_FALSE(word.step.has_value());
    EXPECT_NE(word.note.find("not a step number"), std::string::npos) << word.note;
    EXPECT_FALSE(resolveGoToStep("", 10).step.has_value());
}

TEST_F(NavigationTest, CtrlGOverTheTimelineFocusesGoToStepAndEnterJumps) {
    const std::uint64_t runBefore = session().run()->id;
    hover(overTimeline());
    press(GLFW_KEY_G, true);
    frames(2);
    EXPECT_FALSE(timeline.goToFocusPending());
    EXPECT_TRUE(ImGui::GetIO().WantTextInput) << "the go-to field has not the keyboard";
    EXPECT_FALSE(session().running()) << "Ctrl+G over the timeline must not generate";
    EXPECT_EQ(session().run()->id, runBefore);

    type("120");
    press(GLFW_KEY_ENTER);
    EXPECT_EQ(session().cursor().step(), 120u);
    EXPECT_EQ(timeline.goToNote(), "");

    // Past the end: clamped to the last step, and the field says so.
    press(GLFW_KEY_G, true);
    frames(2);
    type("9999999");
    press(GLFW_KEY_ENTER);
    EXPECT_EQ(session().cursor().step(), session().cursor().stepCount());
    EXPECT_NE(timeline.goToNote().find("past the end"), std::string::npos) << timeline.goToNote();
}

TEST_F(NavigationTest, CtrlGAwayFromTheTimelineStillGenerates) {
    const std::uint64_t runBefore = session().run()->id;
    hover({200.0f, 200.0f});  // over the generation panel
    ImGui::FocusWindow(nullptr);
    press(GLFW_KEY_G, true);
    if (session().running()) {
        session().waitForRun();
    }
    frames(1);
    EXPECT_GT(session().run()->id, runBefore);
}

// [SECTION] Bookmarks

TEST_F(NavigationTest, BTogglesABookmarkAndTheButtonsStepThroughThem) {
    session().cursor().setStep(50);
    frames(1);
    press(GLFW_KEY_B);
    EXPECT_EQ(timeline.bookmarks(), (std::set<std::size_t>{50}));
    session().cursor().setStep(80);
    frames(1);
    click(timeline.controlCentre(TimelinePanel::Control::Bookmark));
    EXPECT_EQ(timeline.bookmarks(), (std::set<std::size_t>{50, 80}));

    session().cursor().setStep(60);
    frames(1);
    click(timeline.controlCentre(TimelinePanel::Control::PreviousBookmark));
    EXPECT_EQ(session().cursor().step(), 50u);
    frames(1);
    click(timeline.controlCentre(TimelinePanel::Control::NextBookmark));
    EXPECT_EQ(session().cursor().step(), 80u);

    press(GLFW_KEY_B);  // off again at 80
    EXPECT_EQ(timeline.bookmarks(), (std::set<std::size_t>{50}));
    EXPECT_EQ(timeline.adjacentBookmark(80, true, session().cursor().stepCount()), std::nullopt);
    EXPECT_EQ(timeline.adjacentBookmark(80, false, session().cursor().stepCount()), 50u);
}

TEST_F(NavigationTest, BookmarksOutliveANewRun) {
    session().cursor().setStep(30);
    frames(1);
    press(GLFW_KEY_B);
    session().settings().setSeed(8);
    ASSERT_TRUE(session().start(state.document().current()->catalogue));
    ASSERT_TRUE(session().waitForRun());
    frames(2);
    EXPECT_EQ(timeline.bookmarks(), (std::set<std::size_t>{30}));
}

// [SECTION] Log search and filters

TEST_F(NavigationTest, FindCountsTheMatchesAndWalksThemWrappingAround) {
    std::vector<std::size_t> matching;
    for (std::size_t i = 0; i < events().size(); ++i) {
        if (lowered(events()[i].text).find("corridor") != std::string::npos) {
            matching.push_back(i);
        }
    }
    ASSERT_GT(matching.size(), 2u);
    const std::string total = std::to_string(matching.size());

    session().cursor().setStep(0);
    frames(1);
    click(log.controlCentre(LogPanel::Control::Find));
    type("CORRIDOR");
    frames(1);
    EXPECT_EQ(log.search(), "CORRIDOR");
    EXPECT_EQ(log.matches(), matching);
    EXPECT_EQ(log.shownEvents().size(), events().size()) << "Find hides nothing";
    EXPECT_EQ(log.matchSummary(session().cursor().step()), total + " matches");

    press(GLFW_KEY_ENTER);  // the next match
    EXPECT_EQ(session().cursor().step(), stepOfEvent(eventNumber(matching[0])));
    EXPECT_EQ(log.matchSummary(session().cursor().step()), "1 of " + total + " matches");
    click(log.controlCentre(LogPanel::Control::FindNext));
    EXPECT_EQ(session().cursor().step(), stepOfEvent(eventNumber(matching[1])));
    EXPECT_EQ(log.matchSummary(session().cursor().step()), "2 of " + total + " matches");
    click(log.controlCentre(LogPanel::Control::FindPrevious));
    click(log.controlCentre(LogPanel::Control::FindPrevious));
    EXPECT_EQ(session().cursor().step(), stepOfEvent(eventNumber(matching.back())))
        << "wraps around";
    EXPECT_EQ(log.matchSummary(session().cursor().step()), total + " of " + total + " matches");

    log.setSearch("no event says this");
    frames(1);
    EXPECT_TRUE(log.matches().empty());
    EXPECT_EQ(log.matchSummary(session().cursor().step()), "No match");
}

TEST_F(NavigationTest, RejectedOnlyAndOneKindNarrowTheLog) {
    std::vector<std::size_t> rejected;
    std::vector<std::size_t> corridors;
    for (std::size_t i = 0; i < events().size(); ++i) {
        if (events()[i].kind == EventKind::CandidateRejected) {
            rejected.push_back(i);
        }
        if (events()[i].kind == EventKind::CorridorAdded) {
            corridors.push_back(i);
        }
    }
    ASSERT_FALSE(rejected.empty());
    ASSERT_FALSE(corridors.empty());
    click(log.controlCentre(LogPanel::Control::RejectedOnly));
    frames(1);
    EXPECT_TRUE(log.filter().rejectedOnly);
    EXPECT_EQ(log.shownEvents(), rejected);

    LogPanel::Filter filter;
    filter.kind = EventKind::CorridorAdded;
    log.setFilter(filter);
    frames(1);
    EXPECT_EQ(log.shownEvents(), corridors);
}

TEST_F(NavigationTest, TheStepColumnFitsTheLargestStepNumber) {
    session().cursor().toEnd();
    frames(2);
    const ImGuiWindow* window = ImGui::FindWindowByName(LogPanel::kTitle);
    ASSERT_NE(window, nullptr);
    // The table is the log's child; its first column holds the step numbers.
    const ImGuiTable* table = nullptr;
    for (int i = 0; i < ImGui::GetCurrentContext()->Tables.GetMapSize(); ++i) {
        if (const ImGuiTable* t = ImGui::GetCurrentContext()->Tables.TryGetMapData(i);
            t != nullptr && t->OuterWindow != nullptr && t->OuterWindow->RootWindow == window) {
            table = t;
        }
    }
    ASSERT_NE(table, nullptr);
    const std::string largest = std::to_string(session().cursor().stepCount());
    EXPECT_GE(table->Columns[0].WidthGiven, ImGui::CalcTextSize(largest.c_str()).x)
        << "step " << largest << " would be cut";
}

// [SECTION] Stable component colours

TEST_F(NavigationTest, AComponentKeepsItsColourBetweenStepsWhileItDoesNotMerge) {
    // Step through the run's mutations; a component of one step whose oldest
    // room, at the next step, lies in a component with no room of any other
    // component of the step before did not merge: its colour must hold.
    struct Component {
        std::set<RoomId> rooms;
        int slot = 0;
        int number = 0;
    };
    const auto componentsAt = [&](std::size_t step) {
        session().cursor().setStep(step);
        const Layout& layout = *session().cursor().layoutAtStep();
        const ComponentNumbering numbering = numberComponents(layout);
        const std::vector<int> slots = stableComponentSlots(layout, numbering);
        std::map<RoomId, Component> byOldest;  // keyed by the oldest room
        std::map<int, RoomId> oldestOfNumber;
        for (const RoomId id : layout.roomIds()) {
            const int number = numbering.ofRoom[static_cast<std::size_t>(id)];
            const RoomId oldest = oldestOfNumber.try_emplace(number, id).first->second;
            Component& component = byOldest[oldest];
            component.rooms.insert(id);
            component.slot = slots[static_cast<std::size_t>(number)];
            component.number = number;
        }
        return byOldest;
    };

    std::size_t kept = 0;
    std::size_t renumbered = 0;
    for (std::size_t index = 1; index + 1 < events().size(); ++index) {
        const EventKind kind = events()[index].kind;
        // Ids hold between the two steps compared; a lone room turned in
        // place may move its centre, and with it its colour (documented).
        if (!isMutation(kind) || kind == EventKind::AttemptStarted ||
            kind == EventKind::LayoutCompacted || kind == EventKind::RoomMoved) {
            continue;
        }
        const auto before = componentsAt(index);     // before event index
        const auto after = componentsAt(index + 1);  // right after it
        for (const auto& [oldest, component] : before) {
            const auto it = std::find_if(after.begin(), after.end(), [&](const auto& entry) {
                return entry.second.rooms.count(oldest) != 0;
            });
            if (it == after.end()) {
                continue;  // deleted
            }
            const bool merged =
                std::any_of(it->second.rooms.begin(), it->second.rooms.end(), [&](RoomId room) {
                    return component.rooms.count(room) == 0 &&
                           std::any_of(before.begin(), before.end(), [&](const auto& other) {
                               return other.second.rooms.count(room) != 0;
                           });
                });
            if (merged || it->first != oldest) {
                continue;
            }
            EXPECT_EQ(it->second.slot, component.slot)
                << "component of room " << oldest << " changed colour at step " << index + 1 << ": "
                << toString(kind) << ", " << events()[index].text;
            ++kept;
            renumbered += it->second.number != component.number ? 1 : 0;
        }
    }
    EXPECT_GT(kept, 100u);
    EXPECT_GT(renumbered, 0u) << "no component changed number: the test shows nothing";
}

// [SECTION] Minimap

TEST(MinimapGeometry, APointOnTheMinimapIsTheMapPointDrawnThere) {
    const ScreenBox box{{100.0f, 50.0f}, {260.0f, 130.0f}};  // a 2:1 map
    const Size2i map{200, 100};
    EXPECT_EQ(minimapToMap(box, map, {100.0f, 50.0f}), (Vec2f{0.0f, 0.0f}));
    EXPECT_EQ(minimapToMap(box, map, {180.0f, 90.0f}), (Vec2f{100.0f, 50.0f}));
    EXPECT_EQ(minimapToMap(box, map, {260.0f, 130.0f}), (Vec2f{200.0f, 100.0f}));
    EXPECT_EQ(minimapToMap(box, map, {140.0f, 70.0f}), (Vec2f{50.0f, 25.0f}));
    EXPECT_EQ(minimapToMap(box, map, {0.0f, 500.0f}), (Vec2f{0.0f, 100.0f})) << "clamped";
}

TEST(MinimapGeometry, ItIsWantedOnlyWhenPartOfTheMapIsOffScreen) {
    ViewTransform view;
    view.setViewport({0.0f, 0.0f}, {800.0f, 600.0f});
    view.setMapSize({200, 100});
    view.fit();
    EXPECT_FALSE(minimapWanted(view));
    view.setZoom(view.zoom() * 3.0f);
    EXPECT_TRUE(minimapWanted(view));
    const std::optional<ScreenBox> box = minimapBox(view);
    ASSERT_TRUE(box.has_value());
    EXPECT_FLOAT_EQ(box->size().x, kMinimapSide);
    EXPECT_FLOAT_EQ(box->size().y, kMinimapSide / 2.0f) << "the map's proportions";
    EXPECT_FLOAT_EQ(box->max.x, 800.0f - kMinimapMargin);
    // The outline of what shows lies inside the minimap, as wide on it as
    // the viewport's share of the map.
    const ScreenBox visible = visibleOnMinimap(*box, view);
    EXPECT_NEAR(visible.size().x, box->size().x * (800.0f / view.zoom()) / 200.0f, 0.01f);
    EXPECT_GE(visible.min.x, box->min.x);
    EXPECT_LE(visible.max.y, box->max.y);
}

class MinimapPanelTest : public testing::UiTest {
protected:
    void drawFrame() override {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        viewport.draw(state, {{0.0f, 0.0f}, {1000.0f, 760.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        state.generation().settings().setAutoRegenerate(false);
        state.generation().settings().setSeed(3);
        ASSERT_TRUE(state.generation().start(state.document().current()->catalogue));
        ASSERT_TRUE(state.generation().waitForRun());
        frames(3);
    }

    EditorState state;
    ViewportPanel viewport;
};

TEST_F(MinimapPanelTest, ShownOnlyWhenZoomedInAndAClickRecentresTheView) {
    EXPECT_FALSE(viewport.minimap().drawnBox().has_value()) << "the whole map shows";
    ViewTransform& view = viewport.view().view();
    view.setZoom(view.zoom() * 4.0f);
    frames(2);
    ASSERT_TRUE(viewport.minimap().drawnBox().has_value());
    const ScreenBox box = *viewport.minimap().drawnBox();

    // A quarter of the way across and down: the map point drawn there.
    const Vec2f at = box.min + Vec2f{box.size().x * 0.25f, box.size().y * 0.25f};
    const Vec2f expected = minimapToMap(box, view.mapSize(), at);
    click({at.x, at.y});
    EXPECT_NEAR(view.centre().x, expected.x, 0.01f);
    EXPECT_NEAR(view.centre().y, expected.y, 0.01f);
    EXPECT_TRUE(viewport.minimap().drawnBox().has_value());

    view.fit();
    frames(2);
    EXPECT_FALSE(viewport.minimap().drawnBox().has_value());
}

}  // namespace
}  // namespace easylink::ui

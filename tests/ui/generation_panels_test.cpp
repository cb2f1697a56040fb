// The generation and timeline panels driven headlessly: an ImGui context with
// no backend, the real EditorState with its generation session, and
// synthetic clicks and keys over a few frames, checked through the session.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>

#include "document/editor_state.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "panels/generation_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "session/generation_session.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

class GenerationPanelsTest : public testing::UiTest {
protected:
    void drawFrame() override {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        generationPanel.draw(state, {{0.0f, 0.0f}, {440.0f, 800.0f}});
        timelinePanel.draw(state, {{440.0f, 560.0f}, {840.0f, 240.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        // Off, so that each test decides when runs start.
        session().settings().setAutoRegenerate(false);
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }

    void clickTimeline(TimelinePanel::Control control) {
        click(timelinePanel.controlCentre(control));
    }

    /// Draws a frame (in which auto-regenerate may start a run), waits for
    /// the run under way, if any, to arrive, and draws it.
    void finishRun() {
        frames(1);
        if (session().running()) {
            session().waitForRun();
        }
        frames(2);
    }

    /// Generates with the button and waits for the run.
    void generate() {
        click(generationPanel.controlCentre(GenerationPanel::Control::Generate));
        finishRun();
        ASSERT_NE(session().cursor().result(), nullptr);
        ASSERT_TRUE(session().cursor().result()->ok()) << session().failure();
    }

    /// Where one action back from `step` goes: the timeline's action, or the
    /// last slot phase 2 resolved before the step when that is later (each
    /// resolved slot is an action of its own).
    std::size_t backOneAction(std::size_t step) {
        std::size_t target = session().cursor().timeline()->stepBack(step, StepSize::Action);
        for (const std::size_t slot : session().run()->slotEvents) {
            if (slot < step) {
                target = std::max(target, slot);
            }
        }
        return target;
    }

    EditorState state;
    GenerationPanel generationPanel;
    TimelinePanel timelinePanel;
};

TEST_F(GenerationPanelsTest, ClickingGenerateRunsTheDocumentsCatalogue) {
    EXPECT_EQ(session().run(), nullptr);
    EXPECT_FALSE(timelinePanel.controlCentre(TimelinePanel::Control::Scrub).has_value());
    session().settings().setSeed(21);
    generate();
    EXPECT_EQ(session().run()->seed, 21u);
    EXPECT_EQ(session().cursor().step(), session().cursor().stepCount());
    EXPECT_TRUE(generationPanel.generateMessage().empty());
    EXPECT_TRUE(timelinePanel.controlCentre(TimelinePanel::Control::Scrub).has_value());
}

TEST_F(GenerationPanelsTest, CtrlGGenerates) {
    press(GLFW_KEY_G);
    EXPECT_FALSE(session().running());
    EXPECT_EQ(session().run(), nullptr);
    press(GLFW_KEY_G, true);
    EXPECT_TRUE(session().running() || session().run() != nullptr);
    finishRun();
    ASSERT_NE(session().run(), nullptr);
}

TEST_F(GenerationPanelsTest, ACatalogueWithErrorsIsRefusedWithAMessage) {
    ASSERT_TRUE(state.document().openCatalogue(kData / "broken.json"));
    frames(1);
    click(generationPanel.controlCentre(GenerationPanel::Control::Generate));
    EXPECT_FALSE(session().running());
    EXPECT_EQ(session().run(), nullptr);
    EXPECT_NE(generationPanel.generateMessage().find("3 errors"), std::string::npos)
        << generationPanel.generateMessage();
    EXPECT_EQ(session().failure(), generationPanel.generateMessage());
}

TEST_F(GenerationPanelsTest, RerollDrawsANewSeed) {
    const std::uint64_t before = session().settings().seed();
    click(generationPanel.controlCentre(GenerationPanel::Control::Reroll));
    EXPECT_NE(session().settings().seed(), before);
    GenerationSession reference(GenerationSession::Mode::Inline);
    EXPECT_EQ(session().settings().seed(), reference.settings().reroll());
}

TEST_F(GenerationPanelsTest, AutoRegenerateFollowsTheSettingsAndTheDocument) {
    click(generationPanel.controlCentre(GenerationPanel::Control::AutoRegenerate));
    ASSERT_TRUE(session().settings().autoRegenerate());
    finishRun();
    ASSERT_NE(session().run(), nullptr);
    const std::uint64_t firstRun = session().run()->id;

    // A new seed starts a new run.
    click(generationPanel.controlCentre(GenerationPanel::Control::Reroll));
    finishRun();
    ASSERT_NE(session().run(), nullptr);
    EXPECT_GT(session().run()->id, firstRun);
    EXPECT_EQ(session().run()->seed, session().settings().seed());
    const std::uint64_t secondRun = session().run()->id;

    // Nothing changed: nothing runs.
    frames(3);
    EXPECT_FALSE(session().running());
    EXPECT_EQ(session().run()->id, secondRun);

    // Reloading the document does.
    ASSERT_TRUE(state.document().reloadCatalogue());
    frames(1);
    finishRun();
    EXPECT_GT(session().run()->id, secondRun);
}

TEST_F(GenerationPanelsTest, TheStepButtonsMoveTheTimeline) {
    generate();
    const Timeline& timeline = *session().cursor().timeline();

    clickTimeline(TimelinePanel::Control::Start);
    EXPECT_EQ(session().cursor().step(), 0u);
    clickTimeline(TimelinePanel::Control::ForwardAction);
    const std::size_t afterAction = timeline.stepForward(0, StepSize::Action);
    EXPECT_EQ(session().cursor().step(), afterAction);
    clickTimeline(TimelinePanel::Control::ForwardPhase);
    const std::size_t afterPhase = timeline.stepForward(afterAction, StepSize::Phase);
    EXPECT_EQ(session().cursor().step(), afterPhase);
    clickTimeline(TimelinePanel::Control::ForwardTurn);
    const std::size_t afterTurn = timeline.stepForward(afterPhase, StepSize::Turn);
    EXPECT_EQ(session().cursor().step(), afterTurn);
    clickTimeline(TimelinePanel::Control::ForwardEvent);
    EXPECT_EQ(session().cursor().step(), afterTurn + 1);
    clickTimeline(TimelinePanel::Control::BackEvent);
    EXPECT_EQ(session().cursor().step(), afterTurn);
    clickTimeline(TimelinePanel::Control::BackTurn);
    EXPECT_EQ(session().cursor().step(), timeline.stepBack(afterTurn, StepSize::Turn));
    clickTimeline(TimelinePanel::Control::BackPhase);
    EXPECT_LT(session().cursor().step(), afterPhase);
    clickTimeline(TimelinePanel::Control::End);
    EXPECT_EQ(session().cursor().step(), session().cursor().stepCount());
    clickTimeline(TimelinePanel::Control::BackAction);
    EXPECT_EQ(session().cursor().step(), backOneAction(session().cursor().stepCount()));

    // Play starts over from the end and moves on by itself; Pause stops it.
    clickTimeline(TimelinePanel::Control::End);
    clickTimeline(TimelinePanel::Control::PlayPause);
    EXPECT_TRUE(session().cursor().playing());
    const std::size_t playedTo = session().cursor().step();
    frames(10);
    EXPECT_GT(session().cursor().step(), playedTo);
    clickTimeline(TimelinePanel::Control::PlayPause);
    EXPECT_FALSE(session().cursor().playing());
}

TEST_F(GenerationPanelsTest, TheKeyboardStepsTheTimeline) {
    generate();
    const Timeline& timeline = *session().cursor().timeline();

    press(GLFW_KEY_HOME);
    EXPECT_EQ(session().cursor().step(), 0u);
    press(GLFW_KEY_RIGHT);
    const std::size_t afterAction = timeline.stepForward(0, StepSize::Action);
    EXPECT_EQ(session().cursor().step(), afterAction);
    press(GLFW_KEY_RIGHT, true);
    const std::size_t afterPhase = timeline.stepForward(afterAction, StepSize::Phase);
    EXPECT_EQ(session().cursor().step(), afterPhase);
    press(GLFW_KEY_RIGHT, false, true);
    const std::size_t afterTurn = timeline.stepForward(afterPhase, StepSize::Turn);
    EXPECT_EQ(session().cursor().step(), afterTurn);
    press(GLFW_KEY_LEFT, false, true);
    EXPECT_EQ(session().cursor().step(), timeline.stepBack(afterTurn, StepSize::Turn));
    press(GLFW_KEY_LEFT, true);
    EXPECT_LT(session().cursor().step(), afterPhase);
    press(GLFW_KEY_END);
    EXPECT_EQ(session().cursor().step(), session().cursor().stepCount());
    press(GLFW_KEY_LEFT);
    EXPECT_EQ(session().cursor().step(), backOneAction(session().cursor().stepCount()));

    press(GLFW_KEY_SPACE);
    EXPECT_TRUE(session().cursor().playing());
    press(GLFW_KEY_SPACE);
    EXPECT_FALSE(session().cursor().playing());
}

TEST_F(GenerationPanelsTest, ArrowsTypedIntoATextFieldStayThere) {
    generate();
    press(GLFW_KEY_HOME);
    ASSERT_EQ(session().cursor().step(), 0u);

    click(generationPanel.controlCentre(GenerationPanel::Control::Seed));
    frames(1);
    ASSERT_TRUE(ImGui::GetIO().WantTextInput);
    press(GLFW_KEY_RIGHT);
    press(GLFW_KEY_END);
    EXPECT_EQ(session().cursor().step(), 0u);
}

TEST_F(GenerationPanelsTest, TheScrubSliderSetsTheStep) {
    generate();
    const std::size_t steps = session().cursor().stepCount();
    ASSERT_GT(steps, 30u);
    for (const std::size_t target : {steps / 3, steps / 10, steps - 1}) {
        click(timelinePanel.scrubPosition(target));
        // A pixel of the slider spans a few steps of a long run.
        const std::optional<ImVec2> centre =
            timelinePanel.controlCentre(TimelinePanel::Control::Scrub);
        const double stepsPerPixel = static_cast<double>(steps) / 700.0;
        EXPECT_NEAR(static_cast<double>(session().cursor().step()), static_cast<double>(target),
                    stepsPerPixel + 1.0)
            << "clicked at x " << timelinePanel.scrubPosition(target)->x << ", slider centre "
            << (centre ? centre->x : -1.0f);
    }
}

TEST_F(GenerationPanelsTest, TheSpotlightRaisesTheSelectedModulesWeightForTheRunOnly) {
    // cell_6x6 (weight 1) among 31 modules: rare without the spotlight.
    const Catalogue& catalogue = state.document().current()->catalogue;
    const auto cell = std::find_if(catalogue.modules.begin(), catalogue.modules.end(),
                                   [](const ModuleTemplate& m) { return m.name == "cell_6x6"; });
    ASSERT_NE(cell, catalogue.modules.end());
    const auto index = static_cast<std::size_t>(cell - catalogue.modules.begin());
    state.selection().selectModule(index);
    const auto roomsOfCell = [&] {
        const Layout& layout = *session().run()->result.layout;
        int count = 0;
        for (RoomId id : layout.roomIds()) {
            count += layout.room(id)->templateIndex == static_cast<int>(index) ? 1 : 0;
        }
        return count;
    };
    int without = 0;
    int with = 0;
    for (std::uint64_t seed : {1, 2, 3}) {
        session().settings().setSeed(seed);
        state.session().setSpotlight(std::nullopt);
        generate();
        without += roomsOfCell();
        session().settings().setSeed(seed);
        click(generationPanel.controlCentre(GenerationPanel::Control::Spotlight));
        ASSERT_EQ(state.session().spotlight(), "cell_6x6");
        generate();
        with += roomsOfCell();
        EXPECT_EQ(session().run()->catalogue->modules[index].weight,
                  EditorSession::kSpotlightWeightFactor);
    }
    EXPECT_GT(with, without);
    EXPECT_EQ(state.document().current()->catalogue.modules[index].weight, 1.0);  // never saved
    EXPECT_FALSE(state.document().isModified());
}

TEST_F(GenerationPanelsTest, WithAutoRegenerateEveryCatalogueEditRunsAgain) {
    session().settings().setAutoRegenerate(true);
    finishRun();
    const GenerationRun* before = session().run();
    ASSERT_NE(before, nullptr);
    const std::uint64_t seed = before->seed;
    ASSERT_TRUE(state.document().performEdit(
        editModule(state.document().current()->catalogue, 0, "set weight",
                   [](ModuleTemplate& m) { m.weight = 7.0; })));
    finishRun();
    ASSERT_NE(session().run(), before);
    EXPECT_EQ(session().run()->seed, seed);  // the current seed, on the edited catalogue
    EXPECT_EQ(session().run()->catalogue->modules[0].weight, 7.0);
    state.document().undo();
    finishRun();
    EXPECT_EQ(session().run()->catalogue->modules[0].weight,
              state.document().current()->catalogue.modules[0].weight);
}

}  // namespace
}  // namespace easylink::ui

// Tooltips through tooltip.hpp, driven headlessly over a run of the default
// catalogue: a disabled control still explains itself while hovered (the
// Log's "previous match" arrow with nothing to find), a long tooltip is
// wrapped to a readable width, a part of an item found under the mouse has
// its own (a step of the timeline's scrubber), and nothing hovered shows none.
// A rich tooltip (a callable drawing its content) shows over a disabled
// control too, wrapped alike, and the plain text shown is kept for tests.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <optional>

#include <imgui_internal.h>

#include "document/editor_state.hpp"
#include "headless_imgui.hpp"
#include "panels/log_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "session/generation_session.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

const ScreenRect kTimelineRegion{{0.0f, 0.0f}, {1280.0f, 150.0f}};
const ScreenRect kLogRegion{{0.0f, 150.0f}, {1280.0f, 500.0f}};

/// The tooltip window drawn in the last frame, if any.
const ImGuiWindow* shownTooltip() {
    for (const ImGuiWindow* window : GImGui->Windows) {
        if ((window->Flags & ImGuiWindowFlags_Tooltip) != 0 && window->Active) {
            return window;
        }
    }
    return nullptr;
}

bool tooltipShown() {
    return shownTooltip() != nullptr;
}

class TooltipsTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        state.generation().settings().setAutoRegenerate(false);
        state.generation().settings().setSeed(7);
        ASSERT_TRUE(state.generation().start(state.document().current()->catalogue));
        ASSERT_TRUE(state.generation().waitForRun());
        imgui.frames(2, draw);
    }

    void hover(std::optional<ImVec2> at) {
        ASSERT_TRUE(at.has_value()) << "the control was not drawn";
        imgui.hover(*at, draw);
    }

    testing::HeadlessImGui imgui;
    EditorState state;
    TimelinePanel timeline;
    LogPanel log;
    std::function<void()> draw = [this] {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        timeline.draw(state, kTimelineRegion);
        log.draw(state, kLogRegion);
    };
};

TEST_F(TooltipsTest, AHoveredDisabledControlShowsItsTooltip) {
    // The Find box is empty, so there is no previous match to go to.
    hover(log.controlCentre(LogPanel::Control::FindPrevious));
    EXPECT_TRUE(tooltipShown()) << "the disabled arrow does not say what it would do";
}

TEST_F(TooltipsTest, ALongTooltipIsWrappedToAReadableWidth) {
    // The Find box's tooltip is a sentence of about a hundred characters.
    hover(log.controlCentre(LogPanel::Control::Find));
    const ImGuiWindow* tooltip = shownTooltip();
    ASSERT_NE(tooltip, nullptr);
    EXPECT_LT(tooltip->Size.x, ImGui::GetFontSize() * 30.0f);
    EXPECT_GT(tooltip->Size.y, ImGui::GetFontSize() * 2.0f) << "the sentence is on one line";
}

TEST_F(TooltipsTest, AHoveredStepOfTheScrubberShowsItsEvent) {
    hover(timeline.scrubPosition(state.generation().cursor().stepCount() / 2));
    EXPECT_TRUE(tooltipShown());
}

TEST(RichTooltips, ARichTooltipShowsOverADisabledControlAndIsWrapped) {
    testing::HeadlessImGui imgui;
    bool drawn = false;
    const auto draw = [&] {
        ImGui::SetNextWindowPos({0.0f, 0.0f});
        ImGui::SetNextWindowSize({400.0f, 200.0f});
        ImGui::Begin("rich");
        ImGui::BeginDisabled();
        ImGui::Button("Disabled", {120.0f, 40.0f});
        ImGui::EndDisabled();
        tooltip([&] {
            drawn = true;
            ImGui::TextUnformatted(
                "A rich tooltip of several lines: a heading, a dim range and a sentence long "
                "enough to need wrapping at the readable width of every tooltip.");
        });
        ImGui::End();
    };
    imgui.frames(2, draw);
    imgui.hover({60.0f, 50.0f}, draw);
    const ImGuiWindow* shown = shownTooltip();
    ASSERT_NE(shown, nullptr) << "the disabled control does not say what it would do";
    EXPECT_TRUE(drawn);
    EXPECT_LT(shown->Size.x, ImGui::GetFontSize() * 30.0f);
    EXPECT_EQ(shownTooltipText(), "") << "a rich tooltip has no plain text";
}

TEST_F(TooltipsTest, AHoveredControlsTooltipTextIsKept) {
    hover(log.controlCentre(LogPanel::Control::FindPrevious));
    EXPECT_EQ(shownTooltipText(), "Move the timeline to the previous match (wraps around)");
    imgui.hover({1270.0f, 790.0f}, draw);
    EXPECT_EQ(shownTooltipText(), "");
}

TEST_F(TooltipsTest, NothingHoveredShowsNoTooltip) {
    imgui.hover({1270.0f, 790.0f}, draw);  // below both panels
    EXPECT_FALSE(tooltipShown());
}

}  // namespace
}  // namespace easylink::ui

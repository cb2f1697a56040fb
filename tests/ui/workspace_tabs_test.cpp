// The workspace's tabbed areas driven headlessly through the real shell:
// one panel at a time per area, tabs that switch and close, the tab menu
// that moves a panel, F11 for the viewport alone, and the presets, which
// come back with the preferences.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>

#include "panels/log_panel.hpp"
#include "panels/module_editor_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/editor_shell.hpp"
#include "shell/preferences.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

class WorkspaceTabsTest : public testing::UiTest {
protected:
    void drawFrame() override { shell.drawFrame(); }

    void SetUp() override {
        ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
        frames(2);
    }

    Panel& panel(const char* title) { return *shell.panels().find(title); }

    /// Drawn in the last frame, in its own window.
    bool onShow(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return panel(title).shown() && window != nullptr && window->Active;
    }

    static ImVec2 windowSize(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr ? window->Size : ImVec2();
    }

    std::optional<DrawnTab> tab(const char* title) {
        for (const DrawnTab& drawn : shell.panels().drawnTabs()) {
            if (drawn.panel->title() == title) {
                return drawn;
            }
        }
        return std::nullopt;
    }

    /// A right-click as a real mouse gives it: press, then release.
    void rightClick(ImVec2 at) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = at;
        frames(1);
        io.MouseDown[1] = true;
        frames(1);
        io.MouseDown[1] = false;
        frames(1);
    }

    EditorShell shell;
};

TEST_F(WorkspaceTabsTest, PanelsSharingAnAreaShowOneAtATimeAndATabClickSwitches) {
    // The bottom area holds the timeline and the log, among others: the
    // timeline is in front and has the whole strip, the log waits behind.
    PanelRegistry& panels = shell.panels();
    ASSERT_EQ(panels.areaOf(panel(TimelinePanel::kTitle)), PanelSlot::Bottom);
    ASSERT_EQ(panels.areaOf(panel(LogPanel::kTitle)), PanelSlot::Bottom);
    EXPECT_TRUE(onShow(TimelinePanel::kTitle));
    EXPECT_FALSE(onShow(LogPanel::kTitle));
    EXPECT_FLOAT_EQ(windowSize(TimelinePanel::kTitle).x, 1280.0f);

    const std::optional<DrawnTab> logTab = tab(LogPanel::kTitle);
    ASSERT_TRUE(logTab.has_value());
    click(logTab->centre());
    frames(1);
    EXPECT_TRUE(onShow(LogPanel::kTitle));
    EXPECT_FALSE(onShow(TimelinePanel::kTitle));
    EXPECT_FLOAT_EQ(windowSize(LogPanel::kTitle).x, 1280.0f);
    EXPECT_EQ(panels.frontPanel(PanelSlot::Bottom), &panel(LogPanel::kTitle));

    click(tab(TimelinePanel::kTitle)->centre());
    frames(1);
    EXPECT_TRUE(onShow(TimelinePanel::kTitle));
    EXPECT_FALSE(onShow(LogPanel::kTitle));
}

TEST_F(WorkspaceTabsTest, OpeningAPanelBringsItsTabToTheFrontWithoutSqueezingTheViewport) {
    const ImVec2 viewportSize = windowSize(ViewportPanel::kTitle);
    ASSERT_GT(viewportSize.x, 500.0f);
    ASSERT_GT(viewportSize.y, 450.0f);

    // View > Module Editor: a tab beside the viewport's, in front.
    panel(ModuleEditorPanel::kTitle).setOpen(true);
    frames(2);
    EXPECT_TRUE(onShow(ModuleEditorPanel::kTitle));
    EXPECT_FALSE(onShow(ViewportPanel::kTitle));
    EXPECT_EQ(windowSize(ModuleEditorPanel::kTitle).x, viewportSize.x);
    EXPECT_EQ(windowSize(ModuleEditorPanel::kTitle).y, viewportSize.y);

    // A request from a panel brings an open panel's tab to the front too.
    shell.state().session().requestPanel(LogPanel::kTitle);
    frames(2);
    EXPECT_TRUE(onShow(LogPanel::kTitle));
    EXPECT_FALSE(onShow(TimelinePanel::kTitle));

    // The tab's close button closes the panel; the viewport is back as it was.
    const std::optional<DrawnTab> editorTab = tab(ModuleEditorPanel::kTitle);
    ASSERT_TRUE(editorTab.has_value());
    const float close = ImGui::GetStyle().FramePadding.x + ImGui::GetFontSize() * 0.5f;
    click({editorTab->max.x - close, editorTab->centre().y});
    frames(1);
    EXPECT_FALSE(panel(ModuleEditorPanel::kTitle).isOpen());
    EXPECT_TRUE(onShow(ViewportPanel::kTitle));
    EXPECT_EQ(windowSize(ViewportPanel::kTitle).x, viewportSize.x);
    EXPECT_EQ(windowSize(ViewportPanel::kTitle).y, viewportSize.y);
}

TEST_F(WorkspaceTabsTest, TheTabsMenuMovesAPanelToAnotherArea) {
    PanelRegistry& panels = shell.panels();
    const std::optional<DrawnTab> logTab = tab(LogPanel::kTitle);
    ASSERT_TRUE(logTab.has_value());
    rightClick(logTab->centre());
    const std::optional<ImVec2> moveTo = panels.moveMenuCentre();
    ASSERT_TRUE(moveTo.has_value()) << "right-clicking a tab opens its menu";
    hover(*moveTo);
    const std::optional<ImVec2> right = panels.moveTargetCentre(PanelSlot::Right);
    ASSERT_TRUE(right.has_value()) << "Move to lists the areas";
    click(*right);
    frames(1);

    EXPECT_EQ(panels.areaOf(panel(LogPanel::kTitle)), PanelSlot::Right);
    EXPECT_EQ(panels.frontPanel(PanelSlot::Right), &panel(LogPanel::kTitle));
    EXPECT_TRUE(onShow(LogPanel::kTitle));
    EXPECT_TRUE(onShow(TimelinePanel::kTitle)) << "the bottom area keeps its own tab in front";
    const ImGuiWindow* log = ImGui::FindWindowByName(LogPanel::kTitle);
    EXPECT_FLOAT_EQ(log->Pos.x + log->Size.x, 1280.0f);
    EXPECT_EQ(panel(LogPanel::kTitle).slot(), PanelSlot::Bottom) << "the panel's own slot stays";

    // The registry call the menu makes, straight.
    panels.moveToArea(panel(TimelinePanel::kTitle), PanelSlot::Side);
    frames(2);
    EXPECT_EQ(panels.areaOf(panel(TimelinePanel::kTitle)), PanelSlot::Side);
    EXPECT_TRUE(onShow(TimelinePanel::kTitle));
    EXPECT_FLOAT_EQ(ImGui::FindWindowByName(TimelinePanel::kTitle)->Pos.x, 0.0f);
}

TEST_F(WorkspaceTabsTest, F11GivesTheViewportTheWholeWindowAndBringsTheRestBack) {
    const ImVec2 viewportBefore = windowSize(ViewportPanel::kTitle);
    const ImVec2 timelineBefore = windowSize(TimelinePanel::kTitle);
    press(GLFW_KEY_F11);
    frames(1);
    EXPECT_TRUE(shell.panels().viewportOnly());
    EXPECT_TRUE(onShow(ViewportPanel::kTitle));
    const ImGuiWindow* viewport = ImGui::FindWindowByName(ViewportPanel::kTitle);
    EXPECT_FLOAT_EQ(viewport->Size.x, 1280.0f);
    EXPECT_GT(viewport->Size.y, 760.0f);
    EXPECT_FLOAT_EQ(viewport->Pos.y + viewport->Size.y, 800.0f);
    for (const auto& each : shell.panels().panels()) {
        if (each->title() != ViewportPanel::kTitle) {
            EXPECT_FALSE(each->shown()) << each->title();
        }
    }
    EXPECT_TRUE(shell.panels().drawnTabs().empty());

    press(GLFW_KEY_F11);
    frames(1);
    EXPECT_FALSE(shell.panels().viewportOnly());
    EXPECT_TRUE(onShow(TimelinePanel::kTitle));
    EXPECT_TRUE(onShow("Generation"));
    EXPECT_TRUE(onShow("Inspector"));
    EXPECT_EQ(windowSize(ViewportPanel::kTitle).x, viewportBefore.x);
    EXPECT_EQ(windowSize(ViewportPanel::kTitle).y, viewportBefore.y);
    EXPECT_EQ(windowSize(TimelinePanel::kTitle).y, timelineBefore.y);
}

TEST_F(WorkspaceTabsTest, APanelBehindAnotherTabKeepsItsShortcuts) {
    GenerationSession& session = shell.state().generation();
    session.waitForRun();
    frames(1);
    ASSERT_NE(session.run(), nullptr);
    shell.panels().show(panel("Catalogue"));
    shell.panels().show(panel(LogPanel::kTitle));
    session.cursor().setStep(0);
    frames(2);
    ASSERT_FALSE(onShow("Generation"));
    ASSERT_FALSE(onShow(TimelinePanel::kTitle));
    ImGui::FocusWindow(nullptr);

    // The timeline's arrows step from behind the log...
    press(GLFW_KEY_RIGHT);
    EXPECT_GT(session.cursor().step(), 0u);

    // ... and Ctrl+G generates from behind the catalogue.
    const auto runBefore = session.run()->id;
    press(GLFW_KEY_G, true);
    session.waitForRun();
    frames(1);
    EXPECT_GT(session.run()->id, runBefore);
}

TEST_F(WorkspaceTabsTest, EveryPresetPlacesEveryPanel) {
    for (WorkspacePreset preset : kWorkspacePresets) {
        const WorkspaceArrangement arrangement = presetArrangement(preset);
        EXPECT_EQ(arrangement.areas.size(), shell.panels().panels().size()) << presetLabel(preset);
        for (const auto& each : shell.panels().panels()) {
            EXPECT_EQ(arrangement.areas.count(each->title()), 1u)
                << presetLabel(preset) << " leaves out " << each->title();
        }
        for (const auto& [area, title] : arrangement.active) {
            EXPECT_EQ(arrangement.areas.at(title), area) << presetLabel(preset) << " " << title;
            EXPECT_TRUE(arrangement.open.at(title)) << presetLabel(preset) << " " << title;
        }
    }
}

TEST_F(WorkspaceTabsTest, PresetsApplyAndComeBackWithThePreferences) {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / "easylink-workspace-preferences.json";
    for (WorkspacePreset preset : kWorkspacePresets) {
        SCOPED_TRACE(presetLabel(preset));
        shell.panels().applyPreset(preset);
        frames(2);
        const WorkspaceArrangement expected = presetArrangement(preset);
        for (const auto& [area, title] : expected.active) {
            EXPECT_TRUE(onShow(title.c_str())) << title;
            EXPECT_EQ(shell.panels().frontPanel(area)->title(), title);
        }
        EXPECT_EQ(shell.panels().arrangement(), expected);
        EXPECT_FLOAT_EQ(shell.panels().proportions().rightShare,
                        presetProportions(preset).rightShare);

        // A tab moved and another brought to the front, then saved and
        // read back by a new editor.
        shell.panels().moveToArea(panel(LogPanel::kTitle), PanelSlot::Right);
        shell.panels().setViewportOnly(true);
        frames(2);
        Preferences preferences;
        shell.storePreferences(preferences);
        ASSERT_FALSE(savePreferences(file, preferences).has_value());
        EditorShell next;
        next.applyPreferences(loadPreferences(file));
        EXPECT_EQ(next.panels().arrangement(), shell.panels().arrangement());
        EXPECT_FLOAT_EQ(next.panels().proportions().sideShare,
                        shell.panels().proportions().sideShare);
        EXPECT_FALSE(next.panels().viewportOnly()) << "the viewport-only view is not kept";
        shell.panels().setViewportOnly(false);
    }
    std::filesystem::remove(file);

    // View > Reset layout: the Generate preset again.
    shell.panels().resetLayout();
    EXPECT_EQ(shell.panels().arrangement(), presetArrangement(WorkspacePreset::Generate));
}

TEST(WorkspacePreferences, BadAreasAndTabsKeepTheDefaults) {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / "easylink-workspace-bad-preferences.json";
    std::ofstream(file) << R"({"workspace": {
        "areas": {"Log": "nowhere", "Inspector": 3, "Timeline": "right", "": "left"},
        "active_tabs": {"middle": "Log", "right": "", "bottom": 7, "left": "Catalogue"}}})";
    const Preferences preferences = loadPreferences(file);
    std::filesystem::remove(file);
    EXPECT_EQ(preferences.panelAreas, (std::map<std::string, std::string>{{"Timeline", "right"}}));
    EXPECT_EQ(preferences.activeTabs, (std::map<std::string, std::string>{{"left", "Catalogue"}}));

    // Titles the editor does not have are ignored.
    testing::HeadlessImGui imgui;
    EditorShell shell;
    Preferences unknown = preferences;
    unknown.panelAreas["No such panel"] = "left";
    unknown.activeTabs["centre"] = "No such panel";
    shell.applyPreferences(unknown);
    EXPECT_EQ(shell.panels().areaOf(*shell.panels().find(TimelinePanel::kTitle)), PanelSlot::Right);
    EXPECT_EQ(shell.panels().frontPanel(PanelSlot::Side)->title(), "Catalogue");
    EXPECT_EQ(shell.panels().frontPanel(PanelSlot::Centre)->title(), ViewportPanel::kTitle);
}

}  // namespace
}  // namespace easylink::ui

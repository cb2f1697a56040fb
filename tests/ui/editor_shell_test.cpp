// The editor's panels and menus driven headlessly: an ImGui context with no
// backend, the real EditorShell, and synthetic mouse and key input over a few
// frames, checked through the editor state and what the panels drew.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "dialogs/open_catalogue_dialog.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/components_panel.hpp"
#include "panels/generation_panel.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/module_editor_panel.hpp"
#include "panels/module_preview_panel.hpp"
#include "panels/problems_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "shell/editor_shell.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

class EditorShellTest : public testing::UiTest {
protected:
    // The tests click the catalogue's and the problems' rows: their tabs
    // come in front of the Generation panel's and the Timeline's.
    EditorShellTest() {
        shell.panels().show(panel<CataloguePanel>());
        shell.panels().show(panel<ProblemsPanel>());
    }

    void drawFrame() override { shell.drawFrame(); }

    template <typename PanelType>
    PanelType& panel() {
        return *static_cast<PanelType*>(shell.panels().find(PanelType::kTitle));
    }

    /// The centre of the row showing `index` in the panel's last frame.
    static bool windowIsOnShow(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr && window->Active;
    }

    static ImVec2 windowSize(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr ? window->Size : ImVec2();
    }

    /// A point on the row: its centre, or a little in from its left end when
    /// the row (a long problem line) is wider than the panel.
    static ImVec2 rowCentre(const Panel& panel, std::size_t index) {
        for (const DrawnRow& row : panel.drawnRows()) {
            if (row.index == index) {
                const ImVec2 centre = row.centre();
                return {std::min(centre.x, row.min.x + 24.0f), centre.y};
            }
        }
        ADD_FAILURE() << panel.title() << " drew no row for index " << index;
        return {-1.0f, -1.0f};
    }

    EditorShell shell;
};

TEST_F(EditorShellTest, OpeningACatalogueSelectsItsFirstModuleAndNamesTheWindow) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    EXPECT_EQ(shell.state().selection().selectedModule(), 0u);
    EXPECT_EQ(shell.windowTitle(), "Easylink Studio \xE2\x80\x94 small.json");
    EXPECT_EQ(panel<CataloguePanel>().drawnRows().size(), 4u);
}

TEST_F(EditorShellTest, ClickingAModuleRowSelectsThatModule) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    click(rowCentre(panel<CataloguePanel>(), 2));
    ASSERT_EQ(shell.state().selection().selectedModule(), 2u);
    EXPECT_EQ(shell.state().selection().selectedTemplate()->name, "cross_8x8");

    click(rowCentre(panel<CataloguePanel>(), 3));
    EXPECT_EQ(shell.state().selection().selectedTemplate()->name, "closet_4x4");
}

TEST_F(EditorShellTest, TheFilterKeepsOnlyMatchingNamesAndKinds) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    panel<CataloguePanel>().setFilterText("four_way");
    frames(2);
    ASSERT_EQ(panel<CataloguePanel>().drawnRows().size(), 1u);
    EXPECT_EQ(panel<CataloguePanel>().drawnRows().front().index, 2u);

    panel<CataloguePanel>().setFilterText("room,closet");
    frames(1);
    ASSERT_EQ(panel<CataloguePanel>().drawnRows().size(), 2u);
    EXPECT_EQ(panel<CataloguePanel>().drawnRows()[0].index, 0u);
    EXPECT_EQ(panel<CataloguePanel>().drawnRows()[1].index, 3u);
}

TEST_F(EditorShellTest, TheProblemsPanelListsAnInvalidCataloguesProblems) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "broken.json"));
    frames(2);

    const std::vector<ProblemLine> lines = problemLines(shell.state());
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0].text.rfind("broken.json: /modules/1/ports/1/pos: port faces W", 0), 0u)
        << lines[0].text;
    EXPECT_EQ(lines[0].module, 1u);
    EXPECT_EQ(lines[1].text.rfind("broken.json: /modules/2/ports/1/pos: ", 0), 0u) << lines[1].text;
    EXPECT_EQ(lines[2].module, 2u);
    EXPECT_EQ(panel<ProblemsPanel>().drawnRows().size(), 3u);
}

TEST_F(EditorShellTest, ClickingAProblemSelectsTheModuleItPointsAt) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "broken.json"));
    frames(2);
    ASSERT_EQ(shell.state().selection().selectedModule(), 0u);

    click(rowCentre(panel<ProblemsPanel>(), 1));
    EXPECT_EQ(shell.state().selection().selectedTemplate()->name, "misaligned_9x9");
    click(rowCentre(panel<ProblemsPanel>(), 0));
    EXPECT_EQ(shell.state().selection().selectedTemplate()->name, "off_wall_10x6");
}

TEST_F(EditorShellTest, AFileThatIsNotACatalogueKeepsThePreviousOneOnShow) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    click(rowCentre(panel<CataloguePanel>(), 1));

    EXPECT_FALSE(shell.state().document().openCatalogue(kData / "not_json.json"));
    frames(2);
    ASSERT_NE(shell.state().document().current(), nullptr);
    EXPECT_EQ(shell.state().document().fileName(), "small.json");
    EXPECT_EQ(shell.state().selection().selectedModule(), 1u);
    EXPECT_EQ(shell.windowTitle(), "Easylink Studio \xE2\x80\x94 small.json");

    const std::vector<ProblemLine> lines = problemLines(shell.state());
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].text.rfind("not_json.json: line 2, column 1: ", 0), 0u) << lines[0].text;
    EXPECT_FALSE(lines[0].module.has_value());

    EXPECT_FALSE(shell.state().document().openCatalogue(kData / "no_such_file.json"));
    EXPECT_EQ(shell.state().document().fileName(), "small.json");
}

TEST_F(EditorShellTest, AMissingFirstCatalogueLeavesTheEditorEmptyButWorking) {
    EXPECT_FALSE(shell.state().document().openCatalogue(kData / "no_such_file.json"));
    frames(3);
    EXPECT_EQ(shell.state().document().current(), nullptr);
    EXPECT_EQ(shell.windowTitle(), "Easylink Studio");
    EXPECT_EQ(problemLines(shell.state()).size(), 1u);
}

TEST_F(EditorShellTest, ThePreviewNamesTheTileUnderTheMouse) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    // The preview shares the right column; give it the whole column.
    panel<InspectorPanel>().setOpen(false);
    panel<ComponentsPanel>().setOpen(false);
    frames(2);
    EXPECT_FALSE(panel<ModulePreviewPanel>().hoveredTile().has_value());

    // The module is drawn centred in the preview, so the middle of the
    // window is a floor tile of the 8 x 8 room.
    const ImGuiWindow& preview = *ImGui::FindWindowByName(ModulePreviewPanel::kTitle);
    hover({preview.Pos.x + preview.Size.x * 0.5f, preview.Pos.y + preview.Size.y * 0.5f});
    const std::optional<Vec2i> tile = panel<ModulePreviewPanel>().hoveredTile();
    ASSERT_TRUE(tile.has_value());
    EXPECT_GT(tile->x, 0);
    EXPECT_LT(tile->x, 7);
    EXPECT_GT(tile->y, 0);
    EXPECT_LT(tile->y, 7);
}

TEST_F(EditorShellTest, F5ReloadsAndCtrlQAsksToQuit) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    const std::uint64_t revision = shell.state().notices().count(Change::Catalogue);

    press(GLFW_KEY_F5);
    EXPECT_EQ(shell.state().notices().count(Change::Catalogue), revision + 1);
    EXPECT_FALSE(shell.quitRequested());

    press(GLFW_KEY_Q);
    EXPECT_FALSE(shell.quitRequested());
    press(GLFW_KEY_Q, true);
    EXPECT_TRUE(shell.quitRequested());
}

TEST_F(EditorShellTest, TSwitchesTheViewportBetweenSlotsAndTiles) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    EXPECT_FALSE(shell.state().session().tileView());
    press(GLFW_KEY_T);
    EXPECT_TRUE(shell.state().session().tileView());
    press(GLFW_KEY_T);
    EXPECT_FALSE(shell.state().session().tileView());

    // Remembered with the preferences.
    shell.state().session().setTileView(true);
    Preferences preferences;
    shell.storePreferences(preferences);
    EXPECT_TRUE(preferences.tileView);
}

TEST_F(EditorShellTest, CtrlOOpensADialogThatLoadsTheTypedPath) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    press(GLFW_KEY_O, true);
    ASSERT_TRUE(windowIsOnShow(OpenCatalogueDialog::kTitle));

    // Shortcuts stay out of the way while the dialog has the keyboard.
    const std::uint64_t revision = shell.state().notices().count(Change::Catalogue);
    press(GLFW_KEY_F5);
    EXPECT_EQ(shell.state().notices().count(Change::Catalogue), revision);

    // A path that is no catalogue keeps the dialog open; the field starts out
    // selected, so typing replaces the path that was there.
    type((kData / "not_json.json").c_str());
    press(GLFW_KEY_ENTER);
    EXPECT_TRUE(windowIsOnShow(OpenCatalogueDialog::kTitle));
    EXPECT_EQ(shell.state().document().fileName(), "small.json");

    // After a refusal the field is focused and selected again.
    frames(1);
    type((kData / "broken.json").c_str());
    press(GLFW_KEY_ENTER);
    frames(1);
    EXPECT_FALSE(windowIsOnShow(OpenCatalogueDialog::kTitle));
    EXPECT_EQ(shell.state().document().fileName(), "broken.json");
}

TEST_F(EditorShellTest, EscapeClosesTheOpenDialogWithoutLoading) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    press(GLFW_KEY_O, true);
    ASSERT_TRUE(windowIsOnShow(OpenCatalogueDialog::kTitle));
    press(GLFW_KEY_ESCAPE);
    EXPECT_FALSE(windowIsOnShow(OpenCatalogueDialog::kTitle));
    EXPECT_EQ(shell.state().notices().count(Change::Catalogue), 1u);
}

TEST_F(EditorShellTest, ReloadingKeepsTheSelectedModuleByName) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    shell.state().selection().selectModule(3);
    ASSERT_TRUE(shell.state().document().reloadCatalogue());
    EXPECT_EQ(shell.state().selection().selectedTemplate()->name, "closet_4x4");
}

TEST_F(EditorShellTest, TheViewportFollowsTheFocusedComponentAndTheSelection) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    EXPECT_EQ(shell.state().session().generateFromDocument(), "");
    ASSERT_TRUE(shell.state().generation().waitForRun());
    frames(2);
    EXPECT_EQ(panel<ViewportPanel>().view().options().focusComponent, -1);
    shell.state().selection().focusComponent(0);
    const TileOwner room{TileOwner::Kind::Room, 3};
    shell.state().selection().selectObject(room);
    frames(1);
    EXPECT_EQ(panel<ViewportPanel>().view().options().focusComponent, -1) << "outlined only";
    shell.state().selection().setIsolateFocused(true);
    frames(1);
    EXPECT_EQ(panel<ViewportPanel>().view().options().focusComponent, 0);
    EXPECT_EQ(panel<ViewportPanel>().view().selection(), std::optional<TileOwner>(room));
    shell.state().selection().focusComponent(std::nullopt);
    frames(1);
    EXPECT_EQ(panel<ViewportPanel>().view().options().focusComponent, -1);
}

TEST_F(EditorShellTest, AClosedPanelGivesItsRoomToTheOthers) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    const ImVec2 sideBefore = windowSize(CataloguePanel::kTitle);
    ASSERT_TRUE(windowIsOnShow(ProblemsPanel::kTitle));

    // The bottom area is shared: closing the panel in front shows the next
    // tab, which has the whole strip.
    const ImVec2 problemsBefore = windowSize(ProblemsPanel::kTitle);
    panel<ProblemsPanel>().setOpen(false);
    frames(2);
    EXPECT_FALSE(windowIsOnShow(ProblemsPanel::kTitle));
    EXPECT_TRUE(windowIsOnShow(TimelinePanel::kTitle));
    EXPECT_EQ(windowSize(TimelinePanel::kTitle).x, problemsBefore.x);
    EXPECT_EQ(windowSize(CataloguePanel::kTitle).y, sideBefore.y);

    // With every bottom panel closed, the columns above take its height.
    for (const auto& each : shell.panels().panels()) {
        if (shell.panels().areaOf(*each) == PanelSlot::Bottom) {
            each->setOpen(false);
        }
    }
    frames(2);
    const ImVec2 sideAfter = windowSize(CataloguePanel::kTitle);
    EXPECT_EQ(sideAfter.x, sideBefore.x);
    EXPECT_GT(sideAfter.y, sideBefore.y);
}

TEST_F(EditorShellTest, DraggingASplitterResizesTheRegionsUntilTheLayoutIsReset) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    const ImVec2 sideBefore = windowSize(CataloguePanel::kTitle);
    const ImVec2 centreBefore = windowSize(ViewportPanel::kTitle);
    const ImVec2 bottomBefore = windowSize(ProblemsPanel::kTitle);

    // The side splitter sits in the gap right of the side column.
    const ImGuiWindow* side = ImGui::FindWindowByName(CataloguePanel::kTitle);
    const ImVec2 grip{side->Pos.x + side->Size.x + 3.0f, side->Pos.y + side->Size.y * 0.5f};
    drag(grip, {grip.x + 100.0f, grip.y});
    frames(1);
    EXPECT_NEAR(windowSize(CataloguePanel::kTitle).x, sideBefore.x + 100.0f, 1.0f);
    EXPECT_NEAR(windowSize(ViewportPanel::kTitle).x, centreBefore.x - 100.0f, 1.0f);

    // The bottom splitter sits in the gap above the bottom area's tabs.
    const ImGuiWindow* tabs = ImGui::FindWindowByName("##tabs_bottom");
    const ImVec2 bar{tabs->Pos.x + 40.0f, tabs->Pos.y - 3.0f};
    drag(bar, {bar.x, bar.y - 60.0f});
    frames(1);
    EXPECT_NEAR(windowSize(ProblemsPanel::kTitle).y, bottomBefore.y + 60.0f, 1.0f);

    // The shares go into the preferences, and View > Reset layout undoes it all.
    Preferences preferences;
    shell.storePreferences(preferences);
    ASSERT_TRUE(preferences.sideShare.has_value());
    EXPECT_GT(*preferences.sideShare, 0.30f);
    panel<LogPanel>().setOpen(false);
    shell.panels().resetLayout();
    frames(2);
    EXPECT_TRUE(panel<LogPanel>().isOpen());
    // (the panels in front after the reset share the areas measured before)
    EXPECT_EQ(windowSize(GenerationPanel::kTitle).x, sideBefore.x);
    EXPECT_EQ(windowSize(TimelinePanel::kTitle).y, bottomBefore.y);

    // Stored shares come back with the preferences.
    shell.applyPreferences(preferences);
    frames(2);
    EXPECT_NEAR(windowSize(CataloguePanel::kTitle).x, sideBefore.x + 100.0f, 1.0f);
}

TEST_F(EditorShellTest, ClickingAPortsProblemOpensTheModuleEditorOnThatPort) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "broken.json"));
    frames(2);
    ASSERT_FALSE(windowIsOnShow(ModuleEditorPanel::kTitle));
    // The second line: /modules/2/ports/1/pos.
    click(rowCentre(panel<ProblemsPanel>(), 1));
    frames(2);
    EXPECT_EQ(shell.state().selection().selectedModule(), 2u);
    EXPECT_TRUE(windowIsOnShow(ModuleEditorPanel::kTitle));
    EXPECT_EQ(panel<ModuleEditorPanel>().selectedPort(), 1u);
}

TEST_F(EditorShellTest, AModulesProblemMarkerGoesToItsFirstPortProblem) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "broken.json"));
    frames(2);
    const auto marker = panel<CataloguePanel>().markerCentre(2);
    ASSERT_TRUE(marker.has_value());
    click(*marker);
    frames(2);
    EXPECT_EQ(shell.state().selection().selectedModule(), 2u);
    EXPECT_TRUE(windowIsOnShow(ModuleEditorPanel::kTitle));
    EXPECT_EQ(panel<ModuleEditorPanel>().selectedPort(), 1u);
}

TEST_F(EditorShellTest, TheChosenGeneratorIsRememberedInThePreferences) {
    ASSERT_FALSE(shell.state().generation().settings().setGenerator("drunkard").has_value());
    Preferences preferences;
    shell.storePreferences(preferences);
    EXPECT_EQ(preferences.generator, "drunkard");
    EditorShell other;
    other.applyPreferences(preferences);
    EXPECT_EQ(other.state().generation().settings().generator(), "drunkard");
    preferences.generator = "no-such-generator";
    other.applyPreferences(preferences);
    EXPECT_EQ(other.state().generation().settings().generator(), "drunkard")
        << "unknown names are ignored";
}

TEST_F(EditorShellTest, ThePlayTestButtonOpensThePlayTestPanel) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    shell.panels().show(panel<GenerationPanel>());
    frames(2);
    Panel* playTest = shell.panels().find("Play-test");
    ASSERT_NE(playTest, nullptr);
    EXPECT_FALSE(playTest->isOpen());
    const auto button = panel<GenerationPanel>().controlCentre(GenerationPanel::Control::PlayTest);
    ASSERT_TRUE(button.has_value());
    click(*button);
    frames(1);
    EXPECT_TRUE(playTest->isOpen());
}

}  // namespace
}  // namespace easylink::ui

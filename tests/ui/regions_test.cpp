// Regions and targets in the editor, driven headlessly: the Regions panel's
// list and fields, region mode on the viewport (a synthetic drag draws,
// moves and resizes a region), the Generation panel's loop and dead-end
// targets, a module rename that the regions' module lists follow, and a map
// made smaller that clips the regions. Every edit is checked through the
// parameters and the one undo history, undo and redo included.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/editing/params_edit.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/regions.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/generation_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/regions_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/editor_shell.hpp"
#include "shell/preferences.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"
#include "viewport/region_tool.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

Region regionAt(Rect rect, std::string name = {}) {
    Region region;
    region.name = std::move(name);
    region.rect = rect;
    return region;
}

/// True when a tooltip window was drawn in the last frame.
bool tooltipShown() {
    for (const ImGuiWindow* window : GImGui->Windows) {
        if ((window->Flags & ImGuiWindowFlags_Tooltip) != 0 && window->Active) {
            return true;
        }
    }
    return false;
}

class RegionsTest : public testing::UiTest {
protected:
    RegionsTest() : UiTest({2200.0f, 1200.0f}) {}

    void drawFrame() override {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        generationPanel.draw(state, {{0.0f, 0.0f}, {500.0f, 1200.0f}});
        regionsPanel.draw(state, {{500.0f, 0.0f}, {600.0f, 1200.0f}});
        viewportPanel.draw(state, {{1100.0f, 0.0f}, {1100.0f, 900.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        session().settings().setAutoRegenerate(false);  // each test decides when runs start
        regionsPanel.setOpen(true);
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }
    const EasylinkParams& params() { return session().settings().params(); }
    const std::vector<Region>& regions() { return params().regions; }

    void clickRegions(RegionsPanel::Control control) { click(regionsPanel.controlCentre(control)); }

    /// The "+" (or "-") button at the right end of a number field.
    static std::optional<ImVec2> stepButton(const std::optional<ControlBox>& field, bool plus) {
        if (!field) {
            return std::nullopt;
        }
        const float side = field->max.y - field->min.y;
        const float inner = ImGui::GetStyle().ItemInnerSpacing.x;
        const float x = plus ? field->max.x - side * 0.5f : field->max.x - side * 1.5f - inner;
        return ImVec2(x, field->centre().y);
    }

    /// Clicks into a text field, selects all of it and types `text`, then
    /// Enter, as a designer replaces a value.
    void retype(std::optional<ImVec2> at, const char* text) {
        click(at);
        press(GLFW_KEY_A, /*ctrl=*/true);
        type(text);
        press(GLFW_KEY_ENTER);
    }

    std::size_t undoCount() const { return state.document().history().position(); }

    void generate() {
        ASSERT_TRUE(state.session().generateFromDocument().empty()) << session().failure();
        session().waitForRun();
        frames(2);
        ASSERT_NE(session().cursor().result(), nullptr);
        ASSERT_TRUE(session().cursor().result()->ok()) << session().failure();
    }

    EditorState state;
    RegionsPanel regionsPanel;
    GenerationPanel generationPanel;
    ViewportPanel viewportPanel;
};

// --- The Regions panel ---------------------------------------------------------

TEST_F(RegionsTest, AddDeleteAndReorderAreEachOneUndoableStep) {
    ASSERT_TRUE(regions().empty());
    clickRegions(RegionsPanel::Control::Add);
    ASSERT_EQ(regions().size(), 1u);
    EXPECT_EQ(regions()[0].rect, (Rect{20, 20, 20, 20}));  // a quarter of the 80x80 map
    EXPECT_EQ(state.selection().selectedRegion(), 0u);
    EXPECT_EQ(state.document().history().undoLabel(), "add region 0");
    EXPECT_FALSE(state.document().isModified()) << "a parameter edit is not a catalogue edit";

    clickRegions(RegionsPanel::Control::Add);
    ASSERT_EQ(regions().size(), 2u);
    EXPECT_EQ(state.selection().selectedRegion(), 1u);
    // Tell them apart.
    EasylinkParams named = params();
    named.regions[0].name = "first";
    named.regions[1].name = "second";
    state.document().editParams(named, "name them");
    frames(1);
    ASSERT_EQ(regionsPanel.drawnRows().size(), 2u);
    EXPECT_EQ(regionsPanel.rowLabels()[0], "first: asked 0.30");

    // The second moves up: the first applies where they overlap now.
    clickRegions(RegionsPanel::Control::MoveUp);
    ASSERT_EQ(regions()[0].name, "second");
    EXPECT_EQ(regions()[1].name, "first");
    EXPECT_EQ(state.selection().selectedRegion(), 0u);
    EXPECT_EQ(state.document().history().undoLabel(), "move region 1 (second) up");
    clickRegions(RegionsPanel::Control::MoveDown);
    EXPECT_EQ(regions()[1].name, "second");
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].name, "second");
    ASSERT_TRUE(state.document().redo());
    EXPECT_EQ(regions()[0].name, "first");

    // A click on a row selects it; Delete (button) removes it.
    click(regionsPanel.drawnRows()[0].centre());
    EXPECT_EQ(state.selection().selectedRegion(), 0u);
    clickRegions(RegionsPanel::Control::Delete);
    ASSERT_EQ(regions().size(), 1u);
    EXPECT_EQ(regions()[0].name, "second");
    EXPECT_EQ(state.document().history().undoLabel(), "delete region 0 (first)");
    ASSERT_TRUE(state.document().undo());
    ASSERT_EQ(regions().size(), 2u);
    EXPECT_EQ(regions()[0].name, "first");
    ASSERT_TRUE(state.document().redo());
    EXPECT_EQ(regions().size(), 1u);

    // Back to the start, one step at a time.
    while (state.document().undo()) {
    }
    EXPECT_TRUE(regions().empty());
}

TEST_F(RegionsTest, EachFieldEditIsOneUndoableStep) {
    clickRegions(RegionsPanel::Control::Add);
    ASSERT_EQ(state.selection().selectedRegion(), 0u);
    frames(1);
    std::size_t steps = undoCount();

    // The name, typed letter by letter: one entry.
    retype(regionsPanel.controlCentre(RegionsPanel::Control::Name), "cells");
    EXPECT_EQ(regions()[0].name, "cells");
    EXPECT_EQ(undoCount(), ++steps);
    EXPECT_EQ(state.document().history().undoLabel(), "rename region 0 to cells");

    // x typed, then w with its + button; each kept inside the map.
    retype(regionsPanel.controlCentre(RegionsPanel::Control::X), "70");
    EXPECT_EQ(regions()[0].rect.x, 60) << "a 20-wide region ends at the map's edge";
    EXPECT_EQ(undoCount(), ++steps);
    retype(regionsPanel.controlCentre(RegionsPanel::Control::X), "10");
    EXPECT_EQ(regions()[0].rect.x, 10);
    EXPECT_EQ(undoCount(), ++steps);
    click(stepButton(regionsPanel.controlRect(RegionsPanel::Control::Width), true));
    EXPECT_EQ(regions()[0].rect.w, 21);
    EXPECT_EQ(undoCount(), ++steps);

    // Its own density, then a value typed.
    click(regionsPanel.controlCentre(RegionsPanel::Control::HasDensity));
    ASSERT_TRUE(regions()[0].density.has_value());
    EXPECT_DOUBLE_EQ(*regions()[0].density, 0.3);
    EXPECT_EQ(undoCount(), ++steps);
    frames(1);
    retype(regionsPanel.controlCentre(RegionsPanel::Control::Density), "0.6");
    ASSERT_TRUE(regions()[0].density.has_value());
    EXPECT_DOUBLE_EQ(*regions()[0].density, 0.6);
    EXPECT_EQ(undoCount(), ++steps);
    EXPECT_EQ(state.document().history().undoLabel(),
              "set the density of region 0 (cells) to 0.60");

    // Blocked.
    click(regionsPanel.controlCentre(RegionsPanel::Control::Blocked));
    EXPECT_TRUE(regions()[0].blocked);
    EXPECT_EQ(undoCount(), ++steps);

    // Modules: ticking the list takes every room module, unticking one
    // leaves the others.
    click(regionsPanel.controlCentre(RegionsPanel::Control::HasModules));
    ASSERT_TRUE(regions()[0].modules.has_value());
    const std::size_t all = regions()[0].modules->size();
    EXPECT_GT(all, 10u);
    EXPECT_NE(std::find(regions()[0].modules->begin(), regions()[0].modules->end(), "closet_4x4"),
              regions()[0].modules->end());
    EXPECT_EQ(std::find(regions()[0].modules->begin(), regions()[0].modules->end(), "cross_8x8"),
              regions()[0].modules->end())
        << "junctions are not a region's to choose";
    EXPECT_EQ(undoCount(), ++steps);
    frames(1);
    click(regionsPanel.moduleCentre("room_8x8"));
    ASSERT_EQ(regions()[0].modules->size(), all - 1);
    EXPECT_EQ(std::find(regions()[0].modules->begin(), regions()[0].modules->end(), "room_8x8"),
              regions()[0].modules->end());
    EXPECT_EQ(undoCount(), ++steps);
    EXPECT_TRUE(validateParams(params()).empty());
    EXPECT_TRUE(validateParamsFor(params(), state.document().current()->catalogue).empty());

    // Each undo takes back exactly one field.
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].modules->size(), all);
    ASSERT_TRUE(state.document().undo());
    EXPECT_FALSE(regions()[0].modules.has_value());
    ASSERT_TRUE(state.document().undo());
    EXPECT_FALSE(regions()[0].blocked);
    ASSERT_TRUE(state.document().undo());
    EXPECT_DOUBLE_EQ(*regions()[0].density, 0.3);
    ASSERT_TRUE(state.document().undo());
    EXPECT_FALSE(regions()[0].density.has_value());
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].rect.w, 20);
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].rect.x, 60);
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].rect.x, 20);
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].name, "");
    // And redo brings them back.
    for (int i = 0; i < 9; ++i) {
        ASSERT_TRUE(state.document().redo());
    }
    EXPECT_EQ(regions()[0].name, "cells");
    EXPECT_EQ(regions()[0].rect, (Rect{10, 20, 21, 20}));
    EXPECT_TRUE(regions()[0].blocked);
    EXPECT_EQ(regions()[0].modules->size(), all - 1);
    EXPECT_FALSE(state.document().isModified());
}

TEST_F(RegionsTest, RowsShowAskedAndAchievedDensitiesOnTheLayoutOnShow) {
    EasylinkParams asked = params();
    asked.regions = {regionAt({0, 0, 40, 80}, "west"), regionAt({40, 0, 40, 80}, "east")};
    asked.regions[1].density = 0.0;
    state.document().editParams(asked, "two halves");
    generate();
    frames(1);
    const std::vector<double> achieved =
        achievedDensities(*session().cursor().layoutAtStep(), regions());
    ASSERT_EQ(regionsPanel.rowLabels().size(), 2u);
    ASSERT_EQ(achieved.size(), 2u);
    char expected[64];
    std::snprintf(expected, sizeof expected, "west: asked 0.30 / got %.2f", achieved[0]);
    EXPECT_EQ(regionsPanel.rowLabels()[0], expected);
    std::snprintf(expected, sizeof expected, "east: asked 0.00 / got %.2f", achieved[1]);
    EXPECT_EQ(regionsPanel.rowLabels()[1], expected);
}

// --- Region mode on the viewport ------------------------------------------------

class RegionViewportTest : public RegionsTest {
protected:
    void SetUp() override {
        RegionsTest::SetUp();
        generate();
        state.session().setRegionMode(true);
        frames(2);
    }

    /// Where the centre of `tile` is on the screen.
    ImVec2 screenOf(Vec2f mapPoint) {
        const Vec2f screen = viewportPanel.view().view().mapToScreen(mapPoint);
        return {screen.x, screen.y};
    }
    void dragMap(Vec2f from, Vec2f to) { drag(screenOf(from), screenOf(to)); }
};

TEST_F(RegionViewportTest, ADragDrawsARegionSnappedToTilesAndOneUndoTakesItBack) {
    const Vec2f centre = viewportPanel.view().view().centre();
    const std::size_t steps = undoCount();
    dragMap({10.3f, 12.6f}, {29.8f, 40.2f});
    ASSERT_EQ(regions().size(), 1u);
    EXPECT_EQ(regions()[0].rect, (Rect{10, 12, 20, 29}));
    EXPECT_EQ(undoCount(), steps + 1) << "a drag is one entry";
    EXPECT_EQ(state.document().history().undoLabel(), "add region 0");
    EXPECT_EQ(state.selection().selectedRegion(), 0u);
    EXPECT_EQ(viewportPanel.view().view().centre(), centre) << "the drag did not pan";
    EXPECT_TRUE(validateParams(params()).empty());

    ASSERT_TRUE(state.document().undo());
    EXPECT_TRUE(regions().empty());
    ASSERT_TRUE(state.document().redo());
    EXPECT_EQ(regions().size(), 1u);
}

TEST_F(RegionViewportTest, DraggingARegionMovesItAndItsEdgeResizesIt) {
    EasylinkParams placed = params();
    placed.regions = {regionAt({10, 10, 20, 20}, "room")};
    state.document().editParams(placed, "place");
    frames(1);
    const std::size_t steps = undoCount();

    // The body: moved by whole tiles.
    dragMap({20.2f, 20.2f}, {25.3f, 17.1f});
    EXPECT_EQ(regions()[0].rect, (Rect{15, 7, 20, 20}));
    EXPECT_EQ(undoCount(), steps + 1);
    EXPECT_EQ(state.document().history().undoLabel(), "move region 0 (room)");

    // The right edge: resized to the nearest tile edge.
    dragMap({35.0f, 15.0f}, {40.2f, 15.0f});
    EXPECT_EQ(regions()[0].rect, (Rect{15, 7, 25, 20}));
    EXPECT_EQ(state.document().history().undoLabel(), "resize region 0 (room)");
    // The bottom-left corner.
    dragMap({15.0f, 27.0f}, {12.0f, 30.0f});
    EXPECT_EQ(regions()[0].rect, (Rect{12, 7, 28, 23}));
    EXPECT_EQ(undoCount(), steps + 3);

    // Dragged past the map's edge, it stays inside.
    dragMap({20.0f, 20.0f}, {90.0f, 20.0f});
    EXPECT_EQ(regions()[0].rect.right(), 80);

    ASSERT_TRUE(state.document().undo());
    ASSERT_TRUE(state.document().undo());
    ASSERT_TRUE(state.document().undo());
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions()[0].rect, (Rect{10, 10, 20, 20}));

    // Shift+drag draws a region inside another instead of moving it.
    ImGui::GetIO().KeyShift = true;
    dragMap({12.5f, 12.5f}, {17.5f, 15.5f});
    ImGui::GetIO().KeyShift = false;
    ASSERT_EQ(regions().size(), 2u);
    EXPECT_EQ(regions()[0].rect, (Rect{10, 10, 20, 20}));
    EXPECT_EQ(regions()[1].rect, (Rect{12, 12, 6, 4}));
}

TEST_F(RegionViewportTest, DeleteRemovesTheSelectedRegionAndOutsideRegionModeTheDragPans) {
    EasylinkParams placed = params();
    placed.regions = {regionAt({10, 10, 20, 20}), regionAt({50, 50, 10, 10})};
    state.document().editParams(placed, "place");
    frames(1);
    // A click selects the region under the mouse ...
    click(screenOf({55.0f, 55.0f}));
    EXPECT_EQ(state.selection().selectedRegion(), 1u);
    // ... a click on the map selects none ...
    click(screenOf({70.0f, 20.0f}));
    EXPECT_FALSE(state.selection().selectedRegion().has_value());
    EXPECT_EQ(regions().size(), 2u) << "a click draws nothing";
    click(screenOf({15.0f, 15.0f}));
    EXPECT_EQ(state.selection().selectedRegion(), 0u);
    // ... and Delete removes it, as one step.
    press(GLFW_KEY_DELETE);
    ASSERT_EQ(regions().size(), 1u);
    EXPECT_EQ(regions()[0].rect, (Rect{50, 50, 10, 10}));
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(regions().size(), 2u);

    state.session().setRegionMode(false);
    frames(1);
    const Vec2f centre = viewportPanel.view().view().centre();
    dragMap({20.0f, 20.0f}, {30.0f, 20.0f});
    EXPECT_EQ(regions().size(), 2u);
    EXPECT_EQ(regions()[0].rect, (Rect{10, 10, 20, 20}));
    EXPECT_NE(viewportPanel.view().view().centre(), centre) << "outside region mode, drags pan";
}

TEST_F(RegionViewportTest, DeleteInTheRegionsPanelActsOnlyWithTheMouseOverIt) {
    // The Regions panel has the focus (its row was clicked), but over the map
    // Delete is the map's (key_focus.hpp): the region stays.
    EasylinkParams placed = params();
    placed.regions = {regionAt({10, 10, 20, 20}), regionAt({50, 50, 10, 10})};
    state.document().editParams(placed, "place");
    frames(1);
    const ImVec2 row = regionsPanel.drawnRows()[0].centre();
    click(row);
    ASSERT_EQ(state.selection().selectedRegion(), 0u);
    hover(screenOf({70.0f, 20.0f}));
    press(GLFW_KEY_DELETE);
    EXPECT_EQ(regions().size(), 2u) << "Delete over the map deleted the panel's region";
    hover(row);
    press(GLFW_KEY_DELETE);
    ASSERT_EQ(regions().size(), 1u);
    EXPECT_EQ(regions()[0].rect, (Rect{50, 50, 10, 10}));
}

TEST_F(RegionViewportTest, TheToolbarToggleSwitchesRegionMode) {
    click(viewportPanel.controlCentre(ViewportPanel::Control::RegionMode));
    EXPECT_FALSE(state.session().regionMode());
    click(viewportPanel.controlCentre(ViewportPanel::Control::RegionMode));
    EXPECT_TRUE(state.session().regionMode());
    hover(*viewportPanel.controlCentre(ViewportPanel::Control::RegionMode));
    EXPECT_TRUE(tooltipShown());
}

// --- Region geometry -----------------------------------------------------------------

TEST(RegionGeometry, GrabsEdgesCornersAndBodiesTopmostFirst) {
    const std::vector<Region> regions = {regionAt({0, 0, 40, 40}), regionAt({20, 20, 20, 20})};
    EXPECT_EQ(grabRegion(regions, {30.0f, 30.0f}, 0.5f), (RegionGrab{1, kEdgeNone}));
    EXPECT_EQ(grabRegion(regions, {10.0f, 10.0f}, 0.5f), (RegionGrab{0, kEdgeNone}));
    EXPECT_EQ(grabRegion(regions, {20.2f, 30.0f}, 0.5f), (RegionGrab{1, kEdgeLeft}));
    EXPECT_EQ(grabRegion(regions, {39.8f, 39.9f}, 0.5f),
              (RegionGrab{1, static_cast<std::uint8_t>(kEdgeRight | kEdgeBottom)}));
    // The selected region's edge wins over the body of one above it.
    EXPECT_EQ(grabRegion(regions, {39.8f, 30.0f}, 0.5f, 0u), (RegionGrab{0, kEdgeRight}));
    EXPECT_FALSE(grabRegion(regions, {60.0f, 10.0f}, 0.5f).has_value());
}

TEST(RegionGeometry, DragsMakeRectsInsideTheMap) {
    const Size2i map{80, 60};
    EXPECT_EQ(rectBetween({30, 10}, {10, 20}, map), (Rect{10, 10, 21, 11}));
    EXPECT_EQ(rectBetween({70, 50}, {90, 70}, map), (Rect{70, 50, 10, 10}));
    EXPECT_EQ(movedRect({10, 10, 20, 20}, {100, -100}, map), (Rect{60, 0, 20, 20}));
    EXPECT_EQ(resizedRect({10, 10, 20, 20}, kEdgeLeft, {35.0f, 0.0f}, map), (Rect{29, 10, 1, 20}));
    EXPECT_EQ(resizedRect({10, 10, 20, 20}, kEdgeRight | kEdgeBottom, {99.0f, 99.0f}, map),
              (Rect{10, 10, 70, 50}));
}

// --- Targets in the Generation panel -------------------------------------------------

TEST_F(RegionsTest, TargetsAreTickedBoundsAndUntickingClearsThem) {
    using Part = GenerationPanel::ParamPart;
    ASSERT_TRUE(generationPanel.paramCentre("min_loops", Part::Bounded).has_value());
    EXPECT_FALSE(generationPanel.paramCentre("regions", Part::Label).has_value())
        << "regions have their own panel";
    EXPECT_FALSE(params().minLoops.has_value());

    // Ticked: the bound starts from the last run's figure (0 with none).
    frames(3);  // the parameter table's columns settle on their widths
    const ImVec2 tick = *generationPanel.paramCentre("min_loops", Part::Bounded);
    click(tick);
    ASSERT_TRUE(params().minLoops.has_value());
    EXPECT_EQ(*params().minLoops, 0);
    EXPECT_EQ(state.document().history().undoLabel(), "set min_loops to 0");
    frames(1);
    retype(generationPanel.paramCentre("min_loops", Part::Value), "3");
    EXPECT_EQ(params().minLoops, 3);
    click(generationPanel.paramCentre("max_loops", Part::Bounded));
    EXPECT_EQ(params().maxLoops, 3) << "a max starts no lower than its min";
    EXPECT_TRUE(validateParams(params()).empty());
    EXPECT_EQ(paramsToJson(params())["min_loops"], 3);

    // A max typed below the min is kept but shown as a problem, not silently.
    frames(1);
    retype(generationPanel.paramCentre("max_loops", Part::Value), "1");
    EXPECT_EQ(params().maxLoops, 1);
    EXPECT_FALSE(validateParams(params()).empty());

    // Unticked: the key is gone.
    click(generationPanel.paramCentre("min_loops", Part::Bounded));
    EXPECT_FALSE(params().minLoops.has_value());
    EXPECT_FALSE(paramsToJson(params()).contains("min_loops"));
    EXPECT_EQ(state.document().history().undoLabel(), "clear min_loops");
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(params().minLoops, 3);

    // The meaning shows over the label and the tick.
    hover(*generationPanel.paramCentre("min_dead_ends", Part::Label));
    EXPECT_TRUE(tooltipShown());
    hover(*generationPanel.paramCentre("max_dead_ends", Part::Bounded));
    EXPECT_TRUE(tooltipShown());
    hover({5.0f, 995.0f});

    // Reset to defaults clears them, in one step.
    click(generationPanel.paramCentre("min_dead_ends", Part::Bounded));
    ASSERT_TRUE(params().minDeadEnds.has_value());
    ASSERT_TRUE(params().hasTargets());
    state.document().resetParams();
    EXPECT_FALSE(params().hasTargets());
    ASSERT_TRUE(state.document().undo());
    EXPECT_TRUE(params().minDeadEnds.has_value());
    EXPECT_FALSE(state.document().isModified());
}

TEST_F(RegionsTest, TheGenerationPanelDrawsWithEveryOptionalKeyAbsentOrPresent) {
    // Absent (the defaults) ...
    frames(2);
    // ... and present, regions included.
    EasylinkParams all = params();
    all.minLoops = 1;
    all.maxLoops = 9;
    all.minDeadEnds = 0;
    all.maxDeadEnds = 4;
    all.regions = {regionAt({0, 0, 8, 8})};
    state.document().editParams(all, "everything");
    frames(2);
    for (const char* key : {"min_loops", "max_loops", "min_dead_ends", "max_dead_ends"}) {
        EXPECT_TRUE(generationPanel.paramCentre(key, GenerationPanel::ParamPart::Value).has_value())
            << key;
    }
}

TEST_F(RegionsTest, ParameterEditsUndoWithoutMakingTheCatalogueUnsaved) {
    using Part = GenerationPanel::ParamPart;
    retype(generationPanel.paramCentre("room_density", Part::Value), "0.45");
    EXPECT_DOUBLE_EQ(params().roomDensity, 0.45);
    EXPECT_EQ(undoCount(), 1u) << "one entry for the typed value";
    EXPECT_FALSE(state.document().isModified());
    ASSERT_TRUE(state.document().undo());
    EXPECT_DOUBLE_EQ(params().roomDensity, 0.3);
    EXPECT_FALSE(state.document().isModified());
}

// --- Renames and map sizes ------------------------------------------------------------

TEST_F(RegionsTest, RenamingAModuleRenamesItInTheRegionsInTheSameStep) {
    EasylinkParams limited = params();
    limited.regions = {regionAt({0, 0, 40, 40}, "crypt"), regionAt({40, 0, 40, 40})};
    limited.regions[0].modules = std::vector<std::string>{"room_8x8", "closet_4x4"};
    limited.regions[1].modules = std::vector<std::string>{"hall_12x12"};
    state.document().editParams(limited, "limit");

    // Through the Catalogue panel, as a designer renames.
    CataloguePanel cataloguePanel;
    const auto withCatalogue = [&] {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        cataloguePanel.draw(state, {{0.0f, 0.0f}, {500.0f, 1200.0f}});
        regionsPanel.draw(state, {{500.0f, 0.0f}, {600.0f, 1200.0f}});
    };
    imgui.frames(2, withCatalogue);
    std::optional<ImVec2> row;
    for (const DrawnRow& drawn : cataloguePanel.drawnRows()) {
        if (drawn.index == 1) {  // room_8x8
            row = ImVec2(std::min(drawn.centre().x, drawn.min.x + 60.0f), drawn.centre().y);
        }
    }
    ASSERT_TRUE(row.has_value());
    ASSERT_EQ(state.document().current()->catalogue.modules[1].name, "room_8x8");
    imgui.click(*row, withCatalogue);
    imgui.click(*row, withCatalogue);
    imgui.frames(2, withCatalogue);
    ASSERT_EQ(cataloguePanel.renamingModule(), 1u);
    imgui.type("cell_8x8", withCatalogue);
    imgui.pressKey(GLFW_KEY_ENTER, false, withCatalogue);

    EXPECT_EQ(state.document().current()->catalogue.modules[1].name, "cell_8x8");
    EXPECT_EQ(*regions()[0].modules, (std::vector<std::string>{"cell_8x8", "closet_4x4"}));
    EXPECT_EQ(*regions()[1].modules, (std::vector<std::string>{"hall_12x12"}));
    EXPECT_EQ(state.document().history().undoLabel(), "rename room_8x8 to cell_8x8");
    EXPECT_TRUE(validateParamsFor(params(), state.document().current()->catalogue).empty());
    EXPECT_TRUE(state.document().isModified());

    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(state.document().current()->catalogue.modules[1].name, "room_8x8");
    EXPECT_EQ(*regions()[0].modules, (std::vector<std::string>{"room_8x8", "closet_4x4"}));
    EXPECT_EQ(state.document().history().undoLabel(), "limit");
    ASSERT_TRUE(state.document().redo());
    EXPECT_EQ(*regions()[0].modules, (std::vector<std::string>{"cell_8x8", "closet_4x4"}));

    // A rename no region mentions is the plain rename.
    ASSERT_TRUE(state.document().renameModule(2, "room_nine"));
    EXPECT_EQ(state.document().history().undoLabel(), "rename room_9x9 to room_nine");
    EXPECT_EQ(*regions()[0].modules, (std::vector<std::string>{"cell_8x8", "closet_4x4"}));
}

TEST_F(RegionsTest, AMapMadeSmallerClipsTheRegionsWithANoteAndUndoRestoresThem) {
    EasylinkParams placed = params();
    placed.regions = {regionAt({0, 0, 40, 80}, "west"), regionAt({50, 10, 30, 30}, "east"),
                      regionAt({70, 70, 10, 10}, "corner")};
    state.document().editParams(placed, "place");
    frames(1);
    const std::size_t steps = undoCount();

    // The width typed digit by digit passes through 8 and 6 on its way to
    // 60: the regions are clipped from where the typing began.
    retype(generationPanel.controlCentre(GenerationPanel::Control::MapWidth), "60");
    EXPECT_EQ(params().width, 60);
    EXPECT_EQ(undoCount(), steps + 1) << "the size and the clipping are one step";
    ASSERT_EQ(regions().size(), 2u);
    EXPECT_EQ(regions()[0].rect, (Rect{0, 0, 40, 80}));
    EXPECT_EQ(regions()[1].rect, (Rect{50, 10, 10, 30}));
    EXPECT_TRUE(validateParams(params()).empty());
    ASSERT_EQ(state.document().paramNotes().size(), 2u);
    EXPECT_EQ(state.document().paramNotes()[0], "region 1 (east) was clipped to the 60x80 map");
    EXPECT_EQ(state.document().paramNotes()[1],
              "region 2 (corner) lies wholly outside the 60x80 map and was removed");
    EXPECT_EQ(state.document().history().undoLabel(), "set width to 60, clipping 2 regions");

    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(params().width, 80);
    EXPECT_EQ(regions(), placed.regions);
    EXPECT_TRUE(state.document().paramNotes().empty());

    // A height through the session's key, as the command line names it.
    EXPECT_FALSE(state.document().editParam("height", "30").has_value());
    EXPECT_EQ(regions()[0].rect, (Rect{0, 0, 40, 30}));
    EXPECT_EQ(regions()[1].rect, (Rect{50, 10, 30, 20}));
    EXPECT_EQ(regions().size(), 2u);
}

// --- Preferences and phases ---------------------------------------------------------

TEST(RegionPreferences, TheParametersRoundTripAndBadOnesAreIgnored) {
    testing::ScratchFolder folder("easylink-ui-region-preferences");
    EasylinkParams params;
    params.width = 96;
    params.height = 96;
    params.regions = {regionAt({0, 0, 40, 96}, "west")};
    params.regions[0].density = 0.6;
    params.maxDeadEnds = 4;
    Preferences saved;
    saved.params = paramsToJson(params);
    ASSERT_FALSE(savePreferences(folder.path() / "p.json", saved).has_value());
    const Preferences loaded = loadPreferences(folder.path() / "p.json");
    std::vector<Problem> problems;
    const EasylinkParams back = paramsFromJson(loaded.params, EasylinkParams{}, problems);
    EXPECT_TRUE(problems.empty()) << (problems.empty()
                                          ? std::string()
                                          : problems[0].pointer + ": " + problems[0].message);
    EXPECT_EQ(back.regions, params.regions);
    EXPECT_EQ(back.maxDeadEnds, 4);
    EXPECT_EQ(back.width, 96);

    // The shell takes them back, and keeps its own for parameters that fail.
    EditorShell shell;
    shell.applyPreferences(loaded);
    EXPECT_EQ(shell.state().generation().settings().params().regions, params.regions);
    Preferences stored;
    shell.storePreferences(stored);
    EXPECT_EQ(stored.params, saved.params);
    Preferences bad = loaded;
    bad.params["height"] = 32;  // the region now extends past the map
    EditorShell other;
    other.applyPreferences(bad);
    EXPECT_TRUE(other.state().generation().settings().params().regions.empty());
    EXPECT_EQ(other.state().generation().settings().params().width, 80);
}

TEST(RegionPhases, TheLogPanelOffersTheTargetsPhase) {
    testing::HeadlessImGui imgui;
    EditorState state;
    LogPanel panel;
    ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
    state.generation().settings().setAutoRegenerate(false);
    ASSERT_TRUE(state.session().generateFromDocument().empty());
    state.generation().waitForRun();
    const auto draw = [&] {
        state.session().updateGeneration(0.0);
        panel.draw(state, {{0.0f, 0.0f}, {1280.0f, 800.0f}});
    };
    imgui.frames(2, draw);
    const int option = 1 + static_cast<int>(Phase::Targets);
    imgui.click(*panel.controlCentre(LogPanel::Control::Phase), draw);
    imgui.frames(2, draw);  // the popup settles where it will be
    const std::optional<ImVec2> targets = panel.optionCentre(LogPanel::Control::Phase, option);
    ASSERT_TRUE(targets.has_value()) << "the phase list has no targets entry";
    imgui.click(*targets, draw);
    EXPECT_EQ(panel.filter().phase, Phase::Targets);
    EXPECT_EQ(toString(Phase::Targets), "targets");
}

}  // namespace
}  // namespace easylink::ui

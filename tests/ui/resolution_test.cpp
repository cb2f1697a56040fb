// Phase 2 in the editor, driven headlessly over runs of a small catalogue
// with parts (tests/ui/data/phase2.json: walls, doors, a corridor part, a
// statue for a hall's centre and a variant of room_8x8 with pillars): the
// Resolution panel's tree for a selected room, before and after the room's
// SlotResolved event; a node clicked and outlined in the viewport; the
// timeline stepping slot by slot through phase 2; the viewport's tiles in
// slot view and tile view; the log's and the inspector's view of resolved
// slots; and part modules in the catalogue, the module preview and the
// module editor.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/module_editor_panel.hpp"
#include "panels/module_preview_panel.hpp"
#include "panels/resolution_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "render/grid_renderer.hpp"
#include "session/generation_session.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
const ScreenRect kViewportRegion{{0.0f, 0.0f}, {800.0f, 560.0f}};
const ScreenRect kResolutionRegion{{800.0f, 0.0f}, {480.0f, 800.0f}};
const ScreenRect kLogRegion{{0.0f, 560.0f}, {800.0f, 240.0f}};

class ResolutionTest : public testing::UiTest {
protected:
    void drawFrame() override {
        viewport.draw(state, kViewportRegion);
        resolutionPanel.draw(state, kResolutionRegion);
        log.draw(state, kLogRegion);
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "phase2.json"));
        ASSERT_EQ(countErrors(state.document().current()->problems), 0u)
            << state.document().current()->problems.front().message;
        session().settings().setAutoRegenerate(false);
        session().settings().setSeed(3);
        ASSERT_EQ(state.session().generateFromDocument(), "");
        ASSERT_TRUE(session().waitForRun());
        ASSERT_NE(session().cursor().result(), nullptr);
        ASSERT_TRUE(session().cursor().result()->ok()) << session().failure();
        ASSERT_NE(session().cursor().resolution(), nullptr);
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }
    const Layout& layout() { return *session().cursor().layoutAtStep(); }
    const Resolution& resolution() { return *session().cursor().resolution(); }
    const Catalogue& catalogue() { return *session().run()->catalogue; }
    std::string moduleName(int index) {
        return catalogue().modules[static_cast<std::size_t>(index)].name;
    }

    /// The first room (by id) phase 2 filled with `module`, or -1.
    RoomId roomResolvedAs(const std::string& module) {
        for (const RoomId id : layout().roomIds()) {
            const int root = resolution().roomRoots[static_cast<std::size_t>(id)];
            if (root >= 0 && resolution().node(root).module >= 0 &&
                moduleName(resolution().node(root).module) == module) {
                return id;
            }
        }
        return -1;
    }

    /// Selects a room whose ports are partly in use, so its walls differ.
    RoomId selectPillarsRoom() {
        const RoomId room = roomResolvedAs("room_8x8_pillars");
        EXPECT_GE(room, 0) << "seed 3 resolves no room as room_8x8_pillars";
        state.selection().selectObject(TileOwner{TileOwner::Kind::Room, room});
        frames(2);
        return room;
    }

    EditorState state;
    ViewportPanel viewport;
    ResolutionPanel resolutionPanel;
    LogPanel log;
};

// --- The Resolution panel ----------------------------------------------------------

TEST_F(ResolutionTest, WithNothingSelectedThePanelAsksForASelection) {
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::NothingSelected);
    EXPECT_TRUE(resolutionPanel.shownNodes().empty());
}

// The room's node, then one "wall N" per port (phase 2 adds them when the
// catalogue has wall parts): a doorway where the port is in use, with a door
// as wide as the passage below it, and a blank wall elsewhere.
TEST_F(ResolutionTest, TheTreeOfASelectedRoomNamesEverySlotAndItsModule) {
    const RoomId id = selectPillarsRoom();
    ASSERT_EQ(resolutionPanel.status(), ResolutionPanel::Status::Tree);
    const std::vector<ResolutionPanel::ShownNode>& shown = resolutionPanel.shownNodes();
    ASSERT_FALSE(shown.empty());
    EXPECT_EQ(shown[0].label, "room " + std::to_string(id) + ": room_8x8_pillars");
    EXPECT_EQ(shown[0].depth, 0);

    const PlacedRoom& room = *layout().room(id);
    std::vector<std::string> expected = {shown[0].label};
    for (std::size_t port = 0; port < room.ports.size(); ++port) {
        const PlacedPort& placed = room.ports[port];
        const std::string wall = "wall " + std::to_string(port) + ": ";
        if (placed.link.isFree()) {
            expected.push_back(wall + "wall_blank");
        } else {
            expected.push_back(wall + "wall_doorway");
            expected.push_back("door: door_" + std::to_string(placed.width));
        }
    }
    std::vector<std::string> labels;
    for (const ResolutionPanel::ShownNode& node : shown) {
        labels.push_back(node.label);
    }
    EXPECT_EQ(labels, expected);
    EXPECT_GT(room.linkCount(), 0);

    // Every node open by default is drawn, as a row of its own.
    for (const ResolutionPanel::ShownNode& node : shown) {
        EXPECT_TRUE(resolutionPanel.nodeCentre(node.node).has_value()) << node.label;
    }
}

TEST_F(ResolutionTest, BeforeTheRoomsSlotResolvedEventThePanelSaysItIsNotResolvedYet) {
    const RoomId id = selectPillarsRoom();
    const TileOwner room{TileOwner::Kind::Room, id};
    const std::optional<std::size_t> event = session().cursor().resolutionEventOf(room);
    ASSERT_TRUE(event.has_value());
    EXPECT_EQ(session().cursor().timeline()->event(*event).kind, EventKind::SlotResolved);

    session().cursor().setStep(*event);  // just before it
    frames(2);
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::NotYet);
    EXPECT_TRUE(resolutionPanel.shownNodes().empty());
    EXPECT_FALSE(session().cursor().resolvedAtStep(room));

    session().cursor().setStep(*event + 1);  // just after it
    frames(2);
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::Tree);
    EXPECT_FALSE(resolutionPanel.shownNodes().empty());

    // "Go to that step" moves the timeline to just after the resolution;
    // from the start of phase 2, when the room stands but is not resolved.
    session().cursor().setStep(session().run()->slotEvents.front());
    frames(2);
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::NotYet);
    click(resolutionPanel.controlCentre(ResolutionPanel::Control::GoToStep));
    frames(1);
    EXPECT_EQ(session().cursor().step(), *event + 1);
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::Tree);
}

TEST_F(ResolutionTest, ClickingANodeOutlinesItsTilesInTheViewport) {
    selectPillarsRoom();
    const std::vector<ResolutionPanel::ShownNode>& shown = resolutionPanel.shownNodes();
    ASSERT_GE(shown.size(), 2u);
    const ResolutionPanel::ShownNode wall = shown[1];
    click(resolutionPanel.nodeCentre(wall.node));
    frames(1);
    EXPECT_EQ(state.selection().focusedNode(), wall.node);
    ASSERT_TRUE(viewport.focusedOutline().has_value());
    EXPECT_EQ(viewport.focusedOutline()->rect, resolution().node(wall.node).rect);
    EXPECT_EQ(viewport.focusedOutline()->label, wall.label);

    // Clicking it again clears the outline (a second click soon after the
    // first would be a double click, which opens or closes the node); so
    // does selecting something else.
    frames(30);
    click(resolutionPanel.nodeCentre(wall.node));
    frames(1);
    EXPECT_EQ(state.selection().focusedNode(), std::nullopt);
    EXPECT_FALSE(viewport.focusedOutline().has_value());
    frames(30);
    click(resolutionPanel.nodeCentre(wall.node));
    ASSERT_EQ(state.selection().focusedNode(), wall.node);
    state.selection().selectObject(std::nullopt);
    frames(1);
    EXPECT_EQ(state.selection().focusedNode(), std::nullopt);
}

TEST_F(ResolutionTest, ProblemsAreListedAndOneClickSelectsTheirRoom) {
    // room_8x8 has no pattern and hall_12x12's centre slot is optional: seed
    // 3 resolves cleanly, so a catalogue without the 6-wide door is needed
    // for a problem.
    Catalogue broken = state.document().current()->catalogue;
    broken.modules.erase(std::remove_if(broken.modules.begin(), broken.modules.end(),
                                        [](const ModuleTemplate& m) { return m.name == "door_2"; }),
                         broken.modules.end());
    ASSERT_TRUE(session().start(broken));
    ASSERT_TRUE(session().waitForRun());
    ASSERT_NE(session().cursor().resolution(), nullptr);
    ASSERT_FALSE(resolution().problems.empty()) << "no 2-wide passage in seed 3";
    frames(2);
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::NothingSelected);
    const std::string& problem = resolution().problems.front();
    EXPECT_NE(problem.find("/ door"), std::string::npos) << problem;
    const std::optional<TileOwner> object = objectOfProblem(problem);
    ASSERT_TRUE(object.has_value()) << problem;

    click(resolutionPanel.problemCentre(0));
    frames(1);
    EXPECT_EQ(state.selection().selectedObject(), object);
    EXPECT_EQ(resolutionPanel.status(), ResolutionPanel::Status::Tree);
    ASSERT_TRUE(state.selection().focusedNode().has_value());
    const ResolvedNode& node = resolution().node(*state.selection().focusedNode());
    EXPECT_EQ(node.problem, problem);
    EXPECT_TRUE(node.generic);
    const auto generic = std::find_if(
        resolutionPanel.shownNodes().begin(), resolutionPanel.shownNodes().end(),
        [&](const auto& shown) { return shown.node == *state.selection().focusedNode(); });
    ASSERT_NE(generic, resolutionPanel.shownNodes().end());
    EXPECT_EQ(generic->label, "door: generic");
}

TEST(ResolutionPanelText, ProblemsNameTheirRoomOrCorridor) {
    EXPECT_EQ(objectOfProblem("room 7 / wall 2 / door: no door module of 6x1 fits"),
              (TileOwner{TileOwner::Kind::Room, 7}));
    EXPECT_EQ(objectOfProblem("corridor 12: no corridor module of 2x9 fits"),
              (TileOwner{TileOwner::Kind::Corridor, 12}));
    EXPECT_EQ(objectOfProblem("something else"), std::nullopt);
    EXPECT_EQ(objectOfProblem("room x"), std::nullopt);
}

// --- The timeline through phase 2 --------------------------------------------------

TEST_F(ResolutionTest, StepsByActionStopAtEveryResolvedSlot) {
    const std::vector<std::size_t>& slots = session().run()->slotEvents;
    ASSERT_EQ(slots.size(),
              static_cast<std::size_t>(layout().roomCount() + layout().corridorCount()));
    // The phase begins with its PhaseStarted event, just before the first slot.
    const Event& phase = session().cursor().timeline()->event(slots.front() - 1);
    EXPECT_EQ(phase.kind, EventKind::PhaseStarted);
    EXPECT_EQ(phase.phase, Phase::Resolution);

    session().cursor().setStep(slots.front() - 1);
    for (std::size_t i = 0; i < 3 && i < slots.size(); ++i) {
        session().cursor().stepBy(StepSize::Action, true);
        EXPECT_EQ(session().cursor().step(), slots[i] + 1);
        EXPECT_EQ(session().cursor().slotsResolvedAtStep(), i + 1);
    }
    session().cursor().stepBy(StepSize::Action, false);
    EXPECT_EQ(session().cursor().step(), slots[2]);
    session().cursor().stepBy(StepSize::Action, false);
    EXPECT_EQ(session().cursor().step(), slots[1]);
}

// --- The viewport's tiles ------------------------------------------------------------

TEST_F(ResolutionTest, TileViewShowsWhatPhaseTwoDrewAndSlotViewWhatPhaseOneMade) {
    const RoomId id = selectPillarsRoom();
    EXPECT_FALSE(state.session().tileView());
    const TileRaster slots = viewport.view().tiles().raster;
    EXPECT_EQ(slots, rasterizeLayout(layout()));

    click(viewport.controlCentre(ViewportPanel::Control::TileView));
    frames(1);
    ASSERT_TRUE(state.session().tileView());
    const TileRaster tiles = viewport.view().tiles().raster;
    // At the end of the run, the tile view is the layout file's tiles.
    EXPECT_EQ(tiles, rasterizeResolution(layout(), resolution()));
    EXPECT_TRUE(viewport.view().tiles().isResolved(id));

    // The pillars room: floor in slot view, pillars (walls) in tile view.
    const Rect rect = layout().room(id)->rect();
    int pillars = 0;
    for (int y = rect.top(); y < rect.bottom(); ++y) {
        for (int x = rect.left(); x < rect.right(); ++x) {
            pillars += slots.at({x, y}) == TileKind::Floor && tiles.at({x, y}) == TileKind::Wall;
        }
    }
    EXPECT_EQ(pillars, 4);

    click(viewport.controlCentre(ViewportPanel::Control::SlotView));
    frames(1);
    EXPECT_FALSE(state.session().tileView());
    EXPECT_EQ(viewport.view().tiles().raster, slots);
}

TEST_F(ResolutionTest, TileViewDrawsOnlyTheSlotsResolvedBeforeTheStep) {
    const RoomId id = selectPillarsRoom();
    const TileOwner room{TileOwner::Kind::Room, id};
    state.session().setTileView(true);
    const std::size_t event = *session().cursor().resolutionEventOf(room);

    session().cursor().setStep(event);
    frames(1);
    const MapTiles& before = viewport.view().tiles();
    EXPECT_FALSE(before.isResolved(id));
    const Rect rect = layout().room(id)->rect();
    const TileRaster phaseOne = rasterizeLayout(layout());
    for (int y = rect.top(); y < rect.bottom(); ++y) {
        for (int x = rect.left(); x < rect.right(); ++x) {
            ASSERT_EQ(before.raster.at({x, y}), phaseOne.at({x, y})) << x << ", " << y;
        }
    }
    const int rebuilds = viewport.stepTiles().rebuildCount();
    const std::uint64_t revision = viewport.stepTiles().revision();

    // One slot on: only that room's subtree is drawn over the tiles kept.
    session().cursor().stepBy(StepSize::Action, true);
    frames(2);
    EXPECT_TRUE(viewport.view().tiles().isResolved(id));
    EXPECT_NE(viewport.view().tiles().raster, phaseOne);
    EXPECT_EQ(viewport.stepTiles().rebuildCount(), rebuilds);
    EXPECT_EQ(viewport.stepTiles().revision(), revision + 1);

    // Frames without a change rebuild nothing and keep the revision.
    frames(3);
    EXPECT_EQ(viewport.stepTiles().revision(), revision + 1);

    // Before phase 2, tile view and slot view agree.
    session().cursor().setStep(event > 200 ? event - 200 : 0);
    frames(1);
    EXPECT_EQ(viewport.view().tiles().raster, rasterizeLayout(layout()));
}

// The renderer's texels say what the tiles on show are; phase 2 walled up
// the free doorways of the rooms it resolved, so only slot view marks them.
TEST_F(ResolutionTest, TileViewTexelsHoldPhaseTwosTilesWithoutFreeDoorMarks) {
    const ComponentNumbering components = numberComponents(layout());
    const auto freeDoorMarks = [&](const MapTiles& tiles) {
        const std::vector<std::uint8_t> texels = encodeTileTexels(layout(), components, tiles);
        int marks = 0;
        for (int y = 0; y < layout().height(); ++y) {
            for (int x = 0; x < layout().width(); ++x) {
                const std::uint8_t texel =
                    texels[(static_cast<std::size_t>(y) * layout().width() + x) * 4];
                EXPECT_EQ(texel & ~kFreeDoorBit, static_cast<int>(tiles.raster.at({x, y})));
                marks += (texel & kFreeDoorBit) != 0;
            }
        }
        return marks;
    };
    EXPECT_GT(freeDoorMarks(viewport.view().tiles()), 0);  // slot view
    state.session().setTileView(true);
    frames(1);
    ASSERT_FALSE(viewport.view().tiles().resolvedRooms.empty());
    EXPECT_EQ(freeDoorMarks(viewport.view().tiles()), 0);
}

// --- The log and the inspector -----------------------------------------------------

TEST_F(ResolutionTest, TheLogShowsResolvedSlotsUnderTheirOwnToggle) {
    const std::vector<std::size_t>& slots = session().run()->slotEvents;
    LogPanel::Filter filter;
    filter.phase = Phase::Resolution;
    log.setFilter(filter);
    frames(1);
    // The phase's start and its slots.
    ASSERT_EQ(log.shownEvents().size(), slots.size() + 1);
    EXPECT_TRUE(std::includes(log.shownEvents().begin(), log.shownEvents().end(), slots.begin(),
                              slots.end()));

    click(log.controlCentre(LogPanel::Control::Slots));
    frames(1);
    EXPECT_FALSE(log.filter().kinds[static_cast<std::size_t>(LogPanel::KindGroup::Slots)]);
    EXPECT_EQ(log.shownEvents().size(), 1u);
}

TEST_F(ResolutionTest, TheInspectorNamesTheModuleOfTheCurrentSlotResolvedEvent) {
    const std::size_t event = session().run()->slotEvents.front();
    session().cursor().setStep(event + 1);
    InspectorPanel inspector;
    std::string text;
    ImGuiIO& io = ImGui::GetIO();
    io.ClipboardUserData = &text;
    io.SetClipboardTextFn = [](void* user, const char* logged) {
        *static_cast<std::string*>(user) += logged;
    };
    const auto drawInspector = [&] {
        ImGui::LogToClipboard();
        inspector.draw(state, kResolutionRegion);
        ImGui::LogFinish();
    };
    imgui.frames(2, drawInspector);
    io.SetClipboardTextFn = nullptr;
    io.ClipboardUserData = nullptr;
    const Event& resolved = session().cursor().timeline()->event(event);
    EXPECT_NE(text.find("slot_resolved"), std::string::npos) << text;
    EXPECT_NE(text.find(moduleName(resolved.templateIndex)), std::string::npos) << text;
    EXPECT_NE(text.find("slots below"), std::string::npos) << text;
}

// --- Part modules in the catalogue's panels ----------------------------------------

class PartModulesTest : public testing::UiTest {
protected:
    void drawFrame() override {
        cataloguePanel.draw(state, {{0.0f, 0.0f}, {420.0f, 800.0f}});
        editor.draw(state, {{420.0f, 0.0f}, {560.0f, 800.0f}});
        preview.draw(state, {{980.0f, 0.0f}, {300.0f, 800.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "phase2.json"));
        state.generation().settings().setAutoRegenerate(false);
        editor.setOpen(true);
        frames(2);
    }

    std::size_t indexOf(const std::string& name) {
        const Catalogue& catalogue = state.document().current()->catalogue;
        return static_cast<std::size_t>(catalogue.find(name) - catalogue.modules.data());
    }

    /// Clicks module `name`'s row in the catalogue panel and draws a frame.
    void selectByClick(const std::string& name) {
        const std::size_t index = indexOf(name);
        std::optional<ImVec2> at;
        for (const DrawnRow& row : cataloguePanel.drawnRows()) {
            if (row.index == index) {
                at = row.centre();
            }
        }
        ASSERT_TRUE(at.has_value()) << name << " has no row";
        click(*at);
        frames(2);
        ASSERT_EQ(state.selection().selectedModule(), index) << name;
    }

    EditorState state;
    CataloguePanel cataloguePanel;
    ModulePreviewPanel preview;
    ModuleEditorPanel editor;
};

TEST_F(PartModulesTest, APartThatTakesItsSlotsSizeGetsANoteInsteadOfADrawing) {
    selectByClick("wall_blank");
    EXPECT_EQ(preview.note(), "wall part: takes its slot's size; drawn as wall tiles");
    EXPECT_EQ(editor.partNote(), preview.note());
    EXPECT_FALSE(preview.hoveredTile().has_value());
    selectByClick("corridor_plain");
    EXPECT_EQ(preview.note(), "corridor part: takes its slot's size; drawn as corridor tiles");
}

TEST_F(PartModulesTest, PartsAndVariantsWithAPatternShowItsTiles) {
    selectByClick("statue_2x2");
    EXPECT_EQ(preview.note(), "part, 2 x 2 tiles: drawn from its pattern");
    EXPECT_EQ(editor.partNote(), preview.note());
    selectByClick("door_4");
    EXPECT_EQ(preview.note(), "door part, 4 x 1 tiles: drawn as door tiles");
    selectByClick("room_8x8_pillars");
    EXPECT_EQ(preview.note(),
              "variant of room_8x8: takes its place, with its ports; drawn from its pattern");

    // A room keeps the port grid.
    selectByClick("room_8x8");
    EXPECT_TRUE(preview.note().empty());
    EXPECT_TRUE(editor.partNote().empty());
    EXPECT_TRUE(editor.tileCentre({0, 3}).has_value());
}

TEST_F(PartModulesTest, TheKindFilterListsPartKindsToo) {
    for (const ModuleKind kind : {ModuleKind::Wall, ModuleKind::Door, ModuleKind::Corridor,
                                  ModuleKind::Part, ModuleKind::Normal}) {
        cataloguePanel.setKindFilter(kind);
        frames(1);
        ASSERT_FALSE(cataloguePanel.drawnRows().empty()) << toString(kind);
        for (const DrawnRow& row : cataloguePanel.drawnRows()) {
            EXPECT_EQ(state.document().current()->catalogue.modules[row.index].kind, kind);
        }
    }
}

}  // namespace
}  // namespace easylink::ui

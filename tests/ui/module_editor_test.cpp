// The module editor panel driven headlessly: the real EditorState on a small
// catalogue, the panel drawn in a fixed region, and synthetic clicks, drags,
// typing and keys aimed through the places the panel recorded in the last
// frame (tiles, ports, controls), checked through the catalogue, its
// validator problems and the undo history.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "panels/module_editor_panel.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

// Modules of module_editor.json.
constexpr std::size_t kRoom = 0;  // room_8x8: W [0, 3.5] widths 2/4, N [3.5, 0] width 2
constexpr std::size_t kHall = 1;  // hall_12x12: port 1 N [5.5, 0] is misaligned
constexpr std::size_t kBend = 2;  // bend_8x8

PortPose pose(double x, double y, Dir dir) {
    return {{static_cast<int>(x * 2), static_cast<int>(y * 2)}, dir};
}

using Control = ModuleEditorPanel::Control;

constexpr Control kRotations[] = {Control::Rotation0, Control::Rotation90, Control::Rotation180,
                                  Control::Rotation270};

class ModuleEditorTest : public testing::UiTest {
protected:
    void drawFrame() override { panel.draw(state, {{0.0f, 0.0f}, {1100.0f, 720.0f}}); }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "module_editor.json"));
        ASSERT_EQ(state.selection().selectedModule(), kRoom);
        panel.setOpen(true);
        frames(2);
    }

    const ModuleTemplate& module() const { return *state.selection().selectedTemplate(); }
    std::vector<PortPose> poses() const {
        std::vector<PortPose> result;
        for (const PortSpec& port : module().ports) {
            result.push_back(port.pose);
        }
        return result;
    }
    std::size_t entries() const { return state.document().history().labels().size(); }
    std::string lastLabel() const { return state.document().history().undoLabel(); }

    /// The document's problems about port `port` of the selected module.
    std::vector<std::string> portProblems(std::size_t port) const {
        const std::string pointer = portPointer(*state.selection().selectedModule(), port);
        std::vector<std::string> found;
        for (const Problem& problem : state.document().current()->problems) {
            if (problem.pointer == pointer || problem.pointer.rfind(pointer + "/", 0) == 0) {
                found.push_back(problem.message);
            }
        }
        return found;
    }

    /// The document's problems about the selected module.
    std::vector<std::string> moduleProblems() const {
        const std::string pointer = modulePointer(*state.selection().selectedModule());
        std::vector<std::string> found;
        for (const Problem& problem : state.document().current()->problems) {
            if (problem.pointer == pointer || problem.pointer.rfind(pointer + "/", 0) == 0) {
                found.push_back(problem.pointer + ": " + problem.message);
            }
        }
        return found;
    }

    void select(std::size_t index) {
        state.selection().selectModule(index);
        frames(2);
    }
    void clickControl(Control control) { click(panel.controlCentre(control)); }
    /// Drags from `from` by `tiles` whole tiles along x and y on the grid.
    void dragBy(std::optional<ImVec2> from, float tilesX, float tilesY) {
        ASSERT_TRUE(from.has_value()) << "not drawn in the last frame";
        const float tile = tilePixels();
        drag(*from, {from->x + tilesX * tile, from->y + tilesY * tile});
    }
    float tilePixels() const {
        const std::optional<ImVec2> a = panel.tileCentre({1, 1});
        const std::optional<ImVec2> b = panel.tileCentre({2, 1});
        return a && b ? b->x - a->x : 0.0f;
    }
    /// Clicks a number field, types `text` over it and presses Enter.
    void typeInto(Control control, const char* text) {
        clickControl(control);
        type(text);
        press(GLFW_KEY_ENTER);
    }

    EditorState state;
    ModuleEditorPanel panel;
};

TEST_F(ModuleEditorTest, DrawsTheSelectedModuleWithItsPorts) {
    EXPECT_TRUE(panel.tileCentre({0, 0}).has_value());
    EXPECT_TRUE(panel.tileCentre({7, 7}).has_value());
    EXPECT_FALSE(panel.tileCentre({8, 0}).has_value());
    EXPECT_GT(tilePixels(), 10.0f);
    ASSERT_TRUE(panel.portCentre(0).has_value());
    ASSERT_TRUE(panel.portCentre(1).has_value());
    EXPECT_FALSE(panel.portCentre(2).has_value());
    // Port 0's doorway is between tiles (0,3) and (0,4).
    const ImVec2 door = *panel.portCentre(0);
    EXPECT_NEAR(door.x, panel.tileCentre({0, 3})->x, 0.5f);
    EXPECT_NEAR(door.y, (panel.tileCentre({0, 3})->y + panel.tileCentre({0, 4})->y) * 0.5f, 0.5f);
    EXPECT_TRUE(panel.controlCentre(Control::Kind).has_value());
    EXPECT_TRUE(panel.controlCentre(Control::Rotation90).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::DeletePort).has_value());  // no port selected
}

TEST_F(ModuleEditorTest, ClickingAWallTileAddsAPortFacingOut) {
    const std::size_t before = entries();
    click(panel.tileCentre({7, 3}));
    ASSERT_EQ(module().ports.size(), 3u);
    EXPECT_EQ(module().ports[2].pose, pose(7, 3.5, Dir::E));
    EXPECT_EQ(module().ports[2].widths, (std::vector<int>{2}));
    EXPECT_EQ(panel.selectedPort(), 2u);
    EXPECT_EQ(entries(), before + 1);
    EXPECT_EQ(lastLabel(), "add port 2 to room_8x8");
    // Anchor (8,4) is aligned with port 0's (0,4): the port is valid.
    EXPECT_TRUE(portProblems(2).empty()) << portProblems(2).front();

    // A click on the floor or a corner adds nothing.
    click(panel.tileCentre({3, 3}));
    click(panel.tileCentre({0, 0}));
    EXPECT_EQ(module().ports.size(), 3u);
    EXPECT_EQ(entries(), before + 1);
    EXPECT_FALSE(panel.selectedPort().has_value());
    EXPECT_FALSE(panel.message().empty());  // the corner says why

    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(module().ports.size(), 2u);
}

TEST_F(ModuleEditorTest, ClickingAPortSelectsIt) {
    click(panel.portCentre(1));
    EXPECT_EQ(panel.selectedPort(), 1u);
    EXPECT_EQ(module().ports.size(), 2u);  // nothing added
    EXPECT_TRUE(panel.controlCentre(Control::DeletePort).has_value());
    EXPECT_TRUE(panel.controlCentre(Control::PortWidth2).has_value());
    click(panel.portCentre(0));
    EXPECT_EQ(panel.selectedPort(), 0u);
    // Another module starts with no port selected.
    select(kBend);
    EXPECT_FALSE(panel.selectedPort().has_value());
}

TEST_F(ModuleEditorTest, DraggingAPortAlongItsWallIsOneUndoEntry) {
    const std::size_t before = entries();
    dragBy(panel.portCentre(1), 2.0f, 0.0f);
    EXPECT_EQ(module().ports[1].pose, pose(5.5, 0, Dir::N));
    EXPECT_EQ(entries(), before + 1);
    EXPECT_EQ(lastLabel(), "move port 1 of room_8x8");
    // Dragging across the wall does not take it off the wall.
    dragBy(panel.portCentre(1), -1.0f, 3.0f);
    EXPECT_EQ(module().ports[1].pose, pose(4.5, 0, Dir::N));
    EXPECT_EQ(entries(), before + 2);
    // Far past the corner it stops where its door still fits.
    dragBy(panel.portCentre(1), 10.0f, 0.0f);
    EXPECT_EQ(module().ports[1].pose, pose(5.5, 0, Dir::N));
    EXPECT_EQ(entries(), before + 3);

    ASSERT_TRUE(state.document().undo());
    ASSERT_TRUE(state.document().undo());
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(module().ports[1].pose, pose(3.5, 0, Dir::N));
    EXPECT_EQ(entries(), before + 3);  // still there to redo
    EXPECT_EQ(state.document().history().position(), before);
}

TEST_F(ModuleEditorTest, ThePortAddedByAPressCanBeDraggedAtOnce) {
    const std::size_t before = entries();
    dragBy(panel.tileCentre({3, 7}), 2.0f, 0.0f);
    ASSERT_EQ(module().ports.size(), 3u);
    EXPECT_EQ(module().ports[2].pose, pose(5.5, 7, Dir::S));
    EXPECT_EQ(entries(), before + 2);  // the add and the move
    EXPECT_EQ(lastLabel(), "move port 2 of room_8x8");
}

TEST_F(ModuleEditorTest, TheOneClickFixSnapsAMisalignedPort) {
    select(kHall);
    ASSERT_FALSE(portProblems(1).empty());
    EXPECT_FALSE(panel.fixCentre(0).has_value());  // port 0 keeps every rule
    click(panel.fixCentre(1));
    EXPECT_EQ(module().ports[1].pose, pose(3.5, 0, Dir::N));
    EXPECT_TRUE(portProblems(1).empty()) << portProblems(1).front();
    EXPECT_EQ(lastLabel(), "snap port 1 of hall_12x12 to the macrogrid");
    frames(1);
    EXPECT_FALSE(panel.fixCentre(1).has_value());
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(module().ports[1].pose, pose(5.5, 0, Dir::N));
    EXPECT_FALSE(portProblems(1).empty());
}

TEST_F(ModuleEditorTest, APortDraggedOffTheMacrogridIsFixedBack) {
    dragBy(panel.portCentre(1), 1.0f, 0.0f);
    ASSERT_EQ(module().ports[1].pose, pose(4.5, 0, Dir::N));
    ASSERT_FALSE(portProblems(1).empty());
    click(panel.fixCentre(1));
    EXPECT_EQ(module().ports[1].pose, pose(3.5, 0, Dir::N));
    EXPECT_TRUE(portProblems(1).empty());
    EXPECT_TRUE(moduleProblems().empty()) << moduleProblems().front();
}

TEST_F(ModuleEditorTest, SnappingPutsNewAndDraggedPortsOnValidPlaces) {
    clickControl(Control::SnapToMacro);
    ASSERT_TRUE(panel.snapToMacro());
    // Tile (7,2) alone would give [7, 2.5], whose anchor (8,3) is off the grid.
    click(panel.tileCentre({7, 2}));
    ASSERT_EQ(module().ports.size(), 3u);
    EXPECT_EQ(module().ports[2].pose, pose(7, 3.5, Dir::E));
    EXPECT_TRUE(moduleProblems().empty()) << moduleProblems().front();
    // A drag of one tile finds no other valid place, so the port stays.
    dragBy(panel.portCentre(1), 1.0f, 0.0f);
    EXPECT_EQ(module().ports[1].pose, pose(3.5, 0, Dir::N));
}

TEST_F(ModuleEditorTest, DeletingAPortWithTheButtonAndTheKey) {
    const std::size_t before = entries();
    click(panel.portCentre(1));
    clickControl(Control::DeletePort);
    ASSERT_EQ(module().ports.size(), 1u);
    EXPECT_EQ(module().ports[0].pose.dir, Dir::W);
    EXPECT_EQ(lastLabel(), "delete port 1 of room_8x8");
    EXPECT_FALSE(panel.selectedPort().has_value());
    ASSERT_TRUE(state.document().undo());
    frames(1);
    ASSERT_EQ(module().ports.size(), 2u);

    click(panel.portCentre(0));
    ASSERT_EQ(panel.selectedPort(), 0u);
    press(GLFW_KEY_DELETE);
    ASSERT_EQ(module().ports.size(), 1u);
    EXPECT_EQ(module().ports[0].pose.dir, Dir::N);
    EXPECT_EQ(lastLabel(), "delete port 0 of room_8x8");
    EXPECT_EQ(entries(), before + 1);  // the undone delete was replaced
    // With nothing selected, Delete does nothing.
    press(GLFW_KEY_DELETE);
    EXPECT_EQ(module().ports.size(), 1u);
}

TEST_F(ModuleEditorTest, UndoAndRedoWalkEveryEdit) {
    const std::vector<PortPose> original = poses();
    click(panel.tileCentre({7, 3}));           // add port 2
    dragBy(panel.portCentre(2), 0.0f, -1.0f);  // move it north
    click(panel.portCentre(0));
    press(GLFW_KEY_DELETE);  // delete port 0
    const std::vector<PortPose> edited = poses();
    ASSERT_EQ(edited.size(), 2u);
    EXPECT_EQ(edited[1], pose(7, 2.5, Dir::E));
    EXPECT_EQ(state.document().history().labels(),
              (std::vector<std::string>{"add port 2 to room_8x8", "move port 2 of room_8x8",
                                        "delete port 0 of room_8x8"}));

    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(state.document().undo());
        frames(1);
    }
    EXPECT_EQ(poses(), original);
    EXPECT_FALSE(state.document().isModified());
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(state.document().redo());
        frames(1);
    }
    EXPECT_EQ(poses(), edited);
}

TEST_F(ModuleEditorTest, WidthCheckboxesEditTheSelectedPort) {
    click(panel.portCentre(0));
    clickControl(Control::PortWidth6);
    EXPECT_EQ(module().ports[0].widths, (std::vector<int>{2, 4, 6}));
    EXPECT_EQ(lastLabel(), "set widths of port 0 of room_8x8");
    clickControl(Control::PortWidth2);
    clickControl(Control::PortWidth4);
    EXPECT_EQ(module().ports[0].widths, (std::vector<int>{6}));
    // The last width cannot be cleared.
    clickControl(Control::PortWidth6);
    EXPECT_EQ(module().ports[0].widths, (std::vector<int>{6}));
    // Width 8 does not fit on an 8-tile wall: allowed, and reported.
    clickControl(Control::PortWidth8);
    EXPECT_EQ(module().ports[0].widths, (std::vector<int>{6, 8}));
    EXPECT_FALSE(portProblems(0).empty());
    EXPECT_FALSE(panel.fixCentre(0).has_value());  // no place on the wall fits width 8
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(module().ports[0].widths, (std::vector<int>{6}));
}

TEST_F(ModuleEditorTest, TheSocketFieldSetsAPortsSocketAndOffersTheCatalogues) {
    click(panel.portCentre(0));
    typeInto(Control::PortSocket, "gate");
    EXPECT_EQ(module().ports[0].socket, "gate");
    EXPECT_EQ(lastLabel(), "set the socket of port 0 of room_8x8 to \"gate\"");
    // Port 1 picks the socket port 0 now carries from the list.
    click(panel.portCentre(1));
    clickControl(Control::PortSocketChoices);
    frames(2);
    const std::optional<ImVec2> field = panel.controlCentre(Control::PortSocketChoices);
    ASSERT_TRUE(field.has_value());
    // The list opens below the button: "none", then "gate".
    click(ImVec2{field->x, field->y + ImGui::GetFrameHeightWithSpacing() * 2.0f});
    frames(1);
    EXPECT_EQ(module().ports[1].socket, "gate");
    ASSERT_TRUE(state.document().undo());
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(module().ports[0].socket, "");
    EXPECT_EQ(module().ports[1].socket, "");
    // A junction carries none: its field is off.
    select(kBend);
    click(panel.portCentre(0));
    typeInto(Control::PortSocket, "gate");
    EXPECT_EQ(module().ports[0].socket, "");
}

TEST_F(ModuleEditorTest, TheKindComboChangesTheKind) {
    select(kBend);
    clickControl(Control::Kind);
    frames(2);  // the popup settles where it will be
    ASSERT_TRUE(panel.kindOptionCentre(ModuleKind::TJunction).has_value());
    click(panel.kindOptionCentre(ModuleKind::TJunction));
    frames(1);
    EXPECT_EQ(module().kind, ModuleKind::TJunction);
    EXPECT_EQ(lastLabel(), "make bend_8x8 a t_junction");
    EXPECT_FALSE(panel.kindOptionCentre(ModuleKind::TJunction).has_value());  // closed
    // A t_junction needs three ports: the validator says so.
    bool shapeProblem = false;
    for (const Problem& problem : state.document().current()->problems) {
        shapeProblem = shapeProblem || problem.pointer == modulePointer(kBend) + "/ports";
    }
    EXPECT_TRUE(shapeProblem);
}

TEST_F(ModuleEditorTest, TheSizeFieldsResizeAndRefuseImpossibleSizes) {
    click(panel.tileCentre({7, 3}));  // an east port, which moves with its wall
    typeInto(Control::Width, "12");
    EXPECT_EQ(module().size, (Size2i{12, 8}));
    EXPECT_EQ(module().ports[2].pose, pose(11, 3.5, Dir::E));
    EXPECT_EQ(lastLabel(), "resize room_8x8 to 12x8");
    EXPECT_TRUE(panel.message().empty());
    typeInto(Control::Height, "16");
    EXPECT_EQ(module().size, (Size2i{12, 16}));
    EXPECT_EQ(lastLabel(), "resize room_8x8 to 12x16");

    const std::size_t before = entries();
    for (const char* bad : {"0", "-3", "2", "1025", "99999999999"}) {
        typeInto(Control::Width, bad);
        EXPECT_EQ(module().size, (Size2i{12, 16})) << bad;
        EXPECT_FALSE(panel.message().empty()) << bad;
        frames(2);
    }
    EXPECT_EQ(entries(), before);
    typeInto(Control::Height, "8");
    EXPECT_EQ(module().size, (Size2i{12, 8}));
    EXPECT_TRUE(panel.message().empty());
}

TEST_F(ModuleEditorTest, AResizeOffersTheNameWithTheNewSize) {
    typeInto(Control::Width, "12");
    frames(2);
    EXPECT_EQ(module().name, "room_8x8");  // nothing renamed unasked
    ASSERT_TRUE(panel.controlCentre(Control::RenameToSize).has_value());
    clickControl(Control::RenameToSize);
    EXPECT_EQ(module().name, "room_12x8");
    EXPECT_EQ(module().size, (Size2i{12, 8}));
    frames(2);
    EXPECT_FALSE(panel.controlCentre(Control::RenameToSize).has_value());
    // The rename is its own undo step after the resize.
    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(module().name, "room_8x8");
    EXPECT_EQ(module().size, (Size2i{12, 8}));

    // A name that does not carry the old size gets no offer.
    select(kBend);
    ASSERT_TRUE(state.document().renameModule(kBend, "corner"));
    frames(2);
    typeInto(Control::Width, "9");
    frames(2);
    EXPECT_FALSE(panel.controlCentre(Control::RenameToSize).has_value());
}

// A module resized step by step (10, then 12 wide) while the offer stands
// is still offered the name of the size it has now: its name carries the
// size it had before the first resize. Back at that size, no offer.
TEST_F(ModuleEditorTest, TheRenameOfferFollowsAModuleResizedAgain) {
    typeInto(Control::Width, "10");
    frames(2);
    ASSERT_TRUE(panel.controlCentre(Control::RenameToSize).has_value());
    typeInto(Control::Width, "12");
    frames(2);
    ASSERT_TRUE(panel.controlCentre(Control::RenameToSize).has_value())
        << "the offer went away at the second resize";
    clickControl(Control::RenameToSize);
    EXPECT_EQ(module().name, "room_12x8");

    typeInto(Control::Width, "14");
    frames(2);
    ASSERT_TRUE(panel.controlCentre(Control::RenameToSize).has_value());
    typeInto(Control::Width, "12");
    frames(2);
    EXPECT_FALSE(panel.controlCentre(Control::RenameToSize).has_value())
        << "back at the size its name gives";
}

TEST_F(ModuleEditorTest, ModulesWithImpossibleSizesAreShownWithoutCrashing) {
    for (const Size2i size : {Size2i{0, 0}, Size2i{-4, 8}, Size2i{2, 2}, Size2i{5000, 8},
                              Size2i{kMaxModuleSide, kMaxModuleSide}}) {
        state.document().performEdit(editModule(state.document().current()->catalogue, kRoom,
                                                "test size",
                                                [size](ModuleTemplate& m) { m.size = size; }));
        frames(2);
        // Drawable sizes have tiles to click; the others only a message.
        for (const Vec2i tile : {Vec2i{0, 1}, Vec2i{1, 0}}) {
            if (const std::optional<ImVec2> at = panel.tileCentre(tile)) {
                click(*at);
            }
        }
        frames(1);
    }
    typeInto(Control::Width, "8");
    typeInto(Control::Height, "8");
    EXPECT_EQ(module().size, (Size2i{8, 8}));
}

TEST_F(ModuleEditorTest, AWeightDragIsOneUndoEntry) {
    const std::size_t before = entries();
    const std::optional<ImVec2> weight = panel.controlCentre(Control::Weight);
    ASSERT_TRUE(weight.has_value());
    drag(*weight, {weight->x + 60.0f, weight->y});
    EXPECT_GT(module().weight, 2.0);
    EXPECT_EQ(entries(), before + 1);
    EXPECT_EQ(lastLabel(), "set weight of room_8x8");
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(module().weight, 2.0);
    // Dragged far left, the weight stops at 0.
    frames(30);  // so that the next press is not a double-click, which types
    drag(*weight, {weight->x - 900.0f, weight->y});
    EXPECT_EQ(module().weight, 0.0);
}

TEST_F(ModuleEditorTest, TheRotationPreviewTurnsTheModule) {
    select(kHall);
    EXPECT_EQ(panel.previewRotation(), Rotation());
    clickControl(Control::Rotation90);
    EXPECT_EQ(panel.previewRotation().degrees(), 90);
    clickControl(Control::Rotation270);
    EXPECT_EQ(panel.previewRotation().degrees(), 270);
    EXPECT_EQ(entries(), 0u);  // a preview, not an edit
}

TEST_F(ModuleEditorTest, TinyRegionsAndBrokenPortsDrawWithoutTrouble) {
    select(kHall);
    for (const ImVec2 size : {ImVec2{120.0f, 90.0f}, ImVec2{40.0f, 30.0f}, ImVec2{1.0f, 1.0f}}) {
        imgui.frames(3, [&] { panel.draw(state, {{0.0f, 0.0f}, size}); });
    }
    for (int turns = 0; turns < 4; ++turns) {
        frames(1);
        clickControl(kRotations[turns]);
        EXPECT_EQ(panel.previewRotation().quarterTurns(), turns);
    }
}

TEST_F(ModuleEditorTest, WithoutASelectedModuleThereIsNothingToEdit) {
    state.selection().selectModule(std::nullopt);
    frames(2);
    EXPECT_FALSE(panel.tileCentre({0, 0}).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::Kind).has_value());
}

}  // namespace
}  // namespace easylink::ui

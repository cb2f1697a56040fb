// A module's mesh set in the Module Editor, as a designer does it: the file
// typed into the 3D mesh field (the node defaults to the module's name),
// undone in one step, removed with Remove mesh; and a file that is not there
// said under the fields. A module drawn from a kit shows the mesh's plan on
// its grid: wall at the corners, a gap at each doorway.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/kit/kit_import.hpp"
#include "panels/module_editor_panel.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
using Control = ModuleEditorPanel::Control;

class ModuleMeshTest : public testing::UiTest {
protected:
    void drawFrame() override { panel.draw(state, {{0.0f, 0.0f}, {1100.0f, 1000.0f}}); }
    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "module_editor.json"));
        panel.setOpen(true);
        frames(2);
    }
    const ModuleTemplate& module() const { return *state.selection().selectedTemplate(); }
    std::size_t entries() const { return state.document().history().labels().size(); }

    EditorState state;
    ModuleEditorPanel panel;
};

TEST_F(ModuleMeshTest, AFileTypedGivesTheModuleAMeshInOneUndoableStep) {
    ASSERT_FALSE(module().mesh.has_value());
    const std::size_t before = entries();
    click(panel.controlCentre(Control::MeshFile));
    type("art/kit.glb");
    press(GLFW_KEY_ENTER);
    frames(2);
    ASSERT_TRUE(module().mesh.has_value());
    EXPECT_EQ(module().mesh->file, "art/kit.glb");
    EXPECT_EQ(module().mesh->node, module().name) << "the node defaults to the module's name";
    EXPECT_EQ(entries(), before + 1);
    EXPECT_EQ(state.document().history().undoLabel(), "set the mesh of " + module().name);
    EXPECT_TRUE(panel.controlCentre(Control::MeshRemove).has_value());

    state.document().undo();
    frames(2);
    EXPECT_FALSE(module().mesh.has_value());
}

TEST_F(ModuleMeshTest, RemoveMeshMakesItABlockoutAgain) {
    click(panel.controlCentre(Control::MeshFile));
    type("kit.glb");
    press(GLFW_KEY_ENTER);
    frames(2);
    ASSERT_TRUE(module().mesh.has_value());
    click(panel.controlCentre(Control::MeshRemove));
    frames(1);
    EXPECT_FALSE(module().mesh.has_value());
    EXPECT_EQ(state.document().history().undoLabel(), "remove the mesh of " + module().name);
}

/// True when the last frame drew a triangle of `colour` over `point`.
bool drawnOver(ImVec2 point, ImU32 colour) {
    const ImDrawData& data = *ImGui::GetDrawData();
    for (int list = 0; list < data.CmdListsCount; ++list) {
        const ImDrawList& drawn = *data.CmdLists[list];
        for (int i = 0; i + 2 < drawn.IdxBuffer.Size; i += 3) {
            ImVec2 c[3];
            bool ours = true;
            for (int k = 0; k < 3; ++k) {
                const ImDrawVert& vertex = drawn.VtxBuffer[drawn.IdxBuffer[i + k]];
                c[k] = vertex.pos;
                ours = ours && vertex.col == colour;
            }
            if (!ours) {
                continue;
            }
            const auto side = [&](ImVec2 a, ImVec2 b) {
                return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
            };
            const float d0 = side(c[0], c[1]);
            const float d1 = side(c[1], c[2]);
            const float d2 = side(c[2], c[0]);
            if ((d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0)) {
                return true;
            }
        }
    }
    return false;
}

class ModuleMeshPlanTest : public testing::UiTest {
protected:
    void drawFrame() override { panel.draw(state, {{0.0f, 0.0f}, {1100.0f, 1000.0f}}); }
    void SetUp() override {
        // A catalogue of the sample kit beside it, as import-modules makes.
        std::filesystem::copy_file(
            std::filesystem::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb",
            folder.path() / "sample-kit.glb");
        KitImportOptions options;
        options.tileSize = 2;
        options.meshFile = "sample-kit.glb";
        const KitImport kit = importKit(folder.path() / "sample-kit.glb", options);
        ASSERT_TRUE(kit.ok());
        ASSERT_FALSE(
            saveCatalogueFile(folder.path() / "kit.json", kitCatalogue(kit, "kit", options))
                .has_value());
        ASSERT_TRUE(state.document().openCatalogue(folder.path() / "kit.json"));
        panel.setOpen(true);
        frames(2);
        ASSERT_EQ(state.selection().selectedTemplate()->name, "room_8x8");
    }

    /// The screen point `x`, `y` tiles into the module.
    ImVec2 at(float x, float y) const {
        const ImVec2 first = *panel.tileCentre({0, 0});
        const float tile = panel.tileCentre({1, 0})->x - first.x;
        return {first.x + (x - 0.5f) * tile, first.y + (y - 0.5f) * tile};
    }

    testing::ScratchFolder folder{"easylink-ui-mesh-plan"};
    EditorState state;
    ModuleEditorPanel panel;
};

TEST_F(ModuleMeshPlanTest, TheGridShowsTheMeshsWallsAndItsDoorways) {
    const ImU32 wall = palette().meshWall;
    EXPECT_TRUE(drawnOver(at(0.1f, 0.1f), wall)) << "the north-west corner";
    EXPECT_TRUE(drawnOver(at(7.9f, 7.9f), wall)) << "the south-east corner";
    EXPECT_FALSE(drawnOver(at(4.0f, 4.0f), wall)) << "the floor";
    // The west doorway is 4 tiles down, the north one 4 tiles across: both
    // gaps in the wall, where the door tiles show through.
    EXPECT_FALSE(drawnOver(at(0.1f, 4.0f), wall));
    EXPECT_FALSE(drawnOver(at(4.0f, 0.1f), wall));
    EXPECT_TRUE(drawnOver(at(0.1f, 1.5f), wall)) << "the west wall beside the doorway";

    // Back to a blockout: no plan.
    click(panel.controlCentre(Control::MeshRemove));
    frames(2);
    ASSERT_FALSE(state.selection().selectedTemplate()->mesh.has_value());
    EXPECT_FALSE(drawnOver(at(0.1f, 0.1f), wall));
}

}  // namespace
}  // namespace easylink::ui

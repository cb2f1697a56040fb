// A module's mesh set in the Module Editor, as a designer does it: the file
// typed into the 3D mesh field (the node defaults to the module's name),
// undone in one step, removed with Remove mesh; and a file that is not there
// said under the fields.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "document/editor_state.hpp"
#include "panels/module_editor_panel.hpp"
#include "ui_test_fixture.hpp"

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

}  // namespace
}  // namespace easylink::ui

// Authoring without a text editor, headless: from an empty catalogue a designer
// makes a room, a four-way junction, a T, a bend and a through module with
// the mouse, breaks a port's alignment and fixes it with one click, saves,
// and generates a valid layout from the file, without a text editor.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/module_editor_panel.hpp"
#include "shell/editor_shell.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

class AuthoringTest : public testing::UiTest {
protected:
    AuthoringTest() : UiTest({1600.0f, 1000.0f}) {}

    void drawFrame() override { shell.drawFrame(); }

    void SetUp() override {
        std::filesystem::remove_all(folder);
        std::filesystem::create_directories(folder);
        shell.state().generation().settings().setAutoRegenerate(false);
    }
    void TearDown() override { std::filesystem::remove_all(folder); }

    template <typename PanelType>
    PanelType& panel() {
        return *static_cast<PanelType*>(shell.panels().find(PanelType::kTitle));
    }
    std::size_t errors() const { return countErrors(shell.state().document().current()->problems); }

    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / "easylink-ui-authoring";
    EditorShell shell;
};

TEST_F(AuthoringTest, FromAnEmptyCatalogueToAGeneratedLayoutWithTheMouse) {
    press(GLFW_KEY_N, true);
    // View > Workspace > Author: the catalogue and the module editor in front.
    shell.panels().applyPreset(WorkspacePreset::Author);
    frames(2);
    auto& catalogue = panel<CataloguePanel>();
    for (ModuleKind kind : {ModuleKind::Normal, ModuleKind::FourWay, ModuleKind::TJunction,
                            ModuleKind::Bend, ModuleKind::Through}) {
        click(catalogue.controlCentre(CataloguePanel::Control::Add));
        frames(1);
        click(catalogue.addItemCentre(kind));
        frames(1);
    }
    ASSERT_EQ(shell.state().document().current()->catalogue.modules.size(), 5u);
    EXPECT_EQ(errors(), 0u);

    // The room is selected; its port 1 is dragged a tile along its wall,
    // off the macrogrid, and snapped back with the one-click fix.
    click(catalogue.drawnRows().at(0).centre());
    frames(1);
    auto& editor = panel<ModuleEditorPanel>();
    const ModuleTemplate& room = shell.state().document().current()->catalogue.modules[0];
    ASSERT_EQ(room.kind, ModuleKind::Normal);
    // Port 1 of the default room is on its east wall: drag its door one
    // tile south along the wall.
    const PortSpec& port = room.ports.at(1);
    ASSERT_EQ(port.pose.dir, Dir::E);
    const Vec2i anchor = port.anchor();
    const auto from = editor.portCentre(1);
    const auto to = editor.tileCentre({room.size.w - 1, anchor.y + 1});
    ASSERT_TRUE(from && to);
    drag(*from, *to);
    frames(1);
    ASSERT_GT(errors(), 0u) << "the drag did not break the alignment";
    click(editor.fixCentre(1));
    frames(1);
    EXPECT_EQ(errors(), 0u);

    // Save as a new file, then generate from the file as saved.
    press(GLFW_KEY_S, true);
    frames(1);
    ASSERT_TRUE(shell.saveAsDialog().isOpen());
    const std::filesystem::path file = folder / "mine.json";
    type(file.c_str());
    press(GLFW_KEY_ENTER);
    frames(1);
    ASSERT_FALSE(shell.state().document().isModified());
    const CatalogueLoad saved = loadCatalogueFile(file);
    ASSERT_TRUE(saved.valid());

    int made = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        made += generateEasylink(saved.catalogue, EasylinkParams{}, seed).ok() ? 1 : 0;
    }
    EXPECT_GE(made, 19) << "layouts from the catalogue made with the mouse";
}

}  // namespace
}  // namespace easylink::ui

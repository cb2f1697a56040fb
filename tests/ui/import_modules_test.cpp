// File > Import modules, as a designer does it: a catalogue saved beside
// a room kit, the kit chosen, the list of what will change read, Import
// clicked: the kit's rooms join the catalogue in one undoable edit. A kit
// with a problem keeps the dialog open with the module and node at fault.
// An FBX kit's meshes are written beside the catalogue only once Import is
// clicked; a kit saved again from the 3D tool is offered again.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "easylink/kit/kit_import.hpp"
#include "menu_clicks.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"
#ifdef EASYLINK_HAS_FBX
#include "easylink/kit/fbx_kit.hpp"
#include "fbx_test_kit.hpp"
#endif

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

using testing::ScratchFolder;

class ImportModulesTest : public testing::UiTest {
protected:
    void drawFrame() override { shell.drawFrame(); }

    void SetUp() override {
        shell.state().generation().settings().setAutoRegenerate(false);
        // The designer's own catalogue, saved in the kit's folder.
        std::filesystem::create_directories(folder.path() / "art");
        std::filesystem::copy_file(kAssets / "kits" / "sample-kit.glb",
                                   folder.path() / "art" / "sample-kit.glb");
        // The default catalogue with the kit's 2 m tiles.
        std::string text = testing::readText(kAssets / "catalogues" / "default.json");
        const std::size_t macro = text.find("\"macro\": 4,");
        ASSERT_NE(macro, std::string::npos);
        text.insert(macro + 11, "\n  \"tile_size\": 2.0,");
        std::ofstream(folder.path() / "dungeon.json") << text;
        ASSERT_TRUE(shell.state().document().openCatalogue(folder.path() / "dungeon.json"));
        frames(2);
    }

    static bool isOnShow(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr && window->Active;
    }

    /// File > Import modules..., `path` typed and Enter pressed.
    void importThroughTheMenu(const std::filesystem::path& path) {
        ASSERT_TRUE(testing::clickFileMenuItem(imgui, draw, "Import modules..."));
        ASSERT_TRUE(isOnShow(ImportModulesDialog::kTitle));
        frames(1);
        press(GLFW_KEY_A, true);  // the field's text selected, so typing replaces it
        type(path.c_str());
        press(GLFW_KEY_ENTER);
        frames(2);
    }

    const Catalogue& catalogue() { return shell.state().document().current()->catalogue; }

    /// Frames enough for the shell's next look at the files on disk.
    void waitForTheDiskCheck() {
        frames(static_cast<int>(EditorShell::kDiskCheckInterval * 60.0) + 5);
    }

    ScratchFolder folder{"easylink-ui-import-modules"};
    EditorShell shell;
};

TEST_F(ImportModulesTest, AKitsRoomsJoinTheCatalogueInOneUndoableEdit) {
    const std::size_t before = catalogue().modules.size();
    importThroughTheMenu(folder.path() / "art" / "sample-kit.glb");
    ASSERT_FALSE(isOnShow(ImportModulesDialog::kTitle)) << shell.importModulesDialog().error();
    // What will change, before anything does.
    const ChoiceDialog& question = shell.importChoiceDialog();
    ASSERT_TRUE(question.isOpen());
    // The default catalogue has six of the kit's names already: those take
    // the kit's geometry and mesh, the rest stay as they are.
    EXPECT_NE(question.question().find("Added (2): hall_12x8 shrine_4x4"), std::string::npos)
        << question.question();
    EXPECT_NE(question.question().find("Changed (6): room_8x8 hall_16x12 cross_8x8"),
              std::string::npos)
        << question.question();
    EXPECT_NE(question.question().find("Not in the kit, kept (36): cell_6x6"), std::string::npos)
        << question.question();
    EXPECT_EQ(catalogue().modules.size(), before);

    click(question.answerCentre(0));  // Import
    frames(2);
    ASSERT_EQ(catalogue().modules.size(), before + 2);
    const ModuleTemplate* cross = catalogue().find("cross_8x8");
    ASSERT_NE(cross, nullptr);
    EXPECT_EQ(cross->kind, ModuleKind::FourWay);
    ASSERT_TRUE(cross->mesh.has_value());
    EXPECT_EQ(cross->mesh->file, "art/sample-kit.glb") << "named from the catalogue's folder";
    EXPECT_EQ(shell.state().document().history().undoLabel(), "import modules from sample-kit.glb");

    press(GLFW_KEY_Z, true);
    EXPECT_EQ(catalogue().modules.size(), before);
    EXPECT_EQ(catalogue().find("shrine_4x4"), nullptr);
    EXPECT_FALSE(catalogue().find("cross_8x8")->mesh.has_value()) << "a blockout again";
}

TEST_F(ImportModulesTest, CancelChangesNothing) {
    const std::size_t before = catalogue().modules.size();
    importThroughTheMenu(folder.path() / "art" / "sample-kit.glb");
    ASSERT_TRUE(shell.importChoiceDialog().isOpen());
    click(shell.importChoiceDialog().answerCentre(1));  // Cancel
    frames(2);
    EXPECT_EQ(catalogue().modules.size(), before);
    EXPECT_FALSE(shell.state().document().history().canUndo());
}

TEST_F(ImportModulesTest, AKitWithAProblemKeepsTheDialogOpenSayingWhere) {
    // A file that is no kit at all: said with its name, and nothing asked.
    const std::filesystem::path broken = folder.path() / "art" / "broken.glb";
    std::ofstream(broken, std::ios::binary) << "glTF and nothing else";
    importThroughTheMenu(broken);
    ASSERT_TRUE(isOnShow(ImportModulesDialog::kTitle));
    EXPECT_NE(shell.importModulesDialog().error().find("broken.glb"), std::string::npos)
        << shell.importModulesDialog().error();
    EXPECT_FALSE(shell.importChoiceDialog().isOpen());
    press(GLFW_KEY_ESCAPE);
    frames(2);
    EXPECT_FALSE(isOnShow(ImportModulesDialog::kTitle));
}

TEST_F(ImportModulesTest, AKitSavedAgainIsOfferedAgainWithWhatChanged) {
    importThroughTheMenu(folder.path() / "art" / "sample-kit.glb");
    ASSERT_TRUE(shell.importChoiceDialog().isOpen());
    click(shell.importChoiceDialog().answerCentre(0));  // Import
    frames(2);
    ASSERT_NE(catalogue().find("shrine_4x4"), nullptr);

    // Saved again as it was: nothing to ask.
    std::filesystem::last_write_time(
        folder.path() / "art" / "sample-kit.glb",
        std::filesystem::last_write_time(folder.path() / "art" / "sample-kit.glb") +
            std::chrono::seconds(5));
    waitForTheDiskCheck();
    EXPECT_FALSE(shell.importChoiceDialog().isOpen()) << shell.importChoiceDialog().question();

    // Saved with the shrine renamed in the 3D tool: asked, with what
    // changed.
    std::string text = testing::readText(kAssets / "kits" / "sample-kit.glb");
    const std::size_t shrine = text.find("\"shrine_4x4\"");
    ASSERT_NE(shrine, std::string::npos);
    text.replace(shrine, 12, "\"shrine_4x5\"");  // a renamed module: one added
    std::ofstream(folder.path() / "art" / "sample-kit.glb", std::ios::binary) << text;
    waitForTheDiskCheck();
    const ChoiceDialog& question = shell.importChoiceDialog();
    ASSERT_TRUE(question.isOpen());
    EXPECT_NE(question.question().find("sample-kit.glb changed on disk."), std::string::npos)
        << question.question();
    EXPECT_NE(question.question().find("Added (1): shrine_4x5"), std::string::npos)
        << question.question();
    click(question.answerCentre(0));  // Import
    frames(2);
    EXPECT_NE(catalogue().find("shrine_4x5"), nullptr);
    EXPECT_NE(catalogue().find("shrine_4x4"), nullptr) << "a module the kit lost is kept";

    // Asked once per change.
    waitForTheDiskCheck();
    EXPECT_FALSE(shell.importChoiceDialog().isOpen());
}

#ifdef EASYLINK_HAS_FBX
TEST_F(ImportModulesTest, AnFbxKitsMeshesAreWrittenBesideTheCatalogueOnImport) {
    const std::filesystem::path fbx = folder.path() / "art" / "vault.fbx";
    ASSERT_EQ(easylink::testing::writeCentimetreFbxKit(fbx), "");
    importThroughTheMenu(fbx);
    ASSERT_FALSE(isOnShow(ImportModulesDialog::kTitle)) << shell.importModulesDialog().error();
    const ChoiceDialog& question = shell.importChoiceDialog();
    ASSERT_TRUE(question.isOpen());
    EXPECT_NE(question.question().find("Added (1): vault"), std::string::npos)
        << question.question();
    EXPECT_NE(question.question().find("written as vault.glb beside the catalogue"),
              std::string::npos)
        << question.question();
    EXPECT_FALSE(std::filesystem::exists(folder.path() / "vault.glb")) << "nothing before Import";

    click(question.answerCentre(0));  // Import
    frames(2);
    const ModuleTemplate* vault = catalogue().find("vault");
    ASSERT_NE(vault, nullptr);
    EXPECT_EQ(vault->size, (Size2i{8, 8})) << "16 metres at 2 m a tile";
    ASSERT_TRUE(vault->mesh.has_value());
    EXPECT_EQ(vault->mesh->file, "vault.glb");
    EXPECT_EQ(testing::readText(folder.path() / "vault.glb").substr(0, 4), "glTF");

    // The glTF the editor wrote itself is not a kit "changed on disk".
    waitForTheDiskCheck();
    EXPECT_FALSE(shell.importChoiceDialog().isOpen()) << shell.importChoiceDialog().question();
}
#endif

}  // namespace
}  // namespace easylink::ui

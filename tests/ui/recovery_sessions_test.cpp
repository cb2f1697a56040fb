// Two editors on one machine never share a recovery file by accident: each
// document has its own, locked by the editor that has it open; a second
// editor on the same catalogue shows it read-only and neither offers nor
// deletes the first one's recovery; a killed editor's recovery is offered
// to the next editor once. And Save As and Export refuse to write over a
// file the session reads, by identity and not by spelling.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

using testing::readText;
using testing::ScratchFolder;

class RecoverySessionsTest : public testing::UiTest {
protected:
    RecoverySessionsTest()
        : folder(std::string("easylink-ui-recovery-") +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name()),
          file(folder.path() / "rooms.json"),
          recoveries(folder.path() / "config" / "recovery") {
        std::filesystem::copy_file(kData / "small.json", file);
    }

    /// A new editor on the shared recovery folder, as a new process would start.
    std::unique_ptr<EditorShell> startEditor() {
        auto shell = std::make_unique<EditorShell>();
        shell->state().generation().settings().setAutoRegenerate(false);
        shell->setRecoveryFolder(recoveries);
        return shell;
    }
    /// Each editor is drawn on its own, as in a process of its own: the
    /// frames, clicks and keys go to the one drawFrames() last drew.
    void drawFrame() override { onShow->drawFrame(); }
    void drawFrames(EditorShell& shell, int count) {
        onShow = &shell;
        frames(count);
    }
    void answer(EditorShell& shell, const ChoiceDialog& dialog, std::size_t index) {
        // A popup is measured on the frame it first appears and placed on
        // the next: its buttons are where they stay only after two frames.
        drawFrames(shell, 2);
        const auto centre = dialog.answerCentre(index);
        ASSERT_TRUE(centre.has_value()) << "the dialog is not on show";
        click(*centre);
        frames(1);
    }
    static bool reweighFirst(EditorShell& shell, double weight) {
        EditorState& state = shell.state();
        return state.document().performEdit(
            editModule(state.document().current()->catalogue, 0, "set weight",
                       [&](ModuleTemplate& m) { m.weight = weight; }));
    }
    static double weightOfFirst(const EditorShell& shell) {
        return shell.state().document().current()->catalogue.modules[0].weight;
    }

    ScratchFolder folder;
    std::filesystem::path file;
    std::filesystem::path recoveries;
    EditorShell* onShow = nullptr;
};

TEST_F(RecoverySessionsTest, EachDocumentHasARecoveryFileOfItsOwn) {
    const RecoveryFolder named(recoveries);
    // Every spelling of one catalogue names one file; another catalogue another.
    std::filesystem::create_directories(folder.path() / "sub");
    std::filesystem::create_symlink(file, folder.path() / "link.json");
    EXPECT_EQ(named.fileFor(file), named.fileFor(folder.path() / "sub" / ".." / "rooms.json"));
    EXPECT_EQ(named.fileFor(file), named.fileFor(folder.path() / "link.json"));
    EXPECT_NE(named.fileFor(file), named.fileFor(folder.path() / "other.json"));
    EXPECT_EQ(named.fileFor(file).parent_path(), recoveries);
    // A catalogue never saved: a fresh name each time, never a document's.
    EXPECT_NE(named.sessionFile(), named.sessionFile());

    // Two editors with new catalogues keep two files.
    auto first = startEditor();
    auto second = startEditor();
    first->state().document().newCatalogue();
    second->state().document().newCatalogue();
    for (EditorShell* shell : {first.get(), second.get()}) {
        drawFrames(*shell, 1);
        ModuleTemplate room;
        room.name = "first";
        room.size = {8, 8};
        ASSERT_TRUE(
            shell->state().document().performEdit(std::make_unique<InsertModule>(0, room, "add")));
        drawFrames(*shell, 1);
    }
    ASSERT_NE(first->recoveryFile(), nullptr);
    ASSERT_NE(second->recoveryFile(), nullptr);
    EXPECT_NE(first->recoveryFile()->file(), second->recoveryFile()->file());
    EXPECT_TRUE(std::filesystem::exists(first->recoveryFile()->file()));
    EXPECT_TRUE(std::filesystem::exists(second->recoveryFile()->file()));
}

TEST_F(RecoverySessionsTest, ASecondEditorNeitherOffersNorDeletesTheFirstOnesRecovery) {
    // The first editor edits: its recovery file is written, and locked.
    auto first = startEditor();
    ASSERT_TRUE(first->state().document().openCatalogue(file));
    drawFrames(*first, 2);
    ASSERT_TRUE(reweighFirst(*first, 9.0));
    drawFrames(*first, 1);
    ASSERT_NE(first->recoveryFile(), nullptr);
    const std::filesystem::path recovery = first->recoveryFile()->file();
    const std::string kept = readText(recovery);
    ASSERT_NE(kept, "");

    // The second, on the same catalogue spelled another way: nothing offered,
    // the catalogue read-only with a word why, the file untouched.
    auto second = startEditor();
    ASSERT_TRUE(second->state().document().openCatalogue(folder.path() / "." / "rooms.json"));
    EXPECT_FALSE(second->offerRecovery());
    EXPECT_EQ(second->recoveryFile(), nullptr);
    EXPECT_TRUE(second->state().document().readOnly());
    EXPECT_NE(second->state().document().readOnlyReason().find("open in another"),
              std::string::npos);
    drawFrames(*second, 2);
    EXPECT_TRUE(second->openElsewhereDialog().isOpen());
    EXPECT_NE(second->openElsewhereDialog().question().find("read-only"), std::string::npos);
    EXPECT_NE(second->windowTitle().find("(read-only)"), std::string::npos);
    answer(*second, second->openElsewhereDialog(), 0);
    EXPECT_FALSE(reweighFirst(*second, 4.0));
    EXPECT_TRUE(second->state().document().saveCatalogue().has_value());
    EXPECT_FALSE(second->state().document().isModified());
    // It quits; the first editor's edits stay where they are.
    second->requestQuit();
    drawFrames(*second, 1);
    EXPECT_TRUE(second->quitRequested());
    second.reset();
    EXPECT_EQ(readText(recovery), kept);

    // A third starting meanwhile on another catalogue is not offered it either.
    auto third = startEditor();
    ASSERT_TRUE(third->state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    EXPECT_FALSE(third->offerRecovery());
    third.reset();
    EXPECT_EQ(readText(recovery), kept);

    // The first is killed: the next editor offers its edits, once.
    first->abandonRecoveryForTests();
    first.reset();
    ASSERT_TRUE(std::filesystem::exists(recovery));
    auto next = startEditor();
    ASSERT_TRUE(next->state().document().openCatalogue(file));
    ASSERT_TRUE(next->offerRecovery());
    EXPECT_FALSE(next->state().document().readOnly());
    // While it asks, nobody else is offered the same file.
    auto rival = startEditor();
    ASSERT_TRUE(rival->state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    EXPECT_FALSE(rival->offerRecovery());
    rival.reset();
    answer(*next, next->recoveryDialog(), 1);  // Discard
    EXPECT_FALSE(std::filesystem::exists(recovery));
    EXPECT_EQ(weightOfFirst(*next), 2.0);
    next.reset();
    auto after = startEditor();
    ASSERT_TRUE(after->state().document().openCatalogue(file));
    EXPECT_FALSE(after->offerRecovery());
}

TEST_F(RecoverySessionsTest, AReadOnlyWindowBecomesEditableOnceTheOtherLetsGo) {
    auto first = startEditor();
    ASSERT_TRUE(first->state().document().openCatalogue(file));
    drawFrames(*first, 1);
    auto second = startEditor();
    ASSERT_TRUE(second->state().document().openCatalogue(file));
    drawFrames(*second, 2);
    ASSERT_TRUE(second->state().document().readOnly());
    answer(*second, second->openElsewhereDialog(), 0);

    first.reset();  // closed normally: the lock goes, and its file with it
    drawFrames(*second, static_cast<int>(EditorShell::kDiskCheckInterval * 60.0) + 5);
    EXPECT_FALSE(second->state().document().readOnly());
    EXPECT_FALSE(second->openElsewhereDialog().isOpen());
    ASSERT_NE(second->recoveryFile(), nullptr);
    EXPECT_TRUE(reweighFirst(*second, 6.0));
    drawFrames(*second, 1);
    EXPECT_TRUE(std::filesystem::exists(second->recoveryFile()->file()));
}

TEST_F(RecoverySessionsTest, AKilledEditorsNewCatalogueIsOfferedAndTakenOver) {
    auto first = startEditor();
    first->state().document().newCatalogue();
    drawFrames(*first, 1);
    ModuleTemplate room;
    room.name = "lost";
    room.size = {6, 6};
    ASSERT_TRUE(
        first->state().document().performEdit(std::make_unique<InsertModule>(0, room, "add")));
    drawFrames(*first, 1);
    ASSERT_NE(first->recoveryFile(), nullptr);
    const std::filesystem::path recovery = first->recoveryFile()->file();
    first->abandonRecoveryForTests();
    first.reset();

    auto next = startEditor();
    ASSERT_TRUE(next->state().document().openCatalogue(file));
    ASSERT_TRUE(next->offerRecovery());
    EXPECT_NE(next->recoveryDialog().question().find("a new catalogue"), std::string::npos);
    answer(*next, next->recoveryDialog(), 0);  // Recover
    ASSERT_NE(next->state().document().current(), nullptr);
    EXPECT_TRUE(next->state().document().current()->path.empty());
    EXPECT_EQ(next->state().document().current()->catalogue.modules.at(0).name, "lost");
    // The file offered is now this editor's: kept up to date, and held.
    ASSERT_NE(next->recoveryFile(), nullptr);
    EXPECT_EQ(next->recoveryFile()->file(), recovery);
    drawFrames(*next, 1);
    auto rival = startEditor();
    EXPECT_FALSE(rival->offerRecovery());
}

// --- Save As: the edits are in the new file, and nowhere else ---------------------

class SaveAsRecoveryTest : public RecoverySessionsTest {
protected:
    /// Ctrl+Shift+S, `path` typed over the proposal, Enter.
    void saveAs(EditorShell& shell, const std::filesystem::path& path) {
        const auto drawShell = [&] { shell.drawFrame(); };
        ImGui::GetIO().KeyShift = true;
        imgui.pressKey(GLFW_KEY_S, true, drawShell);
        ImGui::GetIO().KeyShift = false;
        drawFrames(shell, 1);
        ASSERT_TRUE(shell.saveAsDialog().isOpen());
        imgui.pressKey(GLFW_KEY_A, true, drawShell);
        imgui.type(path.c_str(), drawShell);
        imgui.pressKey(GLFW_KEY_ENTER, false, drawShell);
        drawFrames(shell, 2);
        ASSERT_FALSE(shell.saveAsDialog().isOpen()) << shell.saveAsDialog().message();
    }

    /// Edits the document on show, saves it as `mine`, quits, and checks
    /// that the next editor offers nothing back, whichever file it opens.
    void editSaveAsAndQuit(std::unique_ptr<EditorShell> first, const std::filesystem::path& left) {
        ASSERT_TRUE(reweighFirst(*first, 7.0));
        drawFrames(*first, 1);
        ASSERT_NE(first->recoveryFile(), nullptr);
        const std::filesystem::path leftRecovery = first->recoveryFile()->file();
        ASSERT_TRUE(std::filesystem::exists(leftRecovery));

        const std::filesystem::path mine = folder.path() / "mine.json";
        saveAs(*first, mine);
        EXPECT_EQ(first->state().document().current()->path, mine);
        EXPECT_FALSE(first->state().document().isModified());
        EXPECT_EQ(loadCatalogueFile(mine).catalogue.modules.at(0).weight, 7.0);
        // The edits are saved: the file left behind keeps no copy of them.
        EXPECT_FALSE(std::filesystem::exists(leftRecovery));

        first->requestQuit();
        drawFrames(*first, 1);
        ASSERT_TRUE(first->quitRequested());
        first.reset();
        for (const std::filesystem::path& opened : {left, mine}) {
            if (opened.empty()) {
                continue;
            }
            auto next = startEditor();
            ASSERT_TRUE(next->state().document().openCatalogue(opened));
            EXPECT_FALSE(next->offerRecovery())
                << opened << ": " << next->recoveryDialog().question();
        }
    }
};

TEST_F(SaveAsRecoveryTest, AShippedCatalogueSavedAsYourOwnLeavesNothingToRecover) {
    const std::filesystem::path shipped = kAssets / "catalogues" / "default.json";
    auto first = startEditor();
    first->state().document().setShippedFolder(kAssets);
    ASSERT_TRUE(first->state().document().openCatalogue(shipped));
    drawFrames(*first, 2);
    editSaveAsAndQuit(std::move(first), shipped);
}

TEST_F(SaveAsRecoveryTest, ANewCatalogueSavedLeavesNothingToRecover) {
    auto first = startEditor();
    first->state().document().newCatalogue();
    drawFrames(*first, 1);
    ModuleTemplate room;
    room.name = "kept";
    room.size = {6, 6};
    ASSERT_TRUE(
        first->state().document().performEdit(std::make_unique<InsertModule>(0, room, "add")));
    drawFrames(*first, 1);
    editSaveAsAndQuit(std::move(first), {});
}

TEST_F(SaveAsRecoveryTest, ACrashedSessionsEditsOfAFileLeftUnopenedStayOffered) {
    // A killed editor's edits of rooms.json, never offered (another file
    // was opened first, and they were not answered)...
    auto killed = startEditor();
    ASSERT_TRUE(killed->state().document().openCatalogue(file));
    drawFrames(*killed, 1);
    ASSERT_TRUE(reweighFirst(*killed, 5.0));
    drawFrames(*killed, 1);
    const std::filesystem::path recovery = killed->recoveryFile()->file();
    killed->abandonRecoveryForTests();
    killed.reset();
    // ...are not taken for this editor's when it passes through rooms.json
    // without editing it and moves on.
    auto next = startEditor();
    ASSERT_TRUE(next->state().document().openCatalogue(file));
    drawFrames(*next, 1);
    ASSERT_TRUE(next->state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    drawFrames(*next, 1);
    EXPECT_TRUE(std::filesystem::exists(recovery));
}

// --- Save As and Export never write over the session's inputs ---------------------

class OutputClashTest : public RecoverySessionsTest {
protected:
    void SetUp() override {
        shell = startEditor();
        ASSERT_TRUE(shell->state().document().openCatalogue(file));
        vaults = folder.path() / "vaults.txt";
        std::ofstream(vaults) << "# no vaults\n";
        params = folder.path() / "params.json";
        std::ofstream(params) << "{}\n";
        shell->state().generation().settings().setVaults({}, vaults.string());
        shell->state().document().setInputFile("the parameters file", params);
        drawFrames(*shell, 2);
        ASSERT_NE(shell->recoveryFile(), nullptr);
    }
    void openSaveAs() {  // Ctrl+Shift+S
        press(GLFW_KEY_S, /*ctrl=*/true, /*shift=*/true);
        frames(1);
    }
    /// Types `path` into the open dialog's field (selected on open) and presses Enter.
    void enterPath(const std::filesystem::path& path) {
        type(path.c_str());
        press(GLFW_KEY_ENTER);
        frames(1);
    }

    std::unique_ptr<EditorShell> shell;
    std::filesystem::path vaults;
    std::filesystem::path params;
};

TEST_F(OutputClashTest, SaveAsRefusesTheSessionsInputsButSavesOntoItsOwnFile) {
    ASSERT_TRUE(reweighFirst(*shell, 3.0));
    frames(1);
    const std::filesystem::path recovery = shell->recoveryFile()->file();
    std::filesystem::create_symlink(params, folder.path() / "params-link.json");
    struct Case {
        std::filesystem::path path;
        std::string input;
    };
    const Case cases[] = {
        {folder.path() / "sub" / ".." / "vaults.txt", "the vaults file"},
        {folder.path() / "params-link.json", "the parameters file"},
        {recovery, "the recovery file"},
    };
    std::filesystem::create_directories(folder.path() / "sub");
    for (const Case& c : cases) {
        const std::string before = readText(c.path);
        openSaveAs();
        ASSERT_TRUE(shell->saveAsDialog().isOpen());
        enterPath(c.path);
        EXPECT_TRUE(shell->saveAsDialog().isOpen()) << c.path;
        const std::string& error = shell->saveAsDialog().message();
        EXPECT_NE(error.find("Not saved"), std::string::npos) << error;
        EXPECT_NE(error.find("is the same file as " + c.input), std::string::npos) << error;
        EXPECT_EQ(readText(c.path), before) << c.path;
        EXPECT_EQ(shell->state().document().current()->path, file);
        press(GLFW_KEY_ESCAPE);
        frames(1);
        ASSERT_TRUE(reweighFirst(*shell, 4.0 + static_cast<double>(&c - cases)));
        frames(1);
    }
    // Onto the catalogue's own file, spelled another way: just a save.
    openSaveAs();
    enterPath(folder.path() / "." / "rooms.json");
    EXPECT_FALSE(shell->saveAsDialog().isOpen()) << shell->saveAsDialog().message();
    EXPECT_FALSE(shell->state().document().isModified());
    EXPECT_EQ(loadCatalogueFile(file).catalogue.modules[0].weight, 6.0);
}

TEST_F(OutputClashTest, ExportRefusesTheCatalogueAndTheOtherInputs) {
    shell->state().generation().settings().setSeed(1);
    ASSERT_EQ(shell->state().session().generateFromDocument(), "");
    shell->state().generation().waitForRun();
    frames(2);
    ASSERT_NE(shell->state().generation().run(), nullptr);
    std::filesystem::create_hard_link(file, folder.path() / "hard-link.json");
    struct Case {
        std::filesystem::path path;
        std::string input;
    };
    const Case cases[] = {
        {folder.path() / "hard-link.json", "the open catalogue"},
        {file, "the open catalogue"},
        {vaults, "the vaults file"},
        {params, "the parameters file"},
        {shell->recoveryFile()->file(), "the recovery file"},
    };
    for (const Case& c : cases) {
        const std::string before = readText(c.path);
        press(GLFW_KEY_E, true);
        frames(1);
        ASSERT_TRUE(shell->exportDialog().isOpen());
        enterPath(c.path);
        const std::string& status = shell->exportDialog().message();
        EXPECT_NE(status.find("Not exported"), std::string::npos) << status;
        EXPECT_NE(status.find("is the same file as " + c.input), std::string::npos) << status;
        // Enter again (an Overwrite would be the second press) is refused too.
        press(GLFW_KEY_ENTER);
        EXPECT_NE(shell->exportDialog().message().find("Not exported"), std::string::npos);
        EXPECT_EQ(readText(c.path), before) << c.path;
        press(GLFW_KEY_ESCAPE);
        frames(1);
    }
    EXPECT_TRUE(loadCatalogueFile(file).valid());
}

}  // namespace
}  // namespace easylink::ui

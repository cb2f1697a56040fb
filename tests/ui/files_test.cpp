// Files and history through the editor shell: undo and redo from the keys and
// the Edit menu, saving (atomic, .bak, unknown keys kept), Save As for a new
// catalogue, the question before unsaved edits are lost, the recovery file
// after a crash, and a catalogue changed on disk by another program.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <chrono>
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

using testing::readText;
using testing::ScratchFolder;

class FilesTest : public testing::UiTest {
protected:
    FilesTest()
        : folder(std::string("easylink-ui-files-") +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name()),
          file(folder.path() / "rooms.json") {
        // small.json with keys this version does not know, at two levels.
        std::string text = readText(kData / "small.json");
        text.insert(text.find("\"name\": \"small\""), "\"studio_note\": \"keep me\",\n  ");
        std::ofstream(file) << text;
        shell->state().generation().settings().setAutoRegenerate(false);
    }

    void drawFrame() override { shell->drawFrame(); }

    void answer(const ChoiceDialog& dialog, std::size_t index) {
        frames(1);
        const auto centre = dialog.answerCentre(index);
        ASSERT_TRUE(centre.has_value()) << "the dialog is not on show";
        click(*centre);
        frames(1);
    }
    double weightOfFirst() const {
        return shell->state().document().current()->catalogue.modules[0].weight;
    }
    void reweighFirst(double weight) {
        EditorState& state = shell->state();
        ASSERT_TRUE(state.document().performEdit(
            editModule(state.document().current()->catalogue, 0, "set weight",
                       [&](ModuleTemplate& m) { m.weight = weight; })));
    }

    ScratchFolder folder;
    std::filesystem::path file;
    std::unique_ptr<EditorShell> shell = std::make_unique<EditorShell>();
};

TEST_F(FilesTest, UndoAndRedoFromTheKeys) {
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    frames(2);
    EXPECT_EQ(shell->windowTitle(), "Easylink Studio \xE2\x80\x94 rooms.json");
    reweighFirst(7.0);
    EXPECT_EQ(shell->windowTitle(), "Easylink Studio \xE2\x80\x94 rooms.json *");

    press(GLFW_KEY_Z, true);
    EXPECT_EQ(weightOfFirst(), 2.0);
    EXPECT_FALSE(shell->state().document().isModified());
    press(GLFW_KEY_Z, true, true);  // Ctrl+Shift+Z
    EXPECT_EQ(weightOfFirst(), 7.0);
    press(GLFW_KEY_Z, true);
    press(GLFW_KEY_Y, true);
    EXPECT_EQ(weightOfFirst(), 7.0);
    EXPECT_EQ(shell->state().document().history().undoLabel(), "set weight");
}

TEST_F(FilesTest, SaveKeepsUnknownKeysAndThePreviousFileAsBak) {
    const std::string original = readText(file);
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    frames(2);
    reweighFirst(5.0);
    press(GLFW_KEY_S, true);
    EXPECT_FALSE(shell->state().document().isModified());
    EXPECT_EQ(readText(file.string() + ".bak"), original);

    const CatalogueLoad saved = loadCatalogueFile(file);
    EXPECT_TRUE(saved.valid());
    EXPECT_EQ(saved.catalogue.modules[0].weight, 5.0);
    EXPECT_EQ(saved.catalogue.extra.value("studio_note", ""), "keep me");
}

TEST_F(FilesTest, ANewCatalogueIsSavedThroughSaveAs) {
    press(GLFW_KEY_N, true);
    ASSERT_NE(shell->state().document().current(), nullptr);
    EXPECT_EQ(shell->state().document().fileName(), "untitled");
    ModuleTemplate room;
    room.name = "first";
    room.size = {8, 8};
    shell->state().document().performEdit(std::make_unique<InsertModule>(0, room, "add first"));

    press(GLFW_KEY_S, true);
    frames(1);
    ASSERT_TRUE(shell->saveAsDialog().isOpen());
    const std::filesystem::path target = folder.path() / "new.json";
    type(target.c_str());
    press(GLFW_KEY_ENTER);
    frames(1);
    EXPECT_FALSE(shell->saveAsDialog().isOpen());
    EXPECT_EQ(shell->state().document().current()->path, target);
    EXPECT_FALSE(shell->state().document().isModified());
    EXPECT_EQ(loadCatalogueFile(target).catalogue.modules.at(0).name, "first");
    ASSERT_FALSE(shell->state().document().recentFiles().empty());
    EXPECT_EQ(shell->state().document().recentFiles().front(), target);
}

TEST_F(FilesTest, UnsavedEditsAreAskedAboutBeforeTheyAreLost) {
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    frames(2);
    reweighFirst(3.0);

    // Cancel: nothing happens.
    press(GLFW_KEY_N, true);
    frames(1);
    ASSERT_TRUE(shell->unsavedDialog().isOpen());
    EXPECT_NE(shell->unsavedDialog().question().find("rooms.json before starting a new"),
              std::string::npos);
    answer(shell->unsavedDialog(), 2);
    EXPECT_EQ(shell->state().document().fileName(), "rooms.json");
    EXPECT_TRUE(shell->state().document().isModified());

    // Don't save: the new catalogue, the file untouched.
    const std::string onDisk = readText(file);
    press(GLFW_KEY_N, true);
    answer(shell->unsavedDialog(), 1);
    EXPECT_EQ(shell->state().document().fileName(), "untitled");
    EXPECT_EQ(readText(file), onDisk);

    // Save, then quit.
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    reweighFirst(4.0);
    press(GLFW_KEY_Q, true);
    EXPECT_FALSE(shell->quitRequested());
    answer(shell->unsavedDialog(), 0);
    EXPECT_TRUE(shell->quitRequested());
    EXPECT_EQ(loadCatalogueFile(file).catalogue.modules[0].weight, 4.0);
}

TEST_F(FilesTest, EditsSurviveACrashThroughTheRecoveryFile) {
    const std::filesystem::path recoveries = folder.path() / "config" / "recovery";
    shell->setRecoveryFolder(recoveries);
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    frames(2);
    reweighFirst(9.0);
    frames(1);  // a finished edit is kept on the next frame
    ASSERT_NE(shell->recoveryFile(), nullptr);
    const std::filesystem::path recovery = shell->recoveryFile()->file();
    EXPECT_EQ(recovery, RecoveryFolder(recoveries).fileFor(file));
    ASSERT_TRUE(std::filesystem::exists(recovery));

    // The editor dies without a word; the next one offers the edits back,
    // whatever catalogue it starts on.
    shell->abandonRecoveryForTests();
    shell = std::make_unique<EditorShell>();
    shell->setRecoveryFolder(recoveries);
    ASSERT_TRUE(shell->offerRecovery());
    frames(1);
    answer(shell->recoveryDialog(), 0);
    ASSERT_NE(shell->state().document().current(), nullptr);
    EXPECT_EQ(shell->state().document().current()->path, file);
    EXPECT_EQ(weightOfFirst(), 9.0);
    EXPECT_TRUE(shell->state().document().isModified());
    EXPECT_FALSE(shell->state().document().readOnly());
    EXPECT_EQ(shell->state().document().current()->catalogue.extra.value("studio_note", ""),
              "keep me");

    // Saving makes the recovery file unnecessary.
    press(GLFW_KEY_S, true);
    EXPECT_FALSE(std::filesystem::exists(recovery));
    EXPECT_FALSE(shell->offerRecovery());
}

TEST_F(FilesTest, ACatalogueChangedOnDiskIsReloadedOrAskedAbout) {
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    frames(2);
    const auto touch = [&](double weight) {
        CatalogueLoad load = loadCatalogueFile(file);
        load.catalogue.modules[0].weight = weight;
        ASSERT_EQ(saveCatalogueFile(file, load.catalogue), std::nullopt);
        std::filesystem::last_write_time(
            file, std::filesystem::last_write_time(file) + std::chrono::seconds(5));
    };

    // No local edits: taken in without a question.
    touch(6.0);
    frames(static_cast<int>(EditorShell::kDiskCheckInterval * 60.0) + 5);
    EXPECT_EQ(weightOfFirst(), 6.0);
    EXPECT_FALSE(shell->diskChangeDialog().isOpen());

    // Local edits: asked; keeping them asks no more for that change.
    reweighFirst(1.5);
    touch(8.0);
    frames(static_cast<int>(EditorShell::kDiskCheckInterval * 60.0) + 5);
    ASSERT_TRUE(shell->diskChangeDialog().isOpen());
    answer(shell->diskChangeDialog(), 1);
    EXPECT_EQ(weightOfFirst(), 1.5);
    frames(static_cast<int>(EditorShell::kDiskCheckInterval * 60.0) + 5);
    EXPECT_FALSE(shell->diskChangeDialog().isOpen());
}

TEST_F(FilesTest, ADamagedRecoveryFileIsNotOffered) {
    const std::filesystem::path recoveries = folder.path() / "recovery";
    std::filesystem::create_directories(recoveries);
    const std::filesystem::path recovery = recoveries / "doc-0123456789abcdef.json";
    shell->setRecoveryFolder(recoveries);
    for (const char* text : {"", "{ not json", "[]", R"({"format": "other"})",
                             R"({"format": "easylink-recovery", "original": 3})"}) {
        std::ofstream(recovery, std::ios::trunc) << text;
        EXPECT_FALSE(shell->offerRecovery()) << text;
        EXPECT_TRUE(std::filesystem::exists(recovery)) << "left alone: " << text;
    }
    // A catalogue with wrong types inside is still offered: what can be read
    // of it is better than nothing, and the problems panel lists the rest.
    std::ofstream(recovery, std::ios::trunc)
        << R"({"format": "easylink-recovery", "version": 1, "original": "",
               "catalogue": {"format": "easylink-catalogue", "version": 1, "modules": "x"}})";
    EXPECT_TRUE(shell->offerRecovery());
}

TEST_F(FilesTest, ASaveThatCannotBeWrittenSaysWhyAndKeepsTheEdits) {
    ASSERT_TRUE(shell->state().document().openCatalogue(file));
    frames(2);
    reweighFirst(3.0);
    // Save As onto a folder: refused with the reason, nothing lost.
    EXPECT_TRUE(shell->state().document().saveCatalogueAs(folder.path()).has_value());
    EXPECT_TRUE(shell->state().document().isModified());
    EXPECT_TRUE(std::filesystem::is_directory(folder.path()));
    EXPECT_EQ(shell->state().document().current()->path, file);
}

}  // namespace
}  // namespace easylink::ui

// The editor's dialogs driven through the shell: catalogue problems shown in
// a modal while the previous state stays, and File > Export writing the run
// on show, byte for byte as `easylink generate` would.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "easylink/catalogue/catalogue_io.hpp"
#include "files/layout_export.hpp"
#include "panels/generation_panel.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const std::filesystem::path kGolden = EASYLINK_GOLDEN_DIR;

using testing::readText;
using testing::ScratchFolder;

/// A stand-in for zenity, first on PATH while it lives: it writes its
/// arguments to a file, prints `answer` and exits with `status`.
class FakeZenity {
public:
    FakeZenity(const std::string& answer, int status) : folder_("easylink-ui-fake-zenity") {
        const std::filesystem::path script = folder_.path() / "zenity";
        std::ofstream(script) << "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" << arguments().string()
                              << "'\nprintf '%s\\n' '" << answer << "'\nexit " << status << "\n";
        std::filesystem::permissions(script, std::filesystem::perms::owner_all);
        const char* path = std::getenv("PATH");
        oldPath_ = path != nullptr ? path : "";
        setenv("PATH", (folder_.path().string() + ":" + oldPath_).c_str(), 1);
    }
    ~FakeZenity() { setenv("PATH", oldPath_.c_str(), 1); }
    FakeZenity(const FakeZenity&) = delete;
    FakeZenity& operator=(const FakeZenity&) = delete;

    std::filesystem::path arguments() const { return folder_.path() / "arguments.txt"; }

private:
    ScratchFolder folder_;
    std::string oldPath_;
};

class DialogsTest : public testing::UiTest {
protected:
    void drawFrame() override { shell.drawFrame(); }

    void SetUp() override { shell.state().generation().settings().setAutoRegenerate(false); }

    static bool isOnShow(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr && window->Active;
    }

    /// Generates from the document on show and waits for the run.
    void generate(std::uint64_t seed) {
        shell.state().generation().settings().setSeed(seed);
        ASSERT_EQ(shell.state().session().generateFromDocument(), "");
        shell.state().generation().waitForRun();
        frames(2);
        ASSERT_NE(shell.state().generation().run(), nullptr);
    }

    EditorShell shell;
};

TEST_F(DialogsTest, ReloadingAFileThatBrokeShowsItsProblemsAndKeepsTheCatalogue) {
    ScratchFolder folder("easylink-ui-reload");
    const std::filesystem::path file = folder.path() / "catalogue.json";
    std::filesystem::copy_file(kData / "small.json", file);
    ASSERT_TRUE(shell.state().document().openCatalogue(file));
    frames(2);
    EXPECT_FALSE(isOnShow(CatalogueProblemsDialog::kTitle));

    // Someone saves half a file: F5 keeps the catalogue and says why.
    std::ofstream(file, std::ios::trunc) << "{ \"format\": ";
    press(GLFW_KEY_F5);
    frames(2);
    ASSERT_TRUE(isOnShow(CatalogueProblemsDialog::kTitle));
    const CatalogueProblemsDialog& dialog = shell.problemsDialog();
    EXPECT_NE(dialog.summary().find("Could not open"), std::string::npos) << dialog.summary();
    EXPECT_NE(dialog.summary().find("catalogue.json, stays"), std::string::npos)
        << dialog.summary();
    ASSERT_EQ(dialog.lines().size(), 1u);
    EXPECT_TRUE(dialog.lines()[0].error);
    EXPECT_EQ(shell.state().document().current()->catalogue.modules.size(), 4u);

    // Shortcuts wait while it is up; Escape closes it.
    const std::uint64_t revision = shell.state().notices().count(Change::Catalogue);
    press(GLFW_KEY_F5);
    EXPECT_EQ(shell.state().notices().count(Change::Catalogue), revision);
    press(GLFW_KEY_ESCAPE);
    frames(1);
    EXPECT_FALSE(isOnShow(CatalogueProblemsDialog::kTitle));
}

TEST_F(DialogsTest, GeneratingFromACatalogueWithErrorsListsThemAndKeepsTheLastLayout) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    frames(2);
    generate(3);
    const GenerationRun* before = shell.state().generation().run();

    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "broken.json"));
    frames(2);
    EXPECT_FALSE(isOnShow(CatalogueProblemsDialog::kTitle));  // opening from code asks nothing
    EXPECT_NE(shell.state().session().generateOnRequest(), "");
    frames(2);
    ASSERT_TRUE(isOnShow(CatalogueProblemsDialog::kTitle));
    const CatalogueProblemsDialog& dialog = shell.problemsDialog();
    EXPECT_NE(dialog.summary().find("broken.json has"), std::string::npos) << dialog.summary();
    ASSERT_FALSE(dialog.lines().empty());
    EXPECT_EQ(dialog.lines()[0].text.rfind("broken.json: ", 0), 0u) << dialog.lines()[0].text;
    EXPECT_EQ(shell.state().generation().run(), before);  // the last layout stays
}

TEST_F(DialogsTest, ValidateInTheGenerationPanelReportsAValidCatalogueToo) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    frames(2);
    auto& panel = *static_cast<GenerationPanel*>(shell.panels().find(GenerationPanel::kTitle));
    const auto validate = panel.controlCentre(GenerationPanel::Control::Validate);
    ASSERT_TRUE(validate.has_value());
    click(*validate);
    frames(2);
    ASSERT_TRUE(isOnShow(CatalogueProblemsDialog::kTitle));
    EXPECT_EQ(shell.problemsDialog().summary(), "small.json is valid: 4 modules.");
}

TEST_F(DialogsTest, ExportWritesTheLayoutFileExactlyAsTheCommandLineDoes) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    frames(2);
    generate(1);
    ScratchFolder folder("easylink-ui-export");

    // Ctrl+E opens the dialog on a path named after the seed; the field has
    // the focus with its text selected, so typing replaces it.
    press(GLFW_KEY_E, true);
    frames(1);
    ASSERT_TRUE(isOnShow(ExportLayoutDialog::kTitle));
    const std::filesystem::path target = folder.path() / "sub" / "seed1.json";
    type(target.c_str());
    press(GLFW_KEY_ENTER);
    frames(1);
    EXPECT_EQ(shell.exportDialog().message(), "Wrote " + target.string());
    EXPECT_EQ(readText(target), readText(kGolden / "easylink-seed-1.json"));

    // Again: the file exists, so the first Enter only asks.
    press(GLFW_KEY_ENTER);
    EXPECT_NE(shell.exportDialog().message().find("exists"), std::string::npos);
    frames(1);  // the field takes the focus back
    press(GLFW_KEY_ENTER);
    EXPECT_EQ(shell.exportDialog().message(), "Wrote " + target.string());
}

TEST_F(DialogsTest, ExportWithAnEmptyPathAsksForAFileName) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    frames(2);
    generate(1);
    press(GLFW_KEY_E, true);
    frames(1);
    ASSERT_TRUE(isOnShow(ExportLayoutDialog::kTitle));
    press(GLFW_KEY_BACKSPACE);  // the path is selected: this empties the field
    press(GLFW_KEY_ENTER);
    frames(1);
    EXPECT_EQ(shell.exportDialog().message(), "Type a file name to export to.");
    EXPECT_TRUE(isOnShow(ExportLayoutDialog::kTitle));
}

TEST_F(DialogsTest, BrowseExportsToTheFileChosenInTheDesktopsDialog) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    frames(2);
    generate(2);
    ScratchFolder folder("easylink-ui-browse");
    const FakeZenity zenity((folder.path() / "chosen").string(), 0);

    press(GLFW_KEY_E, true);
    frames(1);
    const auto browse = shell.exportDialog().browseButton().centre();
    ASSERT_TRUE(browse.has_value()) << "no Browse button with zenity on PATH";
    click(*browse);
    shell.exportDialog().browseButton().wait();
    frames(2);

    // Chosen without an extension, written with the format's.
    EXPECT_EQ(shell.exportDialog().message(), "Wrote " + (folder.path() / "chosen.json").string());
    EXPECT_EQ(readText(folder.path() / "chosen.json"), readText(kGolden / "easylink-seed-2.json"));
    const std::string arguments = readText(zenity.arguments());
    EXPECT_NE(arguments.find("--save\n"), std::string::npos) << arguments;
    EXPECT_NE(arguments.find("--confirm-overwrite\n"), std::string::npos) << arguments;
    EXPECT_NE(arguments.find("--filename="), std::string::npos) << arguments;
}

TEST_F(DialogsTest, BrowseInTheOpenDialogOpensTheChosenFileAndCancelChangesNothing) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "broken.json"));
    frames(2);
    {
        const FakeZenity cancelled("", 1);
        press(GLFW_KEY_O, true);
        frames(1);
        const auto browse = shell.openDialog().browseButton().centre();
        ASSERT_TRUE(browse.has_value());
        click(*browse);
        shell.openDialog().browseButton().wait();
        frames(2);
        EXPECT_TRUE(isOnShow(OpenCatalogueDialog::kTitle));
        EXPECT_EQ(shell.state().document().fileName(), "broken.json");
    }
    const FakeZenity chosen((kData / "small.json").string(), 0);
    click(*shell.openDialog().browseButton().centre());
    shell.openDialog().browseButton().wait();
    frames(2);
    EXPECT_FALSE(isOnShow(OpenCatalogueDialog::kTitle));
    EXPECT_EQ(shell.state().document().fileName(), "small.json");
}

TEST_F(DialogsTest, WithoutZenityBrowseShowsTheEditorsOwnFileBrowser) {
    const char* path = std::getenv("PATH");
    const std::string oldPath = path != nullptr ? path : "";
    setenv("PATH", "/nonexistent", 1);
    EXPECT_EQ(NativeFileChooser::findZenity(), std::nullopt);
    press(GLFW_KEY_O, true);
    frames(1);
    EXPECT_TRUE(isOnShow(OpenCatalogueDialog::kTitle));
    const BrowseButton& browse = shell.openDialog().browseButton();
    EXPECT_FALSE(browse.desktopDialog());
    ASSERT_TRUE(browse.centre().has_value());
    click(*browse.centre());
    frames(1);
    EXPECT_TRUE(isOnShow(FileBrowserDialog::kTitle));
    EXPECT_TRUE(isOnShow(OpenCatalogueDialog::kTitle));
    setenv("PATH", oldPath.c_str(), 1);
}

TEST(LayoutExport, FormatsAndPaths) {
    EXPECT_EQ(withFormatExtension("out/a.json", ExportFormat::Png), "out/a.png");
    EXPECT_EQ(withFormatExtension("out/a.png", ExportFormat::Ascii), "out/a.txt");
    EXPECT_EQ(withFormatExtension("out/a", ExportFormat::LayoutJson), "out/a.json");
    EXPECT_EQ(withFormatExtension("out/a.map", ExportFormat::Png), "out/a.map");  // as typed
    EXPECT_EQ(withFormatExtension("out/a.json", ExportFormat::GltfScene), "out/a.glb");
    EXPECT_EQ(withFormatExtension("out/a.glb", ExportFormat::Png), "out/a.png");
    GenerationRun run;
    run.seed = 42;
    EXPECT_EQ(defaultExportPath(run, ExportFormat::Png, "here"), "here/layout-seed-42.png");
}

TEST(LayoutExport, TheSceneIsWhatTheCommandLineWritesForTheRun) {
    GenerationSession session(GenerationSession::Mode::Inline);
    Catalogue catalogue = loadCatalogueFile(kAssets / "catalogues" / "default.json").catalogue;
    ASSERT_TRUE(session.start(catalogue));
    session.poll();
    const GenerationRun& run = *session.run();
    ASSERT_TRUE(run.result.layout.has_value());
    ScratchFolder folder("easylink-ui-export-scene");
    ASSERT_EQ(exportLayout(run, ExportFormat::GltfScene, folder.path() / "level.glb"),
              std::nullopt);
    const std::string glb = readText(folder.path() / "level.glb");
    ASSERT_GT(glb.size(), 1000u);
    EXPECT_EQ(glb.substr(0, 4), "glTF");
    EXPECT_NE(glb.find("\"name\":\"layout\""), std::string::npos);

    ASSERT_EQ(exportLayout(run, ExportFormat::GltfScene, folder.path() / "level.gltf"),
              std::nullopt);
    EXPECT_NE(readText(folder.path() / "level.gltf").find("\"uri\": \"level.bin\""),
              std::string::npos);
    EXPECT_TRUE(std::filesystem::exists(folder.path() / "level.bin"));
}

TEST(LayoutExport, RefusesWhatCannotBeWritten) {
    GenerationRun failed;
    failed.result.failure = "no attempt reached min_rooms";
    EXPECT_EQ(exportLayout(failed, ExportFormat::LayoutJson, "x.json"),
              "this run made no layout (no attempt reached min_rooms)");

    GenerationSession session(GenerationSession::Mode::Inline);
    Catalogue catalogue = loadCatalogueFile(kAssets / "catalogues" / "default.json").catalogue;
    ASSERT_TRUE(session.start(catalogue));
    session.poll();
    const GenerationRun& run = *session.run();
    ASSERT_TRUE(run.result.layout.has_value());
    EXPECT_EQ(exportLayout(run, ExportFormat::Png, ""), "type a file name to export to");

    ScratchFolder folder("easylink-ui-export-refused");
    const std::filesystem::path aFile = folder.path() / "file";
    std::ofstream(aFile) << "x";
    const auto blocked = exportLayout(run, ExportFormat::Ascii, aFile / "below" / "map.txt");
    ASSERT_TRUE(blocked.has_value());
    EXPECT_EQ(blocked->rfind("cannot create the folder ", 0), 0u) << *blocked;

    ASSERT_EQ(exportLayout(run, ExportFormat::Png, folder.path() / "map.png"), std::nullopt);
    EXPECT_EQ(readText(folder.path() / "map.png").rfind("\x89PNG", 0), 0u);
    ASSERT_EQ(exportLayout(run, ExportFormat::Ascii, folder.path() / "map.txt"), std::nullopt);
    EXPECT_FALSE(readText(folder.path() / "map.txt").empty());
}

}  // namespace
}  // namespace easylink::ui

// File > Open layout...: a saved layout shown as its file has it (not
// regenerated from its seed), with the title and the status saying so;
// bad files keep the dialog open with their reason and the run on show.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/json_format.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"
#include "files/layout_export.hpp"
#include "files/layout_open.hpp"
#include "menu_clicks.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

using testing::readText;
using testing::ScratchFolder;

class OpenLayoutTest : public testing::UiTest {
protected:
    void drawFrame() override { shell.drawFrame(); }

    void SetUp() override {
        ASSERT_TRUE(
            shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
        frames(2);
    }

    static bool isOnShow(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr && window->Active;
    }

    void clickFileMenuItem(const char* label) {
        ASSERT_TRUE(testing::clickFileMenuItem(imgui, draw, label));
    }

    /// Types `path` into the Open layout dialog and presses Enter.
    void openThroughTheMenu(const std::filesystem::path& path) {
        clickFileMenuItem("Open layout...");
        frames(1);
        ASSERT_TRUE(isOnShow(OpenLayoutDialog::kTitle));
        press(GLFW_KEY_A, true);  // the field's text selected, so typing replaces it
        type(path.c_str());
        press(GLFW_KEY_ENTER);
        frames(2);
    }

    /// Seed 3's layout file, saying seed 99: generating from its seed would
    /// show other rooms.
    std::filesystem::path layoutFile(const ScratchFolder& folder) {
        GenerationRequest request;
        request.seed = 3;
        request.catalogue = &shell.state().document().current()->catalogue;
        const GenerationOutcome outcome = findGenerator("easylink")->generate(request, nullptr);
        EXPECT_TRUE(outcome.ok());
        Json file = parseJsonText(layoutFileText(viewOf(outcome))).value;
        file["seed"] = 99;
        const std::filesystem::path path = folder.path() / "saved.json";
        std::ofstream(path) << formatJsonReadable(file);
        return path;
    }

    EditorShell shell;
};

TEST_F(OpenLayoutTest, TheMenuShowsTheLayoutAsSavedNotRegenerated) {
    ScratchFolder folder("easylink-ui-open-layout");
    const std::filesystem::path path = layoutFile(folder);
    const std::string saved = readText(path);
    openThroughTheMenu(path);
    EXPECT_FALSE(isOnShow(OpenLayoutDialog::kTitle)) << shell.openLayoutDialog().error();

    GenerationSession& session = shell.state().generation();
    const GenerationRun* run = session.run();
    ASSERT_NE(run, nullptr);
    EXPECT_EQ(run->file, path);
    EXPECT_EQ(session.settings().seed(), 99u);  // the file's settings
    EXPECT_EQ(session.cursor().step(), session.cursor().stepCount());
    // Phase 2 as the file has it: every room and corridor resolved at the end.
    ASSERT_NE(session.cursor().resolution(), nullptr);
    EXPECT_EQ(session.cursor().slotsResolvedAtStep(),
              static_cast<std::size_t>(run->result.layout->roomCount() +
                                       run->result.layout->corridorCount()));
    EXPECT_TRUE(session.cursor().resolvedAtStep({TileOwner::Kind::Room, 0}));
    EXPECT_NE(shell.windowTitle().find("saved.json (layout as saved)"), std::string::npos)
        << shell.windowTitle();
    EXPECT_EQ(runSummary(*run).rfind("saved.json as saved: ", 0), 0u) << runSummary(*run);
    // What the viewport shows at the step is the file's layout, and Export
    // writes the file back byte for byte.
    ASSERT_NE(session.cursor().layoutAtStep(), nullptr);
    EXPECT_EQ(serializeLayout(*session.cursor().layoutAtStep(), LayoutFileHeader{}),
              serializeLayout(*run->result.layout, LayoutFileHeader{}));
    ASSERT_EQ(exportLayout(*run, ExportFormat::LayoutJson, folder.path() / "again.json"),
              std::nullopt);
    EXPECT_EQ(readText(folder.path() / "again.json"), saved);

    // Frames go by without auto-regenerate replacing it.
    frames(5);
    EXPECT_EQ(session.run(), run);
    EXPECT_FALSE(session.running());

    // Generate makes the run of the file's settings anew: seed 99's own rooms.
    ASSERT_EQ(shell.state().session().generateOnRequest(), "");
    session.waitForRun();
    frames(1);
    ASSERT_NE(session.run(), run);
    EXPECT_TRUE(session.run()->file.empty());
    EXPECT_EQ(shell.windowTitle().find("layout as saved"), std::string::npos);
    ASSERT_EQ(exportLayout(*session.run(), ExportFormat::LayoutJson, folder.path() / "new.json"),
              std::nullopt);
    EXPECT_NE(readText(folder.path() / "new.json"), saved);
}

TEST_F(OpenLayoutTest, ABadFileKeepsTheDialogOpenWithItsReason) {
    ScratchFolder folder("easylink-ui-open-bad-layout");
    Json file = parseJsonText(readText(layoutFile(folder))).value;
    file["rooms"][4]["template"] = "no_such_room";
    const std::filesystem::path bad = folder.path() / "bad.json";
    std::ofstream(bad) << file.dump();
    // The run on show (auto-regenerate's first) stays through all of it.
    shell.state().generation().waitForRun();
    frames(1);
    const GenerationRun* before = shell.state().generation().run();
    ASSERT_NE(before, nullptr);
    openThroughTheMenu(bad);
    EXPECT_TRUE(isOnShow(OpenLayoutDialog::kTitle));
    EXPECT_EQ(shell.openLayoutDialog().error(),
              "bad.json: /rooms/4/template: no module named 'no_such_room' in the catalogue");
    EXPECT_EQ(shell.state().generation().run(), before);

    // Not JSON at all, and a catalogue rather than a layout.
    std::ofstream(folder.path() / "half.json") << "{ \"format\": ";
    EXPECT_NE(openLayoutFile(shell.state(), folder.path() / "half.json"), std::nullopt);
    const auto catalogue = openLayoutFile(shell.state(), kAssets / "catalogues" / "default.json");
    ASSERT_TRUE(catalogue.has_value());
    EXPECT_EQ(catalogue->rfind("default.json: /format: ", 0), 0u) << *catalogue;
    EXPECT_EQ(shell.state().generation().run(), before);
}

TEST_F(OpenLayoutTest, ATileMapNeedsNoCatalogue) {
    ScratchFolder folder("easylink-ui-open-tile-map");
    GenerationRequest request;
    request.seed = 5;
    const GenerationOutcome outcome = findGenerator("drunkard")->generate(request, nullptr);
    ASSERT_TRUE(outcome.ok());
    const std::filesystem::path path = folder.path() / "cave.json";
    RunFiles files;
    files.layout = path;
    ASSERT_EQ(writeRunFiles(viewOf(outcome), files, nullptr), std::nullopt);
    shell.state().document().newCatalogue();  // an empty document: a tile map does not care
    ASSERT_EQ(openLayoutFile(shell.state(), path), std::nullopt);
    GenerationSession& session = shell.state().generation();
    EXPECT_EQ(session.settings().generator(), "drunkard");
    ASSERT_NE(session.cursor().tilesAtStep(), nullptr);
    EXPECT_EQ(*session.cursor().tilesAtStep(), *outcome.tiles);
    ASSERT_EQ(exportLayout(*session.run(), ExportFormat::LayoutJson, folder.path() / "again.json"),
              std::nullopt);
    EXPECT_EQ(readText(folder.path() / "again.json"), readText(path));
}

TEST_F(OpenLayoutTest, ALayoutOfAnotherCatalogueSaysWhichAndWhereItIs) {
    ScratchFolder folder("easylink-ui-open-other-catalogue");
    // crypts: the default catalogue and crypt_12x12, kept among the recent files.
    Catalogue crypts = shell.state().document().current()->catalogue;
    crypts.name = "crypts";
    ModuleTemplate crypt = *crypts.find("hall_12x12");
    crypt.name = "crypt_12x12";
    crypt.weight = 40.0;
    crypts.modules.push_back(crypt);
    const std::filesystem::path catalogue = folder.path() / "crypts.json";
    ASSERT_EQ(saveCatalogueFile(catalogue, crypts), std::nullopt);
    shell.state().document().setRecentFiles({catalogue});
    GenerationRequest request;
    request.seed = 3;
    request.catalogue = &crypts;
    const GenerationOutcome outcome = findGenerator("easylink")->generate(request, nullptr);
    ASSERT_TRUE(outcome.ok());
    const std::filesystem::path path = folder.path() / "crypt-layout.json";
    std::ofstream(path) << layoutFileText(viewOf(outcome));

    const auto problem = openLayoutFile(shell.state(), path);
    ASSERT_TRUE(problem.has_value());
    EXPECT_NE(problem->find("no module named 'crypt_12x12'"), std::string::npos) << *problem;
    EXPECT_NE(problem->find("; crypt-layout.json was made with the catalogue 'crypts' (" +
                            catalogueIdentity(crypts).hash + "), which is " + catalogue.string() +
                            ": open it first"),
              std::string::npos)
        << *problem;
}

TEST_F(OpenLayoutTest, AnExportNamesTheDocumentsCatalogueWhateverTheSpotlight) {
    ScratchFolder folder("easylink-ui-export-spotlight");
    GenerationSession& session = shell.state().generation();
    session.waitForRun();
    frames(1);
    shell.state().session().setSpotlight("hall_12x12");
    ASSERT_EQ(shell.state().session().generateFromDocument(), "");
    session.waitForRun();
    frames(1);
    ASSERT_NE(session.run(), nullptr);
    ASSERT_TRUE(session.run()->result.ok());
    const std::filesystem::path path = folder.path() / "spotlit.json";
    ASSERT_EQ(exportLayout(*session.run(), ExportFormat::LayoutJson, path), std::nullopt);
    const Json file = parseJsonText(readText(path)).value;
    EXPECT_EQ(file["catalogue"]["hash"],
              catalogueIdentity(shell.state().document().current()->catalogue).hash);
    EXPECT_EQ(file["catalogue"]["name"], "default");
}

}  // namespace
}  // namespace easylink::ui

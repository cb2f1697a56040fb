// Parameters are work and are kept like work: File > Save parameters writes
// every parameter (regions and targets included) as the --params file, File
// > Open parameters takes one back (or a layout file's "params") as one
// undoable edit, the files used lately are listed under Open recent
// parameters and remembered, and opening a layout takes its run's
// parameters as one undoable edit too.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "easylink/io/json_format.hpp"
#include "easylink/output/params_file.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"
#include "headless_imgui.hpp"
#include "menu_clicks.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

using testing::readText;
using testing::ScratchFolder;

class ParamsFilesTest : public ::testing::Test {
protected:
    void SetUp() override {
        shell.state().generation().settings().setAutoRegenerate(false);
        ASSERT_TRUE(
            shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
        drawFrames(2);
    }

    void drawFrames(int count) { imgui.frames(count, draw); }
    void press(int key, bool ctrl = false) { imgui.pressKey(key, ctrl, draw); }
    void undo() { press(GLFW_KEY_Z, true); }

    static bool isOnShow(const char* title) {
        const ImGuiWindow* window = ImGui::FindWindowByName(title);
        return window != nullptr && window->Active;
    }

    void clickFileMenuItem(const char* label) {
        ASSERT_TRUE(testing::clickFileMenuItem(imgui, draw, label));
    }

    /// File > Open recent parameters > `name`.
    void clickRecentParams(const std::string& name) {
        ImGuiWindow* menu = testing::openFileMenu(imgui, draw);
        ASSERT_NE(menu, nullptr);
        ASSERT_TRUE(testing::findMenuItem(imgui, draw, *menu, menu->GetID("Open recent parameters"))
                        .has_value());
        drawFrames(2);  // the submenu opens under the mouse
        ImGuiWindow* recent = ImGui::FindWindowByName("##Menu_01");
        ASSERT_TRUE(recent != nullptr && recent->Active) << "the recent list did not open";
        // Into the submenu sideways, so the File menu keeps it open.
        imgui.hover({recent->Pos.x + 8.0f, recent->Pos.y + 8.0f}, draw);
        const auto at = testing::findMenuItem(imgui, draw, *recent, recent->GetID(name.c_str()));
        ASSERT_TRUE(at.has_value()) << "no recent parameters file " << name;
        imgui.click(*at, draw);
    }

    /// Types `path` into the dialog just opened and presses Enter.
    void enterPath(const std::filesystem::path& path) {
        drawFrames(1);
        press(GLFW_KEY_A, true);  // the field's text selected, so typing replaces it
        imgui.type(path.c_str(), draw);
        press(GLFW_KEY_ENTER);
        drawFrames(2);
    }

    /// The parameters on show with a room density, a region and a target of
    /// their own, each set as a designer does: one undoable edit apiece.
    void makeParamsOfOurOwn() {
        EditorState& state = shell.state();
        ASSERT_EQ(state.document().editParam("room_density", "0.4"), std::nullopt);
        EasylinkParams params = state.generation().settings().params();
        Region west;
        west.name = "west wing";
        west.rect = {0, 0, 40, 80};
        west.density = 0.5;
        params.regions.push_back(west);
        ASSERT_TRUE(state.document().editParams(params, "add the region west wing"));
        ASSERT_EQ(state.document().editParam("min_loops", "2"), std::nullopt);
    }

    /// Seed 3's layout file with the default parameters.
    std::filesystem::path layoutFile(const ScratchFolder& folder) {
        GenerationRequest request;
        request.seed = 3;
        request.catalogue = &shell.state().document().current()->catalogue;
        const GenerationOutcome outcome = findGenerator("easylink")->generate(request, nullptr);
        EXPECT_TRUE(outcome.ok());
        const std::filesystem::path path = folder.path() / "saved.json";
        std::ofstream(path) << layoutFileText(viewOf(outcome));
        return path;
    }

    const EasylinkParams& params() const { return shell.state().generation().settings().params(); }

    testing::HeadlessImGui imgui;
    EditorShell shell;
    std::function<void()> draw = [this] { shell.drawFrame(); };
};

TEST_F(ParamsFilesTest, OpeningALayoutTakesItsParametersAsOneUndoableEdit) {
    ScratchFolder folder("easylink-ui-layout-params");
    makeParamsOfOurOwn();
    const std::filesystem::path path = layoutFile(folder);
    clickFileMenuItem("Open layout...");
    enterPath(path);
    ASSERT_FALSE(isOnShow(OpenLayoutDialog::kTitle)) << shell.openLayoutDialog().error();
    ASSERT_NE(shell.state().generation().run(), nullptr);
    EXPECT_EQ(shell.state().generation().run()->file, path);

    // The run's parameters are on show: none of ours.
    EXPECT_TRUE(params().regions.empty());
    EXPECT_EQ(params().roomDensity, 0.3);
    EXPECT_EQ(params().minLoops, std::nullopt);
    EXPECT_EQ(shell.state().document().history().undoLabel(), "open the parameters of saved.json");

    // One undo gives ours back whole; the next undoes our last edit.
    undo();
    ASSERT_EQ(params().regions.size(), 1u);
    EXPECT_EQ(params().regions[0].name, "west wing");
    EXPECT_EQ(params().roomDensity, 0.4);
    EXPECT_EQ(params().minLoops, 2);
    undo();
    EXPECT_EQ(params().regions.size(), 1u);
    EXPECT_EQ(params().minLoops, std::nullopt);
}

TEST_F(ParamsFilesTest, SavedParametersOpenAgainAsOneUndoableEdit) {
    ScratchFolder folder("easylink-ui-save-params");
    makeParamsOfOurOwn();
    const EasylinkParams ours = params();
    const std::filesystem::path file = folder.path() / "west.json";
    clickFileMenuItem("Save parameters...");
    ASSERT_TRUE(isOnShow(SaveParamsDialog::kTitle));
    enterPath(file);
    ASSERT_FALSE(isOnShow(SaveParamsDialog::kTitle)) << shell.saveParamsDialog().message();
    // The file is the --params format, every parameter in it.
    EXPECT_EQ(readText(file), paramsFileText(ours));
    std::vector<Problem> problems;
    EXPECT_EQ(paramsToJson(paramsFromFile(readParamsFile(file), {}, problems)), paramsToJson(ours));
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(shell.state().document().paramsFile(), file);

    // Back to the defaults, then the file opened: ours again, in one edit.
    ASSERT_TRUE(shell.state().document().editParams(EasylinkParams{}, "clear the regions"));
    clickFileMenuItem("Open parameters...");
    ASSERT_TRUE(isOnShow(OpenParamsDialog::kTitle));
    enterPath(file);
    ASSERT_FALSE(isOnShow(OpenParamsDialog::kTitle)) << shell.openParamsDialog().error();
    EXPECT_EQ(paramsToJson(params()), paramsToJson(ours));
    EXPECT_EQ(shell.state().document().history().undoLabel(), "open the parameters of west.json");
    undo();
    EXPECT_EQ(paramsToJson(params()), paramsToJson(EasylinkParams{}));
}

TEST_F(ParamsFilesTest, ALayoutFilesParametersOpenLikeAParametersFile) {
    ScratchFolder folder("easylink-ui-layout-as-params");
    makeParamsOfOurOwn();
    const std::filesystem::path layout = layoutFile(folder);  // the default parameters
    clickFileMenuItem("Open parameters...");
    enterPath(layout);
    ASSERT_FALSE(isOnShow(OpenParamsDialog::kTitle)) << shell.openParamsDialog().error();
    EXPECT_EQ(paramsToJson(params()), paramsToJson(EasylinkParams{}));
    undo();
    EXPECT_EQ(params().regions.size(), 1u);
}

TEST_F(ParamsFilesTest, OtherFilesAreRefusedSayingWhatTheyAre) {
    ScratchFolder folder("easylink-ui-params-refused");
    makeParamsOfOurOwn();
    const std::string before = paramsToJson(params()).dump();
    clickFileMenuItem("Open parameters...");
    enterPath(kAssets / "catalogues" / "default.json");
    EXPECT_TRUE(isOnShow(OpenParamsDialog::kTitle));
    EXPECT_EQ(shell.openParamsDialog().error().rfind(
                  "default.json: a catalogue, not a parameters file", 0),
              0u)
        << shell.openParamsDialog().error();
    // A parameter out of range is located in the file.
    std::ofstream(folder.path() / "dense.json") << R"({"width": 96, "room_density": 5})";
    press(GLFW_KEY_A, true);
    imgui.type((folder.path() / "dense.json").c_str(), draw);
    press(GLFW_KEY_ENTER);
    drawFrames(1);
    EXPECT_TRUE(isOnShow(OpenParamsDialog::kTitle));
    EXPECT_EQ(shell.openParamsDialog().error().rfind("dense.json: /room_density: ", 0), 0u)
        << shell.openParamsDialog().error();
    press(GLFW_KEY_ESCAPE);
    drawFrames(1);
    EXPECT_EQ(paramsToJson(params()).dump(), before);

    // Saving over the catalogue on show is refused, and writes nothing.
    const std::filesystem::path catalogue = folder.path() / "rooms.json";
    std::filesystem::copy_file(kAssets / "catalogues" / "default.json", catalogue);
    ASSERT_TRUE(shell.state().document().openCatalogue(catalogue));
    drawFrames(1);
    const std::string catalogueText = readText(catalogue);
    clickFileMenuItem("Save parameters...");
    enterPath(catalogue);
    EXPECT_TRUE(isOnShow(SaveParamsDialog::kTitle));
    EXPECT_NE(shell.saveParamsDialog().message().find("the open catalogue"), std::string::npos)
        << shell.saveParamsDialog().message();
    EXPECT_EQ(readText(catalogue), catalogueText);
}

TEST_F(ParamsFilesTest, RecentParametersFilesAreListedAndRemembered) {
    ScratchFolder folder("easylink-ui-recent-params");
    const std::filesystem::path dense = folder.path() / "dense.json";
    const std::filesystem::path sparse = folder.path() / "sparse.json";
    std::ofstream(dense) << R"({"room_density": 0.5})";
    std::ofstream(sparse) << R"({"room_density": 0.2})";
    ASSERT_EQ(shell.state().document().openParams(dense), std::nullopt);
    ASSERT_EQ(shell.state().document().openParams(sparse), std::nullopt);
    EXPECT_EQ(shell.state().document().recentParamsFiles(),
              (std::vector<std::filesystem::path>{sparse, dense}));
    EXPECT_EQ(params().roomDensity, 0.2);

    // File > Open recent parameters > dense.json.
    clickRecentParams("dense.json");
    EXPECT_EQ(params().roomDensity, 0.5);
    EXPECT_EQ(shell.state().document().recentParamsFiles().front(), dense);

    // Kept for the next session with the preferences.
    Preferences kept;
    shell.storePreferences(kept);
    ASSERT_EQ(savePreferences(folder.path() / "preferences.json", kept), std::nullopt);
    EditorShell next;
    next.applyPreferences(loadPreferences(folder.path() / "preferences.json"));
    EXPECT_EQ(next.state().document().recentParamsFiles(),
              (std::vector<std::filesystem::path>{dense, sparse}));
}

}  // namespace
}  // namespace easylink::ui

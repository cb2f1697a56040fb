// The control map, the real window's test hook (shell/control_map.hpp):
// driven through the whole shell headlessly, it lists the windows on show,
// the controls the panels and the main menu drew where they drew them, the
// tabs and the facts a walkthrough checks; it is written again only when
// the frame showed something new, and nothing listens without the
// variable. Every Control enum has a name for each of its values.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>

#include "easylink/io/json_document.hpp"
#include "headless_imgui.hpp"
#include "module_editor/drawn_items.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/generation_panel.hpp"
#include "panels/history_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/play_test_panel.hpp"
#include "panels/regions_panel.hpp"
#include "panels/report/report_compare_view.hpp"
#include "panels/report/report_tiles_view.hpp"
#include "panels/report_panel.hpp"
#include "panels/resolution_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "shell/control_map.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

/// True when `names` has one name for each value up to `last`.
template <typename Enum, std::size_t N>
constexpr bool namesEvery(const std::string_view (&)[N], Enum last) {
    return N == static_cast<std::size_t>(last) + 1;
}

static_assert(namesEvery(CataloguePanel::kControlNames, CataloguePanel::Control::Settings));
static_assert(namesEvery(CatalogueSettingsDialog::kControlNames,
                         CatalogueSettingsDialog::Control::Apply));
static_assert(namesEvery(GenerationPanel::kControlNames, GenerationPanel::Control::PlayTest));
static_assert(namesEvery(HistoryPanel::kControlNames, HistoryPanel::Control::Redo));
static_assert(namesEvery(LogPanel::kControlNames, LogPanel::Control::RejectedOnly));
static_assert(namesEvery(PlayTestPanel::kControlNames, PlayTestPanel::Control::Map));
static_assert(namesEvery(RegionsPanel::kControlNames, RegionsPanel::Control::HasModules));
static_assert(namesEvery(ReportPanel::kControlNames, ReportPanel::Control::TabCompare));
static_assert(namesEvery(ResolutionPanel::kControlNames, ResolutionPanel::Control::GoToStep));
static_assert(namesEvery(TimelinePanel::kControlNames, TimelinePanel::Control::NextBookmark));
static_assert(namesEvery(ViewportPanel::kControlNames, ViewportPanel::Control::Fit));
static_assert(namesEvery(ReportCompareView::kControlNames, ReportCompareView::Control::ResetB));
static_assert(namesEvery(ReportTilesView::kControlNames, ReportTilesView::Control::Export));
static_assert(namesEvery(module_editor::kControlNames, module_editor::Control::ClearRules));

const Json* findControl(const Json& map, std::string_view panel, std::string_view name) {
    for (const Json& control : map["controls"]) {
        if (control["panel"] == panel && control["name"] == name) {
            return &control;
        }
    }
    return nullptr;
}

/// The centre of a control's "rect" ([x, y, width, height]).
ImVec2 centreOf(const Json& rect) {
    return {rect[0].get<float>() + rect[2].get<float>() / 2.0f,
            rect[1].get<float>() + rect[3].get<float>() / 2.0f};
}

/// An editor on small.json, its frames drawn headlessly, and a control map
/// in a scratch folder.
class ControlMapTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    }

    /// Writes the map of the last frame and reads it back.
    Json written() {
        EXPECT_EQ(map.writeFrame(shell), std::nullopt);
        return readJsonFile(folder.path() / "map.json").value;
    }

    testing::ScratchFolder folder{"easylink-control-map"};
    testing::HeadlessImGui imgui;
    EditorShell shell;
    ControlMap map{folder.path() / "map.json"};
    const std::function<void()> draw = [this] { shell.drawFrame(); };
};

TEST_F(ControlMapTest, ListsWindowsControlsMenuTabsAndFacts) {
    imgui.frames(2, draw);
    const Json written = this->written();
    ASSERT_TRUE(written.is_object());
    bool generationWindow = false;
    for (const Json& window : written["windows"]) {
        generationWindow = generationWindow || window["name"] == GenerationPanel::kTitle;
    }
    EXPECT_TRUE(generationWindow);

    const auto& generation =
        *static_cast<GenerationPanel*>(shell.panels().find(GenerationPanel::kTitle));
    const Json* generate = findControl(written, "Generation", "Generate");
    ASSERT_NE(generate, nullptr);
    const ImVec2 drawn = centreOf((*generate)["rect"]);
    const ImVec2 centre = *generation.controlCentre(GenerationPanel::Control::Generate);
    EXPECT_FLOAT_EQ(drawn.x, centre.x);
    EXPECT_FLOAT_EQ(drawn.y, centre.y);
    EXPECT_EQ((*generate)["window"], GenerationPanel::kTitle);
    EXPECT_NE(findControl(written, "Generation/Params", "room_density.value"), nullptr);
    EXPECT_NE(findControl(written, "Menu", "File"), nullptr) << "the main menu's menus";
    EXPECT_FALSE(written["tabs"].empty());

    const Json& facts = written["facts"];
    EXPECT_EQ(facts["fileName"], "small.json");
    EXPECT_EQ(facts["modules"], shell.state().document().current()->catalogue.modules.size());
    EXPECT_EQ(facts["modified"], false);
    EXPECT_EQ(facts["generator"], "easylink");
    EXPECT_TRUE(facts["modal"].is_null());
    EXPECT_TRUE(facts["params"].contains("room_density"));
    EXPECT_EQ(facts["typing"], false);
    EXPECT_EQ(facts["mouse"].size(), 2u) << "where the frame saw the mouse";

    // A click in a parameter's field gives it the keys, which the map says.
    const ImVec2 field = *generation.paramCentre("room_density", GenerationPanel::ParamPart::Value);
    imgui.click({field.x - 40.0f, field.y}, draw);
    EXPECT_EQ(this->written()["facts"]["typing"], true);
}

TEST_F(ControlMapTest, MenuItemsAreHeardWhileTheirMenuIsOpen) {
    imgui.frames(2, draw);
    const Json bar = written();
    const Json* file = findControl(bar, "Menu", "File");
    ASSERT_NE(file, nullptr);
    imgui.click(centreOf((*file)["rect"]), draw);
    imgui.frames(1, draw);
    const Json open = written();
    const Json* item = findControl(open, "Menu", "Save parameters...");
    ASSERT_NE(item, nullptr) << "File is open: its items are on the map";
    EXPECT_EQ((*item)["window"].get<std::string>().rfind("##Menu_", 0), 0u);
}

TEST_F(ControlMapTest, AFrameThatShowsNothingNewIsNotWrittenAgain) {
    shell.state().generation().settings().setAutoRegenerate(false);
    shell.state().generation().waitForRun();
    // The panels' layout settles over some frames (a scroll bar comes with
    // the run, the tables fit their columns); the window writes the map
    // after each.
    for (int frame = 0; frame < 20; ++frame) {
        imgui.frame(draw);
        ASSERT_EQ(map.writeFrame(shell), std::nullopt);
    }
    std::filesystem::remove(folder.path() / "map.json");
    imgui.frames(1, draw);
    ASSERT_EQ(map.writeFrame(shell), std::nullopt);
    EXPECT_FALSE(std::filesystem::exists(folder.path() / "map.json"));

    shell.state().generation().settings().setSeed(99);
    imgui.frames(1, draw);
    ASSERT_EQ(map.writeFrame(shell), std::nullopt);
    EXPECT_TRUE(std::filesystem::exists(folder.path() / "map.json"));
}

TEST(ControlMap, NothingListensWithoutTheVariable) {
    {
        testing::ScopedEnvironment unset(ControlMap::kVariable, "");
        EXPECT_EQ(ControlMap::fromEnvironment(), nullptr);
        EXPECT_EQ(ControlListener::current(), nullptr);
    }
    testing::ScratchFolder folder("easylink-control-map-env");
    testing::ScopedEnvironment set(ControlMap::kVariable, (folder.path() / "map.json").string());
    {
        const std::unique_ptr<ControlMap> map = ControlMap::fromEnvironment();
        ASSERT_NE(map, nullptr);
        EXPECT_EQ(ControlListener::current(), map.get());
    }
    EXPECT_EQ(ControlListener::current(), nullptr) << "a map stops listening when it goes";
}

}  // namespace
}  // namespace easylink::ui

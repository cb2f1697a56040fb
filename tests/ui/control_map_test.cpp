// The control map, the real window's test hook (shell/control_map.hpp):
// driven through the whole shell headlessly, it lists the windows on show,
// the controls the panels and the main menu drew where they drew them, the
// tabs, the list panels' rows, what the panels cut off and the facts a
// walkthrough checks; the run status's and the Problems panel's lines say
// their severity, the compare view names its keys, what differs and its
// rows, the viewport its rejection marks; it is written again only when the
// frame showed something new, and nothing listens without the variable.
// Every Control enum has a name for each of its values.

#include <gtest/gtest.h>

#include <algorithm>
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
#include "session/generation_session.hpp"
#include "shell/control_map.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

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
static_assert(namesEvery(ViewportPanel::kControlNames, ViewportPanel::Control::PlayerPath));
static_assert(namesEvery(ReportCompareView::kControlNames, ReportCompareView::Control::ResetB));
static_assert(namesEvery(ReportTilesView::kControlNames, ReportTilesView::Control::Export));
static_assert(namesEvery(module_editor::kControlNames, module_editor::Control::LockedBy));

const Json* findControl(const Json& map, std::string_view panel, std::string_view name) {
    for (const Json& control : map["controls"]) {
        if (control["panel"] == panel && control["name"] == name) {
            return &control;
        }
    }
    return nullptr;
}

/// The names of the controls `panel` drew, in drawing order.
std::vector<std::string> namesIn(const Json& map, std::string_view panel) {
    std::vector<std::string> names;
    for (const Json& control : map["controls"]) {
        if (control["panel"] == panel) {
            names.push_back(control["name"].get<std::string>());
        }
    }
    return names;
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

    /// Draws `count` frames, the map hearing only the last one's controls
    /// (the window writes it after each frame, which forgets them).
    void frames(int count) {
        for (int frame = 0; frame < count; ++frame) {
            ASSERT_EQ(map.writeFrame(shell), std::nullopt);
            imgui.frame(draw);
        }
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
    EXPECT_TRUE(facts["frameTime"].is_null()) << "the overlay is off";
    EXPECT_TRUE(written["clipped"].is_array());

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

TEST_F(ControlMapTest, TheStatusLinesSayTheirSeverityAndTheStepItsEvent) {
    shell.state().generation().settings().setAutoRegenerate(false);
    ASSERT_TRUE(shell.state().session().generateFromDocument().empty());
    shell.state().generation().waitForRun();
    frames(2);
    Json written = this->written();
    const std::vector<std::string> status = namesIn(written, "Generation/Status");
    ASSERT_GE(status.size(), 2u);
    EXPECT_EQ(status[0].rfind("ok: ", 0), 0u) << status[0];
    EXPECT_EQ(status.back().rfind("note: seed ", 0), 0u) << status.back();

    // The Log's rows are listed, and the step on show names its event.
    const Timeline& timeline = *shell.state().generation().cursor().timeline();
    ASSERT_GE(timeline.size(), 3u);
    shell.state().generation().cursor().setStep(2);
    shell.panels().show(*shell.panels().find(LogPanel::kTitle));
    frames(3);
    written = this->written();
    EXPECT_EQ(written["facts"]["step"], 2);
    EXPECT_EQ(written["facts"]["event"], timeline.event(1).text);
    int logRows = 0;
    for (const Json& row : written["rows"]) {
        logRows += row["panel"] == LogPanel::kTitle ? 1 : 0;
    }
    EXPECT_GT(logRows, 0);
}

TEST_F(ControlMapTest, ARegionThatFallsShortIsAWarningInTheStatusAndTheProblemsLines) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    GenerationSession& session = shell.state().generation();
    session.settings().setAutoRegenerate(false);
    std::vector<Problem> problems;
    session.settings().setParams(
        paramsFromJson(readJsonFile(kData / "regions_params.json").value, {}, problems));
    ASSERT_TRUE(problems.empty());
    session.settings().setSeed(1);
    ASSERT_TRUE(shell.state().session().generateFromDocument().empty());
    session.waitForRun();
    shell.panels().show(*shell.panels().find("Problems"));
    frames(3);
    const Json written = this->written();
    const std::vector<std::string> status = namesIn(written, "Generation/Status");
    ASSERT_GE(status.size(), 2u);
    EXPECT_EQ(status[0].rfind("warning: ", 0), 0u) << status[0];
    EXPECT_EQ(status[1].rfind("warning: Short: region 0 (west wing) asked density 0.60", 0), 0u)
        << status[1];
    const std::vector<std::string> lines = namesIn(written, "Problems/Lines");
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].rfind("warning: ", 0), 0u) << lines[0];
    EXPECT_NE(lines[0].find("region 0 (west wing) asked density 0.60"), std::string::npos);
}

TEST_F(ControlMapTest, TheCompareViewNamesWhatDiffersItsRowsAndEachSidesMapSize) {
    auto& report = *static_cast<ReportPanel*>(shell.panels().find(ReportPanel::kTitle));
    report.setSeedRange(1, 3);
    report.setJobs(2);
    shell.panels().show(report);
    frames(2);
    report.batch().waitUntilFinished();
    frames(2);
    imgui.click(*report.controlCentre(ReportPanel::Control::TabCompare), draw);
    ASSERT_EQ(report.compareView().setKeyOfB(shell.state(), "max_loops", "0"), "");
    frames(2);
    const std::vector<std::string> differences = namesIn(written(), "Report/Compare/Differences");
    ASSERT_EQ(differences.size(), 1u);
    EXPECT_EQ(differences[0].rfind("max_loops: ", 0), 0u) << differences[0];
    EXPECT_EQ(differences[0].substr(differences[0].size() - 5), " -> 0") << differences[0];
    EXPECT_EQ(differences, report.compareView().shown().differences);

    ASSERT_EQ(report.compareView().run(shell.state(), 1, 3, 2), "");
    report.compareView().waitUntilFinished();
    frames(3);
    const Json written = this->written();
    const Json& compare = written["facts"]["compare"];
    EXPECT_EQ(compare["comparison"], true);
    EXPECT_EQ(compare["running"], false);
    EXPECT_EQ(compare["ranWith"], Json::array({"max_loops"}));
    const EasylinkParams& a = shell.state().generation().settings().params();
    EXPECT_EQ(compare["sizeA"], Json::array({a.width, a.height}));
    EXPECT_EQ(compare["sizeB"], compare["sizeA"]) << "B starts as a copy of A";
    const std::vector<std::string> rows = namesIn(written, "Report/Compare/Rows");
    EXPECT_NE(std::find(rows.begin(), rows.end(), "figures/rooms"), rows.end());
}

TEST_F(ControlMapTest, TheMapsRejectionMarksAreNamedOverTheRoomsTheyOutline) {
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    GenerationSession& session = shell.state().generation();
    session.settings().setAutoRegenerate(false);
    std::optional<std::size_t> loop;
    for (std::uint64_t seed = 1; seed <= 12 && !loop; ++seed) {
        session.settings().setSeed(seed);
        ASSERT_TRUE(shell.state().session().generateFromDocument().empty());
        session.waitForRun();
        frames(2);
        const Timeline& timeline = *session.cursor().timeline();
        for (std::size_t i = 0; i < timeline.size() && !loop; ++i) {
            if (timeline.event(i).kind == EventKind::CandidateRejected &&
                timeline.event(i).text.find("would close a loop of 2 rooms") != std::string::npos) {
                loop = i;
            }
        }
    }
    ASSERT_TRUE(loop.has_value()) << "no loop of 2 rooms refused in seeds 1 to 12";
    session.cursor().setStep(*loop + 1);
    frames(2);
    const Json written = this->written();
    EXPECT_NE(written["facts"]["event"].get<std::string>().find("would close a loop of 2 rooms"),
              std::string::npos);
    int rooms = 0;
    auto& viewport = *static_cast<ViewportPanel*>(shell.panels().find(ViewportPanel::kTitle));
    for (const Json& control : written["controls"]) {
        if (control["panel"] == "Viewport/Marks" &&
            control["name"].get<std::string>().rfind("room ", 0) == 0) {
            ++rooms;
            // Over the room's tiles, inside the map's box.
            const ScreenBox& box = viewport.view().drawnBox();
            const ImVec2 centre = centreOf(control["rect"]);
            EXPECT_GE(centre.x, box.min.x);
            EXPECT_LE(centre.x, box.max.x);
        }
    }
    EXPECT_EQ(rooms, 2);
}

TEST_F(ControlMapTest, TheFrameTimeOverlaysFiguresAreFactsWhileItIsOn) {
    shell.state().session().setShowFrameTime(true);
    shell.recordFrame(12.5, 20.0, false);
    frames(2);
    const Json frameTime = written()["facts"]["frameTime"];
    ASSERT_TRUE(frameTime.is_object());
    EXPECT_DOUBLE_EQ(frameTime["workMs"].get<double>(), 12.5);
    EXPECT_EQ(frameTime["line"], "12.50 ms a frame | 50 fps");
}

TEST(ControlMapClipped, TextCutOffByAWindowTooSmallIsListedByPanel) {
    testing::HeadlessImGui imgui({360.0f, 240.0f});
    EditorShell shell;
    testing::ScratchFolder folder("easylink-control-map-clipped");
    ControlMap map(folder.path() / "map.json");
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "small.json"));
    imgui.frames(3, [&] { shell.drawFrame(); });
    ASSERT_EQ(map.writeFrame(shell), std::nullopt);
    const Json written = readJsonFile(folder.path() / "map.json").value;
    ASSERT_FALSE(written["clipped"].empty()) << "a window of 360x240 cuts something";
    for (const Json& clipped : written["clipped"]) {
        EXPECT_NE(shell.panels().find(clipped["panel"].get<std::string>()), nullptr);
        EXPECT_FALSE(clipped["text"].get<std::string>().empty());
    }
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

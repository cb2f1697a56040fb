// Every panel, in every workspace preset (Generate, Author, Report), at the
// default window size of 1280 x 800 and at 1600 x 1000, with the editor's
// own font and style and with the panels full of what makes them widest: the
// module with the longest name selected and in the spotlight, the room with
// the most ports selected, a comparison of two batches in the Report panel.
// Nothing runs past its window's right edge or is cut by a table column or a
// widget's frame (see clip_probe.hpp for how that is seen); the catalogue's
// names, the Inspector's connections, the spotlight button and the compare
// table's intervals are on show whole; every tab of an area shows its whole
// title; the Log shows at least six rows of events where a workspace puts it
// at the bottom; and the generation status keeps its height while a run goes
// on.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"
#include "editor_look.hpp"
#include "headless_imgui.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/generation_panel.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/report_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/clip_probe.hpp"
#include "shell/editor_shell.hpp"
#include "test_files.hpp"
#include "widgets/theme.hpp"
#include "workspace/workspace_presets.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

/// The window sizes the editor must fit: its default, and a common laptop's.
const ImVec2 kWindowSizes[] = {{1280.0f, 800.0f}, {1600.0f, 1000.0f}};

std::string sizeName(ImVec2 size) {
    return std::to_string(static_cast<int>(size.x)) + "x" +
           std::to_string(static_cast<int>(size.y));
}

/// The text runs of `window` and of its child windows.
void collectText(const ImGuiWindow& window, std::vector<DrawnText>& runs) {
    for (const DrawnText& run : drawnText(window)) {
        runs.push_back(run);
    }
    for (const ImGuiWindow* child : window.DC.ChildWindows) {
        if (child->Active) {
            collectText(*child, runs);
        }
    }
}

/// What `window` and its children cut, one line each (clip_probe.hpp).
void expectNothingCut(const ImGuiWindow& window, const std::string& where,
                      const std::vector<std::string>& fieldTexts = {}) {
    for (const std::string& clipped : clippedOnTheRight(window, fieldTexts)) {
        ADD_FAILURE() << where << ": " << clipped;
    }
}

class WorkspaceFitTest : public ::testing::TestWithParam<ImVec2> {
protected:
    void SetUp() override {
        testing::useEditorLook();

        // A small batch, so that the Report panel's own first batch and the
        // comparison take a moment only.
        report().setSeedRange(1, 5);
        report().setJobs(2);

        ASSERT_TRUE(state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
        // Opening asks for a run, which the first frames start: wait for it.
        frames(2);
        session().waitForRun();
        state().session().updateGeneration(0.0);
        frames(2);
        ASSERT_NE(session().cursor().timeline(), nullptr);
    }

    EditorState& state() { return shell.state(); }
    GenerationSession& session() { return state().generation(); }
    template <typename PanelType>
    PanelType& panel() {
        return *static_cast<PanelType*>(shell.panels().find(PanelType::kTitle));
    }
    ReportPanel& report() { return panel<ReportPanel>(); }

    void frames(int count) { imgui.frames(count, draw); }

    /// The module with the longest name selected and in the spotlight, the
    /// run made again with it, and the room of the finished layout with the
    /// most ports selected.
    void fillThePanels() {
        const std::vector<ModuleTemplate>& modules =
            state().document().current()->catalogue.modules;
        const auto longest = std::max_element(
            modules.begin(), modules.end(),
            [](const auto& a, const auto& b) { return a.name.size() < b.name.size(); });
        longestName = longest->name;
        state().selection().selectModule(static_cast<std::size_t>(longest - modules.begin()));
        state().session().setSpotlight(longestName);
        state().session().generateFromDocument();
        session().waitForRun();
        state().session().updateGeneration(0.0);
        session().cursor().setStep(session().cursor().stepCount());
        const Layout& layout = *session().cursor().layoutAtStep();
        RoomId busiest = layout.roomIds().front();
        for (const RoomId id : layout.roomIds()) {
            if (layout.room(id)->ports.size() > layout.room(busiest)->ports.size()) {
                busiest = id;
            }
        }
        state().selection().selectObject(TileOwner{TileOwner::Kind::Room, busiest});
        for (const PlacedPort& port : layout.room(busiest)->ports) {
            if (connectionTarget(port.link)) {
                connections.push_back(describeConnection(port.link));
            }
        }
        frames(2);
    }

    /// The Report panel's batch run, and a comparison with a parameter file
    /// that changes two figures, on show in its Compare tab.
    void compareInTheReportPanel() {
        shell.panels().show(report());
        frames(2);
        ASSERT_TRUE(report().batch().started());
        report().batch().waitUntilFinished();
        frames(2);
        const auto tab = report().controlCentre(ReportPanel::Control::TabCompare);
        ASSERT_TRUE(tab.has_value());
        imgui.click(*tab, draw);
        const std::filesystem::path file = scratch.path() / "denser.json";
        comparedFile = file.string();
        std::ofstream(file) << R"({"room_density": 0.45, "max_loops": 0})";
        report().compareView().setPath(file.string());
        ASSERT_EQ(report().compareView().run(state(), 1, 5, 2), "");
        report().compareView().waitUntilFinished();
        frames(3);
        ASSERT_TRUE(report().compareView().shown().comparison);
    }

    /// Every text run on show in `panel`'s window and its children.
    std::vector<DrawnText> textOf(const Panel& panel) {
        std::vector<DrawnText> runs;
        if (const ImGuiWindow* window = ImGui::FindWindowByName(panel.title().c_str())) {
            collectText(*window, runs);
        }
        return runs;
    }

    /// `text` is drawn whole in `panel`, as a run of its own or ending one.
    void expectWhole(const Panel& panel, const std::string& text, const std::string& where) {
        ASSERT_TRUE(panel.shown()) << where << ": " << panel.title() << " is not on show";
        const std::vector<DrawnText> runs = textOf(panel);
        const bool found = std::any_of(runs.begin(), runs.end(), [&](const auto& run) {
            return run.cutBy == 0.0f && run.text.size() >= text.size() &&
                   run.text.compare(run.text.size() - text.size(), text.size(), text) == 0;
        });
        std::string drawn;
        for (const DrawnText& run : runs) {
            drawn += run.text + "|";
        }
        EXPECT_TRUE(found) << where << ": '" << text << "' is not drawn whole in " << panel.title()
                           << " (drawn: " << drawn << ")";
    }

    /// Every panel's fixed rows fit its window; says which do not.
    void expectFits(const Panel& panel, const std::string& where) {
        const ImGuiWindow* window = ImGui::FindWindowByName(panel.title().c_str());
        ASSERT_TRUE(window != nullptr && panel.shown()) << where << ": not on show";
        expectNothingCut(*window, where, {comparedFile});
    }

    /// Each area's tab row shows every tab's title whole (not shrunk to
    /// "Module Pr...").
    void expectWholeTabs(const std::string& where) {
        for (PanelSlot area : kPanelSlots) {
            const ImGuiWindow* strip =
                ImGui::FindWindowByName((std::string("##tabs_") + slotKey(area)).c_str());
            if (strip == nullptr || !strip->Active) {
                continue;
            }
            std::string shown;
            for (const DrawnText& run : drawnText(*strip)) {
                shown += run.text + "|";
            }
            for (const DrawnTab& tab : shell.panels().drawnTabs()) {
                if (tab.area == area) {
                    EXPECT_NE(shown.find(tab.panel->title() + "|"), std::string::npos)
                        << where << ", " << slotLabel(area) << " tabs: " << tab.panel->title()
                        << " is cut short (drawn: " << shown << ")";
                }
            }
        }
    }

    /// How many rows of events the Log shows whole, below its table's header.
    int wholeLogRows() {
        const LogPanel& log = panel<LogPanel>();
        const ImGuiWindow* window = ImGui::FindWindowByName(log.title().c_str());
        if (window == nullptr || log.drawnRows().empty()) {
            return 0;
        }
        // The table scrolls in a child window of its own; its header row is
        // as tall as an event's row and stays at the top.
        ImRect shownArea = window->InnerClipRect;
        for (const ImGuiWindow* child : window->DC.ChildWindows) {
            if (child->Active) {
                shownArea = child->InnerClipRect;
            }
        }
        // A row's item box reaches half the item spacing into its
        // neighbours: its own share is one pitch around its middle.
        const std::vector<DrawnRow>& rows = log.drawnRows();
        if (rows.size() < 2) {
            return static_cast<int>(rows.size());
        }
        const float pitch = rows[1].min.y - rows[0].min.y;
        const float headerBottom = shownArea.Min.y + pitch;
        return static_cast<int>(std::count_if(rows.begin(), rows.end(), [&](const DrawnRow& row) {
            const float middle = (row.min.y + row.max.y) * 0.5f;
            return middle - pitch * 0.5f >= headerBottom - 0.5f &&
                   middle + pitch * 0.5f <= shownArea.Max.y + 0.5f;
        }));
    }

    testing::HeadlessImGui imgui{GetParam()};
    EditorShell shell;
    std::function<void()> draw = [this] { shell.drawFrame(); };
    testing::ScratchFolder scratch{"easylink-workspace-fit"};
    std::string longestName;
    std::string comparedFile;  // typed into the Compare tab's field
    std::vector<std::string> connections;
};

TEST_P(WorkspaceFitTest, NothingIsCutInAnyPanelOfAnyWorkspace) {
    fillThePanels();
    compareInTheReportPanel();
    ASSERT_FALSE(connections.empty());
    for (WorkspacePreset preset : kWorkspacePresets) {
        shell.panels().applyPreset(preset);
        frames(3);
        const std::string name = sizeName(GetParam()) + ", " + presetLabel(preset);
        expectWholeTabs(name);
        for (const auto& each : shell.panels().panels()) {
            shell.panels().show(*each);
            frames(3);
            expectFits(*each, name + " / " + each->title() + " (" +
                                  slotLabel(shell.panels().areaOf(*each)) + ")");
        }

        // What designers read most, on show and whole.
        shell.panels().show(panel<CataloguePanel>());
        frames(3);
        expectWhole(panel<CataloguePanel>(), longestName, name);
        shell.panels().show(panel<InspectorPanel>());
        frames(3);
        for (const std::string& connection : connections) {
            expectWhole(panel<InspectorPanel>(), connection, name);
        }
        shell.panels().show(panel<GenerationPanel>());
        frames(3);
        expectWhole(panel<GenerationPanel>(), "Stop spotlight", name);
        expectWhole(panel<GenerationPanel>(), "on " + longestName, name);
        shell.panels().show(report());
        frames(3);
        expectWhole(report(), "95 % interval", name);
        // Each interval ("-1.06 to 18.26") is drawn whole.
        const auto& rows = report().compareView().shown().rows;
        const auto intervals =
            std::count_if(rows.begin(), rows.end(), [](const auto& row) { return row.interval95; });
        ASSERT_GT(intervals, 0);
        const std::regex interval("-?[0-9.]+ to -?[0-9.]+");
        int drawn = 0;
        for (const DrawnText& run : textOf(report())) {
            if (std::regex_search(run.text, std::regex(" to -?[0-9.]*$")) &&
                std::regex_search(run.text, std::regex("^-?[0-9.]+ to"))) {
                ++drawn;
                EXPECT_TRUE(run.cutBy == 0.0f && std::regex_match(run.text, interval))
                    << name << ": the interval '" << run.text << "' is cut";
            }
        }
        EXPECT_GT(drawn, 0) << name << ": the compare table shows no interval";
    }
}

TEST_P(WorkspaceFitTest, TheLogShowsSixRowsWhereAWorkspacePutsItAtTheBottom) {
    for (WorkspacePreset preset : {WorkspacePreset::Generate, WorkspacePreset::Report}) {
        shell.panels().applyPreset(preset);
        shell.panels().show(panel<LogPanel>());
        frames(3);
        ASSERT_EQ(shell.panels().areaOf(panel<LogPanel>()), PanelSlot::Bottom);
        EXPECT_GE(wholeLogRows(), 6) << sizeName(GetParam()) << ", " << presetLabel(preset);
    }
}

INSTANTIATE_TEST_SUITE_P(WindowSizes, WorkspaceFitTest, ::testing::ValuesIn(kWindowSizes),
                         [](const auto& size) { return sizeName(size.param); });

class GenerationStatusTest : public ::testing::Test {
protected:
    void SetUp() override {
        testing::useEditorLook();
        ASSERT_TRUE(
            shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
        shell.state().generation().waitForRun();
        shell.state().session().updateGeneration(0.0);
        frames(2);
    }

    void frames(int count) { imgui.frames(count, draw); }

    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorShell shell;
    std::function<void()> draw = [this] { shell.drawFrame(); };
};

TEST_F(GenerationStatusTest, TheGenerationStatusKeepsItsHeightWhileARunGoesOn) {
    auto& generation = *static_cast<GenerationPanel*>(shell.panels().find(GenerationPanel::kTitle));
    const auto seedRow = [&] { return generation.controlCentre(GenerationPanel::Control::Seed); };
    ASSERT_TRUE(seedRow().has_value());
    const float idle = seedRow()->y;

    // A big map keeps the worker busy for a few frames.
    GenerationSession& session = shell.state().generation();
    EasylinkParams params = session.settings().params();
    params.width = 400;
    params.height = 400;
    session.settings().setParams(params);
    shell.state().session().generateFromDocument();
    frames(1);
    bool sawRunning = false;
    for (int frame = 0; frame < 30 && session.running(); ++frame) {
        sawRunning = true;
        ASSERT_TRUE(seedRow().has_value());
        EXPECT_FLOAT_EQ(seedRow()->y, idle) << "while generating";
        frames(1);
    }
    EXPECT_TRUE(sawRunning) << "the run was over before a frame showed it";
    session.waitForRun();
    frames(2);
    EXPECT_FLOAT_EQ(seedRow()->y, idle) << "after the run";
}

// [SECTION] The screenshots of docs/images
//
// docs/images/screenshots.txt lists each screenshot with its window's size
// and the arguments of `easylink edit` that make it. Each scene is set up
// here as the editor sets it up from those arguments (editor.cpp,
// prepareShell()), headless at the window's size: nothing in the panels on
// show may be cut, every tab is whole, and the committed picture is the
// size the scene says (a picture taken again at another size fails).

const std::filesystem::path kImages = EASYLINK_DOCS_IMAGES_DIR;
const std::filesystem::path kRoot = EASYLINK_SOURCE_DIR;

struct Scene {
    std::string file;
    ImVec2 window;
    std::vector<std::string> args;
};

std::vector<Scene> screenshotScenes() {
    std::vector<Scene> scenes;
    std::ifstream list(kImages / "screenshots.txt");
    std::string line;
    while (std::getline(list, line)) {
        std::istringstream words(line);
        Scene scene;
        std::string size;
        if (!(words >> scene.file) || scene.file.front() == '#' || !(words >> size)) {
            continue;
        }
        const std::size_t x = size.find('x');
        scene.window = {std::stof(size.substr(0, x)), std::stof(size.substr(x + 1))};
        for (std::string word; words >> word;) {
            scene.args.push_back(word);
        }
        scenes.push_back(std::move(scene));
    }
    return scenes;
}

/// The width and height a PNG file's header gives, or 0 x 0.
ImVec2 pngSize(const std::filesystem::path& file) {
    unsigned char header[24] = {};
    std::ifstream(file, std::ios::binary).read(reinterpret_cast<char*>(header), sizeof header);
    const auto word = [&](int at) {
        return static_cast<float>((header[at] << 24) | (header[at + 1] << 16) |
                                  (header[at + 2] << 8) | header[at + 3]);
    };
    return header[1] == 'P' && header[2] == 'N' && header[3] == 'G' ? ImVec2{word(16), word(20)}
                                                                    : ImVec2{0.0f, 0.0f};
}

/// Sets `shell` up as `easylink edit ARGS` does; fails on an argument it
/// does not know, so that a new screenshot's scene is replayed faithfully.
void setUpScene(EditorShell& shell, const Scene& scene, const std::function<void()>& frames) {
    EditorState& state = shell.state();
    GenerationSession& session = state.generation();
    std::optional<std::size_t> step;
    std::optional<std::string> panel;
    std::optional<WorkspacePreset> workspace;
    EasylinkParams params = session.settings().params();
    std::filesystem::path catalogue = kAssets / "catalogues" / "default.json";
    for (std::size_t i = 0; i < scene.args.size(); i += 2) {
        if (scene.args[i] == "--walk") {
            // Where the 3D camera stands, not what the window lays out.
            --i;  // a flag without a value
            continue;
        }
        ASSERT_LT(i + 1, scene.args.size())
            << scene.file << ": " << scene.args[i] << " needs a value";
        const std::string& flag = scene.args[i];
        const std::string& value = scene.args[i + 1];
        if (flag == "--seed") {
            session.settings().setSeed(std::stoull(value));
        } else if (flag == "--width") {
            params.width = std::stoi(value);
        } else if (flag == "--height") {
            params.height = std::stoi(value);
        } else if (flag == "--step") {
            step = std::stoull(value);
        } else if (flag == "--panel") {
            panel = value;
        } else if (flag == "--workspace") {
            workspace = presetNamed(value);
            ASSERT_TRUE(workspace.has_value()) << scene.file << ": no workspace " << value;
        } else if (flag == "--params") {
            const ParsedJson parsed = readJsonFile(kRoot / value);
            ASSERT_TRUE(parsed.ok()) << value;
            std::vector<Problem> problems;
            params = paramsFromJson(parsed.value, EasylinkParams{}, problems);
            ASSERT_TRUE(problems.empty()) << value << ": " << problems.front().message;
        } else if (flag == "--view") {
            const std::optional<ViewMode> mode = parseViewMode(value);
            ASSERT_TRUE(mode.has_value()) << scene.file << ": no view " << value;
            state.session().setViewMode(*mode);
        } else if (flag == "--catalogue") {
            catalogue = kRoot / value;
        } else if (flag == "--generator") {
            // The data tables the edit verb hands every table-driven generator.
            for (const Generator& info : generators()) {
                const std::filesystem::path tables =
                    kAssets / "tables" / (std::string(info.name) + ".json");
                if (info.inputs.tables && std::filesystem::exists(tables)) {
                    ParsedJson parsed = readJsonFile(tables);
                    ASSERT_TRUE(parsed.ok()) << tables;
                    session.settings().setTileTables(info.name, std::move(parsed.value));
                }
            }
            const std::optional<std::string> problem = session.settings().setGenerator(value);
            ASSERT_FALSE(problem.has_value()) << value << ": " << *problem;
        } else {
            FAIL() << scene.file << ": the test does not replay " << flag;
        }
    }
    session.settings().setParams(params);
    ASSERT_TRUE(state.document().openCatalogue(catalogue));
    state.session().generateFromDocument();
    session.waitForRun();
    state.session().updateGeneration(0.0);
    if (step) {
        session.cursor().setStep(*step);
    }
    if (workspace) {
        shell.panels().applyPreset(*workspace);
    }
    if (panel) {
        Panel* shown = shell.panels().find(*panel);
        ASSERT_NE(shown, nullptr) << *panel;
        shell.panels().show(*shown);
    }
    frames();
}

TEST(WorkspaceScreenshots, EachScreenshotsSceneFitsItsWindow) {
    const std::vector<Scene> scenes = screenshotScenes();
    ASSERT_GE(scenes.size(), 4u) << "docs/images/screenshots.txt lists the screenshots";
    for (const Scene& scene : scenes) {
        SCOPED_TRACE(scene.file);
        const ImVec2 picture = pngSize(kImages / scene.file);
        EXPECT_EQ(picture.x, scene.window.x) << scene.file << " is not the window's size";
        EXPECT_EQ(picture.y, scene.window.y) << scene.file << " is not the window's size";

        testing::HeadlessImGui imgui{scene.window};
        testing::useEditorLook();
        EditorShell shell;
        const std::function<void()> draw = [&shell] { shell.drawFrame(); };
        setUpScene(shell, scene, [&] { imgui.frames(4, draw); });
        if (HasFatalFailure()) {
            return;
        }
        for (const auto& panel : shell.panels().panels()) {
            if (!panel->shown()) {
                continue;
            }
            const ImGuiWindow* window = ImGui::FindWindowByName(panel->title().c_str());
            ASSERT_NE(window, nullptr);
            expectNothingCut(*window, scene.file + " / " + panel->title());
        }
    }
}

}  // namespace
}  // namespace easylink::ui

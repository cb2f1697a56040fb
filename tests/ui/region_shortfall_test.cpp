// A region that falls short of its density says so: the run on show with a
// region asking 0.6 that got far less shows an amber warning in the
// Generation panel's status, naming the region with the asked and achieved
// densities (core's achievedDensities(), as reports count them), and a
// warning line in the Problems panel that selects the region when clicked. A
// run whose regions are on target shows neither.

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/layout/regions.hpp"
#include "headless_imgui.hpp"
#include "panels/generation_panel.hpp"
#include "panels/problems_panel.hpp"
#include "session/generation_session.hpp"
#include "session/region_shortfall.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

class RegionShortfallTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        session().settings().setAutoRegenerate(false);
        problemsPanel.setOpen(true);
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }

    void generateWith(const EasylinkParams& params) {
        session().settings().setParams(params);
        session().settings().setSeed(1);
        ASSERT_TRUE(state.session().generateFromDocument().empty()) << session().failure();
        session().waitForRun();
        frames(2);
        ASSERT_NE(session().cursor().result(), nullptr);
        ASSERT_TRUE(session().cursor().result()->ok()) << session().failure();
    }

    static EasylinkParams regionsParams() {
        std::vector<Problem> problems;
        const ParsedJson parsed = readJsonFile(kData / "regions_params.json");
        EasylinkParams params = paramsFromJson(parsed.value, EasylinkParams{}, problems);
        EXPECT_TRUE(problems.empty());
        return params;
    }

    void frames(int count) { imgui.frames(count, draw); }

    testing::HeadlessImGui imgui{{1600.0f, 1000.0f}};
    EditorState state;
    GenerationPanel generationPanel;
    ProblemsPanel problemsPanel;
    std::function<void()> draw = [this] {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        generationPanel.draw(state, {{0.0f, 0.0f}, {600.0f, 1000.0f}});
        problemsPanel.draw(state, {{600.0f, 0.0f}, {1000.0f, 400.0f}});
    };
};

TEST_F(RegionShortfallTest, ARegionFarUnderItsDensityIsAWarningInTheStatusAndTheProblems) {
    const EasylinkParams params = regionsParams();
    generateWith(params);
    // The west wing asks 0.6; what the layout holds there, counted by core.
    const std::vector<double> achieved =
        achievedDensities(*session().cursor().result()->layout, params.regions);
    ASSERT_EQ(achieved.size(), 3u);
    ASSERT_LT(achieved[0], 0.6 - kRegionDensitySlack) << "the premise: the west wing falls short";

    char figures[64];
    std::snprintf(figures, sizeof figures, "asked density 0.60, got %.2f", achieved[0]);
    const std::string sentence = "region 0 (west wing) " + std::string(figures);
    EXPECT_EQ(generationPanel.statusWarnings(), (std::vector<std::string>{sentence}));

    const std::vector<ProblemLine> lines = problemLines(state);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].severity, Severity::Warning);
    EXPECT_EQ(lines[0].region, 0u);
    EXPECT_NE(lines[0].text.find(sentence), std::string::npos) << lines[0].text;
    EXPECT_NE(lines[0].text.find("/regions/0"), std::string::npos) << lines[0].text;

    // Clicking the line selects the region.
    ASSERT_EQ(problemsPanel.drawnRows().size(), 1u);
    imgui.click(problemsPanel.drawnRows()[0].centre(), draw);
    EXPECT_EQ(state.selection().selectedRegion(), 0u);
}

TEST_F(RegionShortfallTest, RegionsOnTargetAndRunsWithoutRegionsWarnOfNothing) {
    EasylinkParams params = regionsParams();
    params.regions[0].density = 0.02;  // within reach of any layout
    generateWith(params);
    const std::vector<double> achieved =
        achievedDensities(*session().cursor().result()->layout, params.regions);
    ASSERT_GE(achieved[0], 0.02 - kRegionDensitySlack);
    EXPECT_TRUE(generationPanel.statusWarnings().empty());
    EXPECT_TRUE(problemLines(state).empty());

    generateWith(EasylinkParams{});
    EXPECT_TRUE(generationPanel.statusWarnings().empty());
    EXPECT_TRUE(problemLines(state).empty());
}

}  // namespace
}  // namespace easylink::ui

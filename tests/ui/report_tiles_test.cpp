// The Report panel with a tile-map generator: with cellular chosen, a batch of
// five seeds run in the panel shows the figures of runTileBatchReport() over
// the same request and seeds (success, attempts, walkable share and regions,
// areas, reasons), its Export writes report.json as `easylink report
// --generator cellular` does, a change of option marks it stale, and
// switching back to easylink shows the easylink report as before.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <variant>

#include "document/editor_state.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_figures.hpp"
#include "easylink/report/tile_batch_report.hpp"
#include "easylink/report/tile_report_output.hpp"
#include "panels/report_panel.hpp"
#include "session/generation_session.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
const ScreenRect kRegion{{0.0f, 0.0f}, {1280.0f, 2400.0f}};

using TilesControl = ReportTilesView::Control;

class ReportTilesTest : public testing::UiTest {
protected:
    ReportTilesTest() : UiTest({1280.0f, 2400.0f}) {}

    void drawFrame() override { panel.draw(state, kRegion); }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "report.json"));
        session().settings().setAutoRegenerate(false);
        ASSERT_FALSE(session().settings().setGenerator("cellular").has_value());
        panel.setOpen(true);
        panel.setSeedRange(1, 5);
        panel.setJobs(2);
    }

    GenerationSession& session() { return state.generation(); }
    ReportTilesView& tiles() { return panel.tilesView(); }

    /// The first frame runs the batch by itself; waits for it and shows it.
    void runToEnd() {
        frames(1);
        ASSERT_TRUE(tiles().batch().started());
        tiles().batch().waitUntilFinished();
        frames(2);
        ASSERT_TRUE(tiles().report().has_value());
        ASSERT_EQ(tiles().report()->seedCount(), 5u);
    }

    GenerationRequest sessionRequest() {
        auto request = session().settings().request();
        EXPECT_TRUE(std::holds_alternative<GenerationRequest>(request));
        return std::get<GenerationRequest>(request);
    }

    TileBatchReport directReport() {
        return runTileBatchReport(*findGenerator("cellular"), sessionRequest(), 1, 5);
    }

    EditorState state;
    ReportPanel panel;
};

TEST_F(ReportTilesTest, ACellularBatchShowsTheFiguresOfTheSameBatchRunDirectly) {
    runToEnd();
    EXPECT_FALSE(tiles().batch().progress().running);
    EXPECT_FALSE(panel.busy());

    const TileBatchReport direct = directReport();
    const TileBatchReport& shownReport = *tiles().report();
    EXPECT_EQ(shownReport.generator(), "cellular");
    EXPECT_EQ(shownReport.params(), direct.params());
    EXPECT_EQ(shownReport.mapCount(), direct.mapCount());
    EXPECT_EQ(shownReport.eventCount(), direct.eventCount());
    EXPECT_EQ(shownReport.attempts().count(), direct.attempts().count());
    EXPECT_DOUBLE_EQ(shownReport.attempts().mean(), direct.attempts().mean());

    EXPECT_TRUE(panel.shown().tiles);
    EXPECT_FALSE(panel.shown().report) << "the easylink report is not on show";
    const ReportTilesView::Shown& shown = tiles().shown();
    ASSERT_TRUE(shown.report);
    EXPECT_FALSE(shown.stale);
    EXPECT_EQ(shown.generator, "cellular");
    EXPECT_EQ(shown.seeds, direct.seedCount());
    EXPECT_EQ(shown.maps, direct.mapCount());
    EXPECT_EQ(shown.events, direct.eventCount());
    ASSERT_GT(direct.mapCount(), 0u);

    // The cards and figures in the page's words and numbers (the time apart).
    const std::vector<SummaryCard> cards = summaryCards(direct);
    ASSERT_EQ(shown.cards.size(), cards.size());
    for (std::size_t c = 0; c < cards.size(); ++c) {
        EXPECT_EQ(shown.cards[c].label, cards[c].label);
        if (cards[c].label.find("time") == std::string::npos) {
            EXPECT_EQ(shown.cards[c].value, cards[c].value) << cards[c].label;
        }
    }
    const std::vector<ReportFigure> figures = tileFigures(direct);
    ASSERT_EQ(shown.figures.size(), figures.size() + 1) << "and the time per seed";
    for (std::size_t f = 0; f < figures.size(); ++f) {
        const ReportTilesView::ShownFigure& figure = shown.figures[f];
        EXPECT_EQ(figure.key, figures[f].key);
        ASSERT_EQ(figure.bars.size(), figures[f].bars.size()) << figure.key;
        for (std::size_t b = 0; b < figure.bars.size(); ++b) {
            EXPECT_EQ(static_cast<std::uint64_t>(figure.bars[b]), figures[f].bars[b].count)
                << figure.key << " bar " << b;
        }
        ASSERT_EQ(figure.stats.size(), figures[f].stats.size()) << figure.key;
        for (std::size_t s = 0; s < figure.stats.size(); ++s) {
            EXPECT_EQ(figure.stats[s].name, figures[f].stats[s].name);
            EXPECT_EQ(figure.stats[s].value, figures[f].stats[s].value) << figure.key;
        }
    }
    EXPECT_EQ(shown.figures[0].key, "attempts");
    EXPECT_EQ(shown.figures[0].count, direct.seedCount());
    EXPECT_EQ(shown.figures[1].key, "walkable_fraction");
    EXPECT_EQ(shown.figures[1].count, direct.mapCount());
    EXPECT_EQ(shown.figures.back().count, direct.seedCount()) << "time per seed";

    for (TileReason reason : {TileReason::Failure, TileReason::Note}) {
        const auto index = static_cast<std::size_t>(reason);
        ASSERT_TRUE(shown.reasonTotals[index].has_value()) << toString(reason);
        EXPECT_EQ(*shown.reasonTotals[index], reasonTotal(direct.reasons(reason)));
        EXPECT_EQ(shown.reasonCategories[index].size(),
                  reasonRows(direct.reasons(reason), 20).size());
    }
}

TEST_F(ReportTilesTest, RunAgainAfterAChangeOfOptionRunsTheNewRequest) {
    runToEnd();
    ASSERT_FALSE(session().settings().setTileOption("floor_chance", 0.3).has_value());
    frames(1);
    EXPECT_TRUE(tiles().shown().stale);
    // A new seed is no change of the request.
    ASSERT_FALSE(session().settings().setTileOption("floor_chance", 0.55).has_value());
    session().settings().setSeed(77);
    frames(1);
    EXPECT_FALSE(tiles().shown().stale);

    ASSERT_FALSE(session().settings().setTileOption("floor_chance", 0.4).has_value());
    panel.setSeedRange(3, 4);
    frames(1);
    click(tiles().controlCentre(TilesControl::Run));
    tiles().batch().waitUntilFinished();
    frames(2);
    EXPECT_FALSE(tiles().shown().stale);
    const TileBatchReport direct =
        runTileBatchReport(*findGenerator("cellular"), sessionRequest(), 3, 4);
    ASSERT_TRUE(tiles().report().has_value());
    EXPECT_EQ(tiles().report()->params(), direct.params());
    EXPECT_EQ(tiles().report()->params()["floor_chance"], 0.4);
    EXPECT_EQ(tiles().shown().seeds, 4u);
    EXPECT_EQ(tiles().report()->firstSeed(), std::optional<std::uint64_t>(3));
    EXPECT_EQ(tiles().shown().maps, direct.mapCount());
    EXPECT_EQ(tiles().shown().events, direct.eventCount());
}

TEST_F(ReportTilesTest, ExportWritesTheReportTheCommandLineWrites) {
    runToEnd();
    const testing::ScratchFolder scratch("easylink-report-tiles");
    const std::filesystem::path folder = scratch.path() / "out";
    tiles().setFolder(folder.string());
    frames(1);
    click(tiles().controlCentre(TilesControl::Export));
    EXPECT_TRUE(tiles().message().empty()) << tiles().message();
    EXPECT_FALSE(tiles().exported().empty());
    ASSERT_TRUE(std::filesystem::exists(folder / "report.html"));
    const auto written = readJsonFile(folder / "report.json");
    ASSERT_TRUE(written.ok()) << written.error->message;

    Json expected = tileReportToJson(directReport(), ReportContext{});
    Json json = written.value;
    ASSERT_TRUE(json.contains("timing"));
    json.erase("timing");  // the machine's figures
    expected.erase("timing");
    EXPECT_EQ(json, expected);
    EXPECT_EQ(written.value["generator"], "cellular");
    const std::string html = testing::readText(folder / "report.html");
    EXPECT_NE(html.find("cellular"), std::string::npos);
}

TEST_F(ReportTilesTest, SwitchingBackToEasylinkShowsTheEasylinkReport) {
    runToEnd();
    ASSERT_FALSE(session().settings().setGenerator("easylink").has_value());
    frames(1);  // the first easylink frame runs its batch by itself
    ASSERT_TRUE(panel.batch().started());
    panel.batch().waitUntilFinished();
    frames(2);
    EXPECT_FALSE(panel.shown().tiles);
    ASSERT_TRUE(panel.report().has_value());
    const BatchReport direct = runBatchReport(*state.session().catalogueForGeneration(),
                                              session().settings().params(), 1, 5);
    EXPECT_TRUE(panel.shown().report);
    EXPECT_EQ(panel.shown().seeds, direct.seedCount());
    EXPECT_EQ(panel.shown().layouts, direct.layoutCount());
    EXPECT_EQ(panel.report()->eventCount(), direct.eventCount());
    ASSERT_TRUE(panel.shown().distributions[0].has_value());

    // And back to cellular: its report is still there.
    ASSERT_FALSE(session().settings().setGenerator("cellular").has_value());
    frames(1);
    EXPECT_TRUE(panel.shown().tiles);
    EXPECT_EQ(tiles().shown().seeds, 5u);
    EXPECT_FALSE(tiles().shown().stale);
}

TEST_F(ReportTilesTest, RunBatchRefusesARequestTheGeneratorRefuses) {
    frames(1);
    tiles().batch().waitUntilFinished();
    ASSERT_TRUE(session().settings().setTileOption("floor_chance", 5.0).has_value())
        << "out of range options are refused when set";
    EasylinkParams params = session().settings().params();
    params.width = 2;  // too small for a map
    session().settings().setParams(params);
    const std::string refusal = panel.runBatch(state);
    EXPECT_FALSE(refusal.empty());
    EXPECT_EQ(tiles().message(), refusal);
}

}  // namespace
}  // namespace easylink::ui

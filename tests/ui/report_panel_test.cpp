// The Report panel driven headlessly over a small catalogue with a module of
// weight 0 (tests/ui/data/report.json): a batch of five seeds run on worker
// threads to the end and shown with the figures of a BatchReport computed
// directly, the flags of the module never placed, a seed clicked in the
// reasons opening its run at the recorded event, the report marked stale by
// an edit or a change of parameters (and not by a new seed), Cancel, a
// refusal on a catalogue with errors, the Quality tab's figures, and the
// Compare tab run on the session's parameters and a parameter file typed in.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/report/batch_comparison.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/reason_categories.hpp"
#include "panels/panel_registry.hpp"
#include "panels/report_panel.hpp"
#include "session/generation_session.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
constexpr std::size_t kVault = 4;  // vault_8x8: weight 0, never placed
// Tall, so that every section of a tab is on show without scrolling.
const ScreenRect kRegion{{0.0f, 0.0f}, {1280.0f, 2400.0f}};

/// A parameter's value as the Compare tab writes it; "(absent)" for one
/// left unset (a target).
std::string jsonText(const Json& value) {
    return value.is_null()     ? "(absent)"
           : value.is_string() ? value.get<std::string>()
                               : value.dump();
}

using Control = ReportPanel::Control;

class ReportPanelTest : public testing::UiTest {
protected:
    ReportPanelTest() : UiTest({1280.0f, 2400.0f}) {}

    void drawFrame() override { panel.draw(state, kRegion); }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "report.json"));
        ASSERT_EQ(countErrors(state.document().current()->problems), 0u)
            << state.document().current()->problems.front().message;
        session().settings().setAutoRegenerate(false);
        panel.setOpen(true);
        panel.setSeedRange(1, 5);
        panel.setJobs(2);
    }

    GenerationSession& session() { return state.generation(); }

    /// The first frame runs the batch by itself; waits for it and shows it.
    void runToEnd() {
        frames(1);
        ASSERT_TRUE(panel.batch().started());
        panel.batch().waitUntilFinished();
        frames(2);
        ASSERT_TRUE(panel.report().has_value());
        ASSERT_EQ(panel.report()->seedCount(), 5u);
    }

    BatchReport directReport() {
        return runBatchReport(*state.session().catalogueForGeneration(),
                              session().settings().params(), 1, 5);
    }

    void clickControl(Control control) { click(panel.controlCentre(control)); }

    EditorState state;
    ReportPanel panel;
};

TEST(ReportPanelRegistry, TheReportPanelIsInTheViewMenuAndClosedAtFirst) {
    const PanelRegistry registry = PanelRegistry::withEditorPanels();
    const Panel* panel = registry.find(ReportPanel::kTitle);
    ASSERT_NE(panel, nullptr);
    EXPECT_FALSE(panel->isOpen());
    EXPECT_FALSE(panel->openByDefault());
}

TEST_F(ReportPanelTest, ABatchRunToTheEndShowsTheFiguresOfTheSameBatchRunDirectly) {
    runToEnd();
    const ReportProgress progress = panel.batch().progress();
    EXPECT_FALSE(progress.running);
    EXPECT_FALSE(progress.cancelled);
    EXPECT_EQ(progress.done, 5u);

    const BatchReport direct = directReport();
    const ReportPanel::Shown& shown = panel.shown();
    ASSERT_TRUE(shown.report);
    EXPECT_FALSE(shown.stale);
    EXPECT_EQ(shown.seeds, direct.seedCount());
    EXPECT_EQ(shown.layouts, direct.layoutCount());
    ASSERT_GT(direct.layoutCount(), 0u);

    // The distributions tab is the first, open at the start.
    for (Metric metric : kAllMetrics) {
        const IntDistribution& expected = direct.distribution(metric);
        const auto& figures = shown.distributions[static_cast<std::size_t>(metric)];
        ASSERT_TRUE(figures.has_value()) << toString(metric);
        EXPECT_EQ(figures->count, expected.count()) << toString(metric);
        EXPECT_EQ(figures->min, expected.min()) << toString(metric);
        EXPECT_EQ(figures->max, expected.max()) << toString(metric);
        EXPECT_DOUBLE_EQ(figures->median, expected.median()) << toString(metric);
        EXPECT_DOUBLE_EQ(figures->mean, expected.mean()) << toString(metric);
        float bars = 0.0f;
        for (float bar : figures->bars) {
            bars += bar;
        }
        EXPECT_EQ(static_cast<std::uint64_t>(bars), expected.count()) << toString(metric);
    }

    clickControl(Control::TabModules);
    frames(1);
    ASSERT_FALSE(panel.shown().moduleRows.empty());
    for (const auto& [module, placements] : panel.shown().moduleRows) {
        EXPECT_EQ(placements, direct.modules()[module].placements) << module;
        EXPECT_TRUE(direct.placedByLayout(module));
    }
    EXPECT_EQ(panel.shown().moduleRows.size(), 5u);  // every room module; no parts here

    clickControl(Control::TabReasons);
    frames(1);
    for (ReasonKind kind : {ReasonKind::AttemptFailed, ReasonKind::Failure, ReasonKind::Rejection,
                            ReasonKind::Phase2Problem}) {
        const auto& total = panel.shown().reasonTotals[static_cast<std::size_t>(kind)];
        ASSERT_TRUE(total.has_value()) << toString(kind);
        EXPECT_EQ(*total, direct.reasonTotal(kind)) << toString(kind);
    }
    EXPECT_GT(direct.reasonTotal(ReasonKind::Rejection), 0u);
    EXPECT_EQ(panel.report()->eventCount(), direct.eventCount());
}

TEST_F(ReportPanelTest, AModuleNeverPlacedIsFlagged) {
    runToEnd();
    const BatchReport direct = directReport();
    const std::vector<std::size_t>& never = panel.shown().modulesNeverPlaced;
    EXPECT_NE(std::find(never.begin(), never.end(), kVault), never.end());
    EXPECT_EQ(never, direct.modulesNeverPlaced());
    EXPECT_EQ(panel.shown().portsNeverConnected, direct.portsNeverConnected());

    clickControl(Control::TabModules);
    frames(1);
    EXPECT_EQ(panel.shown().flaggedModuleRows, direct.modulesNeverPlaced());
    EXPECT_EQ(panel.shown().flaggedPorts, direct.portsNeverConnected());
    // The vault's ports were never tried, so they are not flagged on their own.
    for (const auto& [module, port] : panel.shown().flaggedPorts) {
        EXPECT_NE(module, kVault);
    }
}

// One numbering: the chip "SEED @N" names event N, and lands on step N.
TEST_F(ReportPanelTest, ClickingASeedChipOpensTheTimelineAtTheStepItNames) {
    runToEnd();
    clickControl(Control::TabReasons);
    frames(1);
    const auto top = panel.report()->topReasons(ReasonKind::Rejection);
    ASSERT_FALSE(top.empty());
    const std::string category = *top.front().first;
    const ReasonSighting sighting = top.front().second->firstSeeds.front();
    ASSERT_TRUE(sighting.event.has_value());
    session().settings().setSeed(999);

    click(panel.sightingCentre(ReasonKind::Rejection, 0, 0));
    EXPECT_EQ(session().settings().seed(), sighting.seed);
    ASSERT_TRUE(panel.openingSeed());
    ASSERT_TRUE(session().waitForRun());
    frames(1);
    EXPECT_FALSE(panel.openingSeed());
    ASSERT_NE(session().run(), nullptr);
    EXPECT_EQ(session().run()->seed, sighting.seed);
    EXPECT_EQ(session().cursor().step(), *sighting.event);

    // The event shown is the one the report counted.
    const Event* event = session().cursor().currentEvent();
    ASSERT_NE(event, nullptr);
    EXPECT_EQ(event->kind, EventKind::CandidateRejected);
    EXPECT_EQ(ReasonNormaliser(*session().run()->catalogue)(event->text), category);
    // Opening a seed is not a change of parameters: the report stays fresh.
    EXPECT_FALSE(panel.stale());
}

TEST(ReportSightings, EventNOpensAtStepNWithinTheRun) {
    EXPECT_EQ(stepOfSighting(293, 1000), 293u);
    EXPECT_EQ(stepOfSighting(1, 1000), 1u);
    EXPECT_EQ(stepOfSighting(1000, 1000), 1000u);
    EXPECT_EQ(stepOfSighting(1200, 1000), 1000u) << "clamped to the run";
    EXPECT_EQ(stepOfSighting(std::nullopt, 1000), 1000u) << "no event: the end of the run";
}

TEST_F(ReportPanelTest, AnEditMarksTheReportStaleAndItsSeedsNoLongerOpen) {
    runToEnd();
    session().settings().setSeed(42);  // another seed is no reason
    frames(1);
    EXPECT_FALSE(panel.stale());

    const Catalogue& catalogue = state.document().current()->catalogue;
    ASSERT_TRUE(state.document().performEdit(editModule(
        catalogue, 0, "set weight of room_8x8", [](ModuleTemplate& m) { m.weight = 3.0; })));
    frames(1);
    EXPECT_TRUE(panel.stale());
    EXPECT_NE(panel.shown().staleReason.find("catalogue"), std::string::npos);
    ASSERT_TRUE(panel.report().has_value());  // still on show

    clickControl(Control::TabReasons);
    frames(1);
    click(panel.sightingCentre(ReasonKind::Rejection, 0, 0));
    EXPECT_FALSE(panel.openingSeed());
    EXPECT_EQ(session().settings().seed(), 42u);

    // Running again makes it fresh; a change of parameters makes it stale again.
    clickControl(Control::Run);
    panel.batch().waitUntilFinished();
    frames(2);
    EXPECT_FALSE(panel.stale());
    ASSERT_FALSE(session().settings().setParam("width", "96").has_value());
    frames(1);
    EXPECT_TRUE(panel.stale());
    EXPECT_NE(panel.shown().staleReason.find("parameters"), std::string::npos);
}

TEST_F(ReportPanelTest, CancelStopsTheBatchAndKeepsWhatItRecorded) {
    panel.setSeedRange(1, ReportPanel::kMaxCount);
    panel.setJobs(1);
    frames(2);
    ASSERT_TRUE(panel.batch().running());
    clickControl(Control::Cancel);
    panel.batch().waitUntilFinished();
    frames(2);
    const ReportProgress progress = panel.batch().progress();
    EXPECT_FALSE(progress.running);
    EXPECT_TRUE(progress.cancelled);
    EXPECT_LT(progress.done, progress.total);
    ASSERT_TRUE(panel.report().has_value());
    EXPECT_EQ(panel.report()->seedCount(), progress.done);
    EXPECT_TRUE(panel.controlCentre(Control::Run).has_value());
}

TEST_F(ReportPanelTest, ACatalogueWithErrorsIsRefused) {
    ASSERT_TRUE(state.document().openCatalogue(kData / "broken.json"));
    ASSERT_GT(countErrors(state.document().current()->problems), 0u);
    frames(2);
    EXPECT_FALSE(panel.batch().started());  // nothing ran by itself
    EXPECT_FALSE(panel.runBatch(state).empty());
    EXPECT_FALSE(panel.batch().started());
    EXPECT_FALSE(panel.message().empty());
}

// [SECTION] Quality and Compare

TEST_F(ReportPanelTest, TheQualityTabShowsTheQualityFiguresOfTheBatch) {
    runToEnd();
    clickControl(Control::TabQuality);
    frames(1);
    const BatchReport direct = directReport();
    ASSERT_GT(direct.layoutCount(), 0u);
    const auto& quality = panel.shown().quality;
    ASSERT_TRUE(quality.has_value());
    for (QualityFigure figure : kAllQualityFigures) {
        const FigureDistribution& expected = direct.quality(figure);
        const auto& shown = quality->figures[static_cast<std::size_t>(figure)];
        if (expected.empty()) {
            EXPECT_FALSE(shown.has_value()) << toString(figure);
            continue;
        }
        ASSERT_TRUE(shown.has_value()) << toString(figure);
        EXPECT_EQ(shown->count, expected.count()) << toString(figure);
        EXPECT_DOUBLE_EQ(shown->mean, expected.mean()) << toString(figure);
        EXPECT_DOUBLE_EQ(shown->sd, expected.standardDeviation()) << toString(figure);
        EXPECT_DOUBLE_EQ(shown->p10, expected.percentile(0.1)) << toString(figure);
        EXPECT_DOUBLE_EQ(shown->p50, expected.percentile(0.5)) << toString(figure);
        EXPECT_DOUBLE_EQ(shown->p90, expected.percentile(0.9)) << toString(figure);
        EXPECT_EQ(shown->min, expected.min()) << toString(figure);
        EXPECT_EQ(shown->max, expected.max()) << toString(figure);
        float bars = 0.0f;
        for (float bar : shown->bars) {
            bars += bar;
        }
        EXPECT_EQ(static_cast<std::uint64_t>(bars), expected.count()) << toString(figure);
    }
    EXPECT_TRUE(quality->regions.empty());  // no regions in the session's parameters
}

class ReportCompareTest : public ReportPanelTest {
protected:
    using CompareControl = ReportCompareView::Control;

    /// The session's parameters with some keys changed, as a parameter file.
    std::string writeParams(const std::string& name, const Json& changes) {
        Json params = paramsToJson(session().settings().params());
        for (const auto& [key, value] : changes.items()) {
            params[key] = value;
        }
        const std::filesystem::path file = scratch.path() / name;
        std::ofstream(file) << params.dump(2);
        return file.string();
    }

    ReportCompareView& view() { return panel.compareView(); }

    /// Opens the Compare tab, types `file` into its field and clicks Compare.
    void compareWith(const std::string& file) {
        clickControl(Control::TabCompare);
        frames(1);
        click(view().controlCentre(CompareControl::Path));
        type(file.c_str());
        frames(1);
        ASSERT_EQ(view().path(), file);
        click(view().controlCentre(CompareControl::Run));
    }

    testing::ScratchFolder scratch{"easylink-report-compare"};
};

TEST_F(ReportCompareTest, ComparesTheSessionsParametersWithAFileSideBySide) {
    runToEnd();
    const std::string file = writeParams("loopless.json", Json{{"max_loops", 0}});
    compareWith(file);
    ASSERT_TRUE(view().message().empty()) << view().message();
    ASSERT_TRUE(view().batchA().started());
    ASSERT_TRUE(view().batchB().started());
    view().waitUntilFinished();
    frames(2);

    const ReportCompareView::Shown& shown = view().shown();
    ASSERT_TRUE(shown.comparison);
    EXPECT_FALSE(shown.running);
    EXPECT_FALSE(shown.stale);
    EXPECT_EQ(shown.doneA, 5u);
    EXPECT_EQ(shown.doneB, 5u);
    EXPECT_EQ(shown.changedParams, (std::vector<std::string>{"max_loops"}));

    // The same seeds run directly with both sets of parameters.
    EasylinkParams loopless = session().settings().params();
    loopless.maxLoops = 0;
    const Catalogue catalogue = *state.session().catalogueForGeneration();
    const BatchReport a = runBatchReport(catalogue, session().settings().params(), 1, 5);
    const BatchReport b = runBatchReport(catalogue, loopless, 1, 5);
    const BatchComparison expected = compareBatches(a, b);
    ASSERT_EQ(shown.rows.size(), expected.figures.size());
    for (std::size_t i = 0; i < shown.rows.size(); ++i) {
        const ReportCompareView::ShownRow& row = shown.rows[i];
        const FigureComparison& figure = expected.figures[i];
        EXPECT_EQ(row.key, figure.key);
        EXPECT_EQ(row.countA, figure.a.count()) << row.key;
        EXPECT_EQ(row.countB, figure.b.count()) << row.key;
        ASSERT_EQ(row.difference.has_value(), figure.difference.has_value()) << row.key;
        if (figure.difference) {
            EXPECT_DOUBLE_EQ(*row.meanA, figure.a.mean()) << row.key;
            EXPECT_DOUBLE_EQ(*row.meanB, figure.b.mean()) << row.key;
            EXPECT_DOUBLE_EQ(*row.difference, figure.difference->mean) << row.key;
            EXPECT_EQ(row.excludesZero, figure.difference->excludesZero()) << row.key;
        }
    }
    const auto loops = std::find_if(shown.rows.begin(), shown.rows.end(),
                                    [](const auto& row) { return row.key == "loops"; });
    ASSERT_NE(loops, shown.rows.end());
    EXPECT_EQ(loops->meanB, 0.0) << "max_loops 0 leaves B without a loop";
    EXPECT_LT(*loops->difference, 0.0) << "A has loops by default, B none";
    EXPECT_FALSE(shown.regionsCompared);

    // The histograms of both sides, once their header is open.
    EXPECT_EQ(shown.histogramPairs, 0u);
    click(view().controlCentre(ReportCompareView::Control::Histograms));
    frames(1);
    EXPECT_EQ(view().shown().histogramPairs, expected.figures.size());

    // A change of the session's parameters marks the comparison stale.
    ASSERT_FALSE(session().settings().setParam("width", "96").has_value());
    frames(1);
    EXPECT_TRUE(view().shown().stale);
    EXPECT_TRUE(view().shown().comparison);  // still on show
}

TEST_F(ReportCompareTest, SwappingTheSidesFlipsTheDifferences) {
    runToEnd();
    const double density = session().settings().params().roomDensity;
    compareWith(writeParams("denser.json", Json{{"room_density", 0.45}}));
    view().waitUntilFinished();
    frames(2);
    const std::vector<ReportCompareView::ShownRow> forward = view().shown().rows;
    ASSERT_FALSE(forward.empty());

    // Now the session asks for 0.45 and the file for the old density.
    ASSERT_FALSE(session().settings().setParam("room_density", "0.45").has_value());
    const std::string sparser = writeParams("sparser.json", Json{{"room_density", density}});
    view().setPath(sparser);
    frames(1);
    click(view().controlCentre(ReportCompareView::Control::Run));
    view().waitUntilFinished();
    frames(2);
    const std::vector<ReportCompareView::ShownRow>& backward = view().shown().rows;
    ASSERT_EQ(backward.size(), forward.size());
    for (std::size_t i = 0; i < forward.size(); ++i) {
        EXPECT_EQ(backward[i].meanA, forward[i].meanB) << forward[i].key;
        EXPECT_EQ(backward[i].meanB, forward[i].meanA) << forward[i].key;
        ASSERT_EQ(backward[i].difference.has_value(), forward[i].difference.has_value());
        if (forward[i].difference) {
            EXPECT_EQ(*backward[i].difference, -*forward[i].difference) << forward[i].key;
        }
    }
}

TEST_F(ReportCompareTest, TheSameParametersOnBothSidesDifferByNothing) {
    runToEnd();
    compareWith(writeParams("same.json", Json::object()));
    view().waitUntilFinished();
    frames(2);
    ASSERT_TRUE(view().shown().comparison);
    EXPECT_TRUE(view().shown().changedParams.empty());
    for (const auto& row : view().shown().rows) {
        if (row.difference) {
            EXPECT_EQ(*row.difference, 0.0) << row.key;
            EXPECT_FALSE(row.excludesZero) << row.key;
        }
    }
}

// B starts from A: a file of one key changes that key alone, so a session on
// a 120x120 map compares 120x120 maps on both sides (B once read the file
// over the defaults and ran on 80x80), and the list of what differs, on
// show before Run, names exactly that key.
TEST_F(ReportCompareTest, AOneKeyFileChangesThatKeyAloneOverTheSessionsParameters) {
    ASSERT_FALSE(session().settings().setParam("width", "120").has_value());
    ASSERT_FALSE(session().settings().setParam("height", "120").has_value());
    ASSERT_NE(EasylinkParams{}.width, 120);
    runToEnd();
    const std::string file = (scratch.path() / "one-key.json").string();
    std::ofstream(file) << R"({"max_loops": 0})";
    clickControl(Control::TabCompare);
    frames(1);
    EXPECT_TRUE(view().shown().differences.empty()) << "B starts as a copy of A";
    click(view().controlCentre(CompareControl::Path));
    imgui.type(file.c_str(), draw);
    click(view().controlCentre(CompareControl::Load));
    frames(1);
    ASSERT_TRUE(view().message().empty()) << view().message();
    const std::string loops =
        jsonText(paramsToJson(session().settings().params()).value("max_loops", Json()));
    EXPECT_EQ(view().shown().differences,
              (std::vector<std::string>{"max_loops: " + loops + " -> 0"}));

    click(view().controlCentre(CompareControl::Run));
    ASSERT_TRUE(view().message().empty()) << view().message();
    view().waitUntilFinished();
    frames(2);
    ASSERT_TRUE(view().reportB().has_value());
    EXPECT_EQ(view().reportB()->params().width, 120);
    EXPECT_EQ(view().reportB()->params().height, 120);
    EXPECT_EQ(view().reportB()->params().maxLoops, 0);
    EXPECT_EQ(view().shown().changedParams, (std::vector<std::string>{"max_loops"}));
}

// B's keys one at a time: the value field, Set, the list of differences, and
// Copy A to start again; Run with no file compares A with that B.
TEST_F(ReportCompareTest, BTakesKeysOneAtATimeAndCopyAStartsAgain) {
    runToEnd();
    clickControl(Control::TabCompare);
    frames(1);
    EXPECT_TRUE(view().shown().differences.empty());
    // The first key offered is the map's width.
    const int width = session().settings().params().width;
    click(view().controlCentre(CompareControl::Value));
    imgui.pressKey(GLFW_KEY_A, true, draw);
    imgui.type(std::to_string(width + 16).c_str(), draw);
    click(view().controlCentre(CompareControl::Set));
    frames(1);
    ASSERT_TRUE(view().message().empty()) << view().message();
    EXPECT_EQ(view().shown().differences,
              (std::vector<std::string>{"width: " + std::to_string(width) + " -> " +
                                        std::to_string(width + 16)}));
    EXPECT_EQ(view().paramsB(session().settings().params()).width, width + 16);

    click(view().controlCentre(CompareControl::Run));
    ASSERT_TRUE(view().message().empty()) << view().message();
    view().waitUntilFinished();
    frames(2);
    EXPECT_EQ(view().shown().changedParams, (std::vector<std::string>{"width"}));

    click(view().controlCentre(CompareControl::ResetB));
    frames(1);
    EXPECT_TRUE(view().shown().differences.empty());
    EXPECT_TRUE(view().keysOfB().empty());
}

TEST_F(ReportCompareTest, AFileThatCannotBeReadIsRefusedWithOneLine) {
    runToEnd();
    compareWith((scratch.path() / "missing.json").string());
    EXPECT_FALSE(view().batchA().started());
    EXPECT_FALSE(view().batchB().started());
    EXPECT_NE(view().message().find("missing.json"), std::string::npos) << view().message();
    EXPECT_EQ(view().message().find('\n'), std::string::npos);

    const std::string bad = writeParams("bad.json", Json{{"room_density", 5}});
    view().setPath(bad);
    frames(1);
    click(view().controlCentre(ReportCompareView::Control::Run));
    EXPECT_FALSE(view().batchA().started());
    EXPECT_NE(view().message().find("/room_density"), std::string::npos) << view().message();
    EXPECT_FALSE(view().shown().comparison);
}

}  // namespace
}  // namespace easylink::ui

// The Report panel driven headlessly over a small catalogue with a module of
// weight 0 (tests/ui/data/report.json): a batch of five seeds run on worker
// threads to the end and shown with the figures of a BatchReport computed
// directly, the flags of the module never placed, a seed clicked in the
// reasons opening its run at the recorded event, the report marked stale by
// an edit or a change of parameters (and not by a new seed), Cancel, and a
// refusal on a catalogue with errors.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/reason_categories.hpp"
#include "editor_state.hpp"
#include "generation_session.hpp"
#include "headless_imgui.hpp"
#include "panels/panel_registry.hpp"
#include "panels/report_panel.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;
constexpr std::size_t kVault = 4;  // vault_8x8: weight 0, never placed
// Tall, so that every section of a tab is on show without scrolling.
const ScreenRect kRegion{{0.0f, 0.0f}, {1280.0f, 2400.0f}};

using Control = ReportPanel::Control;

class ReportPanelTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(state.openCatalogue(kData / "report.json"));
        ASSERT_EQ(countErrors(state.document()->problems), 0u)
            << state.document()->problems.front().message;
        session().setAutoRegenerate(false);
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
        return runBatchReport(*state.catalogueForGeneration(), session().params(), 1, 5);
    }

    void frames(int count) { imgui.frames(count, draw); }
    void click(std::optional<ImVec2> at) {
        ASSERT_TRUE(at.has_value()) << "the item was not drawn";
        imgui.click(*at, draw);
    }
    void clickControl(Control control) { click(panel.controlCentre(control)); }

    testing::HeadlessImGui imgui{{1280.0f, 2400.0f}};
    EditorState state;
    ReportPanel panel;
    std::function<void()> draw = [this] { panel.draw(state, kRegion); };
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

TEST_F(ReportPanelTest, ClickingASeedOpensItsRunRightAfterTheRecordedEvent) {
    runToEnd();
    clickControl(Control::TabReasons);
    frames(1);
    const auto top = panel.report()->topReasons(ReasonKind::Rejection);
    ASSERT_FALSE(top.empty());
    const std::string category = *top.front().first;
    const ReasonSighting sighting = top.front().second->firstSeeds.front();
    ASSERT_TRUE(sighting.event.has_value());
    session().setSeed(999);

    click(panel.sightingCentre(ReasonKind::Rejection, 0, 0));
    EXPECT_EQ(session().seed(), sighting.seed);
    ASSERT_TRUE(panel.openingSeed());
    ASSERT_TRUE(session().waitForRun());
    frames(1);
    EXPECT_FALSE(panel.openingSeed());
    ASSERT_NE(session().run(), nullptr);
    EXPECT_EQ(session().run()->seed, sighting.seed);
    EXPECT_EQ(session().step(), *sighting.event + 1);

    // The event shown is the one the report counted.
    const Event* event = session().currentEvent();
    ASSERT_NE(event, nullptr);
    EXPECT_EQ(event->kind, EventKind::CandidateRejected);
    EXPECT_EQ(ReasonNormaliser(*session().run()->catalogue)(event->text), category);
    // Opening a seed is not a change of parameters: the report stays fresh.
    EXPECT_FALSE(panel.stale());
}

TEST_F(ReportPanelTest, AnEditMarksTheReportStaleAndItsSeedsNoLongerOpen) {
    runToEnd();
    session().setSeed(42);  // another seed is no reason
    frames(1);
    EXPECT_FALSE(panel.stale());

    const Catalogue& catalogue = state.document()->catalogue;
    ASSERT_TRUE(state.performEdit(editModule(catalogue, 0, "set weight of room_8x8",
                                             [](ModuleTemplate& m) { m.weight = 3.0; })));
    frames(1);
    EXPECT_TRUE(panel.stale());
    EXPECT_NE(panel.shown().staleReason.find("catalogue"), std::string::npos);
    ASSERT_TRUE(panel.report().has_value());  // still on show

    clickControl(Control::TabReasons);
    frames(1);
    click(panel.sightingCentre(ReasonKind::Rejection, 0, 0));
    EXPECT_FALSE(panel.openingSeed());
    EXPECT_EQ(session().seed(), 42u);

    // Running again makes it fresh; a change of parameters makes it stale again.
    clickControl(Control::Run);
    panel.batch().waitUntilFinished();
    frames(2);
    EXPECT_FALSE(panel.stale());
    ASSERT_FALSE(session().setParam("width", "96").has_value());
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
    ASSERT_TRUE(state.openCatalogue(kData / "broken.json"));
    ASSERT_GT(countErrors(state.document()->problems), 0u);
    frames(2);
    EXPECT_FALSE(panel.batch().started());  // nothing ran by itself
    EXPECT_FALSE(panel.runBatch(state).empty());
    EXPECT_FALSE(panel.batch().started());
    EXPECT_FALSE(panel.message().empty());
}

}  // namespace
}  // namespace easylink::ui

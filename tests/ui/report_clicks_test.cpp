// Report clicks stay put: in the whole editor (the shell), a seed chip of the
// Report panel's Reasons tab clicked from the Author workspace opens its run
// without moving the chips under the cursor (the status keeps one line for
// the seed opening or open), the Report stays on show, and the map and the
// timeline come into view: the viewport in another area than the Report's,
// the timeline in front of its own.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <optional>

#include "easylink/report/reason_categories.hpp"
#include "headless_imgui.hpp"
#include "panels/report_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/editor_shell.hpp"
#include "workspace/workspace_presets.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

TEST(ReportClicks, ASeedChipFromTheAuthorWorkspaceStaysPutAndBringsTheMapAndTimeline) {
    // Tall, so that the Reasons tab's chips are on show in the centre area.
    testing::HeadlessImGui imgui{{1600.0f, 2400.0f}};
    EditorShell shell;
    const std::function<void()> draw = [&] { shell.drawFrame(); };
    ASSERT_TRUE(shell.state().document().openCatalogue(kData / "report.json"));
    shell.state().generation().settings().setAutoRegenerate(false);
    shell.panels().applyPreset(WorkspacePreset::Author);
    auto& report = *static_cast<ReportPanel*>(shell.panels().find(ReportPanel::kTitle));
    const Panel& reportWindow = report;  // ReportPanel::shown() is its figures
    report.setSeedRange(1, 5);
    report.setJobs(2);
    shell.panels().show(report);
    imgui.frames(2, draw);
    Panel* viewport = shell.panels().find("Viewport");
    Panel* timeline = shell.panels().find("Timeline");
    ASSERT_TRUE(reportWindow.shown());
    ASSERT_FALSE(viewport->shown()) << "the Author workspace has the map behind a tab";
    ASSERT_FALSE(timeline->shown());

    ASSERT_TRUE(report.batch().started());
    report.batch().waitUntilFinished();
    imgui.frames(2, draw);
    imgui.click(*report.controlCentre(ReportPanel::Control::TabReasons), draw);
    imgui.frames(1, draw);
    const std::optional<ImVec2> first = report.sightingCentre(ReasonKind::Rejection, 0, 0);
    const std::optional<ImVec2> second = report.sightingCentre(ReasonKind::Rejection, 0, 1);
    ASSERT_TRUE(first && second);

    imgui.click(*first, draw);
    ASSERT_TRUE(report.openingSeed());
    const std::optional<ImVec2> whileOpening = report.sightingCentre(ReasonKind::Rejection, 0, 1);
    ASSERT_TRUE(shell.state().generation().waitForRun());
    imgui.frames(2, draw);
    EXPECT_FALSE(report.openingSeed());
    ASSERT_TRUE(reportWindow.shown()) << "the Report stays on show";
    const std::optional<ImVec2> afterOpening = report.sightingCentre(ReasonKind::Rejection, 0, 1);
    ASSERT_TRUE(whileOpening && afterOpening);
    EXPECT_EQ(whileOpening->x, second->x);
    EXPECT_EQ(whileOpening->y, second->y) << "the chips moved when the seed began to open";
    EXPECT_EQ(afterOpening->x, second->x);
    EXPECT_EQ(afterOpening->y, second->y) << "the chips moved when the seed opened";

    EXPECT_TRUE(viewport->shown()) << "the map came into view";
    EXPECT_TRUE(timeline->shown()) << "the timeline came into view";
    EXPECT_NE(shell.panels().areaOf(*viewport), shell.panels().areaOf(report));
}

}  // namespace
}  // namespace easylink::ui

// The workspace's fixed regions: proportions, bounds, and how closed panels
// hand their room to the others.

#include <gtest/gtest.h>

#include <cmath>

#include "workspace/workspace_layout.hpp"

namespace easylink::ui {
namespace {

const ScreenRect kArea{{0.0f, 20.0f}, {1280.0f, 780.0f}};

void expectRect(const ScreenRect& actual, ImVec2 min, ImVec2 size) {
    EXPECT_FLOAT_EQ(actual.min.x, min.x);
    EXPECT_FLOAT_EQ(actual.min.y, min.y);
    EXPECT_FLOAT_EQ(actual.size.x, size.x);
    EXPECT_FLOAT_EQ(actual.size.y, size.y);
}

TEST(WorkspaceLayout, AllPanelsTileTheAreaWithoutOverlap) {
    const WorkspaceLayout layout = computeWorkspaceLayout(kArea, {});
    const float bottom = std::round(780.0f * 0.22f);
    const float side = std::round(1280.0f * 0.30f);
    expectRect(layout.bottom, {0.0f, 20.0f + 780.0f - bottom}, {1280.0f, bottom});
    expectRect(layout.side, {0.0f, 20.0f}, {side, 780.0f - bottom});
    expectRect(layout.centre, {side, 20.0f}, {1280.0f - side, 780.0f - bottom});
}

TEST(WorkspaceLayout, SmallWindowsKeepTheMinimumsButNeverMoreThanHalf) {
    const WorkspaceLayout small = computeWorkspaceLayout({{0.0f, 0.0f}, {800.0f, 400.0f}}, {});
    EXPECT_FLOAT_EQ(small.side.size.x, 300.0f);
    EXPECT_FLOAT_EQ(small.bottom.size.y, 120.0f);

    const WorkspaceLayout tiny = computeWorkspaceLayout({{0.0f, 0.0f}, {400.0f, 200.0f}}, {});
    EXPECT_FLOAT_EQ(tiny.side.size.x, 200.0f);
    EXPECT_FLOAT_EQ(tiny.bottom.size.y, 100.0f);
}

TEST(WorkspaceLayout, ClosedSlotsGiveTheirRoomAway) {
    const WorkspaceLayout noBottom = computeWorkspaceLayout(kArea, {true, true, false});
    EXPECT_TRUE(noBottom.bottom.empty());
    EXPECT_FLOAT_EQ(noBottom.side.size.y, 780.0f);
    EXPECT_FLOAT_EQ(noBottom.centre.size.y, 780.0f);

    const WorkspaceLayout noSide = computeWorkspaceLayout(kArea, {false, true, true});
    EXPECT_TRUE(noSide.side.empty());
    EXPECT_FLOAT_EQ(noSide.centre.min.x, 0.0f);
    EXPECT_FLOAT_EQ(noSide.centre.size.x, 1280.0f);

    const WorkspaceLayout onlySide = computeWorkspaceLayout(kArea, {true, false, false});
    expectRect(onlySide.side, kArea.min, kArea.size);

    const WorkspaceLayout onlyBottom = computeWorkspaceLayout(kArea, {false, false, true});
    expectRect(onlyBottom.bottom, kArea.min, kArea.size);
}

TEST(WorkspaceLayout, TheRightColumnTakesItsShareFromTheCentre) {
    const WorkspaceLayout layout = computeWorkspaceLayout(kArea, {true, true, true, true});
    const float bottom = std::round(780.0f * 0.22f);
    const float side = std::round(1280.0f * 0.30f);
    const float right = std::round(1280.0f * 0.22f);
    expectRect(layout.right, {1280.0f - right, 20.0f}, {right, 780.0f - bottom});
    expectRect(layout.centre, {side, 20.0f}, {1280.0f - side - right, 780.0f - bottom});
    EXPECT_FLOAT_EQ(layout.side.size.x + layout.centre.size.x + layout.right.size.x, 1280.0f);

    const WorkspaceLayout columnsOnly = computeWorkspaceLayout(kArea, {true, false, false, true});
    EXPECT_FLOAT_EQ(columnsOnly.side.size.x, 640.0f);
    EXPECT_FLOAT_EQ(columnsOnly.right.min.x, 640.0f);
    EXPECT_FLOAT_EQ(columnsOnly.right.size.x, 640.0f);
}

TEST(WorkspaceLayout, SplitterGapsSeparateTheRegions) {
    WorkspaceProportions proportions;
    proportions.splitterWidth = 6.0f;
    const SlotVisibility all{true, true, true, true};
    const WorkspaceLayout layout = computeWorkspaceLayout(kArea, all, proportions);
    const float bottom = std::round(780.0f * 0.22f);
    const float above = 780.0f - bottom - 6.0f;
    const float side = std::round(1280.0f * 0.30f);
    const float right = std::round(1280.0f * 0.22f);
    expectRect(layout.bottom, {0.0f, 20.0f + 780.0f - bottom}, {1280.0f, bottom});
    expectRect(layout.bottomSplitter, {0.0f, 20.0f + above}, {1280.0f, 6.0f});
    expectRect(layout.side, {0.0f, 20.0f}, {side, above});
    expectRect(layout.sideSplitter, {side, 20.0f}, {6.0f, above});
    expectRect(layout.centre, {side + 6.0f, 20.0f}, {1280.0f - side - right - 12.0f, above});
    expectRect(layout.rightSplitter, {1280.0f - right - 6.0f, 20.0f}, {6.0f, above});
    expectRect(layout.right, {1280.0f - right, 20.0f}, {right, above});

    // A hidden neighbour takes its gap with it.
    const WorkspaceLayout alone =
        computeWorkspaceLayout(kArea, {false, true, false, false}, proportions);
    EXPECT_TRUE(alone.sideSplitter.empty());
    EXPECT_TRUE(alone.rightSplitter.empty());
    EXPECT_TRUE(alone.bottomSplitter.empty());
    expectRect(alone.centre, kArea.min, kArea.size);

    // Side and right without a centre share the width across one gap.
    const WorkspaceLayout columns =
        computeWorkspaceLayout(kArea, {true, false, false, true}, proportions);
    expectRect(columns.side, kArea.min, {637.0f, 780.0f});
    expectRect(columns.sideSplitter, {637.0f, 20.0f}, {6.0f, 780.0f});
    expectRect(columns.right, {643.0f, 20.0f}, {637.0f, 780.0f});
}

}  // namespace
}  // namespace easylink::ui

// The level in 3D, headless as a designer would use it: the viewport's 3D
// view draws every room and corridor of the run at its end (fewer while
// stepping through phase 1), a rejected candidate is a box with its reason
// under the mouse, a click on a room in 3D selects
// it in the editor (so the 2D view and the Inspector show it), and side by
// side the map's centre and the 3D camera's target move together.

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <functional>
#include <map>

#include "easylink/layout/component_numbering.hpp"
#include "easylink/resolve/resolution.hpp"

#include "level_view3d_fixture.hpp"

namespace easylink::ui {
namespace {

class View3dTest : public testing::Level3dFixture {
protected:
    void SetUp() override { showLevel(3); }
};

TEST_F(View3dTest, TheRunsEndShowsEveryRoomAndCorridorAndFewerBefore) {
    // Every room and corridor has a body (a corridor's may be its phase-2
    // module's), and so has every door phase 2 put in a room (its lintel
    // and frame); the default catalogue's parts draw none of their own.
    const std::size_t objects = layout().roomIds().size() + layout().corridorCount();
    const Resolution* resolution = state.generation().cursor().resolution();
    ASSERT_NE(resolution, nullptr);
    std::size_t doors = 0;
    for (const int root : resolution->roomRoots) {
        for (const int node : root < 0 ? std::vector<int>{} : resolution->subtree(root)) {
            doors += resolution->node(node).kind == ModuleKind::Door ? 1 : 0;
        }
    }
    EXPECT_GT(doors, 0u);
    EXPECT_EQ(viewport.view3d().instanceCount(), objects + doors);
    ASSERT_TRUE(viewport.view3d().bounds().has_value());
    const std::uint64_t atEnd = viewport.view3d().revision();

    // Half way through phase 1: the rooms placed so far.
    state.generation().cursor().setStep(state.generation().cursor().stepCount() / 4);
    imgui.frames(2, draw);
    EXPECT_NE(viewport.view3d().revision(), atEnd) << "the scene follows the step";
    EXPECT_LT(viewport.view3d().instanceCount(), objects);
    EXPECT_GT(viewport.view3d().instanceCount(), 0u);
}

TEST_F(View3dTest, PhaseTwosModulesComeRoomByRoomAsItIsStepped) {
    RunCursor& cursor = state.generation().cursor();
    const std::size_t atEnd = viewport.view3d().nodeCount();
    const std::vector<std::size_t>& slots = state.generation().run()->slotEvents;
    ASSERT_GT(slots.size(), 4u);
    // Just before phase 2's first room: only the rooms and corridors.
    cursor.setStep(slots.front());
    imgui.frames(2, draw);
    const std::size_t objects = layout().roomIds().size() + layout().corridorCount();
    EXPECT_EQ(viewport.view3d().nodeCount(), objects + 1) << "the root, rooms and corridors";
    // Half way through: some rooms' modules, not all.
    cursor.setStep(slots[slots.size() / 2] + 1);
    imgui.frames(2, draw);
    const std::size_t halfWay = viewport.view3d().nodeCount();
    EXPECT_GT(halfWay, objects + 1);
    EXPECT_LT(halfWay, atEnd);
    // One more room resolved: more modules, never fewer.
    cursor.setStep(slots[slots.size() / 2 + 1] + 1);
    imgui.frames(2, draw);
    EXPECT_GE(viewport.view3d().nodeCount(), halfWay);
    cursor.toEnd();
    imgui.frames(2, draw);
    EXPECT_EQ(viewport.view3d().nodeCount(), atEnd);
}

TEST_F(View3dTest, RoomsTakeTheirComponentsColourAsOnTheMap) {
    // Early in phase 1 the level is in pieces: find a step with several.
    RunCursor& cursor = state.generation().cursor();
    std::size_t step = 1;
    for (; step < cursor.stepCount(); ++step) {
        cursor.setStep(step);
        if (numberComponents(layout()).count >= 3) {
            break;
        }
    }
    ASSERT_LT(step, cursor.stepCount()) << "no step with three components";
    imgui.frames(2, draw);
    const ComponentNumbering numbering = numberComponents(layout());
    const LevelView3d& view = viewport.view3d();
    // Each room's and corridor's own tint (the step's highlights and the
    // selection are drawn over it).
    const auto own = [&](std::size_t index) {
        const SceneOwner owner = *view.ownerOf(index);
        const std::vector<InstanceTint>& tints =
            owner.corridor ? view.ownerTints().corridors : view.ownerTints().rooms;
        return tints.at(static_cast<std::size_t>(owner.id));
    };
    const auto componentOf = [&](std::size_t index) {
        const SceneOwner owner = *view.ownerOf(index);
        return owner.corridor ? numbering.ofCorridor[owner.id] : numbering.ofRoom[owner.id];
    };
    std::map<int, std::array<float, 3>> colours;
    std::size_t shownAsOwn = 0;
    for (std::size_t i = 0; i < view.instanceCount(); ++i) {
        ASSERT_TRUE(view.ownerOf(i).has_value());
        const InstanceTint tint = own(i);
        EXPECT_GT(tint.amount, 0.0f);
        const auto [at, first] = colours.try_emplace(componentOf(i), tint.colour);
        EXPECT_EQ(at->second, tint.colour) << "one colour a component";
        shownAsOwn += view.tintOf(i) == tint ? 1 : 0;
    }
    EXPECT_GE(colours.size(), 3u);
    EXPECT_GT(shownAsOwn, view.instanceCount() / 2) << "most are not highlighted";

    // Isolated in the Components panel: the others go dim.
    state.selection().focusComponent(0);
    state.selection().setIsolateFocused(true);
    imgui.frames(2, draw);
    for (std::size_t i = 0; i < view.instanceCount(); ++i) {
        const InstanceTint tint = own(i);
        if (componentOf(i) == 0) {
            EXPECT_EQ(tint.colour, colours[0]);
        } else {
            EXPECT_LT(tint.colour[0] + tint.colour[1] + tint.colour[2], 0.5f) << "dimmed";
        }
    }
    state.selection().focusComponent(std::nullopt);
    state.selection().setIsolateFocused(false);

    // By kind: the materials' own colours, untinted.
    viewport.view().options().colouring = GridColouring::ByKind;
    imgui.frames(2, draw);
    for (const auto* tints : {&view.ownerTints().rooms, &view.ownerTints().corridors}) {
        for (const InstanceTint& tint : *tints) {
            EXPECT_EQ(tint.amount, 0.0f);
        }
    }
    std::size_t untinted = 0;
    for (std::size_t i = 0; i < view.instanceCount(); ++i) {
        untinted += view.tintOf(i).amount == 0.0f ? 1 : 0;
    }
    EXPECT_GT(untinted, view.instanceCount() / 2);
}

TEST_F(View3dTest, RegionsAreVolumesWithTheirLabelsUnderTheMouse) {
    EasylinkParams params = state.generation().settings().params();
    Region west;
    west.name = "west wing";
    west.rect = {0, 0, 20, 30};
    west.density = 0.5;
    params.regions = {west};
    state.generation().settings().setParams(params);
    state.session().setShowRegions(true);
    imgui.frames(2, draw);
    const LevelView3d& view = viewport.view3d();
    ASSERT_EQ(view.volumes().size(), 1u);
    const Volume3d volume = view.volumes().front();  // a copy: each frame makes them again
    const float s = static_cast<float>(layout().catalogue().tileSize());
    EXPECT_FLOAT_EQ(volume.box.max[0], 20.0f * s);
    EXPECT_FLOAT_EQ(volume.box.max[2], 30.0f * s);
    EXPECT_GT(volume.box.max[1], static_cast<float>(layout().catalogue().wallHeight()));
    EXPECT_NE(volume.label.find("west wing"), std::string::npos) << volume.label;

    // The mouse over its middle: its label in the tooltip.
    viewport.view3d().camera().target = {10.0f * s, 0.0f, 15.0f * s};
    viewport.view3d().camera().distance = 60.0f * s;
    imgui.frames(1, draw);
    const ImVec2 origin = view.origin();
    const ImVec2 size = view.size();
    imgui.hover({origin.x + size.x * 0.5f, origin.y + size.y * 0.5f}, draw);
    ASSERT_NE(view.hoveredVolume(), nullptr);
    EXPECT_EQ(view.hoveredVolume()->label, volume.label);

    // Hidden with the map's regions.
    state.session().setShowRegions(false);
    imgui.frames(1, draw);
    EXPECT_TRUE(view.volumes().empty());
}

TEST_F(View3dTest, AClickOnARoomIn3dSelectsItForEveryView) {
    // Frame one room from above and click the view's centre.
    const int id = layout().roomIds().front();
    ASSERT_TRUE(viewport.view3d().frameOwner({false, id}));
    imgui.frames(1, draw);
    const ImVec2 origin = viewport.view3d().origin();
    const ImVec2 size = viewport.view3d().size();
    const std::optional<SceneOwner> under = viewport.view3d().pick({size.x * 0.5f, size.y * 0.5f});
    ASSERT_TRUE(under.has_value());
    EXPECT_EQ(*under, (SceneOwner{false, id}));
    imgui.click({origin.x + size.x * 0.5f, origin.y + size.y * 0.5f}, draw);
    imgui.frames(2, draw);
    const std::optional<TileOwner> selected = state.selection().selectedObject();
    ASSERT_TRUE(selected.has_value());
    EXPECT_EQ(selected->kind, TileOwner::Kind::Room);
    EXPECT_EQ(selected->id, id);
    // Outlined, and first: its edges lie over every other outline's.
    ASSERT_FALSE(viewport.view3d().outlines().empty());
    const Outline3d& outline = viewport.view3d().outlines().front();
    EXPECT_TRUE(outline.selected);
    EXPECT_EQ(outline.owner, (SceneOwner{false, id}));
    const Rect rect = layout().room(id)->rect();
    const float s = static_cast<float>(layout().catalogue().tileSize());
    EXPECT_NEAR(outline.box.min[0], static_cast<float>(rect.x) * s, 0.5f * s);
    EXPECT_NEAR(outline.box.max[2], static_cast<float>(rect.y + rect.h) * s, 0.5f * s);

    // A click on nothing (far off the level) clears it.
    viewport.view3d().camera().target = {-5000.0f, 0.0f, -5000.0f};
    imgui.click({origin.x + 5.0f, origin.y + 5.0f}, draw);
    imgui.frames(2, draw);
    EXPECT_FALSE(state.selection().selectedObject().has_value());
}

TEST_F(View3dTest, ARejectedCandidateIsABoxWithItsReasonUnderTheMouse) {
    const Timeline& timeline = *state.generation().cursor().timeline();
    std::optional<std::size_t> rejected;
    for (std::size_t i = 0; i < timeline.size() && !rejected; ++i) {
        if (timeline.event(i).kind == EventKind::CandidateRejected &&
            !timeline.event(i).rects.empty()) {
            rejected = i;
        }
    }
    ASSERT_TRUE(rejected.has_value());
    state.generation().cursor().setStep(*rejected + 1);
    imgui.frames(2, draw);
    const std::vector<Ghost3d>& ghosts = viewport.view3d().ghosts();
    ASSERT_FALSE(ghosts.empty());
    const Ghost3d ghost = ghosts.front();  // a copy: the next frame makes them again
    EXPECT_EQ(ghost.label, timeline.event(*rejected).text);
    EXPECT_GT(ghost.box.max[1], 0.0f) << "as tall as the walls";

    // The mouse over the box's middle: its reason in the tooltip.
    viewport.view3d().frameOwner({false, layout().roomIds().front()});
    const Vec3f middle{(ghost.box.min[0] + ghost.box.max[0]) * 0.5f, ghost.box.max[1] * 0.5f,
                       (ghost.box.min[2] + ghost.box.max[2]) * 0.5f};
    viewport.view3d().camera().target = middle;
    imgui.frames(1, draw);
    const ImVec2 origin = viewport.view3d().origin();
    const ImVec2 size = viewport.view3d().size();
    imgui.hover({origin.x + size.x * 0.5f, origin.y + size.y * 0.5f}, draw);
    ASSERT_NE(viewport.view3d().hoveredGhost(), nullptr);
    EXPECT_EQ(viewport.view3d().hoveredGhost()->label, ghost.label);
}

TEST_F(View3dTest, SideBySideTheMapsCentreIsThe3dCamerasTarget) {
    state.session().setViewMode(ViewMode::Split);
    imgui.frames(2, draw);
    const float s = static_cast<float>(layout().catalogue().tileSize());
    const auto inStep = [&] {
        const Vec2f centre = viewport.view().view().centre();
        const Vec3f target = viewport.view3d().camera().target;
        return std::abs(centre.x * s - target[0]) < 0.01f &&
               std::abs(centre.y * s - target[2]) < 0.01f;
    };
    EXPECT_TRUE(inStep());
    // The map panned: the 3D camera follows.
    viewport.view().view().setCentre({10.0f, 12.0f});
    imgui.frames(1, draw);
    EXPECT_TRUE(inStep());
    EXPECT_NEAR(viewport.view3d().camera().target[0], 10.0f * s, 0.01f);
    // The 3D camera panned: the map follows.
    viewport.view3d().camera().target[0] = 30.0f * s;
    viewport.view3d().camera().target[2] = 20.0f * s;
    imgui.frames(1, draw);
    EXPECT_TRUE(inStep());
    EXPECT_NEAR(viewport.view().view().centre().x, 30.0f, 0.01f);
}

TEST_F(View3dTest, TheViewModeStepsThrough2d3dAndBoth) {
    EXPECT_EQ(state.session().viewMode(), ViewMode::ThreeD);
    state.session().setViewMode(ViewMode::Split);
    imgui.frames(2, draw);
    EXPECT_GT(viewport.view3d().size().x, 100.0f);
    EXPECT_LT(viewport.view3d().size().x, 700.0f) << "half the panel, beside the map";
    EXPECT_EQ(parseViewMode("split"), ViewMode::Split);
    EXPECT_EQ(parseViewMode("3d"), ViewMode::ThreeD);
    EXPECT_FALSE(parseViewMode("4d").has_value());
}

}  // namespace
}  // namespace easylink::ui

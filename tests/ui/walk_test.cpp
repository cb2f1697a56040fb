// Walking through the level in 3D against known answers: a wall's
// triangles become the segments that stop the walker, walking into a wall
// stops a radius short of it and slides along it, looking round stays short
// of straight up or down; and in the editor, G over the 3D view stands the
// walker in a room at eye height, where walking far ahead ends at a wall,
// never through one, and Escape goes back to orbiting.

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <functional>
#include <memory>

#include "level_view3d_fixture.hpp"
#include "shell/shortcuts.hpp"
#include "viewport/walk_camera.hpp"

namespace easylink::ui {
namespace {

/// A scene of one wall: a box 10 m long (x from 0 to 10), 0.2 m thick
/// (z from 4.9 to 5.1) and 3 m high.
Scene oneWall(std::vector<SceneDraw>& draws) {
    auto data = std::make_shared<MeshData>();
    data->addBox({{0.0, 0.0, 4.9}, {10.0, 3.0, 5.1}});
    Scene scene;
    scene.materials.push_back({"wall"});
    scene.meshes.push_back({"wall", {{data, 0}}});
    draws.assign(1, SceneDraw{});
    draws[0].mesh = 0;
    draws[0].world = {1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f,
                      0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f};
    return scene;
}

TEST(WalkWalls, AWallsSidesStopAndItsTopAndBottomDoNot) {
    std::vector<SceneDraw> draws;
    const Scene scene = oneWall(draws);
    const WalkWalls walls(scene, draws, 0.3f, 1.6f, 1.0f);
    // Four sides of two triangles each; the top and bottom are level.
    EXPECT_EQ(walls.segmentCount(), 8u);
    EXPECT_TRUE(walls.blocked({5.0f, 4.8f}, 0.25f));
    EXPECT_FALSE(walls.blocked({5.0f, 4.5f}, 0.25f));
    const FloorPoint out = walls.pushOut({5.0f, 4.8f}, 0.25f);
    EXPECT_NEAR(out[0], 5.0f, 1e-4f);
    EXPECT_NEAR(out[1], 4.65f, 1e-4f) << "a radius short of the wall's face";
    // Walls under the knee or over the head are stepped over or under.
    EXPECT_EQ(WalkWalls(scene, draws, 3.5f, 5.0f, 1.0f).segmentCount(), 0u);
}

TEST(WalkCamera, WalkingIntoAWallStopsShortAndSlidesAlongIt) {
    std::vector<SceneDraw> draws;
    const Scene scene = oneWall(draws);
    const WalkWalls walls(scene, draws, 0.3f, 1.6f, 1.0f);
    WalkCamera walker;
    walker.eye = {5.0f, 1.6f, 2.0f};
    walker.yaw = 3.14159265f;  // facing south, +Z: at the wall
    walker.walk(10.0f, 0.0f, walls, 0.25f);
    EXPECT_NEAR(walker.eye[2], 4.65f, 1e-3f) << "never through";
    EXPECT_NEAR(walker.eye[0], 5.0f, 1e-3f);
    EXPECT_FLOAT_EQ(walker.eye[1], 1.6f) << "at eye height";
    // Aslant to the south-east, it slides east along the wall.
    walker.yaw = 3.14159265f + 0.5f;
    walker.walk(2.0f, 0.0f, walls, 0.25f);
    EXPECT_NEAR(walker.eye[2], 4.65f, 1e-3f);
    EXPECT_GT(walker.eye[0], 5.5f);
    // Past the wall's end it walks on.
    walker.eye = {12.0f, 1.6f, 2.0f};
    walker.yaw = 3.14159265f;
    walker.walk(6.0f, 0.0f, walls, 0.25f);
    EXPECT_NEAR(walker.eye[2], 8.0f, 1e-3f);
}

TEST(WalkCamera, LookingRoundStaysShortOfStraightUpOrDown) {
    WalkCamera walker;
    walker.turn(0.5f, 10.0f);
    EXPECT_FLOAT_EQ(walker.pitch, WalkCamera::kMaxPitch);
    walker.turn(0.0f, -20.0f);
    EXPECT_FLOAT_EQ(walker.pitch, -WalkCamera::kMaxPitch);
    EXPECT_FLOAT_EQ(walker.yaw, 0.5f);
    // Level and facing north, the view's centre looks straight ahead.
    walker.pitch = 0.0f;
    walker.yaw = 0.0f;
    const Ray ahead = walker.pose().rayThrough({400.0f, 300.0f}, 800.0f, 600.0f);
    EXPECT_NEAR(ahead.direction[2], -1.0f, 1e-5f);
}

class WalkInEditorTest : public testing::Level3dFixture {
protected:
    void SetUp() override { showLevel(5); }
};

TEST_F(WalkInEditorTest, GStandsTheWalkerInARoomAndWallsStopIt) {
    LevelView3d& view = viewport.view3d();
    const ImVec2 middle{view.origin().x + view.size().x * 0.5f,
                        view.origin().y + view.size().y * 0.5f};
    imgui.hover(middle, draw);
    imgui.pressKey(shortcutRecord(Shortcut::WalkMode).chords[0].key, false, draw);
    ASSERT_TRUE(view.walking());
    const Vec3f start = view.walkCamera().eye;
    EXPECT_FLOAT_EQ(start[1], view.eyeHeight());
    const WorldBox& level = *view.bounds();
    EXPECT_GT(start[0], level.min[0]);
    EXPECT_LT(start[0], level.max[0]);

    // Holding the walk key walks a step a frame, and keeps the editor drawing.
    const int ahead = shortcutRecord(Shortcut::WalkAhead).chords[0].key;
    ImGui::GetIO().KeysDown[ahead] = true;
    imgui.frames(1, draw);
    EXPECT_TRUE(view.moving());
    EXPECT_TRUE(viewport.busy());
    imgui.frames(5, draw);
    ImGui::GetIO().KeysDown[ahead] = false;
    imgui.frames(1, draw);
    EXPECT_FALSE(view.moving());
    EXPECT_NE(view.walkCamera().eye, start) << "a step or two ahead";

    // Far ahead: a wall stops it well before the level's far side.
    const float across = level.max[0] - level.min[0] + level.max[2] - level.min[2];
    view.walk(across * 4.0f, 0.0f);
    const Vec3f stopped = view.walkCamera().eye;
    const float went = std::hypot(stopped[0] - start[0], stopped[2] - start[2]);
    EXPECT_LT(went, across) << "walls stop the walker";
    EXPECT_GE(stopped[0], level.min[0]);
    EXPECT_LE(stopped[0], level.max[0]);
    EXPECT_GE(stopped[2], level.min[2]);
    EXPECT_LE(stopped[2], level.max[2]);

    // Escape: back to orbiting.
    imgui.pressKey(shortcutRecord(Shortcut::WalkLeave).chords[0].key, false, draw);
    EXPECT_FALSE(view.walking());
}

}  // namespace
}  // namespace easylink::ui

// The 3D view's camera against known answers: where the eye stands for a
// turn, the target at the screen's centre, a framed box wholly on screen, a
// ray through the screen's centre of a framed room hitting that room first,
// zooming about the cursor keeping the point under it, and panning moving
// what is under the cursor with it, and a metre at the target spanning the
// pixels pixelsPerMetre() says.

#include <gtest/gtest.h>

#include <cmath>

#include "viewport/orbit_camera.hpp"

namespace easylink::ui {
namespace {

constexpr float kWidth = 1600.0f;
constexpr float kHeight = 1000.0f;

/// Clip space to the view's pixels, through the camera's own matrices.
ViewPixel throughMatrices(const OrbitCamera& camera, const Vec3f& p) {
    const Matrix4f v = camera.view();
    const Matrix4f m = camera.projection(kWidth / kHeight);
    float eye[4];
    for (int r = 0; r < 4; ++r) {
        eye[r] = v[r] * p[0] + v[4 + r] * p[1] + v[8 + r] * p[2] + v[12 + r];
    }
    float clip[4];
    for (int r = 0; r < 4; ++r) {
        clip[r] = m[r] * eye[0] + m[4 + r] * eye[1] + m[8 + r] * eye[2] + m[12 + r] * eye[3];
    }
    return {(clip[0] / clip[3] + 1.0f) * 0.5f * kWidth,
            (1.0f - clip[1] / clip[3]) * 0.5f * kHeight};
}

TEST(OrbitCamera, TheTurnSaysWhereTheEyeStands) {
    OrbitCamera camera;
    camera.target = {10.0f, 0.0f, 20.0f};
    camera.distance = 5.0f;
    camera.yaw = 0.0f;
    camera.pitch = 0.0f;
    EXPECT_NEAR(camera.eye()[2], 25.0f, 1e-4f) << "yaw 0 looks from the south";
    camera.yaw = 1.5707963f;
    EXPECT_NEAR(camera.eye()[0], 15.0f, 1e-4f) << "a quarter turn looks from the east";
    camera.pitch = OrbitCamera::kMaxPitch;
    EXPECT_GT(camera.eye()[1], 4.9f) << "from above";
}

TEST(OrbitCamera, TheTargetIsAtTheScreensCentreThroughTheMatrices) {
    OrbitCamera camera;
    camera.target = {3.0f, 1.0f, -7.0f};
    camera.distance = 30.0f;
    for (float yaw : {0.0f, 0.7f, 2.5f, -1.2f}) {
        camera.yaw = yaw;
        const ViewPixel centre = throughMatrices(camera, camera.target);
        EXPECT_NEAR(centre.x, kWidth / 2, 0.01f);
        EXPECT_NEAR(centre.y, kHeight / 2, 0.01f);
        // pixelOf() agrees with the matrices anywhere.
        const Vec3f corner{camera.target[0] + 4.0f, 0.0f, camera.target[2] - 3.0f};
        const ViewPixel a = throughMatrices(camera, corner);
        const std::optional<ViewPixel> b = camera.pixelOf(corner, kWidth, kHeight);
        ASSERT_TRUE(b.has_value());
        EXPECT_NEAR(a.x, b->x, 0.05f);
        EXPECT_NEAR(a.y, b->y, 0.05f);
    }
}

TEST(OrbitCamera, AFramedBoxIsWhollyOnScreen) {
    const WorldBox level{{0.0f, 0.0f, 0.0f}, {160.0f, 4.0f, 80.0f}};
    for (const bool top : {false, true}) {
        OrbitCamera camera;
        top ? camera.topView(level, kWidth / kHeight)
            : camera.threeQuarterView(level, kWidth / kHeight);
        float lowX = kWidth;
        float highX = 0.0f;
        for (int corner = 0; corner < 8; ++corner) {
            const Vec3f p{(corner & 1) ? level.max[0] : level.min[0],
                          (corner & 2) ? level.max[1] : level.min[1],
                          (corner & 4) ? level.max[2] : level.min[2]};
            const std::optional<ViewPixel> pixel = camera.pixelOf(p, kWidth, kHeight);
            ASSERT_TRUE(pixel.has_value());
            EXPECT_GE(pixel->x, 0.0f);
            EXPECT_LE(pixel->x, kWidth);
            EXPECT_GE(pixel->y, 0.0f);
            EXPECT_LE(pixel->y, kHeight);
            lowX = std::min(lowX, pixel->x);
            highX = std::max(highX, pixel->x);
        }
        EXPECT_GT(highX - lowX, kWidth * 0.4f) << "and not a speck";
    }
}

TEST(OrbitCamera, ARayThroughTheCentreOfAFramedRoomHitsThatRoomFirst) {
    const WorldBox room{{20.0f, 0.0f, 30.0f}, {32.0f, 3.0f, 38.0f}};
    const WorldBox behind{{20.0f, 0.0f, 10.0f}, {32.0f, 3.0f, 18.0f}};  // north of it
    const WorldBox beside{{40.0f, 0.0f, 30.0f}, {52.0f, 3.0f, 38.0f}};
    OrbitCamera camera;
    camera.threeQuarterView(room, kWidth / kHeight);
    const Ray ray = camera.rayThrough({kWidth / 2, kHeight / 2}, kWidth, kHeight);
    const std::optional<float> hit = rayHitsBox(ray, room);
    ASSERT_TRUE(hit.has_value());
    const std::optional<float> far = rayHitsBox(ray, behind);
    EXPECT_TRUE(!far || *far > *hit) << "the room is nearer";
    EXPECT_FALSE(rayHitsBox(ray, beside).has_value());
    // And off to the side, the ray misses it.
    EXPECT_FALSE(rayHitsBox(camera.rayThrough({2.0f, 2.0f}, kWidth, kHeight), room).has_value());
}

TEST(OrbitCamera, ZoomingKeepsThePointUnderTheCursor) {
    OrbitCamera camera;
    camera.threeQuarterView({{0.0f, 0.0f, 0.0f}, {80.0f, 0.0f, 80.0f}}, kWidth / kHeight);
    const ViewPixel cursor{1200.0f, 300.0f};
    const Ray before = camera.rayThrough(cursor, kWidth, kHeight);
    const float t = (camera.target[1] - before.origin[1]) / before.direction[1];
    const Vec3f ground{before.origin[0] + before.direction[0] * t, camera.target[1],
                       before.origin[2] + before.direction[2] * t};
    const float distance = camera.distance;
    camera.zoomAt(0.5f, cursor, kWidth, kHeight);
    EXPECT_NEAR(camera.distance, distance * 0.5f, 1e-3f);
    const std::optional<ViewPixel> after = camera.pixelOf(ground, kWidth, kHeight);
    ASSERT_TRUE(after.has_value());
    EXPECT_NEAR(after->x, cursor.x, 0.5f);
    EXPECT_NEAR(after->y, cursor.y, 0.5f);
}

TEST(OrbitCamera, PanningMovesWhatIsUnderTheCursorWithIt) {
    OrbitCamera camera;
    camera.topView({{0.0f, 0.0f, 0.0f}, {80.0f, 0.0f, 80.0f}}, kWidth / kHeight);
    const Vec3f point = camera.target;
    camera.pan(100.0f, -40.0f, kHeight);
    const std::optional<ViewPixel> moved = camera.pixelOf(point, kWidth, kHeight);
    ASSERT_TRUE(moved.has_value());
    EXPECT_NEAR(moved->x, kWidth / 2 + 100.0f, 0.5f);
    EXPECT_NEAR(moved->y, kHeight / 2 - 40.0f, 0.5f);
}

TEST(OrbitCamera, OrbitingStaysAboveTheHorizonAndShortOfStraightDown) {
    OrbitCamera camera;
    camera.orbit(0.3f, -10.0f);
    EXPECT_FLOAT_EQ(camera.pitch, OrbitCamera::kMinPitch);
    camera.orbit(0.0f, 10.0f);
    EXPECT_FLOAT_EQ(camera.pitch, OrbitCamera::kMaxPitch);
}

TEST(OrbitCamera, AMetreAtTheTargetSpansThePixelsItSays) {
    OrbitCamera camera;
    camera.target = {10.0f, 0.0f, 20.0f};
    camera.distance = 40.0f;
    // A metre along the camera's own up, at the target, seen square on.
    const Vec3f up = camera.up();
    const std::optional<ViewPixel> at = camera.pixelOf(camera.target, kWidth, kHeight);
    const std::optional<ViewPixel> above = camera.pixelOf(
        {camera.target[0] + up[0], camera.target[1] + up[1], camera.target[2] + up[2]}, kWidth,
        kHeight);
    ASSERT_TRUE(at && above);
    EXPECT_NEAR(at->y - above->y, camera.pixelsPerMetre(kHeight), 0.01f);
    // Twice as far: half as many.
    const float near = camera.pixelsPerMetre(kHeight);
    camera.distance = 80.0f;
    EXPECT_NEAR(camera.pixelsPerMetre(kHeight), near / 2.0f, 1e-4f);
}

}  // namespace
}  // namespace easylink::ui

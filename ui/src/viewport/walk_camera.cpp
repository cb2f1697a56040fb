#include "viewport/walk_camera.hpp"

#include <algorithm>
#include <cmath>

namespace easylink::ui {

ViewPose WalkCamera::pose(float far) const {
    ViewPose pose;
    pose.eye = eye;
    pose.yaw = yaw;
    pose.pitch = pitch;
    pose.near = 0.05f;
    pose.far = std::max(far, 1.0f);
    return pose;
}

void WalkCamera::turn(float yawBy, float pitchBy) {
    constexpr float kTurn = 6.2831853f;
    yaw = std::fmod(yaw + yawBy, kTurn);
    pitch = std::clamp(pitch + pitchBy, -kMaxPitch, kMaxPitch);
}

void WalkCamera::walk(float ahead, float aside, const WalkWalls& walls, float radius) {
    // Level directions: ahead is north (-Z) at yaw 0, right is east.
    const float dx = -std::sin(yaw) * ahead + std::cos(yaw) * aside;
    const float dz = -std::cos(yaw) * ahead - std::sin(yaw) * aside;
    const float length = std::sqrt(dx * dx + dz * dz);
    const int pieces = std::max(1, static_cast<int>(std::ceil(length / (0.5f * radius))));
    FloorPoint at{eye[0], eye[2]};
    for (int i = 0; i < pieces; ++i) {
        at = walls.pushOut(
            {at[0] + dx / static_cast<float>(pieces), at[1] + dz / static_cast<float>(pieces)},
            radius);
    }
    eye[0] = at[0];
    eye[2] = at[1];
}

}  // namespace easylink::ui

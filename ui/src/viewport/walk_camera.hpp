#pragma once

// [SECTION] Walking through the level
//
// The 3D view's second camera (docs/editor.md, "Walking through a level"):
// a player's eye at a fixed height above the floor, turned by the mouse and
// moved by the walk keys along the floor, never through a wall
// (walk_walls.hpp): each step is cut into pieces shorter than half the
// walker's radius, and after each the walker is pushed out of the walls it
// touches, so it slides along them and never tunnels through. Plain maths:
// no GL.

#include "viewport/view_pose.hpp"
#include "viewport/walk_walls.hpp"

namespace easylink::ui {

class WalkCamera {
public:
    static constexpr float kMaxPitch = 1.45f;  // up or down, short of straight

    Vec3f eye{};
    float yaw = 0.0f;
    float pitch = 0.0f;

    /// Where it stands and looks; it sees `far` metres.
    ViewPose pose(float far = 2000.0f) const;
    /// Turns by `yawBy` (positive: to the left) and `pitchBy` (positive:
    /// down) radians.
    void turn(float yawBy, float pitchBy);
    /// Walks `ahead` metres where it faces (level, whatever the pitch) and
    /// `aside` to its right, kept `radius` clear of every wall.
    void walk(float ahead, float aside, const WalkWalls& walls, float radius);
};

}  // namespace easylink::ui

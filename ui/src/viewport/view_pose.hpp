#pragma once

// [SECTION] Where a 3D camera stands and looks
//
// The maths both 3D cameras share (orbit_camera.hpp circles a target,
// walk_camera.hpp stands in the level at eye height): an eye, a turn `yaw`
// about +Y (0: looking north, -Z; a quarter turn: looking west, -X) and a
// `pitch` (positive: looking down), the near and far planes; from these the
// view and projection matrices, the ray through a pixel and the pixel of a
// point. Plain maths: no GL, so tests check it against known answers.

#include <array>
#include <optional>

#include "easylink/scene/scene_draws.hpp"

namespace easylink::ui {

using Vec3f = std::array<float, 3>;

/// A half-line from `origin` along `direction` (of unit length).
struct Ray {
    Vec3f origin{};
    Vec3f direction{0.0f, 0.0f, -1.0f};
};

/// A pixel of a view `width` x `height` pixels (0, 0 at the top left).
struct ViewPixel {
    float x = 0.0f;
    float y = 0.0f;
};

struct ViewPose {
    static constexpr float kFieldOfView = 0.8f;  // radians, vertical

    Vec3f eye{};
    float yaw = 0.0f;
    float pitch = 0.0f;
    float near = 0.05f;  // metres
    float far = 1000.0f;

    /// Unit vectors: where it looks, its right and its up.
    Vec3f forward() const;
    Vec3f right() const;
    Vec3f up() const;

    /// World to eye, and eye to clip space (column-major, as GL takes them).
    Matrix4f view() const;
    Matrix4f projection(float aspect) const;

    /// The ray from the eye through `pixel`.
    Ray rayThrough(ViewPixel pixel, float width, float height) const;
    /// Where `point` shows in the view; none behind the eye.
    std::optional<ViewPixel> pixelOf(const Vec3f& point, float width, float height) const;
};

/// tan(kFieldOfView / 2): half the view's height at a distance of 1.
float halfViewHeight();

namespace vec {
inline Vec3f add(const Vec3f& a, const Vec3f& b) {
    return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}
inline Vec3f scaled(const Vec3f& a, float s) {
    return {a[0] * s, a[1] * s, a[2] * s};
}
inline float dot(const Vec3f& a, const Vec3f& b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
inline Vec3f cross(const Vec3f& a, const Vec3f& b) {
    return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
}  // namespace vec

}  // namespace easylink::ui

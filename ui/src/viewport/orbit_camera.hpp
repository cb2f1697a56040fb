#pragma once

// [SECTION] Orbit camera
//
// The 3D view's camera (docs/editor.md, "The level in 3D"): it looks at a
// target from a distance, turned `yaw` about +Y (0: from the south, +Z;
// a quarter turn: from the east, +X) and raised `pitch` above the horizon.
// It frames a box, orbits, pans, zooms about the point under the cursor,
// and turns a pixel into a ray for picking. Plain maths: no GL, so tests
// check it against known answers.

#include <array>
#include <optional>

#include "easylink/scene/scene_draws.hpp"
#include "viewport/view_pose.hpp"

namespace easylink::ui {

/// How far along `ray` it first meets `box`; none when it misses (or the
/// box lies behind it). 0 when the ray starts inside.
std::optional<float> rayHitsBox(const Ray& ray, const WorldBox& box);

class OrbitCamera {
public:
    static constexpr float kFieldOfView = ViewPose::kFieldOfView;
    static constexpr float kMinPitch = 0.05f;             // just above the horizon
    static constexpr float kMaxPitch = 1.55f;             // just short of straight down
    static constexpr float kThreeQuarterYaw = 0.785398f;  // from the south-east
    static constexpr float kThreeQuarterPitch = 0.62f;

    Vec3f target{};
    float yaw = kThreeQuarterYaw;
    float pitch = kThreeQuarterPitch;
    float distance = 50.0f;  // metres from the target

    /// Where it stands and looks, as both cameras say it.
    ViewPose pose() const;
    Vec3f eye() const;
    /// Unit vectors: where it looks, its right and its up.
    Vec3f forward() const;
    Vec3f right() const;
    Vec3f up() const;

    /// World to eye, and eye to clip space (column-major, as GL takes them).
    Matrix4f view() const;
    Matrix4f projection(float aspect) const;

    /// Looks at the middle of `box` from as close as shows all of it in a
    /// view of `aspect` (width / height), keeping the turn.
    void frame(const WorldBox& box, float aspect);
    /// The presets: straight down with north up, or three-quarters from
    /// the south-east; both frame `box`.
    void topView(const WorldBox& box, float aspect);
    void threeQuarterView(const WorldBox& box, float aspect);

    /// Turns about the target by `yawBy` and `pitchBy` radians.
    void orbit(float yawBy, float pitchBy);
    /// Moves the target so that what was under the cursor follows it by
    /// (`dx`, `dy`) pixels in a view `height` pixels high.
    void pan(float dx, float dy, float height);
    /// Moves `factor` times as far from the target (below 1: closer),
    /// keeping the point of the target's level under `pixel` where it is.
    void zoomAt(float factor, ViewPixel pixel, float width, float height);

    /// How many pixels of a view `height` pixels high a metre at the
    /// target spans.
    float pixelsPerMetre(float height) const;

    /// The ray from the eye through `pixel`.
    Ray rayThrough(ViewPixel pixel, float width, float height) const;
    /// Where `point` shows in the view; none behind the eye.
    std::optional<ViewPixel> pixelOf(const Vec3f& point, float width, float height) const;
};

}  // namespace easylink::ui

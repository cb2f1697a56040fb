#include "viewport/orbit_camera.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace easylink::ui {
using vec::add;
using vec::dot;
using vec::scaled;

namespace {

float halfHeight() {
    return halfViewHeight();
}

}  // namespace

std::optional<float> rayHitsBox(const Ray& ray, const WorldBox& box) {
    float near = 0.0f;
    float far = std::numeric_limits<float>::max();
    for (std::size_t axis = 0; axis < 3; ++axis) {
        const float origin = ray.origin[axis];
        const float direction = ray.direction[axis];
        if (std::abs(direction) < 1e-12f) {
            if (origin < box.min[axis] || origin > box.max[axis]) {
                return std::nullopt;
            }
            continue;
        }
        float t0 = (box.min[axis] - origin) / direction;
        float t1 = (box.max[axis] - origin) / direction;
        if (t0 > t1) {
            std::swap(t0, t1);
        }
        near = std::max(near, t0);
        far = std::min(far, t1);
        if (near > far) {
            return std::nullopt;
        }
    }
    return near;
}

ViewPose OrbitCamera::pose() const {
    ViewPose pose;
    pose.yaw = yaw;
    pose.pitch = pitch;
    const Vec3f back{std::cos(pitch) * std::sin(yaw), std::sin(pitch),
                     std::cos(pitch) * std::cos(yaw)};
    pose.eye = add(target, scaled(back, distance));
    pose.near = std::max(0.05f, distance * 0.002f);
    pose.far = distance * 20.0f + 10.0f;
    return pose;
}

Vec3f OrbitCamera::eye() const {
    return pose().eye;
}

Vec3f OrbitCamera::forward() const {
    return pose().forward();
}

Vec3f OrbitCamera::right() const {
    return pose().right();
}

Vec3f OrbitCamera::up() const {
    return pose().up();
}

Matrix4f OrbitCamera::view() const {
    return pose().view();
}

Matrix4f OrbitCamera::projection(float aspect) const {
    return pose().projection(aspect);
}

void OrbitCamera::frame(const WorldBox& box, float aspect) {
    target = {(box.min[0] + box.max[0]) * 0.5f, (box.min[1] + box.max[1]) * 0.5f,
              (box.min[2] + box.max[2]) * 0.5f};
    const Vec3f half{(box.max[0] - box.min[0]) * 0.5f, (box.max[1] - box.min[1]) * 0.5f,
                     (box.max[2] - box.min[2]) * 0.5f};
    const float radius = std::max(std::sqrt(dot(half, half)), 0.5f);
    // The sphere round the box fits the narrower of the two fields.
    const float narrow = std::min(halfHeight(), halfHeight() * std::max(aspect, 1e-3f));
    distance = radius * std::sqrt(1.0f + 1.0f / (narrow * narrow));
    // The sphere leaves a flat level small in the view: come closer until
    // the box's corners reach 90% of the way to the nearest edge.
    const float width = 1000.0f * std::max(aspect, 1e-3f);
    const float height = 1000.0f;
    for (int round = 0; round < 6; ++round) {
        float reach = 0.0f;
        for (int corner = 0; corner < 8; ++corner) {
            const Vec3f p{(corner & 1) != 0 ? box.max[0] : box.min[0],
                          (corner & 2) != 0 ? box.max[1] : box.min[1],
                          (corner & 4) != 0 ? box.max[2] : box.min[2]};
            const std::optional<ViewPixel> pixel = pixelOf(p, width, height);
            if (!pixel) {
                reach = 2.0f;
                break;
            }
            reach = std::max({reach, std::abs(pixel->x / width * 2.0f - 1.0f),
                              std::abs(pixel->y / height * 2.0f - 1.0f)});
        }
        distance *= std::clamp(0.35f + 0.65f * reach / 0.9f, 0.5f, 1.5f);
    }
}

void OrbitCamera::topView(const WorldBox& box, float aspect) {
    yaw = 0.0f;
    pitch = kMaxPitch;
    frame(box, aspect);
}

void OrbitCamera::threeQuarterView(const WorldBox& box, float aspect) {
    yaw = kThreeQuarterYaw;
    pitch = kThreeQuarterPitch;
    frame(box, aspect);
}

void OrbitCamera::orbit(float yawBy, float pitchBy) {
    constexpr float kTurn = 6.2831853f;
    yaw = std::fmod(yaw + yawBy, kTurn);
    pitch = std::clamp(pitch + pitchBy, kMinPitch, kMaxPitch);
}

void OrbitCamera::pan(float dx, float dy, float height) {
    const float metresPerPixel = 2.0f * distance * halfHeight() / std::max(height, 1.0f);
    target =
        add(target, add(scaled(right(), -dx * metresPerPixel), scaled(up(), dy * metresPerPixel)));
}

void OrbitCamera::zoomAt(float factor, ViewPixel pixel, float width, float height) {
    const Ray ray = rayThrough(pixel, width, height);
    // The point of the target's level under the cursor stays put: the
    // target moves towards it as the eye does.
    if (std::abs(ray.direction[1]) > 1e-4f) {
        const float t = (target[1] - ray.origin[1]) / ray.direction[1];
        if (t > 0.0f) {
            const Vec3f anchor = add(ray.origin, scaled(ray.direction, t));
            target = add(anchor, scaled(add(target, scaled(anchor, -1.0f)), factor));
        }
    }
    distance = std::clamp(distance * factor, 0.5f, 1.0e6f);
}

float OrbitCamera::pixelsPerMetre(float height) const {
    return std::max(height, 1.0f) / (2.0f * std::max(distance, 1.0e-3f) * halfHeight());
}

Ray OrbitCamera::rayThrough(ViewPixel pixel, float width, float height) const {
    return pose().rayThrough(pixel, width, height);
}

std::optional<ViewPixel> OrbitCamera::pixelOf(const Vec3f& point, float width, float height) const {
    return pose().pixelOf(point, width, height);
}

}  // namespace easylink::ui

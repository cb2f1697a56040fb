#include "viewport/orbit_camera.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace easylink::ui {
namespace {

Vec3f add(const Vec3f& a, const Vec3f& b) {
    return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}
Vec3f scaled(const Vec3f& a, float s) {
    return {a[0] * s, a[1] * s, a[2] * s};
}
float dot(const Vec3f& a, const Vec3f& b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
Vec3f cross(const Vec3f& a, const Vec3f& b) {
    return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
Vec3f normalised(const Vec3f& a) {
    const float length = std::sqrt(dot(a, a));
    return length > 0.0f ? scaled(a, 1.0f / length) : Vec3f{0.0f, 0.0f, -1.0f};
}

float halfHeight() {
    return std::tan(OrbitCamera::kFieldOfView * 0.5f);
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

Vec3f OrbitCamera::eye() const {
    const Vec3f back{std::cos(pitch) * std::sin(yaw), std::sin(pitch),
                     std::cos(pitch) * std::cos(yaw)};
    return add(target, scaled(back, distance));
}

Vec3f OrbitCamera::forward() const {
    return {-std::cos(pitch) * std::sin(yaw), -std::sin(pitch), -std::cos(pitch) * std::cos(yaw)};
}

Vec3f OrbitCamera::right() const {
    return {std::cos(yaw), 0.0f, -std::sin(yaw)};
}

Vec3f OrbitCamera::up() const {
    return cross(right(), forward());
}

Matrix4f OrbitCamera::view() const {
    const Vec3f f = forward();
    const Vec3f r = right();
    const Vec3f u = up();
    const Vec3f e = eye();
    return {r[0], u[0], -f[0], 0.0f, r[1],       u[1],       -f[1],     0.0f,
            r[2], u[2], -f[2], 0.0f, -dot(r, e), -dot(u, e), dot(f, e), 1.0f};
}

Matrix4f OrbitCamera::projection(float aspect) const {
    const float near = std::max(0.05f, distance * 0.002f);
    const float far = distance * 20.0f + 10.0f;
    const float y = 1.0f / halfHeight();
    const float x = y / std::max(aspect, 1e-3f);
    return {x,
            0.0f,
            0.0f,
            0.0f,
            0.0f,
            y,
            0.0f,
            0.0f,
            0.0f,
            0.0f,
            (far + near) / (near - far),
            -1.0f,
            0.0f,
            0.0f,
            2.0f * far * near / (near - far),
            0.0f};
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
    const float aspect = width / std::max(height, 1.0f);
    const float x = (2.0f * pixel.x / std::max(width, 1.0f) - 1.0f) * halfHeight() * aspect;
    const float y = (1.0f - 2.0f * pixel.y / std::max(height, 1.0f)) * halfHeight();
    return {eye(), normalised(add(forward(), add(scaled(right(), x), scaled(up(), y))))};
}

std::optional<ViewPixel> OrbitCamera::pixelOf(const Vec3f& point, float width, float height) const {
    const Vec3f relative = add(point, scaled(eye(), -1.0f));
    const float depth = dot(relative, forward());
    if (depth <= 0.0f) {
        return std::nullopt;
    }
    const float aspect = width / std::max(height, 1.0f);
    const float x = dot(relative, right()) / (depth * halfHeight() * aspect);
    const float y = dot(relative, up()) / (depth * halfHeight());
    return ViewPixel{(x + 1.0f) * 0.5f * width, (1.0f - y) * 0.5f * height};
}

}  // namespace easylink::ui

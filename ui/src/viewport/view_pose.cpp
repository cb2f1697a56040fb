#include "viewport/view_pose.hpp"

#include <algorithm>
#include <cmath>

namespace easylink::ui {

using vec::add;
using vec::cross;
using vec::dot;
using vec::scaled;

namespace {

Vec3f normalised(const Vec3f& a) {
    const float length = std::sqrt(dot(a, a));
    return length > 0.0f ? scaled(a, 1.0f / length) : Vec3f{0.0f, 0.0f, -1.0f};
}

}  // namespace

float halfViewHeight() {
    return std::tan(ViewPose::kFieldOfView * 0.5f);
}

Vec3f ViewPose::forward() const {
    return {-std::cos(pitch) * std::sin(yaw), -std::sin(pitch), -std::cos(pitch) * std::cos(yaw)};
}

Vec3f ViewPose::right() const {
    return {std::cos(yaw), 0.0f, -std::sin(yaw)};
}

Vec3f ViewPose::up() const {
    return cross(right(), forward());
}

Matrix4f ViewPose::view() const {
    const Vec3f f = forward();
    const Vec3f r = right();
    const Vec3f u = up();
    const Vec3f& e = eye;
    return {r[0], u[0], -f[0], 0.0f, r[1],       u[1],       -f[1],     0.0f,
            r[2], u[2], -f[2], 0.0f, -dot(r, e), -dot(u, e), dot(f, e), 1.0f};
}

Matrix4f ViewPose::projection(float aspect) const {
    const float y = 1.0f / halfViewHeight();
    const float x = y / std::max(aspect, 1e-3f);
    Matrix4f m{};
    m[0] = x;
    m[5] = y;
    m[10] = (far + near) / (near - far);
    m[11] = -1.0f;
    m[14] = 2.0f * far * near / (near - far);
    return m;
}

Ray ViewPose::rayThrough(ViewPixel pixel, float width, float height) const {
    const float aspect = width / std::max(height, 1.0f);
    const float x = (2.0f * pixel.x / std::max(width, 1.0f) - 1.0f) * halfViewHeight() * aspect;
    const float y = (1.0f - 2.0f * pixel.y / std::max(height, 1.0f)) * halfViewHeight();
    return {eye, normalised(add(forward(), add(scaled(right(), x), scaled(up(), y))))};
}

std::optional<ViewPixel> ViewPose::pixelOf(const Vec3f& point, float width, float height) const {
    const Vec3f relative = add(point, scaled(eye, -1.0f));
    const float depth = dot(relative, forward());
    if (depth <= 0.0f) {
        return std::nullopt;
    }
    const float aspect = width / std::max(height, 1.0f);
    const float x = dot(relative, right()) / (depth * halfViewHeight() * aspect);
    const float y = dot(relative, up()) / (depth * halfViewHeight());
    return ViewPixel{(x + 1.0f) * 0.5f * width, (1.0f - y) * 0.5f * height};
}

}  // namespace easylink::ui

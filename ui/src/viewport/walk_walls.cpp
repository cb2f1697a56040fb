#include "viewport/walk_walls.hpp"

#include <algorithm>
#include <cmath>

namespace easylink::ui {
namespace {

/// The point of segment a-b nearest to `p`.
FloorPoint nearestOn(FloorPoint a, FloorPoint b, FloorPoint p) {
    const float dx = b[0] - a[0];
    const float dz = b[1] - a[1];
    const float length = dx * dx + dz * dz;
    const float t = length > 0.0f
                        ? std::clamp(((p[0] - a[0]) * dx + (p[1] - a[1]) * dz) / length, 0.0f, 1.0f)
                        : 0.0f;
    return {a[0] + t * dx, a[1] + t * dz};
}

using Vertex = std::array<float, 3>;

Vertex moved(const Matrix4f& m, const std::vector<float>& p, std::uint32_t index) {
    return transformPoint(m, p[3 * index], p[3 * index + 1], p[3 * index + 2]);
}

}  // namespace

WalkWalls::WalkWalls(const Scene& scene, const std::vector<SceneDraw>& draws, float low, float high,
                     float cell)
    : cell_(std::max(cell, 1e-3f)) {
    for (const SceneDraw& draw : draws) {
        if (draw.mesh < 0 || static_cast<std::size_t>(draw.mesh) >= scene.meshes.size()) {
            continue;
        }
        for (const ScenePrimitive& primitive :
             scene.meshes[static_cast<std::size_t>(draw.mesh)].primitives) {
            const MeshData& data = *primitive.data;
            for (std::size_t t = 0; t + 2 < data.indices.size(); t += 3) {
                const std::array<Vertex, 3> v{
                    moved(draw.world, data.positions, data.indices[t]),
                    moved(draw.world, data.positions, data.indices[t + 1]),
                    moved(draw.world, data.positions, data.indices[t + 2])};
                const float bottom = std::min({v[0][1], v[1][1], v[2][1]});
                const float top = std::max({v[0][1], v[1][1], v[2][1]});
                if (top <= low || bottom >= high) {
                    continue;  // under the knee or over the head
                }
                // Steep: the normal leans less than 60 degrees off level.
                const Vertex e1{v[1][0] - v[0][0], v[1][1] - v[0][1], v[1][2] - v[0][2]};
                const Vertex e2{v[2][0] - v[0][0], v[2][1] - v[0][1], v[2][2] - v[0][2]};
                const Vertex n{e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2],
                               e1[0] * e2[1] - e1[1] * e2[0]};
                const float length = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
                if (length <= 0.0f || std::abs(n[1]) > 0.5f * length) {
                    continue;  // a floor, a ceiling or a degenerate triangle
                }
                // From above, the two corners farthest apart.
                std::size_t from = 0;
                std::size_t to = 1;
                float widest = -1.0f;
                for (std::size_t i = 0; i < 3; ++i) {
                    for (std::size_t j = i + 1; j < 3; ++j) {
                        const float dx = v[i][0] - v[j][0];
                        const float dz = v[i][2] - v[j][2];
                        if (dx * dx + dz * dz > widest) {
                            widest = dx * dx + dz * dz;
                            from = i;
                            to = j;
                        }
                    }
                }
                if (widest < 1e-8f) {
                    continue;
                }
                segments_.push_back({{v[from][0], v[from][2]}, {v[to][0], v[to][2]}});
                file(static_cast<std::uint32_t>(segments_.size() - 1));
            }
        }
    }
}

std::int64_t WalkWalls::cellKey(int x, int z) const {
    return (static_cast<std::int64_t>(x) << 32) ^ static_cast<std::uint32_t>(z);
}

void WalkWalls::file(std::uint32_t index) {
    const Segment& s = segments_[index];
    const int x0 = static_cast<int>(std::floor(std::min(s.a[0], s.b[0]) / cell_));
    const int x1 = static_cast<int>(std::floor(std::max(s.a[0], s.b[0]) / cell_));
    const int z0 = static_cast<int>(std::floor(std::min(s.a[1], s.b[1]) / cell_));
    const int z1 = static_cast<int>(std::floor(std::max(s.a[1], s.b[1]) / cell_));
    for (int x = x0; x <= x1; ++x) {
        for (int z = z0; z <= z1; ++z) {
            cells_[cellKey(x, z)].push_back(index);
        }
    }
}

template <typename Visit>
void WalkWalls::near(FloorPoint point, Visit visit) const {
    const int cx = static_cast<int>(std::floor(point[0] / cell_));
    const int cz = static_cast<int>(std::floor(point[1] / cell_));
    for (int x = cx - 1; x <= cx + 1; ++x) {
        for (int z = cz - 1; z <= cz + 1; ++z) {
            if (const auto found = cells_.find(cellKey(x, z)); found != cells_.end()) {
                for (const std::uint32_t index : found->second) {
                    visit(segments_[index]);
                }
            }
        }
    }
}

FloorPoint WalkWalls::pushOut(FloorPoint point, float radius) const {
    for (int round = 0; round < 4; ++round) {
        bool moved = false;
        near(point, [&](const Segment& s) {
            const FloorPoint q = nearestOn(s.a, s.b, point);
            const float dx = point[0] - q[0];
            const float dz = point[1] - q[1];
            const float distance = std::sqrt(dx * dx + dz * dz);
            if (distance < radius && distance > 1e-6f) {
                const float push = (radius - distance) / distance;
                point = {point[0] + dx * push, point[1] + dz * push};
                moved = true;
            }
        });
        if (!moved) {
            break;
        }
    }
    return point;
}

bool WalkWalls::blocked(FloorPoint point, float radius) const {
    bool found = false;
    near(point, [&](const Segment& s) {
        const FloorPoint q = nearestOn(s.a, s.b, point);
        const float dx = point[0] - q[0];
        const float dz = point[1] - q[1];
        found = found || dx * dx + dz * dz < radius * radius * 0.999f;
    });
    return found;
}

}  // namespace easylink::ui

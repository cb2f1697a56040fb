#include "easylink/scene/scene_draws.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace easylink {
namespace {

/// A node's own transform: translation * rotation (a unit quaternion).
Matrix4f localMatrix(const SceneNode& node) {
    const double x = node.rotation[0];
    const double y = node.rotation[1];
    const double z = node.rotation[2];
    const double w = node.rotation[3];
    const auto f = [](double v) { return static_cast<float>(v); };
    return {
        f(1 - 2 * (y * y + z * z)), f(2 * (x * y + z * w)),     f(2 * (x * z - y * w)),     0.0F,
        f(2 * (x * y - z * w)),     f(1 - 2 * (x * x + z * z)), f(2 * (y * z + x * w)),     0.0F,
        f(2 * (x * z + y * w)),     f(2 * (y * z - x * w)),     f(1 - 2 * (x * x + y * y)), 0.0F,
        f(node.translation[0]),     f(node.translation[1]),     f(node.translation[2]),     1.0F};
}

}  // namespace

Matrix4f multiply(const Matrix4f& a, const Matrix4f& b) {
    Matrix4f out{};
    for (std::size_t column = 0; column < 4; ++column) {
        for (std::size_t row = 0; row < 4; ++row) {
            float sum = 0.0F;
            for (std::size_t k = 0; k < 4; ++k) {
                sum += a[k * 4 + row] * b[column * 4 + k];
            }
            out[column * 4 + row] = sum;
        }
    }
    return out;
}

std::vector<SceneDraw> sceneDraws(const Scene& scene) {
    std::vector<Matrix4f> worlds(scene.nodes.size());
    std::vector<int> owners(scene.nodes.size(), -1);
    std::vector<SceneDraw> draws;
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const SceneNode& node = scene.nodes[i];
        const Matrix4f local = localMatrix(node);
        const bool hasParent =
            node.parent >= 0 && static_cast<std::size_t>(node.parent) < i;  // parents come first
        worlds[i] =
            hasParent ? multiply(worlds[static_cast<std::size_t>(node.parent)], local) : local;
        if (hasParent) {
            const int parentOwner = owners[static_cast<std::size_t>(node.parent)];
            owners[i] = node.parent == 0 ? static_cast<int>(i) : parentOwner;
        }
        if (node.mesh >= 0 || node.kitMesh >= 0) {
            draws.push_back({static_cast<int>(i), node.mesh, node.kitMesh, owners[i], worlds[i]});
        }
    }
    return draws;
}

std::optional<SceneOwner> sceneOwnerOf(const Scene& scene, int node) {
    if (node < 0 || static_cast<std::size_t>(node) >= scene.nodes.size()) {
        return std::nullopt;
    }
    const std::string_view name = scene.nodes[static_cast<std::size_t>(node)].name;
    SceneOwner owner;
    std::string_view rest;
    if (name.rfind("room ", 0) == 0) {
        rest = name.substr(5);
    } else if (name.rfind("corridor ", 0) == 0) {
        owner.corridor = true;
        rest = name.substr(9);
    } else {
        return std::nullopt;
    }
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), owner.id);
    if (error != std::errc() || (end != rest.data() + rest.size() && *end != ' ')) {
        return std::nullopt;
    }
    return owner;
}

std::optional<WorldBox> meshWorldBox(const Scene& scene, int mesh, const Matrix4f& world) {
    if (mesh < 0 || static_cast<std::size_t>(mesh) >= scene.meshes.size()) {
        return std::nullopt;
    }
    std::optional<WorldBox> box;
    for (const ScenePrimitive& primitive :
         scene.meshes[static_cast<std::size_t>(mesh)].primitives) {
        if (primitive.data->empty()) {
            continue;
        }
        const std::array<float, 3> low = primitive.data->lowest();
        const std::array<float, 3> high = primitive.data->highest();
        for (int corner = 0; corner < 8; ++corner) {
            const std::array<float, 3> p{(corner & 1) != 0 ? high[0] : low[0],
                                         (corner & 2) != 0 ? high[1] : low[1],
                                         (corner & 4) != 0 ? high[2] : low[2]};
            const std::array<float, 3> q = transformPoint(world, p[0], p[1], p[2]);
            if (!box) {
                box = WorldBox{q, q};
            }
            for (std::size_t r = 0; r < 3; ++r) {
                box->min[r] = std::min(box->min[r], q[r]);
                box->max[r] = std::max(box->max[r], q[r]);
            }
        }
    }
    return box;
}

}  // namespace easylink

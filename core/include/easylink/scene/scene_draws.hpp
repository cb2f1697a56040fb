#pragma once

// [SECTION] A scene as draws
//
// What a 3D view needs to draw a scene (scene.hpp) one draw per mesh, from
// the same nodes and meshes the glTF file holds: every node that shows a
// mesh made here or copies a designer's, with its world transform (its own
// and its parents', composed), and the room or corridor it belongs to (the
// node under the root "layout" it hangs from), so that a click on it can
// select that room or corridor.

#include <array>
#include <optional>
#include <vector>

#include "easylink/scene/scene.hpp"

namespace easylink {

/// A column-major 4x4 matrix of single floats, as GL takes it.
using Matrix4f = std::array<float, 16>;

/// `a` after `b`: the matrix that applies `b`, then `a`.
Matrix4f multiply(const Matrix4f& a, const Matrix4f& b);

/// The point (`x`, `y`, `z`) moved by `m`.
inline std::array<float, 3> transformPoint(const Matrix4f& m, float x, float y, float z) {
    return {m[0] * x + m[4] * y + m[8] * z + m[12], m[1] * x + m[5] * y + m[9] * z + m[13],
            m[2] * x + m[6] * y + m[10] * z + m[14]};
}

struct SceneDraw {
    int node = -1;     // the node shown
    int mesh = -1;     // into Scene::meshes, or -1
    int kitMesh = -1;  // into Scene::kitMeshes, or -1
    int owner = -1;    // the room's or corridor's node (a child of the root), or -1
    Matrix4f world{};  // the node's world transform, metres
};

/// Every node of `scene` that shows something, parents before children.
std::vector<SceneDraw> sceneDraws(const Scene& scene);

/// A room or corridor, as the scene's top nodes name it ("room 3 hall",
/// "corridor 2").
struct SceneOwner {
    bool corridor = false;
    int id = -1;

    friend bool operator==(const SceneOwner&, const SceneOwner&) = default;
};

/// What the node `node` of `scene` stands for, read from its name; none for
/// a node that names no room or corridor.
std::optional<SceneOwner> sceneOwnerOf(const Scene& scene, int node);

/// An axis-aligned box in the world, metres.
struct WorldBox {
    std::array<float, 3> min{};
    std::array<float, 3> max{};
};

/// The world box of a mesh made here (`mesh`, into Scene::meshes) under
/// `world`; nothing for a mesh with no triangles.
std::optional<WorldBox> meshWorldBox(const Scene& scene, int mesh, const Matrix4f& world);

}  // namespace easylink

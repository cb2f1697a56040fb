#pragma once

// The triangles of a glTF node's subtree, in the node's own frame (its own
// transform left out, its children's composed), for what reads a
// designer's meshes: the Module Editor's plan of a module's mesh
// (kit/mesh_plan.cpp) and the 3D view's copy of it (scene/kit_mesh_data.cpp).
// Triangle lists of float positions, indexed or not; other primitives are
// skipped, and so is anything that does not fit its buffer. Texture
// coordinates come with them when the primitive's material has a base
// colour texture and the primitive the coordinate set it names.

#include <tiny_gltf.h>

#include <array>
#include <functional>

namespace easylink {

/// A triangle's corners (metres), their base colour texture coordinates
/// (zeros unless `textured`), and its primitive's material (-1: none).
struct NodeTriangle {
    std::array<std::array<double, 3>, 3> corners{};
    std::array<std::array<float, 2>, 3> texCoords{};
    int material = -1;
    bool textured = false;
};

using TriangleVisitor = std::function<void(const NodeTriangle&)>;

/// Visits every triangle of `node`'s meshes and its children's, moved by
/// `offset`.
void forEachNodeTriangle(const tinygltf::Model& model, const tinygltf::Node& node,
                         const std::array<double, 3>& offset, const TriangleVisitor& visit);

}  // namespace easylink

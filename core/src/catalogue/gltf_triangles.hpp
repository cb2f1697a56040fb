#pragma once

// The triangles of a glTF node's subtree, in the node's own frame (its own
// transform left out, its children's composed), for what reads a
// designer's meshes: the Module Editor's plan of a module's mesh
// (kit/mesh_plan.cpp) and the 3D view's copy of it (scene/kit_mesh_data.cpp).
// Triangle lists of float positions, indexed or not; other primitives are
// skipped, and so is anything that does not fit its buffer.

#include <tiny_gltf.h>

#include <array>
#include <functional>

namespace easylink {

/// A triangle's corners (metres) and its primitive's material (-1: none).
using TriangleVisitor =
    std::function<void(const std::array<double, 3>&, const std::array<double, 3>&,
                       const std::array<double, 3>&, int material)>;

/// Visits every triangle of `node`'s meshes and its children's, moved by
/// `offset`.
void forEachNodeTriangle(const tinygltf::Model& model, const tinygltf::Node& node,
                         const std::array<double, 3>& offset, const TriangleVisitor& visit);

}  // namespace easylink

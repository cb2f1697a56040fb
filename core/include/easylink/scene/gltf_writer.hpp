#pragma once

// [SECTION] Writing a scene as glTF 2.0
//
// The scene (scene.hpp) as a binary .glb, or as a .gltf text file with its
// buffer in a .bin beside it. The same scene gives the same bytes on every
// machine: the buffer is laid out in the scene's order, JSON keys are
// sorted, numbers printed the shortest way that reads back exactly (a
// whole number without ".0", an accessor's bounds as the shortest decimal
// that reads back as their 32-bit float). Equal mesh data are written
// once, and boxes' indices once for all (mesh_buffer.hpp).
//
// The scene's own nodes, meshes and materials are written straight from
// the scene (the .glb's JSON by a writer of its own, compact_json.hpp; the
// .gltf's by the project's JSON writer, as the layout file is): built
// as a tree first (tinygltf's way) they cost five times the level's
// generation and, at 4096x4096, more memory than the level. The
// designer's meshes (Scene::kitMeshes) are copied from their files once
// each, with their materials, textures and images, and shared by every
// node that shows them; tinygltf reads them and writes what they carry.

#include <string>

#include "easylink/scene/scene.hpp"

namespace easylink {

/// A written scene, or why it could not be: a designer's mesh file that
/// is missing or broken, or a node it lacks ("kit.glb: no node named
/// 'hall'").
struct GltfFiles {
    std::string main;   // the .glb's bytes, or the .gltf's text
    std::string bin;    // the .gltf's buffer (empty for a .glb)
    std::string error;  // one line; empty on success

    bool ok() const { return error.empty(); }
};

/// The scene as a .glb. The scene is taken, and given up piece by piece as
/// it goes into the file, so that a big level is not held twice.
GltfFiles sceneGlb(Scene scene);

/// The scene as a .gltf whose buffer is the file `binName` beside it.
GltfFiles sceneGltf(Scene scene, const std::string& binName);

}  // namespace easylink

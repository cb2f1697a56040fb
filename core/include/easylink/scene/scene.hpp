#pragma once

// [SECTION] The level as a scene
//
// What the glTF file of a run holds (docs/design.md section 10), before any
// glTF library sees it: a tree of named nodes with their transforms and
// extras, the meshes made here (blockouts, tile blocks) and the designer's
// meshes to copy from their files. buildScene() makes it from a run;
// gltf_writer.hpp writes it. Keeping the two apart lets tests check the
// scene's numbers without parsing a file, and lets a 3D view draw the same
// instances the file holds.

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/scene/mesh_data.hpp"

namespace easylink {

/// How a texture's coordinates outside 0 to 1 read it (glTF's wrap modes).
enum class TextureWrap { Repeat, MirroredRepeat, ClampToEdge };

/// A designer's base colour texture, decoded for a view to draw. Not
/// written to glTF: the scene's file copies the designer's own image.
struct SceneImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgba;  // sRGB, four bytes a pixel, rows from the first
    TextureWrap wrapU = TextureWrap::Repeat;
    TextureWrap wrapV = TextureWrap::Repeat;
    bool smooth = true;  // magnified linearly (false: nearest texel)
};

/// A material of the metallic-roughness model: a base colour (linear RGBA,
/// 0 to 1) and how rough the surface is; never metallic.
struct SceneMaterial {
    std::string name;
    std::array<double, 4> baseColour{1.0, 1.0, 1.0, 1.0};
    double roughness = 0.9;
    /// The width of the smallest parts drawn with it, in metres, when they
    /// are details a view from afar may leave out (door frames: a tenth of
    /// a tile); 0 for everything else. Not written to glTF.
    double detailSize = 0.0;
    /// Its base colour texture (multiplied by the base colour), for views
    /// only; null for none.
    std::shared_ptr<const SceneImage> texture = nullptr;

    friend bool operator==(const SceneMaterial&, const SceneMaterial&) = default;
};

/// Triangles drawn with one material. The data is shared: by the
/// primitives of equal meshes, and by the scenes of a batch
/// (blockout_cache.hpp).
struct ScenePrimitive {
    std::shared_ptr<const MeshData> data;  // never null, never empty
    int material = 0;                      // into Scene::materials
    /// Two a vertex of `data` when the material has a texture (views only).
    std::shared_ptr<const std::vector<float>> texCoords = nullptr;
    /// The bounds of `data`, when they are known up front (a shared
    /// blockout's, worked out once for a batch); the glTF writer works
    /// them out when they are not.
    std::optional<MeshBounds> bounds = std::nullopt;
};

/// A mesh made here; shared by every node that shows the same shape.
struct SceneMesh {
    std::string name;
    std::vector<ScenePrimitive> primitives;  // empty primitives are left out
};

/// A designer's node (with its children and their meshes) to copy from a
/// glTF file below the nodes that show it.
struct KitMesh {
    std::filesystem::path file;      // resolved: ready to open
    std::string fileAsWritten;       // as the catalogue names it, for messages
    std::string node;                // its name in the file
    std::array<double, 3> offset{};  // puts its content into the module frame

    friend bool operator==(const KitMesh&, const KitMesh&) = default;
};

struct SceneNode {
    std::string name;
    int parent = -1;                                     // index into Scene::nodes; -1: a root
    std::array<double, 3> translation{};                 // relative to the parent, metres
    std::array<double, 4> rotation{0.0, 0.0, 0.0, 1.0};  // relative: x, y, z, w
    int mesh = -1;                                       // into Scene::meshes, or -1
    int kitMesh = -1;    // into Scene::kitMeshes: copied below this node, or -1
    std::string extras;  // the node's extras as compact JSON text; empty for none
};

struct Scene {
    /// Parents before their children; node 0 is the root, "layout".
    std::vector<SceneNode> nodes;
    std::vector<SceneMesh> meshes;
    std::vector<SceneMaterial> materials;
    std::vector<KitMesh> kitMeshes;

    /// Adds a node and returns its index.
    int addNode(SceneNode node);
};

}  // namespace easylink

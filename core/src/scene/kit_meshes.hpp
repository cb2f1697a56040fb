#pragma once

// Copying designers' meshes into the scene (docs/design.md section 10, "A
// module's mesh"): the named node's content (its mesh and its children,
// not its own transform) under a new node that moves it into the module
// frame by the mesh's offset. Each file is read once; each of its meshes,
// materials, textures, samplers and images is copied once and shared by
// every node that shows it; the copy's data is packed tightly into one
// buffer.
//
// The copies go into a tinygltf model of their own, which tinygltf then
// writes, so that whatever a designer's file carries is written as the
// library reads it. The scene's own nodes, meshes and materials come
// first in the file: every index the copies hold (and every byte offset
// in the buffer) counts on from the scene's (KitBases).

#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "../catalogue/gltf_file.hpp"
#include "easylink/scene/scene.hpp"

namespace easylink::gltf {

/// How many of each the file holds before the copies: their indices
/// count on from these. Textures, samplers and images are the copies' alone.
struct KitBases {
    int nodes = 0;
    int meshes = 0;
    int materials = 0;
    int accessors = 0;
    int bufferViews = 0;
    std::size_t bufferBytes = 0;  // where the copies' data begins in the buffer: a multiple of 4
};

class KitCopier {
public:
    /// Copies into `out` (its buffer 0 holds the copies' data alone).
    KitCopier(tinygltf::Model& out, const KitBases& bases) : out_(out), bases_(bases) {}

    /// A new node, with no parent yet, showing `kit`; -1 with `error` set
    /// when its file cannot be read or lacks the node.
    int instantiate(const KitMesh& kit, std::string& error);

private:
    struct Source {
        LoadedGltf loaded;
        std::map<int, int> meshes, materials, textures, samplers, images;  // source -> copy
    };

    Source& source(const KitMesh& kit);
    int copyNode(Source& from, int node, std::string& error);
    int copyMesh(Source& from, int mesh, std::string& error);
    int copyAccessor(Source& from, int accessor, int target, std::string& error);
    int copyMaterial(Source& from, int material);
    int copyTexture(Source& from, int texture);
    void remapTexture(Source& from, int& index);

    int addNode(tinygltf::Node node);
    int addBufferView(const void* bytes, std::size_t size, int target);
    int addAccessor(const tinygltf::Accessor& original, const std::vector<unsigned char>& packed,
                    int target);

    tinygltf::Model& out_;
    KitBases bases_;
    std::map<std::string, Source> sources_;  // by resolved path
};

}  // namespace easylink::gltf

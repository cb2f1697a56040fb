#pragma once

// Copying designers' meshes into the scene's glTF model (docs/design.md
// section 10, "A module's mesh"): the named node's content (its mesh and
// its children, not its own transform) under a new node that moves it into
// the module frame by the mesh's offset. Each file is read once; each of
// its meshes, materials, textures, samplers and images is copied once and
// shared by every node that shows it; the copy's data is packed tightly
// into the model's one buffer.

#include <map>
#include <string>
#include <utility>

#include "../catalogue/gltf_file.hpp"
#include "easylink/scene/scene.hpp"

namespace easylink::gltf {

class KitCopier {
public:
    explicit KitCopier(tinygltf::Model& out) : out_(out) {}

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

    tinygltf::Model& out_;
    std::map<std::string, Source> sources_;  // by resolved path
};

}  // namespace easylink::gltf

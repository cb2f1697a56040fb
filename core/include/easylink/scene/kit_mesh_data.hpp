#pragma once

// [SECTION] A designer's mesh as mesh data
//
// The 3D view draws a module's own mesh (scene.hpp's KitMesh: a node of the
// designer's glTF file, with its children) the way it draws blockouts: as
// triangles in the module frame, one part per material with the
// material's base colour. Textures are not read.

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "easylink/scene/mesh_data.hpp"
#include "easylink/scene/scene.hpp"

namespace easylink {

struct KitMeshPart {
    std::shared_ptr<const MeshData> data;  // never empty
    SceneMaterial material;                // its name and base colour
};

struct KitMeshRead {
    std::vector<KitMeshPart> parts;
    std::string error;  // one line, naming the file; empty when read

    bool ok() const { return error.empty(); }
};

/// The triangles of `kit`'s node and its children, moved by its offset
/// into the module frame, a part per material (in the order first met).
KitMeshRead readKitMeshData(const KitMesh& kit);

}  // namespace easylink

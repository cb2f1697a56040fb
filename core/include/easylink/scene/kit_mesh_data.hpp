#pragma once

// [SECTION] A designer's mesh as mesh data
//
// The 3D view draws a module's own mesh (scene.hpp's KitMesh: a node of the
// designer's glTF file, with its children) the way it draws blockouts: as
// triangles in the module frame, one part per material with the
// material's base colour and its base colour texture, decoded, with the
// triangles' coordinates into it.

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "easylink/scene/mesh_data.hpp"
#include "easylink/scene/scene.hpp"

namespace easylink {

struct KitMeshPart {
    std::shared_ptr<const MeshData> data;  // never empty
    SceneMaterial material;                // its name, base colour and texture
    /// Two a vertex of `data` when the material has a texture; else null.
    std::shared_ptr<const std::vector<float>> texCoords;
};

struct KitMeshRead {
    std::vector<KitMeshPart> parts;
    std::string error;  // one line, naming the file; empty when read
    /// One line, naming the file, when something was read but cannot be
    /// drawn as it is (an image that does not decode); empty otherwise.
    std::string note;

    bool ok() const { return error.empty(); }
};

/// Reads designers' meshes, each file once (again when it changes on
/// disk) and each of its images once, so that the nodes of one kit share
/// their textures.
class KitMeshReader {
public:
    KitMeshReader();
    ~KitMeshReader();
    KitMeshReader(KitMeshReader&&) noexcept;
    KitMeshReader& operator=(KitMeshReader&&) noexcept;

    /// The triangles of `kit`'s node and its children, moved by its offset
    /// into the module frame, a part per material (in the order first met).
    KitMeshRead read(const KitMesh& kit);

private:
    class TextureReader;
    struct File;

    File& file(const KitMesh& kit);

    std::map<std::string, std::unique_ptr<File>> files_;  // by resolved path
};

/// The same, for one mesh alone.
KitMeshRead readKitMeshData(const KitMesh& kit);

}  // namespace easylink

#include "easylink/scene/kit_mesh_data.hpp"

#include <algorithm>
#include <map>

#include "../catalogue/gltf_file.hpp"
#include "../catalogue/gltf_triangles.hpp"
#include "easylink/catalogue/mesh_files.hpp"

namespace easylink {

KitMeshRead readKitMeshData(const KitMesh& kit) {
    KitMeshRead read;
    const LoadedGltf loaded = loadGltfFile(kit.file, kMaxMeshFileBytes, GltfImages::Skip);
    if (!loaded.ok()) {
        read.error = kit.fileAsWritten + ": " + loaded.error;
        return read;
    }
    const auto node = std::find_if(loaded.model.nodes.begin(), loaded.model.nodes.end(),
                                   [&](const tinygltf::Node& n) { return n.name == kit.node; });
    if (node == loaded.model.nodes.end()) {
        read.error = kit.fileAsWritten + " has no node \"" + kit.node + "\"";
        return read;
    }
    std::map<int, MeshData> byMaterial;
    std::vector<int> order;
    forEachNodeTriangle(loaded.model, *node, kit.offset,
                        [&](const std::array<double, 3>& a, const std::array<double, 3>& b,
                            const std::array<double, 3>& c, int material) {
                            auto [at, isNew] = byMaterial.try_emplace(material);
                            if (isNew) {
                                order.push_back(material);
                            }
                            MeshData& mesh = at->second;
                            const auto first = static_cast<std::uint32_t>(mesh.vertexCount());
                            for (const auto* corner : {&a, &b, &c}) {
                                for (const double value : *corner) {
                                    mesh.positions.push_back(static_cast<float>(value));
                                }
                            }
                            mesh.indices.insert(mesh.indices.end(), {first, first + 1, first + 2});
                        });
    for (const int material : order) {
        KitMeshPart part;
        part.data = std::make_shared<const MeshData>(std::move(byMaterial[material]));
        part.material.name = "kit";
        part.material.baseColour = {0.8, 0.8, 0.8, 1.0};
        if (material >= 0 && static_cast<std::size_t>(material) < loaded.model.materials.size()) {
            const tinygltf::Material& from =
                loaded.model.materials[static_cast<std::size_t>(material)];
            part.material.name = from.name;
            const std::vector<double>& colour = from.pbrMetallicRoughness.baseColorFactor;
            if (colour.size() == 4) {
                part.material.baseColour = {colour[0], colour[1], colour[2], colour[3]};
            }
        }
        read.parts.push_back(std::move(part));
    }
    return read;
}

}  // namespace easylink

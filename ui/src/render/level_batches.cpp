#include "render/level_batches.hpp"

#include <map>

namespace easylink::ui {
namespace {

/// What puts a material's triangles in a batch: its colour and detail size.
using BatchKey = std::pair<std::array<float, 4>, float>;

BatchKey batchKeyOf(const Scene& scene, int material) {
    if (material < 0 || static_cast<std::size_t>(material) >= scene.materials.size()) {
        return {{0.8f, 0.8f, 0.8f, 1.0f}, 0.0f};
    }
    const SceneMaterial& m = scene.materials[static_cast<std::size_t>(material)];
    const std::array<double, 4>& c = m.baseColour;
    return {{static_cast<float>(c[0]), static_cast<float>(c[1]), static_cast<float>(c[2]),
             static_cast<float>(c[3])},
            static_cast<float>(m.detailSize)};
}

/// The mesh `draw` shows, or nullptr.
const SceneMesh* meshOf(const Scene& scene, const SceneDraw& draw) {
    return draw.mesh >= 0 && static_cast<std::size_t>(draw.mesh) < scene.meshes.size()
               ? &scene.meshes[static_cast<std::size_t>(draw.mesh)]
               : nullptr;
}

/// Appends `data`'s triangles moved by `world` to `batch`.
void appendMoved(const MeshData& data, const Matrix4f& world, std::uint32_t instance,
                 LevelBatch& batch) {
    const auto first = static_cast<std::uint32_t>(batch.vertices.size());
    const std::vector<float>& p = data.positions;
    for (std::size_t v = 0; v + 2 < p.size(); v += 3) {
        const std::array<float, 3> at = transformPoint(world, p[v], p[v + 1], p[v + 2]);
        batch.vertices.push_back({at[0], at[1], at[2], instance});
    }
    for (const std::uint32_t index : data.indices) {
        batch.indices.push_back(first + index);
    }
}

}  // namespace

std::size_t levelTriangles(const Scene& scene, const std::vector<SceneDraw>& draws) {
    std::size_t triangles = 0;
    for (const SceneDraw& draw : draws) {
        if (const SceneMesh* mesh = meshOf(scene, draw)) {
            for (const ScenePrimitive& primitive : mesh->primitives) {
                triangles += primitive.data->indices.size() / 3;
            }
        }
    }
    return triangles;
}

std::vector<LevelBatch> mergeLevel(const Scene& scene, const std::vector<SceneDraw>& draws) {
    // Sizes first, so that each batch's buffers are allocated once.
    std::map<BatchKey, std::size_t> batchOf;
    std::vector<LevelBatch> batches;
    std::vector<std::pair<std::size_t, std::size_t>> sizes;  // vertices, indices
    const auto batchFor = [&](int material) -> std::size_t {
        const BatchKey key = batchKeyOf(scene, material);
        const auto [at, added] = batchOf.try_emplace(key, batches.size());
        if (added) {
            batches.push_back({key.first, key.second, {}, {}});
            sizes.emplace_back(0, 0);
        }
        return at->second;
    };
    for (const SceneDraw& draw : draws) {
        if (const SceneMesh* mesh = meshOf(scene, draw)) {
            for (const ScenePrimitive& primitive : mesh->primitives) {
                auto& [vertices, indices] = sizes[batchFor(primitive.material)];
                vertices += primitive.data->vertexCount();
                indices += primitive.data->indices.size();
            }
        }
    }
    for (std::size_t b = 0; b < batches.size(); ++b) {
        batches[b].vertices.reserve(sizes[b].first);
        batches[b].indices.reserve(sizes[b].second);
    }
    for (std::size_t i = 0; i < draws.size(); ++i) {
        if (const SceneMesh* mesh = meshOf(scene, draws[i])) {
            for (const ScenePrimitive& primitive : mesh->primitives) {
                appendMoved(*primitive.data, draws[i].world, static_cast<std::uint32_t>(i),
                            batches[batchFor(primitive.material)]);
            }
        }
    }
    return batches;
}

}  // namespace easylink::ui

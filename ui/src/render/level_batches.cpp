#include "render/level_batches.hpp"

#include <compare>
#include <map>
#include <utility>

namespace easylink::ui {
namespace {

/// What puts a material's triangles in a batch: its colour, detail size
/// and texture.
struct BatchKey {
    std::array<float, 4> colour{};
    float detailSize = 0.0f;
    const SceneImage* texture = nullptr;

    auto operator<=>(const BatchKey&) const = default;
};

const SceneMaterial* materialOf(const Scene& scene, int material) {
    return material >= 0 && static_cast<std::size_t>(material) < scene.materials.size()
               ? &scene.materials[static_cast<std::size_t>(material)]
               : nullptr;
}

BatchKey batchKeyOf(const SceneMaterial* material) {
    if (material == nullptr) {
        return {{0.8f, 0.8f, 0.8f, 1.0f}, 0.0f, nullptr};
    }
    const std::array<double, 4>& c = material->baseColour;
    return {{static_cast<float>(c[0]), static_cast<float>(c[1]), static_cast<float>(c[2]),
             static_cast<float>(c[3])},
            static_cast<float>(material->detailSize),
            material->texture.get()};
}

/// The mesh `draw` shows, or nullptr.
const SceneMesh* meshOf(const Scene& scene, const SceneDraw& draw) {
    return draw.mesh >= 0 && static_cast<std::size_t>(draw.mesh) < scene.meshes.size()
               ? &scene.meshes[static_cast<std::size_t>(draw.mesh)]
               : nullptr;
}

/// Appends `primitive`'s triangles moved by `world` to `batch` (with
/// their texture coordinates when the batch is textured).
void appendMoved(const ScenePrimitive& primitive, const Matrix4f& world, std::uint32_t instance,
                 LevelBatch& batch) {
    const MeshData& data = *primitive.data;
    const auto first = static_cast<std::uint32_t>(batch.vertices.size());
    const std::vector<float>& p = data.positions;
    for (std::size_t v = 0; v + 2 < p.size(); v += 3) {
        const std::array<float, 3> at = transformPoint(world, p[v], p[v + 1], p[v + 2]);
        batch.vertices.push_back({at[0], at[1], at[2], instance});
    }
    for (const std::uint32_t index : data.indices) {
        batch.indices.push_back(first + index);
    }
    if (batch.texture) {
        const std::vector<float>* uv = primitive.texCoords.get();
        const bool fits = uv != nullptr && uv->size() == 2 * data.vertexCount();
        for (std::size_t v = 0; v < data.vertexCount(); ++v) {
            batch.texCoords.push_back(fits ? std::array<float, 2>{(*uv)[2 * v], (*uv)[2 * v + 1]}
                                           : std::array<float, 2>{});
        }
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
        const SceneMaterial* from = materialOf(scene, material);
        const BatchKey key = batchKeyOf(from);
        const auto [at, added] = batchOf.try_emplace(key, batches.size());
        if (added) {
            LevelBatch batch;
            batch.colour = key.colour;
            batch.detailSize = key.detailSize;
            batch.texture = from != nullptr ? from->texture : nullptr;
            batches.push_back(std::move(batch));
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
        if (batches[b].texture) {
            batches[b].texCoords.reserve(sizes[b].first);
        }
    }
    for (std::size_t i = 0; i < draws.size(); ++i) {
        if (const SceneMesh* mesh = meshOf(scene, draws[i])) {
            for (const ScenePrimitive& primitive : mesh->primitives) {
                appendMoved(primitive, draws[i].world, static_cast<std::uint32_t>(i),
                            batches[batchFor(primitive.material)]);
            }
        }
    }
    return batches;
}

}  // namespace easylink::ui

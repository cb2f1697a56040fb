#pragma once

// [SECTION] A level's triangles, merged for drawing
//
// What the 3D view's renderer uploads (scene_renderer.hpp): every drawn
// instance's triangles moved into world space and put together by colour,
// each vertex carrying the number of the instance it came from, so that a
// level draws in one call per colour and its tints are looked up by that
// number. Plain data, no GL: tests and benchmarks use it headless.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "easylink/scene/scene.hpp"
#include "easylink/scene/scene_draws.hpp"

namespace easylink::ui {

/// A vertex in world space (metres) and the draw it belongs to, 16 bytes.
struct LevelVertex {
    float x = 0.0f;
    float y = 0.0f;
    float z = 0.0f;
    std::uint32_t instance = 0;  // into the draws
};
static_assert(sizeof(LevelVertex) == 16);

/// The triangles of one colour (linear RGBA), detail size (the
/// material's: the width of its parts when they are details a view from
/// afar may leave out, 0 otherwise) and texture (a designer's base colour
/// texture, multiplied by the colour).
struct LevelBatch {
    std::array<float, 4> colour{};
    float detailSize = 0.0f;
    std::shared_ptr<const SceneImage> texture;  // null: the colour alone
    std::vector<LevelVertex> vertices;
    std::vector<std::uint32_t> indices;           // three a triangle, into vertices
    std::vector<std::array<float, 2>> texCoords;  // one a vertex when textured; else empty
};

/// How many triangles the meshes of `draws` hold (those without a mesh of
/// the scene's count none).
std::size_t levelTriangles(const Scene& scene, const std::vector<SceneDraw>& draws);

/// The triangles of `draws` by colour, detail size and texture, in the
/// order each is first met. A draw without a mesh of the scene gives none.
std::vector<LevelBatch> mergeLevel(const Scene& scene, const std::vector<SceneDraw>& draws);

}  // namespace easylink::ui

// The 3D view's merged triangles (level_batches.hpp): every drawn
// instance's triangles land in world space, in the batch of their colour,
// each vertex naming its instance (and, for a designer's textured
// material, its texture coordinates), and nothing else is added or lost,
// on hand-made scenes and on a real level of the default catalogue.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/scene/scene_builder.hpp"
#include "render/level_batches.hpp"

namespace easylink::ui {
namespace {

/// A unit triangle in the XZ plane.
std::shared_ptr<const MeshData> triangle() {
    auto data = std::make_shared<MeshData>();
    data->positions = {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 0.0f, 1.0f};
    data->indices = {0, 2, 1};
    return data;
}

Matrix4f moved(float x, float y, float z) {
    Matrix4f m{};
    m[0] = m[5] = m[10] = m[15] = 1.0f;
    m[12] = x;
    m[13] = y;
    m[14] = z;
    return m;
}

/// A quarter turn about +Y (section 10's yaw of -90 degrees: +X to +Z).
Matrix4f turnedAndMoved(float x, float z) {
    Matrix4f m = moved(x, 0.0f, z);
    m[0] = 0.0f;
    m[2] = 1.0f;  // X goes to +Z
    m[8] = -1.0f;
    m[10] = 0.0f;  // Z goes to -X
    return m;
}

TEST(LevelBatches, EachInstancesTrianglesLandInWorldSpaceInTheirColoursBatch) {
    Scene scene;
    scene.materials = {{"red", {1.0, 0.0, 0.0, 1.0}},
                       {"blue", {0.0, 0.0, 1.0, 1.0}},
                       {"also red", {1.0, 0.0, 0.0, 1.0}}};
    scene.meshes.push_back({"a", {{triangle(), 0}, {triangle(), 1}}});
    scene.meshes.push_back({"b", {{triangle(), 2}}});
    std::vector<SceneDraw> draws(3);
    draws[0].mesh = 0;
    draws[0].world = moved(10.0f, 0.0f, 20.0f);
    draws[1].kitMesh = 0;  // a designer's mesh that could not be read: nothing
    draws[2].mesh = 1;
    draws[2].world = turnedAndMoved(5.0f, 0.0f);

    EXPECT_EQ(levelTriangles(scene, draws), 3u);
    const std::vector<LevelBatch> batches = mergeLevel(scene, draws);
    ASSERT_EQ(batches.size(), 2u) << "two colours, whatever the materials' names";
    const LevelBatch& red = batches[0];
    const LevelBatch& blue = batches[1];
    EXPECT_EQ(red.colour, (std::array<float, 4>{1.0f, 0.0f, 0.0f, 1.0f}));
    EXPECT_EQ(blue.colour, (std::array<float, 4>{0.0f, 0.0f, 1.0f, 1.0f}));
    ASSERT_EQ(red.vertices.size(), 6u);
    ASSERT_EQ(blue.vertices.size(), 3u);
    // Draw 0's red triangle, moved by (10, 0, 20).
    EXPECT_FLOAT_EQ(red.vertices[1].x, 11.0f);
    EXPECT_FLOAT_EQ(red.vertices[2].z, 21.0f);
    EXPECT_EQ(red.vertices[0].instance, 0u);
    // Draw 2's, turned: its +X corner is at +Z, its +Z corner at -X.
    EXPECT_FLOAT_EQ(red.vertices[4].x, 5.0f);
    EXPECT_FLOAT_EQ(red.vertices[4].z, 1.0f);
    EXPECT_FLOAT_EQ(red.vertices[5].x, 4.0f);
    EXPECT_FLOAT_EQ(red.vertices[5].z, 0.0f);
    EXPECT_EQ(red.vertices[3].instance, 2u);
    // Indices point at each instance's own vertices.
    EXPECT_EQ(red.indices, (std::vector<std::uint32_t>{0, 2, 1, 3, 5, 4}));
    EXPECT_EQ(blue.indices, (std::vector<std::uint32_t>{0, 2, 1}));
    EXPECT_EQ(blue.vertices[0].instance, 0u);
}

TEST(LevelBatches, DetailsOfAColourGoToABatchOfTheirOwn) {
    Scene scene;
    scene.materials = {{"wall", {0.5, 0.5, 0.5, 1.0}}, {"frame", {0.5, 0.5, 0.5, 1.0}}};
    scene.materials[1].detailSize = 0.1;
    scene.meshes.push_back({"a", {{triangle(), 0}, {triangle(), 1}}});
    std::vector<SceneDraw> draws(1);
    draws[0].mesh = 0;
    draws[0].world = moved(0.0f, 0.0f, 0.0f);
    const std::vector<LevelBatch> batches = mergeLevel(scene, draws);
    ASSERT_EQ(batches.size(), 2u);
    EXPECT_EQ(batches[0].detailSize, 0.0f);
    EXPECT_FLOAT_EQ(batches[1].detailSize, 0.1f);
}

TEST(LevelBatches, ATexturedMaterialIsABatchOfItsOwnWithItsCoordinates) {
    Scene scene;
    auto stone = std::make_shared<SceneImage>();
    stone->width = stone->height = 1;
    stone->rgba = {200, 200, 200, 255};
    scene.materials = {{"plain", {0.5, 0.5, 0.5, 1.0}}, {"stone", {0.5, 0.5, 0.5, 1.0}}};
    scene.materials[1].texture = stone;
    const auto uv = std::make_shared<const std::vector<float>>(
        std::vector<float>{0.0f, 0.0f, 0.5f, 0.0f, 0.0f, 0.25f});
    scene.meshes.push_back({"kit", {{triangle(), 0}, {triangle(), 1, uv}}});
    std::vector<SceneDraw> draws(2);
    draws[0].mesh = 0;
    draws[0].world = moved(0.0f, 0.0f, 0.0f);
    draws[1].mesh = 0;
    draws[1].world = turnedAndMoved(5.0f, 0.0f);
    const std::vector<LevelBatch> batches = mergeLevel(scene, draws);
    ASSERT_EQ(batches.size(), 2u) << "one colour, but one batch textured and one not";
    EXPECT_EQ(batches[0].texture, nullptr);
    EXPECT_TRUE(batches[0].texCoords.empty());
    const LevelBatch& textured = batches[1];
    EXPECT_EQ(textured.texture, stone);
    ASSERT_EQ(textured.vertices.size(), 6u);
    ASSERT_EQ(textured.texCoords.size(), 6u) << "a pair a vertex, whatever its instance";
    // The coordinates go with their vertices, turned or not.
    EXPECT_EQ(textured.texCoords[1], (std::array<float, 2>{0.5f, 0.0f}));
    EXPECT_EQ(textured.texCoords[5], (std::array<float, 2>{0.0f, 0.25f}));
    EXPECT_FLOAT_EQ(textured.vertices[4].z, 1.0f);
    EXPECT_EQ(textured.vertices[4].instance, 1u);
}

TEST(LevelBatches, ARealLevelKeepsEveryTriangle) {
    const Catalogue catalogue = loadCatalogueFile(std::filesystem::path(EASYLINK_ASSETS_DIR) /
                                                  "catalogues" / "default.json")
                                    .catalogue;
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 4);
    ASSERT_TRUE(result.layout);
    SceneSource source;
    source.layout = &*result.layout;
    source.resolution = result.resolution ? &*result.resolution : nullptr;
    const Scene scene = buildScene(source);
    const std::vector<SceneDraw> draws = sceneDraws(scene);
    const std::vector<LevelBatch> batches = mergeLevel(scene, draws);
    std::size_t triangles = 0;
    for (const LevelBatch& batch : batches) {
        ASSERT_EQ(batch.indices.size() % 3, 0u);
        triangles += batch.indices.size() / 3;
        for (const std::uint32_t index : batch.indices) {
            ASSERT_LT(index, batch.vertices.size());
        }
        for (const LevelVertex& vertex : batch.vertices) {
            ASSERT_LT(vertex.instance, draws.size());
            // Inside the map, up to a wall's thickness past it, and at most
            // a wall's height up.
            EXPECT_GE(vertex.x, -1.0f);
            EXPECT_LE(vertex.x, 80.0f * static_cast<float>(catalogue.tileSize()) + 1.0f);
            EXPECT_LE(vertex.y, static_cast<float>(catalogue.wallHeight()) + 0.001f);
        }
    }
    EXPECT_GT(triangles, 1000u);
    // The door frames are the level's one detail: a tenth of a tile wide.
    const auto details = std::count_if(batches.begin(), batches.end(),
                                       [](const LevelBatch& b) { return b.detailSize > 0.0f; });
    EXPECT_EQ(details, 1);
    for (const LevelBatch& batch : batches) {
        if (batch.detailSize > 0.0f) {
            EXPECT_FLOAT_EQ(batch.detailSize, 0.1f * static_cast<float>(catalogue.tileSize()));
        }
    }
    EXPECT_EQ(triangles, levelTriangles(scene, draws));
    EXPECT_LE(batches.size(), scene.materials.size());
}

}  // namespace
}  // namespace easylink::ui

// Writing scenes as glTF: read back with tinygltf (the library every
// importer of this project's tests agrees with), the same bytes every time,
// the .gltf's buffer beside it, and the designer's meshes copied with their
// materials and images, once each.

#include <gtest/gtest.h>
#include <tiny_gltf.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catalogue_test_support.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/scene/blockout_cache.hpp"
#include "easylink/scene/gltf_writer.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

tinygltf::Model loadGlb(const std::string& bytes) {
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err;
    std::string warn;
    EXPECT_TRUE(loader.LoadBinaryFromMemory(&model, &err, &warn,
                                            reinterpret_cast<const unsigned char*>(bytes.data()),
                                            static_cast<unsigned>(bytes.size())))
        << err;
    return model;
}

struct GeneratedScene {
    Catalogue catalogue;
    GenerationResult result;
    Scene scene;
};

/// Seed `seed`'s level of `catalogue` without phase 2, its meshes named
/// from `folder`, its blockouts from `blockouts` when given.
std::unique_ptr<GeneratedScene> sceneOf(Catalogue catalogue, std::uint64_t seed,
                                        const fs::path& folder = {},
                                        BlockoutCache* blockouts = nullptr) {
    auto made = std::make_unique<GeneratedScene>();
    made->catalogue = std::move(catalogue);
    EasylinkParams params;
    params.resolveDepth = 0;
    made->result = generateEasylink(made->catalogue, params, seed);
    EXPECT_TRUE(made->result.ok());
    RunView view;
    view.seed = seed;
    view.layout = &*made->result.layout;
    made->scene = runScene(view, {.catalogueFolder = folder, .blockouts = blockouts});
    return made;
}

TEST(GltfWriter, AGlbReadsBackWithEveryNodeAndTheSameBytesEachTime) {
    const auto made = sceneOf(test::defaultCatalogue(), 7);
    const GltfFiles first = sceneGlb(made->scene);
    ASSERT_TRUE(first.ok()) << first.error;
    EXPECT_EQ(first.main.substr(0, 4), "glTF");
    EXPECT_EQ(sceneGlb(made->scene).main, first.main);
    EXPECT_EQ(sceneGlb(sceneOf(test::defaultCatalogue(), 7)->scene).main, first.main)
        << "the same run gives the same bytes";

    const tinygltf::Model model = loadGlb(first.main);
    ASSERT_EQ(model.nodes.size(), made->scene.nodes.size());
    ASSERT_EQ(model.scenes.size(), 1u);
    EXPECT_EQ(model.scenes[0].nodes, std::vector<int>{0});
    EXPECT_EQ(model.nodes[0].children.size(), made->scene.nodes.size() - 1);
    EXPECT_EQ(model.meshes.size(), made->scene.meshes.size());
    EXPECT_EQ(model.materials.size(), made->scene.materials.size());
    for (std::size_t i = 1; i < model.nodes.size(); ++i) {
        const SceneNode& node = made->scene.nodes[i];
        EXPECT_EQ(model.nodes[i].name, node.name);
        std::vector<double> translation(node.translation.begin(), node.translation.end());
        if (model.nodes[i].translation.empty()) {
            EXPECT_EQ(translation, std::vector<double>(3, 0.0));
        } else {
            EXPECT_EQ(model.nodes[i].translation, translation) << node.name;
        }
        ASSERT_TRUE(model.nodes[i].extras.Has("easylink")) << node.name;
        EXPECT_EQ(model.nodes[i].extras.Get("easylink").Get("x").GetNumberAsInt(),
                  Json::parse(node.extras)["easylink"]["x"].get<int>());
    }
}

/// The vertex numbers of primitive `index` of `model`'s mesh `mesh`, read
/// as its accessor says (8, 16 or 32-bit).
std::vector<std::uint32_t> readIndices(const tinygltf::Model& model, int mesh, int index) {
    const tinygltf::Accessor& accessor =
        model.accessors[model.meshes[mesh].primitives[index].indices];
    const tinygltf::BufferView& view = model.bufferViews[accessor.bufferView];
    const unsigned char* at =
        model.buffers[view.buffer].data.data() + view.byteOffset + accessor.byteOffset;
    const int size = tinygltf::GetComponentSizeInBytes(accessor.componentType);
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < accessor.count; ++i, at += size) {
        std::uint32_t value = 0;
        std::memcpy(&value, at, size);  // little-endian, as glTF's
        out.push_back(value);
    }
    return out;
}

/// A scene with a root and a node per mesh of `meshes`, in one material.
Scene sceneOfMeshes(std::vector<SceneMesh> meshes) {
    Scene scene;
    scene.materials.push_back({"grey"});
    scene.materials.push_back({"red"});
    SceneNode root;
    root.name = "layout";
    scene.addNode(root);
    for (SceneMesh& mesh : meshes) {
        SceneNode node;
        node.name = mesh.name;
        node.parent = 0;
        node.mesh = static_cast<int>(scene.meshes.size());
        scene.meshes.push_back(std::move(mesh));
        scene.addNode(node);
    }
    return scene;
}

/// `boxes` unit boxes in a row, `z` metres south.
std::shared_ptr<MeshData> rowOfBoxes(int boxes, double z = 0.0) {
    auto data = std::make_shared<MeshData>();
    for (int i = 0; i < boxes; ++i) {
        data->addBox({{i * 2.0, 0.0, z}, {i * 2.0 + 1.0, 1.0, z + 1.0}});
    }
    return data;
}

/// The bytes of `model`'s buffer an accessor's view holds from its start.
std::size_t viewStart(const tinygltf::Model& model, int accessor) {
    const tinygltf::Accessor& read = model.accessors[static_cast<std::size_t>(accessor)];
    return model.bufferViews[static_cast<std::size_t>(read.bufferView)].byteOffset +
           read.byteOffset;
}

TEST(GltfWriter, EachPrimitivesIndicesTakeTheFewestBytesThatNumberItsVertices) {
    // One box (24 vertices: 8-bit indices), twelve (288: 16-bit), and a
    // fan of triangles that are no quads (written as they are).
    auto fan = std::make_shared<MeshData>();
    for (int i = 0; i < 300; ++i) {
        fan->positions.insert(fan->positions.end(), {float(i), 0.0f, float(i % 7)});
    }
    for (std::uint32_t i = 1; i + 1 < 300; ++i) {
        fan->indices.insert(fan->indices.end(), {0u, i, i + 1});
    }
    std::vector<SceneMesh> meshes(2);
    meshes[0].name = "boxes";
    meshes[0].primitives = {{rowOfBoxes(1), 0}, {rowOfBoxes(12, 4.0), 1}};
    meshes[1].name = "fan";
    meshes[1].primitives = {{fan, 0}};
    const Scene scene = sceneOfMeshes(meshes);
    const GltfFiles files = sceneGlb(scene);
    ASSERT_TRUE(files.ok()) << files.error;
    const tinygltf::Model model = loadGlb(files.main);
    ASSERT_EQ(model.meshes.size(), 2u);
    const int widths[] = {TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE,
                          TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT,
                          TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT};
    int checked = 0;
    for (int mesh = 0; mesh < 2; ++mesh) {
        for (std::size_t part = 0; part < model.meshes[mesh].primitives.size(); ++part) {
            const tinygltf::Primitive& primitive = model.meshes[mesh].primitives[part];
            EXPECT_EQ(model.accessors[primitive.indices].componentType, widths[checked++]);
            const MeshData& data = *scene.meshes[mesh].primitives[part].data;
            EXPECT_EQ(readIndices(model, mesh, static_cast<int>(part)), data.indices)
                << mesh << " " << part << ": numbered from the primitive's own first vertex";
            const tinygltf::Accessor& positions =
                model.accessors[static_cast<std::size_t>(primitive.attributes.at("POSITION"))];
            EXPECT_EQ(positions.count, data.vertexCount());
        }
    }
    EXPECT_EQ(checked, 3);
}

// Blockouts are boxes: their quads' indices are one run in the buffer,
// which every primitive of boxes reads from its start.
TEST(GltfWriter, PrimitivesOfBoxesReadTheirIndicesFromOneRun) {
    std::vector<SceneMesh> meshes(1);
    meshes[0].name = "rows";
    for (const int boxes : {3, 1, 2}) {
        meshes[0].primitives.push_back({rowOfBoxes(boxes, boxes * 3.0), 0});
    }
    const GltfFiles files = sceneGlb(sceneOfMeshes(meshes));
    ASSERT_TRUE(files.ok()) << files.error;
    const tinygltf::Model model = loadGlb(files.main);
    const std::vector<tinygltf::Primitive>& primitives = model.meshes.at(0).primitives;
    ASSERT_EQ(primitives.size(), 3u);
    for (std::size_t i = 0; i < primitives.size(); ++i) {
        EXPECT_EQ(viewStart(model, primitives[i].indices), viewStart(model, primitives[0].indices));
        EXPECT_EQ(readIndices(model, 0, static_cast<int>(i)),
                  rowOfBoxes(std::vector<int>{3, 1, 2}[i])->indices);
    }
    // The index view holds the longest run only: three boxes' 108 indices.
    const tinygltf::Accessor& longest = model.accessors[primitives[0].indices];
    EXPECT_EQ(model.bufferViews[longest.bufferView].byteLength, 108u);
}

// Equal data are written once, whatever mesh and material they are in,
// and whether or not they are one object in memory.
TEST(GltfWriter, EqualDataAreWrittenOnceWhicheverMeshesShowThem) {
    const std::shared_ptr<MeshData> one = rowOfBoxes(2);
    std::vector<SceneMesh> shared(2);
    shared[0].name = "grey";
    shared[0].primitives = {{one, 0}, {rowOfBoxes(1, 5.0), 0}};
    shared[1].name = "red";
    shared[1].primitives = {{one, 1}};
    std::vector<SceneMesh> copies = shared;
    copies[1].primitives[0].data = rowOfBoxes(2);  // equal, not the same object

    const GltfFiles files = sceneGlb(sceneOfMeshes(shared));
    ASSERT_TRUE(files.ok()) << files.error;
    EXPECT_EQ(sceneGlb(sceneOfMeshes(copies)).main, files.main);
    const tinygltf::Model model = loadGlb(files.main);
    const tinygltf::Primitive& grey = model.meshes.at(0).primitives.at(0);
    const tinygltf::Primitive& red = model.meshes.at(1).primitives.at(0);
    EXPECT_EQ(red.attributes.at("POSITION"), grey.attributes.at("POSITION"));
    EXPECT_EQ(red.indices, grey.indices);
    EXPECT_NE(red.material, grey.material);
    // Three boxes' positions (2 + 1, 24 vertices of 12 bytes each) and
    // one run of two boxes' indices.
    EXPECT_EQ(model.accessors.size(), 4u);
    EXPECT_EQ(model.buffers.at(0).data.size(), 3u * 24 * 12 + 72);
}

// Numbers are written short: whole ones without ".0", and an accessor's
// bounds (32-bit floats) as the shortest decimal that reads back as them.
TEST(GltfWriter, NumbersAreWrittenTheShortestWayThatReadsBackAsThem) {
    auto slab = std::make_shared<MeshData>();
    slab->addBox({{0.0, -0.1, 0.0}, {6.0, 0.0, 4.5}});
    std::vector<SceneMesh> meshes(1);
    meshes[0].name = "slab";
    meshes[0].primitives = {{slab, 0}};
    Scene scene = sceneOfMeshes(meshes);
    scene.nodes[1].translation = {59.0, 0.0, 56.0};
    const GltfFiles files = sceneGltf(scene, "slab.bin");
    ASSERT_TRUE(files.ok()) << files.error;
    const std::string& text = files.main;
    EXPECT_NE(text.find("[0, -0.1, 0]"), std::string::npos) << text;
    EXPECT_EQ(text.find("0.10000000149011612"), std::string::npos) << text;
    EXPECT_NE(text.find("[59, 0, 56]"), std::string::npos) << text;
    EXPECT_NE(text.find("4.5"), std::string::npos) << text;
    const Json json = Json::parse(text);
    const Json& min = json["accessors"][0]["min"];
    EXPECT_EQ(static_cast<float>(min[1].get<double>()), -0.1f) << "reads back as the float";
    EXPECT_EQ(json["accessors"][0]["max"][0].get<double>(), 6.0);
}

// A batch's scenes share their blockouts; each file must still be the
// one its seed gives alone.
TEST(GltfWriter, BlockoutsSharedWithOtherLevelsGiveTheSameBytes) {
    const std::string alone = sceneGlb(sceneOf(test::defaultCatalogue(), 7)->scene).main;
    BlockoutCache shared;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        ASSERT_TRUE(sceneGlb(sceneOf(test::defaultCatalogue(), seed, {}, &shared)->scene).ok());
    }
    const std::size_t made = shared.size();
    EXPECT_GT(made, 0u);
    EXPECT_EQ(sceneGlb(sceneOf(test::defaultCatalogue(), 7, {}, &shared)->scene).main, alone);
    EXPECT_EQ(sceneGlb(sceneOf(test::defaultCatalogue(), 7, {}, &shared)->scene).main, alone);
    BlockoutCache own;
    (void)sceneOf(test::defaultCatalogue(), 7, {}, &own);
    // Seed 7 alone makes 33 shapes; after seeds 1 to 6, it adds 12.
    EXPECT_LT(2 * (shared.size() - made), own.size()) << "most of seed 7's shapes were made";
}

// A batch keeps at most BlockoutCache::kMostShapes shapes; those made
// after that are the scene's own, and its file is still the same.
TEST(GltfWriter, AFullBlockoutCacheStillGivesTheSameBytes) {
    const std::string alone = sceneGlb(sceneOf(test::defaultCatalogue(), 7)->scene).main;
    BlockoutCache shared;
    for (int i = 0; shared.size() < BlockoutCache::kMostShapes; ++i) {
        BlockoutShape filler;
        filler.kind = BlockoutShape::Kind::Part;
        filler.width = 1 + i;
        filler.height = 1;
        ASSERT_NE(shared.get(filler).blockout, nullptr);
    }
    EXPECT_EQ(sceneGlb(sceneOf(test::defaultCatalogue(), 7, {}, &shared)->scene).main, alone);
    EXPECT_EQ(shared.size(), BlockoutCache::kMostShapes);
}

// The .glb's JSON is written by a writer of its own (compact_json.hpp):
// it must be what the project's JSON writer makes of the same document.
TEST(GltfWriter, TheGlbsJsonIsTheGltfsDocument) {
    const auto made = sceneOf(test::defaultCatalogue(), 7);
    const GltfFiles glb = sceneGlb(made->scene);
    const GltfFiles text = sceneGltf(made->scene, "level.bin");
    ASSERT_TRUE(glb.ok() && text.ok());
    std::uint32_t jsonLength = 0;
    std::memcpy(&jsonLength, glb.main.data() + 12, sizeof jsonLength);
    std::string chunk = glb.main.substr(20, jsonLength);
    chunk.erase(chunk.find_last_not_of(' ') + 1);
    Json fromGltf = Json::parse(text.main);
    fromGltf["buffers"][0].erase("uri");
    EXPECT_EQ(Json::parse(chunk), fromGltf);
    // Compact: no space outside strings; nodes' extras as the builder made them.
    EXPECT_EQ(chunk.find(": "), std::string::npos);
    EXPECT_NE(chunk.find(made->scene.nodes[1].extras), std::string::npos);
}

TEST(GltfWriter, AGltfNamesItsBinAndTheBinHoldsTheBuffer) {
    const auto made = sceneOf(test::defaultCatalogue(), 7);
    const GltfFiles glb = sceneGlb(made->scene);
    const GltfFiles text = sceneGltf(made->scene, "level.bin");
    ASSERT_TRUE(text.ok()) << text.error;
    const Json json = Json::parse(text.main);
    EXPECT_EQ(json["buffers"][0]["uri"], "level.bin");
    EXPECT_EQ(json["buffers"][0]["byteLength"].get<std::size_t>(), text.bin.size());
    EXPECT_NE(glb.main.find(text.bin), std::string::npos) << "the .glb's BIN chunk";

    const fs::path dir = fs::temp_directory_path() / ("easylink-gltf-" + std::to_string(getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "level.gltf", std::ios::binary) << text.main;
    std::ofstream(dir / "level.bin", std::ios::binary) << text.bin;
    tinygltf::TinyGLTF loader;
    tinygltf::Model model;
    std::string err;
    std::string warn;
    EXPECT_TRUE(loader.LoadASCIIFromFile(&model, &err, &warn, (dir / "level.gltf").string()))
        << err;
    EXPECT_EQ(model.nodes.size(), made->scene.nodes.size());
    fs::remove_all(dir);
}

/// A kit with one node, "hall": a triangle whose material shows a 2x2
/// PNG texture, and a child "torch" showing the same mesh.
std::string kitGlb() {
    tinygltf::Model kit;
    kit.asset.version = "2.0";
    const float positions[] = {0, 0, 0, 12, 0, 0, 0, 0, 12};
    const std::uint16_t indices[] = {0, 1, 2, 0};  // padded to four bytes
    RgbImage pixels;
    pixels.width = 2;
    pixels.height = 2;
    pixels.pixels.assign(12, 200);
    const std::vector<unsigned char> png = encodePng(pixels);
    tinygltf::Buffer buffer;
    buffer.data.resize(sizeof positions + sizeof indices + png.size());
    std::memcpy(buffer.data.data(), positions, sizeof positions);
    std::memcpy(buffer.data.data() + sizeof positions, indices, sizeof indices);
    std::memcpy(buffer.data.data() + sizeof positions + sizeof indices, png.data(), png.size());
    kit.buffers.push_back(buffer);
    auto view = [&](std::size_t offset, std::size_t length) {
        tinygltf::BufferView made;
        made.buffer = 0;
        made.byteOffset = offset;
        made.byteLength = length;
        kit.bufferViews.push_back(made);
        return static_cast<int>(kit.bufferViews.size()) - 1;
    };
    tinygltf::Accessor position;
    position.bufferView = view(0, sizeof positions);
    position.componentType = TINYGLTF_COMPONENT_TYPE_FLOAT;
    position.type = TINYGLTF_TYPE_VEC3;
    position.count = 3;
    position.minValues = {0, 0, 0};
    position.maxValues = {12, 0, 12};
    tinygltf::Accessor index;
    index.bufferView = view(sizeof positions, 6);
    index.componentType = TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT;
    index.type = TINYGLTF_TYPE_SCALAR;
    index.count = 3;
    kit.accessors = {position, index};
    tinygltf::Image image;
    image.mimeType = "image/png";
    image.bufferView = view(sizeof positions + sizeof indices, png.size());
    kit.images.push_back(image);
    tinygltf::Texture texture;
    texture.source = 0;
    kit.textures.push_back(texture);
    tinygltf::Material material;
    material.name = "stone";
    material.pbrMetallicRoughness.baseColorTexture.index = 0;
    kit.materials.push_back(material);
    tinygltf::Primitive primitive;
    primitive.attributes["POSITION"] = 0;
    primitive.indices = 1;
    primitive.material = 0;
    tinygltf::Mesh mesh;
    mesh.name = "hall floor";
    mesh.primitives.push_back(primitive);
    kit.meshes.push_back(mesh);
    tinygltf::Node hall;
    hall.name = "hall";
    hall.mesh = 0;
    hall.translation = {100, 0, 0};  // where the kit lays it: not part of the module
    hall.children = {1};
    tinygltf::Node torch;
    torch.name = "torch";
    torch.mesh = 0;
    torch.translation = {1, 2, 1};
    kit.nodes = {hall, torch};
    tinygltf::Scene scene;
    scene.nodes = {0};
    kit.scenes.push_back(scene);
    kit.defaultScene = 0;
    std::ostringstream out;
    tinygltf::TinyGLTF writer;
    writer.WriteGltfSceneToStream(&kit, out, false, true);
    return out.str();
}

class KitScene : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("easylink-kit-scene-" + std::to_string(getpid()));
        fs::create_directories(dir_ / "art");
        std::ofstream(dir_ / "art" / "kit.glb", std::ios::binary) << kitGlb();
    }
    void TearDown() override { fs::remove_all(dir_); }

    /// The default catalogue with the 12x12 hall (and so its variants)
    /// drawn from the kit's node `node`.
    static Catalogue withHallMesh(const std::string& node) {
        Catalogue catalogue = test::defaultCatalogue();
        for (ModuleTemplate& module : catalogue.modules) {
            if (module.name == "hall_12x12") {
                module.mesh = ModuleMesh{"art/kit.glb", node, std::array<double, 3>{0.5, 0.0, 0.25},
                                         Json::object()};
            }
        }
        return catalogue;
    }

    fs::path dir_;
};

TEST_F(KitScene, ARoomWithAMeshShowsTheKitsNodeAtItsOffsetSharingOneCopy) {
    const auto made = sceneOf(withHallMesh("hall"), 7, dir_);
    const GltfFiles glb = sceneGlb(made->scene);
    ASSERT_TRUE(glb.ok()) << glb.error;
    const tinygltf::Model model = loadGlb(glb.main);
    int halls = 0;
    int hallMesh = -1;
    for (const tinygltf::Node& node : model.nodes) {
        if (node.name.rfind("room ", 0) != 0 || node.name.find("hall_12x12") == std::string::npos) {
            continue;
        }
        ++halls;
        EXPECT_EQ(node.mesh, -1) << "no blockout under the designer's mesh";
        ASSERT_EQ(node.children.size(), 1u);
        const tinygltf::Node& copy = model.nodes[static_cast<std::size_t>(node.children[0])];
        EXPECT_EQ(copy.name, "hall");
        EXPECT_EQ(copy.translation, (std::vector<double>{0.5, 0.0, 0.25})) << "the offset only";
        ASSERT_EQ(copy.children.size(), 1u);
        const tinygltf::Node& torch = model.nodes[static_cast<std::size_t>(copy.children[0])];
        EXPECT_EQ(torch.translation, (std::vector<double>{1, 2, 1}));
        EXPECT_EQ(torch.mesh, copy.mesh);
        if (hallMesh >= 0) {
            EXPECT_EQ(copy.mesh, hallMesh) << "one copy shared";
        }
        hallMesh = copy.mesh;
    }
    ASSERT_GT(halls, 0) << "seed 7 has 12x12 halls";
    const tinygltf::Mesh& mesh = model.meshes[static_cast<std::size_t>(hallMesh)];
    ASSERT_EQ(mesh.primitives.size(), 1u);
    const tinygltf::Accessor& positions =
        model.accessors[static_cast<std::size_t>(mesh.primitives[0].attributes.at("POSITION"))];
    EXPECT_EQ(positions.count, 3u);
    const tinygltf::Material& material =
        model.materials[static_cast<std::size_t>(mesh.primitives[0].material)];
    EXPECT_EQ(material.name, "stone");
    const int texture = material.pbrMetallicRoughness.baseColorTexture.index;
    ASSERT_GE(texture, 0);
    const tinygltf::Image& image = model.images[static_cast<std::size_t>(
        model.textures[static_cast<std::size_t>(texture)].source)];
    EXPECT_EQ(image.mimeType, "image/png");
    EXPECT_EQ(image.width, 2) << "the PNG's bytes were copied whole";
}

TEST_F(KitScene, AMissingNodeOrFileIsOneLineNamingBoth) {
    const GltfFiles noNode = sceneGlb(sceneOf(withHallMesh("nowhere"), 7, dir_)->scene);
    EXPECT_FALSE(noNode.ok());
    EXPECT_NE(noNode.error.find("\"art/kit.glb\""), std::string::npos) << noNode.error;
    EXPECT_NE(noNode.error.find("no node \"nowhere\""), std::string::npos) << noNode.error;
    EXPECT_EQ(noNode.main, "");

    fs::remove(dir_ / "art" / "kit.glb");
    const GltfFiles noFile = sceneGlb(sceneOf(withHallMesh("hall"), 7, dir_)->scene);
    EXPECT_FALSE(noFile.ok());
    EXPECT_NE(noFile.error.find("\"art/kit.glb\""), std::string::npos) << noFile.error;
    EXPECT_EQ(noFile.error.find('\n'), std::string::npos) << noFile.error;
}

}  // namespace
}  // namespace easylink

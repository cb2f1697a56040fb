// A designer's mesh as the 3D view draws it (kit_mesh_data.hpp): the
// sample kit's floors and walls with their textures decoded and their
// texture coordinates where the kit put them, the sampler's wrap and
// filter kept, and an image that does not decode drawn in its colour with
// a note naming it.

#include <gtest/gtest.h>
#include <tiny_gltf.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "easylink/scene/kit_mesh_data.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

const fs::path kSampleKit = fs::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb";

KitMesh sampleNode(const fs::path& file, const std::string& node) {
    KitMesh kit;
    kit.file = file;
    kit.fileAsWritten = file.filename().string();
    kit.node = node;
    kit.offset = {0.5, 0.0, 0.25};
    return kit;
}

const KitMeshPart* partNamed(const KitMeshRead& read, const std::string& material) {
    const auto found =
        std::find_if(read.parts.begin(), read.parts.end(),
                     [&](const KitMeshPart& p) { return p.material.name == material; });
    return found == read.parts.end() ? nullptr : &*found;
}

/// The sample kit changed by `change` and written beside the test as a .glb.
class ChangedKit : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("easylink-kit-mesh-data-" + std::to_string(getpid()));
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    template <typename Change>
    fs::path write(Change change) {
        tinygltf::TinyGLTF loader;
        tinygltf::Model model;
        std::string err;
        std::string warn;
        EXPECT_TRUE(loader.LoadBinaryFromFile(&model, &err, &warn, kSampleKit.string())) << err;
        change(model);
        std::ostringstream out;
        tinygltf::TinyGLTF writer;
        writer.WriteGltfSceneToStream(&model, out, false, true);
        const fs::path file = dir_ / "changed.glb";
        std::ofstream(file, std::ios::binary) << out.str();
        return file;
    }

    fs::path dir_;
};

TEST(KitMeshData, TheSampleKitsFloorAndWallsShowTheirTextures) {
    const KitMeshRead read = readKitMeshData(sampleNode(kSampleKit, "room_8x8"));
    ASSERT_TRUE(read.ok()) << read.error;
    EXPECT_EQ(read.note, "");
    const KitMeshPart* floor = partNamed(read, "stone floor");
    const KitMeshPart* walls = partNamed(read, "plaster wall");
    ASSERT_NE(floor, nullptr);
    ASSERT_NE(walls, nullptr);
    for (const KitMeshPart* part : {floor, walls}) {
        ASSERT_NE(part->material.texture, nullptr) << part->material.name;
        EXPECT_EQ(part->material.texture->width, 64);
        EXPECT_EQ(part->material.texture->height, 64);
        EXPECT_EQ(part->material.texture->rgba.size(), 64u * 64u * 4u);
        EXPECT_EQ(part->material.texture->wrapU, TextureWrap::Repeat);
        EXPECT_TRUE(part->material.texture->smooth);
        ASSERT_NE(part->texCoords, nullptr);
        EXPECT_EQ(part->texCoords->size(), 2 * part->data->vertexCount());
    }
    EXPECT_NE(floor->material.texture, walls->material.texture) << "flagstones and bricks";
    // The floor's top: a repeat a tile (2 m), from the footprint's north-west
    // corner, which the kit puts 8 m west and north of the module's centre;
    // the mesh's offset moves the positions, not the coordinates.
    std::size_t tops = 0;
    const std::vector<float>& p = floor->data->positions;
    const std::vector<std::uint32_t>& corners = floor->data->indices;
    for (std::size_t t = 0; t + 2 < corners.size(); t += 3) {
        const bool flat = std::all_of(corners.begin() + static_cast<std::ptrdiff_t>(t),
                                      corners.begin() + static_cast<std::ptrdiff_t>(t + 3),
                                      [&](std::uint32_t v) { return p[3 * v + 1] == 0.0f; });
        if (!flat) {
            continue;  // the slab's sides, each projected on its own plane
        }
        for (std::size_t corner = t; corner < t + 3; ++corner) {
            const std::uint32_t v = corners[corner];
            ++tops;
            EXPECT_FLOAT_EQ((*floor->texCoords)[2 * v] * 2.0f - 8.0f, p[3 * v] - 0.5f);
            EXPECT_FLOAT_EQ((*floor->texCoords)[2 * v + 1] * 2.0f - 8.0f, p[3 * v + 2] - 0.25f);
        }
    }
    EXPECT_GE(tops, 4u);
    // Walls: the texels are bricks, lighter bricks and darker joints.
    const std::vector<std::uint8_t>& texels = walls->material.texture->rgba;
    const auto [darkest, lightest] = std::minmax_element(texels.begin(), texels.end());
    EXPECT_LT(*darkest, 160);
    EXPECT_GT(*lightest, 230);
}

TEST(KitMeshData, TheNodesOfOneKitShareItsTextures) {
    KitMeshReader reader;
    const KitMeshRead room = reader.read(sampleNode(kSampleKit, "room_8x8"));
    const KitMeshRead hall = reader.read(sampleNode(kSampleKit, "hall_12x8"));
    ASSERT_TRUE(room.ok() && hall.ok());
    const KitMeshPart* roomFloor = partNamed(room, "stone floor");
    const KitMeshPart* hallFloor = partNamed(hall, "stone floor");
    ASSERT_NE(roomFloor, nullptr);
    ASSERT_NE(hallFloor, nullptr);
    ASSERT_NE(roomFloor->material.texture, nullptr);
    EXPECT_EQ(roomFloor->material.texture, hallFloor->material.texture)
        << "one decoded image, uploaded once";
    EXPECT_NE(roomFloor->material.texture,
              readKitMeshData(sampleNode(kSampleKit, "room_8x8")).parts.front().material.texture)
        << "another reader decodes its own";
}

TEST(KitMeshData, APartWithoutTexturesKeepsItsColourAlone) {
    const KitMeshRead read = readKitMeshData(sampleNode(kSampleKit, "hall_16x12"));
    ASSERT_TRUE(read.ok()) << read.error;
    const KitMeshPart* pillars = partNamed(read, "iron pillar");
    ASSERT_NE(pillars, nullptr);
    EXPECT_EQ(pillars->material.texture, nullptr);
    EXPECT_EQ(pillars->texCoords, nullptr);
    EXPECT_FLOAT_EQ(static_cast<float>(pillars->material.baseColour[0]), 0.18f);
}

TEST_F(ChangedKit, TheSamplersWrapAndFilterAreKept) {
    const fs::path file = write([](tinygltf::Model& model) {
        model.samplers[0].wrapS = TINYGLTF_TEXTURE_WRAP_CLAMP_TO_EDGE;
        model.samplers[0].wrapT = TINYGLTF_TEXTURE_WRAP_MIRRORED_REPEAT;
        model.samplers[0].magFilter = TINYGLTF_TEXTURE_FILTER_NEAREST;
    });
    const KitMeshRead read = readKitMeshData(sampleNode(file, "room_8x8"));
    ASSERT_TRUE(read.ok()) << read.error;
    const KitMeshPart* floor = partNamed(read, "stone floor");
    ASSERT_NE(floor, nullptr);
    ASSERT_NE(floor->material.texture, nullptr);
    EXPECT_EQ(floor->material.texture->wrapU, TextureWrap::ClampToEdge);
    EXPECT_EQ(floor->material.texture->wrapV, TextureWrap::MirroredRepeat);
    EXPECT_FALSE(floor->material.texture->smooth);
}

TEST_F(ChangedKit, AnImageThatDoesNotDecodeIsDrawnInItsColourWithANote) {
    const fs::path file = write([](tinygltf::Model& model) {
        // The flagstones' bytes, spoiled where a PNG says what it is.
        const tinygltf::BufferView& view =
            model.bufferViews[static_cast<std::size_t>(model.images[0].bufferView)];
        std::fill_n(model.buffers[0].data.begin() + static_cast<std::ptrdiff_t>(view.byteOffset), 8,
                    'x');
    });
    const KitMeshRead read = readKitMeshData(sampleNode(file, "room_8x8"));
    ASSERT_TRUE(read.ok()) << "the mesh is still drawn: " << read.error;
    EXPECT_EQ(read.note,
              "changed.glb: image \"flagstones\" is not a PNG or JPEG image; drawn in its "
              "material's colour");
    const KitMeshPart* floor = partNamed(read, "stone floor");
    const KitMeshPart* walls = partNamed(read, "plaster wall");
    ASSERT_NE(floor, nullptr);
    ASSERT_NE(walls, nullptr);
    EXPECT_EQ(floor->material.texture, nullptr);
    EXPECT_EQ(floor->texCoords, nullptr);
    EXPECT_NE(walls->material.texture, nullptr) << "the other image still shows";
}

TEST_F(ChangedKit, CoordinatesOfAnotherSetOrFormAreRead) {
    // The floor's texture read through TEXCOORD_1, stored as normalised
    // unsigned shorts: the same coordinates, to a 65535th.
    const fs::path file = write([](tinygltf::Model& model) {
        model.materials[0].pbrMetallicRoughness.baseColorTexture.texCoord = 1;
        for (tinygltf::Mesh& mesh : model.meshes) {
            for (tinygltf::Primitive& primitive : mesh.primitives) {
                if (primitive.material != 0) {
                    continue;
                }
                const tinygltf::Accessor& floats =
                    model.accessors[static_cast<std::size_t>(primitive.attributes["TEXCOORD_0"])];
                const tinygltf::BufferView& from =
                    model.bufferViews[static_cast<std::size_t>(floats.bufferView)];
                std::vector<unsigned char> shorts(floats.count * 4);
                for (std::size_t i = 0; i < floats.count * 2; ++i) {
                    float value = 0.0f;
                    std::memcpy(&value, &model.buffers[0].data[from.byteOffset + i * 4], 4);
                    const auto whole = static_cast<std::uint16_t>(
                        std::clamp(value / 8.0f, 0.0f, 1.0f) * 65535.0f + 0.5f);
                    std::memcpy(&shorts[i * 2], &whole, 2);
                }
                tinygltf::BufferView view;
                view.buffer = 0;
                view.byteOffset = model.buffers[0].data.size();
                view.byteLength = shorts.size();
                model.buffers[0].data.insert(model.buffers[0].data.end(), shorts.begin(),
                                             shorts.end());
                model.bufferViews.push_back(view);
                tinygltf::Accessor accessor;
                accessor.bufferView = static_cast<int>(model.bufferViews.size()) - 1;
                accessor.componentType = TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT;
                accessor.normalized = true;
                accessor.type = TINYGLTF_TYPE_VEC2;
                accessor.count = floats.count;
                model.accessors.push_back(accessor);
                primitive.attributes["TEXCOORD_1"] = static_cast<int>(model.accessors.size()) - 1;
            }
        }
    });
    const KitMeshRead read = readKitMeshData(sampleNode(file, "room_8x8"));
    const KitMeshRead original = readKitMeshData(sampleNode(kSampleKit, "room_8x8"));
    ASSERT_TRUE(read.ok()) << read.error;
    const KitMeshPart* floor = partNamed(read, "stone floor");
    const KitMeshPart* before = partNamed(original, "stone floor");
    ASSERT_NE(floor, nullptr);
    ASSERT_NE(before, nullptr);
    ASSERT_NE(floor->texCoords, nullptr);
    ASSERT_EQ(floor->texCoords->size(), before->texCoords->size());
    for (std::size_t i = 0; i < floor->texCoords->size(); ++i) {
        EXPECT_NEAR((*floor->texCoords)[i] * 8.0f, (*before->texCoords)[i], 1e-3f);
    }
}

}  // namespace
}  // namespace easylink

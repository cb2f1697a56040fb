// The mesh file checks: glTF files the test writes itself, good and broken,
// read through tinygltf; every broken one becomes one problem naming the
// file and the node, and nothing crashes or hangs.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "easylink/catalogue/mesh_files.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

const std::string kKitJson =
    R"({"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0, 1]}],)"
    R"( "nodes": [{"name": "hall_12x12"}, {"name": "bend", "translation": [20, 0, 0]}]})";

void appendWord(std::string& bytes, std::uint32_t word) {
    for (int i = 0; i < 4; ++i) {
        bytes.push_back(static_cast<char>((word >> (8 * i)) & 0xff));
    }
}

/// A binary glTF holding `json` (padded with spaces to 4 bytes) and no BIN chunk.
std::string glbOf(std::string json) {
    while (json.size() % 4 != 0) {
        json.push_back(' ');
    }
    std::string bytes = "glTF";
    appendWord(bytes, 2);
    appendWord(bytes, static_cast<std::uint32_t>(12 + 8 + json.size()));
    appendWord(bytes, static_cast<std::uint32_t>(json.size()));
    appendWord(bytes, 0x4E4F534A);  // "JSON"
    return bytes + json;
}

class MeshFiles : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-meshes-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path write(const std::string& name, const std::string& bytes) const {
        const fs::path path = dir_ / name;
        fs::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary) << bytes;
        return path;
    }

    static ModuleTemplate moduleWithMesh(const std::string& file, const std::string& node) {
        ModuleTemplate module;
        module.name = node;
        module.mesh = ModuleMesh{file, node, std::nullopt, Json::object()};
        return module;
    }

    fs::path dir_;
};

TEST_F(MeshFiles, ListsTheNodesOfAGltfAndAGlb) {
    for (const fs::path& path : {write("kit.gltf", kKitJson), write("kit.glb", glbOf(kKitJson))}) {
        const GltfNodeNames nodes = readGltfNodeNames(path);
        ASSERT_TRUE(nodes.ok()) << path << ": " << *nodes.error;
        EXPECT_EQ(nodes.names, (std::vector<std::string>{"hall_12x12", "bend"})) << path;
    }
}

TEST_F(MeshFiles, TellsGlbFromGltfByContentNotName) {
    const GltfNodeNames nodes = readGltfNodeNames(write("kit-really-binary.gltf", glbOf(kKitJson)));
    ASSERT_TRUE(nodes.ok()) << *nodes.error;
    EXPECT_EQ(nodes.names.size(), 2u);
}

TEST_F(MeshFiles, GoodMeshesHaveNoProblems) {
    write("kits/kit.gltf", kKitJson);
    write("kit.glb", glbOf(kKitJson));
    Catalogue catalogue;
    catalogue.modules = {moduleWithMesh("kits/kit.gltf", "hall_12x12"),
                         moduleWithMesh("kit.glb", "bend"), ModuleTemplate{}};
    EXPECT_TRUE(checkModuleMeshes(catalogue, dir_).empty());
}

TEST_F(MeshFiles, LeavesMeshesWhoseKeysAreRefusedToTheValidator) {
    // The validator reports each of these once; reading the file would only
    // repeat it.
    Catalogue catalogue;
    catalogue.modules = {moduleWithMesh("/art/kit.glb", "hall"), moduleWithMesh("kit.fbx", "hall"),
                         moduleWithMesh("", "hall"), moduleWithMesh("missing.glb", "")};
    EXPECT_TRUE(checkModuleMeshes(catalogue, dir_).empty());
    catalogue.modules = {moduleWithMesh("missing.glb", "hall")};
    EXPECT_EQ(checkModuleMeshes(catalogue, dir_).size(), 1u);
}

TEST_F(MeshFiles, EveryBrokenFileIsOneProblemNamingFileAndNode) {
    const std::string glb = glbOf(kKitJson);
    write("kit.glb", glb);
    write("truncated.glb", glb.substr(0, 40));
    write("catalogue.gltf", R"({"format": "easylink-catalogue", "version": 1, "modules": []})");
    write("text.gltf", "this is not JSON");
    write("deep.gltf", R"({"asset": {"version": "2.0"}, "extras": )" + std::string(100000, '[') +
                           std::string(100000, ']') + "}");
    fs::create_directories(dir_ / "folder.glb");
    struct Case {
        std::string file;
        std::string node;
        std::string pointer;
        std::string says;
    };
    const std::vector<Case> cases = {
        {"kit.glb", "hall_13x13", "/modules/0/mesh/node",
         R"(node "hall_13x13" is not in mesh file "kit.glb"; its nodes are "hall_12x12", "bend")"},
        {"truncated.glb", "hall", "/modules/1/mesh/file",
         R"(mesh file "truncated.glb" (node "hall"): a broken .glb)"},
        {"catalogue.gltf", "hall", "/modules/2/mesh/file",
         R"(mesh file "catalogue.gltf" (node "hall"): not glTF (neither a .glb nor glTF JSON))"},
        {"text.gltf", "hall", "/modules/3/mesh/file", R"("text.gltf" (node "hall"): not glTF)"},
        {"missing.glb", "hall", "/modules/4/mesh/file",
         R"(mesh file "missing.glb" (node "hall"): cannot open: no such file)"},
        {"folder.glb", "hall", "/modules/5/mesh/file",
         R"("folder.glb" (node "hall"): is a directory)"},
        {"deep.gltf", "hall", "/modules/6/mesh/file",
         R"("deep.gltf" (node "hall"): not usable glTF: its JSON nests more than 512 levels)"},
    };
    Catalogue catalogue;
    for (const Case& c : cases) {
        catalogue.modules.push_back(moduleWithMesh(c.file, c.node));
    }
    const std::vector<Problem> problems = checkModuleMeshes(catalogue, dir_);
    ASSERT_EQ(problems.size(), cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        EXPECT_EQ(problems[i].severity, Severity::Error);
        EXPECT_EQ(problems[i].pointer, cases[i].pointer);
        EXPECT_NE(problems[i].message.find(cases[i].says), std::string::npos)
            << problems[i].message;
    }
}

TEST_F(MeshFiles, ListsAtMostEightNodeNames) {
    std::string nodes;
    for (int i = 0; i < 12; ++i) {
        nodes += (i == 0 ? "" : ", ") + std::string(R"({"name": "n)") + std::to_string(i) + "\"}";
    }
    write("many.gltf", R"({"asset": {"version": "2.0"}, "nodes": [)" + nodes + "]}");
    write("none.gltf", R"({"asset": {"version": "2.0"}})");
    Catalogue catalogue;
    catalogue.modules = {moduleWithMesh("many.gltf", "n12"), moduleWithMesh("none.gltf", "n")};
    const std::vector<Problem> problems = checkModuleMeshes(catalogue, dir_);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_NE(problems[0].message.find(R"(it has 12 nodes, among them "n0", )"), std::string::npos)
        << problems[0].message;
    EXPECT_NE(problems[0].message.find(R"("n7")"), std::string::npos) << problems[0].message;
    EXPECT_EQ(problems[0].message.find(R"("n8")"), std::string::npos) << problems[0].message;
    EXPECT_NE(problems[1].message.find("it has no nodes"), std::string::npos);
}

TEST_F(MeshFiles, ReadsBuffersButDecodesNoImage) {
    // The image is not an image at all: decoding it would fail.
    write("textured.gltf",
          R"({"asset": {"version": "2.0"}, "nodes": [{"name": "hall"}],
              "buffers": [{"uri": "textured.bin", "byteLength": 8}],
              "images": [{"uri": "stone.png"}]})");
    write("textured.bin", std::string(8, '\0'));
    write("stone.png", "not a png at all");
    const GltfNodeNames nodes = readGltfNodeNames(dir_ / "textured.gltf");
    ASSERT_TRUE(nodes.ok()) << *nodes.error;
    EXPECT_EQ(nodes.names, std::vector<std::string>{"hall"});

    fs::remove(dir_ / "textured.bin");
    const GltfNodeNames withoutBuffer = readGltfNodeNames(dir_ / "textured.gltf");
    ASSERT_FALSE(withoutBuffer.ok());
    EXPECT_NE(withoutBuffer.error->find("not glTF"), std::string::npos) << *withoutBuffer.error;
}

TEST_F(MeshFiles, RefusesFilesOverTheLimitWithTheirBuffers) {
    const fs::path kit = write("kit.gltf", kKitJson);
    const GltfNodeNames big = readGltfNodeNames(kit, kKitJson.size() - 1);
    ASSERT_FALSE(big.ok());
    EXPECT_NE(big.error->find("too large"), std::string::npos) << *big.error;

    // The main file fits; the buffer it names would take it over.
    write("heavy.gltf", R"({"asset": {"version": "2.0"}, "nodes": [{"name": "hall"}],
                          "buffers": [{"uri": "heavy.bin", "byteLength": 4096}]})");
    write("heavy.bin", std::string(4096, '\0'));
    const GltfNodeNames heavy = readGltfNodeNames(dir_ / "heavy.gltf", 2048);
    ASSERT_FALSE(heavy.ok());
    EXPECT_NE(heavy.error->find("heavy.bin"), std::string::npos) << *heavy.error;
    EXPECT_TRUE(readGltfNodeNames(dir_ / "heavy.gltf", 8192).ok());
    EXPECT_EQ(kMaxMeshFileBytes, std::size_t{256} << 20);
}

TEST_F(MeshFiles, SurvivesEveryPrefixOfAGoodFile) {
    const std::string glb = glbOf(kKitJson);
    for (const std::string& whole : {glb, kKitJson}) {
        for (std::size_t n = 0; n < whole.size(); ++n) {
            const GltfNodeNames nodes = readGltfNodeNames(write("prefix.bin", whole.substr(0, n)));
            if (nodes.ok()) {
                // Only a JSON prefix that happens to be a whole document may load.
                EXPECT_LE(nodes.names.size(), 2u);
            } else {
                EXPECT_FALSE(nodes.error->empty());
            }
        }
    }
}

}  // namespace
}  // namespace easylink

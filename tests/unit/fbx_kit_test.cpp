// FBX room kits (docs/kits.md): a kit written here by assimp's own FBX
// exporter in centimetres, and the sample kit as Blender exports it (the
// fixture tests/gltf/make_fbx_kits.py: +Y up with the roots turned and
// scaled, +Z up with the scale in the unit, a camera and a light beside the
// modules) give the modules the glTF kit gives; a file that is no FBX, and
// a marker off its wall, are problems naming the file, module and node.

#include <assimp/scene.h>
#include <gtest/gtest.h>
#include <unistd.h>
#include <assimp/Exporter.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "easylink/kit/fbx_kit.hpp"
#include "easylink/kit/kit_import.hpp"
#include "fbx_test_kit.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

const fs::path kBlenderKits = EASYLINK_FBX_KITS_DIR;

class FbxKit : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-fbx-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    /// Blender's export `name`; absent when Blender is not installed (the
    /// fixture test then does not exist and these tests skip).
    static fs::path blenderKit(const std::string& name) { return kBlenderKits / name; }

    fs::path dir_;
};

KitImportOptions metreTiles() {
    KitImportOptions options;
    options.tileSize = 1;
    options.macro = 4;
    options.meshFile = "vault.glb";
    return options;
}

TEST_F(FbxKit, AKitInCentimetresIsReadInMetres) {
    const fs::path fbx = dir_ / "vault.fbx";
    ASSERT_EQ(testing::writeCentimetreFbxKit(fbx), "");
    std::string glb;
    const KitImport kit = importFbxKit(fbx, metreTiles(), glb);
    ASSERT_TRUE(kit.ok()) << kit.problems.front();
    ASSERT_EQ(kit.modules.size(), 1U);
    const ModuleTemplate& vault = kit.modules.front();
    EXPECT_EQ(vault.name, "vault");
    EXPECT_EQ(vault.size, (Size2i{16, 16}));
    ASSERT_EQ(vault.ports.size(), 2U);
    EXPECT_EQ(vault.ports[0].pose.dir, Dir::W);
    EXPECT_EQ(vault.ports[0].widths, (std::vector<int>{2, 4}));
    EXPECT_EQ(vault.ports[1].pose.dir, Dir::E);
    EXPECT_EQ(vault.ports[1].widths, (std::vector<int>{2}));
    ASSERT_TRUE(vault.mesh.has_value());
    EXPECT_EQ(vault.mesh->file, "vault.glb");
    EXPECT_EQ(vault.mesh->node, "vault");

    // The bytes to write are a glTF kit that reads back to the same modules.
    ASSERT_EQ(glb.substr(0, 4), "glTF");
    const KitImport again = importKitBytes(glb, "vault.glb", metreTiles());
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.modules.front().size, vault.size);
    EXPECT_EQ(again.modules.front().ports.size(), 2U);
}

TEST_F(FbxKit, AFileThatIsNoFbxIsAProblemNamingIt) {
    const fs::path fbx = dir_ / "notes.fbx";
    std::ofstream(fbx) << "Kaydara? no: a shopping list\n";
    std::string glb;
    const KitImport kit = importFbxKit(fbx, metreTiles(), glb);
    ASSERT_EQ(kit.problems.size(), 1U);
    EXPECT_NE(kit.problems[0].find("notes.fbx\": not an FBX file that can be read"),
              std::string::npos)
        << kit.problems[0];
    EXPECT_TRUE(kit.modules.empty());
    EXPECT_TRUE(glb.empty());
}

TEST_F(FbxKit, AMissingFileIsAProblemNamingIt) {
    std::string glb;
    const KitImport kit = importFbxKit(dir_ / "gone.fbx", metreTiles(), glb);
    ASSERT_EQ(kit.problems.size(), 1U);
    EXPECT_NE(kit.problems[0].find("gone.fbx\": no such file"), std::string::npos);
}

TEST_F(FbxKit, TheFileNameTellsAnFbxKit) {
    EXPECT_TRUE(isFbxKit("art/kit.fbx"));
    EXPECT_TRUE(isFbxKit("art/KIT.FBX"));
    EXPECT_FALSE(isFbxKit("art/kit.glb"));
    EXPECT_FALSE(isFbxKit("art/fbx"));
    EXPECT_EQ(fbxKitGlb("levels", "art/kit.fbx"), fs::path("levels/kit.glb"));
}

/// The sample kit's modules as its glTF file gives them, at 2 m a tile.
KitImport sampleKitFromGltf() {
    KitImportOptions options;
    options.tileSize = 2;
    options.meshFile = "sample-kit.glb";
    return importKit(fs::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb", options);
}

void expectTheSampleKitsModules(const fs::path& fbx) {
    KitImportOptions options;
    options.tileSize = 2;
    options.meshFile = "sample-kit.glb";
    std::string glb;
    const KitImport kit = importFbxKit(fbx, options, glb);
    ASSERT_TRUE(kit.ok()) << kit.problems.front();
    const KitImport gltf = sampleKitFromGltf();
    ASSERT_TRUE(gltf.ok());
    // The camera and the light are not modules.
    ASSERT_EQ(kit.modules.size(), gltf.modules.size());
    for (const ModuleTemplate& expected : gltf.modules) {
        SCOPED_TRACE(expected.name);
        const auto found =
            std::find_if(kit.modules.begin(), kit.modules.end(),
                         [&](const ModuleTemplate& m) { return m.name == expected.name; });
        ASSERT_NE(found, kit.modules.end());
        EXPECT_EQ(found->size, expected.size);
        ASSERT_EQ(found->ports.size(), expected.ports.size());
        for (const PortSpec& port : expected.ports) {
            const bool same = std::any_of(found->ports.begin(), found->ports.end(),
                                          [&](const PortSpec& p) { return p.pose == port.pose; });
            EXPECT_TRUE(same) << "a port at " << port.pose.centre.x() << ", "
                              << port.pose.centre.y();
        }
        ASSERT_TRUE(found->mesh.has_value());
        EXPECT_EQ(found->mesh->offset, expected.mesh->offset) << "the mesh lies where it did";
    }
}

TEST_F(FbxKit, BlendersDefaultExportGivesTheGltfKitsModules) {
    const fs::path fbx = blenderKit("sample-kit.fbx");
    if (!fs::exists(fbx)) {
        GTEST_SKIP() << "no Blender: " << fbx << " was not made";
    }
    expectTheSampleKitsModules(fbx);
}

TEST_F(FbxKit, BlendersZUpExportGivesTheGltfKitsModules) {
    const fs::path fbx = blenderKit("sample-kit-zup.fbx");
    if (!fs::exists(fbx)) {
        GTEST_SKIP() << "no Blender: " << fbx << " was not made";
    }
    expectTheSampleKitsModules(fbx);
}

TEST_F(FbxKit, AMarkerOffItsWallNamesTheFbxFileModuleAndNode) {
    const fs::path fbx = blenderKit("bad-marker.fbx");
    if (!fs::exists(fbx)) {
        GTEST_SKIP() << "no Blender: " << fbx << " was not made";
    }
    KitImportOptions options;
    options.tileSize = 2;
    std::string glb;
    const KitImport kit = importFbxKit(fbx, options, glb);
    ASSERT_EQ(kit.problems.size(), 1U);
    EXPECT_NE(kit.problems[0].find("bad-marker.fbx\", module \"room_8x8\", node \"port_w2_4\""),
              std::string::npos)
        << kit.problems[0];
    EXPECT_NE(kit.problems[0].find("0.65 tiles from the nearest wall"), std::string::npos);
    EXPECT_TRUE(glb.empty()) << "nothing to write";
}

}  // namespace
}  // namespace easylink

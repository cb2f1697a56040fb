// `easylink import-modules KIT.fbx`, as a designer runs it on the sample kit
// exported by Blender (tests/gltf/make_fbx_kits.py): the catalogue and the
// kit's meshes as KIT.glb beside it, a level drawn from them, a merge that
// keeps what the studio set, and a problem that writes nothing at all.

#include <gtest/gtest.h>

#include "cli_test_support.hpp"

namespace easylink::cli_test {
namespace {

class FbxCommand : public ::testing::Test {
protected:
    void SetUp() override {
        const fs::path kits = EASYLINK_FBX_KITS_DIR;
        if (!fs::exists(kits / "sample-kit.fbx")) {
            GTEST_SKIP() << "no Blender: the FBX kits were not made";
        }
        dir_ = fs::temp_directory_path() /
               ("easylink-fbxcli-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_ / "art");
        fs::create_directories(dir_ / "levels");
        for (const char* name : {"sample-kit.fbx", "bad-marker.fbx"}) {
            fs::copy_file(kits / name, dir_ / "art" / name);
        }
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    fs::path dir_;
};

TEST_F(FbxCommand, TheKitsMeshesAreWrittenBesideTheCatalogueAndDrawTheLevel) {
    RunResult r = runEasylink({"import-modules", path("art/sample-kit.fbx"), "--out",
                               path("levels/dungeon.json"), "--tile-size", "2"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("added (8):"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("levels/sample-kit.glb: the kit's meshes as glTF"), std::string::npos)
        << r.out;
    EXPECT_EQ(slurp(path("levels/sample-kit.glb")).substr(0, 4), "glTF");
    const std::string catalogue = slurp(path("levels/dungeon.json"));
    EXPECT_NE(catalogue.find(R"("file": "sample-kit.glb", "node": "hall_16x12")"),
              std::string::npos)
        << catalogue;
    EXPECT_EQ(catalogue.find("Camera"), std::string::npos) << "a camera is no module";

    r = runEasylink({"validate", path("levels/dungeon.json")});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    r = runEasylink({"generate", "--catalogue", path("levels/dungeon.json"), "--seed", "7", "--out",
                     path("levels/level.json"), "--gltf", path("levels/level.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(slurp(path("levels/level.glb")).find("\"name\":\"hall_16x12 walls\""),
              std::string::npos)
        << "the kit's own nodes are in the level";
}

TEST_F(FbxCommand, AMergeKeepsWhatTheStudioSet) {
    // The catalogue was made from the glTF kit, whose extras name the
    // junctions' kinds; FBX carries names only, and the kinds stay.
    fs::copy_file(fs::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb",
                  dir_ / "art" / "sample-kit.glb");
    ASSERT_EQ(runEasylink({"import-modules", path("art/sample-kit.glb"), "--out",
                           path("levels/dungeon.json"), "--tile-size", "2"})
                  .exitCode,
              0);
    const RunResult r = runEasylink(
        {"import-modules", path("art/sample-kit.fbx"), "--merge", path("levels/dungeon.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string catalogue = slurp(path("levels/dungeon.json"));
    EXPECT_NE(catalogue.find(R"("kind": "four_way")"), std::string::npos) << catalogue;
    EXPECT_NE(catalogue.find(R"("file": "sample-kit.glb")"), std::string::npos)
        << "the meshes now come from the FBX kit's glTF beside the catalogue";
    EXPECT_EQ(catalogue.find("art/sample-kit.glb"), std::string::npos);
}

TEST_F(FbxCommand, AProblemWritesNeitherFile) {
    const RunResult r = runEasylink({"import-modules", path("art/bad-marker.fbx"), "--out",
                                     path("levels/dungeon.json"), "--tile-size", "2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("bad-marker.fbx\", module \"room_8x8\", node \"port_w2_4\""),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("nothing written"), std::string::npos);
    EXPECT_FALSE(fs::exists(path("levels/dungeon.json")));
    EXPECT_FALSE(fs::exists(path("levels/bad-marker.glb")));
}

}  // namespace
}  // namespace easylink::cli_test

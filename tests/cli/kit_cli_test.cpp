// `easylink import-modules`, as a designer runs it: the sample kit to a
// catalogue to a level in three commands, an import again that keeps the
// studio's edits, and every bad case an exit code with nothing written.

#include <gtest/gtest.h>

#include "cli_test_support.hpp"

namespace easylink::cli_test {
namespace {

class KitCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-kitcli-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_ / "art");
        fs::copy_file(fs::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb",
                      dir_ / "art" / "sample-kit.glb");
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    fs::path dir_;
};

TEST_F(KitCommand, FromKitToCatalogueToLevelInThreeCommands) {
    RunResult r = runEasylink({"import-modules", path("art/sample-kit.glb"), "--out",
                               path("dungeon.json"), "--tile-size", "2"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("added (8): room_8x8 hall_12x8"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("drawn from art/sample-kit.glb"), std::string::npos) << r.out;
    const std::string catalogue = slurp(path("dungeon.json"));
    EXPECT_NE(catalogue.find(R"("file": "art/sample-kit.glb", "node": "cross_8x8")"),
              std::string::npos);
    EXPECT_NE(catalogue.find(R"("tile_size": 2.0)"), std::string::npos);

    r = runEasylink({"validate", path("dungeon.json")});
    EXPECT_EQ(r.exitCode, 0) << r.out;
    r = runEasylink({"generate", "--catalogue", path("dungeon.json"), "--seed", "7", "--out",
                     path("level.json"), "--gltf", path("level.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string glb = slurp(path("level.glb"));
    EXPECT_EQ(glb.substr(0, 4), "glTF");
    EXPECT_NE(glb.find("\"name\":\"hall_16x12 walls\""), std::string::npos)
        << "the kit's own nodes are in the level";
}

TEST_F(KitCommand, ImportingAgainKeepsTheStudiosEdits) {
    ASSERT_EQ(runEasylink({"import-modules", path("art/sample-kit.glb"), "--out",
                           path("dungeon.json"), "--tile-size", "2"})
                  .exitCode,
              0);
    // The designer makes the big hall rare in the studio.
    std::string text = slurp(path("dungeon.json"));
    const std::string hall = R"("name": "hall_16x12",)";
    const std::size_t at = text.find("\"weight\": 1.0", text.find(hall));
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 13, "\"weight\": 0.25");
    std::ofstream(path("dungeon.json")) << text;

    const RunResult r = runEasylink(
        {"import-modules", path("art/sample-kit.glb"), "--merge", path("dungeon.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("kept (8)"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("added"), std::string::npos) << r.out;
    EXPECT_NE(slurp(path("dungeon.json")).find("\"weight\": 0.25"), std::string::npos);
}

TEST_F(KitCommand, CorridorsTheKitHasNoModuleForAreWarnedOfTogether) {
    ASSERT_EQ(runEasylink({"import-modules", path("art/sample-kit.glb"), "--out",
                           path("dungeon.json"), "--tile-size", "2"})
                  .exitCode,
              0);
    // The kit has no corridor pieces: each of some 70 corridors is a
    // phase-2 problem, said a line per kind rather than per corridor.
    const RunResult r =
        runEasylink({"generate", "--catalogue", path("dungeon.json"), "--seed", "3", "--width",
                     "160", "--height", "160", "--out", path("level.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::vector<std::string> warnings = lines(r.err);
    EXPECT_LE(warnings.size(), 8U) << r.err;
    EXPECT_NE(r.err.find(" more (37 in all): no corridor module of 2x4 fits"), std::string::npos)
        << r.err;
    EXPECT_NE(r.out.find("72 problems"), std::string::npos) << "every one is in the layout";
    EXPECT_NE(slurp(path("level.json")).find("\"corridor 71: no corridor module"),
              std::string::npos)
        << "the layout file lists them one by one";
}

TEST_F(KitCommand, ABrokenKitIsOneLineNamingItAndWritesNothing) {
    std::ofstream(path("art/broken.glb")) << "glTF but no more";
    RunResult r =
        runEasylink({"import-modules", path("art/broken.glb"), "--out", path("dungeon.json")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("broken.glb"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("dungeon.json")));

    // A kit whose ports break the macro asked for: named by module and
    // node, and nothing written.
    r = runEasylink({"import-modules", path("art/sample-kit.glb"), "--out", path("dungeon.json"),
                     "--tile-size", "2", "--macro", "8"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("module \"hall_12x8\", node \"port"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("nothing written"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("dungeon.json")));

    // Footprints that are not whole tiles of the size given.
    r = runEasylink({"import-modules", path("art/sample-kit.glb"), "--out", path("dungeon.json"),
                     "--tile-size", "3"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("module \"room_8x8\": its meshes span 16 m x 16 m"), std::string::npos)
        << r.err;
    EXPECT_FALSE(fs::exists(path("dungeon.json")));

    std::ofstream(path("art/kit.fbx")) << "Kaydara FBX Binary";
    r = runEasylink({"import-modules", path("art/kit.fbx"), "--out", path("dungeon.json")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("FBX"), std::string::npos) << r.err;
}

TEST_F(KitCommand, AWrongCommandLineIsAUsageError) {
    const std::string kit = path("art/sample-kit.glb");
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"import-modules", kit},
          {"import-modules", kit, "--out", path("a.json"), "--merge", path("b.json")},
          {"import-modules", kit, "--out", path("a.json"), "--prune"},
          {"import-modules", kit, "--out", path("a.json"), "--macro", "3"},
          {"import-modules", kit, "--out", path("a.json"), "--tile-size", "-1"}}) {
        const RunResult r = runEasylink(args);
        EXPECT_EQ(r.exitCode, 2) << args.back() << ": " << r.err;
        EXPECT_FALSE(fs::exists(path("a.json")));
    }
}

}  // namespace
}  // namespace easylink::cli_test

// `easylink generate --gltf` and a batch's `--scenes`, as a designer runs
// them: the scene beside the layout, the same bytes every time, a .gltf with
// its .bin, and every bad case a one-line error with nothing left behind.

#include <gtest/gtest.h>

#include "../support/page_cache.hpp"
#include "cli_test_support.hpp"

namespace easylink::cli_test {
namespace {

class SceneCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-scene-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    /// The default catalogue copied here with its halls drawn from `node`
    /// of `file`, as catalogue.json.
    std::string catalogueWithMesh(const std::string& file, const std::string& node) const {
        std::string text = slurp(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
        const std::string hall = R"("name": "hall_12x12", )";
        const std::size_t at = text.find(hall);
        EXPECT_NE(at, std::string::npos);
        text.insert(at + hall.size(),
                    R"("mesh": {"file": ")" + file + R"(", "node": ")" + node + R"("}, )");
        std::ofstream(path("catalogue.json")) << text;
        return path("catalogue.json");
    }

    fs::path dir_;
};

TEST_F(SceneCommand, WritesAGlbBesideTheLayoutTheSameEachTime) {
    RunResult r =
        runEasylink({"generate", "--seed", "7", "--out", path("l.json"), "--gltf", path("l.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(path("l.glb")), std::string::npos) << r.out;
    const std::string glb = slurp(path("l.glb"));
    ASSERT_GT(glb.size(), 1000u);
    EXPECT_EQ(glb.substr(0, 4), "glTF");
    r = runEasylink({"generate", "--seed", "7", "--out", path("m.json"), "--gltf", path("m.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(slurp(path("m.glb")), glb);
}

TEST_F(SceneCommand, AGltfHasItsBinBesideIt) {
    const RunResult r = runEasylink(
        {"generate", "--seed", "7", "--out", path("l.json"), "--gltf", path("level.gltf")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(path("level.bin")), std::string::npos) << r.out;
    const std::string text = slurp(path("level.gltf"));
    EXPECT_NE(text.find("\"uri\": \"level.bin\""), std::string::npos);
    EXPECT_NE(text.find("\"name\": \"layout\""), std::string::npos);
    EXPECT_GT(fs::file_size(path("level.bin")), 1000u);
}

TEST_F(SceneCommand, ABatchWritesAScenePerLayout) {
    RunResult r = runEasylink({"generate", "--seed", "3", "--count", "3", "--out-dir",
                               path("batch"), "--scenes", "glb", "--jobs", "2"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const char* seed : {"3", "4", "5"}) {
        EXPECT_TRUE(fs::exists(path("batch/layout-" + std::string(seed) + ".json")));
        EXPECT_EQ(slurp(path("batch/layout-" + std::string(seed) + ".glb")).substr(0, 4), "glTF");
    }
    r = runEasylink(
        {"generate", "--seed", "4", "--out", path("one.json"), "--gltf", path("one.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(slurp(path("one.glb")), slurp(path("batch/layout-4.glb")))
        << "a batch writes what one run writes";

    r = runEasylink(
        {"generate", "--seed", "3", "--count", "1", "--out-dir", path("text"), "--scenes", "gltf"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(fs::exists(path("text/layout-3.gltf")));
    EXPECT_TRUE(fs::exists(path("text/layout-3.bin")));
}

// A batch flushes its files to disk as it goes, then gives back the memory
// that cached them: a long batch does not fill the system's cache (and
// reuses memory it has touched instead of taking more). The first seeds'
// files are long on disk when the batch ends.
TEST_F(SceneCommand, ABatchGivesBackTheMemoryOfFilesOnDisk) {
    const RunResult r =
        runEasylink({"generate", "--seed", "1", "--count", "300", "--jobs", "1", "--width", "80",
                     "--height", "80", "--out-dir", path("long"), "--scenes", "glb"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const char* file : {"long/layout-1.json", "long/layout-1.glb"}) {
        const std::optional<std::size_t> cached = test::cachedPages(path(file));
        if (!cached) {
            GTEST_SKIP() << "this file system keeps every file in memory";
        }
        EXPECT_EQ(*cached, 0u) << file;
    }
    EXPECT_EQ(slurp(path("long/layout-1.glb")).substr(0, 4), "glTF") << "read back from disk";
}

TEST_F(SceneCommand, WrongFlagsAreUsageErrors) {
    RunResult r = runEasylink(
        {"generate", "--seed", "3", "--count", "2", "--out-dir", path("b"), "--scenes", "fbx"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--scenes must be glb or gltf, not 'fbx'"), std::string::npos) << r.err;
    r = runEasylink({"generate", "--seed", "3", "--count", "2", "--out-dir", path("b"), "--gltf",
                     path("x.glb")});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--gltf is for one layout"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("b")));
}

TEST_F(SceneCommand, AMissingMeshFileOrNodeFailsNamingItAndWritesNothing) {
    const std::string catalogue = catalogueWithMesh("kit.glb", "hall");
    RunResult r = runEasylink({"generate", "--catalogue", catalogue, "--seed", "7", "--out",
                               path("l.json"), "--gltf", path("l.glb")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(lines(r.err).size(), 1u) << r.err;
    EXPECT_NE(r.err.find("cannot write " + path("l.glb")), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("\"kit.glb\""), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("l.json"))) << "all or nothing";
    EXPECT_FALSE(fs::exists(path("l.glb")));

    // A kit that is there but lacks the node.
    r = runEasylink(
        {"generate", "--seed", "1", "--out", path("kit.json"), "--gltf", path("kit.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    r = runEasylink({"generate", "--catalogue", catalogue, "--seed", "7", "--out", path("l.json"),
                     "--gltf", path("l.glb")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("no node \"hall\""), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("l.json")));
}

TEST_F(SceneCommand, AKitWithTheNodeIsDrawnFromAndNeverOverwritten) {
    // The scene of seed 1 has a node "layout": it serves as a kit.
    ASSERT_EQ(runEasylink(
                  {"generate", "--seed", "1", "--out", path("kit.json"), "--gltf", path("kit.glb")})
                  .exitCode,
              0);
    const std::string kit = slurp(path("kit.glb"));
    const std::string catalogue = catalogueWithMesh("kit.glb", "layout");
    RunResult r = runEasylink({"generate", "--catalogue", catalogue, "--seed", "7", "--out",
                               path("l.json"), "--gltf", path("l.glb")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_GT(slurp(path("l.glb")).size(), kit.size()) << "the kit's meshes are in it";

    r = runEasylink({"generate", "--catalogue", catalogue, "--seed", "7", "--out", path("l2.json"),
                     "--gltf", path("kit.glb")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("it is the mesh file \"kit.glb\""), std::string::npos) << r.err;
    EXPECT_EQ(slurp(path("kit.glb")), kit) << "the designer's kit is untouched";
    EXPECT_FALSE(fs::exists(path("l2.json")));
}

TEST_F(SceneCommand, ASceneThatNamesAnInputIsRefused) {
    const std::string catalogue = catalogueWithMesh("kit.glb", "layout");
    const std::string before = slurp(catalogue);
    const RunResult r = runEasylink({"generate", "--catalogue", catalogue, "--seed", "7", "--out",
                                     path("l.json"), "--gltf", catalogue});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_EQ(slurp(catalogue), before);
}

TEST_F(SceneCommand, AFullDiskLeavesNothingBehind) {
    if (!fs::exists("/dev/full")) {
        GTEST_SKIP() << "no /dev/full";
    }
    const RunResult r =
        runEasylink({"generate", "--seed", "7", "--out", path("l.json"), "--gltf", "/dev/full"});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_EQ(lines(r.err).size(), 1u) << r.err;
    EXPECT_FALSE(fs::exists(path("l.json")));
}

}  // namespace
}  // namespace easylink::cli_test

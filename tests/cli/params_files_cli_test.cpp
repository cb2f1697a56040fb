// --params FILE takes a parameters file or a layout file, whose "params"
// (every parameter that shaped its run) make the same run again; any other
// file of the program is refused saying what it is, with a non-zero exit
// and nothing written.

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"

namespace easylink::cli_test {
namespace {

class ParamsFiles : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-params-files-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        // A run with parameters of its own: a region, a target, a density.
        std::ofstream(path("ours.json")) << R"({"width": 96, "height": 88, "room_density": 0.35,
            "regions": [{"name": "west wing", "rect": [0, 0, 40, 88], "density": 0.5}],
            "min_loops": 1})";
        const RunResult r = runEasylink(
            {"generate", "--seed", "5", "--params", path("ours.json"), "--out", path("run.json")});
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    fs::path dir_;
};

TEST_F(ParamsFiles, ALayoutFileGivesItsRunsParameters) {
    // The same seed on the layout's parameters: the same layout, byte for byte.
    RunResult r = runEasylink(
        {"generate", "--seed", "5", "--params", path("run.json"), "--out", path("again.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(slurp(path("again.json")), slurp(path("run.json")));
    // Flags still win over the file.
    r = runEasylink({"generate", "--seed", "6", "--params", path("run.json"), "--room-density",
                     "0.3", "--out", path("other.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto params = nlohmann::ordered_json::parse(slurp(path("other.json")))["params"];
    EXPECT_EQ(params["room_density"], 0.3);
    EXPECT_EQ(params["width"], 96);
    EXPECT_EQ(params["regions"][0]["name"], "west wing");
    EXPECT_EQ(params["min_loops"], 1);
}

TEST_F(ParamsFiles, AProblemInALayoutsParametersIsLocatedInTheFile) {
    auto layout = nlohmann::ordered_json::parse(slurp(path("run.json")));
    layout["params"]["regions"][0]["rect"] = {60, 0, 40, 88};
    std::ofstream(path("wide.json")) << layout.dump(2);
    const RunResult r = runEasylink(
        {"generate", "--seed", "5", "--params", path("wide.json"), "--out", path("x.json")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("wide.json: /params/regions/0/rect: extends past the map"),
              std::string::npos)
        << r.err;
    EXPECT_FALSE(fs::exists(path("x.json")));
}

TEST_F(ParamsFiles, OtherFilesAreRefusedSayingWhatTheyAre) {
    ASSERT_EQ(runEasylink({"report", "--count", "2", "--out", path("report")}).exitCode, 0);
    struct Case {
        std::vector<std::string> args;
        std::string said;
    };
    const std::vector<Case> cases = {
        {{"generate", "--seed", "1", "--params", kDefaultCatalogue, "--out", path("x.json")},
         "default.json: a catalogue, not a parameters file"},
        {{"generate", "--seed", "1", "--params", path("report/report.json"), "--out",
          path("x.json")},
         "report.json: a report, not a parameters file"},
        {{"generate", "--generator", "cellular", "--seed", "1", "--params", kDefaultCatalogue,
          "--out", path("x.json")},
         "default.json: a catalogue, not a parameters file"},
        {{"report", "--count", "2", "--params", kDefaultCatalogue, "--out", path("x.json")},
         "default.json: a catalogue, not a parameters file"},
        {{"edit", "--params", kDefaultCatalogue},
         "default.json: a catalogue, not a parameters file"},
    };
    for (const Case& c : cases) {
        const RunResult r = runEasylink(c.args, "", dir_);
        EXPECT_EQ(r.exitCode, 1) << c.said << ": " << r.err;
        EXPECT_NE(r.err.find(c.said), std::string::npos) << r.err;
        EXPECT_FALSE(fs::exists(path("x.json"))) << c.said;
    }
}

}  // namespace
}  // namespace easylink::cli_test

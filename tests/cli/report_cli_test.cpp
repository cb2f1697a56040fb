// End-to-end tests of `easylink report`: the real program on a small batch,
// its files and progress bar, and every kind of bad input (one-line error,
// non-zero exit, no report files left behind); then `report --compare` on two
// parameter files, the same way.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"

namespace {

using namespace easylink::cli_test;

class ReportCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-report-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    RunResult run(const std::vector<std::string>& args) const { return runEasylink(args); }

    fs::path dir_;
};

TEST_F(ReportCommand, WritesJsonAndHtmlWithAProgressBar) {
    const RunResult r = run({"report", "--catalogue", kDefaultCatalogue, "--count", "6", "--seed",
                             "3", "--jobs", "2", "--out", path("out")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(lines(r.out).size(), 1u) << r.out;
    EXPECT_NE(r.out.find("report.json"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("report.html"), std::string::npos) << r.out;
    // The bar is redrawn in place and ends with a newline.
    EXPECT_EQ(r.err.front(), '\r') << r.err;
    EXPECT_EQ(r.err.back(), '\n') << r.err;
    EXPECT_NE(r.err.find("6/6 seeds"), std::string::npos) << r.err;
    EXPECT_EQ(lines(r.err).size(), 1u) << r.err;

    const auto report = nlohmann::json::parse(slurp(path("out/report.json")));
    EXPECT_EQ(report["format"], "easylink-report");
    EXPECT_EQ(report["seeds"]["first"], 3);
    EXPECT_EQ(report["seeds"]["last"], 8);
    EXPECT_EQ(report["seeds"]["count"], 6);
    EXPECT_EQ(report["success"]["layouts"].get<int>() + report["success"]["failed"].get<int>(), 6);
    EXPECT_EQ(report["distributions"]["attempts"]["count"], 6);
    EXPECT_EQ(report["timing"]["jobs"], 2);
    EXPECT_EQ(report["catalogue"]["file"], kDefaultCatalogue);
    const std::string html = slurp(path("out/report.html"));
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_NE(html.find("<svg"), std::string::npos);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    // Nothing else is left in the folder (no temporary or probe files).
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(path("out"))) {
        files.push_back(entry.path().filename().string());
    }
    std::sort(files.begin(), files.end());
    EXPECT_EQ(files, (std::vector<std::string>{"report.html", "report.json"}));
}

TEST_F(ReportCommand, SameJsonWhateverTheJobsApartFromTiming) {
    const std::vector<std::string> common = {"report", "--count",  "5", "--width",
                                             "64",     "--height", "64"};
    std::vector<std::string> one = common;
    one.insert(one.end(), {"--jobs", "1", "--out", path("one")});
    std::vector<std::string> three = common;
    three.insert(three.end(), {"--jobs", "3", "--out", path("three")});
    ASSERT_EQ(run(one).exitCode, 0);
    ASSERT_EQ(run(three).exitCode, 0);
    auto a = nlohmann::ordered_json::parse(slurp(path("one/report.json")));
    auto b = nlohmann::ordered_json::parse(slurp(path("three/report.json")));
    EXPECT_EQ(a["params"]["width"], 64);
    a.erase("timing");
    b.erase("timing");
    EXPECT_EQ(a.dump(), b.dump());
}

TEST_F(ReportCommand, HelpListsTheVerb) {
    RunResult r = run({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("  report "), std::string::npos) << r.out;
    r = run({"report", "--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* flag : {"--catalogue", "--count", "--seed", "--jobs", "--params", "--out",
                             "--width", "--height", "--min-rooms"}) {
        EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
    }
}

/// A bad command line: exit 2, the message and the usage hint on stderr.
TEST_F(ReportCommand, WrongCommandLinesExitTwo) {
    const std::string out = path("never");
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"report", "--out", out},
             {"report", "--count", "0", "--out", out},
             {"report", "--count", "1000001", "--out", out},
             {"report", "--count", "-3", "--out", out},
             {"report", "--count", "ten", "--out", out},
             {"report", "--count", "5"},
             {"report", "--count", "5", "--out", out, "--jobs", "0"},
             {"report", "--count", "5", "--out", out, "--seed", "x"},
             {"report", "--count", "5", "--out", out, "--seed", "18446744073709551615"},
             {"report", "--count", "5", "--out", out, "--room-density", "7"},
             {"report", "--count", "5", "--out", out, "--bogus"}}) {
        const RunResult r = run(args);
        EXPECT_EQ(r.exitCode, 2) << args[2];
        EXPECT_TRUE(r.out.empty()) << r.out;
        const auto errLines = lines(r.err);
        ASSERT_EQ(errLines.size(), 2u) << r.err;
        EXPECT_EQ(errLines[0].rfind("easylink report: ", 0), 0u) << r.err;
        EXPECT_FALSE(fs::exists(out)) << args[2];
    }
}

/// Bad input: exit 1, one line on stderr, and no report written.
TEST_F(ReportCommand, BadInputGivesOneLineAndNoFiles) {
    const auto expectOneLineFailure = [&](const std::vector<std::string>& args,
                                          const std::string& mentions) {
        const RunResult r = run(args);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
        const auto errLines = lines(r.err);
        ASSERT_EQ(errLines.size(), 1u) << r.err;
        EXPECT_EQ(errLines[0].rfind("easylink report: ", 0), 0u) << r.err;
        EXPECT_NE(errLines[0].find(mentions), std::string::npos) << r.err;
    };
    // A missing catalogue: no folder is even made.
    expectOneLineFailure(
        {"report", "--catalogue", path("missing.json"), "--count", "3", "--out", path("a")},
        "missing.json");
    EXPECT_FALSE(fs::exists(path("a")));
    // A catalogue that is not valid.
    { std::ofstream(path("broken.json")) << "{\"format\": \"easylink-catalogue\", \"version\": 1"; }
    expectOneLineFailure(
        {"report", "--catalogue", path("broken.json"), "--count", "3", "--out", path("b")},
        "broken.json");
    EXPECT_FALSE(fs::exists(path("b")));
    // A parameter file that is not there.
    expectOneLineFailure(
        {"report", "--params", path("nope.json"), "--count", "3", "--out", path("c")}, "nope.json");
    // A parameter file with a value out of range.
    { std::ofstream(path("params.json")) << "{\"room_density\": 5}"; }
    expectOneLineFailure(
        {"report", "--params", path("params.json"), "--count", "3", "--out", path("d")},
        "params.json: /room_density");
    EXPECT_FALSE(fs::exists(path("d")));
    // An output folder that cannot be made: a file is in the way.
    { std::ofstream(path("file")) << "x"; }
    expectOneLineFailure({"report", "--count", "3", "--out", path("file")}, "output folder");
    expectOneLineFailure({"report", "--count", "3", "--out", path("file") + "/sub"},
                         "output folder");
    EXPECT_EQ(slurp(path("file")), "x");
    // A folder without write permission (root may write anyway: then it is a success).
    fs::create_directories(path("locked"));
    fs::permissions(path("locked"), fs::perms::owner_read | fs::perms::owner_exec);
    const RunResult locked = run({"report", "--count", "2", "--out", path("locked")});
    if (locked.exitCode != 0) {
        EXPECT_EQ(locked.exitCode, 1);
        EXPECT_EQ(lines(locked.err).size(), 1u) << locked.err;
        EXPECT_FALSE(fs::exists(path("locked/report.json")));
        EXPECT_FALSE(fs::exists(path("locked/report.html")));
    }
    fs::permissions(path("locked"), fs::perms::owner_all);
}

// [SECTION] report --generator: tile maps

/// report.json of a tile generator's batch: the real counts of its seeds.
void expectTileReport(const nlohmann::json& report, const std::string& generator, int seeds) {
    EXPECT_EQ(report["format"], "easylink-report");
    EXPECT_EQ(report["generator"], generator);
    EXPECT_FALSE(report.contains("catalogue"));  // tile maps read none
    EXPECT_EQ(report["params"]["width"], 80);
    EXPECT_EQ(report["params"]["height"], 80);
    EXPECT_EQ(report["seeds"]["first"], 1);
    EXPECT_EQ(report["seeds"]["last"], seeds);
    EXPECT_EQ(report["seeds"]["count"], seeds);
    const int layouts = report["success"]["layouts"].get<int>();
    EXPECT_EQ(layouts + report["success"]["failed"].get<int>(), seeds);
    EXPECT_GT(layouts, 0) << generator;
    EXPECT_DOUBLE_EQ(report["success"]["rate"].get<double>(),
                     std::round(1000.0 * layouts / seeds) / 1000.0);
    EXPECT_EQ(report["distributions"]["attempts"]["count"], seeds);
    EXPECT_GE(report["distributions"]["attempts"]["min"].get<int>(), 1);
    // The figures over the maps made: one value per map.
    for (const char* figure : {"walkable_fraction", "walkable_regions", "areas"}) {
        EXPECT_EQ(report["tiles"][figure]["count"], layouts) << figure;
        EXPECT_FALSE(report["tiles"][figure]["histogram"].empty()) << figure;
    }
    const double walkable = report["tiles"]["walkable_fraction"]["mean"].get<double>();
    EXPECT_GT(walkable, 0.0);
    EXPECT_LT(walkable, 1.0);
    EXPECT_GE(report["tiles"]["walkable_regions"]["min"].get<double>(), 1.0);
    EXPECT_EQ(report["reasons"]["failures"]["total"], seeds - layouts);
    EXPECT_TRUE(report["reasons"].contains("notes"));
    EXPECT_EQ(report["timing"]["ms_per_seed"]["count"], seeds);
}

TEST_F(ReportCommand, ReportsATileGeneratorsBatch) {
    for (const std::string generator : {"cellular", "rooms-corridors"}) {
        const std::string out = path(generator);
        const RunResult r =
            run({"report", "--generator", generator, "--count", "10", "--jobs", "2", "--out", out});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(lines(r.out).size(), 1u) << r.out;
        EXPECT_NE(r.out.find("(10 seeds, "), std::string::npos) << r.out;
        EXPECT_NE(r.err.find("10/10 seeds"), std::string::npos) << r.err;
        expectTileReport(nlohmann::json::parse(slurp(out + "/report.json")), generator, 10);
        const std::string html = slurp(out + "/report.html");
        EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
        EXPECT_NE(html.find("Easylink batch report: " + generator), std::string::npos);
        EXPECT_NE(html.find("Walkable share"), std::string::npos);
        EXPECT_NE(html.find("<svg"), std::string::npos);
        EXPECT_EQ(html.find("<script"), std::string::npos);
    }
}

TEST_F(ReportCommand, TileReportsAreTheSameWhateverTheJobsAndTakeTheGeneratorsOptions) {
    { std::ofstream(path("cave.json")) << R"({"floor_chance": 0.5, "iterations": 4})"; }
    const std::vector<std::string> common = {
        "report",   "--generator", "cellular", "--params", path("cave.json"), "--width", "48",
        "--height", "40",          "--count",  "6",        "--seed",          "3"};
    std::vector<std::string> one = common;
    one.insert(one.end(), {"--jobs", "1", "--out", path("one")});
    std::vector<std::string> three = common;
    three.insert(three.end(), {"--jobs", "3", "--out", path("three")});
    ASSERT_EQ(run(one).exitCode, 0);
    ASSERT_EQ(run(three).exitCode, 0);
    auto a = nlohmann::ordered_json::parse(slurp(path("one/report.json")));
    auto b = nlohmann::ordered_json::parse(slurp(path("three/report.json")));
    EXPECT_EQ(a["params"]["width"], 48);
    EXPECT_EQ(a["params"]["height"], 40);
    EXPECT_EQ(a["params"]["floor_chance"], 0.5);
    EXPECT_EQ(a["params"]["iterations"], 4);
    EXPECT_TRUE(a["params"].contains("open_fraction"));  // defaults filled in
    EXPECT_EQ(a["seeds"]["first"], 3);
    a.erase("timing");
    b.erase("timing");
    EXPECT_EQ(a.dump(), b.dump());
}

TEST_F(ReportCommand, BadGeneratorsAndTheirInputs) {
    // An unknown generator: the registry's message, exit 2, nothing written.
    RunResult r = run({"report", "--generator", "maze", "--count", "3", "--out", path("a")});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    auto errLines = lines(r.err);
    ASSERT_EQ(errLines.size(), 2u) << r.err;
    EXPECT_EQ(errLines[0].rfind("easylink report: unknown generator 'maze'; this build has: "
                                "easylink, ",
                                0),
              0u)
        << r.err;
    EXPECT_NE(errLines[0].find("cellular"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("a")));
    // An option out of range: exit 1, one line naming it.
    { std::ofstream(path("p.json")) << R"({"floor_chance": 2})"; }
    r = run({"report", "--generator", "cellular", "--params", path("p.json"), "--count", "3",
             "--out", path("b")});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    errLines = lines(r.err);
    ASSERT_EQ(errLines.size(), 1u) << r.err;
    EXPECT_NE(errLines[0].find("invalid parameters: /floor_chance"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("b")));
    // --vaults for easylink, --compare for a tile map: the command line's mistakes.
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"report", "--vaults", path("v.json"), "--count", "3", "--out", path("c")},
             {"report", "--generator", "cellular", "--compare", path("p.json"), path("p.json"),
              "--count", "3", "--out", path("c")}}) {
        r = run(args);
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_EQ(lines(r.err).size(), 2u) << r.err;
        EXPECT_FALSE(fs::exists(path("c")));
    }
}

// [SECTION] report --compare

class CompareCommand : public ReportCommand {
protected:
    void SetUp() override {
        ReportCommand::SetUp();
        // Small maps, so that a few seeds run in a moment; B asks for three
        // times A's density of rooms.
        std::ofstream(path("a.json"))
            << R"({"width": 48, "height": 48, "min_rooms": 3, "room_density": 0.15})";
        std::ofstream(path("b.json"))
            << R"({"width": 48, "height": 48, "min_rooms": 3, "room_density": 0.45})";
    }

    std::vector<std::string> compare(const std::string& a, const std::string& b,
                                     const std::string& out, const std::string& jobs = "2") const {
        return {"report", "--compare", a,        b,    "--count", "6",
                "--seed", "4",         "--jobs", jobs, "--out",   out};
    }

    std::vector<std::string> filesIn(const std::string& dir) const {
        std::vector<std::string> files;
        for (const auto& entry : fs::directory_iterator(dir)) {
            files.push_back(entry.path().filename().string());
        }
        std::sort(files.begin(), files.end());
        return files;
    }
};

TEST_F(CompareCommand, WritesBothColumnsAndTheirDifference) {
    const RunResult r = run(compare(path("a.json"), path("b.json"), path("out")));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(lines(r.out).size(), 1u) << r.out;
    EXPECT_NE(r.out.find("compare.json"), std::string::npos) << r.out;
    EXPECT_NE(r.err.find("12/12 seeds"), std::string::npos) << r.err;  // both batches
    EXPECT_EQ(filesIn(path("out")), (std::vector<std::string>{"compare.html", "compare.json"}));

    const auto json = nlohmann::ordered_json::parse(slurp(path("out/compare.json")));
    EXPECT_EQ(json["format"], "easylink-compare");
    EXPECT_EQ(json["seeds"]["first"], 4);
    EXPECT_EQ(json["seeds"]["last"], 9);
    EXPECT_EQ(json["seeds"]["count"], 6);
    EXPECT_EQ(json["a"]["file"], path("a.json"));
    EXPECT_EQ(json["b"]["file"], path("b.json"));
    EXPECT_EQ(json["a"]["params"]["room_density"], 0.15);
    EXPECT_EQ(json["b"]["params"]["room_density"], 0.45);
    ASSERT_EQ(json["changed_params"].size(), 1u);
    EXPECT_EQ(json["changed_params"][0]["key"], "room_density");

    std::vector<std::string> figures;
    for (const auto& [key, figure] : json["figures"].items()) {
        figures.push_back(key);
        for (const char* side : {"a", "b"}) {
            for (const char* field : {"count", "mean", "sd", "p10", "p50", "p90", "histogram"}) {
                EXPECT_TRUE(figure[side].contains(field)) << key << " " << side << " " << field;
            }
        }
        EXPECT_TRUE(figure.contains("difference")) << key;
    }
    EXPECT_EQ(figures,
              (std::vector<std::string>{"success_rate", "attempts", "rooms", "normal_rooms",
                                        "corridors", "diameter", "loops", "dead_ends", "four_way",
                                        "t_junction", "bend", "through", "corridor_length",
                                        "mean_corridor_length", "largest_empty_square"}));
    EXPECT_EQ(json["figures"]["success_rate"]["a"]["count"], 6);
    EXPECT_EQ(json["figures"]["attempts"]["b"]["count"], 6);
    const auto& rooms = json["figures"]["rooms"];
    ASSERT_FALSE(rooms["difference"].is_null());
    EXPECT_NEAR(rooms["difference"]["mean"].get<double>(),
                rooms["b"]["mean"].get<double>() - rooms["a"]["mean"].get<double>(), 0.002);
    EXPECT_GT(rooms["difference"]["mean"].get<double>(), 0.0) << "denser means more rooms";
    ASSERT_TRUE(rooms["difference"]["interval_95"].is_array());
    EXPECT_LE(rooms["difference"]["interval_95"][0].get<double>(),
              rooms["difference"]["mean"].get<double>());
    EXPECT_FALSE(json["regions"]["compared"]);

    const std::string html = slurp(path("out/compare.html"));
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_NE(html.find("<svg"), std::string::npos);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_NE(html.find("room_density"), std::string::npos);

    // Swapped, every difference changes sign and the columns trade places.
    ASSERT_EQ(run(compare(path("b.json"), path("a.json"), path("swapped"))).exitCode, 0);
    const auto swapped = nlohmann::ordered_json::parse(slurp(path("swapped/compare.json")));
    for (const auto& [key, figure] : json["figures"].items()) {
        const auto& other = swapped["figures"][key];
        EXPECT_EQ(figure["a"], other["b"]) << key;
        EXPECT_EQ(figure["b"], other["a"]) << key;
        if (figure["difference"].is_null()) {
            EXPECT_TRUE(other["difference"].is_null()) << key;
            continue;
        }
        EXPECT_EQ(figure["difference"]["mean"].get<double>(),
                  -other["difference"]["mean"].get<double>())
            << key;
    }
    EXPECT_LT(swapped["figures"]["rooms"]["difference"]["mean"].get<double>(), 0.0);

    // One thread gives the same file apart from the timing.
    ASSERT_EQ(run(compare(path("a.json"), path("b.json"), path("one"), "1")).exitCode, 0);
    auto first = json;
    auto single = nlohmann::ordered_json::parse(slurp(path("one/compare.json")));
    first.erase("timing");
    single.erase("timing");
    EXPECT_EQ(first.dump(), single.dump());
}

TEST_F(CompareCommand, TheSameFileTwiceDiffersByNothing) {
    const RunResult r = run(compare(path("a.json"), path("a.json"), path("same")));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto json = nlohmann::ordered_json::parse(slurp(path("same/compare.json")));
    EXPECT_TRUE(json["changed_params"].empty());
    for (const auto& [key, figure] : json["figures"].items()) {
        if (!figure["difference"].is_null()) {
            EXPECT_EQ(figure["difference"]["mean"].get<double>(), 0.0) << key;
            EXPECT_NE(figure["difference"]["excludes_zero"], true) << key;
        }
    }
}

TEST_F(CompareCommand, ParameterFlagsApplyToBothSidesAndRegionsAreCompared) {
    std::ofstream(path("ra.json")) << R"({"width": 48, "height": 48, "min_rooms": 3,
        "regions": [{"name": "west", "rect": [0, 0, 24, 48], "density": 0.2}]})";
    std::ofstream(path("rb.json")) << R"({"width": 48, "height": 48, "min_rooms": 3,
        "regions": [{"name": "west", "rect": [0, 0, 24, 48], "density": 0.5}]})";
    std::vector<std::string> args = compare(path("ra.json"), path("rb.json"), path("out"));
    args.insert(args.end(), {"--max-attempts", "30"});
    const RunResult r = run(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto json = nlohmann::ordered_json::parse(slurp(path("out/compare.json")));
    EXPECT_EQ(json["a"]["params"]["max_attempts"], 30);
    EXPECT_EQ(json["b"]["params"]["max_attempts"], 30);
    EXPECT_TRUE(json["regions"]["compared"]);
    ASSERT_EQ(json["regions"]["densities"].size(), 1u);
    const auto& west = json["regions"]["densities"][0];
    EXPECT_EQ(west["name"], "west");
    EXPECT_EQ(west["asked_a"], 0.2);
    EXPECT_EQ(west["asked_b"], 0.5);
    EXPECT_TRUE(west["a"].contains("mean"));
    EXPECT_TRUE(west.contains("difference"));
}

TEST_F(CompareCommand, BadInputGivesOneLineAndNoFiles) {
    const auto expectFailure = [&](const std::vector<std::string>& args, int exitCode,
                                   const std::string& mentions) {
        const RunResult r = run(args);
        EXPECT_EQ(r.exitCode, exitCode) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
        const auto errLines = lines(r.err);
        ASSERT_EQ(errLines.size(), exitCode == 2 ? 2u : 1u) << r.err;
        EXPECT_EQ(errLines[0].rfind("easylink report: ", 0), 0u) << r.err;
        EXPECT_NE(errLines[0].find(mentions), std::string::npos) << r.err;
    };
    // A parameter file that is not there, either side.
    expectFailure(compare(path("missing.json"), path("b.json"), path("o1")), 1, "missing.json");
    expectFailure(compare(path("a.json"), path("missing.json"), path("o2")), 1, "missing.json");
    // Not JSON.
    std::ofstream(path("bad.json")) << R"({"room_density": 0.3,)";
    expectFailure(compare(path("a.json"), path("bad.json"), path("o3")), 1, "bad.json");
    // JSON, but not parameters.
    std::ofstream(path("range.json")) << R"({"room_density": 5})";
    expectFailure(compare(path("range.json"), path("b.json"), path("o4")), 1,
                  "range.json: /room_density");
    std::ofstream(path("array.json")) << "[1, 2]";
    expectFailure(compare(path("a.json"), path("array.json"), path("o5")), 1, "array.json");
    // Parameters that only fail against the catalogue: a region's unknown module.
    std::ofstream(path("modules.json"))
        << R"({"regions": [{"rect": [0, 0, 20, 20], "modules": ["no_such_module"]}]})";
    expectFailure(compare(path("a.json"), path("modules.json"), path("o6")), 1,
                  "invalid parameters in " + path("modules.json"));
    // A region past the map's edge, and targets whose min is above their max.
    std::ofstream(path("edge.json")) << R"({"regions": [{"rect": [70, 0, 20, 20]}]})";
    expectFailure(compare(path("edge.json"), path("b.json"), path("o11")), 1,
                  path("edge.json") + ": /regions/0/rect");
    std::ofstream(path("targets.json")) << R"({"min_loops": 5, "max_loops": 2})";
    expectFailure(compare(path("a.json"), path("targets.json"), path("o12")), 1,
                  path("targets.json"));
    for (const char* dir : {"o1", "o2", "o3", "o4", "o5", "o6", "o11", "o12"}) {
        EXPECT_FALSE(fs::exists(path(dir))) << dir;
    }
    // An output folder that is a file.
    std::ofstream(path("file")) << "x";
    expectFailure(compare(path("a.json"), path("b.json"), path("file")), 1, "output folder");
    EXPECT_EQ(slurp(path("file")), "x");

    // Wrong command lines: exit 2 with the usage hint.
    expectFailure({"report", "--compare", path("a.json"), "--count", "2", "--out", path("o7")}, 2,
                  "two parameter files");
    std::vector<std::string> withParams = compare(path("a.json"), path("b.json"), path("o8"));
    withParams.insert(withParams.end(), {"--params", path("a.json")});
    expectFailure(withParams, 2, "--params");
    expectFailure({"report", path("a.json"), "--count", "2", "--out", path("o9")}, 2,
                  "unexpected argument");
    expectFailure({"report", "--compare", path("a.json"), path("b.json"), "--out", path("o10")}, 2,
                  "--count");
    for (const char* dir : {"o7", "o8", "o9", "o10"}) {
        EXPECT_FALSE(fs::exists(path(dir))) << dir;
    }
}

}  // namespace

// End-to-end tests of the `easylink` program: the real binary, run as a
// designer would run it, with its exit code, standard output and standard
// error checked separately.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
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

const std::string kCases = std::string(EASYLINK_TEST_DATA_DIR) + "/catalogues/invalid/";

TEST(CommandLine, ValidateAcceptsTheDefaultCatalogueWithOneLine) {
    const RunResult r = runEasylink({"validate", kDefaultCatalogue});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    const auto outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 1u) << r.out;
    EXPECT_NE(outLines[0].find("valid catalogue"), std::string::npos);
    EXPECT_NE(outLines[0].find("modules"), std::string::npos);
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(CommandLine, ValidateRejectsWithOneLinePerProblem) {
    const std::string file = kCases + "junction_shapes/catalogue.json";
    const RunResult r = runEasylink({"validate", file});
    EXPECT_EQ(r.exitCode, 1);
    const auto outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 6u) << r.out;
    for (const std::string& line : outLines) {
        EXPECT_EQ(line.rfind(file + ": /modules/", 0), 0u) << line;
    }
}

TEST(CommandLine, ValidateNamesLineAndColumnOfMalformedJson) {
    const std::string file = kCases + "malformed_json/catalogue.json";
    const RunResult r = runEasylink({"validate", file});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out.rfind(file + ": line 5, column ", 0), 0u) << r.out;
}

TEST(CommandLine, ValidateSurvivesEveryBrokenCase) {
    int cases = 0;
    for (const auto& entry : fs::directory_iterator(kCases)) {
        const RunResult r = runEasylink({"validate", (entry.path() / "catalogue.json").string()});
        EXPECT_EQ(r.exitCode, 1) << entry.path();
        EXPECT_FALSE(r.out.empty()) << entry.path();
        ++cases;
    }
    EXPECT_GE(cases, 20);
}

TEST(CommandLine, ValidateReportsMissingFilesAndDirectories) {
    RunResult r = runEasylink({"validate", "/no/such/catalogue.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "/no/such/catalogue.json: cannot open: no such file\n");
    r = runEasylink({"validate", "/tmp"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("directory"), std::string::npos);
}

TEST(CommandLine, ValidateChecksModuleMeshesFromTheCataloguesFolder) {
    const fs::path dir =
        fs::temp_directory_path() / ("easylink-cli-meshes-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "art" / "kits");
    std::ofstream(dir / "art" / "kits" / "kit.gltf")
        << R"({"asset": {"version": "2.0"}, "nodes": [{"name": "hall_12x12"}]})";
    const auto writeCatalogue = [&](const std::string& node) {
        std::ofstream(dir / "art" / "cat.json") << R"({"format": "easylink-catalogue", "version": 1,
          "modules": [
            { "name": "hall", "kind": "normal", "size": [12, 12],
              "ports": [{ "pos": [0, 3.5], "dir": "W", "widths": [2, 4] }],
              "mesh": { "file": "kits/kit.gltf", "node": ")" +
                                                       node + R"(" } },
            { "name": "hall_worn", "kind": "normal", "variant_of": "hall", "size": [12, 12],
              "mesh": { "file": "kits/gone.glb", "node": "worn" } }]})";
    };
    writeCatalogue("hall_13x13");
    // A relative path from elsewhere: the kits are found from the catalogue's folder.
    RunResult r = runEasylink({"validate", "art/cat.json"}, "", dir);
    EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
    EXPECT_EQ(lines(r.out),
              (std::vector<std::string>{
                  R"(art/cat.json: /modules/0/mesh/node: node "hall_13x13" is not in )"
                  R"(mesh file "kits/kit.gltf"; its nodes are "hall_12x12")",
                  R"(art/cat.json: /modules/1/mesh/file: mesh file "kits/gone.glb" )"
                  R"((node "worn"): cannot open: no such file)"}))
        << r.out;

    writeCatalogue("hall_12x12");
    std::ofstream(dir / "art" / "kits" / "gone.glb") << "glTF broken";
    r = runEasylink({"validate", "art/cat.json"}, "", dir);
    EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
    ASSERT_EQ(lines(r.out).size(), 1u) << r.out;
    EXPECT_NE(r.out.find(R"(mesh file "kits/gone.glb" (node "worn"): a broken .glb)"),
              std::string::npos)
        << r.out;

    fs::remove(dir / "art" / "kits" / "gone.glb");
    fs::copy_file(dir / "art" / "kits" / "kit.gltf", dir / "art" / "kits" / "gone.glb");
    r = runEasylink({"validate", "art/cat.json"}, "", dir);
    EXPECT_EQ(r.exitCode, 1) << "the node is still missing: " << r.out;
    EXPECT_NE(r.out.find(R"(node "worn" is not in mesh file "kits/gone.glb")"), std::string::npos)
        << r.out;

    std::ofstream(dir / "art" / "kits" / "gone.glb", std::ios::trunc)
        << R"({"asset": {"version": "2.0"}, "nodes": [{"name": "worn"}]})";
    r = runEasylink({"validate", "art/cat.json"}, "", dir);
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("valid catalogue"), std::string::npos) << r.out;
    fs::remove_all(dir);
}

TEST(CommandLine, UsageErrorsExitTwo) {
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{"validate"},
                                               {"validate", "a.json", "b.json"},
                                               {"validate", "--bogus", "a.json"},
                                               {"frobnicate"},
                                               {"edit", "--seed", "minus-one"},
                                               {"edit", "--seed"},
                                               {"edit", "--frames", "5"},
                                               {"edit", "--probe", "p.json"},
                                               {"edit", "--step", "x"},
                                               {"edit", "--screenshot", "x.png", "--frames", "0"},
                                               {"--bogus"}}) {
        const RunResult r = runEasylink(args);
        EXPECT_EQ(r.exitCode, 2) << args[0];
        EXPECT_TRUE(r.out.empty());
        EXPECT_FALSE(r.err.empty());
        EXPECT_EQ(lines(r.err).size(), 2u) << r.err;
    }
}

TEST(CommandLine, HelpListsEveryVerbAndFlag) {
    RunResult r = runEasylink({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("validate"), std::string::npos);
    EXPECT_NE(r.out.find("edit"), std::string::npos);
    r = runEasylink({"edit", "--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* flag :
         {"--seed", "--screenshot", "--frames", "--step", "--probe", "--panel", "--help"}) {
        EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
    }
    r = runEasylink({"validate", "-h"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("usage: easylink validate"), std::string::npos);
    r = runEasylink({"--version"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out.rfind("easylink ", 0), 0u);
}

// Every verb's options line up: each flag, at least two spaces, then its
// help, which starts in the same column on every row (--help included, which
// once ran into its help as "-h, --helpshow" when no flag was wider).
TEST(CommandLine, EveryVerbsHelpKeepsTwoSpacesBetweenAFlagAndItsHelp) {
    for (const char* verb : {"validate", "edit", "generate", "report", "play"}) {
        const RunResult r = runEasylink({verb, "--help"});
        ASSERT_EQ(r.exitCode, 0) << verb;
        const std::vector<std::string> all = lines(r.out);
        const auto options = std::find(all.begin(), all.end(), "options:");
        ASSERT_NE(options, all.end()) << verb;
        std::size_t column = 0;
        bool sawHelp = false;
        for (auto row = options + 1; row != all.end() && !row->empty(); ++row) {
            ASSERT_EQ(row->rfind("  -", 0), 0u) << verb << ": " << *row;
            const std::size_t gap = row->find("  ", 2);
            ASSERT_NE(gap, std::string::npos) << verb << ": " << *row;
            const std::size_t help = row->find_first_not_of(' ', gap);
            ASSERT_NE(help, std::string::npos) << verb << ": " << *row;
            if (column == 0) {
                column = help;
            }
            EXPECT_EQ(help, column) << verb << ": " << *row;
            sawHelp = sawHelp || (row->rfind("  -h, --help  ", 0) == 0 &&
                                  row->compare(help, 14, "show this help") == 0);
        }
        EXPECT_TRUE(sawHelp) << verb << ":\n" << r.out;
    }
}

TEST(CommandLine, EditWithoutADisplaySaysSoAndGeneratesInstead) {
    const fs::path dir =
        fs::temp_directory_path() / ("easylink-headless-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    RunResult r = runEasylink({}, "", dir);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("no window can be opened"), std::string::npos) << r.err;
    // The map (80 rows of 80 tiles), then where the files went.
    const auto outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 81u) << r.out;
    EXPECT_EQ(outLines[0].size(), 80u);
    EXPECT_NE(outLines.back().find("easylink-output/layout-1.json"), std::string::npos);
    EXPECT_TRUE(fs::exists(dir / "easylink-output" / "layout-1.json"));
    EXPECT_TRUE(fs::exists(dir / "easylink-output" / "layout-1.png"));
    EXPECT_TRUE(fs::exists(dir / "easylink-output" / "layout-1.txt"));
    fs::remove_all(dir);

    r = runEasylink({"edit", kCases + "bad_sizes/catalogue.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("/modules/0/size"), std::string::npos);

    r = runEasylink({"edit", "--screenshot", "/tmp/never-written.png"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("cannot take a screenshot"), std::string::npos);
    EXPECT_FALSE(fs::exists("/tmp/never-written.png"));
}

TEST(CommandLine, AssetsDirectoryCanBeOverridden) {
    const RunResult r = runEasylink({}, "EASYLINK_ASSETS_DIR=/nonexistent");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("/nonexistent/catalogues/default.json: cannot open"), std::string::npos);
}

// `edit` takes the map size as `generate` does: bad values are usage errors
// (exit 2) that name the flag and the range; good ones size the map, here
// the one the fallback without a display generates.
TEST(CommandLine, EditTakesAViewAndRefusesAnyOther) {
    const RunResult wrong = runEasylink({"edit", "--view", "4d"});
    EXPECT_EQ(wrong.exitCode, 2);
    EXPECT_TRUE(wrong.out.empty());
    ASSERT_FALSE(lines(wrong.err).empty());
    EXPECT_EQ(lines(wrong.err)[0], "easylink edit: --view wants 2d, 3d or split, not \"4d\"");
    // Without a display the editor's view does not matter: the run goes on.
    const fs::path dir =
        fs::temp_directory_path() / ("easylink-view-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const RunResult right = runEasylink({"edit", "--view", "split", "--seed", "2"}, "", dir);
    EXPECT_EQ(right.exitCode, 0) << right.err;
    fs::remove_all(dir);
    EXPECT_NE(runEasylink({"edit", "--help"}).out.find("--view 2d|3d|split"), std::string::npos);
    // Turning the camera a frame is for screenshot runs only.
    const RunResult orbit = runEasylink({"edit", "--view", "3d", "--orbit"});
    EXPECT_EQ(orbit.exitCode, 2);
    ASSERT_FALSE(lines(orbit.err).empty());
    EXPECT_EQ(lines(orbit.err)[0], "easylink edit: --orbit only applies with --screenshot");
    // Walking or orbiting moves the 3D view's camera: the map alone has none.
    const RunResult flat =
        runEasylink({"edit", "--view", "2d", "--walk", "--screenshot", "shot.png"});
    EXPECT_EQ(flat.exitCode, 2);
    ASSERT_FALSE(lines(flat.err).empty());
    EXPECT_EQ(lines(flat.err)[0],
              "easylink edit: --walk moves the 3D view's camera: not with --view 2d");
}

TEST(CommandLine, EditTakesTheMapSize) {
    struct Case {
        std::vector<std::string> args;
        std::string message;
    };
    const Case cases[] = {
        {{"edit", "--width", "wide"},
         "easylink edit: --width must be a whole number of tiles from 8 to 4096, not 'wide'"},
        {{"edit", "--height", "4"},
         "easylink edit: --height must be a whole number of tiles from 8 to 4096, not '4'"},
        {{"edit", "--width", "5000", "--height", "60"},
         "easylink edit: --width must be a whole number of tiles from 8 to 4096, not '5000'"},
        {{"edit", "--height", "-60"},
         "easylink edit: --height must be a whole number of tiles from 8 to 4096, not '-60'"},
    };
    for (const Case& c : cases) {
        const RunResult r = runEasylink(c.args);
        EXPECT_EQ(r.exitCode, 2) << c.args[1];
        EXPECT_TRUE(r.out.empty());
        ASSERT_EQ(lines(r.err).size(), 2u) << r.err;
        EXPECT_EQ(lines(r.err)[0], c.message);
    }
    const RunResult missing = runEasylink({"edit", "--width"});
    EXPECT_EQ(missing.exitCode, 2);

    const RunResult help = runEasylink({"edit", "--help"});
    for (const char* flag : {"--width", "--height", "--params", "--seed"}) {
        EXPECT_NE(help.out.find(flag), std::string::npos) << flag;
    }

    const fs::path dir =
        fs::temp_directory_path() / ("easylink-edit-size-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const RunResult r = runEasylink({"edit", "--width", "64", "--height", "48"}, "", dir);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    const auto outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 49u) << r.out;
    EXPECT_EQ(outLines[0].size(), 64u);
    fs::remove_all(dir);
}

}  // namespace

namespace {

class GenerateCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-generate-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    fs::path dir_;
};

TEST_F(GenerateCommand, WritesTheLayoutAndItsCompanions) {
    const RunResult r =
        runEasylink({"generate", "--seed", "5", "--out", path("a.json"), "--png", path("a.png"),
                     "--ascii", path("a.txt"), "--explain", path("a.jsonl")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(" rooms ("), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" normal), "), std::string::npos) << r.out;
    const std::string layout = slurp(path("a.json"));
    EXPECT_NE(layout.find("\"format\": \"easylink-layout\""), std::string::npos);
    EXPECT_NE(layout.find("\"seed\": 5"), std::string::npos);
    EXPECT_EQ(lines(slurp(path("a.txt"))).size(), 80u);
    EXPECT_EQ(slurp(path("a.png")).substr(1, 3), "PNG");
    const auto events = lines(slurp(path("a.jsonl")));
    EXPECT_GT(events.size(), 50u);
    EXPECT_NE(slurp(path("a.jsonl")).find("\"event\":\"candidate_rejected\""), std::string::npos);
}

// One numbering with the editor: line K of --explain is event K ("step": K,
// the timeline's step K), and attempts, rounds and actions count from 1.
TEST_F(GenerateCommand, ExplainNumbersStepsAttemptsAndRoundsFromOne) {
    const RunResult r = runEasylink(
        {"generate", "--seed", "5", "--out", path("n.json"), "--explain", path("n.jsonl")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::vector<std::string> events = lines(slurp(path("n.jsonl")));
    ASSERT_GT(events.size(), 50u);
    const nlohmann::json first = nlohmann::json::parse(events.front());
    EXPECT_EQ(first["step"], 1);
    EXPECT_EQ(first["event"], "attempt_started");
    EXPECT_EQ(first["attempt"], 1);
    bool sawRound = false;
    bool sawAction = false;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const nlohmann::json event = nlohmann::json::parse(events[i]);
        EXPECT_EQ(event["step"], i + 1) << events[i];
        EXPECT_GE(event["attempt"].get<int>(), 1) << events[i];
        if (event.contains("round")) {
            EXPECT_GE(event["round"].get<int>(), 1) << events[i];
            if (!sawRound) {
                EXPECT_EQ(event["round"], 1) << "the first round is round 1: " << events[i];
            }
            sawRound = true;
        }
        if (event.contains("action")) {
            EXPECT_GE(event["action"].get<int>(), 1) << events[i];
            sawAction = true;
        }
    }
    EXPECT_TRUE(sawRound);
    EXPECT_TRUE(sawAction);
}

// Phase 2 runs by default: the layout file carries the resolution and its
// tiles, and the ASCII picture is those very tiles.
TEST_F(GenerateCommand, PhaseTwoTilesAreInTheLayoutAndTheAsciiPicture) {
    const RunResult r =
        runEasylink({"generate", "--seed", "1", "--out", path("a.json"), "--ascii", path("a.txt")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("phase 2: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(", 0 problems)"), std::string::npos) << r.out;
    const nlohmann::json layout = nlohmann::json::parse(slurp(path("a.json")));
    ASSERT_TRUE(layout.contains("resolution"));
    ASSERT_TRUE(layout.contains("tiles"));
    EXPECT_EQ(layout["resolution"]["rooms"].size(), layout["rooms"].size());
    EXPECT_EQ(layout["resolution"]["corridors"].size(), layout["corridors"].size());
    EXPECT_EQ(layout["tiles"]["legend"]["+"], "door");
    const auto ascii = lines(slurp(path("a.txt")));
    ASSERT_EQ(ascii.size(), layout["tiles"]["rows"].size());
    for (std::size_t y = 0; y < ascii.size(); ++y) {
        EXPECT_EQ(ascii[y], layout["tiles"]["rows"][y].get<std::string>()) << "row " << y;
    }

    const RunResult off =
        runEasylink({"generate", "--seed", "1", "--resolve-depth", "0", "--out", path("b.json")});
    ASSERT_EQ(off.exitCode, 0) << off.err;
    EXPECT_EQ(slurp(path("b.json")).find("\"tiles\""), std::string::npos);
}

// A catalogue without its width-4 doors: each doorway used at width 4 is an
// unfillable slot, a warning by default and the reason of a failure with
// unfilled_slots = fail.
TEST_F(GenerateCommand, AnUnfillableSlotIsAWarningOrAFailureNamingItsPath) {
    nlohmann::ordered_json catalogue = nlohmann::ordered_json::parse(
        slurp(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json"));
    auto& modules = catalogue["modules"];
    for (auto it = modules.begin(); it != modules.end();) {
        const bool door4 = (*it)["kind"] == "door" && (*it)["size"][0] == 4;
        it = door4 ? modules.erase(it) : it + 1;
    }
    std::ofstream(path("no-door-4.json")) << catalogue.dump(2);

    const RunResult warned = runEasylink({"generate", "--catalogue", path("no-door-4.json"),
                                          "--seed", "2", "--out", path("w.json")});
    ASSERT_EQ(warned.exitCode, 0) << warned.err;
    EXPECT_NE(warned.err.find("warning: phase 2: room "), std::string::npos) << warned.err;
    EXPECT_NE(warned.err.find(" / door: no door module of 4x1 fits"), std::string::npos)
        << warned.err;

    const RunResult failed =
        runEasylink({"generate", "--catalogue", path("no-door-4.json"), "--seed", "2",
                     "--unfilled-slots", "fail", "--out", path("f.json")});
    EXPECT_EQ(failed.exitCode, 1);
    EXPECT_NE(failed.err.find("phase 2: room "), std::string::npos) << failed.err;
    EXPECT_FALSE(fs::exists(path("f.json")));
}

// Tile-map generators write the layout envelope with their tiles, and the
// same companions as easylink.
TEST_F(GenerateCommand, TileGeneratorsWriteTheirTilesAndCompanions) {
    for (const std::string name :
         {"passages", "rooms-corridors", "grid-graph", "cellular", "drunkard", "random-rooms"}) {
        const RunResult r = runEasylink({"generate", "--generator", name, "--seed", "4", "--width",
                                         "48", "--height", "32", "--out", path(name + ".json"),
                                         "--ascii", path(name + ".txt"), "--png",
                                         path(name + ".png"), "--tiled", path(name + ".tmj")});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const nlohmann::json layout = nlohmann::json::parse(slurp(path(name + ".json")));
        EXPECT_EQ(layout["generator"], name);
        EXPECT_EQ(layout["map"]["width"], 48);
        EXPECT_TRUE(layout["rooms"].empty());
        ASSERT_EQ(layout["tiles"]["rows"].size(), 32u);
        EXPECT_EQ(layout["tiles"]["legend"]["<"], "start");
        EXPECT_EQ(lines(slurp(path(name + ".txt"))).size(), 32u);
        EXPECT_EQ(slurp(path(name + ".png")).substr(1, 3), "PNG");
        EXPECT_NE(slurp(path(name + ".tmj")).find("\"value\": \"" + name + "\""),
                  std::string::npos);
        if (name != "cellular" && name != "drunkard") {
            EXPECT_NE(slurp(path(name + ".tmj")).find("\"type\": \"area\""), std::string::npos)
                << name << "'s rooms are objects of the Tiled map";
        }
    }
    std::ofstream(path("options.json")) << R"({"floor_chance": 7})";
    const RunResult bad = runEasylink({"generate", "--generator", "cellular", "--seed", "1",
                                       "--params", path("options.json"), "--out", path("b.json")});
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_NE(bad.err.find("floor_chance must be from 0.05 to 0.95"), std::string::npos) << bad.err;
    EXPECT_FALSE(fs::exists(path("b.json")));
    const RunResult unknown =
        runEasylink({"generate", "--generator", "maze", "--seed", "1", "--out", path("m.json")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("this build has: easylink, passages, rooms-corridors, grid-graph, "
                               "cellular, drunkard, random-rooms"),
              std::string::npos)
        << unknown.err;
}

// A tile map's size comes from --params as easylink's does, and the flags
// win over the file (docs/design.md section 6: the keys of --params include
// width and height for every generator).
TEST_F(GenerateCommand, TileMapsTakeTheirSizeFromParamsAndFlagsOverIt) {
    std::ofstream(path("size.json")) << R"({"width": 100, "height": 60, "iterations": 3})";
    const RunResult fromFile =
        runEasylink({"generate", "--generator", "cellular", "--seed", "2", "--params",
                     path("size.json"), "--out", path("file.json")});
    ASSERT_EQ(fromFile.exitCode, 0) << fromFile.err;
    const nlohmann::json file = nlohmann::json::parse(slurp(path("file.json")));
    EXPECT_EQ(file["map"]["width"], 100);
    EXPECT_EQ(file["map"]["height"], 60);
    EXPECT_EQ(file["params"]["iterations"], 3);
    const RunResult flagged =
        runEasylink({"generate", "--generator", "cellular", "--seed", "2", "--params",
                     path("size.json"), "--width", "90", "--out", path("flag.json")});
    ASSERT_EQ(flagged.exitCode, 0) << flagged.err;
    const nlohmann::json flag = nlohmann::json::parse(slurp(path("flag.json")));
    EXPECT_EQ(flag["map"]["width"], 90);
    EXPECT_EQ(flag["map"]["height"], 60);
}

// Vaults from a blueprint file, data tables from another file, batches and
// event logs work for tile maps as they do for easylink; bad files are one
// line naming where the problem is, and no output.
TEST_F(GenerateCommand, TileMapsTakeVaultsTablesBatchesAndExplain) {
    const std::string vaults = std::string(EASYLINK_ASSETS_DIR) + "/vaults/default.txt";
    RunResult r = runEasylink({"generate", "--generator", "cellular", "--seed", "3", "--vaults",
                               vaults, "--out", path("v.json"), "--explain", path("v.jsonl")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json map = nlohmann::json::parse(slurp(path("v.json")));
    ASSERT_TRUE(map.contains("areas"));
    EXPECT_EQ(map["areas"][0]["name"], "vault keep");
    const std::vector<std::string> events = lines(slurp(path("v.jsonl")));
    ASSERT_GT(events.size(), 5u);
    EXPECT_NE(events.front().find("attempt_started"), std::string::npos);
    EXPECT_NE(events.back().find("finished"), std::string::npos);

    std::ofstream(path("bad-vault.txt")) << "vault x\n#?#\n";
    r = runEasylink({"generate", "--generator", "drunkard", "--seed", "3", "--vaults",
                     path("bad-vault.txt"), "--out", path("w.json")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err, "easylink generate: " + path("bad-vault.txt") +
                         ": line 2: column 2: '?' is not a tile character (# . + , * = ! m or "
                         "space)\n");
    EXPECT_FALSE(fs::exists(path("w.json")));

    std::ofstream(path("tables.json")) << R"({"format": 3})";
    r = runEasylink({"generate", "--generator", "grid-graph", "--seed", "3", "--tables",
                     path("tables.json"), "--out", path("t.json")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("tables: "), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("t.json")));
    r = runEasylink({"generate", "--generator", "cellular", "--seed", "3", "--tables",
                     path("tables.json"), "--out", path("t.json")});
    EXPECT_EQ(r.exitCode, 2) << "cellular has no tables";
    r = runEasylink({"generate", "--seed", "3", "--vaults", vaults, "--out", path("t.json")});
    EXPECT_EQ(r.exitCode, 2) << "easylink has no vaults";

    r = runEasylink({"generate", "--generator", "random-rooms", "--seed", "10", "--count", "4",
                     "--out-dir", path("batch"), "--jobs", "2"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (int seed = 10; seed < 14; ++seed) {
        const std::string file = path("batch/layout-" + std::to_string(seed) + ".json");
        ASSERT_TRUE(fs::exists(file)) << file;
        EXPECT_EQ(nlohmann::json::parse(slurp(file))["seed"], seed);
    }
    r = runEasylink(
        {"generate", "--generator", "random-rooms", "--seed", "12", "--out", path("single.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(slurp(path("single.json")), slurp(path("batch/layout-12.json")))
        << "a batch writes what one run writes";
}

TEST_F(GenerateCommand, TiledWritesTheMapAndItsTilesetDeterministically) {
    RunResult r = runEasylink(
        {"generate", "--seed", "5", "--out", path("a.json"), "--tiled", path("level.tmj")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(path("level.tmj")), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(path("level-tiles.png")), std::string::npos) << r.out;
    const std::string map = slurp(path("level.tmj"));
    EXPECT_NE(map.find("\"type\": \"map\""), std::string::npos);
    EXPECT_NE(map.find("\"orientation\": \"orthogonal\""), std::string::npos);
    EXPECT_NE(map.find("\"image\": \"level-tiles.png\""), std::string::npos);
    EXPECT_NE(map.find("\"type\": \"objectgroup\""), std::string::npos);
    EXPECT_EQ(slurp(path("level-tiles.png")).substr(1, 3), "PNG");

    r = runEasylink(
        {"generate", "--seed", "5", "--out", path("b.json"), "--tiled", path("again.tmj")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(slurp(path("again.tmj")),
              slurp(path("level.tmj")).replace(map.find("level-tiles.png"), 15, "again-tiles.png"));
    EXPECT_EQ(slurp(path("again-tiles.png")), slurp(path("level-tiles.png")));
}

TEST_F(GenerateCommand, UnwritableOutputsFailWithTheFileNamed) {
    const std::string missing = path("no-such-dir");
    for (const std::string flag : {"--png", "--tiled"}) {
        const std::string target = missing + (flag == "--png" ? "/a.png" : "/a.tmj");
        const RunResult r =
            runEasylink({"generate", "--seed", "5", "--out", path("a.json"), flag, target});
        EXPECT_EQ(r.exitCode, 1) << flag;
        EXPECT_EQ(lines(r.err).size(), 1u) << r.err;
        EXPECT_NE(r.err.find("easylink generate: cannot write " + missing + "/a"),
                  std::string::npos)
            << r.err;
        EXPECT_FALSE(fs::exists(missing)) << flag;
    }
    // A folder where the map should go: the tileset image written first is taken back.
    fs::create_directories(path("blocked.tmj"));
    const RunResult r = runEasylink(
        {"generate", "--seed", "5", "--out", path("a.json"), "--tiled", path("blocked.tmj")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("cannot write " + path("blocked.tmj")), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(path("blocked-tiles.png")));
}

TEST_F(GenerateCommand, SameInputsGiveByteIdenticalFiles) {
    ASSERT_EQ(runEasylink({"generate", "--seed", "9", "--out", path("1.json")}).exitCode, 0);
    ASSERT_EQ(runEasylink({"generate", "--seed", "9", "--out", path("2.json")}).exitCode, 0);
    EXPECT_EQ(slurp(path("1.json")), slurp(path("2.json")));
}

TEST_F(GenerateCommand, BatchesDoNotDependOnTheThreadCount) {
    RunResult r = runEasylink(
        {"generate", "--seed", "20", "--count", "6", "--out-dir", path("one"), "--jobs", "1"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("wrote 6 layouts"), std::string::npos) << r.out;
    r = runEasylink(
        {"generate", "--seed", "20", "--count", "6", "--out-dir", path("two"), "--jobs", "3"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (int seed = 20; seed < 26; ++seed) {
        const std::string name = "layout-" + std::to_string(seed) + ".json";
        EXPECT_FALSE(slurp(path("one/" + name)).empty()) << name;
        EXPECT_EQ(slurp(path("one/" + name)), slurp(path("two/" + name))) << name;
    }
}

TEST_F(GenerateCommand, ParametersComeFromFileThenFlags) {
    std::ofstream(path("params.json")) << R"({"width": 96, "room_density": 0.2})";
    const RunResult r = runEasylink({"generate", "--seed", "1", "--params", path("params.json"),
                                     "--height", "64", "--out", path("p.json")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::string layout = slurp(path("p.json"));
    EXPECT_NE(layout.find("\"map\": { \"width\": 96, \"height\": 64"), std::string::npos);
    EXPECT_NE(layout.find("\"room_density\": 0.2"), std::string::npos);
}

// Regions and targets depend on the final map size and on each other: a
// problem among them is the file's when the file gave the parameter it
// names (exit 1, the file and the pointer), the command line's when a flag
// did (exit 2).
TEST_F(GenerateCommand, AProblemOfSeveralValuesBelongsToWhoeverGaveTheParameterItNames) {
    std::ofstream(path("region.json")) << R"({"regions": [{"rect": [40, 0, 30, 20]}]})";
    std::ofstream(path("targets.json")) << R"({"min_loops": 5})";
    std::ofstream(path("most.json")) << R"({"max_loops": 2})";
    struct Case {
        std::vector<std::string> flags;
        int exitCode;
        std::string mention;  // on standard error
    };
    const std::string usage = "easylink generate: ";
    const std::vector<Case> cases = {
        // The file's region passes the map's edge once --width shrinks it.
        {{"--params", path("region.json"), "--width", "60"},
         1,
         path("region.json") + ": /regions/0/rect: extends past the map"},
        {{"--regions", R"([{"rect": [40, 0, 30, 20]}])", "--width", "60"},
         2,
         usage + "regions/0/rect: extends past the map"},
        // min_loops from the file, max_loops from a flag: min_loops' problem.
        {{"--params", path("targets.json"), "--max-loops", "2"},
         1,
         path("targets.json") + ": /min_loops: min_loops (5) is more than max_loops (2)"},
        {{"--params", path("most.json"), "--min-loops", "5"},
         2,
         usage + "min_loops: min_loops (5) is more than max_loops (2)"},
    };
    for (const Case& c : cases) {
        std::vector<std::string> args = {"generate", "--seed", "1", "--out", path("x.json")};
        args.insert(args.end(), c.flags.begin(), c.flags.end());
        const RunResult r = runEasylink(args);
        EXPECT_EQ(r.exitCode, c.exitCode) << c.flags.front() << "\n" << r.err;
        EXPECT_NE(r.err.find(c.mention), std::string::npos) << c.flags.front() << "\n" << r.err;
        EXPECT_FALSE(fs::exists(path("x.json")));
    }
}

TEST_F(GenerateCommand, BadInputIsAClearErrorAndWritesNothing) {
    std::ofstream(path("unknown.json")) << R"({"widht": 96})";
    std::ofstream(path("broken.json")) << R"({"width": )";
    struct Case {
        std::vector<std::string> args;
        int exitCode;
        std::string mention;
    };
    const std::vector<Case> cases = {
        {{"generate", "--out", path("x.json")}, 2, "--seed"},
        {{"generate", "--seed", "x", "--out", path("x.json")}, 2, "--seed"},
        {{"generate", "--seed", "1"}, 2, "--out"},
        {{"generate", "--seed", "1", "--room-density", "5", "--out", path("x.json")},
         2,
         "room_density"},
        {{"generate", "--seed", "1", "--max-attempts", "0", "--out", path("x.json")},
         2,
         "max_attempts"},
        {{"generate", "--seed", "1", "--params", path("unknown.json"), "--out", path("x.json")},
         1,
         "unknown parameter"},
        {{"generate", "--seed", "1", "--params", path("broken.json"), "--out", path("x.json")},
         1,
         "malformed JSON"},
        {{"generate", "--seed", "1", "--params", path("none.json"), "--out", path("x.json")},
         1,
         "no such file"},
        {{"generate", "--seed", "1", "--catalogue", kCases + "bad_sizes/catalogue.json", "--out",
          path("x.json")},
         1,
         "/modules/0/size"},
        {{"generate", "--seed", "1", "--min-rooms", "400", "--max-attempts", "2", "--out",
          path("x.json")},
         1,
         "min_rooms"},
        {{"generate", "--seed", "1", "--generator", "bsp", "--out", path("x.json")}, 2, "bsp"},
        {{"generate", "--seed", "1", "--count", "3", "--out", path("x.json")}, 2, "--out-dir"},
        {{"generate", "--seed", "1", "--count", "3", "--out-dir", path("d"), "--tiled",
          path("x.json")},
         2,
         "--tiled"},
    };
    for (const Case& c : cases) {
        const RunResult r = runEasylink(c.args);
        EXPECT_EQ(r.exitCode, c.exitCode) << c.mention << ": " << r.err;
        EXPECT_NE(r.err.find(c.mention), std::string::npos) << r.err;
        EXPECT_FALSE(fs::exists(path("x.json"))) << c.mention;
    }
}

}  // namespace

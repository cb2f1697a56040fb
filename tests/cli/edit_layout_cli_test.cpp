// `easylink edit LAYOUT.json [--catalogue FILE]`: the layout as its file has
// it, never regenerated from its seed. The file used here says seed 99 but
// holds the rooms of seed 3, so a layout generated from its seed would show.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"

namespace easylink::cli_test {
namespace {

using nlohmann::ordered_json;

class EditLayout : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("easylink-edit-layout-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        ASSERT_EQ(
            runEasylink({"generate", "--seed", "3", "--out", "seed3.json", "--ascii", "seed3.txt"},
                        "", dir_)
                .exitCode,
            0);
        layout_ = ordered_json::parse(slurp(dir_ / "seed3.json"));
        layout_["seed"] = 99;
        write("layout.json", layout_);
        ASSERT_EQ(
            runEasylink({"generate", "--seed", "99", "--out", "seed99.json"}, "", dir_).exitCode,
            0);
        ASSERT_NE(ordered_json::parse(slurp(dir_ / "seed99.json"))["rooms"], layout_["rooms"])
            << "seed 99 must make other rooms for the test to tell them apart";
    }
    void TearDown() override { fs::remove_all(dir_); }

    void write(const std::string& name, const ordered_json& json) const {
        std::ofstream(dir_ / name) << json.dump(2);
    }

    fs::path dir_;
    ordered_json layout_;
};

TEST_F(EditLayout, WithoutADisplayPrintsTheFilesMapNotItsSeeds) {
    const RunResult r = runEasylink({"edit", "layout.json"}, "", dir_);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("Printing the layout file's map instead"), std::string::npos) << r.err;
    const std::vector<std::string> outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 81u);
    EXPECT_EQ(r.out.substr(0, r.out.size() - outLines.back().size() - 1),
              slurp(dir_ / "seed3.txt"));
    const ordered_json& stats = layout_["stats"];
    EXPECT_EQ(
        outLines.back().rfind("layout.json as saved (easylink, seed 99: " +
                                  std::to_string(stats["rooms"].get<int>()) + " rooms (" +
                                  std::to_string(stats["normal_rooms"].get<int>()) + " normal), " +
                                  std::to_string(stats["corridors"].get<int>()) + " corridors, ",
                              0),
        0u)
        << outLines.back();
    // The catalogue named with --catalogue, as the default one here.
    EXPECT_EQ(runEasylink({"edit", "layout.json", "--catalogue", kDefaultCatalogue}, "", dir_).out,
              r.out);
}

TEST_F(EditLayout, ABadLayoutFileIsRefusedWithItsPlace) {
    ordered_json broken = layout_;
    broken["rooms"][2]["template"] = "no_such_module";
    write("broken.json", broken);
    RunResult r = runEasylink({"edit", "broken.json"}, "", dir_);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err,
              "easylink edit: broken.json: /rooms/2/template: no module named 'no_such_module' "
              "in the catalogue\n");
    broken = layout_;
    broken["rooms"][1]["x"] = broken["rooms"][0]["x"];
    broken["rooms"][1]["y"] = broken["rooms"][0]["y"];
    write("overlap.json", broken);
    r = runEasylink({"edit", "overlap.json"}, "", dir_);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err.rfind("easylink edit: overlap.json: /rooms/1", 0), 0u) << r.err;
    // A catalogue other than the file's: its macrogrid differs.
    ordered_json catalogue = ordered_json::parse(slurp(kDefaultCatalogue));
    catalogue["macro"] = 2;
    write("other.json", catalogue);
    r = runEasylink({"edit", "layout.json", "--catalogue", "other.json"}, "", dir_);
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("layout.json: /map/macro: "), std::string::npos) << r.err << r.out;
    // Run settings belong to the file; --catalogue only goes with a layout.
    r = runEasylink({"edit", "layout.json", "--seed", "4"}, "", dir_);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--seed does not apply to a layout file"), std::string::npos) << r.err;
    r = runEasylink({"edit", kDefaultCatalogue, "--catalogue", kDefaultCatalogue}, "", dir_);
    EXPECT_EQ(r.exitCode, 2);
}

/// The real window under Xvfb: the probes name rooms and a corridor of the
/// layout on show, each at a tile the file's room or corridor covers. The
/// window is 900 pixels tall, so that the 80x80 map's tiles are big enough to
/// probe (6 pixels) above a bottom area that keeps the Log's six rows.
TEST_F(EditLayout, TheWindowShowsTheFilesRooms) {
    if (!EASYLINK_PROGRAM_HAS_EDITOR) {
        GTEST_SKIP() << "this build has no editor (EASYLINK_BUILD_UI=OFF)";
    }
    if (std::system("command -v xvfb-run > /dev/null 2>&1") != 0) {
        GTEST_SKIP() << "no xvfb-run";
    }
    const RunResult r =
        runProgram("xvfb-run -a -s '-screen 0 1280x900x24' " + quote(EASYLINK_PROGRAM),
                   {"edit", "layout.json", "--window", "1280x900", "--screenshot", "shot.png",
                    "--probe", "probe.json"},
                   "", dir_);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const ordered_json probes = ordered_json::parse(slurp(dir_ / "probe.json"))["probes"];
    const ordered_json regenerated = ordered_json::parse(slurp(dir_ / "seed99.json"));
    const auto covers = [](const ordered_json& layout, const std::string& owner, int id, int x,
                           int y) {
        const ordered_json& list = layout[owner == "room" ? "rooms" : "corridors"];
        if (id < 0 || static_cast<std::size_t>(id) >= list.size()) {
            return false;
        }
        const ordered_json& object = list[static_cast<std::size_t>(id)];
        const int left = object["x"];
        const int top = object["y"];
        return x >= left && x < left + object["width"].get<int>() && y >= top &&
               y < top + object["height"].get<int>();
    };
    int checked = 0;
    int unlikeSeed99 = 0;
    for (const auto& probe : probes) {
        const std::string owner = probe["owner"];
        if (owner != "room" && owner != "corridor") {
            continue;
        }
        const int id = probe["id"];
        const int x = probe["tile"][0];
        const int y = probe["tile"][1];
        EXPECT_TRUE(covers(layout_, owner, id, x, y))
            << owner << " " << id << " at (" << x << ", " << y << ")";
        unlikeSeed99 += covers(regenerated, owner, id, x, y) ? 0 : 1;
        ++checked;
    }
    EXPECT_GE(checked, 2);
    EXPECT_GE(unlikeSeed99, 1) << "the probes would fit the layout of seed 99 as well";
}

/// A layout of a catalogue of one's own: the default one and crypt_12x12,
/// which the layouts of this seed use.
class EditLayoutOfOwnCatalogue : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-edit-own-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_ / "config" / "easylink-studio");
        fs::create_directories(dir_ / "elsewhere");
        ordered_json catalogue = ordered_json::parse(slurp(kDefaultCatalogue));
        catalogue["name"] = "crypts";
        for (const auto& module : catalogue["modules"]) {
            if (module["name"] == "hall_12x12") {
                ordered_json crypt = module;
                crypt["name"] = "crypt_12x12";
                crypt["weight"] = 40.0;
                catalogue["modules"].push_back(crypt);
                break;
            }
        }
        std::ofstream(dir_ / "crypts.json") << catalogue.dump(2);
        // The same catalogue elsewhere, under another name, laid out otherwise.
        std::ofstream(dir_ / "elsewhere" / "my crypts.json") << catalogue.dump();
        const RunResult r = runEasylink(
            {"generate", "--catalogue", "crypts.json", "--seed", "3", "--out", "layout.json"}, "",
            dir_);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        ASSERT_NE(slurp(dir_ / "layout.json").find("\"crypt_12x12\""), std::string::npos);
        fs::remove(dir_ / "crypts.json");
    }
    void TearDown() override { fs::remove_all(dir_); }

    /// The editor's preferences: `session` the last catalogue, `recent` the recent ones.
    void remember(const std::string& session, const std::vector<std::string>& recent) const {
        ordered_json preferences = {{"recent_files", recent}};
        if (!session.empty()) {
            preferences["session"] = {{"catalogue", session}};
        }
        std::ofstream(dir_ / "config" / "easylink-studio" / "preferences.json")
            << preferences.dump();
    }
    RunResult edit(const std::vector<std::string>& args) const {
        return runEasylink(args, "XDG_CONFIG_HOME=" + quote((dir_ / "config").string()), dir_);
    }

    fs::path dir_;
};

TEST_F(EditLayoutOfOwnCatalogue, WithoutItsCatalogueTheMissingModulesAreNamed) {
    remember("", {});
    const RunResult r = edit({"edit", "layout.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.err.rfind("easylink edit: layout.json was made with the catalogue 'crypts' "
                          "(fnv1a64:",
                          0),
              0u)
        << r.err;
    EXPECT_NE(r.err.find("default.json has no module named crypt_12x12: pass the catalogue it "
                         "was made with, --catalogue FILE"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(lines(r.err).size(), 1u) << r.err;
    // A file from before layouts named their catalogue says so.
    ordered_json layout = ordered_json::parse(slurp(dir_ / "layout.json"));
    layout.erase("catalogue");
    std::ofstream(dir_ / "old.json") << layout.dump(2);
    const RunResult old = edit({"edit", "old.json"});
    EXPECT_EQ(old.exitCode, 1);
    EXPECT_NE(old.err.find("old.json names no catalogue"), std::string::npos) << old.err;
    EXPECT_NE(old.err.find("no module named crypt_12x12"), std::string::npos) << old.err;
    // Named, it is shown.
    EXPECT_EQ(edit({"edit", "old.json", "--catalogue", "elsewhere/my crypts.json"}).exitCode, 0);
}

TEST_F(EditLayoutOfOwnCatalogue, ItsCatalogueIsFoundAsTheLastSessionsOrARecentOne) {
    if (!EASYLINK_PROGRAM_HAS_EDITOR) {
        // The last session and the recent files are the editor's: a program
        // without one looks among the shipped catalogues only.
        GTEST_SKIP() << "this build has no editor (EASYLINK_BUILD_UI=OFF)";
    }
    const std::string copy = (dir_ / "elsewhere" / "my crypts.json").string();
    const std::string expected = edit({"edit", "layout.json", "--catalogue", copy}).out;
    ASSERT_NE(expected, "");
    for (const auto& [session, recent] :
         {std::pair{copy, std::vector<std::string>{}},
          std::pair{kDefaultCatalogue, std::vector<std::string>{"/nowhere/gone.json", copy}}}) {
        remember(session, recent);
        const RunResult r = edit({"edit", "layout.json"});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.out, expected);
        EXPECT_EQ(r.err.find("was made with"), std::string::npos) << r.err;
    }
}

}  // namespace
}  // namespace easylink::cli_test

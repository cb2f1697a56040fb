// Where the editor keeps its settings and how it reads them back: the XDG
// folder rules, and preferences that survive damaged files.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "platform/config_directory.hpp"
#include "shell/preferences.hpp"
#include "test_files.hpp"

namespace easylink::ui {
namespace {

namespace fs = std::filesystem;

using testing::ScopedEnvironment;
using testing::ScratchFolder;

void writeText(const fs::path& file, const std::string& text) {
    std::ofstream(file) << text;
}

TEST(ConfigDirectory, UsesXdgConfigHomeAndCreatesTheFolder) {
    ScratchFolder folder("easylink-ui-config");
    ScopedEnvironment xdg("XDG_CONFIG_HOME", (folder.path() / "config").string());
    const ConfigDirectoryLookup lookup = findUserConfigDirectory();
    ASSERT_TRUE(lookup.directory.has_value()) << lookup.error;
    EXPECT_EQ(*lookup.directory, folder.path() / "config" / "easylink-studio");
    EXPECT_TRUE(fs::is_directory(*lookup.directory));
}

TEST(ConfigDirectory, FallsBackToHomeWhenXdgConfigHomeIsRelative) {
    ScratchFolder folder("easylink-ui-home");
    ScopedEnvironment xdg("XDG_CONFIG_HOME", "relative/config");
    ScopedEnvironment home("HOME", folder.path().string());
    const ConfigDirectoryLookup lookup = findUserConfigDirectory();
    ASSERT_TRUE(lookup.directory.has_value()) << lookup.error;
    EXPECT_EQ(*lookup.directory, folder.path() / ".config" / "easylink-studio");
}

TEST(ConfigDirectory, ReportsAFolderThatCannotBeCreated) {
    ScratchFolder folder("easylink-ui-blocked");
    writeText(folder.path() / "file", "a file where a folder should go");
    ScopedEnvironment xdg("XDG_CONFIG_HOME", (folder.path() / "file").string());
    const ConfigDirectoryLookup lookup = findUserConfigDirectory();
    EXPECT_FALSE(lookup.directory.has_value());
    EXPECT_NE(lookup.error.find("easylink-studio"), std::string::npos) << lookup.error;
}

TEST(Preferences, RoundTrip) {
    ScratchFolder folder("easylink-ui-preferences");
    Preferences saved;
    saved.windowWidth = 1600;
    saved.windowHeight = 900;
    saved.panelsOpen = {{"Catalogue", true}, {"Problems", false}};
    saved.sideShare = 0.25f;
    saved.bottomShare = 0.4f;
    saved.tileView = true;
    saved.generator = "grid-graph";
    ASSERT_EQ(savePreferences(folder.path() / "preferences.json", saved), std::nullopt);

    const Preferences loaded = loadPreferences(folder.path() / "preferences.json");
    EXPECT_EQ(loaded.windowWidth, 1600);
    EXPECT_EQ(loaded.windowHeight, 900);
    EXPECT_EQ(loaded.panelsOpen, saved.panelsOpen);
    EXPECT_EQ(loaded.sideShare, 0.25f);
    EXPECT_EQ(loaded.rightShare, std::nullopt);
    EXPECT_EQ(loaded.bottomShare, 0.4f);
    EXPECT_TRUE(loaded.tileView);
    EXPECT_EQ(loaded.generator, "grid-graph");
}

TEST(Preferences, DamagedValuesKeepTheirDefaults) {
    ScratchFolder folder("easylink-ui-damaged");
    const Preferences defaults;
    writeText(folder.path() / "bad.json",
              R"({"window": {"width": 99999999, "height": "tall"},
                  "panels": {"Problems": false, "Catalogue": "yes"},
                  "workspace": {"side_share": 2.5, "right_share": "wide", "bottom_share": 0.3},
                  "recent_files": ["a.json", 7, "", null, "b.json"],
                  "viewport": {"tile_view": "yes"},
                  "generation": {"generator": 3}})");
    const Preferences loaded = loadPreferences(folder.path() / "bad.json");
    EXPECT_EQ(loaded.windowWidth, defaults.windowWidth);
    EXPECT_EQ(loaded.windowHeight, defaults.windowHeight);
    EXPECT_EQ(loaded.panelsOpen, (std::map<std::string, bool>{{"Problems", false}}));
    EXPECT_EQ(loaded.sideShare, std::nullopt);
    EXPECT_EQ(loaded.rightShare, std::nullopt);
    EXPECT_EQ(loaded.bottomShare, 0.3f);
    EXPECT_EQ(loaded.recentFiles,
              (std::vector<std::filesystem::path>{"a.json", "b.json"}));  // the strings only
    EXPECT_FALSE(loaded.tileView);
    EXPECT_EQ(loaded.generator, "easylink");

    writeText(folder.path() / "not_json.json", "{ window");
    EXPECT_EQ(loadPreferences(folder.path() / "not_json.json").windowWidth, defaults.windowWidth);
    EXPECT_EQ(loadPreferences(folder.path() / "missing.json").windowWidth, defaults.windowWidth);
}

}  // namespace
}  // namespace easylink::ui

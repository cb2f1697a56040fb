// The folders of core stand in floors (docs/architecture.md): a folder may
// include its own files and those of folders on lower floors, never one on
// its own floor or above, so no two folders can ever include each other.
// The test reads every #include of core/include/easylink and core/src.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

/// Floors from the ground up. "generators/*" stands for every generator's
/// own folder not named elsewhere: a new generator needs no line here.
const std::vector<std::vector<std::string>>& floors() {
    static const std::vector<std::vector<std::string>> kFloors = {
        {"support"},
        {"geometry", "random", "io"},
        {"tiles"},
        {"catalogue"},
        {"layout"},
        {"generation"},
        {"resolve"},
        {"generators"},  // what a generator is (generator.hpp)
        {"generators/tilemap", "generators/easylink"},
        {"generators/*"},
        {"registry"},
        {"export", "play", "editing"},
        {"scene", "kit"},  // the level in 3D, in the exporters' colours; modules from a kit
        {"output"},
        {"report"},
        {"c_api"},  // libeasylink: easylink.h over the registry and output
    };
    return kFloors;
}

/// The folder a path below include/easylink or src belongs to: its first
/// folder, or for generators/NAME/... the generator's folder. Files at the
/// top belong to no folder.
std::optional<std::string> folderOf(const fs::path& relative) {
    std::vector<std::string> parts;
    for (const fs::path& part : relative.parent_path()) {
        parts.push_back(part.string());
    }
    if (parts.empty()) {
        return std::nullopt;
    }
    if (parts[0] == "generators" && parts.size() >= 2) {
        return parts[0] + "/" + parts[1];
    }
    return parts[0];
}

/// The floor of a folder, or nullopt for a folder no floor names.
std::optional<std::size_t> floorOf(const std::string& folder) {
    std::optional<std::size_t> wildcard;
    for (std::size_t floor = 0; floor < floors().size(); ++floor) {
        for (const std::string& name : floors()[floor]) {
            if (name == folder) {
                return floor;
            }
            if (name == "generators/*") {
                wildcard = floor;
            }
        }
    }
    if (folder.rfind("generators/", 0) == 0) {
        return wildcard;
    }
    return std::nullopt;
}

struct Include {
    std::string from;   // the including folder
    std::string to;     // the included folder
    std::string where;  // "src/x/y.cpp:12"
};

/// Every include that crosses folders, both the public spelling
/// ("easylink/x/y.hpp") and relative ones inside src ("../x.hpp").
std::vector<Include> crossingIncludes(const fs::path& core) {
    std::vector<Include> found;
    const std::regex includeLine(R"re(^\s*#\s*include\s*"([^"]+)")re");
    for (const fs::path& base : {core / "include" / "easylink", core / "src"}) {
        for (const auto& entry : fs::recursive_directory_iterator(base)) {
            if (!entry.is_regular_file()) {
                continue;
            }
            const fs::path relative = fs::relative(entry.path(), base);
            const std::optional<std::string> from = folderOf(relative);
            std::ifstream in(entry.path());
            std::string line;
            for (int number = 1; std::getline(in, line); ++number) {
                std::smatch match;
                if (!std::regex_search(line, match, includeLine)) {
                    continue;
                }
                const std::string target = match[1].str();
                std::optional<std::string> to;
                if (target.rfind("easylink/", 0) == 0) {
                    to = folderOf(fs::path(target.substr(9)));
                } else {
                    const fs::path resolved =
                        (entry.path().parent_path() / target).lexically_normal();
                    to = folderOf(resolved.lexically_relative(base));
                }
                if (from && to && *from != *to) {
                    found.push_back(
                        {*from, *to,
                         (fs::relative(entry.path(), core) += ":" + std::to_string(number))
                             .string()});
                }
            }
        }
    }
    return found;
}

/// What is wrong with one include: a folder no floor names, or a target on
/// the same floor or above.
std::optional<std::string> judge(const Include& include) {
    const auto from = floorOf(include.from);
    const auto to = floorOf(include.to);
    if (!from) {
        return include.where + ": the folder " + include.from +
               " stands on no floor (add it to floors())";
    }
    if (!to) {
        return include.where + ": includes " + include.to + ", which stands on no floor";
    }
    if (*to >= *from) {
        return include.where + ": " + include.from + " includes " + include.to + ", which is " +
               (*to == *from ? "on its own floor" : "above it");
    }
    return std::nullopt;
}

TEST(FolderLayers, NoFolderOfCoreIncludesOneOnItsFloorOrAbove) {
    const std::vector<Include> includes = crossingIncludes(fs::path(EASYLINK_SOURCE_DIR) / "core");
    ASSERT_GT(includes.size(), 50u) << "the scan found almost no includes: is the path right?";
    std::vector<std::string> problems;
    for (const Include& include : includes) {
        if (auto problem = judge(include)) {
            problems.push_back(*problem);
        }
    }
    EXPECT_TRUE(problems.empty()) << problems.size() << " includes break the floors, e.g. "
                                  << problems.front();
}

TEST(FolderLayers, EveryFolderOfCoreStandsOnAFloor) {
    const fs::path core = fs::path(EASYLINK_SOURCE_DIR) / "core";
    std::set<std::string> folders;
    for (const fs::path& base : {core / "include" / "easylink", core / "src"}) {
        for (const auto& entry : fs::recursive_directory_iterator(base)) {
            if (entry.is_regular_file()) {
                if (auto folder = folderOf(fs::relative(entry.path(), base))) {
                    folders.insert(*folder);
                }
            }
        }
    }
    EXPECT_GT(folders.size(), 10u);
    for (const std::string& folder : folders) {
        EXPECT_TRUE(floorOf(folder).has_value()) << folder << " stands on no floor";
    }
}

TEST(FolderLayers, TheJudgeRefusesUpwardAndSideways) {
    // The rule itself, on includes the tree must never have.
    EXPECT_FALSE(judge({"layout", "catalogue", "src/layout/a.cpp:1"}).has_value());
    EXPECT_TRUE(judge({"catalogue", "layout", "src/catalogue/a.cpp:1"}).has_value());
    EXPECT_TRUE(judge({"export", "play", "src/export/a.cpp:1"}).has_value());
    EXPECT_TRUE(judge({"generators/cellular", "generators/drunkard", "x:1"}).has_value());
    EXPECT_FALSE(judge({"generators/cellular", "generators/tilemap", "x:1"}).has_value());
    EXPECT_FALSE(judge({"registry", "generators/new_one", "x:1"}).has_value());
    EXPECT_FALSE(judge({"generators/new_one", "generators", "x:1"}).has_value());
    EXPECT_TRUE(judge({"generators", "generators/tilemap", "x:1"}).has_value());
    EXPECT_TRUE(judge({"generators/tilemap", "registry", "x:1"}).has_value());
    EXPECT_TRUE(judge({"nowhere", "io", "x:1"}).has_value());
    EXPECT_EQ(folderOf("generators/easylink/growers/grower.hpp"), "generators/easylink");
    EXPECT_EQ(folderOf("tiles/tile_raster.hpp"), "tiles");
    EXPECT_EQ(folderOf("easylink.h"), std::nullopt);
}

}  // namespace

// Prefab vaults: the blueprint format (docs/tile-generators.md, "Vaults")
// read with line-numbered problems, and vaults stamped into every tile map
// away from the players, connected, and named in the result's areas.

#include <gtest/gtest.h>

#include <filesystem>

#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"
#include "tile_test_support.hpp"

namespace easylink {
namespace {

std::vector<Vault> parsed(std::string_view text, std::string* firstProblem = nullptr) {
    std::vector<Problem> problems;
    std::vector<Vault> vaults = parseVaults(text, problems);
    if (firstProblem != nullptr) {
        *firstProblem = problems.empty() ? "" : problems.front().message;
    } else {
        EXPECT_TRUE(problems.empty()) << problems.front().message;
    }
    return vaults;
}

TEST(Vaults, BlueprintsReadRowsCommentsAndHoles) {
    const auto vaults = parsed(
        "; a comment\n"
        "vault hut\n"
        "####\n"
        "#!.#\n"
        "#+#\n"
        "\n"
        "vault ring\r\n"
        " ## \r\n"
        "#..#\r\n");
    ASSERT_EQ(vaults.size(), 2u);
    EXPECT_EQ(vaults[0].name, "hut");
    EXPECT_EQ(vaults[0].width, 4);
    EXPECT_EQ(vaults[0].height, 3);
    EXPECT_EQ(vaults[0].at(1, 1), TileKind::Item);
    EXPECT_EQ(vaults[0].at(1, 2), TileKind::Door);
    EXPECT_EQ(vaults[0].at(3, 2), std::nullopt) << "short rows are padded with holes";
    EXPECT_EQ(vaults[1].name, "ring");
    EXPECT_EQ(vaults[1].at(0, 0), std::nullopt) << "a space leaves the map alone";
    EXPECT_EQ(vaults[1].at(1, 1), TileKind::Floor);
}

TEST(Vaults, ProblemsNameTheLine) {
    std::string problem;
    parsed("vault a\n#x#\n", &problem);
    EXPECT_EQ(problem, "line 2: column 2: 'x' is not a tile character (# . + , * = ! m or space)");
    parsed("vault a\n#\xff#\n", &problem);
    EXPECT_EQ(problem,
              "line 2: column 2: '\\xFF' is not a tile character (# . + , * = ! m or space)");
    parsed("vault a\n#<#\n", &problem);
    EXPECT_EQ(problem, "line 2: column 2: '<': starts and the exit are placed by the generator");
    parsed("###\n", &problem);
    EXPECT_EQ(problem, "line 1: a blueprint row outside a vault; start one with \"vault NAME\"");
    parsed("vault a\n\nvault b\n#\n", &problem);
    EXPECT_EQ(problem, "line 1: vault \"a\" has no rows");
    parsed("; nothing\n", &problem);
    EXPECT_EQ(problem, "no vaults: a blueprint starts with a line \"vault NAME\"");
    parsed("vault\n#\n", &problem);
    EXPECT_EQ(problem, "line 1: a vault needs a name: \"vault NAME\"");
    parsed("vault big\n" + std::string(300, '#') + "\n", &problem);
    EXPECT_EQ(problem, "line 2: a vault is at most 256 tiles a side");
}

TEST(Vaults, TheDefaultBlueprintsAreValid) {
    const FileText file = readTextFile(
        std::filesystem::path(EASYLINK_ASSETS_DIR) / "vaults" / "default.txt", 1 << 20);
    ASSERT_TRUE(file.ok());
    EXPECT_GE(parsed(file.text).size(), 3u);
}

TEST(Vaults, AFileIsReadWholeOrRefusedWithItsName) {
    const std::string shipped =
        (std::filesystem::path(EASYLINK_ASSETS_DIR) / "vaults" / "default.txt").string();
    const VaultFile good = readVaultFile(shipped);
    EXPECT_FALSE(good.error.has_value()) << *good.error;
    EXPECT_GE(good.vaults.size(), 3u);

    const VaultFile missing = readVaultFile("/nonexistent/vaults.txt");
    ASSERT_TRUE(missing.error.has_value());
    EXPECT_EQ(missing.error->rfind("/nonexistent/vaults.txt: ", 0), 0u) << *missing.error;
    EXPECT_TRUE(missing.vaults.empty());

    const std::filesystem::path bad = std::filesystem::temp_directory_path() / "el-bad-vault.txt";
    ASSERT_FALSE(writeFileAtomically(bad, "vault broken\n#?#\n").has_value());
    const VaultFile refused = readVaultFile(bad.string());
    ASSERT_TRUE(refused.error.has_value());
    EXPECT_EQ(refused.error->rfind(bad.string() + ": line ", 0), 0u) << *refused.error;
    EXPECT_TRUE(refused.vaults.empty());
    std::filesystem::remove(bad);
}

class VaultStamping : public ::testing::TestWithParam<const char*> {};

TEST_P(VaultStamping, VaultsLandAwayFromPlayersAndConnect) {
    const auto vaults = parsed(
        "vault box\n"
        "#######\n"
        "#.....#\n"
        "#.###.#\n"
        "#.....#\n"
        "###+###\n");
    int stamped = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        TileMapRequest request = test::tileRequest(GetParam(), 64, 64, seed);
        request.vaults = vaults;
        const TileMapResult result = generateTileMap(request);
        ASSERT_TRUE(result.ok()) << result.failure;
        EXPECT_TRUE(allWalkableConnected(*result.tiles));
        const auto area = std::find_if(result.areas.begin(), result.areas.end(),
                                       [](const TileArea& a) { return a.name == "vault box"; });
        if (area == result.areas.end()) {
            EXPECT_EQ(result.notes.size(), 1u) << "a vault without a site is noted";
            continue;
        }
        ++stamped;
        const Rect r = area->rect;
        EXPECT_EQ(r.w, 7);
        EXPECT_EQ(r.h, 5);
        // Its inner walls stand (the repair digs from the door, outward).
        EXPECT_EQ(result.tiles->at({r.x + 2, r.y + 2}), TileKind::Wall);
        EXPECT_EQ(result.tiles->at({r.x + 3, r.y + 4}), TileKind::Door);
        EXPECT_TRUE(isWalkable(result.tiles->at({r.x + 1, r.y + 1})));
        // Away from both players: no start within the safety radius (8).
        const Rect around{r.x - 8, r.y - 8, r.w + 16, r.h + 16};
        for (int y = 0; y < result.tiles->height(); ++y) {
            for (int x = 0; x < result.tiles->width(); ++x) {
                if (result.tiles->at({x, y}) == TileKind::Start) {
                    EXPECT_FALSE(around.contains(Vec2i{x, y}));
                }
            }
        }
    }
    EXPECT_GE(stamped, 25);
}

INSTANTIATE_TEST_SUITE_P(Generators, VaultStamping, ::testing::ValuesIn(test::kTileGeneratorNames),
                         test::generatorTestName);

TEST(Vaults, AVaultTooBigForTheMapIsNotedNotFatal) {
    std::vector<Problem> problems;
    TileMapRequest request = test::tileRequest("cellular", 20, 20, 1);
    request.vaults = parseVaults("vault huge\n" + std::string(40, '#') + "\n", problems);
    const TileMapResult result = generateTileMap(request);
    ASSERT_TRUE(result.ok());
    ASSERT_EQ(result.notes.size(), 1u);
    EXPECT_EQ(result.notes[0], "vault \"huge\" found no site away from the players");
}

// The limits of docs/tile-generators.md, each named with its line; reading
// stops at the first one, so a file of 100,000 vaults costs little.
TEST(Vaults, FilesPastTheirLimitsAreRefusedWithTheLine) {
    std::string many;
    for (int i = 0; i < 100000; ++i) {
        many += "vault v" + std::to_string(i) + "\n#.#\n\n";
    }
    std::string problem;
    const auto vaults = parsed(many, &problem);
    EXPECT_EQ(problem, "line 3001: more than 1000 vaults; a file holds at most 1000");
    EXPECT_LE(vaults.size(), kMaxVaults);

    // Vaults of 256x256 tiles (one full row, the others padded) pass
    // 4,194,304 blueprint tiles at the 65th, in a file of 50 KB.
    std::string big;
    for (int i = 0; i < 100; ++i) {
        big += "vault big" + std::to_string(i) + "\n" + std::string(256, '#') + "\n";
        for (int row = 1; row < 256; ++row) {
            big += "#\n";
        }
        big += "\n";
    }
    parsed(big, &problem);
    EXPECT_EQ(problem, "line " + std::to_string(64 * 258 + 1) +
                           ": the blueprints so far cover more than 4194304 tiles, the most one "
                           "file may hold");

    parsed(std::string(kMaxVaultFileBytes + 1, ';'), &problem);
    EXPECT_EQ(problem, "the file is 4194305 bytes; a vault file is at most 4194304 bytes");
}

// The most vaults a file may hold, on a map with room for few: the site
// searches share one budget, and the vaults past it are noted and skipped.
TEST(Vaults, ManyVaultsOnASmallMapAreSkippedWithinABudget) {
    std::string text;
    for (int i = 0; i < 1000; ++i) {
        text += "vault v" + std::to_string(i) + "\n#####\n#...#\n#####\n\n";
    }
    TileMapRequest request = test::tileRequest("drunkard", 64, 64, 1);
    request.vaults = parsed(text);
    ASSERT_EQ(request.vaults.size(), 1000u);
    const TileMapResult result = generateTileMap(request);
    ASSERT_TRUE(result.ok()) << result.failure;
    EXPECT_GT(result.notes.size(), 800u);
    EXPECT_NE(result.notes.back().find("(the map's site tries are spent)"), std::string::npos)
        << result.notes.back();
    EXPECT_TRUE(allWalkableConnected(*result.tiles));
}

}  // namespace
}  // namespace easylink

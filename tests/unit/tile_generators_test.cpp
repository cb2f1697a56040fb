// Every tile-map generator over 100 seeds: one connected walkable region,
// two starts in opposite quadrants, one exit, items and monsters outside the
// safety radius, a wall border, determinism; the options checked like the
// easylink parameters. Each generator's own rules are tested in its own file.

#include <gtest/gtest.h>

#include <algorithm>

#include "easylink/registry/registry.hpp"
#include "tile_test_support.hpp"

namespace easylink {
namespace {

std::vector<Vec2i> tilesOf(const TileRaster& raster, TileKind kind) {
    std::vector<Vec2i> out;
    for (int y = 0; y < raster.height(); ++y) {
        for (int x = 0; x < raster.width(); ++x) {
            if (raster.at({x, y}) == kind) {
                out.push_back({x, y});
            }
        }
    }
    return out;
}

int quadrant(Vec2i t, const TileRaster& raster) {
    return (t.x >= raster.width() / 2 ? 1 : 0) + (t.y >= raster.height() / 2 ? 2 : 0);
}

class TileGenerator : public ::testing::TestWithParam<const char*> {};

TEST_P(TileGenerator, HundredSeedsGiveSoundMaps) {
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generateTileMap(test::tileRequest(GetParam(), 64, 48, seed));
        ASSERT_TRUE(result.ok()) << result.failure;
        const TileRaster& tiles = *result.tiles;
        EXPECT_TRUE(allWalkableConnected(tiles));
        const auto starts = tilesOf(tiles, TileKind::Start);
        ASSERT_EQ(starts.size(), 2u);
        EXPECT_EQ(quadrant(starts[0], tiles) + quadrant(starts[1], tiles), 3)
            << "opposite quadrants";
        EXPECT_EQ(tilesOf(tiles, TileKind::Exit).size(), 1u);
        const auto items = tilesOf(tiles, TileKind::Item);
        const auto monsters = tilesOf(tiles, TileKind::Monster);
        EXPECT_LE(items.size(), 10u);
        EXPECT_LE(monsters.size(), 10u);
        for (const auto* list : {&items, &monsters}) {
            for (const Vec2i t : *list) {
                for (const Vec2i s : starts) {
                    EXPECT_GT(std::max(std::abs(t.x - s.x), std::abs(t.y - s.y)), 8);
                }
            }
        }
        for (int x = 0; x < tiles.width(); ++x) {
            EXPECT_EQ(tiles.at({x, 0}), TileKind::Wall);
            EXPECT_EQ(tiles.at({x, tiles.height() - 1}), TileKind::Wall);
        }
        EXPECT_GT(tiles.count(TileKind::Floor) + tiles.count(TileKind::Corridor), 64 * 48 / 10);
    }
}

TEST_P(TileGenerator, IsDeterministicAndSeedsDiffer) {
    const auto a = generateTileMap(test::tileRequest(GetParam(), 48, 48, 5));
    const auto b = generateTileMap(test::tileRequest(GetParam(), 48, 48, 5));
    const auto c = generateTileMap(test::tileRequest(GetParam(), 48, 48, 6));
    ASSERT_TRUE(a.ok() && b.ok() && c.ok()) << a.failure << c.failure;
    EXPECT_EQ(*a.tiles, *b.tiles);
    EXPECT_EQ(a.areas, b.areas);
    EXPECT_NE(*a.tiles, *c.tiles);
}

INSTANTIATE_TEST_SUITE_P(Generators, TileGenerator, ::testing::ValuesIn(test::kTileGeneratorNames),
                         test::generatorTestName);

TEST(TileGenerators, OptionsAreCheckedAndNamed) {
    const auto bad = [](const char* json) {
        return generateTileMap("cellular", 32, 32, Json::parse(json), 1).failure;
    };
    EXPECT_NE(bad(R"({"floor_chance": 2})").find("floor_chance must be from 0.05 to 0.95"),
              std::string::npos);
    EXPECT_NE(bad(R"({"iterations": 2.5})").find("iterations must be a whole number"),
              std::string::npos);
    EXPECT_NE(bad(R"({"walk_steps": 3})").find("unknown option \"walk_steps\" of cellular"),
              std::string::npos);
    EXPECT_NE(generateTileMap("cellular", 8, 32, Json::object(), 1).failure.find("16 to 4096"),
              std::string::npos);
    EXPECT_NE(
        generateTileMap("maze", 32, 32, Json::object(), 1).failure.find("unknown"),
        std::string::npos);  // Whole-number ranges read as whole numbers; a problem with the whole
    // object names no pointer.
    EXPECT_EQ(bad(R"({"items": -1})"),
              "invalid options: /items: items must be from 0 to 10000, not -1");
    EXPECT_EQ(bad("[1, 2]"), "invalid options: options must be a JSON object, not an array");
}

TEST(TileGenerators, OptionsChangeTheMap) {
    const auto sparse =
        generateTileMap("drunkard", 64, 64, Json::parse(R"({"floor_fraction": 0.1})"), 3);
    const auto dense =
        generateTileMap("drunkard", 64, 64, Json::parse(R"({"floor_fraction": 0.6})"), 3);
    ASSERT_TRUE(sparse.ok() && dense.ok());
    EXPECT_LT(sparse.tiles->count(TileKind::Floor) * 3, dense.tiles->count(TileKind::Floor));
    const auto none =
        generateTileMap("cellular", 64, 64, Json::parse(R"({"items": 0, "monsters": 0})"), 3);
    ASSERT_TRUE(none.ok());
    EXPECT_EQ(none.tiles->count(TileKind::Item) + none.tiles->count(TileKind::Monster), 0);
}

double walkableFraction(const TileRaster& tiles) {
    std::int64_t walkable = 0;
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            walkable += isWalkable(tiles.at({x, y})) ? 1 : 0;
        }
    }
    return static_cast<double>(walkable) / ((tiles.width() - 2.0) * (tiles.height() - 2.0));
}

// Walks that always went back to the centre dug 1.9% of a
// 1024x1024 map where 40% was asked.
TEST(TileGenerators, DrunkardDigsItsFractionOnABigMap) {
    const auto result = generateTileMap("drunkard", 1024, 1024, Json::object(), 1);
    ASSERT_TRUE(result.ok()) << result.failure;
    EXPECT_NEAR(walkableFraction(*result.tiles), 0.4, 0.01);
}

TEST(TileGenerators, CellularMakesTheOpenFractionAsked) {
    for (const double open : {0.1, 0.5, 0.85}) {
        for (const int side : {32, 200}) {
            const auto result =
                generateTileMap("cellular", side, side, Json{{"open_fraction", open}}, 2);
            ASSERT_TRUE(result.ok()) << result.failure;
            EXPECT_NEAR(walkableFraction(*result.tiles), open, 0.1 * open) << side;
            EXPECT_TRUE(allWalkableConnected(*result.tiles));
        }
    }
    // 0, the default, leaves the caves as the smoothing makes them.
    const auto plain = generateTileMap("cellular", 64, 64, Json::object(), 2);
    const auto zero = generateTileMap("cellular", 64, 64, Json{{"open_fraction", 0}}, 2);
    EXPECT_EQ(*plain.tiles, *zero.tiles);
}

TEST(TileGenerators, RoomCountsThatCannotFitAreRefusedBeforeDigging) {
    for (const char* name : {"rooms-corridors", "random-rooms"}) {
        EventRecorder recorder;
        TileMapRequest request = test::tileRequest(name, 32, 32, 1, Json{{"rooms", 37}});
        const auto result = generateTileMap(request, &recorder);
        EXPECT_EQ(
            result.failure,
            "37 rooms of at least 4x4 tiles with a wall between each cannot fit a 32x32 map, "
            "which holds at most 36; ask for fewer rooms, a smaller room_min or a bigger map");
        EXPECT_TRUE(std::none_of(recorder.events().begin(), recorder.events().end(),
                                 [](const Event& e) {
                                     return e.kind == EventKind::TilesChanged &&
                                            e.text != "solid rock";
                                 }))
            << "nothing dug";
        // The most that fit are all placed (on a grid, random places being
        // too few).
        request.options = Json{{"rooms", 36}};
        const auto full = generateTileMap(request);
        ASSERT_TRUE(full.ok()) << full.failure;
        EXPECT_EQ(full.areas.size(), 36u);
        EXPECT_TRUE(allWalkableConnected(*full.tiles));
    }
}

TEST(TileGenerators, PassageTablesHaveAnEntryLimit) {
    TileMapRequest request = test::tileRequest("passages", 32, 32, 1);
    Json& runs = request.tables["runs"];
    const Json entry = runs.at(0);
    while (runs.size() <= 1024) {
        runs.push_back(entry);
    }
    const auto result = generateTileMap(request);
    EXPECT_NE(result.failure.find("/runs: has 1025 entries; a table holds at most 1024"),
              std::string::npos)
        << result.failure;
}

}  // namespace
}  // namespace easylink

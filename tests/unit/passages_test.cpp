// The `passages` generator over 100 seeds: one connected walkable
// region, chambers at least the minimum length, apart from each other and
// inside the map, the same raster for the same seed; and its tables: the
// shipped file reads cleanly, broken tables fail naming the JSON pointer,
// missing tables fail naming assets/tables/passages.json.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "easylink/generation/events.hpp"
#include "easylink/registry/registry.hpp"
#include "generators/passages/passage_tables.hpp"
#include "tile_test_support.hpp"

namespace easylink {
namespace {

bool isChamber(const TileArea& area) {
    return area.name.rfind("chamber ", 0) == 0;
}

// A chamber's length runs along the facing of the passage that entered it,
// which its name gives ("chamber 3 (entered facing east)").
int chamberLength(const TileArea& area) {
    const bool horizontal = area.name.find("facing east") != std::string::npos ||
                            area.name.find("facing west") != std::string::npos;
    return horizontal ? area.rect.w : area.rect.h;
}

Rect grown(const Rect& r) {
    return {r.x - 1, r.y - 1, r.w + 2, r.h + 2};
}

void expectSoundMap(const TileMapResult& result, int minLength) {
    ASSERT_TRUE(result.ok()) << result.failure;
    const TileRaster& tiles = *result.tiles;
    EXPECT_TRUE(allWalkableConnected(tiles));
    const Rect inside{1, 1, tiles.width() - 2, tiles.height() - 2};
    for (int y = 0; y < tiles.height(); ++y) {
        for (int x = 0; x < tiles.width(); ++x) {
            if (!inside.contains(Vec2i{x, y})) {
                ASSERT_EQ(tiles.at({x, y}), TileKind::Wall) << "border at " << x << "," << y;
            }
        }
    }
    // Every quadrant has chamber floor near its corner, so the finish puts
    // the two starts in opposite quadrants.
    std::vector<int> quadrants;
    for (int y = 0; y < tiles.height(); ++y) {
        for (int x = 0; x < tiles.width(); ++x) {
            if (tiles.at({x, y}) == TileKind::Start) {
                quadrants.push_back((x >= tiles.width() / 2 ? 1 : 0) +
                                    (y >= tiles.height() / 2 ? 2 : 0));
            }
        }
    }
    ASSERT_EQ(quadrants.size(), 2u);
    EXPECT_EQ(quadrants[0] + quadrants[1], 3) << "starts in opposite quadrants";
    const std::vector<TileArea>& areas = result.areas;
    ASSERT_FALSE(areas.empty());
    EXPECT_EQ(areas.front().name, "starting area");
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const TileArea& a = areas[i];
        SCOPED_TRACE(a.name);
        EXPECT_TRUE(inside.contains(a.rect));
        if (isChamber(a)) {
            EXPECT_GE(chamberLength(a), minLength);
        }
        for (int y = a.rect.y; y < a.rect.bottom(); ++y) {
            for (int x = a.rect.x; x < a.rect.right(); ++x) {
                ASSERT_TRUE(isWalkable(tiles.at({x, y})));
            }
        }
        // Apart: a wall at least between any two chambers.
        for (std::size_t j = i + 1; j < areas.size(); ++j) {
            EXPECT_FALSE(grown(a.rect).intersects(areas[j].rect)) << "and " << areas[j].name;
        }
    }
}

TEST(Passages, HundredSeedsGiveSoundMaps) {
    int chambers = 0;
    std::int64_t doors = 0;
    std::int64_t secretDoors = 0;
    std::int64_t stairs = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generateTileMap(test::tileRequest("passages", 80, 80, seed));
        expectSoundMap(result, 3);
        if (!result.ok()) {
            continue;
        }
        chambers += static_cast<int>(std::count_if(result.areas.begin(), result.areas.end(),
                                                   [](const TileArea& a) { return isChamber(a); }));
        doors += result.tiles->count(TileKind::Door);
        secretDoors += result.tiles->count(TileKind::SecretDoor);
        stairs += result.tiles->count(TileKind::Stairs);
        EXPECT_GT(result.tiles->count(TileKind::Corridor), 0);
    }
    EXPECT_GT(chambers, 500) << "several chambers per map";
    EXPECT_GT(doors, 0);
    EXPECT_GT(secretDoors, 0);
    EXPECT_GT(stairs, 0);
}

TEST(Passages, OtherSizesAndOptions) {
    struct Case {
        int width;
        int height;
        const char* options;
        int minLength;
    };
    const Case cases[] = {
        {16, 16, "{}", 3},
        {17, 40, "{}", 3},
        {150, 40, "{}", 3},
        {64, 64, R"({"min_chamber_length": 8})", 8},
        {64, 64, R"({"max_pieces": 1})", 3},
        {64, 64, R"({"min_fill": 0.6, "max_pieces": 1000000})", 3},
        {64, 64, R"({"randomness": 1, "align_weight": 0, "area_weight": 0})", 3},
        {64, 64, R"({"align_weight": 100, "min_fill": 0})", 3},
    };
    for (const Case& c : cases) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            SCOPED_TRACE(std::to_string(c.width) + "x" + std::to_string(c.height) + " " +
                         c.options + " seed " + std::to_string(seed));
            expectSoundMap(generateTileMap(test::tileRequest("passages", c.width, c.height, seed,
                                                             Json::parse(c.options))),
                           c.minLength);
        }
    }
}

TEST(Passages, IsDeterministicAndSeedsDiffer) {
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        const TileMapRequest request = test::tileRequest("passages", 72, 56, seed);
        const TileMapResult a = generateTileMap(request);
        const TileMapResult b = generateTileMap(request);
        ASSERT_TRUE(a.ok() && b.ok());
        EXPECT_EQ(*a.tiles, *b.tiles) << "seed " << seed;
        EXPECT_EQ(a.areas, b.areas) << "seed " << seed;
    }
    const auto c = generateTileMap(test::tileRequest("passages", 72, 56, 7));
    const auto d = generateTileMap(test::tileRequest("passages", 72, 56, 8));
    EXPECT_NE(*c.tiles, *d.tiles);
}

TEST(Passages, EventsNameThePiecesAndListeningChangesNothing) {
    const TileMapRequest request = test::tileRequest("passages", 64, 64, 3);
    EventRecorder recorder;
    const TileMapResult recorded = generateTileMap(request, &recorder);
    const TileMapResult silent = generateTileMap(request);
    ASSERT_TRUE(recorded.ok() && silent.ok());
    EXPECT_EQ(*recorded.tiles, *silent.tiles);
    const auto has = [&](EventKind kind, const std::string& text) {
        return std::any_of(recorder.events().begin(), recorder.events().end(), [&](const Event& e) {
            return e.kind == kind && e.text.find(text) != std::string::npos;
        });
    };
    EXPECT_TRUE(has(EventKind::PhaseStarted, "starting area"));
    EXPECT_TRUE(has(EventKind::PhaseStarted, "passages and chambers"));
    EXPECT_TRUE(has(EventKind::TurnStarted, "passage 1 from the "));
    EXPECT_TRUE(has(EventKind::TurnStarted, "chamber 1 at the end of passage"));
    EXPECT_TRUE(has(EventKind::TilesChanged, "passage 1: "));
    EXPECT_TRUE(has(EventKind::CandidateRejected, "proposal"));
}

// [Tables]

Json shippedTables() {
    return test::tileRequest("passages", 16, 16, 1).tables;
}

std::string failureWith(const Json& tables) {
    TileMapRequest request = test::tileRequest("passages", 48, 48, 1);
    request.tables = tables;
    return generateTileMap(request).failure;
}

TEST(Passages, TheShippedTablesReadCleanly) {
    std::vector<Problem> problems;
    const auto tables = tilemap::readPassageTables(shippedTables(), problems);
    EXPECT_TRUE(tables.has_value());
    for (const Problem& p : problems) {
        ADD_FAILURE() << p.pointer << ": " << p.message;
    }
}

TEST(Passages, BadTablesFailNamingTheJsonPointer) {
    Json tables = shippedTables();
    tables["turns"].push_back(Json::parse(R"({"to": "left", "weight": 0})"));
    EXPECT_EQ(failureWith(tables).rfind("tables: /turns/2/weight: must be a positive number", 0),
              0u)
        << failureWith(tables);

    struct Case {
        const char* pointer;
        const char* value;  // JSON; "null" removes the field
        const char* failure;
    };
    const Case cases[] = {
        {"/format", R"("something-else")", "tables: /format: must be \"easylink-passage-tables\""},
        {"/version", "2", "tables: /version: must be 1"},
        {"/runs", "null", "tables: /runs: missing"},
        {"/runs", "[]", "tables: /runs: must be a non-empty array"},
        {"/runs/0/length", "0", "tables: /runs/0/length: must be a whole number of tiles from 1"},
        {"/runs/1/length", "2.5", "tables: /runs/1/length: must be a whole number"},
        {"/widths/0/width", "9",
         "tables: /widths/0/width: must be a whole number of tiles from 1 to 8"},
        {"/instructions/1/instruction", R"("jump")",
         "tables: /instructions/1/instruction: must be one of \"run\""},
        {"/chambers/0/length", "65", "tables: /chambers/0/length: must be a whole number"},
        {"/chambers/2/weight", "-1", "tables: /chambers/2/weight: must be a positive number"},
        {"/chambers/2/weight", R"("heavy")", "tables: /chambers/2/weight: must be a positive"},
        {"/exit_doors/0/kind", R"("portcullis")", "tables: /exit_doors/0/kind: must be one of"},
        {"/exit_walls/1/wieght", "1", "tables: /exit_walls/1/wieght: unknown field"},
        {"/starting_area/exits/0/count", "0", "tables: /starting_area/exits/0/count: must be"},
        {"/starting_area/width", "null", "tables: /starting_area/width: missing"},
        {"/side_passages/0", "3", "tables: /side_passages/0: must be an object"},
        {"/mazes", "[]", "tables: /mazes: unknown field"},
    };
    for (const Case& c : cases) {
        Json broken = shippedTables();
        const Json::json_pointer at(c.pointer);
        if (std::string(c.value) == "null") {
            broken[at.parent_pointer()].erase(at.back());
        } else {
            broken[at] = Json::parse(c.value);
        }
        const std::string failure = failureWith(broken);
        EXPECT_EQ(failure.rfind(c.failure, 0), 0u) << c.pointer << " gave: " << failure;
    }
    EXPECT_EQ(
        failureWith(Json::array()).rfind("tables: the passage tables must be a JSON object", 0),
        0u);
}

TEST(Passages, MissingTablesFailNamingTheFile) {
    TileMapRequest request = test::tileRequest("passages", 48, 48, 1);
    request.tables = Json();
    const TileMapResult result = generateTileMap(request);
    EXPECT_FALSE(result.ok());
    EXPECT_NE(result.failure.find("assets/tables/passages.json"), std::string::npos)
        << result.failure;
    EXPECT_EQ(result.failure.rfind("tables: ", 0), 0u);
}

}  // namespace
}  // namespace easylink

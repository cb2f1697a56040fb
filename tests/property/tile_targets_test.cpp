// Property tests for the tile generators' promises: over map
// sizes from 32x32 to 2048x2048 and several seeds, each tile generator's
// own target is met within 10% of the value asked (drunkard's floor
// fraction, passages' min_fill, the room counts of rooms-corridors,
// random-rooms and grid-graph), or the run is refused with a one-line
// reason before anything is dug. Sizes beyond 2048 are the fault tests'
// (tests/faults/tile_fault_test.cpp).

#include <gtest/gtest.h>

#include <filesystem>

#include "easylink/registry/registry.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

TileMapRequest request(const std::string& generator, int side, std::uint64_t seed,
                       const Json& options) {
    TileMapRequest r;
    r.generator = generator;
    r.width = side;
    r.height = side;
    r.seed = seed;
    r.options = options;
    if (findGenerator(generator) != nullptr && findGenerator(generator)->inputs.tables) {
        r.tables =
            readJsonFile(fs::path(EASYLINK_ASSETS_DIR) / "tables" / (generator + ".json")).value;
    }
    return r;
}

/// Walkable tiles over inner tiles: the fraction a designer sees.
double walkableFraction(const TileRaster& tiles) {
    std::int64_t walkable = 0;
    for (int y = 1; y < tiles.height() - 1; ++y) {
        for (int x = 1; x < tiles.width() - 1; ++x) {
            walkable += isWalkable(tiles.at({x, y})) ? 1 : 0;
        }
    }
    return static_cast<double>(walkable) /
           (static_cast<double>(tiles.width() - 2) * static_cast<double>(tiles.height() - 2));
}

/// The sizes and how many seeds each: fewer for the big maps, to keep the
/// run short.
struct SizeSeeds {
    int side;
    int seeds;
};
constexpr SizeSeeds kSizes[] = {{32, 4},  {33, 3},  {48, 3},  {64, 3},   {100, 3},
                                {128, 3}, {256, 2}, {512, 2}, {1024, 1}, {2048, 1}};

template <typename Check>
void overSizes(const Check& check) {
    for (const SizeSeeds& size : kSizes) {
        for (int seed = 1; seed <= size.seeds; ++seed) {
            SCOPED_TRACE(std::to_string(size.side) + "x" + std::to_string(size.side) + " seed " +
                         std::to_string(seed));
            check(size.side, static_cast<std::uint64_t>(seed));
        }
    }
}

TEST(TileTargets, DrunkardDigsItsFloorFraction) {
    for (const double fraction : {0.05, 0.4, 0.9}) {
        SCOPED_TRACE("floor_fraction " + std::to_string(fraction));
        overSizes([&](int side, std::uint64_t seed) {
            if (side > 1024 && fraction != 0.4) {
                return;  // one fraction at the biggest size is enough
            }
            const TileMapResult result = generateTileMap(
                request("drunkard", side, seed, Json{{"floor_fraction", fraction}}));
            ASSERT_TRUE(result.ok()) << result.failure;
            const double made = walkableFraction(*result.tiles);
            EXPECT_NEAR(made, fraction, 0.1 * fraction);
        });
    }
}

TEST(TileTargets, PassagesFillAtLeastMinFill) {
    for (const double fill : {0.3, 0.6}) {
        SCOPED_TRACE("min_fill " + std::to_string(fill));
        overSizes([&](int side, std::uint64_t seed) {
            const TileMapResult result =
                generateTileMap(request("passages", side, seed, Json{{"min_fill", fill}}));
            ASSERT_TRUE(result.ok()) << result.failure;
            EXPECT_GE(walkableFraction(*result.tiles), 0.9 * fill);
        });
    }
    // More than passages can fill is refused before the run.
    const TileMapResult refused =
        generateTileMap(request("passages", 64, 1, Json{{"min_fill", 0.9}}));
    EXPECT_NE(refused.failure.find("min_fill must be from 0.0 to 0.6, not 0.9"), std::string::npos)
        << refused.failure;
}

/// Rooms of the smallest side (room_min, 4 by default) with a wall between
/// each: the most a side x side map holds.
int mostRooms(int side) {
    return ((side - 1) / 5) * ((side - 1) / 5);
}

TEST(TileTargets, RoomGeneratorsPlaceEveryRoomAskedOrRefuseAtOnce) {
    for (const char* generator : {"rooms-corridors", "random-rooms"}) {
        SCOPED_TRACE(generator);
        overSizes([&](int side, std::uint64_t seed) {
            const int most = std::min(1000, mostRooms(side));
            for (const int wanted : {10, most / 2, most}) {
                SCOPED_TRACE("rooms " + std::to_string(wanted));
                const TileMapResult result =
                    generateTileMap(request(generator, side, seed, Json{{"rooms", wanted}}));
                ASSERT_TRUE(result.ok()) << result.failure;
                EXPECT_EQ(result.areas.size(), static_cast<std::size_t>(wanted));
            }
            if (mostRooms(side) < 1000) {
                const TileMapResult refused = generateTileMap(
                    request(generator, side, seed, Json{{"rooms", mostRooms(side) + 1}}));
                ASSERT_FALSE(refused.ok());
                EXPECT_NE(refused.failure.find("cannot fit a " + std::to_string(side) + "x"),
                          std::string::npos)
                    << refused.failure;
                EXPECT_EQ(refused.failure.find('\n'), std::string::npos);
            }
        });
    }
}

TEST(TileTargets, GridGraphPlacesEveryRoomOfItsTablesOrRefusesAtOnce) {
    for (const int scale : {1, 3}) {
        SCOPED_TRACE("count_scale " + std::to_string(scale));
        std::optional<std::size_t> rooms;  // the same at every size that fits them
        overSizes([&](int side, std::uint64_t seed) {
            const TileMapResult result =
                generateTileMap(request("grid-graph", side, seed, Json{{"count_scale", scale}}));
            if (!result.ok()) {
                EXPECT_NE(result.failure.find("grid-graph needs at least"), std::string::npos)
                    << result.failure;
                return;
            }
            if (!rooms) {
                rooms = result.areas.size();
            }
            EXPECT_EQ(result.areas.size(), *rooms);
        });
        EXPECT_TRUE(rooms.has_value());
    }
}

}  // namespace
}  // namespace easylink

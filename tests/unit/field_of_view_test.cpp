// Symmetric shadowcasting (easylink/play/field_of_view.hpp): symmetry between
// every pair of transparent tiles on random maps, an open room seen whole
// within the radius, walls that hide what lies behind them, a pillar's
// shadow, the origin and the walls around it always seen, the two range
// shapes, doors letting sight through, and the map's edge.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "easylink/play/field_of_view.hpp"
#include "easylink/random/rng.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "tile_test_support.hpp"

namespace easylink {
namespace {

using test::rasterFrom;

/// A width x height floor with a wall border and, inside, each tile a wall
/// with probability `walls`.
TileRaster randomCave(int width, int height, double walls, std::uint64_t seed) {
    Rng rng(seed);
    TileRaster raster(width, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const bool border = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            raster.set({x, y}, border || rng.chance(walls) ? TileKind::Wall : TileKind::Floor);
        }
    }
    return raster;
}

/// The map as text, '@' the origin, 'o' what is seen, '-' what is not: for
/// failure messages.
std::string picture(const TileRaster& raster, const TileMask& visible, Vec2i origin) {
    std::string text;
    for (int y = 0; y < raster.height(); ++y) {
        for (int x = 0; x < raster.width(); ++x) {
            const Vec2i tile{x, y};
            const char c = tileChar(raster.at(tile));
            text += tile == origin ? '@' : visible.at(tile) ? (c == '.' ? 'o' : c) : '-';
        }
        text += '\n';
    }
    return text;
}

constexpr SightRange kUnlimited{-1, SightShape::Circle};

TEST(FieldOfView, IsSymmetricBetweenTransparentTilesOnRandomMaps) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileRaster cave = randomCave(24, 16, seed % 2 == 0 ? 0.25 : 0.4, seed);
        for (const SightRange range :
             {kUnlimited, SightRange{6, SightShape::Circle}, SightRange{5, SightShape::Square}}) {
            std::vector<Vec2i> floors;
            std::vector<TileMask> views;
            for (int y = 0; y < cave.height(); ++y) {
                for (int x = 0; x < cave.width(); ++x) {
                    if (!blocksSight(cave.at({x, y}))) {
                        floors.push_back({x, y});
                        views.push_back(computeFieldOfView(cave, {x, y}, range));
                    }
                }
            }
            int asymmetric = 0;
            for (std::size_t a = 0; a < floors.size(); ++a) {
                for (std::size_t b = a + 1; b < floors.size(); ++b) {
                    if (views[a].at(floors[b]) != views[b].at(floors[a]) && ++asymmetric <= 3) {
                        ADD_FAILURE() << "(" << floors[a].x << "," << floors[a].y << ") and ("
                                      << floors[b].x << "," << floors[b].y << ")\n"
                                      << picture(cave, views[a], floors[a]) << "\n"
                                      << picture(cave, views[b], floors[b]);
                    }
                }
            }
            EXPECT_EQ(asymmetric, 0);
        }
    }
}

TEST(FieldOfView, AnOpenRoomIsSeenWholeWithinTheRadius) {
    const TileRaster open = randomCave(41, 41, 0.0, 1);  // walls only on the border
    const Vec2i origin{20, 20};
    for (const SightRange range :
         {SightRange{7, SightShape::Circle}, SightRange{7, SightShape::Square},
          SightRange{0, SightShape::Circle}}) {
        const TileMask visible = computeFieldOfView(open, origin, range);
        for (int y = 0; y < open.height(); ++y) {
            for (int x = 0; x < open.width(); ++x) {
                EXPECT_EQ(visible.at({x, y}), withinSight(Vec2i{x, y} - origin, range))
                    << x << "," << y << " radius " << range.radius;
            }
        }
    }
    // Circle: (r + 1/2)^2, so (7, 2) is in and (7, 3) and (6, 5) are out.
    const SightRange circle{7, SightShape::Circle};
    EXPECT_TRUE(withinSight({7, 2}, circle));
    EXPECT_TRUE(withinSight({0, -7}, circle));
    EXPECT_FALSE(withinSight({7, 3}, circle));
    EXPECT_FALSE(withinSight({6, 5}, circle));
    EXPECT_FALSE(withinSight({8, 0}, circle));
    EXPECT_TRUE(withinSight({7, -7}, SightRange{7, SightShape::Square}));
    // Unlimited: the whole room and its walls.
    EXPECT_EQ(computeFieldOfView(open, origin, kUnlimited).count(), 41 * 41);
}

TEST(FieldOfView, AWallHidesWhatLiesBehindIt) {
    const TileRaster room = rasterFrom({
        "###########",
        "#....#....#",
        "#....#....#",
        "#....#....#",  // the viewer at (3,3)
        "#....#....#",
        "#....#....#",
        "###########",
    });
    const TileMask visible = computeFieldOfView(room, {3, 3}, kUnlimited);
    for (int y = 1; y <= 5; ++y) {
        EXPECT_TRUE(visible.at({5, y})) << "the dividing wall is seen, row " << y;
        for (int x = 6; x <= 9; ++x) {
            EXPECT_FALSE(visible.at({x, y})) << x << "," << y << "\n"
                                             << picture(room, visible, {3, 3});
        }
    }
    for (int y = 1; y <= 5; ++y) {
        for (int x = 1; x <= 4; ++x) {
            EXPECT_TRUE(visible.at({x, y})) << x << "," << y;
        }
    }
}

TEST(FieldOfView, APillarCastsAShadow) {
    const TileRaster hall = randomCave(21, 11, 0.0, 1);
    TileRaster withPillar = hall;
    const Vec2i origin{4, 5};
    withPillar.set({7, 5}, TileKind::Wall);
    const TileMask visible = computeFieldOfView(withPillar, origin, kUnlimited);
    EXPECT_TRUE(visible.at({7, 5})) << "the pillar itself";
    for (int x = 8; x <= 19; ++x) {
        EXPECT_FALSE(visible.at({x, 5})) << "straight behind the pillar, x " << x << "\n"
                                         << picture(withPillar, visible, origin);
    }
    // The shadow widens with distance but leaves the rows beside the pillar.
    EXPECT_TRUE(visible.at({8, 4}));
    EXPECT_TRUE(visible.at({8, 6}));
    EXPECT_FALSE(visible.at({19, 6}));
    EXPECT_TRUE(visible.at({19, 8}));
    EXPECT_TRUE(visible.at({19, 2}));
    // Without the pillar the row is seen to the wall.
    const TileMask open = computeFieldOfView(hall, origin, kUnlimited);
    for (int x = 8; x <= 20; ++x) {
        EXPECT_TRUE(open.at({x, 5}));
    }
}

TEST(FieldOfView, TheOriginIsAlwaysSeenEvenInsideAWall) {
    const TileRaster solid = rasterFrom({"###", "###", "###"});
    const TileMask fromWall = computeFieldOfView(solid, {1, 1}, kUnlimited);
    EXPECT_TRUE(fromWall.at({1, 1}));
    const TileRaster cell = rasterFrom({"###", "#.#", "###"});
    for (const SightRange range : {kUnlimited, SightRange{0, SightShape::Circle}}) {
        EXPECT_TRUE(computeFieldOfView(cell, {1, 1}, range).at({1, 1}));
    }
    EXPECT_EQ(computeFieldOfView(cell, {5, 1}, kUnlimited).count(), 0) << "off the map";
    EXPECT_EQ(computeFieldOfView(cell, {-1, 0}, kUnlimited).count(), 0);
}

TEST(FieldOfView, TheWallsAroundTheOriginAndARoomsWallsAreSeen) {
    const TileRaster cell = rasterFrom({"###", "#.#", "###"});
    EXPECT_EQ(computeFieldOfView(cell, {1, 1}, kUnlimited).count(), 9);
    EXPECT_EQ(computeFieldOfView(cell, {1, 1}, SightRange{1, SightShape::Circle}).count(), 9);

    // From every tile of a convex room, every wall of it shows, corners too.
    const TileRaster room = randomCave(9, 7, 0.0, 1);
    for (int y = 1; y <= 5; ++y) {
        for (int x = 1; x <= 7; ++x) {
            const TileMask visible = computeFieldOfView(room, {x, y}, kUnlimited);
            EXPECT_EQ(visible.count(), 9 * 7) << "from " << x << "," << y << "\n"
                                              << picture(room, visible, {x, y});
        }
    }
    // On random maps, the eight neighbours of any floor tile are seen.
    const TileRaster cave = randomCave(30, 20, 0.35, 99);
    for (int y = 1; y < cave.height() - 1; ++y) {
        for (int x = 1; x < cave.width() - 1; ++x) {
            if (blocksSight(cave.at({x, y}))) {
                continue;
            }
            const TileMask visible = computeFieldOfView(cave, {x, y}, SightRange{3});
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    EXPECT_TRUE(visible.at({x + dx, y + dy})) << x << "," << y;
                }
            }
        }
    }
}

TEST(FieldOfView, NothingBeyondTheRadiusIsSeen) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const TileRaster cave = randomCave(40, 30, 0.2, seed);
        for (const SightRange range :
             {SightRange{4, SightShape::Circle}, SightRange{9, SightShape::Square}}) {
            const Vec2i origin{20, 15};
            const TileMask visible = computeFieldOfView(cave, origin, range);
            for (int y = 0; y < cave.height(); ++y) {
                for (int x = 0; x < cave.width(); ++x) {
                    if (visible.at({x, y})) {
                        EXPECT_TRUE(withinSight(Vec2i{x, y} - origin, range)) << x << "," << y;
                    }
                }
            }
        }
    }
}

TEST(FieldOfView, DoorsAndCorridorsLetSightThroughAndVoidStopsIt) {
    const TileRaster map = rasterFrom({
        "#########",
        "#...+,,,#",
        "#########",
        "         ",
        "#...#...#",
    });
    const TileMask visible = computeFieldOfView(map, {1, 1}, kUnlimited);
    EXPECT_TRUE(visible.at({4, 1}));
    EXPECT_TRUE(visible.at({7, 1}));
    EXPECT_TRUE(visible.at({8, 1}));
    EXPECT_FALSE(visible.at({1, 4})) << "behind the wall";
    EXPECT_TRUE(blocksSight(TileKind::Void));
    EXPECT_TRUE(blocksSight(TileKind::Wall));
    EXPECT_FALSE(blocksSight(TileKind::Door));
    EXPECT_FALSE(blocksSight(TileKind::SecretDoor));
    EXPECT_FALSE(blocksSight(TileKind::Exit));
}

TEST(FieldOfView, TheMapEdgeEndsSightWithoutWalls) {
    TileRaster open(12, 8);
    open.fill(open.bounds(), TileKind::Floor);
    const TileMask visible = computeFieldOfView(open, {0, 0}, kUnlimited);
    EXPECT_EQ(visible.count(), 12 * 8);
    EXPECT_EQ(visible.width(), 12);
    EXPECT_EQ(visible.height(), 8);
}

TEST(TileMask, SetsCountsAndMerges) {
    TileMask a(4, 3);
    EXPECT_EQ(a.count(), 0);
    a.set({1, 1});
    a.set({9, 9});  // ignored
    EXPECT_TRUE(a.at({1, 1}));
    EXPECT_FALSE(a.at({9, 9}));
    TileMask b(4, 3);
    b.set({3, 2});
    b.set({1, 1});
    a.add(b);
    EXPECT_EQ(a.count(), 2);
    a.set({1, 1}, false);
    EXPECT_EQ(a.count(), 1);
    a.clear();
    EXPECT_EQ(a.count(), 0);
}

}  // namespace
}  // namespace easylink

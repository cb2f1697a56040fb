// Counting walkable regions: the count phase 2 relies on for every room it
// resolves, and which keeps its buffers per thread from one call to the next.

#include <gtest/gtest.h>

#include <cstdint>
#include <thread>
#include <vector>

#include "easylink/tiles/tile_raster.hpp"

namespace easylink {
namespace {

struct CountedRaster {
    TileRaster raster;
    int regions = 0;
};

/// Rasters of very different sizes, each with a known number of regions:
/// the big one is above what a thread keeps between calls.
std::vector<CountedRaster> countedRasters() {
    std::vector<CountedRaster> rasters;

    TileRaster big(300, 300);  // three rooms in a sea of void
    big.fill({10, 10, 50, 50}, TileKind::Floor);
    big.fill({100, 100, 20, 180}, TileKind::Corridor);
    big.fill({200, 10, 90, 90}, TileKind::Floor);
    big.set({60, 30}, TileKind::Door);  // joined to the first room
    rasters.push_back({big, 3});

    TileRaster checker(7, 5);  // corners do not join: every floor tile alone
    int alone = 0;
    for (int y = 0; y < 5; ++y) {
        for (int x = (y % 2); x < 7; x += 2) {
            checker.set({x, y}, TileKind::Floor);
            ++alone;
        }
    }
    rasters.push_back({checker, alone});

    TileRaster walls(10, 10);
    walls.fill(walls.bounds(), TileKind::Wall);
    rasters.push_back({walls, 0});

    TileRaster one(1, 1);
    one.set({0, 0}, TileKind::Start);
    rasters.push_back({one, 1});

    TileRaster edges(12, 4);  // regions touching every border
    edges.fill({0, 0, 12, 1}, TileKind::Floor);
    edges.fill({0, 3, 12, 1}, TileKind::Floor);
    edges.set({11, 1}, TileKind::Floor);
    edges.set({0, 2}, TileKind::Floor);
    rasters.push_back({edges, 2});

    rasters.push_back({TileRaster(0, 0), 0});
    return rasters;
}

/// Counts every raster in an order that mixes big and small, three times.
void countInTurn(const std::vector<CountedRaster>& rasters, std::vector<int>& counts) {
    for (int round = 0; round < 3; ++round) {
        for (std::size_t i = 0; i < rasters.size(); ++i) {
            const std::size_t pick = (i * 3 + static_cast<std::size_t>(round)) % rasters.size();
            counts.push_back(walkableRegionCount(rasters[pick].raster));
            counts.push_back(static_cast<int>(pick));
        }
    }
}

TEST(TileRaster, WalkableRegionsAreCountedWhateverWasCountedBefore) {
    const std::vector<CountedRaster> rasters = countedRasters();
    std::vector<int> counts;
    countInTurn(rasters, counts);
    for (std::size_t i = 0; i < counts.size(); i += 2) {
        const CountedRaster& counted = rasters[static_cast<std::size_t>(counts[i + 1])];
        EXPECT_EQ(counts[i], counted.regions) << "raster " << counts[i + 1] << ", call " << i / 2;
    }
    EXPECT_EQ(allWalkableConnected(rasters[3].raster), true);
    EXPECT_EQ(allWalkableConnected(rasters[0].raster), false);
}

/// The plain way to count: a flood fill from every walkable tile not yet reached.
int floodFilledRegions(const TileRaster& raster) {
    std::vector<bool> seen(static_cast<std::size_t>(raster.width() * raster.height()), false);
    const auto index = [&](Vec2i at) {
        return static_cast<std::size_t>(at.y * raster.width() + at.x);
    };
    int regions = 0;
    for (int y = 0; y < raster.height(); ++y) {
        for (int x = 0; x < raster.width(); ++x) {
            if (seen[index({x, y})] || !isWalkable(raster.at({x, y}))) {
                continue;
            }
            ++regions;
            std::vector<Vec2i> stack{{x, y}};
            seen[index({x, y})] = true;
            while (!stack.empty()) {
                const Vec2i tile = stack.back();
                stack.pop_back();
                for (const Vec2i next : {Vec2i{tile.x + 1, tile.y}, Vec2i{tile.x - 1, tile.y},
                                         Vec2i{tile.x, tile.y + 1}, Vec2i{tile.x, tile.y - 1}}) {
                    if (raster.bounds().contains(next) && !seen[index(next)] &&
                        isWalkable(raster.at(next))) {
                        seen[index(next)] = true;
                        stack.push_back(next);
                    }
                }
            }
        }
    }
    return regions;
}

TEST(TileRaster, WalkableRegionsAreWhatAFloodFillFinds) {
    // Random rasters from sparse to dense, with walls and void both blocking
    // and every walkable kind walking: spirals, combs and U shapes come up
    // by the hundred, where runs join late through a row further down.
    std::uint32_t state = 12345;
    const auto next = [&state] {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    };
    const TileKind kinds[] = {TileKind::Floor, TileKind::Corridor, TileKind::Door, TileKind::Wall,
                              TileKind::Void};
    int withSeveral = 0;
    for (int trial = 0; trial < 2000; ++trial) {
        const int width = 1 + static_cast<int>(next() % 24);
        const int height = 1 + static_cast<int>(next() % 24);
        const std::uint32_t density = next() % 100;
        TileRaster raster(width, height);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const bool walkable = next() % 100 < density;
                raster.set({x, y}, walkable ? kinds[next() % 3] : kinds[3 + next() % 2]);
            }
        }
        const int expected = floodFilledRegions(raster);
        withSeveral += expected > 1 ? 1 : 0;
        ASSERT_EQ(walkableRegionCount(raster), expected)
            << "trial " << trial << ", " << width << "x" << height;
    }
    EXPECT_GT(withSeveral, 500) << "the rasters are varied enough to mean something";
}

TEST(TileRaster, ThreadsCountWithTheirOwnBuffers) {
    const std::vector<CountedRaster> rasters = countedRasters();
    std::vector<std::vector<int>> counts(4);
    std::vector<std::thread> threads;
    for (std::vector<int>& mine : counts) {
        threads.emplace_back([&rasters, &mine] { countInTurn(rasters, mine); });
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    for (const std::vector<int>& mine : counts) {
        ASSERT_EQ(mine.size(), 3 * 2 * rasters.size());
        for (std::size_t i = 0; i < mine.size(); i += 2) {
            EXPECT_EQ(mine[i], rasters[static_cast<std::size_t>(mine[i + 1])].regions);
        }
    }
}

}  // namespace
}  // namespace easylink

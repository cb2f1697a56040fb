// The change map and the quiet-seed memory that keeps the last rounds of
// step 2 cheap: a look that found nothing is skipped until something changes
// where it looked, and only then.

#include <gtest/gtest.h>

#include <vector>

#include "generators/easylink/change_map.hpp"
#include "generators/easylink/growers/quiet_seeds.hpp"

namespace easylink::generation {
namespace {

TEST(ChangeMap, ReportsChangesTouchingAnAreaSinceAStamp) {
    ChangeMap changes(64, 64, 8);
    EXPECT_EQ(changes.now(), 0u);
    const ChangeStamp before = changes.now();
    changes.mark({10, 10, 4, 4});  // bucket (1,1)
    EXPECT_EQ(changes.now(), 1u);

    EXPECT_TRUE(changes.changedSince({12, 12, 1, 1}, before));
    EXPECT_TRUE(changes.changedSince({8, 8, 8, 8}, before));    // the same bucket
    EXPECT_FALSE(changes.changedSince({16, 8, 8, 8}, before));  // the next bucket
    EXPECT_FALSE(changes.changedSince({12, 12, 1, 1}, changes.now()));
}

TEST(ChangeMap, ClipsToTheMap) {
    ChangeMap changes(20, 12, 8);
    changes.mark({-50, -50, 10, 10});  // wholly outside: stamps nothing
    EXPECT_FALSE(changes.changedSince({0, 0, 20, 12}, 0));
    changes.mark({18, 10, 100, 100});  // the last bucket, partly outside
    EXPECT_TRUE(changes.changedSince({16, 8, 4, 4}, 1));
    EXPECT_TRUE(changes.changedSince({19, 11, 50, 50}, 1));
    EXPECT_FALSE(changes.changedSince({0, 0, 8, 8}, 1));
    EXPECT_FALSE(changes.changedSince({}, 0));  // an empty area never changed
}

TEST(ChangeMap, EveryMapHasItsOwnId) {
    const ChangeMap a(8, 8);
    const ChangeMap b(8, 8);
    EXPECT_NE(a.id(), b.id());
}

TEST(QuietSeeds, ASeedWithNothingAppliedStaysQuietUntilItsAreaChanges) {
    ChangeMap changes(128, 128, 8);
    QuietSeeds quiet;
    const SeedKey seed = portSeed(3, 1);
    EXPECT_FALSE(quiet.isQuiet(seed, changes));

    TurnSeeds turn;
    turn.add(seed, {{0, 0, 16, 4}}, changes.now());
    quiet.settle(turn, changes);
    EXPECT_TRUE(quiet.isQuiet(seed, changes));

    changes.mark({64, 64, 8, 8});  // elsewhere
    EXPECT_TRUE(quiet.isQuiet(seed, changes));
    changes.mark({12, 2, 2, 2});  // where it looked
    EXPECT_FALSE(quiet.isQuiet(seed, changes));
}

TEST(QuietSeeds, ABusySeedIsForgotten) {
    ChangeMap changes(64, 64);
    QuietSeeds quiet;
    TurnSeeds first;
    first.add(corridorSeed(7), {{0, 0, 8, 8}}, changes.now());
    quiet.settle(first, changes);
    ASSERT_TRUE(quiet.isQuiet(corridorSeed(7), changes));

    TurnSeeds second;
    const int index = second.add(corridorSeed(7), {{0, 0, 8, 8}}, changes.now());
    second.markBusy(index);  // an opportunity was applied, or left untried
    quiet.settle(second, changes);
    EXPECT_FALSE(quiet.isQuiet(corridorSeed(7), changes));
}

TEST(QuietSeeds, AddedAreasCountToo) {
    ChangeMap changes(64, 64, 4);
    QuietSeeds quiet;
    TurnSeeds turn;
    const int index = turn.add(portSeed(0, 0), {{0, 0, 4, 4}}, changes.now());
    turn.addArea(index, junctionSquare({40, 40}, 4));  // covers [36,44)
    quiet.settle(turn, changes);
    changes.mark({43, 43, 1, 1});
    EXPECT_FALSE(quiet.isQuiet(portSeed(0, 0), changes));
}

TEST(QuietSeeds, StampsOfAnotherChangeMapMeanNothing) {
    ChangeMap first(64, 64);
    QuietSeeds quiet;
    TurnSeeds turn;
    turn.add(portSeed(1, 0), {{0, 0, 8, 8}}, first.now());
    quiet.settle(turn, first);
    ASSERT_TRUE(quiet.isQuiet(portSeed(1, 0), first));

    const ChangeMap second(64, 64);  // a new attempt starts over
    EXPECT_FALSE(quiet.isQuiet(portSeed(1, 0), second));
}

TEST(QuietSeeds, PortsAndCorridorsHaveDistinctKeys) {
    EXPECT_NE(portSeed(0, 0), corridorSeed(0));
    EXPECT_NE(portSeed(1, 0), portSeed(0, 1));
    EXPECT_NE(corridorSeed(1), corridorSeed(2));
}

TEST(Footprint, ARayCoversItsStripWideEnoughForTheWidestPassage) {
    Ray ray;
    ray.start = {10, 20};
    ray.dir = Dir::E;
    ray.length = 6;  // free up to x = 15, ended by the tile at x = 16
    Footprint footprint(/*reach=*/8);
    footprint.addRay(ray);
    footprint.addJunctionSite({16, 20});
    const std::vector<Rect> areas = footprint.take();
    ASSERT_EQ(areas.size(), 2u);
    // Passages up to 8 wide sit on the line y = 20: rows 16 to 23.
    EXPECT_TRUE(areas[0].contains(Rect{10, 16, 7, 8}));
    EXPECT_TRUE(areas[1].contains(Rect{8, 12, 16, 16}));
}

}  // namespace
}  // namespace easylink::generation

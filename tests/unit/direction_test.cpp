#include <gtest/gtest.h>

#include "easylink/geometry/direction.hpp"

namespace easylink {
namespace {

TEST(Direction, DeltasFollowTheMapAxes) {
    EXPECT_EQ(delta(Dir::N), (Vec2i{0, -1}));
    EXPECT_EQ(delta(Dir::E), (Vec2i{1, 0}));
    EXPECT_EQ(delta(Dir::S), (Vec2i{0, 1}));
    EXPECT_EQ(delta(Dir::W), (Vec2i{-1, 0}));
}

TEST(Direction, TurningClockwiseCyclesNESW) {
    EXPECT_EQ(turnClockwise(Dir::N), Dir::E);
    EXPECT_EQ(turnClockwise(Dir::E), Dir::S);
    EXPECT_EQ(turnClockwise(Dir::S), Dir::W);
    EXPECT_EQ(turnClockwise(Dir::W), Dir::N);
    EXPECT_EQ(turnClockwise(Dir::N, -1), Dir::W);
    EXPECT_EQ(turnClockwise(Dir::E, 7), Dir::N);
    for (Dir d : kAllDirs) {
        EXPECT_EQ(opposite(opposite(d)), d);
        EXPECT_EQ(delta(opposite(d)), delta(d) * -1);
        EXPECT_NE(isHorizontal(d), isHorizontal(turnClockwise(d)));
        EXPECT_TRUE(arePerpendicular(d, turnClockwise(d)));
        EXPECT_FALSE(arePerpendicular(d, opposite(d)));
    }
}

TEST(Direction, ParsesExactlyTheFourLetters) {
    for (Dir d : kAllDirs) {
        EXPECT_EQ(parseDir(toString(d)), d);
    }
    EXPECT_FALSE(parseDir("n").has_value());
    EXPECT_FALSE(parseDir("North").has_value());
    EXPECT_FALSE(parseDir("").has_value());
    EXPECT_EQ(wallName(Dir::W), "west");
}

TEST(Rotation, AcceptsOnlyQuarterTurns) {
    EXPECT_EQ(Rotation::fromDegrees(0)->quarterTurns(), 0);
    EXPECT_EQ(Rotation::fromDegrees(90)->quarterTurns(), 1);
    EXPECT_EQ(Rotation::fromDegrees(180)->quarterTurns(), 2);
    EXPECT_EQ(Rotation::fromDegrees(270)->quarterTurns(), 3);
    EXPECT_FALSE(Rotation::fromDegrees(45).has_value());
    EXPECT_FALSE(Rotation::fromDegrees(360).has_value());
    EXPECT_FALSE(Rotation::fromDegrees(-90).has_value());
    EXPECT_EQ(Rotation::fromQuarterTurns(-1).degrees(), 270);
    EXPECT_EQ((Rotation::fromQuarterTurns(3) + Rotation::fromQuarterTurns(2)).degrees(), 90);
}

TEST(Rotation, TurnsDirectionsAndSizes) {
    const Rotation quarter = Rotation::fromQuarterTurns(1);
    EXPECT_EQ(rotate(Dir::N, quarter), Dir::E);
    EXPECT_EQ(rotate(Dir::W, quarter), Dir::N);
    for (Rotation r : kAllRotations) {
        for (Dir d : kAllDirs) {
            EXPECT_EQ(rotate(d, r), turnClockwise(d, r.quarterTurns()));
        }
        const Size2i rotated = rotate(Size2i{10, 6}, r);
        EXPECT_EQ(rotated, r.swapsAxes() ? (Size2i{6, 10}) : (Size2i{10, 6}));
    }
}

TEST(FloorMod, IsNonNegativeForNegativeNumbers) {
    EXPECT_EQ(floorMod(-1, 4), 3);
    EXPECT_EQ(floorMod(-4, 4), 0);
    EXPECT_EQ(floorMod(5, 4), 1);
    EXPECT_EQ(floorMod(0, 4), 0);
}

}  // namespace
}  // namespace easylink

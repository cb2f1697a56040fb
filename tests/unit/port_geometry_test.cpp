#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "easylink/geometry/port_geometry.hpp"

namespace easylink {
namespace {

PortPose port(double x, double y, Dir dir) {
    return {{static_cast<int>(x * 2), static_cast<int>(y * 2)}, dir};
}

std::set<std::pair<int, int>> tilesOf(const Rect& r) {
    std::set<std::pair<int, int>> tiles;
    for (int y = r.top(); y < r.bottom(); ++y) {
        for (int x = r.left(); x < r.right(); ++x) {
            tiles.insert({x, y});
        }
    }
    return tiles;
}

TEST(PortGeometry, AnchorsFollowTheRulePerDirection) {
    // W: (px, py+0.5); E: (px+1, py+0.5); N: (px+0.5, py); S: (px+0.5, py+1).
    EXPECT_EQ(portAnchor(port(0, 5.5, Dir::W)), (Vec2i{0, 6}));
    EXPECT_EQ(portAnchor(port(11, 7.5, Dir::E)), (Vec2i{12, 8}));
    EXPECT_EQ(portAnchor(port(3.5, 0, Dir::N)), (Vec2i{4, 0}));
    EXPECT_EQ(portAnchor(port(7.5, 11, Dir::S)), (Vec2i{8, 12}));
}

TEST(PortGeometry, DoorTilesGrowOutwardFromTheCentre) {
    // docs/design.md's example: [0, 5.5] on the west wall.
    const PortPose west = port(0, 5.5, Dir::W);
    EXPECT_EQ(tilesOf(doorTiles(west, 2)), (std::set<std::pair<int, int>>{{0, 5}, {0, 6}}));
    EXPECT_EQ(tilesOf(doorTiles(west, 4)),
              (std::set<std::pair<int, int>>{{0, 4}, {0, 5}, {0, 6}, {0, 7}}));
    // The door is inside the room, on its wall row or column.
    EXPECT_EQ(doorTiles(port(11, 7.5, Dir::E), 2), (Rect{11, 7, 1, 2}));
    EXPECT_EQ(doorTiles(port(3.5, 0, Dir::N), 6), (Rect{1, 0, 6, 1}));
    EXPECT_EQ(doorTiles(port(7.5, 11, Dir::S), 4), (Rect{6, 11, 4, 1}));
}

TEST(PortGeometry, PortShapeNeedsAHalfAlongTheWall) {
    EXPECT_TRUE(hasPortShape(port(0, 5.5, Dir::W)));
    EXPECT_FALSE(hasPortShape(port(0, 5, Dir::W)));
    EXPECT_FALSE(hasPortShape(port(0.5, 5.5, Dir::W)));
    EXPECT_TRUE(hasPortShape(port(3.5, 0, Dir::N)));
    EXPECT_FALSE(hasPortShape(port(3, 0, Dir::N)));
}

TEST(PortGeometry, PortsLieOnTheWallTheyFace) {
    const Size2i size{12, 8};
    EXPECT_TRUE(isOnFacingWall(port(0, 3.5, Dir::W), size));
    EXPECT_TRUE(isOnFacingWall(port(11, 3.5, Dir::E), size));
    EXPECT_TRUE(isOnFacingWall(port(5.5, 0, Dir::N), size));
    EXPECT_TRUE(isOnFacingWall(port(5.5, 7, Dir::S), size));
    EXPECT_FALSE(isOnFacingWall(port(0, 3.5, Dir::E), size));
    EXPECT_FALSE(isOnFacingWall(port(2, 3.5, Dir::W), size));
    EXPECT_FALSE(isOnFacingWall(port(5.5, 8, Dir::S), size));
}

TEST(PortGeometry, WidestDoorStopsBeforeTheCorners) {
    const Size2i size{12, 12};
    // The west wall's tiles between the corners are y = 1..10.
    EXPECT_EQ(widestDoorOnWall(port(0, 5.5, Dir::W), size), 8);  // y = 2..9
    EXPECT_EQ(widestDoorOnWall(port(0, 3.5, Dir::W), size), 6);  // y = 1..6; 8 would touch y = 0
    EXPECT_EQ(widestDoorOnWall(port(0, 1.5, Dir::W), size), 2);  // y = 1..2
    EXPECT_EQ(widestDoorOnWall(port(0, 0.5, Dir::W), size), 0);  // y = 0..1 is the corner
    EXPECT_EQ(widestDoorOnWall(port(5.5, 11, Dir::S), size, 4), 4);  // capped by the limit
}

TEST(PortGeometry, RotatingAnEdgePointFollowsDesignRule) {
    // For 90 degrees, (X, Y) of a w x h room goes to (h - Y, X).
    const Size2i size{10, 6};
    const Rotation quarter = Rotation::fromQuarterTurns(1);
    EXPECT_EQ(rotateEdgePoint({0, 0}, size, quarter), (Vec2i{6, 0}));
    EXPECT_EQ(rotateEdgePoint({10, 0}, size, quarter), (Vec2i{6, 10}));
    EXPECT_EQ(rotateEdgePoint({10, 6}, size, quarter), (Vec2i{0, 10}));
    EXPECT_EQ(rotateEdgePoint({3, 2}, size, quarter), (Vec2i{4, 3}));
    // Four quarter turns are the identity; two are a point reflection.
    for (Vec2i p : {Vec2i{0, 0}, Vec2i{3, 2}, Vec2i{10, 6}, Vec2i{7, 0}}) {
        Vec2i q = p;
        Size2i s = size;
        for (int i = 0; i < 4; ++i) {
            q = rotateEdgePoint(q, s, quarter);
            s = rotate(s, quarter);
        }
        EXPECT_EQ(q, p);
        EXPECT_EQ(rotateEdgePoint(p, size, Rotation::fromQuarterTurns(2)),
                  (Vec2i{size.w - p.x, size.h - p.y}));
    }
}

TEST(PortGeometry, RotatingATileKeepsItInsideTheRotatedFootprint) {
    const Size2i size{5, 3};
    for (Rotation r : kAllRotations) {
        const Size2i rotated = rotate(size, r);
        std::set<std::pair<int, int>> seen;
        for (int y = 0; y < size.h; ++y) {
            for (int x = 0; x < size.w; ++x) {
                const Vec2i t = rotateTile({x, y}, size, r);
                EXPECT_TRUE((Rect{0, 0, rotated.w, rotated.h}.contains(t)));
                // The tile's centre moves exactly like an edge point would.
                const Vec2i corner = rotateEdgePoint({x, y}, size, r);
                const Vec2i farCorner = rotateEdgePoint({x + 1, y + 1}, size, r);
                EXPECT_EQ(std::min(corner.x, farCorner.x), t.x);
                EXPECT_EQ(std::min(corner.y, farCorner.y), t.y);
                seen.insert({t.x, t.y});
            }
        }
        EXPECT_EQ(seen.size(), 15u) << "rotation must be a bijection of tiles";
    }
}

// Every direction under every rotation, on a room whose sides differ and are
// not multiples of 4: the rotated port stays on the wall it faces, its anchor
// is the rotated anchor, and its door tiles are the rotated door tiles.
TEST(PortGeometry, RotatedPortsAgreeWithRotatedTilesAndAnchors) {
    const Size2i size{14, 10};
    const std::vector<PortPose> ports = {port(0, 4.5, Dir::W), port(13, 6.5, Dir::E),
                                         port(5.5, 0, Dir::N), port(9.5, 9, Dir::S)};
    for (const PortPose& p : ports) {
        ASSERT_TRUE(isOnFacingWall(p, size));
        for (Rotation r : kAllRotations) {
            const PortPose q = rotatePort(p, size, r);
            const Size2i rotated = rotate(size, r);
            EXPECT_EQ(q.dir, rotate(p.dir, r));
            EXPECT_TRUE(hasPortShape(q));
            EXPECT_TRUE(isOnFacingWall(q, rotated)) << "rotation " << r.degrees();
            EXPECT_EQ(portAnchor(q), rotateEdgePoint(portAnchor(p), size, r));
            for (int width : {2, 4, 6}) {
                std::set<std::pair<int, int>> expected;
                for (auto [x, y] : tilesOf(doorTiles(p, width))) {
                    const Vec2i t = rotateTile({x, y}, size, r);
                    expected.insert({t.x, t.y});
                }
                EXPECT_EQ(tilesOf(doorTiles(q, width)), expected);
            }
        }
    }
}

TEST(PortGeometry, QuarterTurnOfTheDesignExample) {
    // [0, 5.5] facing W on a w x h room: width-2 tiles (0,5) and (0,6) go to
    // (h-6, 0) and (h-7, 0) on the north wall.
    const Size2i size{12, 10};
    const PortPose q = rotatePort(port(0, 5.5, Dir::W), size, Rotation::fromQuarterTurns(1));
    EXPECT_EQ(q.dir, Dir::N);
    EXPECT_EQ(q.centre, (HalfPoint{2 * 10 - 13, 0}));  // x = h - 6.5
    EXPECT_EQ(doorTiles(q, 2), (Rect{3, 0, 2, 1}));
}

// docs/design.md section 5: hall_12x12 placed at (4,20), unrotated.
TEST(PortGeometry, WorkedExampleHall12x12At4_20) {
    const Size2i size{12, 12};
    const Vec2i position{4, 20};
    const Rotation none;
    struct Expected {
        PortPose local;
        Vec2i anchor;
    };
    const std::vector<Expected> cases = {
        {port(0, 3.5, Dir::W), {4, 24}},
        {port(11, 7.5, Dir::E), {16, 28}},
        {port(3.5, 0, Dir::N), {8, 20}},
        {port(7.5, 11, Dir::S), {12, 32}},
    };
    for (const Expected& c : cases) {
        const PortPose placed = placePort(c.local, size, none, position);
        EXPECT_EQ(placed.dir, c.local.dir);
        EXPECT_EQ(portAnchor(placed), c.anchor);
        EXPECT_TRUE(isMacroAligned(portAnchor(placed), 4));
    }
    EXPECT_EQ(footprint(position, size), (Rect{4, 20, 12, 12}));
    // The corridor of the example leaves port 1 at width 4: door tiles (15, 26..29).
    EXPECT_EQ(doorTiles(portAnchor(placePort(cases[1].local, size, none, position)), Dir::E, 4),
              (Rect{15, 26, 1, 4}));
    // Any position congruent to (4, 20) modulo 4 aligns the room; others do not.
    EXPECT_EQ(macroPhase(portAnchor(cases[0].local), 4), (Vec2i{0, 0}));
    EXPECT_FALSE(isMacroAligned(portAnchor(placePort(cases[0].local, size, none, {5, 20})), 4));
}

TEST(PortGeometry, MacroPhaseAlignsEveryRotationOfAnOddRoom) {
    // A 10x6 room with ports on its west and north walls: for every rotation
    // and every position with the phase's residues, both anchors align.
    const Size2i size{10, 6};
    const std::vector<PortPose> ports = {port(0, 3.5, Dir::W), port(3.5, 0, Dir::N)};
    for (Rotation r : kAllRotations) {
        const Vec2i phase = macroPhase(portAnchor(rotatePort(ports[0], size, r)), 4);
        for (int dx = -8; dx <= 8; dx += 4) {
            const Vec2i position{phase.x + 40 + dx, phase.y + 20 - dx};
            for (const PortPose& p : ports) {
                EXPECT_TRUE(isMacroAligned(portAnchor(placePort(p, size, r, position)), 4))
                    << "rotation " << r.degrees();
            }
            EXPECT_FALSE(isMacroAligned(
                portAnchor(placePort(ports[0], size, r, position + Vec2i{1, 0})), 4));
        }
    }
}

TEST(PortGeometry, AlignmentMovesGoBothWays) {
    EXPECT_EQ(alignmentMoves(2, 4), (std::pair<int, int>{2, 2}));
    EXPECT_EQ(alignmentMoves(1, 4), (std::pair<int, int>{1, 3}));
    EXPECT_EQ(alignmentMoves(-1, 4), (std::pair<int, int>{3, 1}));
    EXPECT_EQ(alignmentMoves(0, 4), (std::pair<int, int>{0, 0}));
    EXPECT_TRUE(isMacroAligned({-8, 12}, 4));
    EXPECT_FALSE(isMacroAligned({-6, 12}, 4));
}

TEST(Rect, ContainsAndIntersects) {
    const Rect r{2, 3, 4, 5};
    EXPECT_TRUE(r.contains(Vec2i{2, 3}));
    EXPECT_TRUE(r.contains(Vec2i{5, 7}));
    EXPECT_FALSE(r.contains(Vec2i{6, 7}));
    EXPECT_TRUE(r.contains(Rect{3, 4, 2, 2}));
    EXPECT_FALSE(r.contains(Rect{3, 4, 4, 2}));
    EXPECT_TRUE(r.intersects(Rect{5, 7, 3, 3}));
    EXPECT_FALSE(r.intersects(Rect{6, 3, 3, 3}));  // touching edges do not overlap
    EXPECT_FALSE(r.intersects(Rect{0, 0, 0, 0}));
    EXPECT_EQ(r.area(), 20);
}

}  // namespace
}  // namespace easylink

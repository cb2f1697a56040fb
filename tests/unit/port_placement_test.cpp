// Port placement for the module editor: which wall a tile is on, where a click
// puts a port, sliding along a wall, and the nearest valid place, each checked
// against the validator itself, so the editor's one-click fix and the rules
// it fixes cannot drift apart.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/editing/port_placement.hpp"

namespace easylink {
namespace {

PortPose pose(double x, double y, Dir dir) {
    return {{static_cast<int>(x * 2), static_cast<int>(y * 2)}, dir};
}

PortSpec portSpec(PortPose at, std::vector<int> widths = {2}) {
    PortSpec port;
    port.pose = at;
    port.widths = std::move(widths);
    return port;
}

ModuleTemplate moduleOf(Size2i size, std::vector<PortSpec> ports,
                        ModuleKind kind = ModuleKind::Normal) {
    ModuleTemplate module;
    module.name = "m";
    module.kind = kind;
    module.size = size;
    module.ports = std::move(ports);
    return module;
}

/// The validator's problems about module 0, run on a one-module catalogue.
std::vector<Problem> problemsOf(const ModuleTemplate& module, int macro = 4) {
    Catalogue catalogue;
    catalogue.name = "t";
    catalogue.macro = macro;
    catalogue.modules = {module};
    if (module.kind != ModuleKind::Normal) {
        catalogue.modules.push_back(moduleOf({8, 8}, {portSpec(pose(0, 3.5, Dir::W))}));
        catalogue.modules.back().name = "room";
    }
    std::vector<Problem> problems = validateCatalogue(catalogue);
    std::erase_if(problems, [](const Problem& p) { return p.pointer.rfind("/modules/0", 0) != 0; });
    return problems;
}

/// The problems the validator reports at port `port` or inside it.
std::vector<std::string> portProblems(const ModuleTemplate& module, std::size_t port,
                                      int macro = 4) {
    const std::string pointer = portPointer(0, port);
    std::vector<std::string> messages;
    for (const Problem& problem : problemsOf(module, macro)) {
        if (problem.pointer == pointer || problem.pointer.rfind(pointer + "/", 0) == 0) {
            messages.push_back(problem.pointer + ": " + problem.message);
        }
    }
    return messages;
}

std::string describe(const PortPose& p) {
    return "[" + std::to_string(p.centre.x()) + ", " + std::to_string(p.centre.y()) + "] " +
           std::string(toString(p.dir));
}

TEST(PortPlacement, TilesKnowTheirWall) {
    const Size2i size{8, 6};
    EXPECT_EQ(wallOfTile({0, 2}, size), Dir::W);
    EXPECT_EQ(wallOfTile({7, 4}, size), Dir::E);
    EXPECT_EQ(wallOfTile({3, 0}, size), Dir::N);
    EXPECT_EQ(wallOfTile({6, 5}, size), Dir::S);
    // Corners, floor and the outside are on no wall.
    for (const Vec2i corner : {Vec2i{0, 0}, Vec2i{7, 0}, Vec2i{0, 5}, Vec2i{7, 5}}) {
        EXPECT_TRUE(isCornerTile(corner, size));
        EXPECT_EQ(wallOfTile(corner, size), std::nullopt);
    }
    EXPECT_FALSE(isCornerTile({8, 0}, size));
    EXPECT_EQ(wallOfTile({3, 3}, size), std::nullopt);
    EXPECT_EQ(wallOfTile({-1, 3}, size), std::nullopt);
    EXPECT_EQ(wallOfTile({8, 3}, size), std::nullopt);
    // Too small or too large a module has no wall to put a port on.
    EXPECT_EQ(wallOfTile({0, 1}, Size2i{2, 8}), std::nullopt);
    EXPECT_EQ(wallOfTile({0, 1}, Size2i{0, 0}), std::nullopt);
    EXPECT_EQ(wallOfTile({0, 1}, Size2i{kMaxModuleSide + 1, 8}), std::nullopt);
}

TEST(PortPlacement, CentreRangesKeepDoorsOffTheCorners) {
    // An 8-tile wall has tiles 1..6 between its corners.
    EXPECT_EQ(centreRangeOnWall(Dir::W, {5, 8}, 2), (HalfRange{3, 11}));
    EXPECT_EQ(centreRangeOnWall(Dir::N, {8, 5}, 6), (HalfRange{7, 7}));
    EXPECT_EQ(centreRangeOnWall(Dir::N, {8, 5}, 8), std::nullopt);
    EXPECT_EQ(centreRangeOnWall(Dir::N, {8, 5}, 3), std::nullopt);
    EXPECT_EQ(centreRangeOnWall(Dir::E, {3, 3}, 2), std::nullopt);
}

TEST(PortPlacement, AClickedWallTileGetsAPortFacingOut) {
    const Size2i size{8, 8};
    EXPECT_EQ(portForWallTile({0, 3}, size), pose(0, 3.5, Dir::W));
    EXPECT_EQ(portForWallTile({3, 0}, size), pose(3.5, 0, Dir::N));
    EXPECT_EQ(portForWallTile({7, 2}, size), pose(7, 2.5, Dir::E));
    EXPECT_EQ(portForWallTile({4, 7}, size), pose(4.5, 7, Dir::S));
    // Next to a corner the door moves inward, still covering the tile.
    EXPECT_EQ(portForWallTile({7, 6}, size), pose(7, 5.5, Dir::E));
    EXPECT_EQ(portForWallTile({0, 1}, size, 4), pose(0, 2.5, Dir::W));
    // Floor, corners and walls too short for the door give nothing.
    EXPECT_EQ(portForWallTile({3, 3}, size), std::nullopt);
    EXPECT_EQ(portForWallTile({0, 0}, size), std::nullopt);
    EXPECT_EQ(portForWallTile({0, 1}, Size2i{3, 3}), std::nullopt);
    EXPECT_EQ(portForWallTile({0, 3}, size, 8), std::nullopt);
}

TEST(PortPlacement, EveryClickedPortIsValidOnItsOwn) {
    for (const Size2i size : {Size2i{4, 4}, Size2i{8, 8}, Size2i{12, 7}, Size2i{5, 16}}) {
        for (int width = 2; width <= 8; width += 2) {
            for (int y = 0; y < size.h; ++y) {
                for (int x = 0; x < size.w; ++x) {
                    const std::optional<PortPose> placed = portForWallTile({x, y}, size, width);
                    if (!placed) {
                        continue;
                    }
                    EXPECT_TRUE(doorTiles(*placed, width).contains(Vec2i{x, y}));
                    const ModuleTemplate module = moduleOf(size, {portSpec(*placed, {width})});
                    EXPECT_TRUE(problemsOf(module).empty())
                        << size.w << "x" << size.h << " tile " << x << "," << y << " width "
                        << width << ": " << problemsOf(module).front().message;
                }
            }
        }
    }
}

TEST(PortPlacement, SlidingStaysOnTheWallAndOffTheCorners) {
    const Size2i size{12, 12};
    EXPECT_EQ(slideAlongWall(pose(0, 3.5, Dir::W), size, 2, 2), pose(0, 5.5, Dir::W));
    EXPECT_EQ(slideAlongWall(pose(3.5, 11, Dir::S), size, -1, 4), pose(2.5, 11, Dir::S));
    // Clamped at the corners, for the width given.
    EXPECT_EQ(slideAlongWall(pose(0, 3.5, Dir::W), size, 100, 2), pose(0, 9.5, Dir::W));
    EXPECT_EQ(slideAlongWall(pose(0, 3.5, Dir::W), size, -100, 4), pose(0, 2.5, Dir::W));
    EXPECT_EQ(slideAlongWall(pose(0, 3.5, Dir::W), size, 1 << 30, 2), pose(0, 9.5, Dir::W));
    // A port off its wall, or on a whole tile, comes back to the rules.
    EXPECT_EQ(slideAlongWall(pose(4, 3.5, Dir::E), size, 0, 2), pose(11, 3.5, Dir::E));
    EXPECT_EQ(slideAlongWall(pose(5, 0, Dir::N), size, 1, 2), pose(6.5, 0, Dir::N));
    EXPECT_EQ(slideAlongWall(pose(0, 3.5, Dir::W), Size2i{12, 7}, 0, 8), std::nullopt);
}

TEST(PortPlacement, TheFixAlignsAMisalignedPortWithPortZero) {
    // Port 2's anchor (6,0) is 2 off port 0's (0,4) modulo 4.
    ModuleTemplate hall = moduleOf(
        {12, 12}, {portSpec(pose(0, 3.5, Dir::W), {2, 4}), portSpec(pose(11, 7.5, Dir::E), {2, 4}),
                   portSpec(pose(5.5, 0, Dir::N), {2, 4, 6})});
    ASSERT_FALSE(portProblems(hall, 2).empty());
    EXPECT_FALSE(isPortPlacementValid(hall, 2, 4));
    const std::optional<PortPose> fixed = nearestValidPose(hall, 2, 4);
    ASSERT_TRUE(fixed.has_value());
    // Both neighbours are two tiles away; the tie goes west.
    EXPECT_EQ(*fixed, pose(3.5, 0, Dir::N));
    hall.ports[2].pose = *fixed;
    EXPECT_TRUE(isPortPlacementValid(hall, 2, 4));
    EXPECT_TRUE(problemsOf(hall).empty()) << problemsOf(hall).front().message;
    // A valid port stays where it is.
    EXPECT_EQ(nearestValidPose(hall, 1, 4), hall.ports[1].pose);
}

TEST(PortPlacement, TheFixAvoidsOtherDoors) {
    // Port 2 would align at anchor x=4, but port 1's width-4 door is there.
    ModuleTemplate hall =
        moduleOf({12, 12}, {portSpec(pose(0, 3.5, Dir::W)), portSpec(pose(3.5, 0, Dir::N), {2, 4}),
                            portSpec(pose(4.5, 0, Dir::N))});
    ASSERT_FALSE(portProblems(hall, 2).empty());
    const std::optional<PortPose> fixed = nearestValidPose(hall, 2, 4);
    ASSERT_TRUE(fixed.has_value());
    EXPECT_EQ(*fixed, pose(7.5, 0, Dir::N));
    hall.ports[2].pose = *fixed;
    EXPECT_TRUE(problemsOf(hall).empty()) << problemsOf(hall).front().message;
}

TEST(PortPlacement, TheFixPutsAPortBackOnItsWallAndOnAHalfTile) {
    ModuleTemplate room = moduleOf(
        {8, 8}, {portSpec(pose(0, 3.5, Dir::W), {2, 4}), portSpec(pose(5, 3.5, Dir::E), {2, 4}),
                 portSpec(pose(3, 0, Dir::N), {2, 4})});
    for (std::size_t port : {1u, 2u}) {
        ASSERT_FALSE(portProblems(room, port).empty()) << port;
        const std::optional<PortPose> fixed = nearestValidPose(room, port, 4);
        ASSERT_TRUE(fixed.has_value()) << port;
        room.ports[port].pose = *fixed;
        EXPECT_TRUE(portProblems(room, port).empty()) << port << " at " << describe(*fixed);
    }
    EXPECT_EQ(room.ports[1].pose, pose(7, 3.5, Dir::E));
    EXPECT_EQ(room.ports[2].pose, pose(3.5, 0, Dir::N));
}

TEST(PortPlacement, NoFixWhenTheWallCannotAlign) {
    // The east wall of a 10-wide module has anchors at x=10, 2 off port 0's
    // x=0 modulo 4: only another width helps, which the validator says.
    const ModuleTemplate room =
        moduleOf({10, 10}, {portSpec(pose(0, 3.5, Dir::W)), portSpec(pose(9, 3.5, Dir::E))});
    ASSERT_FALSE(portProblems(room, 1).empty());
    EXPECT_EQ(nearestValidPose(room, 1, 4), std::nullopt);
    // With macro 2 it aligns as it is.
    EXPECT_EQ(nearestValidPose(room, 1, 2), room.ports[1].pose);
}

TEST(PortPlacement, NoFixWhenTheDoorIsWiderThanTheWall) {
    const ModuleTemplate room = moduleOf({6, 6}, {portSpec(pose(2.5, 0, Dir::N), {2, 6})});
    ASSERT_FALSE(portProblems(room, 0).empty());
    EXPECT_EQ(nearestValidPose(room, 0, 4), std::nullopt);
}

TEST(PortPlacement, FixingPortZeroKeepsTheOthersAligned) {
    // Port 0 is on a whole tile; the nearest half tile would misalign port 1.
    ModuleTemplate room =
        moduleOf({12, 12}, {portSpec(pose(0, 2, Dir::W)), portSpec(pose(3.5, 0, Dir::N), {2, 4})});
    ASSERT_FALSE(portProblems(room, 0).empty());
    const std::optional<PortPose> fixed = nearestValidPose(room, 0, 4);
    ASSERT_TRUE(fixed.has_value());
    EXPECT_EQ(*fixed, pose(0, 3.5, Dir::W));
    room.ports[0].pose = *fixed;
    EXPECT_TRUE(problemsOf(room).empty()) << problemsOf(room).front().message;
}

TEST(PortPlacement, JunctionPortsAreFixedOntoTheirPartnersLine) {
    ModuleTemplate cross =
        moduleOf({12, 12},
                 {portSpec(pose(0, 3.5, Dir::W)), portSpec(pose(11, 3.5, Dir::E)),
                  portSpec(pose(3.5, 0, Dir::N)), portSpec(pose(6.5, 11, Dir::S))},
                 ModuleKind::FourWay);
    ASSERT_FALSE(portProblems(cross, 3).empty());
    const std::optional<PortPose> fixed = nearestValidPose(cross, 3, 4);
    ASSERT_TRUE(fixed.has_value());
    // The aligned place nearest to x=6.5 is 7.5, but only 3.5 lines up with N.
    EXPECT_EQ(*fixed, pose(3.5, 11, Dir::S));
    cross.ports[3].pose = *fixed;
    EXPECT_TRUE(problemsOf(cross).empty()) << problemsOf(cross).front().message;
}

/// Every pose along and around each wall, with several width lists and a
/// second port in the way: the fix is valid by the validator's own rules, or
/// there is no pose on that wall the validator accepts.
TEST(PortPlacement, TheFixAgreesWithTheValidatorEverywhere) {
    const std::vector<std::vector<int>> widthLists = {{2}, {2, 4}, {4, 6}, {2, 8}};
    for (const Size2i size : {Size2i{12, 12}, Size2i{10, 9}, Size2i{6, 8}}) {
        for (const Dir dir : kAllDirs) {
            for (const std::vector<int>& widths : widthLists) {
                const int length = isHorizontal(dir) ? size.h : size.w;
                for (int along2 = -1; along2 <= 2 * length; ++along2) {
                    for (const int off : {0, 2}) {
                        PortPose start = poseOnWall(dir, size, 3, 2).value();
                        (isHorizontal(dir) ? start.centre.y2 : start.centre.x2) = along2;
                        (isHorizontal(dir) ? start.centre.x2 : start.centre.y2) +=
                            (dir == Dir::W || dir == Dir::N) ? off : -off;
                        ModuleTemplate module =
                            moduleOf(size, {portSpec(pose(0, 3.5, Dir::W), {2, 4}),
                                            portSpec(pose(3.5, 0, Dir::N), {2, 4}),
                                            portSpec(start, widths)});
                        const std::string where = std::to_string(size.w) + "x" +
                                                  std::to_string(size.h) + " " + describe(start) +
                                                  " widths " + std::to_string(widths.back());
                        // The placement check says what the validator says.
                        EXPECT_EQ(isPortPlacementValid(module, 2, 4),
                                  portProblems(module, 2).empty())
                            << where;
                        const std::optional<PortPose> fixed = nearestValidPose(module, 2, 4);
                        if (fixed) {
                            EXPECT_EQ(fixed->dir, dir);
                            module.ports[2].pose = *fixed;
                            EXPECT_TRUE(portProblems(module, 2).empty())
                                << where << " fixed to " << describe(*fixed) << ": "
                                << portProblems(module, 2).front();
                            continue;
                        }
                        // No fix: then no place on that wall passes.
                        for (int candidate = -1; candidate <= 2 * length; ++candidate) {
                            module.ports[2].pose = poseOnWall(dir, size, 3, 2).value();
                            (isHorizontal(dir) ? module.ports[2].pose.centre.y2
                                               : module.ports[2].pose.centre.x2) = candidate;
                            EXPECT_FALSE(portProblems(module, 2).empty())
                                << where << ": no fix, yet " << describe(module.ports[2].pose)
                                << " is valid";
                        }
                    }
                }
            }
        }
    }
}

TEST(PortPlacement, ResizingMovesEastAndSouthPortsWithTheirWalls) {
    ModuleTemplate hall =
        moduleOf({12, 12}, {portSpec(pose(0, 3.5, Dir::W)), portSpec(pose(11, 7.5, Dir::E)),
                            portSpec(pose(3.5, 0, Dir::N)), portSpec(pose(7.5, 11, Dir::S)),
                            portSpec(pose(5, 3.5, Dir::E))});
    resizeModule(hall, {16, 8});
    EXPECT_EQ(hall.size, (Size2i{16, 8}));
    EXPECT_EQ(hall.ports[0].pose, pose(0, 3.5, Dir::W));
    EXPECT_EQ(hall.ports[1].pose, pose(15, 7.5, Dir::E));
    EXPECT_EQ(hall.ports[2].pose, pose(3.5, 0, Dir::N));
    EXPECT_EQ(hall.ports[3].pose, pose(7.5, 7, Dir::S));
    EXPECT_EQ(hall.ports[4].pose, pose(5, 3.5, Dir::E));  // was not on its wall
}

TEST(PortPlacement, WidestListedWidthIgnoresWidthsThatAreNotPassages) {
    EXPECT_EQ(widestListedWidth(portSpec(pose(0, 3.5, Dir::W), {2, 4})), 4);
    EXPECT_EQ(widestListedWidth(portSpec(pose(0, 3.5, Dir::W), {2, 9, 10})), 2);
    EXPECT_EQ(widestListedWidth(portSpec(pose(0, 3.5, Dir::W), {})), 2);
}

}  // namespace
}  // namespace easylink

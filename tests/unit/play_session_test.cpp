// The play model (easylink/play/play_session.hpp): where the party starts and
// ends on maps with and without start and exit tiles, walls and the map's
// edge blocking, the view following the party and the memory of explored
// tiles growing and staying, reaching the exit, restarting, and the same
// walk on tile-generator maps and on easylink's phase-2 maps.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/play/play_session.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "tile_test_support.hpp"

namespace easylink {
namespace {

using test::rasterFrom;

/// The directions of a shortest walk from the session's position to its
/// nearest exit, found backwards from the exits' step distances.
std::vector<Dir> pathToExit(const PlaySession& session) {
    const TileRaster& tiles = session.tiles();
    const std::vector<int> fromStart = stepDistances(tiles, session.position());
    Vec2i target{-1, -1};
    for (const Vec2i exit : session.exits()) {
        const auto at = [&](Vec2i t) {
            return fromStart[static_cast<std::size_t>(t.y * tiles.width() + t.x)];
        };
        if (at(exit) >= 0 && (target.x < 0 || at(exit) < at(target))) {
            target = exit;
        }
    }
    std::vector<Dir> path;
    if (target.x < 0) {
        return path;
    }
    const std::vector<int> toTarget = stepDistances(tiles, target);
    Vec2i here = session.position();
    const auto distanceAt = [&](Vec2i t) {
        return toTarget[static_cast<std::size_t>(t.y * tiles.width() + t.x)];
    };
    while (here != target) {
        for (Dir dir : kAllDirs) {
            const Vec2i next = here + delta(dir);
            if (tiles.bounds().contains(next) && distanceAt(next) == distanceAt(here) - 1) {
                path.push_back(dir);
                here = next;
                break;
            }
        }
    }
    return path;
}

const std::vector<std::string> kTwoRooms = {
    "############", "#....#.....#", "#.<..+...>.#", "#....#.....#", "############",
};

TEST(PlaySession, StartsOnTheFirstStartTileAndFindsTheExitTiles) {
    TileRaster map = rasterFrom(kTwoRooms);
    map.set({1, 3}, TileKind::Start);  // a second start, later in row order
    const PlaySession session(map);
    ASSERT_TRUE(session.playable());
    EXPECT_EQ(session.start(), (Vec2i{2, 2}));
    EXPECT_EQ(session.position(), session.start());
    EXPECT_EQ(session.exits(), std::vector<Vec2i>{(Vec2i{9, 2})});
    EXPECT_EQ(session.exitSource(), ExitSource::Map);
    EXPECT_EQ(session.tiles(), map) << "nothing marked";
    EXPECT_EQ(session.moves(), 0);
    EXPECT_FALSE(session.finished());
    EXPECT_TRUE(session.visible().at(session.start()));
}

TEST(PlaySession, WallsAndTheMapEdgeBlock) {
    PlaySession session(rasterFrom(kTwoRooms));
    EXPECT_EQ(session.move(Dir::N), MoveOutcome::Moved);  // (2,1)
    EXPECT_EQ(session.move(Dir::N), MoveOutcome::Blocked);
    EXPECT_EQ(session.position(), (Vec2i{2, 1}));
    EXPECT_EQ(session.moves(), 1) << "a bump is not a move";
    EXPECT_EQ(session.move(Dir::E), MoveOutcome::Moved);
    EXPECT_EQ(session.move(Dir::E), MoveOutcome::Moved);  // (4,1)
    EXPECT_EQ(session.move(Dir::E), MoveOutcome::Blocked) << "the dividing wall";
    EXPECT_EQ(session.position(), (Vec2i{4, 1}));

    // A map whose floor runs to its edge: off the map blocks too.
    // (Its exit is marked at the west end, the first of the two farthest tiles.)
    TileRaster edge(5, 1);
    edge.fill(edge.bounds(), TileKind::Floor);
    PlaySession onEdge(edge);
    EXPECT_EQ(onEdge.start(), (Vec2i{2, 0}));
    EXPECT_EQ(onEdge.exits(), std::vector<Vec2i>{(Vec2i{0, 0})});
    EXPECT_EQ(onEdge.move(Dir::N), MoveOutcome::Blocked);
    EXPECT_EQ(onEdge.move(Dir::E), MoveOutcome::Moved);
    EXPECT_EQ(onEdge.move(Dir::E), MoveOutcome::Moved);
    EXPECT_EQ(onEdge.move(Dir::E), MoveOutcome::Blocked);
    EXPECT_EQ(onEdge.position(), (Vec2i{4, 0}));
    EXPECT_EQ(onEdge.blockedSentence(Dir::N), "the map's edge blocks the way north");
}

TEST(PlaySession, SaysWhatBlocksAMove) {
    PlaySession session(rasterFrom(kTwoRooms));
    EXPECT_EQ(session.move(Dir::N), MoveOutcome::Moved);  // (2,1), a wall above
    EXPECT_EQ(session.blockedSentence(Dir::N), "a wall blocks the way north");
    EXPECT_EQ(session.move(Dir::W), MoveOutcome::Moved);  // (1,1), a wall to the west
    EXPECT_EQ(session.blockedSentence(Dir::W), "a wall blocks the way west");
}

TEST(PlaySession, ExploredTilesGrowAndStay) {
    PlaySession session(rasterFrom(kTwoRooms), PlayOptions{SightRange{-1}});
    const TileMask firstView = session.visible();
    EXPECT_EQ(session.explored(), firstView);
    EXPECT_TRUE(firstView.at({8, 2})) << "straight through the door";
    EXPECT_FALSE(firstView.at({6, 1})) << "beside the door, behind the wall";
    EXPECT_FALSE(firstView.at({6, 3}));

    // Through the door into the east room.
    for (Dir dir : {Dir::E, Dir::E, Dir::E}) {
        ASSERT_EQ(session.move(dir), MoveOutcome::Moved);
    }
    EXPECT_EQ(session.position(), (Vec2i{5, 2}));
    EXPECT_TRUE(session.visible().at({8, 2}));
    const std::int64_t exploredInside = session.explored().count();
    EXPECT_GT(exploredInside, firstView.count());
    ASSERT_EQ(session.move(Dir::E), MoveOutcome::Moved);
    ASSERT_EQ(session.move(Dir::N), MoveOutcome::Moved);  // (6,1): the wall hides the west room
    EXPECT_TRUE(session.visible().at({6, 3}));
    EXPECT_FALSE(session.visible().at({1, 1}));
    EXPECT_TRUE(session.explored().at({1, 1})) << "but remembered";
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 12; ++x) {
            if (firstView.at({x, y})) {
                EXPECT_TRUE(session.explored().at({x, y})) << x << "," << y;
            }
            if (session.visible().at({x, y})) {
                EXPECT_TRUE(session.explored().at({x, y})) << x << "," << y;
            }
        }
    }
    EXPECT_GE(session.explored().count(), exploredInside);
}

TEST(PlaySession, ReachingTheExitEndsTheWalk) {
    PlaySession session(rasterFrom(kTwoRooms));
    const std::vector<Dir> path = pathToExit(session);
    ASSERT_EQ(path.size(), 7u);
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        ASSERT_EQ(session.move(path[i]), MoveOutcome::Moved) << "step " << i;
    }
    EXPECT_EQ(session.move(path.back()), MoveOutcome::ReachedExit);
    EXPECT_TRUE(session.finished());
    EXPECT_EQ(session.moves(), 7);
    EXPECT_EQ(session.position(), (Vec2i{9, 2}));
    EXPECT_EQ(session.move(Dir::W), MoveOutcome::ReachedExit) << "the walk is over";
    EXPECT_EQ(session.position(), (Vec2i{9, 2}));
    EXPECT_EQ(session.moves(), 7);

    session.restart();
    EXPECT_FALSE(session.finished());
    EXPECT_EQ(session.moves(), 0);
    EXPECT_EQ(session.position(), session.start());
    EXPECT_EQ(session.explored(), session.visible());
}

// No start and no exit (easylink's phase-2 maps): the largest region's tile
// nearest the centre, and the farthest tile from it marked as the exit.
TEST(PlaySession, WithoutStartOrExitTilesItFallsBack) {
    const TileRaster map = rasterFrom({
        "###############",
        "#.#...........#",
        "###.#########.#",
        "#...#.......#.#",
        "#.###.......#.#",
        "#.#...........#",
        "###############",
    });
    // The closet at (1,1) is its own region; the centre is (7,3).
    EXPECT_EQ(fallbackStart(map), (Vec2i{7, 3}));
    PlaySession session(map);
    ASSERT_TRUE(session.playable());
    EXPECT_EQ(session.start(), (Vec2i{7, 3}));
    EXPECT_EQ(session.exitSource(), ExitSource::Marked);
    ASSERT_EQ(session.exits().size(), 1u);
    // The farthest tile by steps (28): out of the room by its south row, up
    // the east passage, along the top and down the west one to (1,5).
    EXPECT_EQ(session.exits()[0], (Vec2i{1, 5}));
    EXPECT_EQ(session.tiles().at({1, 5}), TileKind::Exit) << "marked on the played map";
    EXPECT_EQ(map.at({1, 5}), TileKind::Floor);

    const std::vector<Dir> path = pathToExit(session);
    ASSERT_FALSE(path.empty());
    for (std::size_t i = 0; i < path.size(); ++i) {
        EXPECT_EQ(session.move(path[i]),
                  i + 1 == path.size() ? MoveOutcome::ReachedExit : MoveOutcome::Moved);
    }
    EXPECT_TRUE(session.finished());

    // Ties go to the first tile in row order; an even-sized map has its
    // centre between tiles.
    TileRaster even(4, 4);
    even.fill(even.bounds(), TileKind::Floor);
    EXPECT_EQ(fallbackStart(even), (Vec2i{1, 1}));
}

TEST(PlaySession, ExitTilesOutOfReachAreReplacedByAMarkedOne) {
    const PlaySession session(rasterFrom({
        "#######",
        "#<..#>#",
        "#######",
    }));
    EXPECT_EQ(session.exitSource(), ExitSource::Marked);
    EXPECT_EQ(session.exits(), std::vector<Vec2i>{(Vec2i{3, 1})});
}

TEST(PlaySession, MapsWithNowhereToGo) {
    const PlaySession empty(TileRaster(5, 5));
    EXPECT_FALSE(empty.playable());
    EXPECT_EQ(empty.exitSource(), ExitSource::None);
    PlaySession stuck = empty;
    EXPECT_EQ(stuck.move(Dir::E), MoveOutcome::Blocked);

    PlaySession closet(rasterFrom({"###", "#.#", "###"}));
    EXPECT_TRUE(closet.playable());
    EXPECT_EQ(closet.exitSource(), ExitSource::None);
    EXPECT_TRUE(closet.exits().empty());
    EXPECT_EQ(closet.move(Dir::S), MoveOutcome::Blocked);
    EXPECT_EQ(closet.visible().count(), 9);
}

TEST(PlaySession, TheSightRangeLimitsTheView) {
    TileRaster open(31, 31);
    open.fill(open.bounds(), TileKind::Floor);
    const PlaySession near(open, PlayOptions{SightRange{3, SightShape::Square}});
    EXPECT_EQ(near.start(), (Vec2i{15, 15}));
    EXPECT_EQ(near.visible().count(), 7 * 7);
}

TEST(PlaySession, IsDeterministic) {
    const TileMapResult map = generateTileMap("drunkard", 48, 32, Json::object(), 5);
    ASSERT_TRUE(map.ok()) << map.failure;
    PlaySession a(*map.tiles);
    PlaySession b(*map.tiles);
    for (Dir dir : {Dir::N, Dir::E, Dir::E, Dir::S, Dir::W, Dir::S, Dir::S, Dir::E}) {
        EXPECT_EQ(a.move(dir), b.move(dir));
        EXPECT_EQ(a.position(), b.position());
        EXPECT_EQ(a.explored(), b.explored());
    }
}

// A tile generator's map has starts and an exit; a shortest walk wins.
TEST(PlaySession, TileGeneratorMapsCanBeWon) {
    for (const char* name : {"cellular", "drunkard"}) {
        SCOPED_TRACE(name);
        const TileMapResult map = generateTileMap(name, 60, 40, Json::object(), 3);
        ASSERT_TRUE(map.ok()) << map.failure;
        PlaySession session(*map.tiles);
        EXPECT_EQ(session.tiles().at(session.start()), TileKind::Start);
        EXPECT_EQ(session.exitSource(), ExitSource::Map);
        const std::vector<Dir> path = pathToExit(session);
        ASSERT_FALSE(path.empty());
        for (Dir dir : path) {
            session.move(dir);
        }
        EXPECT_TRUE(session.finished());
        EXPECT_EQ(session.moves(), static_cast<int>(path.size()));
        EXPECT_GT(session.explored().count(), session.visible().count());
    }
}

// easylink's phase-2 raster has no start or exit tile.
TEST(PlaySession, PhaseTwoMapsUseTheFallbacks) {
    const CatalogueLoad load =
        loadCatalogueFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json");
    ASSERT_TRUE(load.valid());
    const GenerationResult result = generateEasylink(load.catalogue, EasylinkParams{}, 4);
    ASSERT_TRUE(result.ok()) << result.failure;
    ASSERT_TRUE(result.resolution.has_value());
    const TileRaster tiles = rasterizeResolution(*result.layout, *result.resolution);
    ASSERT_EQ(tiles.count(TileKind::Start), 0);
    ASSERT_EQ(tiles.count(TileKind::Exit), 0);
    PlaySession session(tiles);
    ASSERT_TRUE(session.playable());
    EXPECT_TRUE(isWalkable(tiles.at(session.start())));
    EXPECT_EQ(session.exitSource(), ExitSource::Marked);
    const std::vector<Dir> path = pathToExit(session);
    ASSERT_FALSE(path.empty());
    for (Dir dir : path) {
        session.move(dir);
    }
    EXPECT_TRUE(session.finished());
}

}  // namespace
}  // namespace easylink

// The room generators (rooms-corridors, grid-graph, random-rooms) over 100
// seeds each: one connected walkable region, every room still open floor,
// their own rules (room sizes and counts, no overlaps, the halfway
// corridors, grid-graph's exit limits, the dragon beside its treasure, the
// exit room last), determinism with and without a listener, and the
// grid-graph tables checked field by field.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "easylink/generation/events.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"
#include "generators/grid_graph/grid_graph_tables.hpp"

namespace easylink {
namespace {

constexpr int kSeedsPerGenerator = 100;

const Json& gridTables() {
    static const Json kTables = [] {
        const ParsedJson parsed = readJsonFile(EASYLINK_ASSETS_DIR "/tables/grid-graph.json");
        EXPECT_TRUE(parsed.ok()) << parsed.error->message;
        return parsed.value;
    }();
    return kTables;
}

TileMapResult generate(const std::string& generator, int width, int height, std::uint64_t seed,
                       const Json& options = Json::object(), EventSink* sink = nullptr) {
    TileMapRequest request;
    request.generator = generator;
    request.width = width;
    request.height = height;
    request.seed = seed;
    request.options = options;
    if (generator == "grid-graph") {
        request.tables = gridTables();
    }
    return generateTileMap(request, sink);
}

Rect grown(const Rect& r) {
    return {r.x - 1, r.y - 1, r.w + 2, r.h + 2};
}

/// The tiles of the one-tile ring around `r`.
std::vector<Vec2i> ringOf(const Rect& r) {
    std::vector<Vec2i> out;
    const Rect g = grown(r);
    for (int y = g.top(); y < g.bottom(); ++y) {
        for (int x = g.left(); x < g.right(); ++x) {
            if (!r.contains(Vec2i{x, y})) {
                out.push_back({x, y});
            }
        }
    }
    return out;
}

void expectSoundMap(const TileMapResult& result) {
    ASSERT_TRUE(result.ok()) << result.failure;
    const TileRaster& tiles = *result.tiles;
    EXPECT_TRUE(allWalkableConnected(tiles));
    EXPECT_EQ(tiles.count(TileKind::Start), 2);
    EXPECT_EQ(tiles.count(TileKind::Exit), 1);
    for (int x = 0; x < tiles.width(); ++x) {
        ASSERT_EQ(tiles.at({x, 0}), TileKind::Wall);
        ASSERT_EQ(tiles.at({x, tiles.height() - 1}), TileKind::Wall);
    }
    for (int y = 0; y < tiles.height(); ++y) {
        ASSERT_EQ(tiles.at({0, y}), TileKind::Wall);
        ASSERT_EQ(tiles.at({tiles.width() - 1, y}), TileKind::Wall);
    }
    // No room was walled up as a cut-off pocket.
    for (const TileArea& area : result.areas) {
        for (int y = area.rect.top(); y < area.rect.bottom(); ++y) {
            for (int x = area.rect.left(); x < area.rect.right(); ++x) {
                ASSERT_TRUE(isWalkable(tiles.at({x, y}))) << area.name << " at " << x << "," << y;
            }
        }
    }
}

/// Random rooms: inside the map, sides in range, no more than a quarter of
/// the map, neither overlapping nor touching, named "room N" in order.
void expectRandomRooms(const TileMapResult& result, int lo, int hi) {
    const TileRaster& tiles = *result.tiles;
    for (std::size_t i = 0; i < result.areas.size(); ++i) {
        const Rect& room = result.areas[i].rect;
        EXPECT_EQ(result.areas[i].name, "room " + std::to_string(i + 1));
        const Rect inner{1, 1, tiles.width() - 2, tiles.height() - 2};
        EXPECT_TRUE(inner.contains(room));
        EXPECT_GE(room.w, lo);
        EXPECT_GE(room.h, lo);
        EXPECT_LE(room.w, hi);
        EXPECT_LE(room.h, hi);
        EXPECT_LE(room.area() * 4, std::int64_t(tiles.width()) * tiles.height());
        for (std::size_t j = 0; j < i; ++j) {
            EXPECT_FALSE(grown(room).intersects(result.areas[j].rect))
                << result.areas[i].name << " touches " << result.areas[j].name;
        }
    }
}

// [SECTION] rooms-corridors

// The quarter of the compass one centre lies in from another, worked out
// here on its own from the bearing in degrees
// (0 north, 90 east, y growing south), the diagonals going clockwise.
char corridorDirection(Vec2i from, Vec2i to) {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    if (std::abs(dx) == std::abs(dy)) {
        return dx > 0 ? (dy < 0 ? 'E' : 'S') : (dy > 0 ? 'W' : 'N');
    }
    double bearing = std::atan2(double(dx), double(-dy)) * 180.0 / 3.14159265358979323846;
    bearing = bearing < 0 ? bearing + 360.0 : bearing;
    if (bearing >= 45.0 && bearing < 135.0) {
        return 'E';
    }
    if (bearing >= 135.0 && bearing < 225.0) {
        return 'S';
    }
    if (bearing >= 225.0 && bearing < 315.0) {
        return 'W';
    }
    return 'N';
}

/// The tiles of the rooms-corridors corridor between two centres, turning
/// halfway.
std::vector<Vec2i> halfwayPath(Vec2i from, Vec2i to) {
    const char direction = corridorDirection(from, to);
    if (direction == 'W' || direction == 'N') {
        std::swap(from, to);
    }
    std::vector<Vec2i> path;
    const auto run = [&](Vec2i a, Vec2i b) {
        for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) {
            for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y) {
                path.push_back({x, y});
            }
        }
    };
    if (direction == 'E' || direction == 'W') {
        const int turn = (from.x + to.x) / 2;
        run(from, {turn, from.y});
        run({turn, from.y}, {turn, to.y});
        run({turn, to.y}, to);
    } else {
        const int turn = (from.y + to.y) / 2;
        run(from, {from.x, turn});
        run({from.x, turn}, {to.x, turn});
        run({to.x, turn}, to);
    }
    return path;
}

/// The exit tile of a finished map.
Vec2i exitOf(const TileRaster& tiles) {
    for (int y = 0; y < tiles.height(); ++y) {
        for (int x = 0; x < tiles.width(); ++x) {
            if (tiles.at({x, y}) == TileKind::Exit) {
                return {x, y};
            }
        }
    }
    ADD_FAILURE() << "no exit";
    return {-1, -1};
}

Vec2i centreOf(const Rect& r) {
    return {r.x + r.w / 2, r.y + r.h / 2};
}

TEST(RoomsCorridors, HundredSeedsKeepTheirRules) {
    for (std::uint64_t seed = 1; seed <= kSeedsPerGenerator; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generate("rooms-corridors", 80, 80, seed);
        expectSoundMap(result);
        ASSERT_TRUE(result.ok());
        EXPECT_EQ(result.areas.size(), 10u) << "the default 10 rooms fit an 80x80 map";
        expectRandomRooms(result, 4, 10);
        for (std::size_t i = 1; i < result.areas.size(); ++i) {
            const auto path =
                halfwayPath(centreOf(result.areas[i - 1].rect), centreOf(result.areas[i].rect));
            for (const Vec2i t : path) {
                ASSERT_TRUE(isWalkable(result.tiles->at(t)))
                    << "corridor " << i << " to " << i + 1 << " at " << t.x << "," << t.y;
            }
        }
        EXPECT_GT(result.tiles->count(TileKind::Corridor), 0);
        EXPECT_TRUE(result.areas.back().rect.contains(exitOf(*result.tiles)))
            << "the exit is in the last room made";
    }
}

TEST(RoomsCorridors, NoRoomCoversMoreThanAQuarterOfTheMap) {
    // One such room is all the map holds; more are refused before digging.
    const Json many = Json::parse(R"({"rooms": 2, "room_min": 200, "room_max": 1000})");
    EXPECT_NE(generate("rooms-corridors", 40, 24, 1, many).failure.find("holds at most 1"),
              std::string::npos);
    const Json huge = Json::parse(R"({"rooms": 1, "room_min": 200, "room_max": 1000})");
    for (std::uint64_t seed = 1; seed <= kSeedsPerGenerator; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generate("rooms-corridors", 40, 24, seed, huge);
        expectSoundMap(result);
        ASSERT_TRUE(result.ok());
        ASSERT_FALSE(result.areas.empty());
        for (const TileArea& room : result.areas) {
            EXPECT_EQ(room.rect.w, 19);  // half the inner width
            EXPECT_EQ(room.rect.h, 11);
            EXPECT_LE(room.rect.area() * 4, 40 * 24);
        }
    }
}

// [SECTION] random-rooms

TEST(RandomRooms, HundredSeedsGiveApartRoomsJoinedByStraightCorridors) {
    for (std::uint64_t seed = 1; seed <= kSeedsPerGenerator; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generate("random-rooms", 80, 80, seed);
        expectSoundMap(result);
        ASSERT_TRUE(result.ok());
        EXPECT_GE(result.areas.size(), 12u);
        EXPECT_LE(result.areas.size(), 15u);
        expectRandomRooms(result, 4, 10);
        EXPECT_GT(result.tiles->count(TileKind::Corridor), 0);
    }
}

TEST(RandomRooms, RoomOptionsAreFollowed) {
    const Json small = Json::parse(R"({"rooms": 40, "room_min": 3, "room_max": 5})");
    for (std::uint64_t seed = 1; seed <= kSeedsPerGenerator; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generate("random-rooms", 96, 64, seed, small);
        expectSoundMap(result);
        ASSERT_TRUE(result.ok());
        EXPECT_EQ(result.areas.size(), 40u);
        expectRandomRooms(result, 3, 5);
    }
}

// [SECTION] grid-graph

struct GridRoomCheck {
    std::vector<Vec2i> doors;
    std::string name;
};

/// The doors on the ring of each room; the ring holds nothing but wall and
/// doors (no tunnel broke through a room's walls).
std::vector<GridRoomCheck> doorsOfRooms(const TileMapResult& result) {
    std::vector<GridRoomCheck> out;
    for (const TileArea& area : result.areas) {
        GridRoomCheck room{{}, area.name};
        for (const Vec2i t : ringOf(area.rect)) {
            const TileKind kind = result.tiles->at(t);
            EXPECT_TRUE(kind == TileKind::Wall || kind == TileKind::Door)
                << area.name << " has a " << tileName(kind) << " in its wall at " << t.x << ","
                << t.y;
            if (kind == TileKind::Door) {
                room.doors.push_back(t);
            }
        }
        out.push_back(std::move(room));
    }
    return out;
}

bool sharesDoor(const GridRoomCheck& a, const GridRoomCheck& b) {
    return std::any_of(a.doors.begin(), a.doors.end(), [&](Vec2i d) {
        return std::find(b.doors.begin(), b.doors.end(), d) != b.doors.end();
    });
}

TEST(GridGraph, HundredSeedsKeepTheTablesRules) {
    std::vector<Problem> problems;
    const auto tables = tilemap::readGridGraphTables(gridTables(), problems);
    ASSERT_TRUE(tables) << tilemap::describeTablesProblems(problems);
    std::map<std::string, int> maxExits;
    std::map<std::string, int> expectedCount;
    for (const tilemap::GridRoomType& type : tables->rooms) {
        maxExits[type.name] = type.maxExits;
        expectedCount[type.name] =
            type.placement == tilemap::GridPlacement::Beside ? 0 : type.count;
    }
    for (const tilemap::GridRoomType& type : tables->rooms) {
        if (type.needsBeside) {
            expectedCount[tables->rooms[*type.needsBeside].name] += type.count;
        }
    }
    for (std::uint64_t seed = 1; seed <= kSeedsPerGenerator; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult result = generate("grid-graph", 80, 80, seed);
        expectSoundMap(result);
        ASSERT_TRUE(result.ok());
        ASSERT_FALSE(result.areas.empty());
        EXPECT_EQ(result.areas.front().name, "start");
        EXPECT_EQ(result.areas.back().name, "exit") << "the exit room is placed last";
        EXPECT_TRUE(result.areas.back().rect.contains(exitOf(*result.tiles)))
            << "the exit tile is in the exit room";
        std::map<std::string, int> count;
        for (std::size_t i = 0; i < result.areas.size(); ++i) {
            const Rect& room = result.areas[i].rect;
            EXPECT_EQ(room.w, 7);
            EXPECT_EQ(room.h, 7);
            ++count[result.areas[i].name];
            for (std::size_t j = 0; j < i; ++j) {
                EXPECT_FALSE(room.intersects(result.areas[j].rect));
            }
        }
        std::map<std::string, int> expected;
        for (const auto& [name, n] : expectedCount) {
            if (n > 0) {
                expected[name] = n;
            }
        }
        EXPECT_EQ(count, expected);
        const std::vector<GridRoomCheck> rooms = doorsOfRooms(result);
        for (const GridRoomCheck& room : rooms) {
            EXPECT_GE(room.doors.size(), 1u) << room.name;
            EXPECT_LE(static_cast<int>(room.doors.size()), maxExits.at(room.name)) << room.name;
        }
        for (const GridRoomCheck& treasure : rooms) {
            if (treasure.name != "treasure") {
                continue;
            }
            EXPECT_EQ(treasure.doors.size(), 1u) << "the treasure room has one exit";
            EXPECT_TRUE(std::any_of(rooms.begin(), rooms.end(), [&](const GridRoomCheck& r) {
                return r.name == "dragon" && sharesDoor(r, treasure);
            })) << "the treasure room opens onto the dragon's";
        }
        for (const GridRoomCheck& dragon : rooms) {
            if (dragon.name == "dragon") {
                EXPECT_TRUE(std::any_of(rooms.begin(), rooms.end(), [&](const GridRoomCheck& r) {
                    return r.name == "treasure" && sharesDoor(r, dragon);
                })) << "the dragon has its treasure beside it";
            }
        }
    }
}

int doorCount(const TileMapResult& result) {
    std::set<std::pair<int, int>> doors;
    for (const GridRoomCheck& room : doorsOfRooms(result)) {
        for (const Vec2i d : room.doors) {
            doors.insert({d.x, d.y});
        }
    }
    return static_cast<int>(doors.size());
}

TEST(GridGraph, ConnectChanceAddsDoorsBeyondTheTree) {
    int extra = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const auto tree =
            generate("grid-graph", 80, 80, seed, Json::parse(R"({"connect_chance": 0})"));
        ASSERT_TRUE(tree.ok()) << tree.failure;
        EXPECT_EQ(doorCount(tree), static_cast<int>(tree.areas.size()) - 1)
            << "without extra doors the rooms form a tree";
        const auto loops =
            generate("grid-graph", 80, 80, seed, Json::parse(R"({"connect_chance": 1})"));
        ASSERT_TRUE(loops.ok()) << loops.failure;
        extra += doorCount(loops) - (static_cast<int>(loops.areas.size()) - 1);
    }
    EXPECT_GT(extra, 0);
}

TEST(GridGraph, CountScaleAndCellSizeShapeBigMaps) {
    const auto big =
        generate("grid-graph", 300, 200, 7, Json::parse(R"({"count_scale": 10, "cell_size": 6})"));
    expectSoundMap(big);
    ASSERT_TRUE(big.ok());
    EXPECT_EQ(big.areas.size(), 10u * 12u + 10u + 2u);  // 12 random types, 10 treasures
    for (const TileArea& area : big.areas) {
        EXPECT_EQ(area.rect.w, 5);
    }
}

TEST(GridGraph, TooSmallAMapFailsClearly) {
    const auto result = generate("grid-graph", 16, 16, 1);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.failure.find("needs at least 15 cells"), std::string::npos) << result.failure;
    EXPECT_NE(result.failure.find("smaller cell_size"), std::string::npos);
}

TEST(GridGraph, ImpossibleTablesFailAfterTheLastAttempt) {
    // Every room but the first allows one exit: the first room's four doors
    // are all there is, so a fifth room never finds a place.
    Json tables = gridTables();
    for (Json& room : tables["rooms"]) {
        if (room["name"] != "start" && room["name"] != "dragon") {
            room["max_exits"] = 1;
        }
    }
    TileMapRequest request;
    request.generator = "grid-graph";
    request.seed = 3;
    request.options = Json::parse(R"({"attempts": 4})");
    request.tables = tables;
    EventRecorder recorder;
    const TileMapResult result = generateTileMap(request, &recorder);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.attempts, 4);
    EXPECT_NE(result.failure.find("found no layout in 4 attempts"), std::string::npos)
        << result.failure;
    const auto restarts =
        std::count_if(recorder.events().begin(), recorder.events().end(),
                      [](const Event& e) { return e.kind == EventKind::AttemptStarted; });
    EXPECT_EQ(restarts, 4);
}

// [SECTION] tables

struct BadTables {
    const char* pointer;  // JSON pointer of the value replaced (or removed)
    const char* value;    // JSON text; nullptr removes it
    const char* expected;
};

TEST(GridGraphTables, BrokenTablesFailWithAPointer) {
    const BadTables cases[] = {
        {"/format", R"("easylink-catalogue")", "tables: /format: format must be"},
        {"/version", "2", "tables: /version: version must be 1"},
        {"/rooms", "[]", "tables: /rooms: rooms must be an array of 1 to 256"},
        {"/rooms", "{}", "tables: /rooms: rooms must be an array"},
        {"/rooms/1/max_exits", "5",
         "tables: /rooms/1/max_exits: max_exits must be a whole number "
         "from 1 to 4, not 5"},
        {"/rooms/1/max_exits", "2.5", "tables: /rooms/1/max_exits: max_exits must be a whole"},
        {"/rooms/1/max_exits", nullptr, "tables: /rooms/1: missing \"max_exits\""},
        {"/rooms/1/count", "-1", "tables: /rooms/1/count: count must be a whole number from 0"},
        {"/rooms/1/maxExits", "3", "tables: /rooms/1/maxExits: unknown key \"maxExits\""},
        {"/rooms/1/name", "\"start\"", "tables: /rooms/1/name: the name \"start\" is taken"},
        {"/rooms/1/name", "\"\"", "tables: /rooms/1/name: name must have 1 to 64"},
        {"/rooms/1/placement", "\"middle\"", "tables: /rooms/1/placement: unknown placement"},
        {"/rooms/0/placement", "\"random\"", "tables: /rooms: one room type must have"},
        {"/rooms/1/placement", "\"first\"", "tables: /rooms/1/placement: only one room type"},
        {"/rooms/14/count", "2", "tables: /rooms/14/count: the room placed last is one room"},
        {"/rooms/13/count", "1", "tables: /rooms/13/count: a room placed beside another"},
        {"/rooms/8/needs_beside", "\"gold\"",
         "tables: /rooms/8/needs_beside: no room type is "
         "named \"gold\""},
        {"/rooms/8/needs_beside", "\"coffin\"", "\"coffin\" must have \"placement\": \"beside\""},
        {"/rooms/8/needs_beside", nullptr,
         "tables: /rooms/13/placement: no room type needs "
         "\"treasure\""},
        {"/rooms/8/max_exits", "1", "tables: /rooms/8/max_exits: a room that needs a room beside"},
        {"/rooms/2", "7", "tables: /rooms/2: a room type must be a JSON object, not a whole"},
        {"/colour", "\"red\"", "tables: /colour: unknown key \"colour\" of the grid-graph tables"},
    };
    for (const BadTables& bad : cases) {
        SCOPED_TRACE(std::string(bad.pointer) + " = " + (bad.value ? bad.value : "(removed)"));
        Json tables = gridTables();
        const Json::json_pointer pointer(bad.pointer);
        if (bad.value == nullptr) {
            tables[pointer.parent_pointer()].erase(pointer.back());
        } else {
            tables[pointer] = Json::parse(bad.value);
        }
        std::vector<Problem> problems;
        EXPECT_FALSE(tilemap::readGridGraphTables(tables, problems));
        TileMapRequest request;
        request.generator = "grid-graph";
        request.tables = tables;
        const TileMapResult result = generateTileMap(request);
        ASSERT_FALSE(result.ok());
        EXPECT_EQ(result.failure.rfind("tables: ", 0), 0u) << result.failure;
        EXPECT_NE(result.failure.find(bad.expected), std::string::npos) << result.failure;
    }
}

TEST(GridGraphTables, MissingOrNonObjectTablesFailClearly) {
    TileMapRequest request;
    request.generator = "grid-graph";
    EXPECT_NE(generateTileMap(request).failure.find("tables: grid-graph needs its data tables"),
              std::string::npos);
    request.tables = Json::array();
    EXPECT_NE(generateTileMap(request).failure.find("tables: the tables must be a JSON object"),
              std::string::npos);
}

TEST(GridGraphTables, TheShippedTablesRead) {
    std::vector<Problem> problems;
    const auto tables = tilemap::readGridGraphTables(gridTables(), problems);
    ASSERT_TRUE(tables) << tilemap::describeTablesProblems(problems);
    EXPECT_EQ(tables->rooms[tables->first].name, "start");
    ASSERT_TRUE(tables->last);
    EXPECT_EQ(tables->rooms[*tables->last].name, "exit");
}

// [SECTION] all three

class RoomGenerator : public ::testing::TestWithParam<const char*> {};

TEST_P(RoomGenerator, IsDeterministicWithAndWithoutAListener) {
    for (std::uint64_t seed = 1; seed <= kSeedsPerGenerator; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const TileMapResult a = generate(GetParam(), 80, 80, seed);
        const TileMapResult b = generate(GetParam(), 80, 80, seed);
        ASSERT_TRUE(a.ok() && b.ok());
        EXPECT_EQ(*a.tiles, *b.tiles);
        EXPECT_EQ(a.areas, b.areas);
        if (seed % 10 == 0) {
            EventRecorder recorder;
            const TileMapResult c = generate(GetParam(), 80, 80, seed, Json::object(), &recorder);
            ASSERT_TRUE(c.ok());
            EXPECT_EQ(*a.tiles, *c.tiles) << "listening changes nothing";
            EXPECT_EQ(a.areas, c.areas);
        }
    }
    EXPECT_NE(*generate(GetParam(), 80, 80, 1).tiles, *generate(GetParam(), 80, 80, 2).tiles);
}

TEST_P(RoomGenerator, EveryMapSizeAndExtremeOptionWorks) {
    const std::vector<std::pair<int, int>> sizes = {{16, 16}, {17, 40}, {40, 17}, {120, 33}};
    const std::vector<Json> options = {
        Json::object(),
        Json::parse(R"({"items": 0, "monsters": 0})"),
    };
    for (const auto& [w, h] : sizes) {
        for (const Json& option : options) {
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                SCOPED_TRACE(std::to_string(w) + "x" + std::to_string(h) + " seed " +
                             std::to_string(seed));
                Json used = option;
                if (std::string(GetParam()) == "grid-graph") {
                    used["cell_size"] = 4;
                } else {
                    used["rooms"] = 1000;
                    used["room_min"] = 2;
                    used["room_max"] = 2;
                }
                const TileMapResult result = generate(GetParam(), w, h, seed, used);
                if (result.ok()) {
                    expectSoundMap(result);
                } else if (std::string(GetParam()) == "grid-graph") {
                    EXPECT_EQ(result.failure.rfind("grid-graph ", 0), 0u) << result.failure;
                } else {
                    // More rooms than the map holds are refused; as many as
                    // it holds are all placed.
                    const std::string size = std::to_string(w) + "x" + std::to_string(h);
                    EXPECT_NE(result.failure.find("cannot fit a " + size + " map"),
                              std::string::npos)
                        << result.failure;
                    used["rooms"] = ((w - 1) / 3) * ((h - 1) / 3);
                    const TileMapResult most = generate(GetParam(), w, h, seed, used);
                    expectSoundMap(most);
                    ASSERT_TRUE(most.ok()) << most.failure;
                    EXPECT_EQ(most.areas.size(), used["rooms"].get<std::size_t>());
                }
            }
        }
    }
}

TEST_P(RoomGenerator, EventsDescribeTheRooms) {
    EventRecorder recorder;
    const TileMapResult result = generate(GetParam(), 64, 64, 9, Json::object(), &recorder);
    ASSERT_TRUE(result.ok()) << result.failure;
    int steps = 0;
    bool growth = false;
    for (const Event& event : recorder.events()) {
        steps +=
            event.kind == EventKind::TilesChanged && event.text.find("room") != std::string::npos;
        growth = growth || (event.kind == EventKind::PhaseStarted && event.phase == Phase::Growth);
    }
    EXPECT_GE(steps, static_cast<int>(result.areas.size()));
    EXPECT_TRUE(growth);
}

INSTANTIATE_TEST_SUITE_P(Generators, RoomGenerator,
                         ::testing::Values("rooms-corridors", "grid-graph", "random-rooms"),
                         [](const auto& param) {
                             std::string name = param.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

}  // namespace
}  // namespace easylink

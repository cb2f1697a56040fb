// Phase 2: slots resolved into modules, parameters passed down, the tile
// raster drawn from the tree, and what happens when a slot cannot be filled.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/resolve/resolution.hpp"

namespace easylink {
namespace {

// room_a: 8x8, a port in the middle of each wall (W, E, N, S), widths 2 and 4.
constexpr const char* kRoomA = R"({ "name": "room_a", "kind": "normal", "size": [8, 8],
    "weight": ROOM_WEIGHT, "ports": [
      { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
      { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
      { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
      { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] } ] })";

// A room nothing in these tests places: it keeps the catalogue valid (a
// normal room with a weight) when room_a's weight is 0, so that only its
// variants can fill room_a's slots.
constexpr const char* kFiller = R"(,
    { "name": "filler", "kind": "normal", "size": [8, 8], "ports": [
      { "pos": [0, 3.5], "dir": "W", "widths": [2] } ] })";

constexpr const char* kWalls = R"(
    { "name": "wall_blank", "kind": "wall",
      "params": [ { "name": "connected", "type": "bool", "default": false } ],
      "requires": { "connected": false } },
    { "name": "wall_doorway", "kind": "wall",
      "params": [ { "name": "connected", "type": "bool", "default": false },
                  { "name": "width", "type": "int", "default": 2 } ],
      "requires": { "connected": true },
      "slots": [ { "name": "door", "accepts": { "kinds": ["door"], "size": ["$width", 1] } } ] },
    { "name": "door_2", "kind": "door", "size": [2, 1] },
    { "name": "corridor_plain", "kind": "corridor" })";

constexpr const char* kDoor4 = R"(, { "name": "door_4", "kind": "door", "size": [4, 1] })";

// A variant of room_a whose "style" goes down two more levels: the room's
// centre holds a plinth, whose top holds a statue of that style.
constexpr const char* kStyled = R"(,
    { "name": "room_a_styled", "kind": "normal", "size": [8, 8], "variant_of": "room_a",
      "params": [ { "name": "style", "type": "string", "default": "STYLE" } ],
      "slots": [ { "name": "centre", "rect": [3, 3, 2, 2],
                   "accepts": { "kinds": ["part"], "tags": ["plinth"] },
                   "params": { "style": "$style" } } ] },
    { "name": "plinth", "kind": "part", "size": [2, 2], "tags": ["plinth"],
      "params": [ { "name": "style", "type": "string", "default": "none" } ],
      "slots": [ { "name": "top", "accepts": { "tags": ["statue"] },
                   "params": { "style": "$style" } } ] },
    { "name": "statue_stone", "kind": "part", "size": [2, 2], "tags": ["statue"],
      "params": [ { "name": "style", "type": "string", "default": "none" } ],
      "requires": { "style": "stone" }, "pattern": ["!!", "!!"] },
    { "name": "statue_marble", "kind": "part", "size": [2, 2], "tags": ["statue"],
      "params": [ { "name": "style", "type": "string", "default": "none" } ],
      "requires": { "style": "marble" }, "pattern": ["mm", "mm"] })";

std::string replaced(std::string text, const std::string& what, const std::string& with) {
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at)) {
        text.replace(at, what.size(), with);
        at += with.size();
    }
    return text;
}

Catalogue load(std::string modules) {
    if (modules.find("\"weight\": 0,") != std::string::npos) {
        modules += kFiller;
    }
    const CatalogueLoad load = loadCatalogueText(test::catalogueWith(modules));
    EXPECT_TRUE(load.valid()) << test::describeProblems(load.problems);
    return load.catalogue;
}

/// Three room_a in an L: room 0 at (0, 8); room 1 at (16, 8), joined to room
/// 0's east port by a width-4 corridor; room 2 at (0, 0), linked directly to
/// room 0's north port at width 2. Room 0's west and south ports stay free.
Layout threeRooms(const Catalogue& catalogue) {
    Layout layout(catalogue, 40, 24);
    const int a = static_cast<int>(catalogue.find("room_a") - catalogue.modules.data());
    const RoomId r0 = layout.addRoom(a, Rotation(), {0, 8});
    const RoomId r1 = layout.addRoom(a, Rotation(), {16, 8});
    const RoomId r2 = layout.addRoom(a, Rotation(), {0, 0});
    layout.addCorridor({r0, 1}, {r1, 0}, 4);
    layout.linkRooms(r0, 2, r2, 3, 2);
    return layout;
}

const ResolvedNode* child(const Resolution& resolution, const ResolvedNode& node,
                          const std::string& slot) {
    for (int c : node.children) {
        if (resolution.node(c).slot == slot) {
            return &resolution.node(c);
        }
    }
    return nullptr;
}

std::string moduleName(const Catalogue& catalogue, const ResolvedNode* node) {
    return node == nullptr || node->module < 0 ? "-" : catalogue.modules[node->module].name;
}

TEST(Resolver, PassesAParameterDownThreeLevels) {
    for (const std::string style : {"stone", "marble"}) {
        const std::string modules = replaced(std::string(kRoomA), "ROOM_WEIGHT", "0") + "," +
                                    kWalls + kDoor4 + replaced(kStyled, "STYLE", style);
        const Catalogue catalogue = load(modules);
        const Layout layout = threeRooms(catalogue);
        const Resolution resolution = resolveLayout(layout, EasylinkParams{}, 7);
        ASSERT_TRUE(resolution.problems.empty()) << resolution.problems.front();

        const ResolvedNode& room = resolution.node(resolution.roomRoots[0]);
        EXPECT_EQ(moduleName(catalogue, &room), "room_a_styled");
        const ResolvedNode* plinth = child(resolution, room, "centre");
        ASSERT_NE(plinth, nullptr);
        EXPECT_EQ(moduleName(catalogue, plinth), "plinth");
        const ResolvedNode* statue = child(resolution, *plinth, "top");
        ASSERT_NE(statue, nullptr);
        EXPECT_EQ(moduleName(catalogue, statue), "statue_" + style);
        ASSERT_EQ(statue->params.size(), 1u);
        EXPECT_EQ(statue->params[0].second, ParamValue(style));

        // The statue's pattern lands at the room's centre: tiles (3..4, 11..12).
        const TileRaster raster = rasterizeResolution(layout, resolution);
        const TileKind expected = style == "stone" ? TileKind::Item : TileKind::Monster;
        EXPECT_EQ(raster.at({3, 11}), expected);
        EXPECT_EQ(raster.at({4, 12}), expected);
    }
}

TEST(Resolver, ConnectedPortsGetDoorsOfTheWidthInUseAndFreePortsBlankWalls) {
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "1") + "," + kWalls + kDoor4);
    const Layout layout = threeRooms(catalogue);
    const Resolution resolution = resolveLayout(layout, EasylinkParams{}, 3);
    ASSERT_TRUE(resolution.problems.empty()) << resolution.problems.front();
    const ResolvedNode& room = resolution.node(resolution.roomRoots[0]);
    const TileRaster raster = rasterizeResolution(layout, resolution);
    const PlacedRoom& placed = *layout.room(0);
    for (std::size_t i = 0; i < placed.ports.size(); ++i) {
        const ResolvedNode* wall = child(resolution, room, wallSlotName(i));
        ASSERT_NE(wall, nullptr) << "port " << i;
        const PlacedPort& port = placed.ports[i];
        if (port.link.isFree()) {
            EXPECT_EQ(moduleName(catalogue, wall), "wall_blank");
            EXPECT_TRUE(wall->children.empty());
            const Rect tiles = doorTiles(port.anchor, port.dir, 2);
            EXPECT_EQ(raster.at(tiles.position()), TileKind::Wall) << "port " << i;
        } else {
            EXPECT_EQ(moduleName(catalogue, wall), "wall_doorway");
            const ResolvedNode* door = child(resolution, *wall, "door");
            ASSERT_NE(door, nullptr);
            EXPECT_EQ(moduleName(catalogue, door), "door_" + std::to_string(port.width));
            EXPECT_EQ(door->rect, doorTiles(port.anchor, port.dir, port.width));
            EXPECT_EQ(raster.at(door->rect.position()), TileKind::Door);
        }
    }
    // The corridor is a slot too.
    const ResolvedNode& corridor = resolution.node(resolution.corridorRoots[0]);
    EXPECT_EQ(moduleName(catalogue, &corridor), "corridor_plain");
    EXPECT_EQ(corridor.rect, layout.corridor(0)->rect);
    EXPECT_EQ(raster.at({10, 11}), TileKind::Corridor);
}

TEST(Resolver, AnUnfillableSlotIsNamedByItsPathAndDrawnGenericallyByDefault) {
    // No door_4: room 0's east doorway (a width-4 corridor) cannot get its door.
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "1") + "," + kWalls);
    const Layout layout = threeRooms(catalogue);
    const Resolution resolution = resolveLayout(layout, EasylinkParams{}, 3);
    EXPECT_TRUE(resolution.ok());
    ASSERT_EQ(resolution.problems.size(), 2u);  // both ends of the corridor
    EXPECT_EQ(resolution.problems[0], "room 0 / wall 1 / door: no door module of 4x1 fits");
    EXPECT_EQ(resolution.problems[1], "room 1 / wall 0 / door: no door module of 4x1 fits");

    const TileRaster raster = rasterizeResolution(layout, resolution);
    const PlacedPort& east = layout.room(0)->ports[1];
    const Rect door = doorTiles(east.anchor, east.dir, 4);
    for (int y = door.top(); y < door.bottom(); ++y) {
        EXPECT_EQ(raster.at({door.x, y}), TileKind::Door) << "generic door, row " << y;
    }
}

TEST(Resolver, WithUnfilledSlotsFailTheRunFailsNamingTheSlot) {
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "1") + "," + kWalls);
    EasylinkParams params;
    params.unfilledSlots = UnfilledSlots::Fail;
    const Resolution resolution = resolveLayout(threeRooms(catalogue), params, 3);
    EXPECT_FALSE(resolution.ok());
    EXPECT_EQ(resolution.failure, "room 0 / wall 1 / door: no door module of 4x1 fits");
}

TEST(Resolver, GenerationFailsWhenPhaseTwoMayNotFallBack) {
    // Every room of this catalogue takes width 4 only; no door fits it.
    const Catalogue catalogue =
        load(replaced(replaced(std::string(kRoomA), "ROOM_WEIGHT", "1"), "[2, 4]", "[4]") + "," +
             kWalls);
    EasylinkParams params;
    params.minRooms = 2;
    params.unfilledSlots = UnfilledSlots::Fail;
    const GenerationResult result = generateEasylink(catalogue, params, 5);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.failure.find("phase 2: room "), std::string::npos) << result.failure;
    EXPECT_NE(result.failure.find("/ door: no door module of 4x1 fits"), std::string::npos)
        << result.failure;
}

TEST(Resolver, ASlotThatAcceptsItsOwnModuleStopsAtTheDepthLimit) {
    const std::string loop = R"(,
        { "name": "room_a_nested", "kind": "normal", "size": [8, 8], "variant_of": "room_a",
          "slots": [ { "name": "inner", "rect": [2, 2, 4, 4], "accepts": { "tags": ["nest"] } } ] },
        { "name": "nest", "kind": "part", "size": [4, 4], "tags": ["nest"],
          "pattern": ["....", "....", "....", "...."],
          "slots": [ { "name": "inner", "accepts": { "tags": ["nest"] } } ] })";
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "0") + "," + kWalls + kDoor4 + loop);
    EasylinkParams params;
    params.resolveDepth = 5;
    const Layout layout = threeRooms(catalogue);
    const Resolution resolution = resolveLayout(layout, params, 1);
    ASSERT_FALSE(resolution.problems.empty());
    EXPECT_EQ(
        resolution.problems[0],
        "room 0 / inner / inner / inner / inner / inner: resolve_depth 5 reached (raise it, or "
        "break a slot that accepts its own module)");
}

/// `count` slots named PREFIX0, PREFIX1, ... that accept parts tagged `tag`.
std::string slotsFor(const std::string& prefix, int count, const std::string& tag) {
    std::string out;
    for (int i = 0; i < count; ++i) {
        out += (i > 0 ? ", " : "") + std::string(R"({ "name": ")") + prefix + std::to_string(i) +
               R"(", "accepts": { "tags": [")" + tag + R"("] } })";
    }
    return out;
}

/// room_a's variant holds a "nest" part, whose `branching` slots hold nests
/// again. With room_a at weight 0 only the variant fills a room_a.
Catalogue recursiveCatalogue(int branching, const std::string& roomWeight) {
    const std::string loop = R"(,
        { "name": "room_a_nested", "kind": "normal", "size": [8, 8], "variant_of": "room_a",
          "slots": [ { "name": "floor", "rect": [2, 2, 4, 4], "accepts": { "tags": ["nest"] } } ] },
        { "name": "nest", "kind": "part", "tags": ["nest"], "slots": [ )" +
                             slotsFor("s", branching, "nest") + " ] }";
    return load(replaced(std::string(kRoomA), "ROOM_WEIGHT", roomWeight) + "," + kWalls + kDoor4 +
                loop);
}

// 16 slots a level, 8 levels: four billion slots a room without a budget.
// The run stops at the budget of the room's tree, quickly, says where in
// the resolution it was and which module contains itself.
TEST(Resolver, SlotsThatNestRecursivelyStopAtTheRoomsBudget) {
    const Catalogue catalogue = recursiveCatalogue(16, "0");
    const Layout layout = threeRooms(catalogue);
    const Resolution resolution = resolveLayout(layout, EasylinkParams{}, 1);
    ASSERT_FALSE(resolution.ok());
    EXPECT_TRUE(resolution.overBudget);
    const std::size_t budget = slotTreeBudget(8, 8);
    EXPECT_LE(resolution.nodes.size(), budget + 1);
    EXPECT_EQ(resolution.failure.rfind("phase 2 exceeded " + std::to_string(budget) +
                                           " resolved slots at /rooms/0/slots/0/slots/",
                                       0),
              0u)
        << resolution.failure;
    EXPECT_NE(resolution.failure.find(": the catalogue's slots nest recursively (module nest "
                                      "contains itself: nest -> slot \"s0\" -> nest)"),
              std::string::npos)
        << resolution.failure;

    EasylinkParams params;
    params.width = 40;
    params.height = 40;
    params.minRooms = 2;
    const GenerationResult result = generateEasylink(recursiveCatalogue(16, "1"), params, 3);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.failure.rfind("phase 2 exceeded ", 0), 0u) << result.failure;
}

TEST(Resolver, ACycleThroughTwoModulesIsNamedWhole) {
    const std::string loop = R"(,
        { "name": "room_a_nested", "kind": "normal", "size": [8, 8], "variant_of": "room_a",
          "slots": [ { "name": "floor", "rect": [2, 2, 4, 4], "accepts": { "tags": ["a"] } } ] },
        { "name": "nest_a", "kind": "part", "tags": ["a"], "slots": [ )" +
                             slotsFor("to_b", 8, "b") + R"( ] },
        { "name": "nest_b", "kind": "part", "tags": ["b"], "slots": [ )" +
                             slotsFor("to_a", 8, "a") + " ] }";
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "0") + "," + kWalls + kDoor4 + loop);
    const Resolution resolution = resolveLayout(threeRooms(catalogue), EasylinkParams{}, 1);
    ASSERT_TRUE(resolution.overBudget);
    EXPECT_NE(resolution.failure.find("(module nest_a contains itself: nest_a -> slot \"to_b0\" "
                                      "-> nest_b -> slot \"to_a0\" -> nest_a)"),
              std::string::npos)
        << resolution.failure;
}

// Two slots a level stay within each room's budget (255 slots), but not
// within the layout's when there are hundreds of rooms: the budget of the
// whole run, which grows with the map, stops it.
TEST(Resolver, TheWholeLayoutHasABudgetThatGrowsWithTheMap) {
    EXPECT_EQ(resolutionSlotBudget(80, 80), std::size_t{65536});
    EXPECT_EQ(resolutionSlotBudget(4096, 4096), std::size_t{4096} * 4096 / 8);
    EXPECT_GT(slotTreeBudget(16, 16), slotTreeBudget(8, 8));

    const Catalogue catalogue = recursiveCatalogue(2, "1");
    EasylinkParams params;
    params.width = 512;
    params.height = 512;
    params.minRooms = 1;
    const GenerationResult result = generateEasylink(catalogue, params, 1);
    ASSERT_TRUE(result.resolution.has_value());
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.resolution->overBudget);
    EXPECT_LE(result.resolution->nodes.size(), resolutionSlotBudget(512, 512) + 1);
    EXPECT_EQ(result.failure.rfind("phase 2 exceeded 65536 resolved slots at /", 0), 0u)
        << result.failure;
}

// The default catalogue resolves far below both budgets, on small and large maps.
TEST(Resolver, TheDefaultCatalogueStaysFarBelowTheBudget) {
    for (int side : {80, 512}) {
        EasylinkParams params;
        params.width = side;
        params.height = side;
        const GenerationResult result = generateEasylink(test::defaultCatalogue(), params, 7);
        ASSERT_TRUE(result.ok()) << result.failure;
        ASSERT_TRUE(result.resolution.has_value());
        EXPECT_LT(result.resolution->nodes.size() * 4, resolutionSlotBudget(side, side));
    }
}

TEST(Resolver, AnOptionalSlotStaysEmptyWithoutAProblem) {
    const std::string optional = R"(,
        { "name": "room_a_decor", "kind": "normal", "size": [8, 8], "variant_of": "room_a",
          "slots": [ { "name": "decor", "rect": [2, 2, 4, 4], "optional": true,
                       "accepts": { "tags": ["nothing_has_this"] } } ] })";
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "0") + "," + kWalls + kDoor4 + optional);
    const Resolution resolution = resolveLayout(threeRooms(catalogue), EasylinkParams{}, 1);
    EXPECT_TRUE(resolution.problems.empty());
    const ResolvedNode* decor =
        child(resolution, resolution.node(resolution.roomRoots[0]), "decor");
    ASSERT_NE(decor, nullptr);
    EXPECT_EQ(decor->module, -1);
    EXPECT_FALSE(decor->generic);
}

TEST(Resolver, ARoomCutInTwoIsResolvedAgainThenDrawnGenerically) {
    // The only variant walls the room across its middle, whatever is tried.
    const std::string cut = R"(,
        { "name": "room_a_cut", "kind": "normal", "size": [8, 8], "variant_of": "room_a",
          "slots": [ { "name": "barrier", "rect": [1, 2, 6, 1], "accepts": { "tags": ["bar"] } } ] },
        { "name": "bar", "kind": "part", "size": [6, 1], "tags": ["bar"],
          "pattern": ["######"] })";
    const Catalogue catalogue =
        load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "0") + "," + kWalls + kDoor4 + cut);
    const Layout layout = threeRooms(catalogue);
    const Resolution resolution = resolveLayout(layout, EasylinkParams{}, 1);
    // Room 0 has its north door above the bar and its east door below it.
    const ResolvedNode& room = resolution.node(resolution.roomRoots[0]);
    EXPECT_TRUE(room.generic);
    EXPECT_NE(room.problem.find("room 0: no resolution in 8 tries kept every walkable tile"),
              std::string::npos)
        << room.problem;
    const TileRaster raster = rasterizeResolution(layout, resolution);
    EXPECT_EQ(raster.at({3, 10}), TileKind::Floor);  // where the bar would be
}

TEST(Resolver, IsDeterministicAndEmitsOneStepPerRoomAndCorridor) {
    const Catalogue catalogue = load(replaced(std::string(kRoomA), "ROOM_WEIGHT", "1") + "," +
                                     kWalls + kDoor4 + replaced(kStyled, "STYLE", "stone"));
    const Layout layout = threeRooms(catalogue);
    EventRecorder recorder;
    const Resolution first = resolveLayout(layout, EasylinkParams{}, 11, nullptr, &recorder);
    const Resolution second = resolveLayout(layout, EasylinkParams{}, 11);
    const auto text = [&](const Resolution& resolution) {
        std::string out;
        JsonWriter writer(out);
        writeResolution(writer, layout, resolution);
        return out;
    };
    EXPECT_EQ(text(first), text(second));

    const std::vector<Event>& events = recorder.events();
    ASSERT_EQ(events.size(), 1u + 3u + 1u);
    EXPECT_EQ(events[0].kind, EventKind::PhaseStarted);
    EXPECT_EQ(events[0].phase, Phase::Resolution);
    for (std::size_t i = 1; i < events.size(); ++i) {
        EXPECT_EQ(events[i].kind, EventKind::SlotResolved);
        ASSERT_EQ(events[i].objects.size(), 1u);
        const bool room = i <= 3;
        EXPECT_EQ(events[i].objects[0].kind,
                  room ? EventObject::Kind::Room : EventObject::Kind::Corridor);
        const std::vector<int>& roots = room ? first.roomRoots : first.corridorRoots;
        EXPECT_EQ(events[i].count, roots[static_cast<std::size_t>(events[i].objects[0].id)]);
    }
}

TEST(Resolver, ResolveDepthZeroSkipsPhaseTwo) {
    EasylinkParams params;
    params.resolveDepth = 0;
    const GenerationResult result = generateEasylink(test::defaultCatalogue(), params, 1);
    ASSERT_TRUE(result.ok());
    EXPECT_FALSE(result.resolution.has_value());
}

TEST(Resolver, ACatalogueWithPartsSurvivesARoundTrip) {
    const Catalogue& catalogue = test::defaultCatalogue();
    ASSERT_TRUE(std::any_of(catalogue.modules.begin(), catalogue.modules.end(),
                            [](const ModuleTemplate& m) { return !m.pattern.empty(); }));
    const std::string text = serializeCatalogue(catalogue);
    const CatalogueLoad again = loadCatalogueText(text);
    ASSERT_TRUE(again.valid()) << test::describeProblems(again.problems);
    EXPECT_EQ(serializeCatalogue(again.catalogue), text);
}

// Phase 2's promise, over 200 seeds of the default catalogue: every
// doorway in use is a door module of the width in use, every other port a
// wall, and every walkable tile reachable from every other.
TEST(ResolverProperty, DefaultCatalogueDoorsAndReachabilityOver200Seeds) {
    const Catalogue& catalogue = test::defaultCatalogue();
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, seed);
        if (!result.ok()) {
            continue;  // phase 1 may give up; that is its own test's business
        }
        const Layout& layout = *result.layout;
        const Resolution& resolution = *result.resolution;
        ASSERT_TRUE(resolution.problems.empty()) << resolution.problems.front();
        const TileRaster raster = rasterizeResolution(layout, resolution);

        std::vector<char> doorAllowed(static_cast<std::size_t>(layout.width() * layout.height()));
        for (RoomId id : layout.roomIds()) {
            const PlacedRoom& room = *layout.room(id);
            const ResolvedNode& root = resolution.node(resolution.roomRoots[id]);
            for (std::size_t i = 0; i < room.ports.size(); ++i) {
                const PlacedPort& port = room.ports[i];
                const ResolvedNode* wall = child(resolution, root, wallSlotName(i));
                ASSERT_NE(wall, nullptr) << "room " << id << " port " << i;
                ASSERT_GE(wall->module, 0);
                EXPECT_EQ(catalogue.modules[wall->module].kind, ModuleKind::Wall);
                const ResolvedNode* door = child(resolution, *wall, "door");
                if (port.link.isFree()) {
                    EXPECT_EQ(door, nullptr) << "room " << id << " port " << i;
                    const Rect tiles = doorTiles(port.anchor, port.dir, 2);
                    EXPECT_EQ(raster.at(tiles.position()), TileKind::Wall);
                    continue;
                }
                ASSERT_NE(door, nullptr) << "room " << id << " port " << i;
                ASSERT_GE(door->module, 0);
                EXPECT_EQ(catalogue.modules[door->module].kind, ModuleKind::Door);
                const Rect tiles = doorTiles(port.anchor, port.dir, port.width);
                EXPECT_EQ(door->rect, tiles);
                for (int y = tiles.top(); y < tiles.bottom(); ++y) {
                    for (int x = tiles.left(); x < tiles.right(); ++x) {
                        EXPECT_TRUE(isWalkable(raster.at({x, y})));
                        doorAllowed[static_cast<std::size_t>(y * layout.width() + x)] = 1;
                    }
                }
            }
        }
        // No door anywhere else, and one walkable region.
        std::int64_t walkable = 0;
        Vec2i start{-1, -1};
        for (int y = 0; y < raster.height(); ++y) {
            for (int x = 0; x < raster.width(); ++x) {
                const TileKind kind = raster.at({x, y});
                if (kind == TileKind::Door || kind == TileKind::SecretDoor) {
                    EXPECT_TRUE(doorAllowed[static_cast<std::size_t>(y * layout.width() + x)])
                        << "a door at (" << x << "," << y << ") is no doorway in use";
                }
                if (isWalkable(kind)) {
                    ++walkable;
                    start = start.x < 0 ? Vec2i{x, y} : start;
                }
            }
        }
        std::vector<char> seen(static_cast<std::size_t>(layout.width() * layout.height()));
        std::vector<Vec2i> stack = {start};
        seen[static_cast<std::size_t>(start.y * layout.width() + start.x)] = 1;
        std::int64_t reached = 0;
        while (!stack.empty()) {
            const Vec2i t = stack.back();
            stack.pop_back();
            ++reached;
            for (const Vec2i d : {Vec2i{1, 0}, Vec2i{-1, 0}, Vec2i{0, 1}, Vec2i{0, -1}}) {
                const Vec2i n = t + d;
                if (isWalkable(raster.at(n)) &&
                    !seen[static_cast<std::size_t>(n.y * layout.width() + n.x)]) {
                    seen[static_cast<std::size_t>(n.y * layout.width() + n.x)] = 1;
                    stack.push_back(n);
                }
            }
        }
        EXPECT_EQ(reached, walkable);
    }
}

}  // namespace
}  // namespace easylink

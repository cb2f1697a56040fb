// Locks and keys (docs/design.md section 11): the walk from the entrance and
// the player's path on layouts built by hand, the generator's lock work on
// the shipped locks catalogue, and the layout file's lock fields.

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <sstream>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/layout/locks.hpp"
#include "easylink/output/layout_reader.hpp"

namespace easylink {
namespace {

using test::kE;
using test::kN;
using test::kS;
using test::kW;

/// An 8x8 room with a door in the middle of each wall (W, E, N, S), with
/// `rules` (JSON members, with a leading comma).
std::string room(const std::string& name, const std::string& rules) {
    return R"({ "name": ")" + name + R"(", "kind": "normal", "size": [8, 8], "weight": 1,
      "ports": [
        { "pos": [0, 3.5], "dir": "W", "widths": [2] },
        { "pos": [7, 3.5], "dir": "E", "widths": [2] },
        { "pos": [3.5, 0], "dir": "N", "widths": [2] },
        { "pos": [3.5, 7], "dir": "S", "widths": [2] } ])" +
           rules + " }";
}

/// room() with weight 0: only its rules bring it in.
std::string weightless(const std::string& name, const std::string& rules) {
    std::string text = room(name, rules);
    text.replace(text.find("\"weight\": 1"), 11, "\"weight\": 0");
    return text;
}

/// entrance (first), hall, altar (a key), shrine (locked by altar, the key
/// of the throne room), throne_room (locked by shrine, placed last).
Catalogue lockCatalogue(bool withLast = true) {
    const std::string text = test::catalogueWith(
        room("entrance", R"(, "place": "first", "max_count": 1)") + "," + room("hall", "") + "," +
        room("altar", R"(, "max_count": 1)") + "," +
        room("shrine", R"(, "locked_by": "altar", "max_count": 1)") + "," +
        room("throne_room", std::string(R"(, "locked_by": "shrine", "max_count": 1)") +
                                (withLast ? R"(, "place": "last")" : "")));
    CatalogueLoad load = loadCatalogueText(text);
    EXPECT_TRUE(load.valid()) << test::describeProblems(load.problems);
    return std::move(load.catalogue);
}

enum Module { kEntrance, kHall, kAltar, kShrine, kThrone };

/// Rooms of the lock catalogue placed on a grid of 8-tile cells and linked
/// door to door.
class HandLayout {
public:
    explicit HandLayout(const Catalogue& catalogue) : layout_(catalogue, 64, 64) {}

    /// A room of `module` in cell (column, row).
    RoomId add(Module module, int column, int row) {
        return layout_.addRoom(module, {}, {8 * column + 8, 8 * row + 8});
    }
    /// Links `a`'s east door to `b`'s west door (b is the next cell east).
    void east(RoomId a, RoomId b) { layout_.linkRooms(a, kE, b, kW, 2); }
    /// Links `a`'s south door to `b`'s north door (b is the next cell south).
    void south(RoomId a, RoomId b) { layout_.linkRooms(a, kS, b, kN, 2); }

    Layout& layout() { return layout_; }

private:
    Layout layout_;
};

TEST(LockWalk, AKeyOnASideBranchOpensTheLockAfterAStepBack) {
    const Catalogue catalogue = lockCatalogue(false);
    HandLayout hand(catalogue);
    // entrance - hall - shrine, with the altar north of the hall.
    const RoomId altar = hand.add(kAltar, 1, 0);
    const RoomId entrance = hand.add(kEntrance, 0, 1);
    const RoomId hall = hand.add(kHall, 1, 1);
    const RoomId shrine = hand.add(kShrine, 2, 1);
    hand.east(entrance, hall);
    hand.east(hall, shrine);
    hand.south(altar, hall);
    const Layout& layout = hand.layout();

    const LockWalk walk = walkLocks(layout);
    EXPECT_EQ(walk.entrance, entrance);
    EXPECT_TRUE(walk.unreached.empty());
    EXPECT_EQ(brokenLockRule(layout), "");
    // No last room: the figure of the one locked room, the shrine:
    // entrance, hall, altar, hall, shrine.
    const std::optional<PlayerPath> path = playerPath(layout, true);
    ASSERT_TRUE(path.has_value());
    EXPECT_EQ(path->steps, 4);
    EXPECT_EQ(path->rooms, (std::vector<RoomId>{entrance, hall, altar, hall, shrine}));
}

TEST(LockWalk, AKeyBehindItsOwnLockLeavesBothUnreached) {
    const Catalogue catalogue = lockCatalogue(false);
    HandLayout hand(catalogue);
    const RoomId entrance = hand.add(kEntrance, 0, 0);
    const RoomId shrine = hand.add(kShrine, 1, 0);
    const RoomId altar = hand.add(kAltar, 2, 0);
    hand.east(entrance, shrine);
    hand.east(shrine, altar);
    const Layout& layout = hand.layout();

    const LockWalk walk = walkLocks(layout);
    EXPECT_EQ(walk.unreached, (std::vector<RoomId>{shrine, altar}));
    EXPECT_EQ(brokenLockRule(layout),
              "rule locked_by: room 1 (shrine) is locked by altar, and no altar room is reached "
              "from the entrance before it (2 rooms wait behind locks)");
    EXPECT_EQ(playerPath(layout)->steps, -1);
}

TEST(LockWalk, NestedLocksEndInTheLastRoomHoldingEveryKey) {
    const Catalogue catalogue = lockCatalogue(true);
    HandLayout hand(catalogue);
    // The hall in the middle; the altar north, the shrine south, the throne
    // room east: entrance, hall, altar, hall, shrine, hall, throne room.
    const RoomId altar = hand.add(kAltar, 1, 0);
    const RoomId entrance = hand.add(kEntrance, 0, 1);
    const RoomId hall = hand.add(kHall, 1, 1);
    const RoomId throne = hand.add(kThrone, 2, 1);
    const RoomId shrine = hand.add(kShrine, 1, 2);
    hand.east(entrance, hall);
    hand.east(hall, throne);
    hand.south(altar, hall);
    hand.south(hall, shrine);
    const Layout& layout = hand.layout();

    EXPECT_EQ(brokenLockRule(layout), "");
    const std::optional<PlayerPath> path = playerPath(layout, true);
    ASSERT_TRUE(path.has_value());
    EXPECT_EQ(path->steps, 6);
    EXPECT_EQ(path->rooms,
              (std::vector<RoomId>{entrance, hall, altar, hall, shrine, hall, throne}));
}

TEST(LockWalk, ALockWhoseKeyRoomIsMissingIsNamed) {
    const Catalogue catalogue = lockCatalogue(false);
    HandLayout hand(catalogue);
    const RoomId entrance = hand.add(kEntrance, 0, 0);
    const RoomId throne = hand.add(kThrone, 1, 0);
    hand.east(entrance, throne);
    EXPECT_EQ(brokenLockRule(hand.layout()),
              "rule locked_by: room 1 (throne_room) is locked by shrine, and the layout has no "
              "shrine room");
}

/// entrance, then key_K and lock_K (locked by key_K) for K from 0 to 15.
Catalogue sixteenKeys() {
    std::string modules = room("entrance", R"(, "place": "first", "max_count": 1)");
    for (int k = 0; k < 16; ++k) {
        const std::string key = "key_" + std::to_string(k);
        modules += "," + room(key, "") + "," +
                   room("lock_" + std::to_string(k), R"(, "locked_by": ")" + key + "\"");
    }
    CatalogueLoad load = loadCatalogueText(test::catalogueWith(modules));
    EXPECT_TRUE(load.valid()) << test::describeProblems(load.problems);
    return std::move(load.catalogue);
}

// 33 rooms in a row with 16 keys: 33 * 2^16 states, searched with the rooms
// of the walk. With no last room the figure is the largest over the locked
// rooms of a walk holding every key: lock_0 (room 2) is reached last after
// key_15 (room 31), 31 + 29 = 60 steps.
TEST(LockWalk, SixteenKeysAreSearchedWithTheirRooms) {
    const Catalogue catalogue = sixteenKeys();
    Layout layout(catalogue, 33 * 8, 8);
    RoomId previous = layout.addRoom(0, {}, {0, 0});
    for (int t = 1; t <= 32; ++t) {
        const RoomId next = layout.addRoom(t, {}, {8 * t, 0});
        layout.linkRooms(previous, kE, next, kW, 2);
        previous = next;
    }
    const std::optional<PlayerPath> path = playerPath(layout, true);
    ASSERT_TRUE(path.has_value());
    EXPECT_FALSE(path->tooLarge);
    EXPECT_EQ(path->steps, 60);
    ASSERT_EQ(path->rooms.size(), 61u);
    EXPECT_EQ(path->rooms[31], 31);
    EXPECT_EQ(path->rooms.back(), 2);
    EXPECT_EQ(brokenLockRule(layout), "");
}

// 65 x 65 rooms with the 16 locks among them: more than kMaxPathStates
// states, so no search (and no figure) rather than gigabytes of bitmap.
TEST(LockWalk, ASearchTooLargeIsRefusedNotRun) {
    const Catalogue catalogue = sixteenKeys();
    Layout layout(catalogue, 65 * 8, 65 * 8);
    for (int cell = 0; cell < 65 * 65; ++cell) {
        const int module = cell <= 32 ? cell : 1;  // the first 33 cells: every module once
        layout.addRoom(module, {}, {8 * (cell % 65), 8 * (cell / 65)});
    }
    ASSERT_GT(static_cast<std::uint64_t>(layout.roomIdLimit()) << 16, kMaxPathStates);
    const std::optional<PlayerPath> path = playerPath(layout);
    ASSERT_TRUE(path.has_value());
    EXPECT_TRUE(path->tooLarge);
    EXPECT_EQ(path->steps, -1);
}

TEST(LockWalk, ACatalogueWithoutLocksHasNoPath) {
    const Layout layout(test::defaultCatalogue(), 32, 32);
    EXPECT_FALSE(playerPath(layout).has_value());
    EXPECT_EQ(brokenLockRule(layout), "");
}

Catalogue shippedLocks() {
    CatalogueLoad load =
        loadCatalogueFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/locks.json");
    EXPECT_TRUE(load.valid()) << test::describeProblems(load.problems);
    return std::move(load.catalogue);
}

std::string layoutText(const Layout& layout, std::uint64_t seed) {
    LayoutFileHeader header;
    header.seed = seed;
    return serializeLayout(layout, header);
}

/// Generates seeds 1 to `seeds` of `catalogue` with the default parameters
/// and hands each layout to `check`, the seed named in any failure.
void forEachSeed(const Catalogue& catalogue, std::uint64_t seeds,
                 const std::function<void(const Layout&)>& check) {
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, seed);
        ASSERT_TRUE(result.ok()) << result.failure;
        check(*result.layout);
    }
}

/// How many rooms of `layout` are of catalogue module `module`.
int roomsOfModule(const Layout& layout, int module) {
    int count = 0;
    for (RoomId id : layout.roomIds()) {
        count += layout.room(id)->templateIndex == module ? 1 : 0;
    }
    return count;
}

TEST(LockWork, EveryLayoutOfTheLocksCatalogueKeepsTheLockRules) {
    forEachSeed(shippedLocks(), 20, [](const Layout& layout) {
        EXPECT_EQ(brokenLockRule(layout), "");
        const std::optional<PlayerPath> path = playerPath(layout, true);
        ASSERT_TRUE(path.has_value());
        // From the entrance through the altar and the shrine to the throne room.
        EXPECT_GE(path->steps, 3);
        EXPECT_EQ(path->rooms.front(), entranceOf(layout));
        EXPECT_EQ(lockOf(layout, path->rooms.back()), "shrine");
    });
}

// An entrance with a weight and no max_count is still placed once: the
// player's walk has one start.
TEST(LockWork, TheEntranceIsPlacedOnceEvenWithAWeight) {
    Catalogue catalogue = shippedLocks();
    const ModuleTemplate* found = catalogue.find("entrance");
    ASSERT_NE(found, nullptr);
    const auto entrance = static_cast<int>(found - catalogue.modules.data());
    ModuleTemplate& module = catalogue.modules[static_cast<std::size_t>(entrance)];
    module.weight = 3.0;
    module.rules.maxCount.reset();
    forEachSeed(catalogue, 20,
                [&](const Layout& layout) { EXPECT_EQ(roomsOfModule(layout, entrance), 1); });
}

// A key module's min_count holds even when no locked room of it is in the
// layout: only the lock work places key rooms, so it places those too.
TEST(LockWork, AKeysMinCountIsMetWithoutItsLockInTheLayout) {
    const std::string text =
        test::catalogueWith(room("entrance", R"(, "place": "first", "max_count": 1)") + "," +
                            room("hall", "") + "," + weightless("idol", R"(, "min_count": 2)") +
                            "," + weightless("vault", R"(, "locked_by": "idol")"));
    const CatalogueLoad load = loadCatalogueText(text);
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    forEachSeed(load.catalogue, 10, [](const Layout& layout) {
        EXPECT_EQ(roomsOfModule(layout, kAltar), 2);  // module 2, the idol
    });
}

// A key room the lock work attaches gets the neighbour its module requires.
TEST(LockWork, AKeyRoomGetsTheNeighbourItRequires) {
    const std::string text = test::catalogueWith(
        room("entrance", R"(, "place": "first", "max_count": 1)") + "," + room("hall", "") + "," +
        weightless("idol", R"(, "requires_neighbor": "guard", "max_count": 1)") + "," +
        weightless("vault", R"(, "locked_by": "idol", "min_count": 1, "max_count": 1)") + "," +
        weightless("guard", R"(, "max_count": 2)"));
    const CatalogueLoad load = loadCatalogueText(text);
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    forEachSeed(load.catalogue, 10,
                [](const Layout& layout) { EXPECT_EQ(brokenLockRule(layout), ""); });
}

TEST(LockWork, TheTimelineShowsKeysAttachedAndHostsRefused) {
    const Catalogue catalogue = shippedLocks();
    EventRecorder recorder(true);
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 3, &recorder);
    ASSERT_TRUE(result.ok()) << result.failure;
    int attached = 0;
    int refused = 0;
    for (const Event& event : recorder.events()) {
        attached += event.text.find("key altar attached to") != std::string::npos ? 1 : 0;
        refused += event.kind == EventKind::CandidateRejected &&
                           event.text.find("key shrine not beside") != std::string::npos
                       ? 1
                       : 0;
    }
    EXPECT_EQ(attached, 1);
    // The shrine is attached after the altar; the throne room, locked by
    // the shrine, is not reached yet, so it is refused as the shrine's host.
    EXPECT_GE(refused, 1);
}

TEST(LockFile, LockedRoomsAndTheirDoorsAndThePathAreWrittenAndReadBack) {
    const Catalogue catalogue = shippedLocks();
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 5);
    ASSERT_TRUE(result.ok()) << result.failure;
    const std::string text = layoutText(*result.layout, 5);
    const Json document = Json::parse(text);
    int lockedRooms = 0;
    for (const Json& room : document["rooms"]) {
        if (room.contains("locked_by")) {
            ++lockedRooms;
            for (const Json& port : room["ports"]) {
                EXPECT_TRUE(port["connection"].is_null() ||
                            port["connection"]["lock"] == room["locked_by"]);
            }
        }
    }
    EXPECT_EQ(lockedRooms, 2);  // the shrine and the throne room
    EXPECT_EQ(document["stats"]["path"], playerPath(*result.layout)->steps);

    const LayoutRead read = readLayoutDocument(document, catalogue);
    ASSERT_TRUE(read.ok()) << read.problem->pointer << ": " << read.problem->message;
    EXPECT_EQ(layoutText(*read.file->layout, 5), text);
}

TEST(LockFile, TheReaderRefusesALockThatDiffersFromTheCatalogue) {
    const Catalogue catalogue = shippedLocks();
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 5);
    ASSERT_TRUE(result.ok()) << result.failure;
    Json document = Json::parse(layoutText(*result.layout, 5));
    for (std::size_t r = 0; r < document["rooms"].size(); ++r) {
        Json& room = document["rooms"][r];
        if (!room.contains("locked_by")) {
            continue;
        }
        room["locked_by"] = "hall_12x12";
        const LayoutRead read = readLayoutDocument(document, catalogue);
        ASSERT_FALSE(read.ok());
        EXPECT_EQ(read.problem->pointer, "/rooms/" + std::to_string(r) + "/locked_by");
        EXPECT_NE(read.problem->message.find("the module's locked_by"), std::string::npos);
        break;
    }
}

TEST(LockFile, TheReaderRefusesASocketThatDiffersFromTheCatalogue) {
    const Catalogue catalogue = shippedLocks();
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 5);
    ASSERT_TRUE(result.ok()) << result.failure;
    Json document = Json::parse(layoutText(*result.layout, 5));
    for (std::size_t r = 0; r < document["rooms"].size(); ++r) {
        Json& ports = document["rooms"][r]["ports"];
        for (std::size_t p = 0; p < ports.size(); ++p) {
            if (ports[p].contains("socket")) {
                ports[p]["socket"] = "arch";
                const LayoutRead read = readLayoutDocument(document, catalogue);
                ASSERT_FALSE(read.ok());
                EXPECT_EQ(read.problem->pointer, "/rooms/" + std::to_string(r) + "/ports/" +
                                                     std::to_string(p) + "/socket");
                return;
            }
        }
    }
    GTEST_SKIP() << "no socketed port in this layout";
}

}  // namespace
}  // namespace easylink

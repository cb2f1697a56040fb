// Room rules: the default catalogue plus modules that carry rules, over many
// seeds, checked on the finished layouts (and clear failures when a rule
// cannot be met).

#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <map>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"

namespace easylink {
namespace {

/// An 8x8 room with a door in the middle of each wall, and `rules` (JSON
/// members, with a leading comma) added to it.
std::string room(const std::string& name, double weight, const std::string& rules) {
    return R"({ "name": ")" + name + R"(", "kind": "normal", "size": [8, 8], "weight": )" +
           std::to_string(weight) + R"(, "ports": [
        { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
        { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
        { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
        { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] } ])" +
           rules + " }";
}

/// The default catalogue with `modules` appended.
Catalogue defaultPlus(const std::vector<std::string>& modules) {
    Json document = catalogueToJson(test::defaultCatalogue());
    for (const std::string& module : modules) {
        document["modules"].push_back(Json::parse(module));
    }
    CatalogueLoad load = readCatalogue(document);
    EXPECT_TRUE(load.valid()) << (load.problems.empty() ? "" : load.problems.front().message);
    return std::move(load.catalogue);
}

std::vector<RoomId> roomsOf(const Layout& layout, const std::string& name) {
    std::vector<RoomId> out;
    for (RoomId id : layout.roomIds()) {
        if (layout.catalogue().modules[layout.room(id)->templateIndex].name == name) {
            out.push_back(id);
        }
    }
    return out;
}

/// Rooms reached directly or through one corridor.
std::vector<RoomId> neighbours(const Layout& layout, RoomId room) {
    std::vector<RoomId> out;
    for (const PlacedPort& port : layout.room(room)->ports) {
        if (port.link.kind == PortLink::Kind::Room) {
            out.push_back(port.link.id);
        } else if (port.link.kind == PortLink::Kind::Corridor) {
            const Corridor& c = *layout.corridor(port.link.id);
            out.push_back(c.ends[0].room == room ? c.ends[1].room : c.ends[0].room);
        }
    }
    return out;
}

int distance(const Layout& layout, RoomId from, RoomId to) {
    std::map<RoomId, int> seen{{from, 0}};
    std::deque<RoomId> queue{from};
    while (!queue.empty()) {
        const RoomId room = queue.front();
        queue.pop_front();
        if (room == to) {
            return seen[room];
        }
        for (RoomId next : neighbours(layout, room)) {
            if (seen.emplace(next, seen[room] + 1).second) {
                queue.push_back(next);
            }
        }
    }
    return -1;
}

/// Runs seeds 1..n; every run must succeed. Calls `check` on each layout.
void forSeeds(const Catalogue& catalogue, int n, const std::function<void(const Layout&)>& check,
              const std::function<void(EventRecorder&)>& events = {}) {
    for (int seed = 1; seed <= n; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        EventRecorder recorder(false);
        const GenerationResult result =
            generateEasylink(catalogue, EasylinkParams{}, static_cast<std::uint64_t>(seed),
                             events ? &recorder : nullptr);
        ASSERT_TRUE(result.ok()) << result.failure;
        check(*result.layout);
        if (events) {
            events(recorder);
        }
    }
}

// The room rules' example: one throne room, far from the entrance, with its
// treasury beside it, in every layout.
TEST(RoomRules, OneThroneRoomFarFromTheEntranceWithItsTreasuryBeside) {
    const Catalogue catalogue =
        defaultPlus({room("entrance", 0, R"(, "place": "first", "min_count": 1, "max_count": 1)"),
                     room("throne_room", 0,
                          R"(, "min_count": 1, "max_count": 1, "max_exits": 2,
                   "requires_neighbor": "treasury",
                   "place": { "far_from": "entrance", "rooms": 5 })"),
                     room("treasury", 0, R"(, "max_count": 1, "max_exits": 1)")});
    forSeeds(catalogue, 200, [](const Layout& layout) {
        const auto entrance = roomsOf(layout, "entrance");
        const auto throne = roomsOf(layout, "throne_room");
        const auto treasury = roomsOf(layout, "treasury");
        ASSERT_EQ(entrance.size(), 1u);
        ASSERT_EQ(throne.size(), 1u);
        ASSERT_EQ(treasury.size(), 1u);
        EXPECT_GE(distance(layout, entrance[0], throne[0]), 5);
        const auto around = neighbours(layout, throne[0]);
        EXPECT_NE(std::find(around.begin(), around.end(), treasury[0]), around.end());
        EXPECT_LE(layout.room(throne[0])->linkCount(), 2);
        EXPECT_LE(layout.room(treasury[0])->linkCount(), 1);
    });
}

TEST(RoomRules, MaxCountCapsAFavouriteModule) {
    const Catalogue catalogue = defaultPlus({room("favourite", 50, R"(, "max_count": 2)")});
    int seen = 0;
    forSeeds(catalogue, 200, [&](const Layout& layout) {
        const auto favourite = roomsOf(layout, "favourite");
        EXPECT_LE(favourite.size(), 2u);
        seen += static_cast<int>(favourite.size());
    });
    EXPECT_GT(seen, 200);  // it is drawn: the cap, not chance, keeps it at 2
}

TEST(RoomRules, MinCountBringsInAModuleThatIsNeverDrawn) {
    const Catalogue catalogue = defaultPlus({room("shrine", 0, R"(, "min_count": 3)")});
    forSeeds(catalogue, 200,
             [](const Layout& layout) { EXPECT_GE(roomsOf(layout, "shrine").size(), 3u); });
}

TEST(RoomRules, MaxExitsKeepsDoorsShutInEveryStep) {
    const Catalogue catalogue = defaultPlus({room("cell", 30, R"(, "max_exits": 1)")});
    int cells = 0;
    forSeeds(catalogue, 200, [&](const Layout& layout) {
        for (RoomId id : roomsOf(layout, "cell")) {
            EXPECT_LE(layout.room(id)->linkCount(), 1) << "room " << id;
            ++cells;
        }
    });
    EXPECT_GT(cells, 200);
}

TEST(RoomRules, FirstIsPlacedFirstAndLastLast) {
    const Catalogue catalogue =
        defaultPlus({room("entrance", 0, R"(, "place": "first", "max_count": 1)"),
                     room("exit", 0, R"(, "place": "last", "max_count": 1)")});
    forSeeds(
        catalogue, 100,
        [](const Layout& layout) {
            ASSERT_EQ(roomsOf(layout, "entrance").size(), 1u);
            const auto exit = roomsOf(layout, "exit");
            ASSERT_EQ(exit.size(), 1u);
            EXPECT_EQ(exit[0], layout.roomIds().back());  // ids keep the order of placement
        },
        [&](EventRecorder& recorder) {
            // The first room of the successful attempt is the entrance.
            const auto& events = recorder.events();
            auto start = std::find_if(events.rbegin(), events.rend(), [](const Event& e) {
                return e.kind == EventKind::AttemptStarted;
            });
            const auto first = std::find_if(start.base(), events.end(), [](const Event& e) {
                return e.kind == EventKind::RoomAdded;
            });
            ASSERT_NE(first, events.end());
            EXPECT_EQ(catalogue.modules[first->templateIndex].name, "entrance");
        });
}

TEST(RoomRules, ARuleThatCannotBeMetIsAFailureNamingIt) {
    const Catalogue catalogue = defaultPlus(
        {room("entrance", 0, R"(, "place": "first", "max_count": 1)"),
         room("far_away", 0, R"(, "place": { "far_from": "entrance", "rooms": 900 })")});
    EasylinkParams params;
    params.maxAttempts = 3;
    const GenerationResult result = generateEasylink(catalogue, params, 1);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.failure.find("room rules"), std::string::npos) << result.failure;
    EXPECT_NE(result.failure.find("rule place far_from: nowhere 900 rooms from entrance"),
              std::string::npos)
        << result.failure;
}

TEST(RoomRules, RulesSurviveASaveAndLoad) {
    const Catalogue catalogue = defaultPlus(
        {room("throne_room", 0,
              R"(, "min_count": 1, "max_count": 1, "max_exits": 2, "requires_neighbor": "t",
                   "place": { "far_from": "e", "rooms": 5 })"),
         room("t", 0, R"(, "place": "last")"), room("e", 0, R"(, "place": "first")")});
    const std::string text = serializeCatalogue(catalogue);
    const CatalogueLoad again = loadCatalogueText(text);
    ASSERT_TRUE(again.valid());
    EXPECT_EQ(serializeCatalogue(again.catalogue), text);
    const RoomRules& rules = again.catalogue.find("throne_room")->rules;
    EXPECT_EQ(rules.minCount, 1);
    EXPECT_EQ(rules.maxCount, 1);
    EXPECT_EQ(rules.maxExits, 2);
    EXPECT_EQ(rules.requiresNeighbor, "t");
    EXPECT_EQ(rules.place, RoomRules::Place::FarFrom);
    EXPECT_EQ(rules.farFrom, "e");
    EXPECT_EQ(rules.farRooms, 5);
}

}  // namespace
}  // namespace easylink

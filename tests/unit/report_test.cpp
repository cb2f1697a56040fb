// Batch reports (easylink/report/): reason categories, the room graph's
// diameter, the report's figures against counts made directly from the
// layouts of the same seeds, independence from the thread count, and the
// HTML page's well-formedness and escaping.

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/report/batch_comparison.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/compare_output.hpp"
#include "easylink/report/reason_categories.hpp"
#include "easylink/report/report_output.hpp"
#include "easylink/report/report_text.hpp"
#include "easylink/report/room_graph.hpp"
#include "room_search_support.hpp"

namespace easylink {
namespace {

// [SECTION] A small hand-made catalogue
//
// "wide<16> & "odd"" may only stand unrotated, and its west port allows
// width 8 alone, which no other port of the catalogue allows: nothing can
// ever link to it, so the report must flag it. "unused_8x8" has weight 0 and
// is never placed. No wall, door or corridor parts: phase 2 draws every
// corridor generically and reports it as a problem. The odd name checks the
// escaping of the HTML page.

constexpr const char* kWideName = "wide<16> & \"odd\"";

const std::string kReportCatalogue = test::catalogueWith(test::kHall12 + R"(,
 { "name": "room_8x8", "kind": "normal", "size": [8, 8], "weight": 2.0,
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
              { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
              { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] } ] },
 { "name": "wide<16> & \"odd\"", "kind": "normal", "size": [16, 16], "weight": 1.0,
   "rotations": [0],
   "ports": [ { "pos": [0, 7.5], "dir": "W", "widths": [8] },
              { "pos": [15, 7.5], "dir": "E", "widths": [2, 4] },
              { "pos": [7.5, 0], "dir": "N", "widths": [2, 4] },
              { "pos": [7.5, 15], "dir": "S", "widths": [2, 4] } ] },
 { "name": "unused_8x8", "kind": "normal", "size": [8, 8], "weight": 0,
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] } ] },
 { "name": "cross_8x8", "kind": "four_way", "size": [8, 8],
   "ports": [ { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
              { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] },
              { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] } ] },
 { "name": "bend_8x8", "kind": "bend", "size": [8, 8],
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] } ] })");

const Catalogue& reportCatalogue() {
    static const CatalogueLoad load = loadCatalogueText(kReportCatalogue);
    return load.catalogue;
}

EasylinkParams reportParams() {
    EasylinkParams params;
    params.width = 64;
    params.height = 64;
    params.minRooms = 4;
    return params;
}

std::size_t moduleIndex(const Catalogue& catalogue, std::string_view name) {
    const ModuleTemplate* module = catalogue.find(name);
    EXPECT_NE(module, nullptr) << name;
    return static_cast<std::size_t>(module - catalogue.modules.data());
}

constexpr std::uint64_t kFirstSeed = 1;
constexpr std::uint64_t kSeeds = 10;

TEST(ReportCatalogue, IsValid) {
    const CatalogueLoad load = loadCatalogueText(kReportCatalogue);
    for (const Problem& problem : load.problems) {
        ADD_FAILURE() << problem.pointer << ": " << problem.message;
    }
    EXPECT_TRUE(load.valid());
}

// [SECTION] Reason categories

TEST(ReportReasons, NumbersAndCoordinatesBecomeN) {
    EXPECT_EQ(normaliseReason("hall_12x12 at (36,20) is blocked by room 3 (cell_6x6) at (38,24)"),
              "hall_12x12 at (N,N) is blocked by room N at (N,N)");
    EXPECT_EQ(normaliseReason("hall_12x12 at (4,8) is blocked by room 12 at (5,9)"),
              "hall_12x12 at (N,N) is blocked by room N at (N,N)");
    EXPECT_EQ(normaliseReason("no room for cell_6x6 on room 0 (hall_12x12) port 2: blocked by "
                              "the map's edge at (48,-4)"),
              "no room for cell_6x6 on room N port N: blocked by the map's edge at (N,N)");
    EXPECT_EQ(normaliseReason("joining corridors 4 and 6 at y=48: would close a loop of 1 room"),
              "joining corridors N and N at y=N: would close a loop of N room(s)");
    EXPECT_EQ(normaliseReason("corridor 0: no corridor module of 4x16 fits"),
              "corridor N: no corridor module of NxN fits");
    EXPECT_EQ(normaliseReason("chance 0.25 is below 1"), "chance N is below N");
    EXPECT_EQ(normaliseReason(""), "");
}

TEST(ReportReasons, SingularAndPluralShareACategory) {
    const std::string one = normaliseReason("attempt 2 kept only 1 normal room; min_rooms is 8");
    EXPECT_EQ(one, "attempt N kept only N normal room(s); min_rooms is N");
    EXPECT_EQ(normaliseReason("attempt 1 kept only 6 normal rooms; min_rooms is 8"), one);
    EXPECT_EQ(normaliseReason("would close a loop of 3 rooms"),
              normaliseReason("would close a loop of 1 room"));
    // Only right after a number: "rooms" elsewhere stays as it is.
    EXPECT_EQ(normaliseReason("the rooms at 3"), "the rooms at N");
}

TEST(ReportReasons, CatalogueNamesAreKeptWhole) {
    Catalogue catalogue;
    catalogue.modules.resize(4);
    catalogue.modules[0].name = "8x8 odd room";
    catalogue.modules[1].name = "hall_12";
    catalogue.modules[2].name = "hall_12 east";
    catalogue.modules[3].name = "wing-7";
    const ReasonNormaliser normalise(catalogue);
    EXPECT_EQ(normalise("no room for 8x8 odd room on room 3 (8x8 odd room) port 2"),
              "no room for 8x8 odd room on room N port N");
    // A name must end at a word boundary: hall_12x12 is not hall_12.
    EXPECT_EQ(normalise("hall_12x12 at (1,2)"), "hall_12x12 at (N,N)");
    EXPECT_EQ(normalise("hall_12 at (1,2)"), "hall_12 at (N,N)");
    // The longest name wins, spaces or not: "hall_12 east 3" is hall_12 east
    // and a number, "hall_12 eastern 3" hall_12 and two words.
    EXPECT_EQ(normalise("hall_12 east 3"), "hall_12 east N");
    EXPECT_EQ(normalise("hall_12 eastern 3"), "hall_12 eastern N");
    EXPECT_EQ(normalise("wing-7 and wing-70 and wing"), "wing-7 and wing-N and wing");
}

// [SECTION] The room graph's diameter

// One 8x8 room with a port on each side, in this order.
using test::kE;
using test::kN;
using test::kS;
using test::kW;

const Catalogue& fourPortRooms() {
    static const CatalogueLoad load = loadCatalogueText(test::catalogueWith(R"(
 { "name": "room_8x8", "kind": "normal", "size": [8, 8],
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
              { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
              { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] } ] })"));
    EXPECT_TRUE(load.valid());
    return load.catalogue;
}

TEST(ReportSeeds, TheTallyIsTheSameHoweverTheSeedsWereGrouped) {
    SeedTally all;
    SeedTally low;
    SeedTally high;
    for (std::uint64_t seed : {7u, 3u, 9u, 4u}) {
        const bool made = seed % 3 != 0;
        all.add(seed, made, seed * 10, 1.0);
        (seed < 5 ? low : high).add(seed, made, seed * 10, 1.0);
    }
    SeedTally merged = high;
    merged.merge(low);
    for (const SeedTally* tally : {&all, &merged}) {
        EXPECT_EQ(tally->count(), 4u);
        EXPECT_EQ(tally->firstSeed(), 3u);
        EXPECT_EQ(tally->lastSeed(), 9u);
        EXPECT_EQ(tally->made(), 2u);  // 7 and 4
        EXPECT_EQ(tally->failed(), 2u);
        EXPECT_DOUBLE_EQ(tally->successRate(), 0.5);
        EXPECT_EQ(tally->events(), 230u);
        EXPECT_EQ(tally->milliseconds().count(), 4u);
    }
    const SeedTally none;
    EXPECT_EQ(none.firstSeed(), std::nullopt);
    EXPECT_EQ(none.successRate(), 0.0);
    SeedTally fromNone = none;
    fromNone.merge(all);
    EXPECT_EQ(fromNone.firstSeed(), 3u);
}

TEST(ReportSeeds, PagesNameTheRangeOfSeedsRun) {
    SeedTally seeds;
    EXPECT_EQ(report_text::seedRange(seeds), "none");
    seeds.add(104, true, 0, 1.0);
    seeds.add(5, false, 0, 1.0);
    EXPECT_EQ(report_text::seedRange(seeds), "5 to 104");
    EXPECT_EQ(report_text::number(18446744073709551615u), "18446744073709551615");
}

TEST(ReportRoomGraph, DiameterOfAHandBuiltLayout) {
    Layout layout(fourPortRooms(), 64, 64);
    EXPECT_EQ(roomGraphDiameter(layout), 0);
    const RoomId a = layout.addRoom(0, {}, {0, 0});
    EXPECT_EQ(roomGraphDiameter(layout), 0);
    const RoomId b = layout.addRoom(0, {}, {8, 0});
    layout.linkRooms(a, kE, b, kW, 2);  // a - b directly
    const RoomId c = layout.addRoom(0, {}, {24, 0});
    layout.addCorridor({b, kE}, {c, kW}, 2);  // b - c by a corridor
    const RoomId d = layout.addRoom(0, {}, {32, 0});
    layout.linkRooms(c, kE, d, kW, 4);        // c - d directly
    EXPECT_EQ(roomGraphDiameter(layout), 3);  // a to d
    // A room hanging below b: still 3 (e to d is b, c, d).
    const RoomId e = layout.addRoom(0, {}, {8, 16});
    layout.addCorridor({b, kS}, {e, kN}, 2);
    EXPECT_EQ(roomGraphDiameter(layout), 3);
    // A separate pair far away does not join the count, and is shorter.
    const RoomId f = layout.addRoom(0, {}, {0, 48});
    const RoomId g = layout.addRoom(0, {}, {8, 48});
    layout.linkRooms(f, kE, g, kW, 2);
    EXPECT_EQ(roomGraphDiameter(layout), 3);
    // A room below e lengthens the longest path: f is unreachable, d - c - b - e - h.
    const RoomId h = layout.addRoom(0, {}, {8, 24});
    layout.linkRooms(e, kS, h, kN, 2);
    EXPECT_EQ(roomGraphDiameter(layout), 4);
}

// The definition itself: a breadth-first search from every room, the
// longest distance any of them finds.
int diameterByEverySearch(const Layout& layout) {
    int diameter = 0;
    for (RoomId start : layout.roomIds()) {
        for (const auto& [room, distance] : distancesFrom(layout, start, graphSteps)) {
            diameter = std::max(diameter, distance);
        }
    }
    return diameter;
}

// A ring is the hard case for the bound on eccentricities: every room is as
// far from the others as the central one, so every level must be searched.
TEST(ReportRoomGraph, DiameterOfARingOfRooms) {
    // A walk around the edge of a 5x4 block of 8x8 cells, a room on each
    // cell: 14 rooms, so the farthest apart are 7 links away.
    Layout layout(fourPortRooms(), 64, 64);
    std::vector<RoomId> ring{layout.addRoom(0, {}, {0, 0})};
    Vec2i cell{0, 0};
    struct Move {
        int port;  // the port it leaves by; the next room's facing port is port ^ 1
        Vec2i step;
    };
    const auto moveOf = [](char letter) -> Move {
        switch (letter) {
            case 'E': return {kE, {1, 0}};
            case 'W': return {kW, {-1, 0}};
            case 'S': return {kS, {0, 1}};
            default: return {kN, {0, -1}};
        }
    };
    for (char letter : std::string_view("EEEESSSWWWWNNN")) {
        const Move move = moveOf(letter);
        cell = cell + move.step;
        const RoomId next = cell == Vec2i{0, 0} ? ring.front() : layout.addRoom(0, {}, cell * 8);
        layout.linkRooms(ring.back(), move.port, next, move.port ^ 1, 2);
        if (next != ring.front()) {
            ring.push_back(next);
        }
    }
    ASSERT_EQ(ring.size(), 14u);
    EXPECT_EQ(layout.cycleRank(), 1);
    EXPECT_EQ(diameterByEverySearch(layout), 7);
    EXPECT_EQ(roomGraphDiameter(layout), 7);
    // Without its first room the ring is a chain of 13 rooms, 12 links long.
    layout.removeAll({ring.front()}, {});
    EXPECT_EQ(layout.cycleRank(), 0);
    EXPECT_TRUE(layout.connected(ring[1], ring.back()));
    EXPECT_EQ(roomGraphDiameter(layout), 12);
    // Without its middle room the chain is two of 6 rooms, 5 links each.
    layout.removeAll({ring[7]}, {});
    EXPECT_FALSE(layout.connected(ring[1], ring.back()));
    EXPECT_TRUE(layout.connected(ring[8], ring.back()));
    EXPECT_EQ(roomGraphDiameter(layout), 5);
}

// Generated dungeons, from trees to webs of loops, several components
// included (before the generator keeps the biggest, the report never sees
// them, so a hand-cut copy stands in): the fast search agrees with the
// definition on every one.
TEST(ReportRoomGraph, DiameterAgreesWithASearchFromEveryRoom) {
    EasylinkParams params;
    params.width = 160;
    params.height = 160;
    params.resolveDepth = 0;
    int layouts = 0;
    for (int loops : {0, 4, 16}) {
        params.wantedLoops = loops;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            GenerationResult result = generateEasylink(test::defaultCatalogue(), params, seed);
            if (!result.ok()) {
                continue;
            }
            Layout& layout = *result.layout;
            ++layouts;
            EXPECT_EQ(roomGraphDiameter(layout), diameterByEverySearch(layout))
                << "seed " << seed << ", " << loops << " loops wanted";
            // Every third room gone, with its corridors: the graph falls
            // into pieces.
            const auto isCut = [](RoomId id) { return id % 3 == 0; };
            std::vector<RoomId> rooms;
            std::vector<CorridorId> corridors;
            for (RoomId id : layout.roomIds()) {
                if (isCut(id)) {
                    rooms.push_back(id);
                }
            }
            for (CorridorId id : layout.corridorIds()) {
                const Corridor& corridor = *layout.corridor(id);
                if (isCut(corridor.ends[0].room) || isCut(corridor.ends[1].room)) {
                    corridors.push_back(id);
                }
            }
            layout.removeAll(rooms, corridors);
            EXPECT_EQ(roomGraphDiameter(layout), diameterByEverySearch(layout))
                << "seed " << seed << ", " << loops << " loops wanted, cut";
        }
    }
    EXPECT_GE(layouts, 20);
}

// [SECTION] The report's figures against direct counts

struct DirectCounts {
    int layouts = 0;
    std::vector<int> rooms;
    std::vector<std::uint64_t> placements;
    std::vector<std::uint64_t> layoutsWith;
    std::vector<std::vector<std::uint64_t>> portsInUse;
    std::uint64_t phase2Problems = 0;
    std::uint64_t rejections = 0;
    std::uint64_t attemptsFailed = 0;
    std::vector<std::uint64_t> resolverChoices;
    // category -> (smallest seed, event index there) of its first rejection
    std::map<std::string, std::pair<std::uint64_t, std::size_t>> firstRejection;
};

DirectCounts countDirectly(const Catalogue& catalogue, const EasylinkParams& params) {
    DirectCounts counts;
    const std::size_t modules = catalogue.modules.size();
    counts.placements.assign(modules, 0);
    counts.layoutsWith.assign(modules, 0);
    counts.resolverChoices.assign(modules, 0);
    counts.portsInUse.resize(modules);
    for (std::size_t m = 0; m < modules; ++m) {
        counts.portsInUse[m].assign(catalogue.modules[m].ports.size(), 0);
    }
    const ReasonNormaliser normalise(catalogue);
    for (std::uint64_t seed = kFirstSeed; seed < kFirstSeed + kSeeds; ++seed) {
        EventRecorder recorder(/*withRejections=*/true);
        const GenerationResult result = generateEasylink(catalogue, params, seed, &recorder);
        for (std::size_t i = 0; i < recorder.events().size(); ++i) {
            const Event& event = recorder.events()[i];
            if (event.kind == EventKind::CandidateRejected) {
                ++counts.rejections;
                // Event numbers count from 1: event i + 1 shows at step i + 1.
                counts.firstRejection.try_emplace(normalise(event.text), seed, i + 1);
            }
            counts.attemptsFailed += event.kind == EventKind::AttemptFailed ? 1 : 0;
        }
        if (result.resolution) {
            counts.phase2Problems += result.resolution->problems.size();
            for (const ResolvedNode& node : result.resolution->nodes) {
                if (node.module >= 0) {
                    ++counts.resolverChoices[static_cast<std::size_t>(node.module)];
                }
            }
        }
        if (!result.ok()) {
            continue;
        }
        ++counts.layouts;
        const Layout& layout = *result.layout;
        counts.rooms.push_back(layout.roomCount());
        std::set<int> seen;
        for (RoomId id : layout.roomIds()) {
            const PlacedRoom& room = *layout.room(id);
            const auto m = static_cast<std::size_t>(room.templateIndex);
            ++counts.placements[m];
            seen.insert(room.templateIndex);
            for (std::size_t p = 0; p < room.ports.size(); ++p) {
                counts.portsInUse[m][p] += room.ports[p].link.isFree() ? 0 : 1;
            }
        }
        for (int m : seen) {
            ++counts.layoutsWith[static_cast<std::size_t>(m)];
        }
    }
    return counts;
}

class ReportOnTenSeeds : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        BatchRunOptions run;
        run.jobs = 2;
        report_ = new BatchReport(
            runBatchReport(reportCatalogue(), reportParams(), kFirstSeed, kSeeds, run));
        direct_ = new DirectCounts(countDirectly(reportCatalogue(), reportParams()));
    }
    static void TearDownTestSuite() {
        delete report_;
        delete direct_;
        report_ = nullptr;
        direct_ = nullptr;
    }
    static const BatchReport& report() { return *report_; }
    static const DirectCounts& direct() { return *direct_; }

private:
    static BatchReport* report_;
    static DirectCounts* direct_;
};

BatchReport* ReportOnTenSeeds::report_ = nullptr;
DirectCounts* ReportOnTenSeeds::direct_ = nullptr;

TEST_F(ReportOnTenSeeds, CountsSeedsAndLayouts) {
    EXPECT_EQ(report().seedCount(), kSeeds);
    EXPECT_EQ(report().firstSeed(), kFirstSeed);
    EXPECT_EQ(report().lastSeed(), kFirstSeed + kSeeds - 1);
    EXPECT_EQ(report().layoutCount(), static_cast<std::uint64_t>(direct().layouts));
    EXPECT_GE(direct().layouts, 5) << "the test catalogue should mostly succeed";
    EXPECT_DOUBLE_EQ(report().successRate(),
                     static_cast<double>(direct().layouts) / static_cast<double>(kSeeds));
    EXPECT_EQ(report().distribution(Metric::Attempts).count(), kSeeds);
    EXPECT_EQ(report().milliseconds().count(), kSeeds);
}

TEST_F(ReportOnTenSeeds, RoomsHistogramMatchesTheLayouts) {
    const IntDistribution& rooms = report().distribution(Metric::Rooms);
    std::uint64_t total = 0;
    for (const auto& [value, times] : rooms.counts()) {
        total += times;
    }
    EXPECT_EQ(total, static_cast<std::uint64_t>(direct().layouts));
    std::map<int, std::uint64_t> expected;
    for (int value : direct().rooms) {
        ++expected[value];
    }
    EXPECT_EQ(rooms.counts(), expected);
    std::vector<int> sorted = direct().rooms;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(rooms.min(), sorted.front());
    EXPECT_EQ(rooms.max(), sorted.back());
    const std::size_t n = sorted.size();
    EXPECT_DOUBLE_EQ(rooms.median(), (sorted[(n - 1) / 2] + sorted[n / 2]) / 2.0);
    for (Metric metric : kAllMetrics) {
        if (metric != Metric::Attempts) {
            EXPECT_EQ(report().distribution(metric).count(),
                      static_cast<std::uint64_t>(direct().layouts))
                << toString(metric);
        }
    }
}

TEST_F(ReportOnTenSeeds, ModulePlacementsAndPortsMatchTheLayouts) {
    const Catalogue& catalogue = reportCatalogue();
    for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
        const ModuleTally& tally = report().modules()[m];
        EXPECT_EQ(tally.placements, direct().placements[m]) << catalogue.modules[m].name;
        EXPECT_EQ(tally.layouts, direct().layoutsWith[m]) << catalogue.modules[m].name;
        EXPECT_EQ(tally.portsInUse, direct().portsInUse[m]) << catalogue.modules[m].name;
        EXPECT_EQ(tally.chosen, direct().resolverChoices[m]) << catalogue.modules[m].name;
    }
}

TEST_F(ReportOnTenSeeds, FlagsThePortThatNeverConnectsAndTheModuleNeverPlaced) {
    const Catalogue& catalogue = reportCatalogue();
    const std::size_t wide = moduleIndex(catalogue, kWideName);
    const std::size_t unused = moduleIndex(catalogue, "unused_8x8");
    ASSERT_GT(report().modules()[wide].placements, 0u) << "the wide module must be placed";
    const auto ports = report().portsNeverConnected();
    EXPECT_NE(std::find(ports.begin(), ports.end(), std::pair<std::size_t, std::size_t>{wide, 0}),
              ports.end());
    // Its other ports do connect.
    for (std::size_t p = 1; p < 4; ++p) {
        EXPECT_EQ(
            std::find(ports.begin(), ports.end(), std::pair<std::size_t, std::size_t>{wide, p}),
            ports.end())
            << p;
    }
    const auto never = report().modulesNeverPlaced();
    EXPECT_NE(std::find(never.begin(), never.end(), unused), never.end());
    EXPECT_EQ(std::find(never.begin(), never.end(), wide), never.end());

    const Json json = reportToJson(report(), {});
    const Json& flags = json["flags"];
    EXPECT_NE(std::find(flags["modules_never_placed"].begin(), flags["modules_never_placed"].end(),
                        Json("unused_8x8")),
              flags["modules_never_placed"].end());
    bool flagged = false;
    for (const Json& port : flags["ports_never_connected"]) {
        flagged = flagged || (port["module"] == kWideName && port["port"] == 0);
    }
    EXPECT_TRUE(flagged) << flags.dump();
    EXPECT_EQ(json["modules"][wide]["ports"][0]["never_connected"], true);
    EXPECT_EQ(json["modules"][wide]["ports"][0]["fraction"], 0.0);
    EXPECT_EQ(json["modules"][unused]["never_placed"], true);
}

TEST_F(ReportOnTenSeeds, ReasonsAddUpToTheEvents) {
    EXPECT_EQ(report().reasonTotal(ReasonKind::Rejection), direct().rejections);
    EXPECT_GT(direct().rejections, 0u);
    EXPECT_EQ(report().reasonTotal(ReasonKind::AttemptFailed), direct().attemptsFailed);
    EXPECT_EQ(report().reasonTotal(ReasonKind::Phase2Problem), direct().phase2Problems);
    EXPECT_GT(direct().phase2Problems, 0u) << "no corridor module: every corridor is a problem";
    EXPECT_EQ(report().reasonTotal(ReasonKind::Failure),
              kSeeds - static_cast<std::uint64_t>(direct().layouts));
    EXPECT_EQ(report().reasons(ReasonKind::Rejection).size(), direct().firstRejection.size());
    // Each category's first sighting is the first event of the smallest seed showing it.
    for (const auto& [category, tally] : report().reasons(ReasonKind::Rejection)) {
        const auto it = direct().firstRejection.find(category);
        ASSERT_NE(it, direct().firstRejection.end()) << category;
        ASSERT_FALSE(tally.firstSeeds.empty());
        EXPECT_EQ(tally.firstSeeds.front().seed, it->second.first) << category;
        EXPECT_EQ(tally.firstSeeds.front().event, it->second.second) << category;
        EXPECT_LE(tally.firstSeeds.size(), 5u);
        EXPECT_TRUE(std::is_sorted(
            tally.firstSeeds.begin(), tally.firstSeeds.end(),
            [](const ReasonSighting& a, const ReasonSighting& b) { return a.seed < b.seed; }));
        EXPECT_EQ(normaliseReason(tally.example).empty(), false);
        EXPECT_GE(tally.count, tally.seeds);
    }
    const auto top = report().topReasons(ReasonKind::Rejection);
    EXPECT_LE(top.size(), 20u);
    EXPECT_TRUE(std::is_sorted(top.begin(), top.end(), [](const auto& a, const auto& b) {
        return a.second->count > b.second->count;
    }));
}

TEST_F(ReportOnTenSeeds, PhaseTwoProblemsPointAtTheirSlot) {
    const ReasonTallies& problems = report().reasons(ReasonKind::Phase2Problem);
    ASSERT_FALSE(problems.empty());
    for (const auto& [category, tally] : problems) {
        EXPECT_EQ(category.rfind("corridor N: ", 0), 0u) << category;
        for (const ReasonSighting& sighting : tally.firstSeeds) {
            ASSERT_TRUE(sighting.event.has_value()) << category;
            // The event is the SlotResolved of the corridor the problem names.
            EventRecorder recorder(true);
            generateEasylink(reportCatalogue(), reportParams(), sighting.seed, &recorder);
            // Event numbers count from 1.
            ASSERT_GE(*sighting.event, 1u);
            ASSERT_LE(*sighting.event, recorder.events().size());
            const Event& event = recorder.events()[*sighting.event - 1];
            EXPECT_EQ(event.kind, EventKind::SlotResolved);
            ASSERT_FALSE(event.objects.empty());
            EXPECT_EQ(event.objects.front().kind, EventObject::Kind::Corridor);
            break;  // one seed is enough
        }
    }
}

// [SECTION] Independence from threads and grouping

Json withoutTiming(Json json) {
    json.erase("timing");
    return json;
}

TEST(ReportBatch, SameReportWhateverTheThreadsOrGrouping) {
    BatchRunOptions one;
    one.jobs = 1;
    BatchRunOptions three;
    three.jobs = 3;
    const BatchReport a = runBatchReport(reportCatalogue(), reportParams(), 5, 8, one);
    const BatchReport b = runBatchReport(reportCatalogue(), reportParams(), 5, 8, three);
    // Records added by hand, last seed first, in two reports merged.
    BatchReport c(reportCatalogue(), reportParams());
    BatchReport d(reportCatalogue(), reportParams());
    for (std::uint64_t seed = 12; seed >= 5; --seed) {
        (seed % 2 == 0 ? c : d).add(recordSeed(reportCatalogue(), reportParams(), seed));
    }
    d.merge(c);
    const Json ja = withoutTiming(reportToJson(a, {}));
    EXPECT_EQ(ja, withoutTiming(reportToJson(b, {})));
    EXPECT_EQ(ja, withoutTiming(reportToJson(d, {})));
    EXPECT_EQ(ja["seeds"]["first"], 5);
    EXPECT_EQ(ja["seeds"]["last"], 12);
}

TEST(ReportBatch, ProgressIsReportedAndEndsAtTheTotal) {
    BatchRunOptions run;
    run.jobs = 2;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    run.progress = [&](std::uint64_t done, std::uint64_t total) {
        calls.emplace_back(done, total);
    };
    runBatchReport(reportCatalogue(), reportParams(), 1, 4, run);
    ASSERT_FALSE(calls.empty());
    EXPECT_EQ(calls.back(), (std::pair<std::uint64_t, std::uint64_t>{4, 4}));
    for (const auto& [done, total] : calls) {
        EXPECT_LE(done, total);
    }
}

TEST(ReportBatch, FailedSeedsAreCountedWithTheirReason) {
    EasylinkParams impossible = reportParams();
    impossible.minRooms = 60;  // within what 64x64 can hold, beyond what it gets
    impossible.maxAttempts = 2;
    const BatchReport report = runBatchReport(reportCatalogue(), impossible, 1, 3);
    EXPECT_EQ(report.layoutCount(), 0u);
    EXPECT_EQ(report.successRate(), 0.0);
    EXPECT_EQ(report.reasonTotal(ReasonKind::Failure), 3u);
    EXPECT_EQ(report.reasonTotal(ReasonKind::AttemptFailed), 6u);
    ASSERT_EQ(report.reasons(ReasonKind::Failure).size(), 1u);
    const auto& [category, tally] = *report.reasons(ReasonKind::Failure).begin();
    EXPECT_EQ(category.rfind("no attempt reached min_rooms = N", 0), 0u) << category;
    EXPECT_EQ(tally.seeds, 3u);
    EXPECT_TRUE(report.distribution(Metric::Rooms).empty());
    const Json json = reportToJson(report, {});
    EXPECT_TRUE(json["distributions"]["rooms"]["median"].is_null());
    EXPECT_EQ(json["distributions"]["attempts"]["histogram"], Json::parse("[[2, 3]]"));
    EXPECT_NO_THROW(reportToHtml(report, {}));
}

// Section 11 in the report: the player's path and the locked rooms as
// distributions for a catalogue with locks, absent for one without, and a
// lock rule that restarts attempts named among the restarts.
TEST(ReportLocks, ThePathAndTheLockedRoomsAreDistributionsOfTheLocksCatalogue) {
    const CatalogueLoad load =
        loadCatalogueFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/locks.json");
    ASSERT_TRUE(load.valid());
    const BatchReport report = runBatchReport(load.catalogue, EasylinkParams{}, 1, 12);
    ASSERT_GT(report.layoutCount(), 0u);
    const Json json = reportToJson(report, {});
    EXPECT_EQ(json["quality"]["path"]["count"], report.layoutCount());
    EXPECT_GE(json["quality"]["path"]["min"].get<double>(), 3.0);
    EXPECT_EQ(json["quality"]["locked_rooms"]["min"], 2);
    EXPECT_EQ(json["quality"]["locked_rooms"]["max"], 2);
    const std::string html = reportToHtml(report, {});
    EXPECT_NE(html.find("s path</figcaption>"), std::string::npos);  // "Player's", escaped
    EXPECT_NE(html.find("<figcaption>Locked rooms</figcaption>"), std::string::npos);

    const Json plain = reportToJson(runBatchReport(reportCatalogue(), reportParams(), 1, 2), {});
    EXPECT_FALSE(plain["quality"].contains("path"));
    EXPECT_FALSE(plain["quality"].contains("locked_rooms"));

    // report --compare: the path of two parameter files side by side.
    EasylinkParams bigger;
    bigger.width = 120;
    bigger.height = 120;
    const BatchReport other = runBatchReport(load.catalogue, bigger, 1, 12);
    const BatchComparison comparison = compareBatches(report, other);
    const auto path = std::find_if(comparison.figures.begin(), comparison.figures.end(),
                                   [](const FigureComparison& f) { return f.key == "path"; });
    ASSERT_NE(path, comparison.figures.end());
    EXPECT_EQ(path->a.count(), report.layoutCount());
    EXPECT_EQ(path->b.count(), other.layoutCount());
    EXPECT_GT(path->b.mean(), path->a.mean()) << "a bigger map, a longer walk";
}

TEST(ReportLocks, ALockRuleThatRestartsAttemptsIsNamedAmongTheRestarts) {
    const CatalogueLoad load =
        loadCatalogueFile(std::string(EASYLINK_ASSETS_DIR) + "/catalogues/locks.json");
    ASSERT_TRUE(load.valid());
    // On a cramped 48x48 map the keys often find no free port the walk
    // from the entrance reaches, and the attempt starts again.
    EasylinkParams params;
    params.width = 48;
    params.height = 48;
    const BatchReport report = runBatchReport(load.catalogue, params, 1, 30);
    std::size_t lockRestarts = 0;
    for (const auto& [category, tally] : report.reasons(ReasonKind::AttemptFailed)) {
        if (category.find("rule locked_by: no room the walk from the entrance reaches has a "
                          "free port where key ") != std::string::npos) {
            lockRestarts += tally.count;
        }
    }
    EXPECT_GE(lockRestarts, 1u);
}

TEST(ReportBatch, JsonKeysComeInAFixedOrder) {
    const BatchReport report = runBatchReport(reportCatalogue(), reportParams(), 1, 2);
    const Json json = reportToJson(report, {});
    std::vector<std::string> keys;
    for (const auto& [key, value] : json.items()) {
        keys.push_back(key);
    }
    EXPECT_EQ(keys,
              (std::vector<std::string>{"format", "version", "generator", "catalogue", "params",
                                        "seeds", "success", "distributions", "quality", "modules",
                                        "flags", "phase2", "reasons", "events", "timing"}));
    EXPECT_EQ(json["format"], "easylink-report");
    std::vector<std::string> metrics;
    for (const auto& [key, value] : json["distributions"].items()) {
        metrics.push_back(key);
    }
    EXPECT_EQ(metrics, (std::vector<std::string>{"attempts", "rooms", "normal_rooms", "corridors",
                                                 "loops", "dead_ends", "diameter"}));
}

TEST(ReportDistributions, MedianMeanAndBins) {
    IntDistribution d;
    for (int v : {5, 1, 3, 3}) {
        d.add(v);
    }
    EXPECT_EQ(d.count(), 4u);
    EXPECT_EQ(d.min(), 1);
    EXPECT_EQ(d.max(), 5);
    EXPECT_DOUBLE_EQ(d.median(), 3.0);
    EXPECT_DOUBLE_EQ(d.mean(), 3.0);
    d.add(10);
    EXPECT_DOUBLE_EQ(d.median(), 3.0);
    d.add(11);
    EXPECT_DOUBLE_EQ(d.median(), 4.0);  // 1 3 3 5 10 11

    RealDistribution r;
    for (double v : {1.0, 2.0, 3.0, 10.0}) {
        r.add(v);
    }
    EXPECT_DOUBLE_EQ(r.median(), 2.5);
    const auto bins = r.histogram(3);
    EXPECT_EQ(bins, (std::vector<std::uint64_t>{3, 0, 1}));
    RealDistribution same;
    same.add(4.0);
    same.add(4.0);
    EXPECT_EQ(same.histogram(20), (std::vector<std::uint64_t>{2}));
}

TEST(ReportDistributions, WholeNumberHistogramsBinAsTheReportDraws) {
    EXPECT_TRUE(IntDistribution().histogram().empty());
    // A short range: one bar per value, the missing ones empty.
    IntDistribution few;
    for (int v : {2, 2, 5}) {
        few.add(v);
    }
    const std::vector<IntDistribution::Bin> perValue = few.histogram();
    ASSERT_EQ(perValue.size(), 4u);
    EXPECT_EQ(perValue[0].from, 2);
    EXPECT_EQ(perValue[0].to, 2);
    EXPECT_EQ(perValue[0].count, 2u);
    EXPECT_EQ(perValue[1].count, 0u);
    EXPECT_EQ(perValue[3].from, 5);
    EXPECT_EQ(perValue[3].count, 1u);
    // A long range (0 to 299): 30 bins of 10, every value counted once.
    IntDistribution many;
    for (int v = 0; v < 300; ++v) {
        many.add(v);
    }
    const std::vector<IntDistribution::Bin> bins = many.histogram();
    ASSERT_EQ(bins.size(), 30u);
    EXPECT_EQ(bins.front().to, 9);
    EXPECT_EQ(bins.back().from, 290);
    EXPECT_EQ(bins.back().to, 299);
    std::uint64_t total = 0;
    for (const IntDistribution::Bin& bin : bins) {
        EXPECT_EQ(bin.to - bin.from, 9);
        total += bin.count;
    }
    EXPECT_EQ(total, 300u);
}

// [SECTION] The HTML page
//
// A strict, XML-like reading of the page: every element opened is closed in
// order (or written "<x ... />"), attribute values are quoted and hold no
// '<', text holds no '<' or '>' and only whole entities after '&', and SVG
// holds only the elements the charts use.

struct TagCheck {
    std::vector<std::string> problems;
    std::map<std::string, int> elements;
};

bool isEntity(std::string_view text, std::size_t at) {
    const std::size_t end = text.find(';', at);
    if (end == std::string_view::npos || end - at > 10) {
        return false;
    }
    const std::string_view name = text.substr(at + 1, end - at - 1);
    if (name.starts_with('#')) {
        return name.size() > 1 && std::all_of(name.begin() + 1, name.end(),
                                              [](char c) { return c >= '0' && c <= '9'; });
    }
    return name == "amp" || name == "lt" || name == "gt" || name == "quot";
}

TagCheck checkTags(std::string_view html) {
    TagCheck check;
    std::vector<std::string> open;
    int svgDepth = 0;
    const std::set<std::string> svgElements = {"svg", "rect", "line", "text", "title"};
    std::size_t at = 0;
    const auto problem = [&](const std::string& what) {
        if (check.problems.size() < 20) {
            check.problems.push_back(what + " at offset " + std::to_string(at));
        }
    };
    bool inStyle = false;
    while (at < html.size()) {
        const char c = html[at];
        if (c != '<') {
            if (c == '>' && !inStyle) {
                problem("a bare '>' in text");
            }
            if (c == '&' && !isEntity(html, at)) {
                problem("a bare '&' in text");
            }
            ++at;
            continue;
        }
        if (html.substr(at).starts_with("<!DOCTYPE html>")) {
            at += 15;
            continue;
        }
        const std::size_t end = html.find('>', at);
        if (end == std::string_view::npos) {
            problem("an unclosed tag");
            break;
        }
        std::string_view tag = html.substr(at + 1, end - at - 1);
        if (tag.find('<') != std::string_view::npos) {
            problem("a '<' inside a tag");
        }
        const bool closing = tag.starts_with('/');
        const bool selfClosing = tag.ends_with('/');
        if (closing) {
            tag.remove_prefix(1);
        }
        if (selfClosing) {
            tag.remove_suffix(1);
        }
        const std::string name(tag.substr(0, tag.find_first_of(" \n")));
        if (name.empty() || !std::all_of(name.begin(), name.end(), [](char ch) {
                return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
            })) {
            problem("a bad element name '" + name + "'");
        }
        // Attributes: name="value" pairs, values without '<' or bare '&'.
        const std::string_view attributes = tag.substr(name.size());
        std::size_t quotes = std::count(attributes.begin(), attributes.end(), '"');
        if (quotes % 2 != 0) {
            problem("unbalanced quotes in <" + name + ">");
        }
        for (std::size_t i = attributes.find('&'); i != std::string_view::npos;
             i = attributes.find('&', i + 1)) {
            if (!isEntity(attributes, i)) {
                problem("a bare '&' in an attribute of <" + name + ">");
            }
        }
        if (closing) {
            if (open.empty() || open.back() != name) {
                problem("</" + name + "> closes <" + (open.empty() ? "nothing" : open.back()) +
                        ">");
            } else {
                open.pop_back();
            }
            svgDepth -= name == "svg" ? 1 : 0;
            inStyle = inStyle && name != "style";
        } else {
            ++check.elements[name];
            if (name == "svg") {
                ++svgDepth;
                if (attributes.find("xmlns=\"http://www.w3.org/2000/svg\"") ==
                    std::string_view::npos) {
                    problem("an <svg> without its namespace");
                }
            }
            if (svgDepth > 0 && !svgElements.contains(name)) {
                problem("<" + name + "> inside an <svg>");
            }
            if (!selfClosing) {
                open.push_back(name);
                inStyle = name == "style";
            }
        }
        at = end + 1;
    }
    if (!open.empty()) {
        problem("<" + open.back() + "> never closed (" + std::to_string(open.size()) + " open)");
    }
    return check;
}

TEST(ReportHtml, TheTagCheckCatchesBrokenMarkup) {
    EXPECT_TRUE(
        checkTags("<!DOCTYPE html>\n<html><body><p>a &amp; b</p></body></html>").problems.empty());
    EXPECT_FALSE(checkTags("<html><body><p>a</body></html>").problems.empty());
    EXPECT_FALSE(checkTags("<html><p>a < b</p></html>").problems.empty());
    EXPECT_FALSE(checkTags("<html><p>a & b</p></html>").problems.empty());
    EXPECT_FALSE(checkTags("<html><meta charset=\"utf-8\"></html>").problems.empty());
    EXPECT_FALSE(
        checkTags("<svg xmlns=\"http://www.w3.org/2000/svg\"><div></div></svg>").problems.empty());
}

TEST_F(ReportOnTenSeeds, HtmlIsWellFormedAndEscapesData) {
    ReportContext context;
    context.catalogueFile = "dir/<script>alert('x')</script> & co.json";
    context.jobs = 2;
    const std::string html = reportToHtml(report(), context);
    const TagCheck check = checkTags(html);
    for (const std::string& problem : check.problems) {
        ADD_FAILURE() << problem;
    }
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_EQ(check.elements.count("script"), 0u) << "no scripts, and data never becomes markup";
    EXPECT_EQ(check.elements.count("link"), 0u) << "no external files";
    EXPECT_EQ(check.elements.count("img"), 0u) << "no external files";
    EXPECT_GE(check.elements.at("svg"), 8) << "a chart per distribution";
    EXPECT_EQ(html.find("wide<16>"), std::string::npos);
    EXPECT_NE(html.find("wide&lt;16&gt; &amp; &quot;odd&quot;"), std::string::npos);
    EXPECT_NE(html.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co.json"),
              std::string::npos);
    EXPECT_EQ(html.find("src="), std::string::npos);
    EXPECT_EQ(html.find("href="), std::string::npos);
    // The catalogue's name is data too.
    EXPECT_NE(html.find("never connects"), std::string::npos) << "the flagged port is listed";
    EXPECT_NE(html.find("unused_8x8</b> is never placed"), std::string::npos);
}

TEST(ReportHtml, TheComparisonPageIsWellFormedAndEscapesData) {
    EasylinkParams denser = reportParams();
    denser.roomDensity = 0.5;
    Region region;
    region.name = "<west> & \"co\"";
    region.rect = {0, 0, 32, 64};
    EasylinkParams withRegion = reportParams();
    withRegion.regions = {region};
    denser.regions = {region};
    const BatchReport a = runBatchReport(reportCatalogue(), withRegion, 1, 4);
    const BatchReport b = runBatchReport(reportCatalogue(), denser, 1, 4);
    CompareContext context;
    context.catalogueFile = "cat<1>.json";
    context.fileA = "a & <b>.json";
    context.fileB = "it's.json";
    const std::string html = compareToHtml(a, b, context);
    const TagCheck check = checkTags(html);
    for (const std::string& problem : check.problems) {
        ADD_FAILURE() << problem;
    }
    EXPECT_EQ(check.elements.count("script"), 0u);
    EXPECT_GE(check.elements.at("svg"), 30) << "an interval per figure and two histograms";
    EXPECT_EQ(html.find("<west>"), std::string::npos);
    EXPECT_NE(html.find("&lt;west&gt; &amp; &quot;co&quot;"), std::string::npos);
    EXPECT_NE(html.find("a &amp; &lt;b&gt;.json"), std::string::npos);
    EXPECT_NE(html.find("it&#39;s.json"), std::string::npos);
    EXPECT_NE(html.find("room_density"), std::string::npos);
}

TEST(ReportHtml, EscapesEveryMarkupCharacter) {
    EXPECT_EQ(escapeHtml("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
    EXPECT_EQ(escapeHtml("plain"), "plain");
}

}  // namespace
}  // namespace easylink

// Property tests for docs/design.md section 8 (regions and targets) and for the
// default figures of loops and junction kinds, over fixed seed sets: each
// layout is written as the layout file and read back as JSON, so the
// figures are the ones a designer sees; every layout also passes the
// independent checker, and no cycle is shorter than min_loop_length.

#include <gtest/gtest.h>

#include <deque>
#include <filesystem>
#include <limits>
#include <map>
#include <set>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "layout_invariants.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

const Catalogue& defaultCatalogue() {
    static const CatalogueLoad load =
        loadCatalogueFile(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    return load.catalogue;
}

struct SeedRun {
    int seed = 0;
    Json layout;          // the layout file, when the run succeeded
    std::string failure;  // otherwise
};

std::vector<SeedRun> runSeeds(const EasylinkParams& params, int from, int to) {
    std::vector<SeedRun> runs;
    for (int seed = from; seed <= to; ++seed) {
        EasylinkParams phaseOne = params;
        phaseOne.resolveDepth = 0;  // phase 1 is what these rules are about
        const GenerationResult result =
            generateEasylink(defaultCatalogue(), phaseOne, static_cast<std::uint64_t>(seed));
        SeedRun run;
        run.seed = seed;
        if (result.ok()) {
            const Json paramsJson = paramsToJson(phaseOne);
            LayoutFileHeader header;
            header.seed = static_cast<std::uint64_t>(seed);
            header.params = &paramsJson;
            header.regions = &phaseOne.regions;
            header.attempts = result.attempts;
            run.layout = parseJsonText(serializeLayout(*result.layout, header)).value;
        } else {
            run.failure = result.failure;
        }
        runs.push_back(std::move(run));
    }
    return runs;
}

bool isRoomKind(const Json& room) {
    return room["kind"] == "normal" || room["kind"] == "dead_end";
}

bool isJunctionKind(const std::string& kind) {
    return kind == "four_way" || kind == "t_junction" || kind == "bend" || kind == "through";
}

/// The smallest number of normal rooms (junctions free, both ends counted)
/// on a cycle through any one link of the layout; max() when it has none.
int shortestCycle(const Json& layout) {
    const Json& rooms = layout["rooms"];
    std::vector<std::pair<int, int>> edges;
    for (const Json& room : rooms) {
        for (const Json& port : room["ports"]) {
            const Json& link = port["connection"];
            if (link.is_object() && link.contains("room") &&
                link["room"].get<int>() > room["id"].get<int>()) {
                edges.emplace_back(room["id"].get<int>(), link["room"].get<int>());
            }
        }
    }
    for (const Json& corridor : layout["corridors"]) {
        edges.emplace_back(corridor["ends"][0]["room"].get<int>(),
                           corridor["ends"][1]["room"].get<int>());
    }
    const auto cost = [&](int room) {
        return isJunctionKind(rooms[static_cast<std::size_t>(room)]["kind"].get<std::string>()) ? 0
                                                                                                : 1;
    };
    std::vector<std::vector<std::pair<int, std::size_t>>> adjacent(rooms.size());
    for (std::size_t e = 0; e < edges.size(); ++e) {
        adjacent[static_cast<std::size_t>(edges[e].first)].emplace_back(edges[e].second, e);
        adjacent[static_cast<std::size_t>(edges[e].second)].emplace_back(edges[e].first, e);
    }
    int best = std::numeric_limits<int>::max();
    for (std::size_t skip = 0; skip < edges.size(); ++skip) {
        // 0-1 breadth-first search from one end to the other without the link.
        const auto [from, to] = edges[skip];
        std::vector<int> dist(rooms.size(), std::numeric_limits<int>::max());
        std::deque<int> queue{from};
        dist[static_cast<std::size_t>(from)] = cost(from);
        while (!queue.empty()) {
            const int here = queue.front();
            queue.pop_front();
            for (const auto& [next, edge] : adjacent[static_cast<std::size_t>(here)]) {
                const int d = dist[static_cast<std::size_t>(here)] + cost(next);
                if (edge == skip || d >= dist[static_cast<std::size_t>(next)]) {
                    continue;
                }
                dist[static_cast<std::size_t>(next)] = d;
                cost(next) == 0 ? queue.push_front(next) : queue.push_back(next);
            }
        }
        best = std::min(best, dist[static_cast<std::size_t>(to)]);
    }
    return best;
}

/// Every successful run passes the checker and keeps min_loop_length.
void expectSound(const std::vector<SeedRun>& runs, const EasylinkParams& params) {
    const Json catalogue = catalogueToJson(defaultCatalogue());
    int reported = 0;
    for (const SeedRun& run : runs) {
        if (run.layout.is_null()) {
            continue;
        }
        const std::vector<std::string> violations = test::checkLayout(run.layout, catalogue);
        const int cycle = shortestCycle(run.layout);
        if ((!violations.empty() || cycle < params.minLoopLength) && reported++ < 3) {
            ADD_FAILURE() << "seed " << run.seed << ": shortest cycle " << cycle << " rooms"
                          << (violations.empty() ? "" : "; " + violations.front());
        }
    }
    EXPECT_EQ(reported, 0);
}

int successes(const std::vector<SeedRun>& runs) {
    return static_cast<int>(std::count_if(
        runs.begin(), runs.end(), [](const SeedRun& run) { return !run.layout.is_null(); }));
}

EasylinkParams withRegions(const char* json) {
    std::vector<Problem> problems;
    EasylinkParams params = paramsFromJson(Json::parse(json), EasylinkParams{}, problems);
    EXPECT_TRUE(problems.empty()) << problems.front().pointer << ": " << problems.front().message;
    return params;
}

TEST(Regions, NoRoomEverBelongsToARegionOfDensityZero) {
    const EasylinkParams params = withRegions(
        R"({"regions": [{"rect": [0,0,40,80], "density": 0.6},
                        {"rect": [40,0,40,80], "density": 0}]})");
    const std::vector<SeedRun> runs = runSeeds(params, 1, 200);
    EXPECT_EQ(successes(runs), 200);
    for (const SeedRun& run : runs) {
        for (const Json& room : run.layout.is_null() ? Json::array() : run.layout["rooms"]) {
            EXPECT_FALSE(isRoomKind(room) && room["region"] == 1)
                << "seed " << run.seed << " room " << room["id"];
            // The file's region index is the section 8 rule: the centre's region.
            const int cx2 = 2 * room["x"].get<int>() + room["width"].get<int>();
            EXPECT_EQ(room["region"], cx2 < 80 ? Json(0) : Json(1));
        }
    }
    expectSound(runs, params);
}

TEST(Regions, AchievedDensityIsWithinTolerance) {
    EasylinkParams params = withRegions(
        R"({"width": 160, "height": 160, "regions": [
              {"name": "west", "rect": [0,0,64,160], "density": 0.5},
              {"name": "court", "rect": [64,40,48,80], "density": 0},
              {"name": "east", "rect": [112,0,48,160], "density": 0.2}]})");
    const std::vector<SeedRun> runs = runSeeds(params, 1, 100);
    EXPECT_GE(successes(runs), 98);
    std::vector<double> sum(params.regions.size(), 0.0);
    for (const SeedRun& run : runs) {
        for (const Json& room : run.layout.is_null() ? Json::array() : run.layout["rooms"]) {
            if (isRoomKind(room) && room["region"].is_number()) {
                sum[room["region"].get<std::size_t>()] +=
                    room["width"].get<int>() * room["height"].get<int>();
            }
        }
    }
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const double mean =
            sum[i] / successes(runs) / static_cast<double>(params.regions[i].rect.area());
        EXPECT_NEAR(mean, *params.regions[i].density, kRegionDensitySlack)
            << params.regions[i].name;
    }
}

TEST(Regions, BlockedTilesAreNeverOccupied) {
    const EasylinkParams params = withRegions(
        R"({"regions": [{"rect": [24,24,32,32], "blocked": true},
                        {"rect": [0,60,80,6], "blocked": true}]})");
    const std::vector<SeedRun> runs = runSeeds(params, 1, 150);
    EXPECT_GE(successes(runs), 140);
    const auto overlaps = [&](const Json& thing) {
        const Rect rect{thing["x"].get<int>(), thing["y"].get<int>(), thing["width"].get<int>(),
                        thing["height"].get<int>()};
        return std::any_of(params.regions.begin(), params.regions.end(),
                           [&](const Region& region) { return region.rect.intersects(rect); });
    };
    for (const SeedRun& run : runs) {
        for (const char* key : {"rooms", "corridors"}) {
            for (const Json& thing : run.layout.is_null() ? Json::array() : run.layout[key]) {
                EXPECT_FALSE(overlaps(thing))
                    << "seed " << run.seed << " " << key << " " << thing["id"];
            }
        }
    }
    expectSound(runs, params);
}

TEST(Regions, ModulesListsRestrictWhatIsDrawnThere) {
    const EasylinkParams params = withRegions(
        R"({"regions": [{"rect": [0,0,40,80], "modules": ["room_8x8", "room_12x8"]}]})");
    const std::vector<SeedRun> runs = runSeeds(params, 1, 100);
    EXPECT_GE(successes(runs), 95);
    int inRegion = 0;
    for (const SeedRun& run : runs) {
        for (const Json& room : run.layout.is_null() ? Json::array() : run.layout["rooms"]) {
            if (isRoomKind(room) && room["region"] == 0) {
                ++inRegion;
                EXPECT_TRUE(room["template"] == "room_8x8" || room["template"] == "room_12x8")
                    << "seed " << run.seed << ": " << room["template"];
            }
        }
    }
    EXPECT_GT(inRegion, 100) << "the region still gets rooms";
}

TEST(Targets, MinLoopsIsMetOrTheRunSaysWhy) {
    EasylinkParams params;
    params.minLoops = 3;
    const std::vector<SeedRun> runs = runSeeds(params, 1, 200);
    EXPECT_GE(successes(runs), 190);
    for (const SeedRun& run : runs) {
        if (run.layout.is_null()) {
            EXPECT_NE(run.failure.find("min_loops = 3"), std::string::npos) << run.failure;
        } else {
            EXPECT_GE(run.layout["stats"]["loops"].get<int>(), 3) << "seed " << run.seed;
        }
    }
    expectSound(runs, params);
}

TEST(Targets, MaxLoopsAndDeadEndBoundsHold) {
    EasylinkParams params;
    params.maxLoops = 1;
    params.minDeadEnds = 5;
    params.maxDeadEnds = 7;
    const std::vector<SeedRun> runs = runSeeds(params, 1, 100);
    EXPECT_GE(successes(runs), 90);
    for (const SeedRun& run : runs) {
        if (run.layout.is_null()) {
            EXPECT_NE(run.failure.find("the best missed"), std::string::npos) << run.failure;
            continue;
        }
        const Json& stats = run.layout["stats"];
        EXPECT_LE(stats["loops"].get<int>(), 1) << "seed " << run.seed;
        EXPECT_GE(stats["dead_ends"].get<int>(), 5) << "seed " << run.seed;
        EXPECT_LE(stats["dead_ends"].get<int>(), 7) << "seed " << run.seed;
    }
    expectSound(runs, params);
}

TEST(Targets, FewDeadEndsAreReachedByJoiningAndRemoving) {
    EasylinkParams params;
    params.maxDeadEnds = 1;
    const std::vector<SeedRun> runs = runSeeds(params, 1, 100);
    EXPECT_GE(successes(runs), 90);
    for (const SeedRun& run : runs) {
        if (!run.layout.is_null()) {
            EXPECT_LE(run.layout["stats"]["dead_ends"].get<int>(), 1) << "seed " << run.seed;
        }
    }
    expectSound(runs, params);
}

TEST(Targets, ImpossibleTargetsFailWithTheBestFigure) {
    EasylinkParams params;
    params.width = 32;
    params.height = 32;
    params.minRooms = 1;
    params.maxAttempts = 3;
    params.minLoops = 20;  // below what 32x32 could hold, above what it gets
    const std::vector<SeedRun> runs = runSeeds(params, 1, 3);
    for (const SeedRun& run : runs) {
        EXPECT_TRUE(run.layout.is_null());
        EXPECT_NE(run.failure.find("no attempt met the targets in 3 attempts; the best missed "
                                   "min_loops = 20 (had "),
                  std::string::npos)
            << run.failure;
    }
}

TEST(DefaultFigures, LoopsAndJunctionKindsOnTwoHundredSeeds) {
    const EasylinkParams params;
    const std::vector<SeedRun> runs = runSeeds(params, 1, 200);
    ASSERT_EQ(successes(runs), 200);
    int withLoop = 0;
    int loops = 0;
    std::map<std::string, int> withKind;
    for (const SeedRun& run : runs) {
        const int n = run.layout["stats"]["loops"].get<int>();
        withLoop += n >= 1 ? 1 : 0;
        loops += n;
        std::set<std::string> kinds;
        for (const Json& room : run.layout["rooms"]) {
            kinds.insert(room["kind"].get<std::string>());
        }
        for (const std::string& kind : kinds) {
            ++withKind[kind];
        }
    }
    EXPECT_GE(withLoop, 194) << "97% of layouts have a loop";
    EXPECT_GE(loops, 400) << "a mean of 2 loops or more";
    EXPECT_GE(withKind["t_junction"], 20);
    EXPECT_GE(withKind["bend"], 20);
    EXPECT_GE(withKind["through"], 20);
    EXPECT_GE(withKind["four_way"], 20) << "four-ways in 10% of layouts";
    expectSound(runs, params);
}

TEST(RegionParams, ProblemsNameThePointer) {
    EasylinkParams params;
    std::vector<Problem> problems;
    params = paramsFromJson(Json::parse(R"({"regions": [{"rect": [0,0,8,8]}, {"rect": [0,0,8,8]},
                                    {"rect": [40,0,56,8]}], "min_loops": 4, "max_loops": 2})"),
                            params, problems);
    ASSERT_TRUE(problems.empty());
    const std::vector<Problem> found = validateParams(params);
    const auto has = [&](const std::string& pointer, const std::string& text) {
        return std::any_of(found.begin(), found.end(), [&](const Problem& p) {
            return p.pointer == pointer && p.message.find(text) != std::string::npos;
        });
    };
    EXPECT_TRUE(has("/regions/2/rect", "extends past the map (x+w = 96 > 80)"));
    EXPECT_TRUE(has("/min_loops", "is more than max_loops"));

    std::vector<Problem> bad;
    paramsFromJson(Json::parse(R"({"regions": [{"rect": [0,0,8]}, {"rect": [0,0,8,8],
        "density": 2}, {"rect": [0,0,8,8], "colour": 1}, 5, {"density": 0.1}]})"),
                   EasylinkParams{}, bad);
    const auto badAt = [&](const std::string& pointer) {
        return std::any_of(bad.begin(), bad.end(),
                           [&](const Problem& p) { return p.pointer == pointer; });
    };
    EXPECT_TRUE(badAt("/regions/0/rect"));
    EXPECT_TRUE(badAt("/regions/1/density"));
    EXPECT_TRUE(badAt("/regions/2/colour"));
    EXPECT_TRUE(badAt("/regions/3"));
    EXPECT_TRUE(badAt("/regions/4"));

    EasylinkParams named;
    named.regions = {Region{"",
                            {0, 0, 8, 8},
                            std::nullopt,
                            false,
                            std::vector<std::string>{"room_8x8", "no_such_room", "cross_8x8"}}};
    const std::vector<Problem> forCatalogue = validateParamsFor(named, defaultCatalogue());
    ASSERT_EQ(forCatalogue.size(), 2u);
    EXPECT_EQ(forCatalogue[0].pointer, "/regions/0/modules/1");
    EXPECT_EQ(forCatalogue[1].pointer, "/regions/0/modules/2");
    const GenerationResult refused = generateEasylink(defaultCatalogue(), named, 1);
    EXPECT_NE(refused.failure.find("/regions/0/modules/1: no module named \"no_such_room\""),
              std::string::npos)
        << refused.failure;
}

TEST(RegionParams, RoundTripAndAbsentWhenUnset) {
    const Json defaults = paramsToJson(EasylinkParams{});
    EXPECT_FALSE(defaults.contains("regions"));
    EXPECT_FALSE(defaults.contains("min_loops"));
    const EasylinkParams params = withRegions(
        R"({"regions": [{"name": "a", "rect": [0,0,8,8], "density": 0.25, "blocked": true,
                         "modules": ["room_8x8"]}], "max_dead_ends": 3})");
    std::vector<Problem> problems;
    const EasylinkParams back = paramsFromJson(paramsToJson(params), EasylinkParams{}, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(back.regions, params.regions);
    EXPECT_EQ(back.maxDeadEnds, 3);
    EXPECT_EQ(paramsToJson(back), paramsToJson(params));
}

}  // namespace
}  // namespace easylink

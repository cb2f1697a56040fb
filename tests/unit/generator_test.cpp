// The easylink generator as a whole: determinism, replay from events, and
// the figures the foundation of the product promises on the default catalogue.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <utility>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "generators/easylink/feasibility.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

std::string layoutText(const GenerationResult& result, std::uint64_t seed,
                       const EasylinkParams& params = {}) {
    const Json paramsJson = paramsToJson(params);
    LayoutFileHeader header;
    header.seed = seed;
    header.params = &paramsJson;
    header.regions = &params.regions;
    header.attempts = result.attempts;
    return serializeLayout(*result.layout, header);
}

TEST(Generator, SameSeedGivesByteIdenticalLayouts) {
    for (std::uint64_t seed : {1u, 7u, 99u}) {
        const GenerationResult a = generateEasylink(defaultCatalogue(), {}, seed);
        const GenerationResult b = generateEasylink(defaultCatalogue(), {}, seed);
        ASSERT_TRUE(a.ok()) << a.failure;
        EXPECT_EQ(layoutText(a, seed), layoutText(b, seed));
    }
    const GenerationResult one = generateEasylink(defaultCatalogue(), {}, 1);
    const GenerationResult two = generateEasylink(defaultCatalogue(), {}, 2);
    EXPECT_NE(layoutText(one, 1), layoutText(two, 1)) << "different seeds, different layouts";
}

// Each thread keeps its growers, and their buffers, from one attempt to the
// next (GrowerSet): one that made other layouts before must act as a new one.
TEST(Generator, GrowersKeptByTheThreadActAsNewOnes) {
    EasylinkParams small;
    EasylinkParams big;
    big.width = 160;
    big.height = 120;
    std::vector<std::pair<std::uint64_t, const EasylinkParams*>> runs;
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        runs.emplace_back(seed, seed % 3 == 0 ? &big : &small);
    }
    // One after another on this thread, the growers handed on each time...
    std::vector<std::string> inTurn;
    for (const auto& [seed, params] : runs) {
        const GenerationResult result = generateEasylink(defaultCatalogue(), *params, seed);
        ASSERT_TRUE(result.ok()) << result.failure;
        inTurn.push_back(layoutText(result, seed, *params));
    }
    // ...and each on a thread of its own, with growers never used before.
    for (std::size_t i = 0; i < runs.size(); ++i) {
        std::string alone;
        std::thread([&] {
            const auto& [seed, params] = runs[i];
            alone = layoutText(generateEasylink(defaultCatalogue(), *params, seed), seed, *params);
        }).join();
        EXPECT_TRUE(inTurn[i] == alone) << "seed " << runs[i].first << " differs";
    }
}

TEST(Generator, ListeningToEventsDoesNotChangeTheLayout) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        EventRecorder recorder;
        const GenerationResult quiet = generateEasylink(defaultCatalogue(), {}, seed);
        const GenerationResult heard = generateEasylink(defaultCatalogue(), {}, seed, &recorder);
        ASSERT_TRUE(quiet.ok());
        EXPECT_EQ(layoutText(quiet, seed), layoutText(heard, seed)) << "seed " << seed;
    }
}

// Events alone rebuild the layout: replaying every mutation from empty gives
// exactly the final layout, for many seeds.
TEST(Generator, EventsReplayToTheFinalLayout) {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        EventRecorder recorder(/*withRejections=*/false);
        const GenerationResult result = generateEasylink(defaultCatalogue(), {}, seed, &recorder);
        ASSERT_TRUE(result.ok()) << result.failure;
        Layout replayed(defaultCatalogue(), 80, 80);
        for (const Event& event : recorder.events()) {
            replayEvent(replayed, event);
        }
        LayoutFileHeader header;
        header.seed = seed;
        header.attempts = result.attempts;
        EXPECT_EQ(serializeLayout(replayed, header), serializeLayout(*result.layout, header))
            << "seed " << seed;
    }
}

TEST(Generator, EventsDescribeTheRunInOrder) {
    EventRecorder recorder;
    const GenerationResult result = generateEasylink(defaultCatalogue(), {}, 3, &recorder);
    ASSERT_TRUE(result.ok());
    const auto& events = recorder.events();
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.front().kind, EventKind::AttemptStarted);
    EXPECT_EQ(events.back().kind, EventKind::Finished);
    int rejections = 0;
    int turns = 0;
    for (const Event& event : events) {
        EXPECT_FALSE(event.text.empty()) << toString(event.kind);
        rejections += event.kind == EventKind::CandidateRejected ? 1 : 0;
        turns += event.kind == EventKind::TurnStarted ? 1 : 0;
        if (event.kind == EventKind::TurnStarted || event.kind == EventKind::TurnEnded) {
            EXPECT_TRUE(event.grower.has_value());
            EXPECT_EQ(event.phase, Phase::Growth);
        }
    }
    EXPECT_GT(rejections, 0) << "rejected candidates are events with their reason";
    EXPECT_GE(turns, 7);
}

TEST(Generator, DefaultCatalogueAt80x80GivesRichLayouts) {
    constexpr int kSeeds = 200;
    int successes = 0;
    int loops = 0;
    int deadEnds = 0;
    std::array<int, 6> kinds{};
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
        const GenerationResult result = generateEasylink(defaultCatalogue(), {}, seed);
        if (!result.ok()) {
            continue;
        }
        ++successes;
        const LayoutStats stats = computeStats(*result.layout, result.attempts);
        EXPECT_EQ(stats.components, 1);
        EXPECT_GE(stats.normalRooms, EasylinkParams{}.minRooms);
        loops += stats.loops;
        deadEnds += stats.deadEnds;
        for (RoomId id : result.layout->roomIds()) {
            ++kinds[static_cast<int>(result.layout->room(id)->kind)];
        }
    }
    EXPECT_GE(successes, kSeeds * 99 / 100);
    EXPECT_GE(loops, successes) << "on average at least one loop per layout";
    EXPECT_GT(deadEnds, 0);
    for (ModuleKind kind :
         {ModuleKind::FourWay, ModuleKind::TJunction, ModuleKind::Bend, ModuleKind::Through}) {
        EXPECT_GT(kinds[static_cast<int>(kind)], 0) << toString(kind) << " never appears";
    }
}

TEST(Generator, ImpossibleRequestsFailWithAReason) {
    // 60 rooms pass every bound on an 80x80 map but step 1 never places
    // that many at room_density 0.3: each attempt stops after step 1.
    EasylinkParams params;
    params.minRooms = 60;
    params.maxAttempts = 2;
    const GenerationResult result = generateEasylink(defaultCatalogue(), params, 1);
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.attempts, 2);
    EXPECT_NE(result.failure.find("no attempt reached min_rooms = 60"), std::string::npos)
        << result.failure;
    EXPECT_NE(result.failure.find("step 1 of the best of 2 attempts placed only"),
              std::string::npos)
        << result.failure;

    // 500 rooms of 36 tiles or more cannot fit on 6400 tiles: refused before
    // any attempt.
    params.minRooms = 500;
    const GenerationResult refused = generateEasylink(defaultCatalogue(), params, 1);
    EXPECT_FALSE(refused.ok());
    EXPECT_EQ(refused.attempts, 0);
    EXPECT_NE(refused.failure.find("/min_rooms: min_rooms = 500"), std::string::npos)
        << refused.failure;

    // Only the big halls: none of them fits on a 16x16 map.
    Catalogue halls = defaultCatalogue();
    std::erase_if(halls.modules, [](const ModuleTemplate& m) {
        return m.kind == ModuleKind::DeadEnd ||
               (m.kind == ModuleKind::Normal && std::min(m.size.w, m.size.h) < 20);
    });
    EasylinkParams tiny;
    tiny.width = 16;
    tiny.height = 16;
    const GenerationResult small = generateEasylink(halls, tiny, 1);
    EXPECT_FALSE(small.ok());
    EXPECT_NE(small.failure.find("fits on"), std::string::npos) << small.failure;

    EasylinkParams wrong;
    wrong.chainChance = 2.0;
    const GenerationResult invalid = generateEasylink(defaultCatalogue(), wrong, 1);
    EXPECT_FALSE(invalid.ok());
    EXPECT_NE(invalid.failure.find("chain_chance"), std::string::npos) << invalid.failure;
}

TEST(EasylinkParams, RoundTripThroughJsonAndFlags) {
    EasylinkParams params;
    params.chainChance = 0.25;
    params.widthPolicy = WidthPolicy::Widest;
    params.growerOrder = {GrowerKind::RoomRotator, GrowerKind::RoomToRoom};
    std::vector<Problem> problems;
    const EasylinkParams back = paramsFromJson(paramsToJson(params), EasylinkParams{}, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(paramsToJson(back), paramsToJson(params));

    EasylinkParams flags;
    EXPECT_EQ(setParam(flags, "room_density", "0.4"), std::nullopt);
    EXPECT_EQ(flags.roomDensity, 0.4);
    EXPECT_EQ(setParam(flags, "grower_order", "room-to-room,bent-room-to-room"), std::nullopt);
    EXPECT_EQ(flags.growerOrder.size(), 2u);
    EXPECT_NE(setParam(flags, "room_density", "2"), std::nullopt);
    EXPECT_NE(setParam(flags, "width", "abc"), std::nullopt);
    EXPECT_NE(setParam(flags, "nonsense", "1"), std::nullopt);
    EXPECT_NE(setParam(flags, "grower_order", "room-to-room,room-to-room"), std::nullopt);
    EXPECT_NE(setParam(flags, "width_policy", "wide"), std::nullopt);

    std::vector<Problem> bad;
    paramsFromJson(Json{{"max_attempts", 0}, {"loop_chance", "high"}, {"colour", 1}}, {}, bad);
    EXPECT_EQ(bad.size(), 3u);
    const auto optional =
        std::count_if(paramInfo().begin(), paramInfo().end(),
                      [](const ParamInfo& info) { return isOptionalParam(info.key); });
    EXPECT_EQ(optional, 5);  // regions and the four targets: absent unless given
    EXPECT_EQ(paramInfo().size() - static_cast<std::size_t>(optional),
              paramsToJson(EasylinkParams{}).size());
}

TEST(EasylinkParams, ProblemsSayWhichParameterTheyBelongToAndWhatElseTheyDependOn) {
    EasylinkParams params;
    params.width = 40;
    params.chainChance = 2.0;  // out of range on its own
    params.minLoops = 5;
    params.maxLoops = 2;  // below min_loops: depends on both
    params.regions = {Region{"east", {30, 0, 20, 20}, std::nullopt, false, std::nullopt}};
    const std::vector<ParamProblem> problems = checkParams(params);
    ASSERT_EQ(problems.size(), 3u);
    EXPECT_EQ(problems[0].key, "chain_chance");
    EXPECT_FALSE(problems[0].dependsOnOthers);
    EXPECT_EQ(problems[1].key, "min_loops");
    EXPECT_TRUE(problems[1].dependsOnOthers);
    EXPECT_EQ(problems[2].key, "regions");
    EXPECT_EQ(problems[2].problem.pointer, "/regions/0/rect");  // past the 40-tile width
    EXPECT_TRUE(problems[2].dependsOnOthers);

    const std::vector<Problem> plain = validateParams(params);
    ASSERT_EQ(plain.size(), problems.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
        EXPECT_EQ(plain[i].pointer, problems[i].problem.pointer);
        EXPECT_EQ(plain[i].message, problems[i].problem.message);
    }
}

}  // namespace
}  // namespace easylink

namespace easylink {
namespace {

TEST(EasylinkParams, EveryParameterIsDocumented) {
    std::ifstream in(std::string(EASYLINK_SOURCE_DIR) + "/docs/params.md");
    std::stringstream text;
    text << in.rdbuf();
    const Json defaults = paramsToJson(EasylinkParams{});
    for (const ParamInfo& info : paramInfo()) {
        EXPECT_NE(text.str().find("| `" + std::string(info.key) + "` |"), std::string::npos)
            << info.key << " is missing from docs/params.md";
    }
    EXPECT_FALSE(defaults.empty());
}

}  // namespace
}  // namespace easylink

// [SECTION] Requests no attempt can meet, and the work budget

namespace easylink {
namespace {

using test::defaultCatalogue;

/// The first problem validateParamsFor reports at `pointer`, or "".
std::string problemAt(const EasylinkParams& params, const std::string& pointer,
                      const Catalogue& catalogue = defaultCatalogue()) {
    for (const Problem& problem : validateParamsFor(params, catalogue)) {
        if (problem.pointer == pointer && problem.severity == Severity::Error) {
            return problem.message;
        }
    }
    return {};
}

EasylinkParams sized(int width, int height) {
    EasylinkParams params;
    params.width = width;
    params.height = height;
    return params;
}

TEST(Feasibility, DefaultsAreNeverRefused) {
    for (int side : {8, 16, 24, 32, 80, 256, 1024, 4096}) {
        for (const auto& [width, height] : {std::pair{side, side}, std::pair{side, 4096}}) {
            EasylinkParams params = sized(width, height);
            params.minRooms = 1;
            params.minLoops = 0;
            params.minDeadEnds = 0;
            EXPECT_TRUE(validateParamsFor(params, defaultCatalogue()).empty())
                << width << "x" << height << ": "
                << validateParamsFor(params, defaultCatalogue()).front().message;
        }
    }
    // The 80x80 defaults, with targets the property tests meet.
    EasylinkParams targets;
    targets.minLoops = 4;
    targets.maxDeadEnds = 2;
    targets.minDeadEnds = 1;
    EXPECT_TRUE(validateParamsFor(targets, defaultCatalogue()).empty());
}

TEST(Feasibility, MinRoomsAboveWhatTheMapHoldsIsRefused) {
    // cell_6x6 (36 tiles) is the smallest normal room: 6400 / 36 = 177.
    EasylinkParams params;
    params.minRooms = 178;
    EXPECT_NE(problemAt(params, "/min_rooms").find("can hold: even cell_6x6"), std::string::npos)
        << problemAt(params, "/min_rooms");
    EXPECT_NE(problemAt(params, "/min_rooms").find("177 times at most"), std::string::npos);

    // At room_density 0.01 with no chains, step 1 stops after 1% of a
    // 256x256 map: 655 tiles, at most 18 cells and the last room.
    EasylinkParams sparse = sized(256, 256);
    sparse.roomDensity = 0.01;
    sparse.chainChance = 0.0;
    sparse.minRooms = 40;
    EXPECT_NE(problemAt(sparse, "/min_rooms").find("room_density = 0.01 lets step 1 place"),
              std::string::npos)
        << problemAt(sparse, "/min_rooms");
    // min_dead_ends adds to what the targets phase may attach.
    sparse.minDeadEnds = 30;
    EXPECT_EQ(problemAt(sparse, "/min_rooms"), "");
    sparse.minDeadEnds.reset();
    sparse.targetRooms = 10;
    EXPECT_NE(problemAt(sparse, "/min_rooms").find("target_rooms = 10"), std::string::npos)
        << problemAt(sparse, "/min_rooms");

    // The refusal comes before any attempt, on the biggest map too.
    EasylinkParams huge = sized(4096, 4096);
    huge.minRooms = 1000000;
    const GenerationResult result = generateEasylink(defaultCatalogue(), huge, 1);
    EXPECT_EQ(result.attempts, 0);
    EXPECT_NE(result.failure.find("/min_rooms"), std::string::npos) << result.failure;
}

TEST(Feasibility, MaxCountRulesBoundTheRooms) {
    Catalogue counted = defaultCatalogue();
    for (ModuleTemplate& module : counted.modules) {
        if (module.kind == ModuleKind::Normal) {
            module.rules.maxCount = 1;
        }
    }
    EasylinkParams params;
    params.minRooms = 40;
    EXPECT_NE(problemAt(params, "/min_rooms", counted).find("max_count rules allow"),
              std::string::npos)
        << problemAt(params, "/min_rooms", counted);
    params.minRooms = 8;
    EXPECT_EQ(problemAt(params, "/min_rooms", counted), "");
}

TEST(Feasibility, DeadEndsAndLoopsAboveWhatTheMapHoldsAreRefused) {
    EasylinkParams params;
    params.minDeadEnds = 178;
    EXPECT_NE(problemAt(params, "/min_dead_ends").find("at most 177 of them fit"),
              std::string::npos)
        << problemAt(params, "/min_dead_ends");
    params.minDeadEnds.reset();

    // A loop is a link beyond a tree; 12x12 halls with 8 ports add 3 loops
    // per 144 tiles at most.
    params.minLoops = 1000;
    EXPECT_NE(problemAt(params, "/min_loops").find("more loops than an 80x80 map can hold"),
              std::string::npos)
        << problemAt(params, "/min_loops");
    params.minLoops = 1;
    params.minLoopLength = 1000;
    EXPECT_NE(problemAt(params, "/min_loops").find("min_loop_length = 1000"), std::string::npos)
        << problemAt(params, "/min_loops");
}

TEST(Feasibility, RegionDensitiesNoRoomCanStartAreRefused) {
    EasylinkParams params;
    // 10x10 tiles at density 0.1: the book refuses any room past 15 tiles,
    // and the smallest room of the catalogue, closet_4x4, has 16.
    params.regions = {Region{"closet", {0, 0, 10, 10}, 0.1, false, std::nullopt}};
    EXPECT_NE(problemAt(params, "/regions/0/density").find("closet_4x4 (16 tiles)"),
              std::string::npos)
        << problemAt(params, "/regions/0/density");
    params.regions[0].density = 0.2;  // 25 tiles
    EXPECT_EQ(problemAt(params, "/regions/0/density"), "");
    params.regions[0].modules = std::vector<std::string>{"cell_6x6", "room_8x8"};
    EXPECT_NE(problemAt(params, "/regions/0/density").find("cell_6x6 (36 tiles)"),
              std::string::npos)
        << problemAt(params, "/regions/0/density");

    // A region that a later one covers whole never owns a room.
    params.regions = {Region{"inner", {8, 8, 16, 16}, 0.5, false, std::nullopt},
                      Region{"outer", {0, 0, 40, 40}, std::nullopt, false, std::nullopt}};
    EXPECT_NE(problemAt(params, "/regions/0/density").find("region 1 (outer) covers all of it"),
              std::string::npos)
        << problemAt(params, "/regions/0/density");
    std::swap(params.regions[0], params.regions[1]);
    EXPECT_TRUE(validateParamsFor(params, defaultCatalogue()).empty());
}

// The bounds are upper bounds: no run ends with more normal rooms.
TEST(Feasibility, BoundsHoldForEveryRun) {
    // Without chains the bounds are tight enough to test: 80x80 at 0.05 is
    // 320 tiles, 8 cells and the last room.
    std::vector<EasylinkParams> cases(3);
    cases[0].roomDensity = 0.05;
    cases[1] = sized(160, 120);
    cases[1].targetRooms = 12;
    cases[2].roomDensity = 0.1;
    cases[2].minDeadEnds = 3;
    for (const EasylinkParams& base : cases) {
        EasylinkParams params = base;
        params.chainChance = 0.0;
        params.minRooms = 1;
        params.resolveDepth = 0;
        const generation::RoomBounds bounds = generation::roomBounds(params, defaultCatalogue());
        EXPECT_LT(bounds.most(), 40);
        int successes = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const GenerationResult result = generateEasylink(defaultCatalogue(), params, seed);
            if (!result.ok()) {
                continue;
            }
            ++successes;
            EXPECT_LE(computeStats(*result.layout, 1).normalRooms, bounds.most())
                << "seed " << seed;
        }
        EXPECT_GT(successes, 0);
    }
}

TEST(WorkBudget, ScalesWithTheMapAndAttemptsUpToACeiling) {
    const EasylinkParams small;
    EXPECT_EQ(generationWorkBudget(small), 20 * 80 * 80 * kWorkPerTilePerAttempt);
    EasylinkParams fewer;
    fewer.maxAttempts = 5;
    EXPECT_EQ(generationWorkBudget(fewer), generationWorkBudget(small) / 4);
    EXPECT_EQ(generationWorkBudget(sized(4096, 4096)), kMaxWorkPerRun);

    // An ordinary run spends a small part of it.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const GenerationResult result = generateEasylink(defaultCatalogue(), small, seed);
        ASSERT_TRUE(result.ok()) << result.failure;
        EXPECT_GT(result.work, 0);
        EXPECT_LT(result.work * 100, generationWorkBudget(small)) << "seed " << seed;
    }
}

TEST(WorkBudget, ARunThatSpendsItStopsNamingItTheSameWayEveryTime) {
    // min_loops = 60 passes the bounds of an 80x80 map but no attempt gets
    // there; with a budget of a few attempts the run stops early.
    EasylinkParams params;
    params.minLoops = 60;
    params.maxAttempts = 10000;
    const GenerationResult full = generateEasylink(defaultCatalogue(), params, 1, nullptr, 4000);
    ASSERT_FALSE(full.ok());
    EXPECT_LT(full.attempts, 100);
    EXPECT_NE(full.failure.find("no attempt met the targets in"), std::string::npos)
        << full.failure;
    EXPECT_NE(full.failure.find("before the work budget ran out (in attempt " +
                                std::to_string(full.attempts) +
                                " of 10000: 4000 units for an 80x80 map); the best missed "
                                "min_loops = 60"),
              std::string::npos)
        << full.failure;
    const GenerationResult again = generateEasylink(defaultCatalogue(), params, 1, nullptr, 4000);
    EXPECT_EQ(again.failure, full.failure);
    EXPECT_EQ(again.work, full.work);

    // Spent inside the first attempt: nothing to report but the budget.
    const GenerationResult first = generateEasylink(defaultCatalogue(), params, 1, nullptr, 10);
    EXPECT_EQ(first.attempts, 1);
    EXPECT_NE(first.failure.find("the work budget ran out in attempt 1 of 10000 (10 units"),
              std::string::npos)
        << first.failure;

    // A budget the run does not reach changes nothing.
    const GenerationResult plain = generateEasylink(defaultCatalogue(), EasylinkParams{}, 5);
    const GenerationResult roomy =
        generateEasylink(defaultCatalogue(), EasylinkParams{}, 5, nullptr, plain.work);
    ASSERT_TRUE(plain.ok() && roomy.ok());
    EXPECT_EQ(layoutText(plain, 5), layoutText(roomy, 5));
    const GenerationResult tight =
        generateEasylink(defaultCatalogue(), EasylinkParams{}, 5, nullptr, plain.work - 1);
    EXPECT_FALSE(tight.ok()) << "a layout cut short by the budget is never returned";
}

// [SECTION] Fresh attempts for wanted_loops

TEST(WantedLoops, NeverAskForLoopsMaxLoopsForbids) {
    // With max_loops = 0 the wanted loop can never come: no attempt starts
    // again for it, so the run is the one without wanted_loops.
    EasylinkParams tree;
    tree.maxLoops = 0;
    EasylinkParams treeUnwanted = tree;
    treeUnwanted.wantedLoops = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const GenerationResult result = generateEasylink(defaultCatalogue(), tree, seed);
        const GenerationResult plain = generateEasylink(defaultCatalogue(), treeUnwanted, seed);
        ASSERT_TRUE(result.ok() && plain.ok()) << result.failure << plain.failure;
        EXPECT_EQ(result.attempts, plain.attempts) << "seed " << seed;
        EXPECT_EQ(layoutText(result, seed), layoutText(plain, seed)) << "seed " << seed;
        EXPECT_EQ(result.layout->cycleRank(), 0) << "seed " << seed;
    }
}

TEST(WantedLoops, AnAttemptStartsAgainOnlyWhenTheBudgetCouldSeeItThrough) {
    // More loops than an 80x80 map holds: with budget to spare, the run
    // starts again three times, then keeps the fourth attempt.
    EasylinkParams params;
    params.wantedLoops = 100000;
    const GenerationResult roomy = generateEasylink(defaultCatalogue(), params, 1);
    ASSERT_TRUE(roomy.ok()) << roomy.failure;
    EXPECT_EQ(roomy.attempts, 4);
    // What the first attempt alone spends.
    EasylinkParams once = params;
    once.maxAttempts = 1;
    const GenerationResult first = generateEasylink(defaultCatalogue(), once, 1);
    ASSERT_TRUE(first.ok()) << first.failure;
    const std::int64_t spent = first.work;
    // Left after it, just under twice that: the first attempt is kept, where
    // starting again could run out of budget and lose it.
    const GenerationResult kept =
        generateEasylink(defaultCatalogue(), params, 1, nullptr, 3 * spent - 1);
    ASSERT_TRUE(kept.ok()) << kept.failure;
    EXPECT_EQ(kept.attempts, 1);
    EXPECT_EQ(layoutText(kept, 1), layoutText(first, 1));
    // Exactly twice that: it starts again.
    const GenerationResult again =
        generateEasylink(defaultCatalogue(), params, 1, nullptr, 3 * spent);
    EXPECT_GT(again.attempts, 1);
}

/// Phase 2's modules in node order: slot, module and tiles.
std::vector<std::string> modulesOf(const Resolution& resolution) {
    std::vector<std::string> modules;
    for (const ResolvedNode& node : resolution.nodes) {
        modules.push_back(node.slot + " " + std::to_string(node.module) + " " +
                          std::to_string(node.rect.x) + "," + std::to_string(node.rect.y));
    }
    return modules;
}

TEST(WantedLoops, AnAttemptThatStartedAgainIsKeptWhenNoLaterOneComesThrough) {
    // Two attempts, loops out of reach, and min_rooms at what the first
    // attempt keeps: the first starts again for loops, and where the second
    // keeps fewer rooms the run makes the first again and keeps it, where it
    // used to fail although it had had a layout.
    EasylinkParams unreachable;
    unreachable.wantedLoops = 100000;
    int fellBack = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        EasylinkParams once = unreachable;
        once.maxAttempts = 1;
        const GenerationResult alone = generateEasylink(defaultCatalogue(), once, seed);
        if (!alone.ok()) {
            continue;  // too few rooms in its one attempt
        }
        once.minRooms = computeStats(*alone.layout, 1).normalRooms;
        const GenerationResult first = generateEasylink(defaultCatalogue(), once, seed);
        ASSERT_TRUE(first.ok()) << "seed " << seed << ": " << first.failure;
        EasylinkParams twice = once;
        twice.maxAttempts = 2;
        EventRecorder recorder(/*withRejections=*/false);
        const GenerationResult result =
            generateEasylink(defaultCatalogue(), twice, seed, &recorder);
        ASSERT_TRUE(result.ok()) << "seed " << seed << ": " << result.failure;
        EXPECT_EQ(result.attempts, 2) << "seed " << seed;
        // The events still rebuild the layout kept, made again or not.
        Layout replayed(defaultCatalogue(), 80, 80);
        for (const Event& event : recorder.events()) {
            replayEvent(replayed, event);
        }
        LayoutFileHeader header;
        header.seed = seed;
        EXPECT_EQ(serializeLayout(replayed, header), serializeLayout(*result.layout, header))
            << "seed " << seed;
        const Event& finished = recorder.events().back();
        ASSERT_EQ(finished.kind, EventKind::Finished) << "seed " << seed;
        if (finished.text.find("made again") == std::string::npos) {
            continue;  // the second attempt came through
        }
        ++fellBack;
        const auto started = std::find_if(
            recorder.events().rbegin(), recorder.events().rend(),
            [](const Event& event) { return event.kind == EventKind::AttemptStarted; });
        EXPECT_EQ(started->attempt, 0) << "seed " << seed;
        EXPECT_NE(started->text.find("attempt 1 is made again and kept"), std::string::npos)
            << "seed " << seed << ": " << started->text;
        EXPECT_EQ(serializeLayout(*result.layout, header), serializeLayout(*first.layout, header))
            << "seed " << seed << ": the attempt made again is the first";
        EXPECT_EQ(modulesOf(*result.resolution), modulesOf(*first.resolution))
            << "seed " << seed << ": phase 2 resolves it as before";
        EXPECT_GT(result.work, 2 * first.work)
            << "seed " << seed << ": the run counts the attempt made again";
    }
    EXPECT_GT(fellBack, 0) << "no seed tried the fallback";
}

}  // namespace
}  // namespace easylink

// The easylink generator as a whole: determinism, replay from events, and
// the figures the foundation of the product promises on the default catalogue.

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generator/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

std::string layoutText(const GenerationResult& result, std::uint64_t seed,
                       const GeneratorParams& params = {}) {
    LayoutFileHeader header;
    header.seed = seed;
    header.params = paramsToJson(params);
    header.regions = params.regions;
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
        EXPECT_GE(stats.normalRooms, GeneratorParams{}.minRooms);
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
    GeneratorParams params;
    params.minRooms = 500;
    params.maxAttempts = 2;
    const GenerationResult result = generateEasylink(defaultCatalogue(), params, 1);
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.attempts, 2);
    EXPECT_NE(result.failure.find("min_rooms"), std::string::npos) << result.failure;

    // Only the big halls: none of them fits on a 16x16 map.
    Catalogue halls = defaultCatalogue();
    std::erase_if(halls.modules, [](const ModuleTemplate& m) {
        return m.kind == ModuleKind::DeadEnd ||
               (m.kind == ModuleKind::Normal && std::min(m.size.w, m.size.h) < 20);
    });
    GeneratorParams tiny;
    tiny.width = 16;
    tiny.height = 16;
    const GenerationResult small = generateEasylink(halls, tiny, 1);
    EXPECT_FALSE(small.ok());
    EXPECT_NE(small.failure.find("fits on"), std::string::npos) << small.failure;

    GeneratorParams wrong;
    wrong.chainChance = 2.0;
    const GenerationResult invalid = generateEasylink(defaultCatalogue(), wrong, 1);
    EXPECT_FALSE(invalid.ok());
    EXPECT_NE(invalid.failure.find("chain_chance"), std::string::npos) << invalid.failure;
}

TEST(GeneratorParams, RoundTripThroughJsonAndFlags) {
    GeneratorParams params;
    params.chainChance = 0.25;
    params.widthPolicy = WidthPolicy::Widest;
    params.growerOrder = {GrowerKind::RoomRotator, GrowerKind::RoomToRoom};
    std::vector<Problem> problems;
    const GeneratorParams back = paramsFromJson(paramsToJson(params), GeneratorParams{}, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(paramsToJson(back), paramsToJson(params));

    GeneratorParams flags;
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
              paramsToJson(GeneratorParams{}).size());
}

}  // namespace
}  // namespace easylink

namespace easylink {
namespace {

TEST(GeneratorParams, EveryParameterIsDocumented) {
    std::ifstream in(std::string(EASYLINK_SOURCE_DIR) + "/docs/params.md");
    std::stringstream text;
    text << in.rdbuf();
    const Json defaults = paramsToJson(GeneratorParams{});
    for (const ParamInfo& info : paramInfo()) {
        EXPECT_NE(text.str().find("| `" + std::string(info.key) + "` |"), std::string::npos)
            << info.key << " is missing from docs/params.md";
    }
    EXPECT_FALSE(defaults.empty());
}

}  // namespace
}  // namespace easylink

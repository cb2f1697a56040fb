// The example generator of docs/architecture.md (example_generator/pillars.cpp)
// goes through the same machinery as the built-in ones: its options checked
// from its table, its run reported as events a Timeline steps through, and
// its outcome written as a layout file by core's output builder.

#include <gtest/gtest.h>

#include "easylink/generation/timeline.hpp"
#include "easylink/output/layout_reader.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"
#include "example_generator/pillars.hpp"

namespace easylink {
namespace {

GenerationRequest request(Json params, std::uint64_t seed = 3) {
    GenerationRequest out;
    out.params = std::move(params);
    out.seed = seed;
    return out;
}

TEST(ExampleGenerator, ItsOptionsAreCheckedFromItsTable) {
    const Generator pillars = tilemap::pillarsGenerator();
    EXPECT_EQ(pillars.name, "pillars");
    ASSERT_EQ(pillars.options.front().key, "spacing");
    EXPECT_EQ(pillars.options.front().range, "2 to 32");
    EXPECT_TRUE(pillars.check(request({{"spacing", 6}})).empty());

    const std::vector<Problem> tooClose = pillars.check(request({{"spacing", 1}}));
    ASSERT_EQ(tooClose.size(), 1u);
    EXPECT_EQ(tooClose.front().pointer, "/spacing");
    EXPECT_EQ(tooClose.front().message, "spacing must be from 2 to 32, not 1");

    EXPECT_EQ(pillars.check(request({{"colour", "red"}})).front().message,
              "unknown option \"colour\" of pillars");
    EXPECT_EQ(pillars.generate(request({{"width", 8}}), nullptr).failure,
              "pillars maps are from 16 to 4096 tiles a side, not 8x80");
}

TEST(ExampleGenerator, MakesTheSameConnectedHallForTheSameSeed) {
    const Generator pillars = tilemap::pillarsGenerator();
    const GenerationOutcome first =
        pillars.generate(request({{"width", 40}, {"height", 30}, {"spacing", 4}}), nullptr);
    ASSERT_TRUE(first.ok()) << first.failure;
    ASSERT_TRUE(first.tiles.has_value());
    EXPECT_EQ(first.tiles->width(), 40);
    EXPECT_EQ(first.tiles->height(), 30);
    EXPECT_EQ(first.tiles->at({8, 12}), TileKind::Wall);  // a pillar
    EXPECT_TRUE(allWalkableConnected(*first.tiles));
    EXPECT_EQ(first.params.at("spacing"), 4);
    EXPECT_EQ(first.params.at("width"), 40);
    EXPECT_EQ(first.layout->width(), 40);

    const GenerationOutcome again =
        pillars.generate(request({{"width", 40}, {"height", 30}, {"spacing", 4}}), nullptr);
    EXPECT_EQ(*again.tiles, *first.tiles);
}

TEST(ExampleGenerator, ItsEventsRebuildTheMapStepByStep) {
    const Generator pillars = tilemap::pillarsGenerator();
    EventRecorder recorder(/*withRejections=*/true);
    const GenerationOutcome outcome =
        pillars.generate(request({{"width", 24}, {"height", 20}}), &recorder);
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    const Catalogue none;
    Timeline timeline(none, 24, 20, recorder.events());
    ASSERT_TRUE(timeline.hasTiles());
    EXPECT_GT(timeline.size(), 20u);  // a step per row at least
    EXPECT_EQ(timeline.tilesAt(timeline.size()), *outcome.tiles);
    EXPECT_NE(timeline.tilesAt(1), *outcome.tiles);
}

TEST(ExampleGenerator, ItsLayoutFileIsWrittenAndReadBackLikeAnyGenerators) {
    const Generator pillars = tilemap::pillarsGenerator();
    const GenerationOutcome outcome =
        pillars.generate(request({{"width", 32}, {"height", 24}, {"spacing", 5}}), nullptr);
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    const std::string text = layoutFileText(viewOf(outcome));
    const Json file = Json::parse(text);
    EXPECT_EQ(file.at("generator"), "pillars");
    EXPECT_EQ(file.at("params").at("spacing"), 5);
    EXPECT_EQ(file.at("tiles").at("rows").size(), 24u);

    const Catalogue none;
    const LayoutRead read = readLayoutDocument(file, none);
    ASSERT_TRUE(read.ok()) << read.problem->message;
    EXPECT_EQ(*read.file->tiles, *outcome.tiles);
    EXPECT_EQ(layoutFileText(viewOf(*read.file)), text);
}

TEST(ExampleGenerator, TheBuiltInGeneratorsAreFoundTheSameWay) {
    // The registry lists easylink first, then the tile generators, each once.
    ASSERT_FALSE(generators().empty());
    EXPECT_EQ(generators().front().name, "easylink");
    EXPECT_TRUE(generators().front().inputs.catalogue);
    for (const Generator& generator : generators()) {
        EXPECT_EQ(findGenerator(generator.name), &generator);
        EXPECT_FALSE(generator.summary.empty()) << generator.name;
        EXPECT_TRUE(generator.check && generator.generate) << generator.name;
    }
    EXPECT_EQ(findGenerator("pillars"), nullptr);  // an example, not registered
    EXPECT_EQ(unknownGeneratorMessage("maze"),
              "unknown generator 'maze'; this build has: " + generatorNames());
}

}  // namespace
}  // namespace easylink

// The registry's generators describe themselves truthfully (options, inputs)
// and run exactly as their own entry points do.

#include <gtest/gtest.h>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink {
namespace {

TEST(Registry, EasylinkDescribesItsParametersAsOptions) {
    const Generator& easylink = *findGenerator("easylink");
    EXPECT_TRUE(easylink.inputs.catalogue);
    EXPECT_FALSE(easylink.inputs.tables);
    EXPECT_EQ(findOption(easylink, "width"), nullptr);  // the map size is every generator's
    const GeneratorOption* density = findOption(easylink, "room_density");
    ASSERT_NE(density, nullptr);
    EXPECT_EQ(density->kind, OptionKind::Real);
    EXPECT_EQ(density->fallback, 0.3);
    EXPECT_EQ(density->min, 0.01);
    EXPECT_EQ(density->max, 0.9);
    EXPECT_EQ(findOption(easylink, "grower_order")->kind, OptionKind::List);
    EXPECT_EQ(findOption(easylink, "width_policy")->kind, OptionKind::Choice);
    EXPECT_EQ(findOption(easylink, "max_rounds")->kind, OptionKind::Whole);
    // Structured options, absent unless given.
    EXPECT_EQ(findOption(easylink, "regions")->kind, OptionKind::List);
    EXPECT_TRUE(findOption(easylink, "regions")->fallback.is_null());
    EXPECT_EQ(findOption(easylink, "min_loops")->kind, OptionKind::Whole);
    EXPECT_EQ(easylink.options.size() + 2, paramInfo().size());
}

TEST(Registry, EasylinkThroughTheRegistryIsGenerateEasylink) {
    const Generator& easylink = *findGenerator("easylink");
    EasylinkParams params;
    params.width = 64;
    params.height = 48;
    Region west;
    west.rect = {0, 0, 32, 48};
    west.density = 0.5;
    params.regions = {west};
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        GenerationRequest request;
        request.params = paramsToJson(params);
        request.seed = seed;
        request.catalogue = &test::defaultCatalogue();
        const GenerationOutcome outcome = easylink.generate(request, nullptr);
        const GenerationResult direct = generateEasylink(test::defaultCatalogue(), params, seed);
        ASSERT_EQ(outcome.ok(), direct.ok()) << outcome.failure;
        ASSERT_TRUE(outcome.ok());
        const Json paramsJson = paramsToJson(params);
        LayoutFileHeader header;
        header.seed = seed;
        header.params = &paramsJson;
        EXPECT_EQ(serializeLayout(*outcome.layout, header),
                  serializeLayout(*direct.layout, header));
        EXPECT_EQ(outcome.params, paramsToJson(params));
        EXPECT_EQ(outcome.regions.size(), 1u);
        EXPECT_EQ(outcome.attempts, direct.attempts);
        EXPECT_EQ(outcome.resolution.has_value(), direct.resolution.has_value());
    }
}

TEST(Registry, EasylinkRefusesWithoutACatalogueOrWithBadParameters) {
    const Generator& easylink = *findGenerator("easylink");
    GenerationRequest request;
    EXPECT_EQ(easylink.generate(request, nullptr).failure, "easylink needs a module catalogue");
    EXPECT_FALSE(easylink.check(request).empty());
    request.catalogue = &test::defaultCatalogue();
    request.params = {{"room_density", "lots"}};
    const GenerationOutcome outcome = easylink.generate(request, nullptr);
    EXPECT_FALSE(outcome.ok());
    EXPECT_EQ(outcome.failure.rfind("invalid parameters: /room_density: ", 0), 0u)
        << outcome.failure;
    request.params = {{"room_density", 2.0}};
    const std::vector<Problem> problems = easylink.check(request);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems.front().message.find("room_density"), std::string::npos);
}

TEST(Registry, TileGeneratorsSayWhichInputsTheyRead) {
    for (const char* name : {"passages", "grid-graph"}) {
        EXPECT_TRUE(findGenerator(name)->inputs.tables) << name;
    }
    for (const char* name : {"rooms-corridors", "cellular", "drunkard", "random-rooms"}) {
        EXPECT_FALSE(findGenerator(name)->inputs.tables) << name;
    }
    for (const Generator& generator : generators()) {
        EXPECT_NE(generator.inputs.catalogue, generator.inputs.vaults) << generator.name;
    }
    const GeneratorOption* floor = findOption(*findGenerator("cellular"), "floor_chance");
    ASSERT_NE(floor, nullptr);
    EXPECT_EQ(floor->kind, OptionKind::Real);
    EXPECT_EQ(floor->fallback, 0.55);
    EXPECT_EQ(floor->range, "0.05 to 0.95");
    EXPECT_EQ(findOption(*findGenerator("cellular"), "iterations")->fallback, 10);
}

TEST(Registry, CheckedOptionsFillDefaultsAndNameEachProblem) {
    const Generator& cellular = *findGenerator("cellular");
    std::vector<Problem> problems;
    const Json used = checkedOptions(
        cellular, {{"width", 40}, {"iterations", 3}, {"floor_chance", "x"}, {"nope", 1}}, problems);
    EXPECT_EQ(used.at("iterations"), 3);
    EXPECT_EQ(used.at("floor_chance"), 0.55);  // the bad value leaves the default
    EXPECT_FALSE(used.contains("width"));
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].pointer, "/floor_chance");
    EXPECT_EQ(problems[1].pointer, "/nope");
    EXPECT_EQ(describeFirstProblem(problems),
              "/floor_chance: floor_chance must be a number, not \"x\"");
}

}  // namespace
}  // namespace easylink

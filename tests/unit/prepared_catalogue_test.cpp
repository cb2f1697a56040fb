// A catalogue prepared once (checked and indexed) and shared by a batch's
// seeds and threads gives exactly the runs of a catalogue prepared on every
// call: the same layouts, phase 2 and events, byte for byte.

#include <gtest/gtest.h>

#include <thread>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

/// Everything a run shows: its layout file (phase 1) or failure, phase 2's
/// figures and every event (kind, place, payload, sentence).
std::string runText(const GenerationResult& result, const EventRecorder& recorder) {
    std::string text = result.failure;
    if (result.layout) {
        LayoutFileHeader header;
        header.attempts = result.attempts;
        text += serializeLayout(*result.layout, header);
    }
    if (result.resolution) {
        text += " nodes " + std::to_string(result.resolution->nodes.size());
    }
    for (const Event& event : recorder.events()) {
        text += "\n" + std::to_string(static_cast<int>(event.kind)) + " " +
                std::to_string(event.attempt) + " " + std::to_string(event.round) + " " +
                std::to_string(event.action) + " " + std::to_string(event.room) + " " +
                std::to_string(event.corridor) + " " + std::to_string(event.position.x) + "," +
                std::to_string(event.position.y) + " " + std::to_string(event.rects.size()) + " " +
                event.text;
    }
    return text;
}

std::string plainRun(const EasylinkParams& params, std::uint64_t seed) {
    EventRecorder recorder;
    const GenerationResult result = generateEasylink(defaultCatalogue(), params, seed, &recorder);
    return runText(result, recorder);
}

std::string preparedRun(const PreparedCatalogue& prepared, const EasylinkParams& params,
                        std::uint64_t seed) {
    EventRecorder recorder;
    const GenerationResult result = generateEasylink(prepared, params, seed, &recorder);
    return runText(result, recorder);
}

TEST(PreparedCatalogue, GivesTheSameRunsAsAPlainCatalogue) {
    const auto prepared = prepareCatalogue(defaultCatalogue());
    ASSERT_TRUE(prepared->failure().empty()) << prepared->failure();
    EasylinkParams withoutPhase2;
    withoutPhase2.resolveDepth = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        EXPECT_EQ(preparedRun(*prepared, {}, seed), plainRun({}, seed)) << "seed " << seed;
        EXPECT_EQ(preparedRun(*prepared, withoutPhase2, seed), plainRun(withoutPhase2, seed))
            << "seed " << seed;
    }
}

TEST(PreparedCatalogue, SharedByTwoThreadsGivesTheSameRuns) {
    const auto prepared = prepareCatalogue(defaultCatalogue());
    constexpr std::uint64_t kSeeds = 16;
    std::vector<std::string> shared(kSeeds);
    // Two threads take every other seed of the one prepared catalogue.
    std::vector<std::thread> threads;
    for (std::uint64_t start = 0; start < 2; ++start) {
        threads.emplace_back([&, start] {
            for (std::uint64_t i = start; i < kSeeds; i += 2) {
                shared[i] = preparedRun(*prepared, {}, i + 1);
            }
        });
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    for (std::uint64_t i = 0; i < kSeeds; ++i) {
        EXPECT_EQ(shared[i], plainRun({}, i + 1)) << "seed " << i + 1;
    }
}

TEST(PreparedCatalogue, AnInvalidCatalogueFailsAsBefore) {
    Catalogue empty;
    const auto prepared = prepareCatalogue(empty);
    EXPECT_FALSE(prepared->failure().empty());
    const GenerationResult plain = generateEasylink(empty, {}, 1);
    const GenerationResult fromPrepared = generateEasylink(*prepared, {}, 1);
    EXPECT_FALSE(fromPrepared.ok());
    EXPECT_EQ(fromPrepared.failure, plain.failure);
}

TEST(PreparedCatalogue, TheRegistryPreparesOnceAndIgnoresAnotherCatalogues) {
    const Generator* easylink = findGenerator("easylink");
    ASSERT_NE(easylink, nullptr);
    ASSERT_TRUE(easylink->prepare);
    GenerationRequest request;
    request.catalogue = &defaultCatalogue();
    request.seed = 5;
    const GenerationRequest prepared = preparedRequest(*easylink, request);
    ASSERT_NE(prepared.prepared, nullptr);
    const GenerationOutcome plain = easylink->generate(request, nullptr);
    const GenerationOutcome shared = easylink->generate(prepared, nullptr);
    ASSERT_TRUE(plain.ok()) << plain.failure;
    ASSERT_TRUE(shared.ok()) << shared.failure;
    EXPECT_EQ(serializeLayout(*shared.layout, {}), serializeLayout(*plain.layout, {}));

    // Prepared for an empty catalogue, the request's own catalogue is used.
    Catalogue empty;
    GenerationRequest mismatched = request;
    mismatched.prepared = prepareCatalogue(empty);
    const GenerationOutcome own = easylink->generate(mismatched, nullptr);
    ASSERT_TRUE(own.ok()) << own.failure;
    EXPECT_EQ(serializeLayout(*own.layout, {}), serializeLayout(*plain.layout, {}));
}

}  // namespace
}  // namespace easylink

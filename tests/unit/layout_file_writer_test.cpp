// The layout file written member by member (JsonWriter) against the way it
// was written before: a whole document, then formatted by the tree formatter
// (json_oracle.hpp). Every generator, a few hundred seeds, with and without
// phase 2 and regions. (Before the document path was deleted, this test
// compared the two paths' texts on the same seeds; the golden files and the
// layout reader's round trip check the contents.) The files are streamed to
// disk in pieces (streamLayout): that text must be the same too.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "catalogue_test_support.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"
#include "json_oracle.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

GenerationOutcome generate(const Generator& generator, std::uint64_t seed, const Json& params,
                           EventSink* sink = nullptr) {
    GenerationRequest request;
    request.params = params;
    request.seed = seed;
    request.catalogue = &test::defaultCatalogue();
    if (generator.inputs.tables) {
        request.tables = std::make_shared<const Json>(
            readJsonFile(fs::path(EASYLINK_ASSETS_DIR) / "tables" / (generator.name + ".json"))
                .value);
    }
    return generator.generate(request, sink);
}

TEST(LayoutFileWriter, WritesWhatTheTreeFormatterWrote) {
    const Json regions = Json::parse(R"({"regions": [
        {"name": "north", "rect": [0, 0, 80, 30], "density": 0.5},
        {"rect": [30, 40, 12, 12], "blocked": true}]})");
    struct Case {
        std::string generator;
        Json params;
        int seeds;
    };
    std::vector<Case> cases = {{"easylink", Json::object(), 200},
                               {"easylink", Json{{"resolve_depth", 0}}, 60},
                               {"easylink", regions, 40}};
    for (const Generator& generator : generators()) {
        if (generator.name != "easylink") {
            cases.push_back({generator.name, Json::object(), 30});
        }
    }
    int compared = 0;
    for (const Case& each : cases) {
        const Generator& generator = *findGenerator(each.generator);
        for (int seed = 1; seed <= each.seeds; ++seed) {
            const GenerationOutcome outcome =
                generate(generator, static_cast<std::uint64_t>(seed), each.params);
            if (!outcome.layout) {
                continue;
            }
            const std::string text = layoutFileText(viewOf(outcome));
            const ParsedJson document = parseJsonText(text);
            ASSERT_TRUE(document.ok());
            ASSERT_EQ(text, test::treeFormatted(document.value))
                << each.generator << " seed " << seed << " " << each.params.dump();
            ++compared;
            if (seed % 4 == 1) {
                // Files are streamed to disk in pieces: the same text.
                const RunView view = viewOf(outcome);
                const RunRaster raster(view);
                std::string streamed;
                std::size_t pieces = 0;
                streamLayout(
                    [&](std::string_view piece) {
                        streamed += piece;
                        ++pieces;
                    },
                    *view.layout, layoutFileHeader(view, raster.tiles()));
                ASSERT_EQ(streamed, text) << each.generator << " seed " << seed;
                EXPECT_EQ(pieces, 1u) << "a file shorter than a piece is written at once";
            }
        }
    }
    EXPECT_GT(compared, 450);
}

// A big map's file (several megabytes with phase 2) goes in pieces of
// 256 KiB to 512 KiB, and they join into its text.
TEST(LayoutFileWriter, ABigMapsFileIsStreamedInPieces) {
    const GenerationOutcome outcome =
        generate(*findGenerator("easylink"), 3, Json{{"width", 512}, {"height", 512}});
    ASSERT_TRUE(outcome.layout);
    const RunView view = viewOf(outcome);
    const std::string text = layoutFileText(view);
    const RunRaster raster(view);
    std::string streamed;
    std::size_t pieces = 0;
    std::size_t longest = 0;
    streamLayout(
        [&](std::string_view piece) {
            streamed += piece;
            ++pieces;
            longest = std::max(longest, piece.size());
        },
        *view.layout, layoutFileHeader(view, raster.tiles()));
    EXPECT_EQ(streamed, text);
    EXPECT_GT(text.size(), std::size_t{3} << 20);
    EXPECT_GE(pieces, text.size() / (512 * 1024));
    EXPECT_LE(longest, 512 * 1024 + 4096) << "no piece is much over 512 KiB";
}

// The --explain log goes to its file in pieces, each cut between two lines:
// line K is event K, and a log longer than a piece takes several.
TEST(LayoutFileWriter, TheExplainLogIsStreamedInPiecesOfWholeLines) {
    EventRecorder recorder;
    const GenerationOutcome outcome =
        generate(*findGenerator("easylink"), 5, Json{{"width", 160}, {"height", 160}}, &recorder);
    ASSERT_TRUE(outcome.layout);
    const std::vector<Event>& events = recorder.events();
    std::vector<std::string> pieces;
    streamExplain([&](std::string_view piece) { pieces.emplace_back(piece); }, events, 4096);
    ASSERT_GT(pieces.size(), 2u) << "the log of a 160x160 run is several pieces of 4 KiB";
    std::string joined;
    for (const std::string& piece : pieces) {
        ASSERT_FALSE(piece.empty());
        EXPECT_EQ(piece.back(), '\n') << "pieces end with a whole line";
        joined += piece;
    }
    std::size_t step = 0;
    std::size_t start = 0;
    for (std::size_t end = joined.find('\n'); end != std::string::npos;
         start = end + 1, end = joined.find('\n', start)) {
        const ParsedJson line = parseJsonText(joined.substr(start, end - start));
        ASSERT_TRUE(line.ok()) << "line " << step + 1;
        ++step;
        ASSERT_EQ(line.value["step"], step);
    }
    EXPECT_EQ(step, events.size());
    EXPECT_EQ(start, joined.size()) << "the log ends with a newline";
}

}  // namespace
}  // namespace easylink

// Layout files read back (easylink/output/layout_reader.hpp): every
// generator's files, read and written again, are byte for byte the same;
// broken files are refused with a located reason and never crash.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "catalogue_test_support.hpp"
#include "easylink/output/layout_events.hpp"
#include "easylink/output/layout_reader.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"
#include "export_test_support.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

GenerationOutcome generate(const std::string& name, std::uint64_t seed, Json params) {
    const Generator& generator = *findGenerator(name);
    GenerationRequest request;
    request.params = std::move(params);
    request.seed = seed;
    request.catalogue = &test::defaultCatalogue();
    if (generator.inputs.tables) {
        request.tables = std::make_shared<const Json>(
            readJsonFile(fs::path(EASYLINK_ASSETS_DIR) / "tables" / (name + ".json")).value);
    }
    return generator.generate(request, nullptr);
}

using testing::slurp;

/// Every file of the run, by name, as writeRunFiles() writes them.
std::map<std::string, std::string> filesOf(const RunView& run, const fs::path& folder) {
    fs::remove_all(folder);
    fs::create_directories(folder);
    RunFiles files;
    files.layout = folder / "layout.json";
    files.png = folder / "map.png";
    files.ascii = folder / "map.txt";
    files.tiled = folder / "map.tmj";
    EXPECT_EQ(writeRunFiles(run, files, nullptr), std::nullopt);
    std::map<std::string, std::string> texts;
    for (const auto& entry : fs::directory_iterator(folder)) {
        texts[entry.path().filename().string()] = slurp(entry.path());
    }
    fs::remove_all(folder);
    return texts;
}

struct RoundTripCase {
    const char* generator;
    Json params;
};

TEST(LayoutReader, EveryGeneratorsFilesReadBackAndWriteAgainByteForByte) {
    const fs::path folder = fs::temp_directory_path() / "easylink-layout-round-trip";
    Json regions = Json::parse(R"({"regions": [
        {"name": "north", "rect": [0, 0, 80, 30], "density": 0.5},
        {"rect": [30, 40, 12, 12], "blocked": true}]})");
    std::vector<RoundTripCase> cases = {
        {"easylink", Json::object()},
        {"easylink", Json{{"resolve_depth", 0}}},
        {"easylink", regions},
    };
    for (const Generator& generator : generators()) {
        if (generator.name != "easylink") {
            cases.push_back({generator.name.c_str(), Json::object()});
        }
    }
    ASSERT_EQ(cases.size(), 9u) << "the seven generators, easylink three ways";
    for (const RoundTripCase& each : cases) {
        for (std::uint64_t seed : {1, 2, 3}) {
            SCOPED_TRACE(std::string(each.generator) + " " + each.params.dump() + " seed " +
                         std::to_string(seed));
            const GenerationOutcome outcome = generate(each.generator, seed, each.params);
            ASSERT_TRUE(outcome.ok()) << outcome.failure;
            const std::string text = layoutFileText(viewOf(outcome));
            const ParsedJson parsed = parseJsonText(text);
            ASSERT_TRUE(parsed.ok());
            const LayoutRead read = readLayoutDocument(parsed.value, test::defaultCatalogue());
            ASSERT_TRUE(read.ok()) << read.problem->pointer << ": " << read.problem->message;
            EXPECT_EQ(read.file->resolution.has_value(), outcome.resolution.has_value());
            EXPECT_EQ(layoutFileText(viewOf(*read.file)), text);
            EXPECT_EQ(filesOf(viewOf(*read.file), folder), filesOf(viewOf(outcome), folder));
        }
    }
}

TEST(LayoutReader, TheEventsOfAReadLayoutRebuildIt) {
    const GenerationOutcome outcome = generate("easylink", 4, Json{{"resolve_depth", 0}});
    ASSERT_TRUE(outcome.ok());
    const Layout& layout = *outcome.layout;
    Layout rebuilt(layout.catalogue(), layout.width(), layout.height());
    for (const Event& event : eventsBuilding(layout, nullptr)) {
        replayEvent(rebuilt, event);
    }
    LayoutFileHeader header;
    EXPECT_EQ(serializeLayout(rebuilt, header), serializeLayout(layout, header));

    const GenerationOutcome resolved = generate("easylink", 4, Json::object());
    ASSERT_TRUE(resolved.resolution.has_value());
    std::size_t slots = 0;
    for (const Event& event : eventsBuilding(*resolved.layout, nullptr, &*resolved.resolution)) {
        slots += event.kind == EventKind::SlotResolved ? 1 : 0;
    }
    EXPECT_EQ(slots, static_cast<std::size_t>(resolved.layout->roomCount() +
                                              resolved.layout->corridorCount()));

    const GenerationOutcome cave = generate("cellular", 4, Json::object());
    ASSERT_TRUE(cave.ok());
    TileRaster tiles(cave.tiles->width(), cave.tiles->height());
    for (const Event& event : eventsBuilding(*cave.layout, &*cave.tiles)) {
        replayTiles(tiles, event);
    }
    EXPECT_EQ(tiles, *cave.tiles);
}

/// The file of easylink's seed 5 without phase 2, as JSON to break.
const Json& goodFile() {
    static const Json file =
        parseJsonText(layoutFileText(viewOf(generate("easylink", 5, Json{{"resolve_depth", 0}}))))
            .value;
    return file;
}

/// What reading `file` says is wrong: "POINTER: message".
std::string problemOf(const Json& file) {
    const LayoutRead read = readLayoutDocument(file, test::defaultCatalogue());
    return read.ok() ? std::string("read fine")
                     : read.problem->pointer + ": " + read.problem->message;
}

TEST(LayoutReader, BrokenFilesAreRefusedWithTheirPlace) {
    Json file = goodFile();
    ASSERT_EQ(problemOf(file), "read fine");
    file["rooms"][3]["template"] = "hall_99x99";
    EXPECT_EQ(problemOf(file), "/rooms/3/template: no module named 'hall_99x99' in the catalogue");
    file = goodFile();
    file["rooms"][1]["x"] = file["rooms"][0]["x"];
    file["rooms"][1]["y"] = file["rooms"][0]["y"];
    EXPECT_NE(problemOf(file).find("/rooms/1"), std::string::npos) << problemOf(file);
    file = goodFile();
    file["rooms"][0]["rotation"] = 45;
    EXPECT_EQ(problemOf(file).rfind("/rooms/0/rotation: ", 0), 0u) << problemOf(file);
    file = goodFile();
    file["map"]["width"] = 100000;
    EXPECT_EQ(problemOf(file), "/map/width: must be from 1 to 4096, not 100000");
    file = goodFile();
    file["format"] = "easylink-catalogue";
    EXPECT_EQ(problemOf(file).rfind("/format: ", 0), 0u);
    file = goodFile();
    file["corridors"][0]["x"] = 1;
    EXPECT_EQ(problemOf(file).rfind("/corridors/0/x: ", 0), 0u) << problemOf(file);
    file = goodFile();
    file["corridors"][0]["ends"][1]["port"] = 999;
    EXPECT_EQ(problemOf(file).rfind("/corridors/0/ends/1/port: ", 0), 0u) << problemOf(file);
    file = goodFile();
    file.erase("stats");
    EXPECT_EQ(problemOf(file), ": the key \"stats\" is missing");
    EXPECT_EQ(problemOf(Json::array()), ": a layout file is a JSON object, not an array");
}

TEST(LayoutReader, AnyValueAnywhereGivesAnAnswerNotACrash) {
    // Every value of the file, in turn, replaced by values of the wrong kind
    // or out of range: each read ends with the file or a problem.
    const Json good = goodFile();
    const Json flat = good.flatten();
    const std::vector<Json> odd = {nullptr,        -1, 0, 3, 1 << 30, "x", Json::array(),
                                   Json::object(), 2.5};
    std::size_t refused = 0;
    std::size_t index = 0;
    for (auto it = flat.begin(); it != flat.end(); ++it, ++index) {
        if (index % 7 != 0) {
            continue;  // a sample keeps the test quick
        }
        for (const Json& value : odd) {
            Json broken = good;
            broken[Json::json_pointer(it.key())] = value;
            const LayoutRead read = readLayoutDocument(broken, test::defaultCatalogue());
            refused += read.ok() ? 0 : 1;
        }
    }
    EXPECT_GT(refused, 100u);
}

TEST(LayoutReader, TheCatalogueMustBeTheOneTheFileNames) {
    Catalogue other = test::defaultCatalogue();
    other.macro = 8;
    const LayoutRead read = readLayoutDocument(goodFile(), other);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.problem->pointer, "/map/macro");
    // A tile map needs no catalogue at all.
    const GenerationOutcome cave = generate("drunkard", 2, Json::object());
    const LayoutRead map =
        readLayoutDocument(parseJsonText(layoutFileText(viewOf(cave))).value, other);
    ASSERT_TRUE(map.ok()) << map.problem->message;
    EXPECT_EQ(*map.file->tiles, *cave.tiles);
}

}  // namespace
}  // namespace easylink

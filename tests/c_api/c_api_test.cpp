// libeasylink through its C interface only (easylink.h), as a game sees it:
// every generator by name, the structs against the layout file they come
// from, tiles and legend, progress and cancel, and every error path giving
// a located one-line message instead of a crash.

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "easylink/easylink.h"

namespace {

// Ordered, as the file is: the legend is compared in the file's order.
using json = nlohmann::ordered_json;

const char* const kDefaultCatalogue = EASYLINK_ASSETS_DIR "/catalogues/default.json";
const std::vector<std::string> kGenerators = {"easylink",    "passages", "rooms-corridors",
                                              "grid-graph",  "cellular", "drunkard",
                                              "random-rooms"};

/// Owns a catalogue or layout for the length of a test.
struct CatalogueHandle {
    el_catalogue* catalogue;
    ~CatalogueHandle() { el_catalogue_free(catalogue); }
};
struct LayoutHandle {
    el_layout* layout;
    ~LayoutHandle() { el_layout_free(layout); }
};

class CLibrary : public ::testing::Test {
protected:
    void SetUp() override {
        catalogue_ = el_catalogue_load(kDefaultCatalogue, err_, sizeof err_);
        ASSERT_NE(catalogue_, nullptr) << err_;
    }
    void TearDown() override { el_catalogue_free(catalogue_); }

    /// A run that must succeed.
    LayoutHandle run(const char* generator, const char* params, std::uint64_t seed) {
        el_layout* layout = el_generate(catalogue_, generator, params, seed, err_, sizeof err_);
        EXPECT_NE(layout, nullptr) << generator << ": " << err_;
        return {layout};
    }

    static std::string text(const el_layout* layout) {
        std::size_t length = 0;
        const char* bytes = el_layout_json(layout, &length);
        return bytes == nullptr ? std::string() : std::string(bytes, length);
    }

    el_catalogue* catalogue_ = nullptr;
    char err_[512] = {};
};

TEST_F(CLibrary, EveryGeneratorRunsByNameAndWritesItsLayoutFile) {
    for (const std::string& name : kGenerators) {
        const LayoutHandle layout = run(name.c_str(), nullptr, 5);
        ASSERT_NE(layout.layout, nullptr);
        const json file = json::parse(text(layout.layout));
        EXPECT_EQ(file["format"], "easylink-layout") << name;
        EXPECT_EQ(file["generator"], name);
        EXPECT_EQ(file["seed"], 5);
        EXPECT_EQ(text(layout.layout).back(), '\n');
    }
}

TEST_F(CLibrary, TileGeneratorsNeedNoCatalogue) {
    el_layout* layout = el_generate(nullptr, "cellular", "{}", 9, err_, sizeof err_);
    ASSERT_NE(layout, nullptr) << err_;
    EXPECT_EQ(err_[0], '\0');
    const LayoutHandle owned{layout};
    const LayoutHandle withCatalogue = run("cellular", nullptr, 9);
    EXPECT_EQ(text(layout), text(withCatalogue.layout));
}

TEST_F(CLibrary, SameInputsGiveTheSameBytesAndProgressChangesNothing) {
    const char* params = R"({"width": 64, "height": 48})";
    const LayoutHandle first = run("easylink", params, 11);
    const LayoutHandle second = run("easylink", params, 11);
    EXPECT_EQ(text(first.layout), text(second.layout));
    const auto ignore = [](void*, long, long) { return 0; };
    el_layout* watched =
        el_generate_with(catalogue_, "easylink", params, 11, ignore, nullptr, err_, sizeof err_);
    ASSERT_NE(watched, nullptr) << err_;
    const LayoutHandle owned{watched};
    EXPECT_EQ(text(first.layout), text(watched));
    const json file = json::parse(text(watched));
    EXPECT_EQ(file["map"]["width"], 64);
    EXPECT_EQ(file["map"]["height"], 48);
}

TEST_F(CLibrary, RoomsPortsAndCorridorsAreTheLayoutFiles) {
    const LayoutHandle layout = run("easylink", R"({"regions": [{"rect": [0, 0, 40, 80]}]})", 3);
    ASSERT_NE(layout.layout, nullptr);
    const json file = json::parse(text(layout.layout));
    ASSERT_EQ(el_layout_room_count(layout.layout), static_cast<int>(file["rooms"].size()));
    ASSERT_GT(file["rooms"].size(), 5u);
    int inRegion = 0;
    for (int i = 0; i < el_layout_room_count(layout.layout); ++i) {
        const json& expected = file["rooms"][static_cast<std::size_t>(i)];
        el_room room{};
        ASSERT_EQ(el_layout_room(layout.layout, i, &room), 0);
        EXPECT_EQ(room.id, expected["id"]);
        EXPECT_EQ(room.template_name, expected["template"].get<std::string>());
        EXPECT_EQ(room.kind, expected["kind"].get<std::string>());
        EXPECT_EQ(room.x, expected["x"]);
        EXPECT_EQ(room.y, expected["y"]);
        EXPECT_EQ(room.width, expected["width"]);
        EXPECT_EQ(room.height, expected["height"]);
        EXPECT_EQ(room.rotation, expected["rotation"]);
        EXPECT_EQ(room.component, expected["component"]);
        EXPECT_EQ(room.region, expected["region"].is_null() ? -1 : expected["region"].get<int>());
        inRegion += room.region == 0 ? 1 : 0;
        ASSERT_EQ(room.port_count, static_cast<int>(expected["ports"].size()));
        for (int p = 0; p < room.port_count; ++p) {
            const json& port = expected["ports"][static_cast<std::size_t>(p)];
            el_port out{};
            ASSERT_EQ(el_layout_room_port(layout.layout, i, p, &out), 0);
            EXPECT_EQ(out.index, port["index"]);
            EXPECT_EQ(std::string(1, out.dir), port["dir"].get<std::string>());
            EXPECT_EQ(out.anchor_x, port["anchor"][0]);
            EXPECT_EQ(out.anchor_y, port["anchor"][1]);
            EXPECT_EQ(out.width, port["width"].is_null() ? 0 : port["width"].get<int>());
            const json& link = port["connection"];
            EXPECT_EQ(out.to_room, link.contains("room") ? link["room"].get<int>() : -1);
            EXPECT_EQ(out.to_port, link.contains("port") ? link["port"].get<int>() : -1);
            EXPECT_EQ(out.to_corridor,
                      link.contains("corridor") ? link["corridor"].get<int>() : -1);
        }
    }
    EXPECT_GT(inRegion, 0);
    ASSERT_EQ(el_layout_corridor_count(layout.layout), static_cast<int>(file["corridors"].size()));
    for (int i = 0; i < el_layout_corridor_count(layout.layout); ++i) {
        const json& expected = file["corridors"][static_cast<std::size_t>(i)];
        el_corridor corridor{};
        ASSERT_EQ(el_layout_corridor(layout.layout, i, &corridor), 0);
        EXPECT_EQ(corridor.id, expected["id"]);
        EXPECT_EQ(corridor.x, expected["x"]);
        EXPECT_EQ(corridor.y, expected["y"]);
        EXPECT_EQ(corridor.width, expected["width"]);
        EXPECT_EQ(corridor.height, expected["height"]);
        EXPECT_EQ(corridor.axis, expected["axis"] == "horizontal" ? 'h' : 'v');
        EXPECT_EQ(corridor.passage_width, expected["passage_width"]);
        EXPECT_EQ(corridor.component, expected["component"]);
        for (std::size_t end = 0; end < 2; ++end) {
            EXPECT_EQ(corridor.end_room[end], expected["ends"][end]["room"]);
            EXPECT_EQ(corridor.end_port[end], expected["ends"][end]["port"]);
        }
    }
}

/// The file's "tiles" block as easylink.h gives it: rows concatenated, and
/// the legend one CHAR=NAME line each.
void expectTilesOfFile(const el_layout* layout, const json& file) {
    int width = 0;
    int height = 0;
    const char* tiles = el_layout_tiles(layout, &width, &height);
    ASSERT_NE(tiles, nullptr);
    EXPECT_EQ(width, file["map"]["width"]);
    EXPECT_EQ(height, file["map"]["height"]);
    std::string rows;
    for (const json& row : file["tiles"]["rows"]) {
        rows += row.get<std::string>();
    }
    EXPECT_EQ(std::string(tiles), rows);
    std::string legend;
    for (const auto& [symbol, name] : file["tiles"]["legend"].items()) {
        legend += symbol + "=" + name.get<std::string>() + "\n";
    }
    EXPECT_EQ(std::string(el_layout_tile_legend(layout)), legend);
}

TEST_F(CLibrary, TilesAndLegendAreTheFilesTilesBlock) {
    for (const char* generator : {"easylink", "cellular", "passages"}) {
        SCOPED_TRACE(generator);
        const LayoutHandle layout = run(generator, nullptr, 2);
        ASSERT_NE(layout.layout, nullptr);
        expectTilesOfFile(layout.layout, json::parse(text(layout.layout)));
    }
}

TEST_F(CLibrary, PhaseOneAloneHasNoTiles) {
    const LayoutHandle layout = run("easylink", R"({"resolve_depth": 0})", 2);
    ASSERT_NE(layout.layout, nullptr);
    int width = -7;
    EXPECT_EQ(el_layout_tiles(layout.layout, &width, nullptr), nullptr);
    EXPECT_EQ(width, -7);
    EXPECT_EQ(el_layout_tile_legend(layout.layout), nullptr);
    EXPECT_FALSE(json::parse(text(layout.layout)).contains("tiles"));
}

TEST_F(CLibrary, ACatalogueFromTextIsTheCatalogueFromItsFile) {
    std::ifstream in(kDefaultCatalogue, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string source = buffer.str();
    const CatalogueHandle parsed{
        el_catalogue_parse(source.data(), source.size(), err_, sizeof err_)};
    ASSERT_NE(parsed.catalogue, nullptr) << err_;
    const LayoutHandle fromFile = run("easylink", nullptr, 8);
    const LayoutHandle fromText{
        el_generate(parsed.catalogue, "easylink", nullptr, 8, err_, sizeof err_)};
    ASSERT_NE(fromText.layout, nullptr) << err_;
    EXPECT_EQ(text(fromFile.layout), text(fromText.layout));
}

TEST_F(CLibrary, ALayoutKeepsWhatItNeedsOfItsCatalogue) {
    el_catalogue* catalogue = el_catalogue_load(kDefaultCatalogue, err_, sizeof err_);
    ASSERT_NE(catalogue, nullptr);
    const LayoutHandle layout{el_generate(catalogue, "easylink", nullptr, 4, err_, sizeof err_)};
    ASSERT_NE(layout.layout, nullptr) << err_;
    el_catalogue_free(catalogue);
    el_room room{};
    ASSERT_EQ(el_layout_room(layout.layout, 0, &room), 0);
    EXPECT_GT(std::strlen(room.template_name), 0u);
    EXPECT_NE(text(layout.layout).find(room.template_name), std::string::npos);
}

// --- Progress and cancel ------------------------------------------------------

struct ProgressLog {
    std::vector<std::pair<long, long>> calls;
    long cancelAfter = -1;  // cancel at the first call with done >= this
    bool cancelAtEnd = false;
};

int logProgress(void* user, long done, long total) {
    auto& log = *static_cast<ProgressLog*>(user);
    log.calls.emplace_back(done, total);
    if (log.cancelAfter >= 0 && done >= log.cancelAfter) {
        return 1;
    }
    return log.cancelAtEnd && total > 0 ? 1 : 0;
}

TEST_F(CLibrary, ProgressCountsUpAndEndsWithTheTotal) {
    ProgressLog log;
    const LayoutHandle layout{
        el_generate_with(catalogue_, "easylink", nullptr, 6, logProgress, &log, err_, sizeof err_)};
    ASSERT_NE(layout.layout, nullptr) << err_;
    ASSERT_GE(log.calls.size(), 2u);
    for (std::size_t i = 0; i + 1 < log.calls.size(); ++i) {
        EXPECT_EQ(log.calls[i].second, 0);
        EXPECT_LT(log.calls[i].first, log.calls[i + 1].first);
    }
    EXPECT_GT(log.calls.back().second, 0);
    EXPECT_EQ(log.calls.back().first, log.calls.back().second);
}

TEST_F(CLibrary, ACancelledRunReturnsNullAndSaysSo) {
    for (const char* generator : {"easylink", "cellular"}) {
        ProgressLog log;
        log.cancelAfter = 1;
        EXPECT_EQ(el_generate_with(catalogue_, generator, nullptr, 6, logProgress, &log, err_,
                                   sizeof err_),
                  nullptr);
        EXPECT_STREQ(err_, "cancelled");
        EXPECT_EQ(log.calls.size(), 1u) << generator;
    }
    ProgressLog atEnd;
    atEnd.cancelAtEnd = true;
    EXPECT_EQ(el_generate_with(catalogue_, "easylink", nullptr, 6, logProgress, &atEnd, err_,
                               sizeof err_),
              nullptr);
    EXPECT_STREQ(err_, "cancelled");
}

// --- Errors -------------------------------------------------------------------

std::string writeScratch(const std::string& name, const std::string& content) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

TEST(CLibraryErrors, ABadCatalogueIsRefusedWithItsLocation) {
    char err[512];
    EXPECT_EQ(el_catalogue_load("/no/such/catalogue.json", err, sizeof err), nullptr);
    EXPECT_NE(std::string(err).find("/no/such/catalogue.json"), std::string::npos) << err;

    const std::string broken = writeScratch("broken.json", "{\n  \"modules\": [\n");
    EXPECT_EQ(el_catalogue_load(broken.c_str(), err, sizeof err), nullptr);
    EXPECT_NE(std::string(err).find(broken), std::string::npos) << err;
    EXPECT_NE(std::string(err).find("line 3"), std::string::npos) << err;

    const std::string wrongType =
        writeScratch("wrong-type.json", R"({"format": "easylink-catalogue", "version": 1,
            "macro": 4, "modules": "none"})");
    EXPECT_EQ(el_catalogue_load(wrongType.c_str(), err, sizeof err), nullptr);
    EXPECT_NE(std::string(err).find("/modules"), std::string::npos) << err;

    const std::string text = "[1, 2";
    EXPECT_EQ(el_catalogue_parse(text.data(), text.size(), err, sizeof err), nullptr);
    EXPECT_EQ(std::string(err).rfind("catalogue: ", 0), 0u) << err;
    EXPECT_EQ(el_catalogue_load(nullptr, err, sizeof err), nullptr);
    EXPECT_EQ(el_catalogue_parse(nullptr, 3, err, sizeof err), nullptr);
    EXPECT_EQ(el_catalogue_parse(nullptr, 0, err, sizeof err), nullptr);
}

TEST_F(CLibrary, BadRequestsAreRefusedWithAMessage) {
    const auto refused = [&](const el_catalogue* catalogue, const char* generator,
                             const char* params) {
        EXPECT_EQ(el_generate(catalogue, generator, params, 1, err_, sizeof err_), nullptr);
        EXPECT_EQ(std::strchr(err_, '\n'), nullptr);
        return std::string(err_);
    };
    EXPECT_NE(refused(catalogue_, "maze", nullptr).find("cellular"), std::string::npos);
    EXPECT_NE(refused(catalogue_, nullptr, nullptr).find("easylink"), std::string::npos);
    EXPECT_NE(refused(nullptr, "easylink", nullptr).find("catalogue"), std::string::npos);
    EXPECT_EQ(refused(catalogue_, "easylink", "{\"width\": ").rfind("params: ", 0), 0u);
    EXPECT_NE(refused(catalogue_, "easylink", R"({"width": -3})").find("width"), std::string::npos);
    EXPECT_NE(refused(catalogue_, "cellular", R"({"floor_chance": 7})").find("/floor_chance"),
              std::string::npos);
    EXPECT_NE(refused(catalogue_, "cellular", "[]").find("object"), std::string::npos) << err_;
    EXPECT_NE(refused(nullptr, "drunkard", R"({"width": 100000})").find("100000"),
              std::string::npos);
}

TEST_F(CLibrary, NothingIsPrintedWhateverHappens) {
    ::testing::internal::CaptureStdout();
    ::testing::internal::CaptureStderr();
    el_layout_free(
        el_generate(catalogue_, "easylink", R"({"min_loops": 2})", 3, err_, sizeof err_));
    el_layout_free(el_generate(nullptr, "cellular", nullptr, 3, err_, sizeof err_));
    EXPECT_EQ(el_generate(catalogue_, "maze", nullptr, 1, err_, sizeof err_), nullptr);
    EXPECT_EQ(el_generate(catalogue_, "easylink", R"({"width": -3})", 1, err_, sizeof err_),
              nullptr);
    EXPECT_EQ(el_catalogue_load("/no/such/file.json", err_, sizeof err_), nullptr);
    const std::string broken = "{\"modules\": [{\"name\": 3}]}";
    EXPECT_EQ(el_catalogue_parse(broken.data(), broken.size(), err_, sizeof err_), nullptr);
    const std::string printed = ::testing::internal::GetCapturedStdout();
    const std::string warned = ::testing::internal::GetCapturedStderr();
    EXPECT_EQ(printed, "");
    EXPECT_EQ(warned, "");
}

TEST_F(CLibrary, MessagesAreCutToTheBufferAndNullBuffersAreFine) {
    char tiny[8];
    std::memset(tiny, 'x', sizeof tiny);
    EXPECT_EQ(el_generate(catalogue_, "maze", nullptr, 1, tiny, sizeof tiny), nullptr);
    EXPECT_EQ(std::strlen(tiny), sizeof tiny - 1);
    EXPECT_EQ(el_generate(catalogue_, "maze", nullptr, 1, nullptr, 0), nullptr);
    EXPECT_EQ(el_catalogue_load("/no/such/file", nullptr, 0), nullptr);
}

TEST_F(CLibrary, BadIndicesAndNullArgumentsGiveMinusOneOrNull) {
    const LayoutHandle layout = run("easylink", nullptr, 1);
    ASSERT_NE(layout.layout, nullptr);
    el_room room{};
    el_port port{};
    el_corridor corridor{};
    const int rooms = el_layout_room_count(layout.layout);
    EXPECT_EQ(el_layout_room(layout.layout, -1, &room), -1);
    EXPECT_EQ(el_layout_room(layout.layout, rooms, &room), -1);
    EXPECT_EQ(el_layout_room(layout.layout, 0, nullptr), -1);
    EXPECT_EQ(el_layout_room_port(layout.layout, 0, -1, &port), -1);
    EXPECT_EQ(el_layout_room_port(layout.layout, rooms, 0, &port), -1);
    ASSERT_EQ(el_layout_room(layout.layout, 0, &room), 0);
    EXPECT_EQ(el_layout_room_port(layout.layout, 0, room.port_count, &port), -1);
    EXPECT_EQ(el_layout_corridor(layout.layout, el_layout_corridor_count(layout.layout), &corridor),
              -1);
    EXPECT_EQ(el_layout_room_count(nullptr), -1);
    EXPECT_EQ(el_layout_corridor_count(nullptr), -1);
    EXPECT_EQ(el_layout_room(nullptr, 0, &room), -1);
    EXPECT_EQ(el_layout_corridor(nullptr, 0, &corridor), -1);
    EXPECT_EQ(el_layout_json(nullptr, nullptr), nullptr);
    EXPECT_EQ(el_layout_tiles(nullptr, nullptr, nullptr), nullptr);
    EXPECT_EQ(el_layout_tile_legend(nullptr), nullptr);
    el_layout_free(nullptr);
    el_catalogue_free(nullptr);
    EXPECT_STREQ(el_version(), "1.0.0");
}

}  // namespace

// Property tests: hundreds of seeds, every layout checked by the independent
// invariants checker of tests/invariants (written from docs/design.md, not from
// the generator's code), phase 2's resolution and tiles included.

#include <gtest/gtest.h>

#include <filesystem>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "layout_invariants.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

struct Figures {
    int successes = 0;
    int layoutsWithViolations = 0;
    int socketedLinks = 0;  // linked ports that carry a socket
    int lockedRooms = 0;    // rooms that list "locked_by"
};

int lockedRoomsOf(const Json& layout) {
    int count = 0;
    for (const Json& room : layout["rooms"]) {
        count += room.contains("locked_by") ? 1 : 0;
    }
    return count;
}

int socketedLinksOf(const Json& layout) {
    int count = 0;
    for (const Json& room : layout["rooms"]) {
        for (const Json& port : room["ports"]) {
            count += port.contains("socket") && !port["connection"].is_null() ? 1 : 0;
        }
    }
    return count;
}

Figures checkSeeds(const fs::path& cataloguePath, const EasylinkParams& params, int seeds) {
    const CatalogueLoad load = loadCatalogueFile(cataloguePath);
    EXPECT_TRUE(load.valid()) << cataloguePath;
    const Json catalogueJson = catalogueToJson(load.catalogue);
    Figures figures;
    for (int seed = 1; seed <= seeds; ++seed) {
        const GenerationResult result =
            generateEasylink(load.catalogue, params, static_cast<std::uint64_t>(seed));
        if (!result.ok()) {
            continue;
        }
        ++figures.successes;
        const Json paramsJson = paramsToJson(params);
        LayoutFileHeader header;
        header.seed = static_cast<std::uint64_t>(seed);
        header.params = &paramsJson;
        header.regions = &params.regions;
        header.attempts = result.attempts;
        TileRaster raster;
        if (result.resolution) {  // phase 2's blocks, checked too
            raster = rasterizeResolution(*result.layout, *result.resolution);
            header.writeBlocks = [&](JsonWriter& out) {
                writeResolutionBlocks(out, *result.layout, *result.resolution, raster);
            };
        }
        const Json layoutJson = parseJsonText(serializeLayout(*result.layout, header)).value;
        figures.socketedLinks += socketedLinksOf(layoutJson);
        figures.lockedRooms += lockedRoomsOf(layoutJson);
        const std::vector<std::string> violations = test::checkLayout(layoutJson, catalogueJson);
        if (!violations.empty()) {
            ++figures.layoutsWithViolations;
            if (figures.layoutsWithViolations <= 3) {
                std::string report;
                for (std::size_t i = 0; i < violations.size() && i < 10; ++i) {
                    report += "\n  " + violations[i];
                }
                ADD_FAILURE() << cataloguePath.filename() << " seed " << seed << ":" << report;
            }
        }
    }
    return figures;
}

TEST(LayoutProperties, FiveHundredSeedsOfTheDefaultCatalogueAreSound) {
    const Figures figures = checkSeeds(
        fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json", EasylinkParams{}, 500);
    EXPECT_EQ(figures.layoutsWithViolations, 0);
    EXPECT_GE(figures.successes, 495) << "at least 99% of seeds give a layout";
}

TEST(LayoutProperties, WidthPoliciesKeepLayoutsSound) {
    for (WidthPolicy policy : {WidthPolicy::Widest, WidthPolicy::Narrowest}) {
        EasylinkParams params;
        params.widthPolicy = policy;
        const Figures figures =
            checkSeeds(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json", params, 60);
        EXPECT_EQ(figures.layoutsWithViolations, 0) << toString(policy);
        EXPECT_GE(figures.successes, 58) << toString(policy);
    }
}

// Section 11's sockets: gates on a vault's only doorway and on doorways of
// three common rooms, arches on two others, meet only their own kind,
// directly or through one straight corridor; the other ports are as in the
// default catalogue.
TEST(LayoutProperties, SocketsJoinOnlyTheirOwnKindOverTwoHundredSeeds) {
    const Figures figures = checkSeeds(
        fs::path(EASYLINK_TEST_DATA_DIR) / "catalogues" / "sockets.json", EasylinkParams{}, 200);
    EXPECT_EQ(figures.layoutsWithViolations, 0);
    EXPECT_GE(figures.successes, 190);
    // Chains grown on a socketed doorway draw among the rooms that have its
    // socket: 432 socketed ports linked over these seeds (232 without that).
    EXPECT_GE(figures.socketedLinks, 350) << "gates and arches do meet";
}

// Section 11's locks, on the shipped locks catalogue (an entrance, two
// nested locks, a gate socket) at 120x120: the checker walks each layout
// from the entrance, opening locks only once their key rooms were reached.
TEST(LayoutProperties, LocksOfTheShippedCatalogueHoldOverAHundredSeedsAt120) {
    EasylinkParams params;
    params.width = 120;
    params.height = 120;
    const Figures figures =
        checkSeeds(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "locks.json", params, 100);
    EXPECT_EQ(figures.layoutsWithViolations, 0);
    EXPECT_GE(figures.successes, 95) << "docs/locks.md promises 95 of 100 seeds";
    EXPECT_EQ(figures.lockedRooms, 2 * figures.successes) << "the shrine and the throne room";
}

// Locks on the default map size (phase 2 putting locked doors and
// portcullises in the walls, as by default): two hundred seeds.
TEST(LayoutProperties, LocksHoldOnTheDefaultMapOverTwoHundredSeeds) {
    const Figures figures = checkSeeds(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "locks.json",
                                       EasylinkParams{}, 200);
    EXPECT_EQ(figures.layoutsWithViolations, 0);
    EXPECT_GE(figures.successes, 190);
}

// Locked hubs: armouries (locked by an idol) that growth places like any
// room, with rooms around and behind them, crypts locked by the same key,
// and arch sockets between armouries and cloisters: the walk must still
// reach every room, each idol before the doors it opens.
TEST(LayoutProperties, LockedHubsAndSharedKeysHoldOverTwoHundredSeeds) {
    const Figures figures = checkSeeds(
        fs::path(EASYLINK_TEST_DATA_DIR) / "catalogues" / "locks_hub.json", EasylinkParams{}, 200);
    EXPECT_EQ(figures.layoutsWithViolations, 0);
    EXPECT_GE(figures.successes, 190);
    EXPECT_GT(figures.lockedRooms, 2 * figures.successes) << "armouries are placed by growth";
}

class UnusualCatalogue : public ::testing::TestWithParam<std::string> {};

// Modules with sizes that are not multiples of 4, ports on two walls only,
// anchors offset from the corner, or only wide passages: on a bigger map at
// least 80% of seeds succeed, and every layout is sound.
TEST_P(UnusualCatalogue, MostSeedsGiveSoundLayoutsOnABiggerMap) {
    EasylinkParams params;
    params.width = 128;
    params.height = 128;
    const Figures figures = checkSeeds(
        fs::path(EASYLINK_TEST_DATA_DIR) / "catalogues" / "unusual" / (GetParam() + ".json"),
        params, 60);
    EXPECT_EQ(figures.layoutsWithViolations, 0);
    EXPECT_GE(figures.successes, 48);
}

std::string catalogueName(const ::testing::TestParamInfo<std::string>& param) {
    return param.param;
}

INSTANTIATE_TEST_SUITE_P(Catalogues, UnusualCatalogue,
                         ::testing::Values("odd_sizes", "two_walls", "offset_anchors", "wide_only"),
                         catalogueName);

}  // namespace
}  // namespace easylink

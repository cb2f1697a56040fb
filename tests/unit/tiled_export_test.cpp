// The Tiled export: the map's structure (Tiled 1.8 JSON), its objects and
// their properties against the layout, the tileset image, determinism and
// the way files are written.

#include <gtest/gtest.h>
#include <stb_image.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/export/tiled_export.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "export_test_support.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;
using testing::slurp;
using testing::twoRoomCatalogue;

// Rooms 0 and 1 linked directly at width 2 (one doorway), a corridor of
// width 4 from room 1 to room 2 (two doorways), room 3 alone: 4 rooms, 1
// corridor, 3 doors, 2 components.
Layout handLayout(const Catalogue& catalogue) {
    Layout layout(catalogue, 32, 20);
    const RoomId west = layout.addRoom(0, Rotation{}, {0, 0});
    const RoomId middle = layout.addRoom(1, Rotation{}, {8, 0});
    const RoomId east = layout.addRoom(0, Rotation{}, {24, 0});
    layout.addRoom(1, Rotation{}, {12, 12});
    layout.linkRooms(west, 1, middle, 0, 2);
    layout.addCorridor({middle, 1}, {east, 0}, 4);
    return layout;
}

/// The value of the property `name` of an object, or null.
Json propertyOf(const Json& object, const std::string& name) {
    for (const Json& p : object.at("properties")) {
        if (p.at("name") == name) {
            return p.at("value");
        }
    }
    return nullptr;
}

std::vector<Json> objectsOfType(const Json& map, const std::string& type) {
    std::vector<Json> out;
    for (const Json& object : map.at("layers").at(1).at("objects")) {
        if (object.at("type") == type) {
            out.push_back(object);
        }
    }
    return out;
}

/// Doorways in use: each corridor end is one, a direct link (seen from both
/// of its rooms) is one.
int usedDoorways(const Layout& layout) {
    int roomSides = 0;
    int corridorEnds = 0;
    for (RoomId id : layout.roomIds()) {
        for (const PlacedPort& p : layout.room(id)->ports) {
            roomSides += p.link.kind == PortLink::Kind::Room ? 1 : 0;
            corridorEnds += p.link.kind == PortLink::Kind::Corridor ? 1 : 0;
        }
    }
    return roomSides / 2 + corridorEnds;
}

// Checks what every map must satisfy, whatever the layout.
/// `raster`: the tile layer the map should hold (phase 1's drawing by default).
void expectWellFormedMap(const Json& map, const Layout& layout, int tileSize,
                         const TileRaster* raster = nullptr) {
    EXPECT_EQ(map.at("type"), "map");
    EXPECT_EQ(map.at("version"), "1.8");
    EXPECT_EQ(map.at("tiledversion"), "1.8");
    EXPECT_EQ(map.at("orientation"), "orthogonal");
    EXPECT_EQ(map.at("renderorder"), "right-down");
    EXPECT_EQ(map.at("infinite"), false);
    EXPECT_EQ(map.at("width"), layout.width());
    EXPECT_EQ(map.at("height"), layout.height());
    EXPECT_EQ(map.at("tilewidth"), tileSize);
    EXPECT_EQ(map.at("tileheight"), tileSize);

    const Json& layers = map.at("layers");
    ASSERT_EQ(layers.size(), 2u);
    EXPECT_EQ(map.at("nextlayerid"), 3);
    std::set<int> layerIds;
    for (const Json& layer : layers) {
        EXPECT_EQ(layer.at("visible"), true);
        EXPECT_EQ(layer.at("opacity"), 1);
        layerIds.insert(layer.at("id").get<int>());
    }
    EXPECT_EQ(layerIds, (std::set<int>{1, 2}));

    const Json& tiles = layers.at(0);
    EXPECT_EQ(tiles.at("type"), "tilelayer");
    EXPECT_EQ(tiles.at("width"), layout.width());
    EXPECT_EQ(tiles.at("height"), layout.height());
    const Json& data = tiles.at("data");
    ASSERT_EQ(data.size(), static_cast<std::size_t>(layout.width() * layout.height()));
    const TileRaster expected = raster != nullptr ? *raster : rasterizeLayout(layout);
    for (int y = 0; y < layout.height(); ++y) {
        for (int x = 0; x < layout.width(); ++x) {
            const int gid = data.at(static_cast<std::size_t>(y * layout.width() + x)).get<int>();
            ASSERT_GE(gid, 1);
            ASSERT_LE(gid, kTiledTileCount);
            ASSERT_EQ(gid, tiledTileId(expected.at({x, y})) + 1) << x << "," << y;
        }
    }

    ASSERT_EQ(map.at("tilesets").size(), 1u);
    const Json& tileset = map.at("tilesets").at(0);
    EXPECT_EQ(tileset.at("firstgid"), 1);
    EXPECT_EQ(tileset.at("tilecount"), kTiledTileCount);
    EXPECT_EQ(tileset.at("columns"), kTiledTileCount);
    EXPECT_EQ(tileset.at("tilewidth"), tileSize);
    EXPECT_EQ(tileset.at("tileheight"), tileSize);
    EXPECT_EQ(tileset.at("imagewidth"), tileSize * kTiledTileCount);
    EXPECT_EQ(tileset.at("imageheight"), tileSize);
    ASSERT_EQ(tileset.at("tiles").size(), static_cast<std::size_t>(kTiledTileCount));
    for (TileKind kind : kAllTileKinds) {
        const Json& tile = tileset.at("tiles").at(static_cast<std::size_t>(tiledTileId(kind)));
        EXPECT_EQ(tile.at("id"), tiledTileId(kind));
        EXPECT_EQ(propertyOf(tile, "kind"), std::string(tileName(kind)));
        EXPECT_EQ(propertyOf(tile, "walkable"), isWalkable(kind));
    }

    const Json& group = layers.at(1);
    EXPECT_EQ(group.at("type"), "objectgroup");
    const Json& objects = group.at("objects");
    std::set<int> objectIds;
    for (const Json& object : objects) {
        const int id = object.at("id").get<int>();
        EXPECT_GE(id, 1);
        EXPECT_TRUE(objectIds.insert(id).second) << "duplicate object id " << id;
        for (const Json& p : object.at("properties")) {
            EXPECT_TRUE(p.contains("name") && p.contains("type") && p.contains("value")) << p;
            const std::string type = p.at("type").get<std::string>();
            EXPECT_TRUE(type == "string" || type == "int" || type == "bool") << type;
        }
    }
    EXPECT_EQ(map.at("nextobjectid").get<int>(), static_cast<int>(objects.size()) + 1);
    EXPECT_EQ(objectsOfType(map, "room").size(), static_cast<std::size_t>(layout.roomCount()));
    EXPECT_EQ(objectsOfType(map, "corridor").size(),
              static_cast<std::size_t>(layout.corridorCount()));
    EXPECT_EQ(objectsOfType(map, "door").size(), static_cast<std::size_t>(usedDoorways(layout)));
}

class TiledExportTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-tiled-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    Catalogue catalogue_ = twoRoomCatalogue("tiled-test");
    Layout layout_ = handLayout(catalogue_);
    fs::path dir_;
};

TEST_F(TiledExportTest, HandLayoutHasTheExpectedStructure) {
    const Json map = parseJsonText(layoutToTiledText(layout_, "hand-tiles.png")).value;
    expectWellFormedMap(map, layout_, 16);
    EXPECT_EQ(map.at("tilesets").at(0).at("image"), "hand-tiles.png");
    EXPECT_EQ(objectsOfType(map, "room").size(), 4u);
    EXPECT_EQ(objectsOfType(map, "corridor").size(), 1u);
    EXPECT_EQ(objectsOfType(map, "door").size(), 3u);
    EXPECT_EQ(map.at("nextobjectid"), 9);
}

TEST_F(TiledExportTest, RoomsCorridorsAndDoorsCarryTheLayoutsFacts) {
    TiledOptions options;
    options.tileSize = 8;
    const Json map = parseJsonText(layoutToTiledText(layout_, "x.png", options)).value;
    const std::vector<Json> rooms = objectsOfType(map, "room");
    ASSERT_EQ(rooms.size(), 4u);
    const Json& third = rooms[2];
    EXPECT_EQ(third.at("x"), 24 * 8);
    EXPECT_EQ(third.at("y"), 0);
    EXPECT_EQ(third.at("width"), 8 * 8);
    EXPECT_EQ(third.at("height"), 8 * 8);
    EXPECT_FALSE(third.contains("point"));
    EXPECT_EQ(propertyOf(third, "template"), "room_a");
    EXPECT_EQ(propertyOf(third, "kind"), "normal");
    EXPECT_EQ(propertyOf(third, "rotation"), 0);
    EXPECT_EQ(propertyOf(third, "component"), 0);
    EXPECT_EQ(propertyOf(rooms[3], "template"), "room_b");
    EXPECT_EQ(propertyOf(rooms[3], "component"), 1);

    const Json corridor = objectsOfType(map, "corridor").at(0);
    EXPECT_EQ(corridor.at("x"), 16 * 8);
    EXPECT_EQ(corridor.at("y"), 2 * 8);
    EXPECT_EQ(corridor.at("width"), 8 * 8);
    EXPECT_EQ(corridor.at("height"), 4 * 8);
    EXPECT_EQ(propertyOf(corridor, "kind"), "corridor");
    EXPECT_EQ(propertyOf(corridor, "passage_width"), 4);
    EXPECT_EQ(propertyOf(corridor, "component"), 0);

    // Doors are points on the doorway's outer edge midpoint (its anchor).
    const std::vector<Json> doors = objectsOfType(map, "door");
    ASSERT_EQ(doors.size(), 3u);
    for (const Json& door : doors) {
        EXPECT_EQ(door.at("point"), true);
        EXPECT_EQ(door.at("width"), 0);
        EXPECT_EQ(door.at("height"), 0);
    }
    EXPECT_EQ(doors[0].at("x"), 8 * 8);
    EXPECT_EQ(doors[0].at("y"), 4 * 8);
    EXPECT_EQ(propertyOf(doors[0], "to"), "room");
    EXPECT_EQ(propertyOf(doors[0], "width"), 2);
    EXPECT_EQ(doors[1].at("x"), 16 * 8);
    EXPECT_EQ(propertyOf(doors[1], "to"), "corridor");
    EXPECT_EQ(propertyOf(doors[1], "width"), 4);
    EXPECT_EQ(doors[2].at("x"), 24 * 8);
    EXPECT_EQ(propertyOf(doors[2], "dir"), "W");
}

TEST(TiledExportGenerated, GeneratedLayoutsGiveWellFormedMaps) {
    const CatalogueLoad load =
        loadCatalogueFile(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    ASSERT_TRUE(load.valid());
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const GenerationResult result = generateEasylink(load.catalogue, EasylinkParams{}, seed);
        ASSERT_TRUE(result.ok()) << result.failure;
        const Json map = parseJsonText(layoutToTiledText(*result.layout, "g-tiles.png")).value;
        SCOPED_TRACE(seed);
        expectWellFormedMap(map, *result.layout, 16);
        EXPECT_GT(objectsOfType(map, "door").size(), 0u);
        // The text is the same document, parsed back.
        const ParsedJson parsed = parseJsonText(layoutToTiledText(*result.layout, "g-tiles.png"));
        ASSERT_TRUE(parsed.ok());
        EXPECT_EQ(parsed.value, map);
    }
}

// Phase 2's tiles are the tile layer, and each room and corridor names the
// module that fills it.
TEST(TiledExportGenerated, PhaseTwoMapsCarryTheResolvedTilesAndModules) {
    const CatalogueLoad load =
        loadCatalogueFile(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    ASSERT_TRUE(load.valid());
    const GenerationResult result = generateEasylink(load.catalogue, EasylinkParams{}, 1);
    ASSERT_TRUE(result.ok() && result.resolution) << result.failure;
    const Layout& layout = *result.layout;
    const Resolution& resolution = *result.resolution;
    const TileRaster raster = rasterizeResolution(layout, resolution);
    ASSERT_NE(raster, rasterizeLayout(layout));  // patterns and blank walls differ
    const Json map =
        parseJsonText(layoutToTiledText(layout, raster, &resolution, "p-tiles.png")).value;
    expectWellFormedMap(map, layout, 16, &raster);
    const auto rooms = objectsOfType(map, "room");
    ASSERT_EQ(rooms.size(), static_cast<std::size_t>(layout.roomCount()));
    for (const Json& room : rooms) {
        const int id = propertyOf(room, "id").get<int>();
        const int module = resolution.node(resolution.roomRoots[id]).module;
        EXPECT_EQ(propertyOf(room, "module"), load.catalogue.modules[module].name);
    }
    for (const Json& corridor : objectsOfType(map, "corridor")) {
        EXPECT_EQ(propertyOf(corridor, "module"), "corridor_plain");
    }
    // Without a resolution there is no "module" property.
    const Json plain = parseJsonText(layoutToTiledText(layout, "p-tiles.png")).value;
    EXPECT_TRUE(propertyOf(objectsOfType(plain, "room").at(0), "module").is_null());
}

TEST_F(TiledExportTest, TextIsDeterministicWithOneMapRowPerLine) {
    const std::string text = layoutToTiledText(layout_, "t.png");
    EXPECT_EQ(text, layoutToTiledText(handLayout(catalogue_), "t.png"));
    EXPECT_EQ(text.back(), '\n');
    // Row 0 of the hand layout: 16 walls, 8 voids, 8 walls (void 1, wall 2).
    EXPECT_NE(text.find("2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, "
                        "2, 2, 2, 2, 2, 2, 2, 2,\n"),
              std::string::npos)
        << text.substr(0, 400);
}

TEST_F(TiledExportTest, TilesetImageHasOneSquarePerKindInThePngColours) {
    const RgbImage image = renderTiledTileset(TiledOptions{});
    ASSERT_EQ(image.width, 16 * kTiledTileCount);
    ASSERT_EQ(image.height, 16);
    for (TileKind kind : kAllTileKinds) {
        const int x = tiledTileId(kind) * 16;
        const Rgb expected = tileColour(kind, componentColour(0), false);
        EXPECT_EQ(image.at(x, 0), expected);
        EXPECT_EQ(image.at(x + 15, 15), expected);
    }
    EXPECT_EQ(image.at(tiledTileId(TileKind::Void) * 16 + 3, 3), kVoidColour);
}

TEST_F(TiledExportTest, WritesMapAndTilesetByteIdentically) {
    const fs::path map = dir_ / "level.tmj";
    ASSERT_EQ(writeTiledFiles(map, layout_), std::nullopt);
    const fs::path image = dir_ / "level-tiles.png";
    EXPECT_EQ(tiledTilesetImagePath(map), image);
    ASSERT_TRUE(fs::exists(image));
    const std::string mapText = slurp(map);
    const std::string imageBytes = slurp(image);
    EXPECT_EQ(mapText, layoutToTiledText(layout_, "level-tiles.png"));

    int width = 0;
    int height = 0;
    int channels = 0;
    std::unique_ptr<unsigned char, decltype(&stbi_image_free)> pixels(
        stbi_load(image.string().c_str(), &width, &height, &channels, 3), stbi_image_free);
    ASSERT_NE(pixels, nullptr);
    EXPECT_EQ(width, 16 * kTiledTileCount);
    EXPECT_EQ(height, 16);

    ASSERT_EQ(writeTiledFiles(map, layout_), std::nullopt);
    EXPECT_EQ(slurp(map), mapText);
    EXPECT_EQ(slurp(image), imageBytes);
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) {
        ++entries;
    }
    EXPECT_EQ(entries, 2u) << "no temporary files are left behind";
}

TEST_F(TiledExportTest, FailuresNameTheFileAndLeaveNothingNew) {
    const fs::path missing = dir_ / "no-such-dir" / "level.tmj";
    std::optional<std::string> error = writeTiledFiles(missing, layout_);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(tiledTilesetImagePath(missing).string()), std::string::npos) << *error;
    EXPECT_FALSE(fs::exists(dir_ / "no-such-dir"));

    // The map cannot be written (a folder stands in its place): the image this
    // call made is removed again, and an image that was there before stays.
    const fs::path blocked = dir_ / "blocked.tmj";
    fs::create_directories(blocked);
    error = writeTiledFiles(blocked, layout_);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(blocked.string()), std::string::npos) << *error;
    EXPECT_FALSE(fs::exists(dir_ / "blocked-tiles.png"));

    std::ofstream(dir_ / "blocked-tiles.png") << "old";
    error = writeTiledFiles(blocked, layout_);
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(fs::exists(dir_ / "blocked-tiles.png"));
}

}  // namespace
}  // namespace easylink

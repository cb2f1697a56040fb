#include <gtest/gtest.h>
#include <stb_image.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/export/ascii_export.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "export_test_support.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;
using testing::slurp;
using testing::twoRoomCatalogue;

constexpr int kRoomA = 0;
constexpr int kRoomB = 1;
using test::kE;
using test::kW;

// Room 0 (a) and room 1 (b) touch and are linked directly at width 2; a
// corridor of width 4 runs from room 1 east to room 2 (a); room 3 (b) stands
// alone below them, a second component.
Layout handLayout(const Catalogue& catalogue) {
    Layout layout(catalogue, 32, 20);
    const RoomId west = layout.addRoom(kRoomA, Rotation{}, {0, 0});
    const RoomId middle = layout.addRoom(kRoomB, Rotation{}, {8, 0});
    const RoomId east = layout.addRoom(kRoomA, Rotation{}, {24, 0});
    layout.addRoom(kRoomB, Rotation{}, {12, 12});
    layout.linkRooms(west, kE, middle, kW, 2);
    layout.addCorridor({middle, kE}, {east, kW}, 4);
    return layout;
}

const std::string kHandLayoutAscii =
    "################        ########\n"
    "#......##......#        #......#\n"
    "#......##......+,,,,,,,,+......#\n"
    "#......++......+,,,,,,,,+......#\n"
    "#......++......+,,,,,,,,+......#\n"
    "#......##......+,,,,,,,,+......#\n"
    "#......##......#        #......#\n"
    "################        ########\n"
    "                                \n"
    "                                \n"
    "                                \n"
    "                                \n"
    "            ########            \n"
    "            #......#            \n"
    "            #......#            \n"
    "            #......#            \n"
    "            #......#            \n"
    "            #......#            \n"
    "            #......#            \n"
    "            ########            \n";

struct DecodedPng {
    int width = 0;
    int height = 0;
    std::unique_ptr<unsigned char, decltype(&stbi_image_free)> pixels{nullptr, stbi_image_free};

    Rgb at(int x, int y) const {
        const unsigned char* p = pixels.get() + (static_cast<std::size_t>(y) * width + x) * 3;
        return {p[0], p[1], p[2]};
    }
};

DecodedPng decode(const std::vector<unsigned char>& png) {
    DecodedPng decoded;
    int channels = 0;
    decoded.pixels.reset(stbi_load_from_memory(png.data(), static_cast<int>(png.size()),
                                               &decoded.width, &decoded.height, &channels, 3));
    return decoded;
}

class ExportTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-export-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    Catalogue catalogue_ = twoRoomCatalogue("export-test");
    Layout layout_ = handLayout(catalogue_);
    fs::path dir_;
};

TEST_F(ExportTest, AsciiMatchesTheHandDrawnMap) {
    EXPECT_EQ(layoutToAscii(layout_), kHandLayoutAscii);
}

TEST_F(ExportTest, DoorsOnlyAtLinkedPortsAtTheirUsedWidth) {
    const TileRaster raster = rasterizeLayout(layout_);
    // Direct link at width 2: two door tiles on each side of the shared edge.
    for (int y : {3, 4}) {
        EXPECT_EQ(raster.at({7, y}), TileKind::Door);
        EXPECT_EQ(raster.at({8, y}), TileKind::Door);
    }
    // Corridor at width 4: four door tiles at each end.
    for (int y = 2; y <= 5; ++y) {
        EXPECT_EQ(raster.at({15, y}), TileKind::Door);
        EXPECT_EQ(raster.at({24, y}), TileKind::Door);
    }
    EXPECT_EQ(raster.count(TileKind::Door), 12);
    // Free ports stay wall: room 0 west and north, room 2 east, room 3 both.
    EXPECT_EQ(raster.at({0, 3}), TileKind::Wall);
    EXPECT_EQ(raster.at({3, 0}), TileKind::Wall);
    EXPECT_EQ(raster.at({31, 4}), TileKind::Wall);
    EXPECT_EQ(raster.at({12, 16}), TileKind::Wall);
    EXPECT_EQ(raster.at({19, 15}), TileKind::Wall);
}

TEST_F(ExportTest, CorridorTilesCoverTheCorridorRectangle) {
    const TileRaster raster = rasterizeLayout(layout_);
    EXPECT_EQ(raster.count(TileKind::Corridor), 8 * 4);
    for (int y = 2; y <= 5; ++y) {
        for (int x = 16; x < 24; ++x) {
            EXPECT_EQ(raster.at({x, y}), TileKind::Corridor) << x << "," << y;
        }
    }
    EXPECT_EQ(raster.at({16, 1}), TileKind::Void);
    EXPECT_EQ(raster.at({16, 6}), TileKind::Void);
}

TEST_F(ExportTest, RasterOutsideTheMapIsVoid) {
    const TileRaster raster = rasterizeLayout(layout_);
    EXPECT_EQ(raster.width(), 32);
    EXPECT_EQ(raster.height(), 20);
    EXPECT_EQ(raster.at({-1, 0}), TileKind::Void);
    EXPECT_EQ(raster.at({32, 0}), TileKind::Void);
    EXPECT_EQ(raster.at({0, 20}), TileKind::Void);
}

TEST_F(ExportTest, LegendNamesExactlyTheCharactersUsed) {
    const std::vector<TileLegendEntry> expected = {
        {' ', "void"}, {'#', "wall"}, {'.', "floor"}, {'+', "door"}, {',', "corridor"}};
    EXPECT_EQ(tileLegend(rasterizeLayout(layout_)), expected);

    Layout lone(catalogue_, 8, 8);
    lone.addRoom(kRoomA, Rotation{}, {0, 0});
    const std::vector<TileLegendEntry> roomOnly = {{'#', "wall"}, {'.', "floor"}};
    EXPECT_EQ(tileLegend(rasterizeLayout(lone)), roomOnly);

    for (const std::string& row : asciiRows(rasterizeLayout(layout_))) {
        for (char c : row) {
            EXPECT_NE(std::find_if(expected.begin(), expected.end(),
                                   [c](const TileLegendEntry& e) { return e.symbol == c; }),
                      expected.end());
        }
    }
}

TEST_F(ExportTest, WritesTheAsciiFileAndReportsFailures) {
    const fs::path target = dir_ / "map.txt";
    ASSERT_EQ(writeAsciiFile(target, layout_), std::nullopt);
    EXPECT_EQ(slurp(target), kHandLayoutAscii);

    const fs::path missing = dir_ / "no-such-dir" / "map.txt";
    const std::optional<std::string> error = writeAsciiFile(missing, layout_);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(missing.string()), std::string::npos) << *error;
    EXPECT_FALSE(fs::exists(missing));
}

// Colours are checked at tile centres, which grid lines never touch.
TEST_F(ExportTest, PngDecodesWithTheExpectedColours) {
    const DecodedPng png = decode(layoutToPng(layout_));
    ASSERT_NE(png.pixels, nullptr);
    ASSERT_EQ(png.width, 32 * 8);
    ASSERT_EQ(png.height, 20 * 8);
    const auto centre = [&png](int tx, int ty) { return png.at(tx * 8 + 4, ty * 8 + 4); };

    const Rgb first = componentColour(0);
    const Rgb second = componentColour(1);
    EXPECT_NE(first, second);
    EXPECT_EQ(centre(3, 3), tileColour(TileKind::Floor, first, false));
    EXPECT_EQ(centre(6, 7), tileColour(TileKind::Wall, first, false));
    EXPECT_EQ(centre(7, 3), tileColour(TileKind::Door, first, false));
    EXPECT_EQ(centre(20, 3), tileColour(TileKind::Corridor, first, false));
    EXPECT_EQ(centre(15, 15), tileColour(TileKind::Floor, second, false));
    EXPECT_EQ(centre(20, 10), kVoidColour);
    // The free west port of room 0 is marked on its width-2 tiles only.
    EXPECT_EQ(centre(0, 3), kFreePortColour);
    EXPECT_EQ(centre(0, 4), kFreePortColour);
    EXPECT_EQ(centre(0, 2), tileColour(TileKind::Wall, first, false));
    EXPECT_EQ(centre(12, 16), kFreePortColour);
}

TEST(ExportColours, WallsAreDarkerThanFloorsAndJunctionsGreyer) {
    const auto brightness = [](Rgb c) { return c.r + c.g + c.b; };
    const auto spread = [](Rgb c) { return std::max({c.r, c.g, c.b}) - std::min({c.r, c.g, c.b}); };
    for (int i = 0; i < 12; ++i) {
        const Rgb c = componentColour(i);
        EXPECT_EQ(componentColour(i + 12), c);
        for (int j = 0; j < i; ++j) {
            EXPECT_NE(componentColour(j), c);
        }
        const Rgb floor = tileColour(TileKind::Floor, c, false);
        EXPECT_LT(brightness(tileColour(TileKind::Wall, c, false)), brightness(floor));
        EXPECT_GT(brightness(tileColour(TileKind::Door, c, false)), brightness(floor));
        EXPECT_LT(brightness(tileColour(TileKind::Corridor, c, false)), brightness(floor));
        EXPECT_LT(spread(tileColour(TileKind::Floor, c, true)), spread(floor));
        EXPECT_LT(brightness(kVoidColour), brightness(tileColour(TileKind::Wall, c, false)));
    }
}

TEST_F(ExportTest, PngBytesAreDeterministic) {
    const std::vector<unsigned char> once = layoutToPng(layout_);
    ASSERT_FALSE(once.empty());
    EXPECT_EQ(layoutToPng(layout_), once);
    const Catalogue otherCatalogue = twoRoomCatalogue("export-test");
    EXPECT_EQ(layoutToPng(handLayout(otherCatalogue)), once);

    const fs::path target = dir_ / "map.png";
    ASSERT_EQ(writePngFile(target, layout_), std::nullopt);
    const std::string written = slurp(target);
    EXPECT_EQ(std::vector<unsigned char>(written.begin(), written.end()), once);
}

TEST_F(ExportTest, GridOptionsOnlyTouchTileEdges) {
    const PngOptions plain{.tileSize = 8, .gridLines = false, .macroGrid = false};
    const DecodedPng withLines = decode(layoutToPng(layout_));
    const DecodedPng without = decode(layoutToPng(layout_, plain));
    ASSERT_NE(without.pixels, nullptr);
    // A floor tile off the macrogrid: its top-left pixel is on a tile line only.
    EXPECT_EQ(without.at(2 * 8, 2 * 8), tileColour(TileKind::Floor, componentColour(0), false));
    EXPECT_NE(withLines.at(2 * 8, 2 * 8), without.at(2 * 8, 2 * 8));
    EXPECT_EQ(withLines.at(2 * 8 + 4, 2 * 8 + 4), without.at(2 * 8 + 4, 2 * 8 + 4));
    // The macro line at x = 4 tiles is lighter than the tile line at x = 2.
    const auto brightness = [](Rgb c) { return c.r + c.g + c.b; };
    EXPECT_GT(brightness(withLines.at(4 * 8, 2 * 8 + 4)),
              brightness(withLines.at(2 * 8, 2 * 8 + 4)));
}

TEST_F(ExportTest, TileSizeIsClampedToKeepImagesWithinTheLimit) {
    Layout wide(catalogue_, 2000, 12);
    wide.addRoom(kRoomA, Rotation{}, {0, 0});
    EXPECT_EQ(effectiveTileSize(wide, {}), 4);
    const DecodedPng png = decode(layoutToPng(wide));
    ASSERT_NE(png.pixels, nullptr);
    EXPECT_EQ(png.width, 8000);
    EXPECT_EQ(png.height, 48);
    EXPECT_LE(png.width, kMaxPngSide);

    EXPECT_EQ(effectiveTileSize(Layout(catalogue_, 8192, 8), {}), 1);
    EXPECT_EQ(effectiveTileSize(Layout(catalogue_, 100, 9000), {}), 1);
    EXPECT_EQ(effectiveTileSize(layout_, {.tileSize = 0}), 1);
    EXPECT_EQ(effectiveTileSize(layout_, {.tileSize = 16}), 16);
    EXPECT_EQ(effectiveTileSize(layout_, {.tileSize = 1000}), kMaxPngSide / 32);
}

TEST(ExportGenerated, AsciiRowsHaveTheMapWidthAndDoorsLieOnRoomBorders) {
    const CatalogueLoad load =
        loadCatalogueFile(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    ASSERT_TRUE(load.valid());
    const GenerationResult result = generateEasylink(load.catalogue, EasylinkParams{}, 1);
    ASSERT_TRUE(result.ok()) << result.failure;
    const Layout& layout = *result.layout;

    const std::string ascii = layoutToAscii(layout);
    std::istringstream lines(ascii);
    std::string line;
    int rows = 0;
    while (std::getline(lines, line)) {
        EXPECT_EQ(static_cast<int>(line.size()), layout.width()) << "row " << rows;
        ++rows;
    }
    EXPECT_EQ(rows, layout.height());
    ASSERT_FALSE(ascii.empty());
    EXPECT_EQ(ascii.back(), '\n');

    const std::vector<std::string> grid = asciiRows(rasterizeLayout(layout));
    int doors = 0;
    for (int y = 0; y < layout.height(); ++y) {
        for (int x = 0; x < layout.width(); ++x) {
            if (grid[y][x] != '+') {
                continue;
            }
            ++doors;
            const TileOwner owner = layout.ownerAt({x, y});
            ASSERT_EQ(owner.kind, TileOwner::Kind::Room) << x << "," << y;
            const Rect rect = layout.room(owner.id)->rect();
            const bool onBorder = x == rect.left() || x == rect.right() - 1 || y == rect.top() ||
                                  y == rect.bottom() - 1;
            EXPECT_TRUE(onBorder) << "door at " << x << "," << y << " inside room " << owner.id;
        }
    }
    EXPECT_GT(doors, 0);
}

}  // namespace
}  // namespace easylink

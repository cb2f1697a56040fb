#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;
using test::catalogueWith;
using test::kHall12;

TEST(CatalogueIo, ReadsTheDesignExample) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    ASSERT_TRUE(load.valid()) << (load.problems.empty() ? "" : load.problems[0].message);
    ASSERT_EQ(load.catalogue.modules.size(), 1u);
    const ModuleTemplate& hall = load.catalogue.modules[0];
    EXPECT_EQ(hall.name, "hall_12x12");
    EXPECT_EQ(hall.kind, ModuleKind::Normal);
    EXPECT_EQ(hall.size, (Size2i{12, 12}));
    ASSERT_EQ(hall.ports.size(), 4u);
    EXPECT_EQ(hall.ports[0].pose.centre, (HalfPoint{0, 7}));
    EXPECT_EQ(hall.ports[0].pose.dir, Dir::W);
    EXPECT_EQ(hall.ports[2].widths, (std::vector<int>{2, 4, 6}));
    EXPECT_EQ(hall.ports[1].anchor(), (Vec2i{12, 8}));
    EXPECT_EQ(load.catalogue.macro, 4);
    EXPECT_EQ(load.catalogue.find("hall_12x12"), &hall);
    EXPECT_EQ(load.catalogue.find("nope"), nullptr);
    EXPECT_EQ(hall.allowedRotations().size(), 4u);
}

TEST(CatalogueIo, DefaultsWeightAndMacro) {
    const std::string doc = R"({"format": "easylink-catalogue", "version": 1, "modules": [
        { "name": "r", "kind": "normal", "size": [8, 8],
          "ports": [{ "pos": [0, 3.5], "dir": "W", "widths": [2] }] }]})";
    const CatalogueLoad load = loadCatalogueText(doc);
    ASSERT_TRUE(load.valid());
    EXPECT_EQ(load.catalogue.modules[0].weight, 1.0);
    EXPECT_EQ(load.catalogue.macro, 4);
}

TEST(CatalogueIo, RoundTripKeepsEverythingIncludingUnknownKeys) {
    const std::string doc = R"({
      "format": "easylink-catalogue", "version": 1, "name": "keep", "macro": 4,
      "author": {"name": "Ada", "tags": ["x"]},
      "modules": [
        { "name": "r", "kind": "normal", "size": [8, 8], "weight": 2.5, "model": "r.fbx",
          "rotations": [0, 180],
          "ports": [
            { "pos": [0, 3.5], "dir": "W", "widths": [2, 4], "door_style": "arch" },
            { "pos": [3.5, 0], "dir": "N", "widths": [2] }
          ] }
      ],
      "z_last": 1
    })";
    const CatalogueLoad first = loadCatalogueText(doc);
    ASSERT_TRUE(first.valid());
    const std::string saved = serializeCatalogue(first.catalogue);
    const CatalogueLoad second = loadCatalogueText(saved);
    ASSERT_TRUE(second.valid());
    EXPECT_EQ(serializeCatalogue(second.catalogue), saved) << "saving is stable";

    const Json reread = Json::parse(saved);
    EXPECT_EQ(reread["author"]["name"], "Ada");
    EXPECT_EQ(reread["z_last"], 1);
    EXPECT_EQ(reread["modules"][0]["model"], "r.fbx");
    EXPECT_EQ(reread["modules"][0]["ports"][0]["door_style"], "arch");
    EXPECT_EQ(reread["modules"][0]["rotations"], Json::array({0, 180}));
    EXPECT_EQ(reread["modules"][0]["ports"][0]["pos"], Json::array({0, 3.5}));
    EXPECT_EQ(reread["modules"][0]["weight"], 2.5);
    // Known keys first, in the documented order.
    auto it = reread.begin();
    EXPECT_EQ(it.key(), "format");
    EXPECT_EQ((++it).key(), "version");
    EXPECT_EQ(second.catalogue.modules[0].rotations.size(), 2u);
    EXPECT_FALSE(second.catalogue.modules[0].allowsRotation(Rotation::fromQuarterTurns(1)));
}

TEST(CatalogueIo, SavedFilesAreReadable) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    const std::string text = serializeCatalogue(load.catalogue);
    // One port per line, sizes inline: a file a designer can diff.
    EXPECT_NE(text.find(R"("size": [12, 12])"), std::string::npos) << text;
    EXPECT_NE(text.find(R"({ "pos": [0, 3.5], "dir": "W", "widths": [2, 4] })"), std::string::npos)
        << text;
    EXPECT_EQ(text.back(), '\n');
}

TEST(CatalogueIo, SaveIsAtomicAndKeepsABackup) {
    const fs::path dir =
        fs::temp_directory_path() / ("easylink-save-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path path = dir / "cat.json";
    CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    ASSERT_EQ(saveCatalogueFile(path, load.catalogue), std::nullopt);
    load.catalogue.modules[0].weight = 3.0;
    ASSERT_EQ(saveCatalogueFile(path, load.catalogue), std::nullopt);
    const CatalogueLoad reloaded = loadCatalogueFile(path);
    ASSERT_TRUE(reloaded.valid());
    EXPECT_EQ(reloaded.catalogue.modules[0].weight, 3.0);
    const CatalogueLoad backup = loadCatalogueFile(dir / "cat.json.bak");
    ASSERT_TRUE(backup.valid());
    EXPECT_EQ(backup.catalogue.modules[0].weight, 1.0);
    fs::remove_all(dir);
}

TEST(CatalogueIo, TheDefaultCatalogueIsValidAndRich) {
    const CatalogueLoad load =
        loadCatalogueFile(fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json");
    for (const Problem& p : load.problems) {
        ADD_FAILURE() << formatProblem("default.json", p);
    }
    const Catalogue& c = load.catalogue;
    EXPECT_GE(c.modules.size(), 20u);
    EXPECT_EQ(c.macro, 4);
    std::set<std::pair<int, int>> normalSizes;
    bool oddSize = false;
    bool large = false;
    std::map<ModuleKind, std::set<int>> junctionWidths;
    for (const ModuleTemplate& m : c.modules) {
        if (m.kind == ModuleKind::Normal) {
            normalSizes.insert({m.size.w, m.size.h});
            oddSize = oddSize || m.size.w % 4 != 0 || m.size.h % 4 != 0;
            large =
                large || (m.size.w >= 24 && m.size.h >= 16) || (m.size.w >= 16 && m.size.h >= 24);
        }
        if (isJunction(m.kind)) {
            for (const PortSpec& p : m.ports) {
                junctionWidths[m.kind].insert(p.widths.begin(), p.widths.end());
            }
        }
    }
    EXPECT_GE(normalSizes.size(), 8u);
    EXPECT_TRUE(oddSize);
    EXPECT_TRUE(large);
    EXPECT_TRUE(std::any_of(c.modules.begin(), c.modules.end(),
                            [](const ModuleTemplate& m) { return m.kind == ModuleKind::DeadEnd; }));
    for (ModuleKind kind :
         {ModuleKind::FourWay, ModuleKind::TJunction, ModuleKind::Bend, ModuleKind::Through}) {
        for (int width : {2, 4, 6, 8}) {
            EXPECT_TRUE(junctionWidths[kind].contains(width))
                << toString(kind) << " has no module for width " << width;
        }
    }
}

}  // namespace
}  // namespace easylink

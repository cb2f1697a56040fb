// The 3D keys of a catalogue (docs/design.md section 10): tile_size,
// wall_height and a module's mesh, read, validated with pointers and written
// back; a catalogue without them saves exactly as before.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"

namespace easylink {
namespace {

using test::catalogueWith;
using test::kHall12;

/// kHall12 with extra members added before its closing brace.
std::string hallWith(const std::string& members) {
    std::string hall = kHall12;
    hall.insert(hall.rfind('}'), ", " + members);
    return hall;
}

/// A catalogue document with top-level members added after "macro".
std::string documentWith(const std::string& topMembers, const std::string& modules = kHall12) {
    std::string doc = catalogueWith(modules);
    doc.insert(doc.find(R"(, "modules")"), ", " + topMembers);
    return doc;
}

/// The only problem of `doc`, which must be an error at `pointer` whose
/// message contains `text`.
void expectOneError(const std::string& doc, const std::string& pointer, const std::string& text) {
    const CatalogueLoad load = loadCatalogueText(doc);
    ASSERT_EQ(load.problems.size(), 1u) << test::describeProblems(load.problems);
    EXPECT_EQ(load.problems[0].severity, Severity::Error);
    EXPECT_EQ(load.problems[0].pointer, pointer) << test::describeProblems(load.problems);
    EXPECT_NE(load.problems[0].message.find(text), std::string::npos)
        << test::describeProblems(load.problems);
}

TEST(Catalogue3dKeys, AbsentKeysGiveTheDefaults) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    EXPECT_FALSE(load.catalogue.explicitTileSize);
    EXPECT_FALSE(load.catalogue.explicitWallHeight);
    EXPECT_EQ(load.catalogue.tileSize(), 1.0);
    EXPECT_EQ(load.catalogue.wallHeight(), 3.0);
    EXPECT_FALSE(load.catalogue.modules[0].mesh);
}

TEST(Catalogue3dKeys, WallHeightDefaultsToThreeTiles) {
    const CatalogueLoad load = loadCatalogueText(documentWith(R"("tile_size": 2.5)"));
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    EXPECT_EQ(load.catalogue.tileSize(), 2.5);
    EXPECT_EQ(load.catalogue.wallHeight(), 7.5);
}

TEST(Catalogue3dKeys, ReadsTheKeys) {
    const CatalogueLoad load = loadCatalogueText(
        documentWith(R"("tile_size": 2, "wall_height": 4.5)",
                     hallWith(R"("mesh": {"file": "kits/stone.glb", "node": "hall_12x12",
                             "offset": [1.5, 0, -2]})")));
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    EXPECT_EQ(load.catalogue.tileSize(), 2.0);
    EXPECT_EQ(load.catalogue.wallHeight(), 4.5);
    const std::optional<ModuleMesh>& mesh = load.catalogue.modules[0].mesh;
    ASSERT_TRUE(mesh);
    EXPECT_EQ(mesh->file, "kits/stone.glb");
    EXPECT_EQ(mesh->node, "hall_12x12");
    EXPECT_EQ(mesh->offsetOrZero(), (std::array<double, 3>{1.5, 0.0, -2.0}));
    EXPECT_TRUE(load.catalogue.modules[0].extra.empty()) << "mesh is a known key now";
}

TEST(Catalogue3dKeys, AnAbsentOffsetIsZeroAndStaysAbsent) {
    const CatalogueLoad load = loadCatalogueText(
        catalogueWith(hallWith(R"("mesh": {"file": "kit.gltf", "node": "hall"})")));
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    ASSERT_TRUE(load.catalogue.modules[0].mesh);
    EXPECT_FALSE(load.catalogue.modules[0].mesh->offset);
    EXPECT_EQ(load.catalogue.modules[0].mesh->offsetOrZero(), (std::array<double, 3>{}));
    const std::string saved = serializeCatalogue(load.catalogue);
    EXPECT_NE(saved.find(R"("mesh": { "file": "kit.gltf", "node": "hall" })"), std::string::npos)
        << saved;
}

TEST(Catalogue3dKeys, ACatalogueWithoutThemSavesWithoutThem) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    const std::string saved = serializeCatalogue(load.catalogue);
    EXPECT_EQ(saved.find("tile_size"), std::string::npos) << saved;
    EXPECT_EQ(saved.find("wall_height"), std::string::npos) << saved;
    EXPECT_EQ(saved.find("mesh"), std::string::npos) << saved;
    // The shipped catalogue, which has none of them, saves to the same
    // document it was read from.
    const Catalogue& shipped = test::defaultCatalogue();
    const CatalogueLoad again = loadCatalogueText(serializeCatalogue(shipped));
    EXPECT_EQ(serializeCatalogue(again.catalogue), serializeCatalogue(shipped));
    EXPECT_EQ(catalogueToJson(shipped).dump().find("tile_size"), std::string::npos);
}

TEST(Catalogue3dKeys, RoundTripWritesThemInAStableOrder) {
    const std::string doc = R"({"format": "easylink-catalogue", "version": 1, "name": "k",
        "author": "Ada", "modules": [)" +
                            hallWith(R"("style": "gothic",
            "mesh": {"look": "worn", "node": "hall", "file": "kit.glb", "offset": [0, 1, 0]},
            "tags": ["stone"])") +
                            R"(], "wall_height": 3.5, "macro": 4, "tile_size": 2})";
    const CatalogueLoad first = loadCatalogueText(doc);
    ASSERT_TRUE(first.valid()) << test::describeProblems(first.problems);
    const std::string saved = serializeCatalogue(first.catalogue);
    const CatalogueLoad second = loadCatalogueText(saved);
    ASSERT_TRUE(second.valid()) << test::describeProblems(second.problems);
    EXPECT_EQ(serializeCatalogue(second.catalogue), saved) << "saving is stable";

    const Json reread = Json::parse(saved);
    std::vector<std::string> top;
    for (auto it = reread.begin(); it != reread.end(); ++it) {
        top.push_back(it.key());
    }
    EXPECT_EQ(top, (std::vector<std::string>{"format", "version", "name", "macro", "tile_size",
                                             "wall_height", "modules", "author"}));
    std::vector<std::string> moduleKeys;
    for (auto it = reread["modules"][0].begin(); it != reread["modules"][0].end(); ++it) {
        moduleKeys.push_back(it.key());
    }
    EXPECT_EQ(moduleKeys, (std::vector<std::string>{"name", "kind", "size", "weight", "ports",
                                                    "tags", "mesh", "style"}));
    const Json& mesh = reread["modules"][0]["mesh"];
    EXPECT_EQ(mesh.dump(),
              R"({"file":"kit.glb","node":"hall","offset":[0.0,1.0,0.0],"look":"worn"})");
    EXPECT_EQ(reread["tile_size"], 2.0);
    EXPECT_EQ(reread["wall_height"], 3.5);
}

TEST(Catalogue3dKeys, MeshesAreAllowedOnPartsAndVariants) {
    const std::string doc =
        catalogueWith(hallWith(R"("mesh": {"file": "kit.glb", "node": "hall"})") +
                      R"(,
        { "name": "hall_ruined", "kind": "normal", "variant_of": "hall_12x12", "size": [12, 12],
          "mesh": {"file": "kit.glb", "node": "ruin"} },
        { "name": "hall_plain", "kind": "normal", "variant_of": "hall_12x12", "size": [12, 12] },
        { "name": "pillar", "kind": "part", "size": [1, 1],
          "mesh": {"file": "kit.glb", "node": "pillar"} })");
    const CatalogueLoad load = loadCatalogueText(doc);
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    const Catalogue& c = load.catalogue;
    ASSERT_EQ(c.modules.size(), 4u);
    EXPECT_EQ(c.meshOf(c.modules[0])->node, "hall");
    EXPECT_EQ(c.meshOf(c.modules[1])->node, "ruin") << "a variant's own look";
    EXPECT_EQ(c.meshOf(c.modules[2])->node, "hall") << "a variant without one has its base's";
    EXPECT_EQ(c.meshOf(c.modules[3])->node, "pillar");
}

TEST(Catalogue3dKeys, AModuleWithoutAMeshIsABlockout) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    EXPECT_EQ(load.catalogue.meshOf(load.catalogue.modules[0]), nullptr);
}

TEST(Catalogue3dKeys, RefusesSizesThatAreNotPositiveOrAreAbsurd) {
    expectOneError(documentWith(R"("tile_size": 0)"), "/tile_size", "must be above 0");
    expectOneError(documentWith(R"("tile_size": -1)"), "/tile_size", "at most 100");
    expectOneError(documentWith(R"("tile_size": 100.5)"), "/tile_size", "tile_size 100.5");
    expectOneError(documentWith(R"("wall_height": 0)"), "/wall_height", "must be above 0");
    expectOneError(documentWith(R"("wall_height": -3)"), "/wall_height", "must be above 0");
    expectOneError(documentWith(R"("wall_height": 1000.5)"), "/wall_height", "at most 1000");
    const CatalogueLoad large =
        loadCatalogueText(documentWith(R"("tile_size": 100, "wall_height": 1000)"));
    EXPECT_TRUE(large.valid()) << test::describeProblems(large.problems);
}

TEST(Catalogue3dKeys, RefusesNonFiniteValuesAnEditorCouldSet) {
    // JSON cannot hold them (the parser refuses 1e400), but a program can.
    Catalogue catalogue = loadCatalogueText(catalogueWith(kHall12)).catalogue;
    catalogue.explicitTileSize = std::numeric_limits<double>::infinity();
    catalogue.explicitWallHeight = std::numeric_limits<double>::quiet_NaN();
    catalogue.modules[0].mesh =
        ModuleMesh{"kit.glb", "hall", std::array<double, 3>{0.0, 0.0, -HUGE_VAL}, Json::object()};
    const std::vector<Problem> problems = validateCatalogue(catalogue);
    ASSERT_EQ(problems.size(), 3u) << test::describeProblems(problems);
    EXPECT_EQ(problems[0].pointer, "/tile_size");
    EXPECT_NE(problems[0].message.find("tile_size inf"), std::string::npos);
    EXPECT_EQ(problems[1].pointer, "/wall_height");
    EXPECT_EQ(problems[2].pointer, "/modules/0/mesh/offset/2");
    EXPECT_NE(problems[2].message.find("must be finite"), std::string::npos);
}

TEST(Catalogue3dKeys, RefusesWrongTypesWithTheirPointers) {
    expectOneError(documentWith(R"("tile_size": "big")"), "/tile_size",
                   "tile_size must be a number");
    expectOneError(documentWith(R"("wall_height": [3])"), "/wall_height",
                   "wall_height must be a number");
    expectOneError(catalogueWith(hallWith(R"("mesh": "r.fbx")")), "/modules/0/mesh",
                   "mesh must be an object");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": 5, "node": "n"})")),
                   "/modules/0/mesh/file", "file must be a string");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "k.glb", "node": null})")),
                   "/modules/0/mesh/node", "node must be a string");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"node": "n"})")), "/modules/0/mesh/file",
                   "missing \"file\"");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "k.glb"})")), "/modules/0/mesh/node",
                   "missing \"node\"");
    expectOneError(
        catalogueWith(hallWith(R"("mesh": {"file": "k.glb", "node": "n", "offset": [1, 2]})")),
        "/modules/0/mesh/offset", "[dx, dy, dz]");
    expectOneError(
        catalogueWith(hallWith(R"("mesh": {"file": "k.glb", "node": "n", "offset": [1, "2", 3]})")),
        "/modules/0/mesh/offset/1", "offset must be a number");
}

TEST(Catalogue3dKeys, RefusesMeshKeysThatCannotWork) {
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "", "node": "n"})")),
                   "/modules/0/mesh/file", "the mesh file is empty");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "/art/kit.glb", "node": "n"})")),
                   "/modules/0/mesh/file", "absolute path");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "C:\\art\\kit.glb", "node": "n"})")),
                   "/modules/0/mesh/file", "absolute path");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "kit.fbx", "node": "n"})")),
                   "/modules/0/mesh/file", "not a glTF file");
    expectOneError(catalogueWith(hallWith(R"("mesh": {"file": "kit.glb", "node": ""})")),
                   "/modules/0/mesh/node", "the mesh node is empty");
    expectOneError(catalogueWith(hallWith(
                       R"("mesh": {"file": "kit.glb", "node": "n", "offset": [0, 2e6, 0]})")),
                   "/modules/0/mesh/offset/1", "within 1000000 metres");
    const CatalogueLoad upper = loadCatalogueText(
        catalogueWith(hallWith(R"("mesh": {"file": "../Art/KIT.GLTF", "node": "n"})")));
    EXPECT_TRUE(upper.valid()) << test::describeProblems(upper.problems);
}

TEST(Catalogue3dKeys, ReportsProblemsInFileOrder) {
    const CatalogueLoad load = loadCatalogueText(
        documentWith(R"("tile_size": 0, "wall_height": -1)",
                     hallWith(R"("mesh": {"file": "", "node": "", "offset": [1e7, 0, 0]})")));
    std::vector<std::string> pointers;
    for (const Problem& p : load.problems) {
        pointers.push_back(p.pointer);
    }
    EXPECT_EQ(pointers,
              (std::vector<std::string>{"/tile_size", "/wall_height", "/modules/0/mesh/file",
                                        "/modules/0/mesh/node", "/modules/0/mesh/offset/0"}));
}

}  // namespace
}  // namespace easylink

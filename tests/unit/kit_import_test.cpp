// Modules from a room kit (docs/design.md section 10, "Port markers in a
// kit"): kits written here with tinygltf, markers in both forms, every
// problem a designer can act on with its message, a re-import that keeps
// the designer's edits, and the sample kit's round trip from kit to
// catalogue to level to scene.

#include <gtest/gtest.h>
#include <tiny_gltf.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/kit/kit_import.hpp"
#include "easylink/kit/kit_merge.hpp"
#include "easylink/kit/mesh_plan.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/scene/gltf_writer.hpp"
#include "easylink/scene/instances.hpp"
#include "easylink/scene/scene_builder.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

/// A kit made node by node: each module a root with a floor box mesh and
/// marker children.
class KitWriter {
public:
    /// A root node `name` whose floor spans [x0, x1] x [z0, z1] metres in
    /// its own frame; the root itself lies at `at` (not part of the module).
    int module(const std::string& name, double x0, double x1, double z0, double z1,
               std::array<double, 3> at = {0, 0, 0}) {
        tinygltf::Node root;
        root.name = name;
        root.translation = {at[0], at[1], at[2]};
        root.rotation = {0.0, 0.3826834, 0.0, 0.9238795};  // 45 degrees: ignored too
        tinygltf::Node floor;
        floor.name = name + " floor";
        floor.mesh = boxMesh(x0, x1, z0, z1);
        model_.nodes.push_back(floor);
        root.children.push_back(static_cast<int>(model_.nodes.size()) - 1);
        model_.nodes.push_back(root);
        const int index = static_cast<int>(model_.nodes.size()) - 1;
        roots_.push_back(index);
        return index;
    }

    /// A marker below module `root` at (x, z) metres in its frame.
    tinygltf::Node& marker(int root, const std::string& name, double x, double z) {
        tinygltf::Node node;
        node.name = name;
        node.translation = {x, 0.0, z};
        model_.nodes.push_back(node);
        const int index = static_cast<int>(model_.nodes.size()) - 1;
        model_.nodes[static_cast<std::size_t>(root)].children.push_back(index);
        return model_.nodes.back();
    }

    static tinygltf::Value easylink(tinygltf::Value::Object facts) {
        tinygltf::Value::Object extras;
        extras["easylink"] = tinygltf::Value(std::move(facts));
        return tinygltf::Value(std::move(extras));
    }

    tinygltf::Node& node(int index) { return model_.nodes[static_cast<std::size_t>(index)]; }

    void write(const fs::path& path) {
        tinygltf::Model model = model_;
        tinygltf::Scene scene;
        scene.name = "kit";
        scene.nodes = roots_;
        model.scenes = {scene};
        model.defaultScene = 0;
        model.asset.version = "2.0";
        if (!buffer_.data.empty()) {
            model.buffers = {buffer_};
        }
        std::ostringstream out;
        tinygltf::TinyGLTF writer;
        writer.WriteGltfSceneToStream(&model, out, false, true);
        std::ofstream(path, std::ios::binary) << out.str();
    }

    /// A wall of one face (no thickness) below module `root`, standing
    /// `height` metres from (x0, z0) to (x1, z1) in its frame.
    void wall(int root, double x0, double z0, double x1, double z1, double height) {
        tinygltf::Node node;
        node.name = "wall";
        node.mesh = quadMesh({float(x0), 0, float(z0), float(x1), 0, float(z1), float(x1),
                              float(height), float(z1), float(x0), float(height), float(z0)});
        model_.nodes.push_back(node);
        model_.nodes[static_cast<std::size_t>(root)].children.push_back(
            static_cast<int>(model_.nodes.size()) - 1);
    }

private:
    int boxMesh(double x0, double x1, double z0, double z1) {
        return quadMesh({float(x0), 0, float(z0), float(x1), 0, float(z0), float(x1), 0, float(z1),
                         float(x0), 0, float(z1)});
    }

    /// A mesh of one quad, its corners in order.
    int quadMesh(const std::array<float, 12>& corners) {
        float positions[12];
        std::copy(corners.begin(), corners.end(), positions);
        std::array<double, 3> low{HUGE_VAL, HUGE_VAL, HUGE_VAL};
        std::array<double, 3> high{-HUGE_VAL, -HUGE_VAL, -HUGE_VAL};
        for (std::size_t i = 0; i < 12; ++i) {
            low[i % 3] = std::min<double>(low[i % 3], corners[i]);
            high[i % 3] = std::max<double>(high[i % 3], corners[i]);
        }
        const std::uint16_t indices[] = {0, 2, 1, 0, 3, 2};
        const std::size_t at = buffer_.data.size();
        buffer_.data.resize(at + sizeof positions + sizeof indices);
        std::memcpy(buffer_.data.data() + at, positions, sizeof positions);
        std::memcpy(buffer_.data.data() + at + sizeof positions, indices, sizeof indices);
        auto view = [&](std::size_t offset, std::size_t length) {
            tinygltf::BufferView made;
            made.buffer = 0;
            made.byteOffset = offset;
            made.byteLength = length;
            model_.bufferViews.push_back(made);
            return static_cast<int>(model_.bufferViews.size()) - 1;
        };
        tinygltf::Accessor position;
        position.bufferView = view(at, sizeof positions);
        position.componentType = TINYGLTF_COMPONENT_TYPE_FLOAT;
        position.type = TINYGLTF_TYPE_VEC3;
        position.count = 4;
        position.minValues = {low[0], low[1], low[2]};
        position.maxValues = {high[0], high[1], high[2]};
        tinygltf::Accessor index;
        index.bufferView = view(at + sizeof positions, sizeof indices);
        index.componentType = TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT;
        index.type = TINYGLTF_TYPE_SCALAR;
        index.count = 6;
        model_.accessors.push_back(position);
        model_.accessors.push_back(index);
        tinygltf::Primitive primitive;
        primitive.attributes["POSITION"] = static_cast<int>(model_.accessors.size()) - 2;
        primitive.indices = static_cast<int>(model_.accessors.size()) - 1;
        tinygltf::Mesh mesh;
        mesh.primitives.push_back(primitive);
        model_.meshes.push_back(mesh);
        return static_cast<int>(model_.meshes.size()) - 1;
    }

    tinygltf::Model model_;
    tinygltf::Buffer buffer_;
    std::vector<int> roots_;
};

class KitImportTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-kit-" + std::to_string(getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    KitImport imported(KitWriter& kit, KitImportOptions options = {}) {
        kit.write(dir_ / "kit.glb");
        options.meshFile = "kit.glb";
        return importKit(dir_ / "kit.glb", options);
    }

    /// The one problem of `kit`, which must give no modules.
    std::string onlyProblem(KitWriter& kit, KitImportOptions options = {}) {
        const KitImport result = imported(kit, options);
        EXPECT_TRUE(result.modules.empty());
        EXPECT_EQ(result.problems.size(), 1u);
        return result.problems.empty() ? std::string() : result.problems.front();
    }

    fs::path dir_;
};

TEST_F(KitImportTest, ARootIsAModuleMeasuredInItsOwnFrame) {
    KitWriter kit;
    // An 8x8 hall with its origin at its centre, laid at x = 100 and
    // turned in the kit: neither is part of the module.
    const int hall = kit.module("hall", -4, 4, -4, 4, {100, 0, 0});
    kit.node(hall).extras = KitWriter::easylink({{"weight", tinygltf::Value(2.5)}});
    kit.marker(hall, "port_w2_4", -4, 0);         // west edge, 4 tiles down
    kit.marker(hall, "port.001", 0, -4).extras =  // north edge, widths from extras
        KitWriter::easylink({{"widths", tinygltf::Value(tinygltf::Value::Array{
                                            tinygltf::Value(2), tinygltf::Value(6)})}});
    kit.marker(hall, "port_w4.002", 4, 0);  // east: Blender's suffix
    kit.marker(hall, "port", 0, 4);         // south: width 2
    const int cross = kit.module("cross", 0, 8, 0, 8, {200, 0, 0});
    kit.node(cross).extras =
        KitWriter::easylink({{"kind", tinygltf::Value(std::string("four_way"))}});
    for (const auto& [x, z] : {std::pair{4.0, 0.0}, {8.0, 4.0}, {4.0, 8.0}, {0.0, 4.0}}) {
        kit.marker(cross, "port", x, z);
    }
    const KitImport result = imported(kit);
    ASSERT_TRUE(result.ok()) << result.problems.front();
    ASSERT_EQ(result.modules.size(), 2u);
    const ModuleTemplate& module = result.modules[0];
    EXPECT_EQ(module.name, "hall");
    EXPECT_EQ(module.kind, ModuleKind::Normal);
    EXPECT_EQ(module.size, (Size2i{8, 8}));
    EXPECT_EQ(module.weight, 2.5);
    ASSERT_EQ(module.ports.size(), 4u);
    EXPECT_EQ(module.ports[0].pose, (PortPose{{0, 7}, Dir::W}));  // centre (0, 3.5)
    EXPECT_EQ(module.ports[0].widths, (std::vector<int>{2, 4}));
    EXPECT_EQ(module.ports[1].pose, (PortPose{{7, 0}, Dir::N}));
    EXPECT_EQ(module.ports[1].widths, (std::vector<int>{2, 6}));
    EXPECT_EQ(module.ports[2].pose, (PortPose{{14, 7}, Dir::E}));
    EXPECT_EQ(module.ports[2].widths, (std::vector<int>{4}));
    EXPECT_EQ(module.ports[3].pose, (PortPose{{7, 14}, Dir::S}));
    EXPECT_EQ(module.ports[3].widths, (std::vector<int>{2}));
    ASSERT_TRUE(module.mesh.has_value());
    EXPECT_EQ(module.mesh->file, "kit.glb");
    EXPECT_EQ(module.mesh->node, "hall");
    EXPECT_EQ(module.mesh->offset, (std::array<double, 3>{4, 0, 4}));
    EXPECT_EQ(result.portNodes[0][2], "port_w4.002");
    EXPECT_EQ(result.modules[1].kind, ModuleKind::FourWay);
    EXPECT_FALSE(result.modules[1].mesh->offset.has_value()) << "its corner is its origin";

    const Catalogue catalogue = kitCatalogue(result, "kit", {});
    EXPECT_TRUE(kitCatalogueProblems(catalogue, result, "kit.glb").empty());
    EXPECT_FALSE(hasErrors(validateCatalogue(catalogue)));
}

TEST_F(KitImportTest, TheTileSizeScalesTheFootprintAndASizeInExtrasNeedsNoMesh) {
    KitWriter kit;
    const int room = kit.module("room", 0, 16, 0, 8);  // 8 x 4 tiles of 2 m
    kit.marker(room, "port", 0, 4);
    KitImportOptions options;
    options.tileSize = 2.0;
    KitImport result = imported(kit, options);
    ASSERT_TRUE(result.ok()) << result.problems.front();
    EXPECT_EQ(result.modules[0].size, (Size2i{8, 4}));
    EXPECT_EQ(result.modules[0].ports[0].pose, (PortPose{{0, 3}, Dir::W}));

    KitWriter sized;
    const int shell = sized.module("shell", 0, 1, 0, 1);  // a stray mesh: the size wins
    sized.node(shell).extras = KitWriter::easylink(
        {{"size",
          tinygltf::Value(tinygltf::Value::Array{tinygltf::Value(4), tinygltf::Value(6)})}});
    sized.marker(shell, "port", 2, 0);
    result = imported(sized);
    ASSERT_TRUE(result.ok()) << result.problems.front();
    EXPECT_EQ(result.modules[0].size, (Size2i{4, 6}));
    EXPECT_EQ(result.modules[0].ports[0].pose, (PortPose{{3, 0}, Dir::N}));
}

TEST_F(KitImportTest, AFootprintOfPartTilesNamesTheModuleAndItsSize) {
    KitWriter kit;
    kit.module("hall", 0, 7.5, 0, 8);
    const std::string problem = onlyProblem(kit);
    EXPECT_NE(problem.find("kit.glb"), std::string::npos) << problem;
    EXPECT_NE(problem.find("module \"hall\""), std::string::npos) << problem;
    EXPECT_NE(problem.find("7.5 m x 8 m"), std::string::npos) << problem;
    EXPECT_NE(problem.find("not whole tiles"), std::string::npos) << problem;
}

TEST_F(KitImportTest, AMarkerOffEveryWallNamesItsNode) {
    KitWriter kit;
    const int hall = kit.module("hall", 0, 8, 0, 8);
    kit.marker(hall, "port_w2.003", 4, 3);
    const std::string problem = onlyProblem(kit);
    EXPECT_NE(problem.find("module \"hall\", node \"port_w2.003\""), std::string::npos) << problem;
    EXPECT_NE(problem.find("3 tiles from the nearest wall (N)"), std::string::npos) << problem;
}

TEST_F(KitImportTest, AMarkerBetweenTileEdgesIsRefused) {
    KitWriter kit;
    const int hall = kit.module("hall", 0, 8, 0, 8);
    kit.marker(hall, "port", 0, 3.5);
    const std::string problem = onlyProblem(kit);
    EXPECT_NE(problem.find("node \"port\""), std::string::npos) << problem;
    EXPECT_NE(problem.find("3.5 tiles along the W wall, not on a tile edge"), std::string::npos)
        << problem;
}

TEST_F(KitImportTest, MalformedWidthsInANameAreRefused) {
    KitWriter kit;
    const int hall = kit.module("hall", 0, 8, 0, 8);
    kit.marker(hall, "port_wide", 0, 4);
    const std::string problem = onlyProblem(kit);
    EXPECT_NE(problem.find("node \"port_wide\""), std::string::npos) << problem;
    EXPECT_NE(problem.find("after \"_w\""), std::string::npos) << problem;
}

TEST_F(KitImportTest, PortsThatBreakTheMacrogridOrAnOddWidthAreNamedByTheirNodes) {
    KitWriter kit;
    const int hall = kit.module("hall", 0, 8, 0, 8);
    kit.marker(hall, "port_w2", 0, 4);
    kit.marker(hall, "port_w2.001", 8, 2);  // anchor y 2 against 4: off the macrogrid
    const int cell = kit.module("cell", 0, 8, 0, 8);
    kit.marker(cell, "port_w3", 0, 4);
    const KitImport result = imported(kit);
    ASSERT_TRUE(result.ok()) << result.problems.front();
    const std::vector<std::string> problems =
        kitCatalogueProblems(kitCatalogue(result, "kit", {}), result, "kit.glb");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_NE(problems[0].find("\"kit.glb\", module \"hall\", node \"port_w2.001\""),
              std::string::npos)
        << problems[0];
    EXPECT_NE(problems[0].find("anchor"), std::string::npos) << problems[0];
    EXPECT_NE(problems[1].find("module \"cell\", node \"port_w3\""), std::string::npos)
        << problems[1];
    EXPECT_NE(problems[1].find("passage widths are even"), std::string::npos) << problems[1];
}

TEST_F(KitImportTest, TwoModulesOfOneNameAreRefused) {
    KitWriter kit;
    kit.module("hall", 0, 8, 0, 8);
    kit.module("hall", 0, 4, 0, 4);
    const std::string problem = onlyProblem(kit);
    EXPECT_NE(problem.find("module \"hall\": two root nodes have this name"), std::string::npos)
        << problem;
}

TEST_F(KitImportTest, AKitWithNoRootNodesOrUnreadableSaysSo) {
    KitWriter empty;
    std::string problem = onlyProblem(empty);
    EXPECT_NE(problem.find("kit.glb\": no root nodes"), std::string::npos) << problem;

    std::ofstream(dir_ / "kit.glb", std::ios::binary) << "glTF not really";
    const KitImport broken = importKit(dir_ / "kit.glb", {});
    ASSERT_EQ(broken.problems.size(), 1u);
    EXPECT_NE(broken.problems[0].find("kit.glb\": "), std::string::npos) << broken.problems[0];
    EXPECT_TRUE(broken.modules.empty());

    const KitImport missing = importKit(dir_ / "nowhere.glb", {});
    ASSERT_EQ(missing.problems.size(), 1u);
    EXPECT_NE(missing.problems[0].find("nowhere.glb"), std::string::npos) << missing.problems[0];
}

TEST_F(KitImportTest, ImportingAgainKeepsWhatTheDesignerSet) {
    KitWriter first;
    const int hall = first.module("hall", 0, 8, 0, 8);
    first.marker(hall, "port", 0, 4);
    first.module("cell", 0, 4, 0, 4);
    Catalogue catalogue = kitCatalogue(imported(first), "kit", {});
    // What the designer set in the studio.
    ModuleTemplate& edited = catalogue.modules[0];
    edited.weight = 3.0;
    edited.tags = {"boss"};
    edited.rules.maxCount = 1;
    edited.ports[0].extra["socket"] = "iron";
    ModuleTemplate variant = edited;
    variant.name = "hall_red";
    variant.variantOf = "hall";
    catalogue.modules.push_back(variant);

    KitWriter second;  // the hall grew a tile row and a door; the cell is gone; a vault is new
    const int grown = second.module("hall", 0, 8, 0, 12);
    second.marker(grown, "port", 0, 4);
    second.marker(grown, "port_w4", 4, 12);
    second.module("vault", 0, 4, 0, 4);
    const KitImport again = imported(second);
    ASSERT_TRUE(again.ok());
    KitMerge merge = mergeKit(catalogue, again, false);
    EXPECT_EQ(merge.added, std::vector<std::string>{"vault"});
    EXPECT_EQ(merge.changed, std::vector<std::string>{"hall"});
    EXPECT_EQ(merge.missing, std::vector<std::string>{"cell"});
    const ModuleTemplate* hallNow = merge.catalogue.find("hall");
    ASSERT_NE(hallNow, nullptr);
    EXPECT_EQ(hallNow->size, (Size2i{8, 12}));
    ASSERT_EQ(hallNow->ports.size(), 2u);
    EXPECT_EQ(hallNow->weight, 3.0);
    EXPECT_EQ(hallNow->tags, std::vector<std::string>{"boss"});
    EXPECT_EQ(hallNow->rules.maxCount, 1);
    EXPECT_EQ(hallNow->ports[0].extra.value("socket", ""), "iron") << "the port stayed put";
    EXPECT_NE(merge.catalogue.find("cell"), nullptr) << "kept without --prune";
    EXPECT_NE(merge.catalogue.find("hall_red"), nullptr);

    merge = mergeKit(catalogue, again, true);
    EXPECT_EQ(merge.catalogue.find("cell"), nullptr) << "pruned";
    EXPECT_NE(merge.catalogue.find("hall_red"), nullptr) << "its base is still in the kit";

    merge = mergeKit(merge.catalogue, again, false);
    EXPECT_EQ(merge.kept, (std::vector<std::string>{"hall", "vault"})) << "nothing changed";
}

TEST_F(KitImportTest, AKindOrWeightTheKitGivesIsTakenEvenAtItsDefault) {
    KitWriter first;
    first.module("hall", 0, 8, 0, 8);
    first.module("cell", 0, 4, 0, 4);
    Catalogue catalogue = kitCatalogue(imported(first), "kit", {});
    for (ModuleTemplate& module : catalogue.modules) {  // set in the studio
        module.kind = ModuleKind::DeadEnd;
        module.weight = 3.0;
    }
    // The hall's extras now say "normal" and 1 outright; the cell's say nothing.
    KitWriter second;
    const int hall = second.module("hall", 0, 8, 0, 8);
    second.node(hall).extras = KitWriter::easylink(
        {{"kind", tinygltf::Value(std::string("normal"))}, {"weight", tinygltf::Value(1.0)}});
    second.module("cell", 0, 4, 0, 4);
    const KitImport again = imported(second);
    ASSERT_TRUE(again.ok());
    ASSERT_EQ(again.given.size(), 2u);
    EXPECT_TRUE(again.given[0].kind && again.given[0].weight);
    EXPECT_FALSE(again.given[1].kind || again.given[1].weight);

    const KitMerge merge = mergeKit(catalogue, again, false);
    EXPECT_EQ(merge.catalogue.find("hall")->kind, ModuleKind::Normal) << "the kit said so";
    EXPECT_EQ(merge.catalogue.find("hall")->weight, 1.0);
    EXPECT_EQ(merge.catalogue.find("cell")->kind, ModuleKind::DeadEnd) << "the studio's";
    EXPECT_EQ(merge.catalogue.find("cell")->weight, 3.0);
}

// The sample kit's round trip: kit -> catalogue -> levels -> scene, each
// room showing the kit's own vertices at section 10's place.
// A kit without corridor pieces: phase 2 draws each corridor generically,
// and its node keeps its blockout (it was left with nothing to show).
TEST(SampleKit, CorridorsNoModuleFitsKeepTheirBlockouts) {
    KitImportOptions options;
    options.tileSize = 2.0;
    options.meshFile = "sample-kit.glb";
    const KitImport kit =
        importKit(fs::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb", options);
    ASSERT_TRUE(kit.ok());
    const Catalogue catalogue = kitCatalogue(kit, "sample-kit", options);
    const GenerationResult run = generateEasylink(catalogue, EasylinkParams{}, 3);
    ASSERT_TRUE(run.ok());
    ASSERT_TRUE(run.resolution.has_value());
    ASSERT_FALSE(run.resolution->problems.empty()) << "no corridor module fits";
    SceneSource source;
    source.layout = &*run.layout;
    source.resolution = &*run.resolution;
    SceneOptions sceneOptions;
    sceneOptions.catalogueFolder = fs::path(EASYLINK_ASSETS_DIR) / "kits";
    const Scene scene = buildScene(source, sceneOptions);
    int corridors = 0;
    for (const SceneNode& node : scene.nodes) {
        if (node.name.rfind("corridor ", 0) == 0 && node.name.find(':') == std::string::npos) {
            ++corridors;
            EXPECT_GE(node.mesh, 0) << node.name << " shows nothing";
        }
    }
    EXPECT_EQ(corridors, static_cast<int>(run.layout->corridorCount()));
}

TEST(SampleKit, ImportsGeneratesAndShowsTheKitsMeshesWhereTheRoomsAre) {
    const fs::path kitPath = fs::path(EASYLINK_ASSETS_DIR) / "kits" / "sample-kit.glb";
    KitImportOptions options;
    options.tileSize = 2.0;
    options.meshFile = "sample-kit.glb";
    const KitImport kit = importKit(kitPath, options);
    ASSERT_TRUE(kit.ok()) << kit.problems.front();
    ASSERT_EQ(kit.modules.size(), 8u);
    const Catalogue catalogue = kitCatalogue(kit, "sample-kit", options);
    ASSERT_TRUE(kitCatalogueProblems(catalogue, kit, "sample-kit.glb").empty());
    for (const ModuleKind kind : {ModuleKind::FourWay, ModuleKind::TJunction, ModuleKind::Bend,
                                  ModuleKind::Through, ModuleKind::DeadEnd}) {
        EXPECT_NE(std::find_if(kit.modules.begin(), kit.modules.end(),
                               [&](const ModuleTemplate& m) { return m.kind == kind; }),
                  kit.modules.end())
            << toString(kind);
    }

    EasylinkParams params;
    params.width = 80;
    params.height = 80;
    params.resolveDepth = 0;
    int made = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        made += generateEasylink(catalogue, params, seed).ok() ? 1 : 0;
    }
    EXPECT_GE(made, 95);

    const GenerationResult run = generateEasylink(catalogue, params, 7);
    ASSERT_TRUE(run.ok());
    RunView view;
    view.seed = 7;
    view.layout = &*run.layout;
    const GltfFiles glb = sceneGlb(runScene(view, {.catalogueFolder = kitPath.parent_path()}));
    ASSERT_TRUE(glb.ok()) << glb.error;
    tinygltf::TinyGLTF loader;
    tinygltf::Model level;
    tinygltf::Model original;
    std::string err;
    std::string warn;
    ASSERT_TRUE(loader.LoadBinaryFromMemory(&level, &err, &warn,
                                            reinterpret_cast<const unsigned char*>(glb.main.data()),
                                            static_cast<unsigned>(glb.main.size())))
        << err;
    ASSERT_TRUE(loader.LoadBinaryFromFile(&original, &err, &warn, kitPath.string())) << err;
    /// The POSITION bytes of a mesh of `model`.
    auto positions = [](const tinygltf::Model& model, int mesh) {
        std::string bytes;
        for (const tinygltf::Primitive& primitive :
             model.meshes[static_cast<std::size_t>(mesh)].primitives) {
            const tinygltf::Accessor& accessor =
                model.accessors[static_cast<std::size_t>(primitive.attributes.at("POSITION"))];
            const tinygltf::BufferView& bytesView =
                model.bufferViews[static_cast<std::size_t>(accessor.bufferView)];
            const auto* data =
                model.buffers[static_cast<std::size_t>(bytesView.buffer)].data.data() +
                bytesView.byteOffset + accessor.byteOffset;
            bytes.append(reinterpret_cast<const char*>(data), accessor.count * 12);
        }
        return bytes;
    };
    auto kitNode = [&](const std::string& name) {
        for (const tinygltf::Node& node : original.nodes) {
            if (node.name == name) {
                return node;
            }
        }
        ADD_FAILURE() << "no " << name << " in the kit";
        return tinygltf::Node();
    };
    int rooms = 0;
    for (const RoomId id : run.layout->roomIds()) {
        const PlacedRoom& room = *run.layout->room(id);
        const std::string templateName = catalogue.modules[room.templateIndex].name;
        const std::string name = "room " + std::to_string(id) + " " + templateName;
        const auto node = std::find_if(level.nodes.begin(), level.nodes.end(),
                                       [&](const tinygltf::Node& n) { return n.name == name; });
        ASSERT_NE(node, level.nodes.end()) << name;
        const Placement3d place = placeInstance(room.rect(), room.rotation, 2.0);
        EXPECT_EQ(node->translation,
                  (std::vector<double>(place.translation.begin(), place.translation.end())))
            << name;
        ASSERT_EQ(node->children.size(), 1u) << name << " shows the kit's node";
        const tinygltf::Node& copy = level.nodes[static_cast<std::size_t>(node->children[0])];
        EXPECT_EQ(copy.name, templateName);
        // The kit's floor and walls, vertex for vertex, below the copy.
        const tinygltf::Node root = kitNode(templateName);
        ASSERT_EQ(copy.children.size(), root.children.size());
        for (std::size_t c = 0; c < root.children.size(); ++c) {
            const tinygltf::Node& from = original.nodes[static_cast<std::size_t>(root.children[c])];
            const tinygltf::Node& to = level.nodes[static_cast<std::size_t>(copy.children[c])];
            EXPECT_EQ(to.name, from.name);
            if (from.mesh >= 0) {
                EXPECT_EQ(positions(level, to.mesh), positions(original, from.mesh)) << from.name;
            }
        }
        ++rooms;
    }
    EXPECT_GT(rooms, 10);
}

// --- The mesh's plan, as the Module Editor draws it under the tile grid ----------

/// The plan cell just inside the footprint's edge at a port's doorway centre.
std::array<int, 2> doorwayCell(const PortPose& port, const MeshPlan& plan) {
    const Vec2i anchor = portAnchor(port);
    const int c = plan.cellsPerTile;
    switch (port.dir) {
        case Dir::W: return {0, anchor.y * c};
        case Dir::E: return {plan.cells.w - 1, anchor.y * c};
        case Dir::N: return {anchor.x * c, 0};
        default: return {anchor.x * c, plan.cells.h - 1};
    }
}

TEST(KitMeshPlan, TheSampleRoomsWallsStandAndItsDoorwaysAreGaps) {
    KitImportOptions options;
    options.tileSize = 2;
    options.meshFile = "sample-kit.glb";
    const fs::path kits = fs::path(EASYLINK_ASSETS_DIR) / "kits";
    const KitImport kit = importKit(kits / "sample-kit.glb", options);
    ASSERT_TRUE(kit.ok());
    for (const ModuleTemplate& module : kit.modules) {
        SCOPED_TRACE(module.name);
        const MeshPlanRead read = readMeshPlan(module, kits, 2.0);
        ASSERT_TRUE(read.ok()) << read.error;
        const MeshPlan& plan = read.plan;
        EXPECT_EQ(plan.cells, (Size2i{module.size.w * 4, module.size.h * 4}));
        // The corners are walls; the middle of the room is floor.
        EXPECT_EQ(plan.at(0, 0), PlanCell::Wall);
        EXPECT_EQ(plan.at(plan.cells.w - 1, plan.cells.h - 1), PlanCell::Wall);
        EXPECT_EQ(plan.at(plan.cells.w / 2, plan.cells.h / 2 - 1), PlanCell::Floor);
        // Each doorway is floor between walls: both cells either side of
        // its centre, on the footprint's edge, under the lintel.
        for (const PortSpec& port : module.ports) {
            const std::array<int, 2> cell = doorwayCell(port.pose, plan);
            const bool alongY = port.pose.dir == Dir::W || port.pose.dir == Dir::E;
            for (int side : {-1, 0}) {
                const int x = cell[0] + (alongY ? 0 : side);
                const int y = cell[1] + (alongY ? side : 0);
                EXPECT_EQ(plan.at(x, y), PlanCell::Floor)
                    << "the doorway of the port facing " << toString(port.pose.dir) << " at cell "
                    << x << ", " << y;
            }
        }
    }
}

TEST_F(KitImportTest, AWallOfOneFaceShowsOnThePlan) {
    KitWriter kit;
    const int cell = kit.module("cell", 0, 8, 0, 8);
    kit.wall(cell, 3, 0, 3, 8, 2.5);  // across the room, 3 m from its west edge
    kit.wall(cell, 5, 0, 5, 8, 0.5);  // a kerb: below the cut, so floor
    const KitImport read = imported(kit);
    ASSERT_TRUE(read.ok()) << read.problems.front();
    const MeshPlanRead plan = readMeshPlan(read.modules.front(), dir_, 1.0, 2);
    ASSERT_TRUE(plan.ok()) << plan.error;
    ASSERT_EQ(plan.plan.cells, (Size2i{16, 16}));
    for (int y = 0; y < 16; ++y) {
        EXPECT_EQ(plan.plan.at(6, y), PlanCell::Wall) << "the face stands on the line x = 6 cells";
        EXPECT_EQ(plan.plan.at(2, y), PlanCell::Floor);
        EXPECT_EQ(plan.plan.at(10, y), PlanCell::Floor) << "the kerb is under the cut";
    }
}

TEST_F(KitImportTest, APlanOfNoMeshOrAMissingFileSaysWhy) {
    ModuleTemplate module;
    module.name = "hall";
    module.size = {8, 8};
    EXPECT_NE(readMeshPlan(module, dir_, 1.0).error.find("blockout"), std::string::npos);
    module.mesh = ModuleMesh{"gone.glb", "hall", std::nullopt, Json::object()};
    const MeshPlanRead read = readMeshPlan(module, dir_, 1.0);
    EXPECT_NE(read.error.find("gone.glb"), std::string::npos) << read.error;
}

TEST_F(KitImportTest, ABigModulesPlanHasFewerCellsATile) {
    KitWriter kit;
    kit.module("plaza", 0, 512, 0, 512);
    const KitImport read = imported(kit);
    ASSERT_TRUE(read.ok()) << read.problems.front();
    const MeshPlanRead plan = readMeshPlan(read.modules.front(), dir_, 1.0);
    ASSERT_TRUE(plan.ok()) << plan.error;
    EXPECT_EQ(plan.plan.cellsPerTile, 2) << "512 x 512 tiles at 2 cells a tile: 1M cells";
    EXPECT_EQ(plan.plan.at(700, 300), PlanCell::Floor);
}

}  // namespace
}  // namespace easylink

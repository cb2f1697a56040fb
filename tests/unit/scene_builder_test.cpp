// The scene of a run (docs/design.md section 10): a node per room and
// corridor at section 10's place, phase 2's modules below them at their own
// place in the world, doorways open where the level passes, equal blockouts
// shared, and tile maps as merged blocks.

#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/scene/instances.hpp"
#include "easylink/scene/openings.hpp"
#include "easylink/scene/scene_draws.hpp"
#include "easylink/scene/tile_blocks.hpp"

namespace easylink {
namespace {

/// A node's world transform, as translation and clockwise quarter turns
/// (every turn in a scene is about +Y by a quarter).
struct WorldOf {
    std::array<double, 3> translation{};
    int quarterTurns = 0;  // clockwise, seen from above
};

/// The quarter turns clockwise of a rotation quaternion about +Y.
int clockwiseTurnsOf(const std::array<double, 4>& q) {
    EXPECT_EQ(q[0], 0.0);
    EXPECT_EQ(q[2], 0.0);
    // q = (0, sin(a/2), 0, cos(a/2)) for a turn of a about +Y; clockwise
    // seen from above is a negative a.
    const double a = 2.0 * std::atan2(q[1], q[3]);
    const int turns = static_cast<int>(std::lround(-a / (std::acos(-1.0) / 2.0)));
    return ((turns % 4) + 4) % 4;
}

WorldOf worldOf(const Scene& scene, int index) {
    const SceneNode& node = scene.nodes[static_cast<std::size_t>(index)];
    if (node.parent < 0) {
        return {node.translation, clockwiseTurnsOf(node.rotation)};
    }
    const WorldOf parent = worldOf(scene, node.parent);
    // parent * local: the local translation turned by the parent's turn.
    std::array<double, 3> t = node.translation;
    for (int i = 0; i < parent.quarterTurns; ++i) {
        t = {-t[2], t[1], t[0]};  // a clockwise quarter seen from above: Ry(-90)
    }
    return {
        {parent.translation[0] + t[0], parent.translation[1] + t[1], parent.translation[2] + t[2]},
        (parent.quarterTurns + clockwiseTurnsOf(node.rotation)) % 4};
}

struct GeneratedRun {
    GenerationResult result;
    RunView view;
};

GeneratedRun generated(std::uint64_t seed, int resolveDepth) {
    EasylinkParams params;
    params.resolveDepth = resolveDepth;
    GeneratedRun run{generateEasylink(test::defaultCatalogue(), params, seed), {}};
    run.view.seed = seed;
    run.view.layout = run.result.layout ? &*run.result.layout : nullptr;
    run.view.resolution = run.result.resolution ? &*run.result.resolution : nullptr;
    return run;
}

TEST(SceneBuilder, ARoomAndCorridorNodeEachAtSection10sPlace) {
    const GeneratedRun run = generated(7, 0);
    ASSERT_TRUE(run.result.ok());
    const Layout& layout = *run.view.layout;
    const Scene scene = runScene(run.view);
    ASSERT_EQ(scene.nodes.size(), 1 + layout.roomIds().size() + layout.corridorCount());
    const SceneNode& root = scene.nodes[0];
    EXPECT_EQ(root.name, "layout");
    EXPECT_EQ(Json::parse(root.extras)["easylink"]["seed"], "7");
    EXPECT_EQ(Json::parse(root.extras)["easylink"]["width"], layout.width());
    std::size_t rooms = 0;
    for (std::size_t i = 1; i < scene.nodes.size(); ++i) {
        const SceneNode& node = scene.nodes[i];
        EXPECT_EQ(node.parent, 0);
        EXPECT_GE(node.mesh, 0) << node.name << " has a blockout";
        const Json facts = Json::parse(node.extras)["easylink"];
        if (facts["kind"] == "corridor") {
            const Corridor& corridor = *layout.corridor(facts["id"].get<int>());
            EXPECT_EQ(node.name, "corridor " + std::to_string(corridor.id));
            EXPECT_EQ(node.translation, (std::array<double, 3>{double(corridor.rect.x), 0.0,
                                                               double(corridor.rect.y)}));
            continue;
        }
        ++rooms;
        const PlacedRoom& room = *layout.room(facts["id"].get<int>());
        const Placement3d place = placeInstance(room.rect(), room.rotation, 1.0);
        EXPECT_EQ(node.name, "room " + std::to_string(room.id) + " " +
                                 layout.catalogue().modules[room.templateIndex].name);
        EXPECT_EQ(node.translation, place.translation) << node.name;
        EXPECT_EQ(node.rotation, place.quaternion) << node.name;
        EXPECT_EQ(facts["x"], room.position.x);
        EXPECT_EQ(facts["rotation"], room.rotation.degrees());
        ASSERT_EQ(facts["links"].size(), static_cast<std::size_t>(room.linkCount()));
        for (const Json& link : facts["links"]) {
            const PlacedPort& port = room.ports[link["port"].get<std::size_t>()];
            if (link.contains("corridor")) {
                EXPECT_EQ(link["corridor"], port.link.id);
                EXPECT_EQ(link["end"], port.link.port);
            } else {
                EXPECT_EQ(link["room"], port.link.id);
                EXPECT_EQ(link["room_port"], port.link.port);
            }
        }
    }
    EXPECT_EQ(rooms, layout.roomIds().size());
    EXPECT_LT(scene.meshes.size(), scene.nodes.size() - 1) << "equal blockouts share a mesh";
}

TEST(SceneBuilder, PhaseTwosModulesStandAtTheirOwnPlaceInTheWorld) {
    const GeneratedRun run = generated(7, 8);
    ASSERT_TRUE(run.result.ok());
    ASSERT_TRUE(run.view.resolution != nullptr);
    const Scene scene = runScene(run.view);
    const std::vector<SceneInstance> instances =
        layoutInstances(*run.view.layout, run.view.resolution, 1.0);
    ASSERT_EQ(scene.nodes.size(), instances.size() + 1);
    std::size_t modules = 0;
    std::size_t doors = 0;
    std::set<int> doorMeshes;
    for (std::size_t i = 0; i < instances.size(); ++i) {
        const SceneInstance& instance = instances[i];
        const int index = static_cast<int>(i) + 1;
        const SceneNode& node = scene.nodes[static_cast<std::size_t>(index)];
        EXPECT_EQ(node.name, instance.name);
        const WorldOf world = worldOf(scene, index);
        for (int axis = 0; axis < 3; ++axis) {
            EXPECT_NEAR(world.translation[axis], instance.placement.translation[axis], 1e-9)
                << node.name;
        }
        EXPECT_EQ(world.quarterTurns, instance.rotation.quarterTurns()) << node.name;
        for (const double axis : node.translation) {
            EXPECT_FALSE(axis == 0.0 && std::signbit(axis)) << node.name << ": -0.0 in its file";
        }
        if (instance.kind == InstanceKind::Module) {
            ++modules;
            EXPECT_EQ(node.parent, instance.parent + 1);
            if (instance.moduleKind == ModuleKind::Wall) {
                EXPECT_EQ(node.mesh, -1) << "the room's blockout draws " << node.name;
            }
            if (instance.moduleKind == ModuleKind::Door) {
                ++doors;
                EXPECT_GE(node.mesh, 0) << "a door draws its doorway's lintel and frame";
                doorMeshes.insert(node.mesh);
            }
        }
        if (instance.kind == InstanceKind::Corridor) {
            EXPECT_EQ(node.mesh, -1) << "its chosen module below it is drawn instead";
        }
    }
    EXPECT_GT(modules, 0u);
    EXPECT_LT(doorMeshes.size(), doors) << "doors alike share one mesh";
}

TEST(SceneBuilder, PhaseTwosDoorsOpenTheSameDoorwaysAsTheLinkedPorts) {
    for (const std::uint64_t seed : {7u, 8u, 9u}) {
        const GeneratedRun run = generated(seed, 8);
        ASSERT_TRUE(run.result.ok());
        const Resolution& resolution = *run.view.resolution;
        std::size_t openings = 0;
        for (const PlacedRoom& room : run.view.layout->rooms()) {
            const int root = resolution.roomRoots[static_cast<std::size_t>(room.id)];
            const auto resolved = resolvedOpenings(resolution, root);
            ASSERT_TRUE(resolved.has_value()) << "the default catalogue resolves walls";
            EXPECT_EQ(*resolved, linkedPortOpenings(room))
                << "seed " << seed << " room " << room.id;
            openings += resolved->size();
        }
        EXPECT_GT(openings, 0u);
    }
}

/// The faces `scene` draws at `nodes`, in the world: each face's corners (to a tenth of a
/// millimetre), with how often it is drawn.
using WorldFaces = std::multiset<std::set<std::array<long, 3>>>;

std::array<long, 3> worldPoint(const Matrix4f& world, const float* p) {
    std::array<long, 3> out{};
    for (std::size_t row = 0; row < 3; ++row) {
        const double v = double(world[row]) * p[0] + double(world[4 + row]) * p[1] +
                         double(world[8 + row]) * p[2] + double(world[12 + row]);
        out[row] = std::lround(v * 1e4);
    }
    return out;
}

void addFaces(WorldFaces& faces, const MeshData& data, const Matrix4f& world) {
    // Each face is four vertices of its own (mesh_data.hpp).
    for (std::size_t v = 0; v + 4 <= data.vertexCount(); v += 4) {
        std::set<std::array<long, 3>> corners;
        for (std::size_t k = v; k < v + 4; ++k) {
            corners.insert(worldPoint(world, &data.positions[k * 3]));
        }
        faces.insert(corners);
    }
}

WorldFaces drawnFaces(const Scene& scene, const std::set<int>& nodes) {
    WorldFaces faces;
    for (const SceneDraw& draw : sceneDraws(scene)) {
        if (nodes.count(draw.node) > 0 && draw.mesh >= 0) {
            for (const ScenePrimitive& primitive :
                 scene.meshes[static_cast<std::size_t>(draw.mesh)].primitives) {
                addFaces(faces, *primitive.data, draw.world);
            }
        }
    }
    return faces;
}

TEST(SceneBuilder, PhaseTwosDoorsDrawTheLintelsAndFramesTheirRoomsLeaveOut) {
    // Each door's node draws its doorway's lintel and frame in its own
    // frame, and its room's blockout only cuts the wall: together, in the
    // world, exactly the room drawn whole with those openings, whatever
    // way the room and its doors are turned.
    std::size_t rooms = 0;
    std::set<int> turns;
    for (const std::uint64_t seed : {7u, 8u, 9u}) {
        const GeneratedRun run = generated(seed, 8);
        ASSERT_TRUE(run.result.ok());
        const Scene scene = runScene(run.view);
        const std::vector<SceneInstance> instances =
            layoutInstances(*run.view.layout, run.view.resolution, 1.0);
        for (std::size_t i = 0; i < instances.size(); ++i) {
            const SceneInstance& instance = instances[i];
            if (instance.kind != InstanceKind::Room) {
                continue;
            }
            const PlacedRoom& room = *run.view.layout->room(instance.object);
            const auto openings = resolvedOpenings(*run.view.resolution, instance.resolvedNode);
            ASSERT_TRUE(openings.has_value());
            const Blockout whole =
                roomBlockout(rotate(room.size, room.rotation), *openings, BlockoutStyle{});
            // The room's node and its doors' (its parts draw blocks of their own).
            const int node = static_cast<int>(i) + 1;
            std::set<int> nodes{node};
            for (std::size_t j = i + 1; j < instances.size() && instances[j].parent >= 0; ++j) {
                if (instances[j].moduleKind == ModuleKind::Door) {
                    nodes.insert(static_cast<int>(j) + 1);
                }
            }
            Matrix4f world{};
            for (const SceneDraw& draw : sceneDraws(scene)) {
                world = draw.node == node ? draw.world : world;
            }
            WorldFaces expected;
            for (const MeshData* part : {&whole.floor, &whole.walls, &whole.frames}) {
                addFaces(expected, *part, world);
            }
            EXPECT_EQ(drawnFaces(scene, nodes), expected) << "seed " << seed << " " << room.id;
            turns.insert(room.rotation.quarterTurns());
            rooms += openings->empty() ? 0 : 1;
        }
    }
    EXPECT_GT(rooms, 20u);
    EXPECT_EQ(turns.size(), 4u) << "rooms turned every way were seen";
}

TEST(SceneBuilder, ModuleFramesAndTheMapTurnIntoEachOther) {
    // A 16x8 module at every turn: its frame's origin is section 10's
    // translation, and each point goes to the map and back unchanged.
    for (int turns = 0; turns < 4; ++turns) {
        const Rotation rotation = Rotation::fromQuarterTurns(turns);
        const Size2i size = rotate(Size2i{16, 8}, rotation);
        const Rect rect{10, 20, size.w, size.h};
        const std::array<double, 3> origin = placeInstance(rect, rotation, 1.0).translation;
        EXPECT_EQ(fromModuleFrame({0, 0}, rect, rotation),
                  (Vec2i{static_cast<int>(origin[0]), static_cast<int>(origin[2])}))
            << turns;
        for (const Vec2i point : {Vec2i{0, 0}, Vec2i{16, 0}, Vec2i{3, 8}, Vec2i{16, 8}}) {
            const Vec2i onMap = fromModuleFrame(point, rect, rotation);
            EXPECT_EQ(toModuleFrame(onMap, rect, rotation), point) << turns;
            EXPECT_GE(onMap.x, rect.x);
            EXPECT_LE(onMap.x, rect.right());
            EXPECT_GE(onMap.y, rect.y);
            EXPECT_LE(onMap.y, rect.bottom());
        }
    }
}

TEST(SceneBuilder, ALinkedPortOpensItsWallInTheModulesOwnFrame) {
    // A 16x8 module turned 90 at [10, 20, 8, 16]; its west port (module
    // frame: anchor (0, 4)) lies on the room's north edge at (14, 20).
    PlacedRoom room;
    room.rotation = Rotation::fromQuarterTurns(1);
    room.position = {10, 20};
    room.size = {8, 16};
    PlacedPort port;
    port.dir = Dir::N;
    port.anchor = {14, 20};
    port.width = 2;
    port.link = {PortLink::Kind::Corridor, 3, 0};
    room.ports.push_back(port);
    const std::vector<Opening> openings = linkedPortOpenings(room);
    ASSERT_EQ(openings.size(), 1u);
    EXPECT_EQ(openings[0].wall, Dir::W);
    EXPECT_EQ(openings[0].from, 3.0);
    EXPECT_EQ(openings[0].to, 5.0);
    room.ports[0].link = {};
    room.ports[0].width = 0;
    EXPECT_TRUE(linkedPortOpenings(room).empty()) << "a free port stays walled";
}

TEST(SceneBuilder, ATileMapBecomesMergedBlocks) {
    TileRaster tiles(70, 6);
    tiles.fill({0, 0, 70, 6}, TileKind::Wall);
    tiles.fill({1, 1, 66, 4}, TileKind::Floor);  // runs across the chunk edge at 64
    tiles.set({10, 2}, TileKind::Door);
    std::vector<SceneMaterial> materials;
    MaterialBook book(materials);
    const std::vector<TileChunk> chunks = tileBlocks(tiles, {}, book);
    ASSERT_EQ(chunks.size(), 2u);
    EXPECT_EQ(chunks[1].origin, (Vec2i{64, 0}));
    // Chunk 0's floor: rows 1 and 3-4 whole, row 2 split by the door: four
    // boxes rather than 252 tiles.
    const ScenePrimitive& floor = chunks[0].mesh.primitives.front();
    EXPECT_EQ(materials[static_cast<std::size_t>(floor.material)].name, "tile floor");
    EXPECT_EQ(floor.data->indices.size(), 4u * 36u);
    std::set<std::string> names;
    for (const ScenePrimitive& primitive : chunks[0].mesh.primitives) {
        names.insert(materials[static_cast<std::size_t>(primitive.material)].name);
    }
    EXPECT_EQ(names, (std::set<std::string>{"tile floor", "tile door", "tile wall"}));
}

TEST(SceneBuilder, ATileGeneratorsRunGivesChunkNodes) {
    const Generator* cellular = findGenerator("cellular");
    ASSERT_NE(cellular, nullptr);
    GenerationRequest request;
    request.seed = 3;
    request.params = {{"width", 80}, {"height", 80}};
    const GenerationOutcome outcome = cellular->generate(request, nullptr);
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    const Scene scene = runScene(viewOf(outcome));
    ASSERT_GT(scene.nodes.size(), 1u);
    EXPECT_EQ(Json::parse(scene.nodes[0].extras)["easylink"]["generator"], "cellular");
    for (std::size_t i = 1; i < scene.nodes.size(); ++i) {
        EXPECT_EQ(scene.nodes[i].name.rfind("tiles ", 0), 0u);
        EXPECT_GE(scene.nodes[i].mesh, 0);
    }
}

}  // namespace
}  // namespace easylink

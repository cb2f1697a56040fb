// Section 10's one transform for every instance in 3D, against the
// contract's worked example and against section 3's rotated ports, and the
// instances of a generated layout with and without phase 2; the scene's
// draws (what the 3D view draws) at those same transforms.

#include <gtest/gtest.h>

#include <cmath>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/scene/instances.hpp"
#include "easylink/scene/scene_builder.hpp"
#include "easylink/scene/scene_draws.hpp"

namespace easylink {
namespace {

/// Applies `placement` to a point of the module's own frame.
std::array<double, 3> toWorld(const Placement3d& placement, std::array<double, 3> point) {
    const double yaw = placement.yawDegrees * std::acos(-1.0) / 180.0;
    // A turn of yaw about +Y: x' = x cos + z sin, z' = -x sin + z cos.
    const double x = point[0] * std::cos(yaw) + point[2] * std::sin(yaw);
    const double z = -point[0] * std::sin(yaw) + point[2] * std::cos(yaw);
    return {x + placement.translation[0], point[1] + placement.translation[1],
            z + placement.translation[2]};
}

TEST(SceneInstances, TheContractsWorkedExample) {
    // A 16x8 module turned 90 degrees with rect [10, 20, 8, 16], s = 1.
    const Placement3d placement =
        placeInstance({10, 20, 8, 16}, Rotation::fromQuarterTurns(1), 1.0);
    EXPECT_EQ(placement.translation, (std::array<double, 3>{18.0, 0.0, 20.0}));
    EXPECT_EQ(placement.yawDegrees, -90.0);
    EXPECT_NEAR(placement.quaternion[1], -0.7071068, 1e-7);
    EXPECT_NEAR(placement.quaternion[3], 0.7071068, 1e-7);
    EXPECT_EQ(placement.quaternion[0], 0.0);
    EXPECT_EQ(placement.quaternion[2], 0.0);
    // Its west port's anchor (0, 4) lands on the room's north edge at (14, 0, 20).
    const std::array<double, 3> port = toWorld(placement, {0.0, 0.0, 4.0});
    EXPECT_NEAR(port[0], 14.0, 1e-9);
    EXPECT_NEAR(port[1], 0.0, 1e-9);
    EXPECT_NEAR(port[2], 20.0, 1e-9);
}

TEST(SceneInstances, EveryTurnPutsTheModuleFramesFootprintOnItsRect) {
    for (int turns = 0; turns < 4; ++turns) {
        SCOPED_TRACE(turns * 90);
        const Size2i size{6, 10};
        const Rotation rotation = Rotation::fromQuarterTurns(turns);
        const Size2i turned = turns % 2 == 0 ? size : Size2i{size.h, size.w};
        const Rect rect{3, 5, turned.w, turned.h};
        const double s = 2.0;
        const Placement3d placement = placeInstance(rect, rotation, s);
        // The module frame's corners land on the rect's corners, in metres.
        double minX = 1e9, maxX = -1e9, minZ = 1e9, maxZ = -1e9;
        for (const auto& corner : {std::array<double, 3>{0, 0, 0},
                                   {size.w * s, 0, 0},
                                   {0, 0, size.h * s},
                                   {size.w * s, 0, size.h * s}}) {
            const std::array<double, 3> world = toWorld(placement, corner);
            minX = std::min(minX, world[0]);
            maxX = std::max(maxX, world[0]);
            minZ = std::min(minZ, world[2]);
            maxZ = std::max(maxZ, world[2]);
        }
        EXPECT_NEAR(minX, rect.x * s, 1e-9);
        EXPECT_NEAR(maxX, (rect.x + rect.w) * s, 1e-9);
        EXPECT_NEAR(minZ, rect.y * s, 1e-9);
        EXPECT_NEAR(maxZ, (rect.y + rect.h) * s, 1e-9);
    }
}

TEST(SceneInstances, APortsAnchorLandsWhereSection3RotatesIt) {
    const Size2i size{16, 8};
    const PortPose west{{0, 7}, Dir::W};  // centre (0, 3.5)
    for (int turns = 0; turns < 4; ++turns) {
        SCOPED_TRACE(turns * 90);
        const Rotation rotation = Rotation::fromQuarterTurns(turns);
        const Vec2i position{10, 20};
        const Size2i turned = turns % 2 == 0 ? size : Size2i{size.h, size.w};
        const Rect rect = footprint(position, turned);
        const Vec2i anchor = portAnchor(west);
        const Vec2i expected = rotateEdgePoint(anchor, size, rotation) + position;
        const std::array<double, 3> world =
            toWorld(placeInstance(rect, rotation, 1.0), {double(anchor.x), 0.0, double(anchor.y)});
        EXPECT_NEAR(world[0], expected.x, 1e-9);
        EXPECT_NEAR(world[2], expected.y, 1e-9);
    }
}

TEST(SceneInstances, AGeneratedLayoutGivesARoomPerRoomAndACorridorPerCorridor) {
    const Catalogue& catalogue = test::defaultCatalogue();
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 7);
    ASSERT_TRUE(result.ok());
    const Layout& layout = *result.layout;

    const std::vector<SceneInstance> plain = layoutInstances(layout, nullptr, 1.0);
    ASSERT_EQ(plain.size(), layout.roomIds().size() + layout.corridorCount());
    for (const SceneInstance& instance : plain) {
        EXPECT_EQ(instance.parent, -1);
        if (instance.kind == InstanceKind::Room) {
            const PlacedRoom& room = *layout.room(instance.object);
            EXPECT_EQ(instance.rect, room.rect());
            EXPECT_EQ(instance.rotation, room.rotation);
            EXPECT_EQ(instance.module, catalogue.modules[room.templateIndex].name);
        }
    }

    const std::vector<SceneInstance> resolved = layoutInstances(layout, &*result.resolution, 1.0);
    EXPECT_GT(resolved.size(), plain.size());
    std::size_t modules = 0;
    for (std::size_t i = 0; i < resolved.size(); ++i) {
        const SceneInstance& instance = resolved[i];
        if (instance.kind != InstanceKind::Module) {
            EXPECT_EQ(instance.parent, -1);
            continue;
        }
        ++modules;
        ASSERT_GE(instance.parent, 0);
        ASSERT_LT(static_cast<std::size_t>(instance.parent), i) << "a parent comes first";
        EXPECT_EQ(resolved[instance.parent].object, instance.object);
        const ResolvedNode& node = result.resolution->node(instance.resolvedNode);
        EXPECT_EQ(instance.rect, node.rect);
        EXPECT_EQ(instance.name.rfind(node.slot + ": ", 0), 0u) << instance.name;
    }
    EXPECT_GT(modules, 0u);

    // Shown room by room (a view stepping through phase 2): none shown is
    // phase 1's instances; one room shown adds its modules alone.
    const auto none =
        layoutInstances(layout, &*result.resolution, 1.0, [](bool, int) { return false; });
    EXPECT_EQ(none.size(), plain.size());
    for (const SceneInstance& instance : none) {
        EXPECT_EQ(instance.resolvedNode, -1);
    }
    const int first = layout.roomIds().front();
    const auto one =
        layoutInstances(layout, &*result.resolution, 1.0,
                        [first](bool corridor, int id) { return !corridor && id == first; });
    EXPECT_GT(one.size(), plain.size());
    EXPECT_LT(one.size(), resolved.size());
    for (const SceneInstance& instance : one) {
        if (instance.kind == InstanceKind::Module) {
            EXPECT_EQ(instance.object, first);
        }
    }
}

TEST(SceneInstances, TheScenesDrawsStandWhereTheInstancesDo) {
    const Catalogue& catalogue = test::defaultCatalogue();
    const GenerationResult result = generateEasylink(catalogue, EasylinkParams{}, 7);
    ASSERT_TRUE(result.ok());
    SceneSource source;
    source.seed = 7;
    source.layout = &*result.layout;
    source.resolution = &*result.resolution;
    const Scene scene = buildScene(source);
    const std::vector<SceneInstance> instances =
        layoutInstances(*result.layout, &*result.resolution, catalogue.tileSize());
    // The root, then a node per instance in the same order.
    ASSERT_EQ(scene.nodes.size(), instances.size() + 1);

    const std::vector<SceneDraw> draws = sceneDraws(scene);
    ASSERT_FALSE(draws.empty());
    std::size_t checked = 0;
    for (const SceneDraw& draw : draws) {
        ASSERT_GE(draw.node, 1);
        const SceneInstance& instance = instances[static_cast<std::size_t>(draw.node - 1)];
        SCOPED_TRACE(instance.name);
        EXPECT_EQ(scene.nodes[static_cast<std::size_t>(draw.node)].name, instance.name);
        // The world transform is the instance's own, whatever its parents.
        const double yaw = instance.placement.yawDegrees * std::acos(-1.0) / 180.0;
        EXPECT_NEAR(draw.world[0], std::cos(yaw), 1e-5);
        EXPECT_NEAR(draw.world[8], std::sin(yaw), 1e-5);
        for (std::size_t axis = 0; axis < 3; ++axis) {
            EXPECT_NEAR(draw.world[12 + axis], instance.placement.translation[axis], 1e-3);
        }
        // Its owner is the room or corridor it belongs to.
        const std::optional<SceneOwner> owner = sceneOwnerOf(scene, draw.owner);
        ASSERT_TRUE(owner.has_value());
        EXPECT_EQ(owner->id, instance.object);
        EXPECT_EQ(owner->corridor, instances[static_cast<std::size_t>(draw.owner - 1)].kind ==
                                       InstanceKind::Corridor);
        const std::optional<WorldBox> box = meshWorldBox(scene, draw.mesh, draw.world);
        ASSERT_TRUE(box.has_value());
        // On its rect (a door's frame may stand a few centimetres proud).
        const double s = catalogue.tileSize();
        const double slack = 0.1 * s;
        EXPECT_GE(box->min[0], instance.rect.x * s - slack);
        EXPECT_LE(box->max[0], (instance.rect.x + instance.rect.w) * s + slack);
        EXPECT_GE(box->min[2], instance.rect.y * s - slack);
        EXPECT_LE(box->max[2], (instance.rect.y + instance.rect.h) * s + slack);
        ++checked;
    }
    EXPECT_GT(checked, result.layout->roomIds().size()) << "rooms and phase 2's modules";
    EXPECT_FALSE(sceneOwnerOf(scene, 0).has_value()) << "the root is no room";
}

}  // namespace
}  // namespace easylink

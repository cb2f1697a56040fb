// Blockouts: boxes with flat normals and outward faces, walls with their
// height, doorways open where asked with a frame round them, corridors
// walled along their long sides, and equal inputs giving equal meshes.

#include <gtest/gtest.h>

#include <cmath>

#include "easylink/scene/blockout.hpp"
#include "easylink/scene/mesh_data.hpp"

namespace easylink {
namespace {

TEST(MeshData, ABoxHasSixFlatFacesWindingOutward) {
    MeshData mesh;
    mesh.addBox({{0, 0, 0}, {2, 3, 4}});
    ASSERT_EQ(mesh.vertexCount(), 24u);
    ASSERT_EQ(mesh.indices.size(), 36u);
    // Each triangle's winding (counter-clockwise seen from outside) agrees
    // with its vertices' normal.
    for (std::size_t i = 0; i < mesh.indices.size(); i += 3) {
        const auto at = [&](std::size_t k, int axis) {
            return static_cast<double>(mesh.positions[mesh.indices[i + k] * 3 + axis]);
        };
        const double ax = at(1, 0) - at(0, 0), ay = at(1, 1) - at(0, 1), az = at(1, 2) - at(0, 2);
        const double bx = at(2, 0) - at(0, 0), by = at(2, 1) - at(0, 1), bz = at(2, 2) - at(0, 2);
        const double cross[3] = {ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx};
        const std::size_t v = mesh.indices[i] * 3;
        const double dot = cross[0] * mesh.normals[v] + cross[1] * mesh.normals[v + 1] +
                           cross[2] * mesh.normals[v + 2];
        EXPECT_GT(dot, 0.0) << "triangle " << i / 3;
    }
    EXPECT_EQ(mesh.lowest(), (std::array<float, 3>{0, 0, 0}));
    EXPECT_EQ(mesh.highest(), (std::array<float, 3>{2, 3, 4}));
}

TEST(MeshData, ABoxWithoutVolumeAddsNothing) {
    MeshData mesh;
    mesh.addBox({{0, 0, 0}, {2, 0, 4}});
    EXPECT_TRUE(mesh.empty());
}

/// True when some wall box of `blockout` covers the point (x, y, z).
bool wallAt(const Blockout& blockout, double x, double y, double z) {
    const MeshData& walls = blockout.walls;
    for (std::size_t box = 0; box * 24 < walls.vertexCount(); ++box) {
        double low[3] = {1e9, 1e9, 1e9};
        double high[3] = {-1e9, -1e9, -1e9};
        for (std::size_t v = box * 24; v < box * 24 + 24; ++v) {
            for (int axis = 0; axis < 3; ++axis) {
                low[axis] = std::min(low[axis], double(walls.positions[v * 3 + axis]));
                high[axis] = std::max(high[axis], double(walls.positions[v * 3 + axis]));
            }
        }
        if (x > low[0] && x < high[0] && y > low[1] && y < high[1] && z > low[2] && z < high[2]) {
            return true;
        }
    }
    return false;
}

TEST(Blockout, ARoomIsFloorAndWallsAsHighAsAsked) {
    const BlockoutStyle style{2.0, 5.0};
    const Blockout blockout = roomBlockout({8, 6}, {}, style);
    EXPECT_EQ(blockout.floor.lowest(), (std::array<float, 3>{0, -0.2f, 0}));
    EXPECT_EQ(blockout.floor.highest(), (std::array<float, 3>{16, 0, 12}));
    EXPECT_EQ(blockout.walls.highest()[1], 5.0f);
    EXPECT_TRUE(blockout.frames.empty());
    // Walled all round, inside the footprint.
    EXPECT_TRUE(wallAt(blockout, 8.0, 1.0, 0.2));   // north
    EXPECT_TRUE(wallAt(blockout, 8.0, 1.0, 11.8));  // south
    EXPECT_TRUE(wallAt(blockout, 0.2, 1.0, 6.0));   // west
    EXPECT_TRUE(wallAt(blockout, 15.8, 1.0, 6.0));  // east
}

TEST(Blockout, ADoorwayInUseIsOpenToDoorHeightAndFramed) {
    const BlockoutStyle style{1.0, 3.0};
    // A doorway two tiles wide in the middle of the west wall of an 8x8 room.
    const Blockout blockout = roomBlockout({8, 8}, {{Dir::W, 3.0, 5.0}}, style);
    EXPECT_FALSE(wallAt(blockout, 0.1, 1.0, 4.0)) << "open below the lintel";
    EXPECT_TRUE(wallAt(blockout, 0.1, 2.6, 4.0)) << "the lintel above the door";
    EXPECT_TRUE(wallAt(blockout, 0.1, 1.0, 2.0)) << "the wall beside it";
    EXPECT_TRUE(wallAt(blockout, 0.1, 1.0, 6.0)) << "the wall beside it";
    EXPECT_TRUE(wallAt(blockout, 7.9, 1.0, 4.0)) << "the east wall has no doorway";
    EXPECT_FALSE(blockout.frames.empty());
    EXPECT_LT(blockout.frames.lowest()[0], 0.0f) << "the frame stands out of the wall";
}

TEST(Blockout, ACorridorIsWalledAlongItsLength) {
    const BlockoutStyle style;
    const Blockout across = corridorBlockout({10, 2}, true, style);
    EXPECT_TRUE(wallAt(across, 5.0, 1.0, 0.1));
    EXPECT_TRUE(wallAt(across, 5.0, 1.0, 1.9));
    EXPECT_FALSE(wallAt(across, 0.1, 1.0, 1.0)) << "open at its ends";
    const Blockout down = corridorBlockout({2, 10}, false, style);
    EXPECT_TRUE(wallAt(down, 0.1, 1.0, 5.0));
    EXPECT_FALSE(wallAt(down, 1.0, 1.0, 0.1));
}

TEST(Blockout, EqualInputsGiveEqualMeshesWhateverTheOpeningsOrder) {
    const BlockoutStyle style;
    const Blockout a = roomBlockout({8, 8}, {{Dir::W, 3, 5}, {Dir::N, 2, 6}}, style);
    const Blockout b = roomBlockout({8, 8}, {{Dir::N, 2, 6}, {Dir::W, 3, 5}}, style);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, roomBlockout({8, 8}, {{Dir::W, 3, 5}}, style));
}

}  // namespace
}  // namespace easylink

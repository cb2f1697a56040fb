// Blockouts: boxes with their own vertices per face, winding outward, walls with their
// height, doorways open where asked with a frame round them, corridors
// walled along their long sides, and equal inputs giving equal meshes.

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <vector>

#include "easylink/scene/blockout.hpp"
#include "easylink/scene/mesh_data.hpp"

namespace easylink {
namespace {

TEST(MeshData, ABoxHasSixFlatFacesWindingOutward) {
    MeshData mesh;
    mesh.addBox({{0, 0, 0}, {2, 3, 4}});
    ASSERT_EQ(mesh.vertexCount(), 24u);
    ASSERT_EQ(mesh.indices.size(), 36u);
    // No vertex is shared by two faces (a reader's flat normals stay flat).
    for (std::size_t v = 0; v < 24; v += 4) {
        std::set<std::uint32_t> face;
        for (std::size_t i = (v / 4) * 6; i < (v / 4) * 6 + 6; ++i) {
            face.insert(mesh.indices[i]);
        }
        EXPECT_EQ(face, (std::set<std::uint32_t>{std::uint32_t(v), std::uint32_t(v + 1),
                                                 std::uint32_t(v + 2), std::uint32_t(v + 3)}));
    }
    // Each triangle winds counter-clockwise seen from outside: its normal
    // points away from the box's centre.
    for (std::size_t i = 0; i < mesh.indices.size(); i += 3) {
        const auto at = [&](std::size_t k, int axis) {
            return static_cast<double>(mesh.positions[mesh.indices[i + k] * 3 + axis]);
        };
        const double ax = at(1, 0) - at(0, 0), ay = at(1, 1) - at(0, 1), az = at(1, 2) - at(0, 2);
        const double bx = at(2, 0) - at(0, 0), by = at(2, 1) - at(0, 1), bz = at(2, 2) - at(0, 2);
        const double cross[3] = {ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx};
        const double centre[3] = {1.0, 1.5, 2.0};
        double dot = 0.0;
        for (int axis = 0; axis < 3; ++axis) {
            dot += cross[axis] * ((at(0, axis) + at(1, axis) + at(2, axis)) / 3.0 - centre[axis]);
        }
        EXPECT_GT(dot, 0.0) << "triangle " << i / 3;
    }
    EXPECT_EQ(mesh.lowest(), (std::array<float, 3>{0, 0, 0}));
    EXPECT_EQ(mesh.highest(), (std::array<float, 3>{2, 3, 4}));
}

TEST(MeshData, ABoxOnTheFloorLeavesOutItsBottomFace) {
    MeshData mesh;
    mesh.addBox({{0, 0, 0}, {2, 3, 4}}, BoxBase::OnFloor);
    ASSERT_EQ(mesh.vertexCount(), 20u);
    ASSERT_EQ(mesh.indices.size(), 30u);
    for (std::size_t face = 0; face < 5; ++face) {
        float lowest = 1e9f;
        float highest = -1e9f;
        for (std::size_t v = face * 4; v < face * 4 + 4; ++v) {
            lowest = std::min(lowest, mesh.positions[v * 3 + 1]);
            highest = std::max(highest, mesh.positions[v * 3 + 1]);
        }
        EXPECT_FALSE(lowest == 0.0f && highest == 0.0f) << "face " << face << " is the bottom";
    }
    EXPECT_EQ(mesh.lowest(), (std::array<float, 3>{0, 0, 0}));
    EXPECT_EQ(mesh.highest(), (std::array<float, 3>{2, 3, 4}));
}

TEST(MeshData, BoundsOfSeveralMeshesAreTheirsTogether) {
    MeshData low;
    low.addBox({{-1, 0, 2}, {1, 1, 3}});
    MeshData high;
    high.addBox({{0, -2, 0}, {4, 5, 1}}, BoxBase::OnFloor);
    MeshBounds bounds;
    EXPECT_TRUE(bounds.empty);
    bounds.add(MeshData{});
    EXPECT_TRUE(bounds.empty) << "a mesh without vertices adds nothing";
    bounds.add(low);
    EXPECT_EQ(bounds.low, low.lowest());
    EXPECT_EQ(bounds.high, low.highest());
    bounds.add(high);
    EXPECT_FALSE(bounds.empty);
    EXPECT_EQ(bounds.low, (std::array<float, 3>{-1, -2, 0}));
    EXPECT_EQ(bounds.high, (std::array<float, 3>{4, 5, 3}));
}

TEST(MeshData, ABoxWithoutVolumeAddsNothing) {
    MeshData mesh;
    mesh.addBox({{0, 0, 0}, {2, 0, 4}});
    EXPECT_TRUE(mesh.empty());
}

/// True when the walls of `blockout` hold the point (x, y, z): a ray up
/// from it crosses their level faces an odd number of times. Each face is
/// four vertices of its own, and a box standing on the floor has no
/// bottom face (the ray starts above it).
bool wallAt(const Blockout& blockout, double x, double y, double z) {
    const std::vector<float>& at = blockout.walls.positions;
    int crossings = 0;
    for (std::size_t face = 0; face + 12 <= at.size(); face += 12) {
        double low[3] = {1e9, 1e9, 1e9};
        double high[3] = {-1e9, -1e9, -1e9};
        for (std::size_t v = face; v < face + 12; v += 3) {
            for (std::size_t axis = 0; axis < 3; ++axis) {
                low[axis] = std::min(low[axis], double(at[v + axis]));
                high[axis] = std::max(high[axis], double(at[v + axis]));
            }
        }
        const bool level = low[1] == high[1];
        if (level && low[1] > y && x > low[0] && x < high[0] && z > low[2] && z < high[2]) {
            ++crossings;
        }
    }
    return crossings % 2 == 1;
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

TEST(Blockout, ACutWallLeavesItsDoorwaysLintelAndFrameToTheDoor) {
    const BlockoutStyle style{1.0, 3.0};
    const Opening west{Dir::W, 3.0, 5.0};
    const Blockout cut = roomBlockout({8, 8}, {west}, style, Doorways::Cut);
    EXPECT_FALSE(wallAt(cut, 0.1, 1.0, 4.0)) << "open";
    EXPECT_FALSE(wallAt(cut, 0.1, 2.6, 4.0)) << "no lintel";
    EXPECT_TRUE(wallAt(cut, 0.1, 1.0, 2.0)) << "the wall beside it";
    EXPECT_TRUE(cut.frames.empty());
    // The door draws them, from the same line: the room's west edge.
    const Blockout door = doorwayBlockout(west, 0.0, style);
    EXPECT_TRUE(wallAt(door, 0.1, 2.6, 4.0)) << "the lintel";
    EXPECT_FALSE(wallAt(door, 0.1, 1.0, 4.0));
    EXPECT_TRUE(door.floor.empty());
    const Blockout whole = roomBlockout({8, 8}, {west}, style);
    EXPECT_EQ(door.frames, whole.frames);
    // Along another line (a door's own frame), the same shape moved.
    const Blockout moved = doorwayBlockout({Dir::E, 0.0, 2.0}, 1.0, style);
    EXPECT_TRUE(wallAt(moved, 0.9, 2.6, 1.0)) << "in from the line x = 1, eastward out";
    EXPECT_FALSE(wallAt(moved, 1.1, 2.6, 1.0));
    EXPECT_FLOAT_EQ(moved.frames.highest()[0], 1.05f) << "standing out past the line";
}

TEST(Blockout, AnEastOrWestWallsEndHiddenAgainstTheWallAcrossIsLeftOut) {
    // North and south walls: top, two faces and two ends; east and west
    // ones fit between them and show neither end while the corners are whole.
    const BlockoutStyle style;
    const Blockout closed = roomBlockout({8, 8}, {}, style);
    EXPECT_EQ(closed.walls.vertexCount(), (5u + 5u + 3u + 3u) * 4u);
    // A doorway reaching the north-east corner: the east wall's north end
    // shows through it, and is kept.
    const Blockout corner = roomBlockout({8, 8}, {{Dir::N, 6.0, 8.0}}, style);
    std::size_t endsFacingNorth = 0;
    const std::vector<float>& at = corner.walls.positions;
    for (std::size_t face = 0; face + 12 <= at.size(); face += 12) {
        const bool flatInZ = at[face + 2] == at[face + 5] && at[face + 5] == at[face + 8] &&
                             at[face + 8] == at[face + 11];
        endsFacingNorth +=
            flatInZ && at[face + 2] == float(style.wallThickness()) && at[face] > 7.0f ? 1 : 0;
    }
    EXPECT_EQ(endsFacingNorth, 1u) << "the east wall's end at the open corner";
    EXPECT_TRUE(wallAt(corner, 7.9, 1.0, 4.0)) << "the east wall is whole";
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

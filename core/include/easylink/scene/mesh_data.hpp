#pragma once

// [SECTION] Mesh data
//
// Triangles as glTF stores them: positions as 32-bit floats, three per
// vertex, and 32-bit indices, counter-clockwise seen from outside.
// Blockouts are built from axis-aligned boxes; each face has its own four
// vertices. There are no normals: glTF readers must work out flat normals
// for a mesh without them, which is what a box's faces want, and as no
// vertex is shared between two faces, no reader can smooth across an edge.
// Leaving them out halves what a level's file holds.

#include <array>
#include <cstdint>
#include <vector>

namespace easylink {

/// An axis-aligned box in metres (X east, Y up, Z south).
struct Box3 {
    std::array<double, 3> min{};
    std::array<double, 3> max{};

    /// True when the box has volume (every side longer than zero).
    bool solid() const { return max[0] > min[0] && max[1] > min[1] && max[2] > min[2]; }
};

/// Whether a box shows its bottom face: one standing on the floor (a wall,
/// a door's post) hides it, and is written without it.
enum class BoxBase { Closed, OnFloor };

/// A box's faces, as bits of a mask: the faces another box covers whole
/// (a wall's end against the wall across it) are left out.
enum BoxFace : unsigned {
    kFaceEast = 1u << 0,   // +X
    kFaceWest = 1u << 1,   // -X
    kFaceTop = 1u << 2,    // +Y
    kFaceBelow = 1u << 3,  // -Y
    kFaceSouth = 1u << 4,  // +Z
    kFaceNorth = 1u << 5,  // -Z
};

struct MeshData {
    std::vector<float> positions;        // x, y, z per vertex
    std::vector<std::uint32_t> indices;  // three per triangle

    /// Adds the six faces of `box`, or five when it stands on the floor,
    /// less the `hidden` ones (BoxFace bits); nothing for a box without
    /// volume. Each face is four vertices of its own, in order.
    void addBox(const Box3& box, BoxBase base = BoxBase::Closed, unsigned hidden = 0);
    /// Makes room for `count` more boxes.
    void reserveBoxes(std::size_t count);
    /// Adds `other`'s triangles.
    void append(const MeshData& other);

    bool empty() const { return indices.empty(); }
    std::size_t vertexCount() const { return positions.size() / 3; }
    /// The smallest and largest position on each axis (glTF's accessor
    /// bounds); zeros for an empty mesh.
    std::array<float, 3> lowest() const;
    std::array<float, 3> highest() const;

    friend bool operator==(const MeshData&, const MeshData&) = default;

private:
    /// Each axis's positions folded with `pick` (a min or a max).
    template <typename Pick>
    std::array<float, 3> bound(Pick pick) const;
};

/// The smallest and largest position on each axis of some meshes'
/// vertices together (glTF's accessor bounds), folded in the order the
/// meshes are added; a tie keeps the value already there.
struct MeshBounds {
    std::array<float, 3> low{};
    std::array<float, 3> high{};
    bool empty = true;  // no vertex yet: low and high are zeros

    void add(const MeshData& data);

    friend bool operator==(const MeshBounds&, const MeshBounds&) = default;
};

}  // namespace easylink

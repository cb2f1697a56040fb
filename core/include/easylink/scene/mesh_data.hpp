#pragma once

// [SECTION] Mesh data
//
// Triangles as glTF stores them: positions and normals as 32-bit floats,
// three per vertex, and 32-bit indices, counter-clockwise seen from outside.
// Blockouts are built from axis-aligned boxes; each face has its own four
// vertices, so that its normal is flat.

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

struct MeshData {
    std::vector<float> positions;        // x, y, z per vertex
    std::vector<float> normals;          // x, y, z per vertex
    std::vector<std::uint32_t> indices;  // three per triangle

    /// Adds the six faces of `box` (nothing for a box without volume).
    void addBox(const Box3& box);
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

}  // namespace easylink

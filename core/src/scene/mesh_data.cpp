#include "easylink/scene/mesh_data.hpp"

#include <algorithm>

namespace easylink {
namespace {

/// The four corners of each face of a unit box, counter-clockwise seen
/// from outside, with the face's outward normal: (corner bits x, y, z).
struct Face {
    std::array<float, 3> normal;
    std::array<std::array<int, 3>, 4> corners;
};

constexpr std::array<Face, 6> kFaces = {{
    {{1, 0, 0}, {{{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 0, 1}}}},
    {{-1, 0, 0}, {{{0, 0, 1}, {0, 1, 1}, {0, 1, 0}, {0, 0, 0}}}},
    {{0, 1, 0}, {{{0, 1, 0}, {0, 1, 1}, {1, 1, 1}, {1, 1, 0}}}},
    {{0, -1, 0}, {{{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}}}},
    {{0, 0, 1}, {{{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}}},
    {{0, 0, -1}, {{{1, 0, 0}, {0, 0, 0}, {0, 1, 0}, {1, 1, 0}}}},
}};

}  // namespace

template <typename Pick>
std::array<float, 3> MeshData::bound(Pick pick) const {
    if (positions.empty()) {
        return {0.0f, 0.0f, 0.0f};
    }
    std::array<float, 3> result{positions[0], positions[1], positions[2]};
    for (std::size_t i = 3; i < positions.size(); ++i) {
        result[i % 3] = pick(result[i % 3], positions[i]);
    }
    return result;
}

void MeshData::addBox(const Box3& box) {
    if (!box.solid()) {
        return;
    }
    for (const Face& face : kFaces) {
        const auto first = static_cast<std::uint32_t>(vertexCount());
        for (const std::array<int, 3>& corner : face.corners) {
            for (int axis = 0; axis < 3; ++axis) {
                positions.push_back(
                    static_cast<float>(corner[axis] != 0 ? box.max[axis] : box.min[axis]));
                normals.push_back(face.normal[axis]);
            }
        }
        for (const std::uint32_t corner : {0u, 1u, 2u, 0u, 2u, 3u}) {
            indices.push_back(first + corner);
        }
    }
}

void MeshData::append(const MeshData& other) {
    const auto first = static_cast<std::uint32_t>(vertexCount());
    positions.insert(positions.end(), other.positions.begin(), other.positions.end());
    normals.insert(normals.end(), other.normals.begin(), other.normals.end());
    for (const std::uint32_t index : other.indices) {
        indices.push_back(first + index);
    }
}

std::array<float, 3> MeshData::lowest() const {
    return bound([](float a, float b) { return std::min(a, b); });
}

std::array<float, 3> MeshData::highest() const {
    return bound([](float a, float b) { return std::max(a, b); });
}

}  // namespace easylink

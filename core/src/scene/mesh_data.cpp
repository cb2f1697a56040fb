#include "easylink/scene/mesh_data.hpp"

#include <algorithm>

namespace easylink {
namespace {

/// The four corners of each face of a unit box (corner bits x, y, z),
/// counter-clockwise seen from outside.
using Face = std::array<std::array<int, 3>, 4>;

constexpr std::array<Face, 6> kFaces = {{
    {{{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 0, 1}}},  // +X
    {{{0, 0, 1}, {0, 1, 1}, {0, 1, 0}, {0, 0, 0}}},  // -X
    {{{0, 1, 0}, {0, 1, 1}, {1, 1, 1}, {1, 1, 0}}},  // +Y
    {{{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}}},  // -Y
    {{{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}},  // +Z
    {{{1, 0, 0}, {0, 0, 0}, {0, 1, 0}, {1, 1, 0}}},  // -Z
}};

}  // namespace

template <typename Pick>
std::array<float, 3> MeshData::bound(Pick pick) const {
    if (positions.empty()) {
        return {0.0f, 0.0f, 0.0f};
    }
    std::array<float, 3> result{positions[0], positions[1], positions[2]};
    for (std::size_t i = 3; i + 2 < positions.size(); i += 3) {
        result[0] = pick(result[0], positions[i]);
        result[1] = pick(result[1], positions[i + 1]);
        result[2] = pick(result[2], positions[i + 2]);
    }
    return result;
}

void MeshData::addBox(const Box3& box, BoxBase base, unsigned hidden) {
    if (!box.solid()) {
        return;
    }
    if (base == BoxBase::OnFloor) {
        hidden |= kFaceBelow;
    }
    const float ends[2][3] = {
        {static_cast<float>(box.min[0]), static_cast<float>(box.min[1]),
         static_cast<float>(box.min[2])},
        {static_cast<float>(box.max[0]), static_cast<float>(box.max[1]),
         static_cast<float>(box.max[2])},
    };
    // The box's faces written straight into room made for all six.
    const std::size_t firstPosition = positions.size();
    const std::size_t firstIndex = indices.size();
    positions.resize(firstPosition + 72);
    indices.resize(firstIndex + 36);
    float* position = positions.data() + firstPosition;
    std::uint32_t* index = indices.data() + firstIndex;
    auto next = static_cast<std::uint32_t>(firstPosition / 3);
    for (std::size_t face = 0; face < kFaces.size(); ++face) {
        if ((hidden & (1u << face)) != 0) {
            continue;
        }
        for (const std::array<int, 3>& corner : kFaces[face]) {
            position[0] = ends[corner[0]][0];
            position[1] = ends[corner[1]][1];
            position[2] = ends[corner[2]][2];
            position += 3;
        }
        for (const std::uint32_t corner : {0u, 1u, 2u, 0u, 2u, 3u}) {
            *index++ = next + corner;
        }
        next += 4;
    }
    positions.resize(static_cast<std::size_t>(position - positions.data()));
    indices.resize(static_cast<std::size_t>(index - indices.data()));
}

void MeshData::reserveBoxes(std::size_t count) {
    positions.reserve(positions.size() + 72 * count);
    indices.reserve(indices.size() + 36 * count);
}

void MeshData::append(const MeshData& other) {
    const auto first = static_cast<std::uint32_t>(vertexCount());
    positions.insert(positions.end(), other.positions.begin(), other.positions.end());
    for (const std::uint32_t index : other.indices) {
        indices.push_back(first + index);
    }
}

std::array<float, 3> MeshData::lowest() const {
    return bound([](float a, float b) { return b < a ? b : a; });
}

std::array<float, 3> MeshData::highest() const {
    return bound([](float a, float b) { return a < b ? b : a; });
}

void MeshBounds::add(const MeshData& data) {
    const float* at = data.positions.data();
    const float* const end = at + data.vertexCount() * 3;
    if (at == end) {
        return;
    }
    if (empty) {
        low = {at[0], at[1], at[2]};
        high = low;
        empty = false;
    }
    // Six running values, each a min or max with no branch.
    float x0 = low[0], y0 = low[1], z0 = low[2];
    float x1 = high[0], y1 = high[1], z1 = high[2];
    for (; at != end; at += 3) {
        x0 = at[0] < x0 ? at[0] : x0;
        y0 = at[1] < y0 ? at[1] : y0;
        z0 = at[2] < z0 ? at[2] : z0;
        x1 = x1 < at[0] ? at[0] : x1;
        y1 = y1 < at[1] ? at[1] : y1;
        z1 = z1 < at[2] ? at[2] : z1;
    }
    low = {x0, y0, z0};
    high = {x1, y1, z1};
}

}  // namespace easylink

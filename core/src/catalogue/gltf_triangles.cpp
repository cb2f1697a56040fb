#include "gltf_triangles.hpp"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "node_transform.hpp"

namespace easylink {
namespace {

using kit_detail::apply;
using kit_detail::kIdentity;
using kit_detail::localTransform;
using kit_detail::Matrix;
using kit_detail::multiply;

constexpr int kMaxWalkedNodes = 100000;

/// Walks a node's meshes, and its children's, triangle by triangle.
class TriangleWalker {
public:
    TriangleWalker(const tinygltf::Model& kit, const std::array<double, 3>& offset,
                   const TriangleVisitor& visit)
        : kit_(kit), offset_(offset), visit_(visit) {}

    void walkNodeContent(const tinygltf::Node& node, const Matrix& frame) {
        if (node.mesh >= 0) {
            walkMesh(node.mesh, frame);
        }
        for (const int child : node.children) {
            walkNode(child, frame);
        }
    }

private:
    void walkNode(int index, const Matrix& parent) {
        if (index < 0 || static_cast<std::size_t>(index) >= kit_.nodes.size() ||
            ++visited_ > kMaxWalkedNodes) {
            return;
        }
        const tinygltf::Node& node = kit_.nodes[static_cast<std::size_t>(index)];
        walkNodeContent(node, multiply(parent, localTransform(node)));
    }

    void walkMesh(int index, const Matrix& frame) {
        if (static_cast<std::size_t>(index) >= kit_.meshes.size()) {
            return;
        }
        for (const tinygltf::Primitive& primitive :
             kit_.meshes[static_cast<std::size_t>(index)].primitives) {
            const int mode = primitive.mode < 0 ? TINYGLTF_MODE_TRIANGLES : primitive.mode;
            const auto position = primitive.attributes.find("POSITION");
            if (mode != TINYGLTF_MODE_TRIANGLES || position == primitive.attributes.end()) {
                continue;
            }
            std::vector<std::array<double, 3>> points;
            if (!readPositions(position->second, frame, points)) {
                continue;
            }
            std::vector<std::uint32_t> indices;
            if (primitive.indices >= 0) {
                if (!readIndices(primitive.indices, points.size(), indices)) {
                    continue;
                }
            } else {
                indices.resize(points.size() - points.size() % 3);
                for (std::size_t i = 0; i < indices.size(); ++i) {
                    indices[i] = static_cast<std::uint32_t>(i);
                }
            }
            std::vector<std::array<float, 2>> texCoords;
            const bool textured = readTexCoords(primitive, points.size(), texCoords);
            NodeTriangle triangle;
            triangle.material = primitive.material;
            triangle.textured = textured;
            for (std::size_t i = 0; i + 2 < indices.size(); i += 3) {
                for (std::size_t corner = 0; corner < 3; ++corner) {
                    const std::uint32_t at = indices[i + corner];
                    triangle.corners[corner] = points[at];
                    if (textured) {
                        triangle.texCoords[corner] = texCoords[at];
                    }
                }
                visit_(triangle);
            }
        }
    }

    /// The coordinate set the base colour texture of `primitive`'s material
    /// reads, one pair a point; false when it has no such texture or the
    /// primitive no such set (or one that cannot be read plainly).
    bool readTexCoords(const tinygltf::Primitive& primitive, std::size_t points,
                       std::vector<std::array<float, 2>>& out) const {
        if (primitive.material < 0 ||
            static_cast<std::size_t>(primitive.material) >= kit_.materials.size()) {
            return false;
        }
        const tinygltf::TextureInfo& texture =
            kit_.materials[static_cast<std::size_t>(primitive.material)]
                .pbrMetallicRoughness.baseColorTexture;
        if (texture.index < 0 || texture.texCoord < 0) {
            return false;
        }
        const auto set = primitive.attributes.find("TEXCOORD_" + std::to_string(texture.texCoord));
        if (set == primitive.attributes.end() || set->second < 0 ||
            static_cast<std::size_t>(set->second) >= kit_.accessors.size()) {
            return false;
        }
        const tinygltf::Accessor& accessor = kit_.accessors[static_cast<std::size_t>(set->second)];
        // Floats, or unsigned bytes or shorts read as fractions of their
        // largest value (the three forms glTF allows).
        std::size_t size = 0;
        float scale = 1.0f;
        switch (accessor.componentType) {
            case TINYGLTF_COMPONENT_TYPE_FLOAT: size = 4; break;
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
                size = 1;
                scale = 1.0f / 255.0f;
                break;
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT:
                size = 2;
                scale = 1.0f / 65535.0f;
                break;
            default: return false;
        }
        if (accessor.type != TINYGLTF_TYPE_VEC2 || (size != 4 && !accessor.normalized)) {
            return false;
        }
        const unsigned char* first = nullptr;
        std::size_t stride = 0;
        std::size_t count = 0;
        if (!view(set->second, 2 * size, first, stride, count) || count != points) {
            return false;
        }
        out.resize(count);
        for (std::size_t i = 0; i < count; ++i) {
            for (std::size_t axis = 0; axis < 2; ++axis) {
                const unsigned char* value = first + i * stride + axis * size;
                if (size == 4) {
                    std::memcpy(&out[i][axis], value, sizeof(float));
                } else {
                    std::uint16_t whole = 0;
                    std::memcpy(&whole, value, size);  // little-endian, as glTF is
                    out[i][axis] = static_cast<float>(whole) * scale;
                }
            }
        }
        return true;
    }

    /// The bytes of accessor `index` with `size` bytes an element, their
    /// stride, and the count; false for what cannot be read plainly.
    bool view(int index, std::size_t size, const unsigned char*& first, std::size_t& stride,
              std::size_t& count) const {
        if (index < 0 || static_cast<std::size_t>(index) >= kit_.accessors.size()) {
            return false;
        }
        const tinygltf::Accessor& accessor = kit_.accessors[static_cast<std::size_t>(index)];
        if (accessor.bufferView < 0 || accessor.sparse.isSparse ||
            static_cast<std::size_t>(accessor.bufferView) >= kit_.bufferViews.size()) {
            return false;
        }
        const tinygltf::BufferView& bufferView =
            kit_.bufferViews[static_cast<std::size_t>(accessor.bufferView)];
        if (bufferView.buffer < 0 ||
            static_cast<std::size_t>(bufferView.buffer) >= kit_.buffers.size()) {
            return false;
        }
        const std::vector<unsigned char>& data =
            kit_.buffers[static_cast<std::size_t>(bufferView.buffer)].data;
        stride = bufferView.byteStride != 0 ? bufferView.byteStride : size;
        count = accessor.count;
        const std::size_t start = bufferView.byteOffset + accessor.byteOffset;
        if (count == 0 || stride < size || start > data.size() ||
            bufferView.byteOffset + bufferView.byteLength > data.size() ||
            (count - 1) > (data.size() - start - size) / stride ||
            start + (count - 1) * stride + size > bufferView.byteOffset + bufferView.byteLength) {
            return false;
        }
        first = data.data() + start;
        return true;
    }

    bool readPositions(int index, const Matrix& frame, std::vector<std::array<double, 3>>& out) {
        const tinygltf::Accessor* accessor =
            index >= 0 && static_cast<std::size_t>(index) < kit_.accessors.size()
                ? &kit_.accessors[static_cast<std::size_t>(index)]
                : nullptr;
        if (accessor == nullptr || accessor->type != TINYGLTF_TYPE_VEC3 ||
            accessor->componentType != TINYGLTF_COMPONENT_TYPE_FLOAT) {
            return false;
        }
        const unsigned char* first = nullptr;
        std::size_t stride = 0;
        std::size_t count = 0;
        if (!view(index, 3 * sizeof(float), first, stride, count)) {
            return false;
        }
        out.resize(count);
        for (std::size_t i = 0; i < count; ++i) {
            float xyz[3];
            std::memcpy(xyz, first + i * stride, sizeof xyz);
            const std::array<double, 3> p = apply(frame, {xyz[0], xyz[1], xyz[2]});
            out[i] = {p[0] + offset_[0], p[1] + offset_[1], p[2] + offset_[2]};
        }
        return true;
    }

    bool readIndices(int index, std::size_t points, std::vector<std::uint32_t>& out) const {
        const tinygltf::Accessor& accessor = kit_.accessors[static_cast<std::size_t>(index)];
        std::size_t size = 0;
        switch (accessor.componentType) {
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE: size = 1; break;
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT: size = 2; break;
            case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT: size = 4; break;
            default: return false;
        }
        const unsigned char* first = nullptr;
        std::size_t stride = 0;
        std::size_t count = 0;
        if (accessor.type != TINYGLTF_TYPE_SCALAR || !view(index, size, first, stride, count)) {
            return false;
        }
        out.resize(count - count % 3);
        for (std::size_t i = 0; i < out.size(); ++i) {
            std::uint32_t value = 0;
            std::memcpy(&value, first + i * stride, size);  // little-endian, as glTF is
            if (value >= points) {
                return false;
            }
            out[i] = value;
        }
        return true;
    }

    const tinygltf::Model& kit_;
    std::array<double, 3> offset_;
    const TriangleVisitor& visit_;
    int visited_ = 0;
};

}  // namespace

void forEachNodeTriangle(const tinygltf::Model& model, const tinygltf::Node& node,
                         const std::array<double, 3>& offset, const TriangleVisitor& visit) {
    TriangleWalker(model, offset, visit).walkNodeContent(node, kIdentity);
}

}  // namespace easylink

#pragma once

// [SECTION] The scene's own meshes in a glTF buffer
//
// Where the data of the meshes made here (blockouts, tile blocks) goes in
// the file's buffer, and the accessors that read it: all positions in one
// bufferView, then all indices in another.
//
// - Each primitive has an accessor of its positions and one of its
//   indices, and primitives whose data are equal share them, whatever mesh
//   they are in: a blockout worn in two kinds' colours, or the floors of
//   rooms of one size, are written once.
// - Blockouts are made of boxes, whose faces are quads numbered alike
//   (0 1 2 0 2 3, then 4 5 6 4 6 7, ...). Such indices are not written per
//   primitive: the buffer holds one run of them for each index width,
//   as long as the longest primitive needs, and each primitive's index
//   accessor reads the start of it.
// - Indices take the fewest bytes that number a primitive's vertices: 8
//   bits for at most 255 of them (256 would need the value glTF keeps for
//   restarting strips), 16 bits for at most 65,535, else 32.
//
// The same scene gives the same layout whether or not its equal data are
// one object in memory: data are told apart by what they hold.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "easylink/scene/scene.hpp"

namespace easylink::gltf {

// glTF's numbers for what the scene's own meshes use.
inline constexpr int kFloat = 5126;          // componentType FLOAT
inline constexpr int kUnsignedByte = 5121;   // componentType UNSIGNED_BYTE
inline constexpr int kUnsignedShort = 5123;  // componentType UNSIGNED_SHORT
inline constexpr int kUnsignedInt = 5125;    // componentType UNSIGNED_INT

/// `size` rounded up to a multiple of 4: glTF aligns its buffer's parts so.
inline std::size_t paddedTo4(std::size_t size) {
    return (size + 3) & ~std::size_t{3};
}

/// An accessor of the scene's own meshes: positions in the vertex view,
/// or indices in the index view.
struct MadeAccessor {
    std::size_t byteOffset = 0;
    std::size_t count = 0;
    int componentType = kFloat;  // positions; indices are 8, 16 or 32-bit
    std::array<float, 3> min{};  // positions: their bounds
    std::array<float, 3> max{};

    bool positions() const { return componentType == kFloat; }
};

/// A primitive's two accessors.
struct PrimitiveAccessors {
    int positions = -1;
    int indices = -1;
};

class MeshBuffer {
public:
    /// Lays out every primitive of the scene's meshes, mesh after mesh.
    explicit MeshBuffer(const Scene& scene);

    const std::vector<MadeAccessor>& accessors() const { return accessors_; }
    /// Per primitive, mesh after mesh, as the scene lists them.
    const std::vector<PrimitiveAccessors>& primitives() const { return primitives_; }
    std::size_t positionBytes() const { return positionBytes_; }
    std::size_t indexBytes() const { return indexBytes_; }
    std::size_t bytes() const { return positionBytes_ + indexBytes_; }
    int viewCount() const { return positionBytes_ == 0 ? 0 : 2; }

    /// Appends the buffer's bytes as laid out (positions, then indices).
    /// The scene's mesh data must still be there.
    void append(std::string& out) const;

private:
    /// Data written once, and where.
    struct Written {
        const MeshData* data = nullptr;
        PrimitiveAccessors accessors;
        bool quads = false;     // its indices are read from a quad run
        std::size_t width = 0;  // bytes an index
        std::uint64_t key = 0;  // what equal data have alike (keyOf())
    };

    PrimitiveAccessors add(const ScenePrimitive& primitive);
    /// The slot of table_ that holds data equal to `data`, or the free one
    /// where it goes.
    std::size_t slotOf(const MeshData& data, std::uint64_t key) const;
    int indicesOf(const MeshData& data, std::size_t width, bool quads);
    void placeQuadRuns();

    std::vector<MadeAccessor> accessors_;
    std::vector<PrimitiveAccessors> primitives_;
    std::vector<Written> written_;
    /// written_ by key, open addressing: 1 + an index into written_, or 0
    /// for a free slot; at most half full.
    std::vector<std::uint32_t> table_;
    /// Per width (1, 2 and 4 bytes): the quads its run holds, where the run
    /// starts, and the accessors reading it: their index count and number
    /// (a scene has a few dozen).
    struct QuadRun {
        std::size_t quads = 0;
        std::size_t byteOffset = 0;
        std::vector<std::pair<std::size_t, int>> accessors;
    };
    std::array<QuadRun, 3> runs_;
    std::size_t positionBytes_ = 0;
    std::size_t indexBytes_ = 0;
};

}  // namespace easylink::gltf

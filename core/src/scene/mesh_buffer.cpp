#include "mesh_buffer.hpp"

#include <algorithm>
#include <cstring>

namespace easylink::gltf {
namespace {

/// The fewest bytes an index of a primitive with `vertices` vertices takes.
std::size_t indexWidth(std::size_t vertices) {
    return vertices <= 0xFF ? 1 : vertices <= 0xFFFF ? 2 : 4;
}

/// Which of the runs (1, 2 and 4 bytes) holds indices `width` bytes wide.
std::size_t runOf(std::size_t width) {
    return width == 1 ? 0 : width == 2 ? 1 : 2;
}

int componentTypeOf(std::size_t width) {
    return width == 1 ? kUnsignedByte : width == 2 ? kUnsignedShort : kUnsignedInt;
}

/// The corners of quad `q`'s two triangles, numbered as every quad of a
/// box is: 0 1 2 0 2 3, then 4 5 6 4 6 7, ...
constexpr std::uint32_t kQuadCorners[6] = {0, 1, 2, 0, 2, 3};

/// Whether `data`'s indices are quads numbered alike, one after another.
bool isQuadList(const MeshData& data) {
    const std::vector<std::uint32_t>& indices = data.indices;
    const std::size_t quads = indices.size() / 6;
    if (indices.size() % 6 != 0 || data.vertexCount() != 4 * quads) {
        return false;
    }
    const std::uint32_t* at = indices.data();
    for (std::uint32_t first = 0; first < 4 * quads; first += 4, at += 6) {
        for (int corner = 0; corner < 6; ++corner) {
            if (at[corner] != first + kQuadCorners[corner]) {
                return false;
            }
        }
    }
    return true;
}

void mixInto(std::uint64_t& hash, std::uint64_t value) {
    hash ^= value + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2);
}

/// What equal data surely have alike: their sizes and bounds.
std::uint64_t keyOf(const MeshData& data, const MeshBounds& bounds) {
    std::uint64_t key = 0;
    mixInto(key, data.positions.size());
    mixInto(key, data.indices.size());
    for (const std::array<float, 3>* corner : {&bounds.low, &bounds.high}) {
        for (const float value : *corner) {
            std::uint32_t bits = 0;
            std::memcpy(&bits, &value, sizeof bits);
            mixInto(key, bits);
        }
    }
    return key;
}

/// Appends `indices` as `Index` numbers, then zeros to a multiple of 4.
template <typename Index>
void appendIndices(std::string& out, const std::vector<std::uint32_t>& indices) {
    const std::size_t offset = out.size();
    out.resize(offset + paddedTo4(indices.size() * sizeof(Index)), '\0');
    char* at = out.data() + offset;
    for (const std::uint32_t index : indices) {
        const auto value = static_cast<Index>(index);
        std::memcpy(at, &value, sizeof value);
        at += sizeof value;
    }
}

/// Appends the indices of `quads` quads numbered alike, as `Index`
/// numbers, then zeros to a multiple of 4.
template <typename Index>
void appendQuadRun(std::string& out, std::size_t quads) {
    const std::size_t offset = out.size();
    out.resize(offset + paddedTo4(6 * quads * sizeof(Index)), '\0');
    char* at = out.data() + offset;
    for (std::uint32_t first = 0; first < 4 * quads; first += 4) {
        for (const std::uint32_t corner : kQuadCorners) {
            const auto value = static_cast<Index>(first + corner);
            std::memcpy(at, &value, sizeof value);
            at += sizeof value;
        }
    }
}

}  // namespace

MeshBuffer::MeshBuffer(const Scene& scene) {
    std::size_t count = 0;
    for (const SceneMesh& mesh : scene.meshes) {
        count += mesh.primitives.size();
    }
    primitives_.reserve(count);
    written_.reserve(count);
    accessors_.reserve(2 * count);
    std::size_t slots = 16;
    while (slots < 2 * count) {
        slots *= 2;
    }
    table_.assign(slots, 0);
    for (const SceneMesh& mesh : scene.meshes) {
        for (const ScenePrimitive& primitive : mesh.primitives) {
            primitives_.push_back(add(primitive));
        }
    }
    placeQuadRuns();
}

std::size_t MeshBuffer::slotOf(const MeshData& data, std::uint64_t key) const {
    const std::size_t mask = table_.size() - 1;
    for (std::size_t slot = ((key * 0x9e3779b97f4a7c15ULL) >> 32) & mask;;
         slot = (slot + 1) & mask) {
        if (table_[slot] == 0) {
            return slot;
        }
        const Written& candidate = written_[table_[slot] - 1];
        if (candidate.key == key && (candidate.data == &data || *candidate.data == data)) {
            return slot;
        }
    }
}

PrimitiveAccessors MeshBuffer::add(const ScenePrimitive& primitive) {
    const MeshData& data = *primitive.data;
    MeshBounds bounds;
    if (primitive.bounds) {
        bounds = *primitive.bounds;
    } else {
        bounds.add(data);
    }
    const std::uint64_t key = keyOf(data, bounds);
    const std::size_t slot = slotOf(data, key);
    if (table_[slot] != 0) {
        return written_[table_[slot] - 1].accessors;
    }
    Written made;
    made.data = &data;
    made.width = indexWidth(data.vertexCount());
    made.quads = isQuadList(data);
    made.key = key;
    MadeAccessor positions;
    positions.byteOffset = positionBytes_;
    positions.count = data.vertexCount();
    positions.min = bounds.low;
    positions.max = bounds.high;
    positionBytes_ += paddedTo4(data.positions.size() * sizeof(float));
    made.accessors.positions = static_cast<int>(accessors_.size());
    accessors_.push_back(positions);
    made.accessors.indices = indicesOf(data, made.width, made.quads);
    written_.push_back(made);
    table_[slot] = static_cast<std::uint32_t>(written_.size());
    return made.accessors;
}

int MeshBuffer::indicesOf(const MeshData& data, std::size_t width, bool quads) {
    const std::size_t count = data.indices.size();
    MadeAccessor indices;
    indices.count = count;
    indices.componentType = componentTypeOf(width);
    if (quads) {
        QuadRun& run = runs_[runOf(width)];
        run.quads = std::max(run.quads, count / 6);
        for (const auto& [reads, accessor] : run.accessors) {
            if (reads == count) {
                return accessor;
            }
        }
        run.accessors.emplace_back(count, static_cast<int>(accessors_.size()));
    } else {
        indices.byteOffset = indexBytes_;
        indexBytes_ += paddedTo4(count * width);
    }
    accessors_.push_back(indices);
    return static_cast<int>(accessors_.size()) - 1;
}

void MeshBuffer::placeQuadRuns() {
    static constexpr std::size_t kWidths[3] = {1, 2, 4};
    for (std::size_t i = 0; i < runs_.size(); ++i) {
        QuadRun& run = runs_[i];
        if (run.quads == 0) {
            continue;
        }
        run.byteOffset = indexBytes_;
        indexBytes_ += paddedTo4(6 * run.quads * kWidths[i]);
        for (const auto& [count, accessor] : run.accessors) {
            accessors_[static_cast<std::size_t>(accessor)].byteOffset = run.byteOffset;
        }
    }
}

void MeshBuffer::append(std::string& out) const {
    for (const Written& made : written_) {
        const std::vector<float>& positions = made.data->positions;
        out.append(reinterpret_cast<const char*>(positions.data()),
                   positions.size() * sizeof(float));
    }
    for (const Written& made : written_) {
        if (made.quads) {
            continue;
        }
        switch (made.width) {
            case 1: appendIndices<std::uint8_t>(out, made.data->indices); break;
            case 2: appendIndices<std::uint16_t>(out, made.data->indices); break;
            default: appendIndices<std::uint32_t>(out, made.data->indices); break;
        }
    }
    appendQuadRun<std::uint8_t>(out, runs_[0].quads);
    appendQuadRun<std::uint16_t>(out, runs_[1].quads);
    appendQuadRun<std::uint32_t>(out, runs_[2].quads);
}

}  // namespace easylink::gltf

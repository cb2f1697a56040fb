#include "easylink/scene/gltf_writer.hpp"

#include <tiny_gltf.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <exception>
#include <sstream>
#include <string_view>
#include <vector>

#include "compact_json.hpp"
#include "easylink/io/json_writer.hpp"
#include "kit_meshes.hpp"

namespace easylink {
namespace {

// glTF's numbers for what the scene's own meshes use.
constexpr int kFloat = 5126;          // componentType FLOAT
constexpr int kUnsignedByte = 5121;   // componentType UNSIGNED_BYTE
constexpr int kUnsignedShort = 5123;  // componentType UNSIGNED_SHORT
constexpr int kUnsignedInt = 5125;    // componentType UNSIGNED_INT
constexpr int kVertexData = 34962;    // bufferView target ARRAY_BUFFER
constexpr int kIndexData = 34963;     // bufferView target ELEMENT_ARRAY_BUFFER
constexpr int kTriangles = 4;         // primitive mode

std::size_t paddedTo4(std::size_t size) {
    return (size + 3) & ~std::size_t{3};
}

/// An accessor of the scene's own meshes: a mesh's positions in the
/// vertex view, a primitive's indices in the index view.
struct MadeAccessor {
    std::size_t byteOffset = 0;
    std::size_t count = 0;
    int componentType = kFloat;  // positions; indices are 8, 16 or 32-bit
    std::array<float, 3> min{};  // positions: their bounds
    std::array<float, 3> max{};

    bool positions() const { return componentType == kFloat; }
};

/// Where the scene's own meshes' data goes in the buffer: all positions,
/// then all indices, a bufferView each (the vertex view strided, as glTF
/// asks of a view several accessors share). A mesh's primitives share one
/// accessor of positions and have one of indices each: two views and a
/// few accessors per mesh keep the JSON short. The bytes themselves are
/// copied from the scene's meshes straight into the file (appendBuffer).
struct MadeData {
    std::size_t positionBytes = 0, indexBytes = 0;
    std::vector<MadeAccessor> accessors;
    std::vector<int> meshPositions;     // per mesh: its positions' accessor
    std::vector<int> primitiveIndices;  // per primitive, mesh after mesh: its indices' accessor

    int viewCount() const { return positionBytes == 0 ? 0 : 2; }
    std::size_t bytes() const { return positionBytes + indexBytes; }
};

/// How many bytes each index of a mesh takes: the fewest that number its
/// vertices (its positions' accessor). A blockout has a few hundred at
/// most, a tile chunk thousands.
std::size_t indexBytes(const MadeAccessor& positions) {
    return positions.count <= 0xFF ? 1 : positions.count <= 0xFFFF ? 2 : 4;
}

/// Lays one mesh out in the buffer: its accessors.
void layOutMesh(const SceneMesh& mesh, MadeData& made) {
    MadeAccessor position;
    position.byteOffset = made.positionBytes;
    MeshBounds bounds;
    for (const ScenePrimitive& primitive : mesh.primitives) {
        const MeshData& data = *primitive.data;
        if (!mesh.bounds) {
            bounds.add(data);
        }
        made.positionBytes += paddedTo4(data.positions.size() * sizeof(float));
        position.count += data.vertexCount();
    }
    if (mesh.bounds) {
        bounds = *mesh.bounds;
    }
    position.min = bounds.low;
    position.max = bounds.high;
    made.meshPositions.push_back(static_cast<int>(made.accessors.size()));
    made.accessors.push_back(position);
    const std::size_t width = indexBytes(position);
    for (const ScenePrimitive& primitive : mesh.primitives) {
        MadeAccessor index;
        index.count = primitive.data->indices.size();
        index.componentType = width == 1   ? kUnsignedByte
                              : width == 2 ? kUnsignedShort
                                           : kUnsignedInt;
        index.byteOffset = made.indexBytes;
        made.indexBytes += paddedTo4(index.count * width);
        made.primitiveIndices.push_back(static_cast<int>(made.accessors.size()));
        made.accessors.push_back(index);
    }
}

MadeData madeData(const Scene& scene) {
    MadeData made;
    std::size_t primitives = 0;
    for (const SceneMesh& mesh : scene.meshes) {
        primitives += mesh.primitives.size();
    }
    made.accessors.reserve(scene.meshes.size() + primitives);
    made.meshPositions.reserve(scene.meshes.size());
    made.primitiveIndices.reserve(primitives);
    for (const SceneMesh& mesh : scene.meshes) {
        layOutMesh(mesh, made);
    }
    return made;
}

/// Appends `count` bytes at `data`, then zeros to a multiple of 4.
void appendPadded(std::string& out, const void* data, std::size_t count) {
    out.append(static_cast<const char*>(data), count);
    out.append(paddedTo4(count) - count, '\0');
}

/// Appends a primitive's indices, moved on by `base` (its first vertex in
/// the mesh's positions), as `Index` numbers, then zeros to a multiple of 4.
template <typename Index>
void appendIndices(std::string& out, const std::vector<std::uint32_t>& indices,
                   std::uint32_t base) {
    const std::size_t offset = out.size();
    const std::size_t count = indices.size();
    out.resize(offset + paddedTo4(count * sizeof(Index)), '\0');
    char* at = out.data() + offset;
    for (const std::uint32_t index : indices) {
        const auto value = static_cast<Index>(index + base);
        std::memcpy(at, &value, sizeof value);
        at += sizeof value;
    }
}

/// Appends the scene's own meshes' data as MadeData lays it out (all
/// positions, then all indices), releasing each primitive's data once it
/// is in.
void appendMeshData(std::string& out, Scene& scene, const MadeData& made) {
    for (const SceneMesh& mesh : scene.meshes) {
        for (const ScenePrimitive& primitive : mesh.primitives) {
            const std::vector<float>& positions = primitive.data->positions;
            appendPadded(out, positions.data(), positions.size() * sizeof(float));
        }
    }
    for (std::size_t i = 0; i < scene.meshes.size(); ++i) {
        SceneMesh& mesh = scene.meshes[i];
        const std::size_t width =
            indexBytes(made.accessors[static_cast<std::size_t>(made.meshPositions[i])]);
        std::uint32_t base = 0;
        for (ScenePrimitive& primitive : mesh.primitives) {
            const MeshData& data = *primitive.data;
            if (width == 1) {
                appendIndices<std::uint8_t>(out, data.indices, base);
            } else if (width == 2) {
                appendIndices<std::uint16_t>(out, data.indices, base);
            } else {
                appendIndices<std::uint32_t>(out, data.indices, base);
            }
            base += static_cast<std::uint32_t>(data.vertexCount());
            primitive.data.reset();
        }
    }
}

/// The designers' copies: a tinygltf model whose indices count on from the
/// scene's, its nodes and buffer taken out (written here), and the rest as
/// tinygltf writes it.
struct KitPart {
    std::vector<int> copyOf;  // per scene node: the copy below it, or -1
    std::vector<tinygltf::Node> nodes;
    std::vector<unsigned char> bytes;
    Json resources;  // tinygltf's text of the rest, read back (null: no copies)
};

KitPart kitPart(const Scene& scene, const MadeData& made, std::string& error) {
    KitPart part;
    part.copyOf.assign(scene.nodes.size(), -1);
    if (scene.kitMeshes.empty()) {
        return part;
    }
    tinygltf::Model model;
    model.asset.version = "2.0";
    gltf::KitBases bases;
    bases.nodes = static_cast<int>(scene.nodes.size());
    bases.meshes = static_cast<int>(scene.meshes.size());
    bases.materials = static_cast<int>(scene.materials.size());
    bases.accessors = static_cast<int>(made.accessors.size());
    bases.bufferViews = made.viewCount();
    bases.bufferBytes = made.bytes();
    gltf::KitCopier copier(model, bases);
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        const int kitMesh = scene.nodes[i].kitMesh;
        if (kitMesh >= 0) {
            part.copyOf[i] =
                copier.instantiate(scene.kitMeshes[static_cast<std::size_t>(kitMesh)], error);
            if (part.copyOf[i] < 0) {
                return part;
            }
        }
    }
    part.nodes = std::move(model.nodes);
    model.nodes.clear();
    if (!model.buffers.empty()) {
        part.bytes = std::move(model.buffers.front().data);
        model.buffers.clear();
    }
    std::ostringstream text;
    tinygltf::TinyGLTF writer;
    writer.WriteGltfSceneToStream(&model, text, false, false);
    part.resources = Json::parse(std::move(text).str());
    return part;
}

/// Each scene node's children in index order (the scene lists parents
/// before children): those of node i are list[start[i]] to list[start[i + 1]].
struct ChildLists {
    std::vector<std::size_t> start;
    std::vector<int> list;
};

ChildLists childLists(const Scene& scene) {
    const std::size_t count = scene.nodes.size();
    ChildLists children;
    children.start.assign(count + 1, 0);
    for (const SceneNode& node : scene.nodes) {
        if (node.parent >= 0) {
            ++children.start[static_cast<std::size_t>(node.parent) + 1];
        }
    }
    for (std::size_t i = 0; i < count; ++i) {
        children.start[i + 1] += children.start[i];
    }
    children.list.resize(children.start[count]);
    std::vector<std::size_t> next(children.start.begin(), children.start.end() - 1);
    for (std::size_t i = 0; i < count; ++i) {
        const int parent = scene.nodes[i].parent;
        if (parent >= 0) {
            children.list[next[static_cast<std::size_t>(parent)]++] = static_cast<int>(i);
        }
    }
    return children;
}

/// The array `key`: the scene's own `count` members (`writeOwn`), then
/// the copies'; left out when it would be empty.
template <typename Writer, typename WriteOwn>
void writeArray(Writer& writer, const char* key, std::size_t count, const KitPart& kits,
                WriteOwn writeOwn) {
    const Json* copies = nullptr;
    if (kits.resources.is_object()) {
        const auto found = kits.resources.find(key);
        copies = found != kits.resources.end() ? &*found : nullptr;
    }
    if (count == 0 && copies == nullptr) {
        return;
    }
    writer.key(key);
    writer.beginMultilineArray();
    writeOwn();
    if (copies != nullptr) {
        for (const Json& member : *copies) {
            writer.value(member);
        }
    }
    writer.endArray();
}

template <typename Writer>
void writeAccessors(Writer& writer, const MadeData& made, const KitPart& kits) {
    writeArray(writer, "accessors", made.accessors.size(), kits, [&] {
        for (const MadeAccessor& accessor : made.accessors) {
            writer.beginObject();
            writer.member("bufferView", accessor.positions() ? 0 : 1);
            writer.member("byteOffset", accessor.byteOffset);
            writer.member("componentType", accessor.componentType);
            writer.member("count", accessor.count);
            if (accessor.positions()) {
                writer.arrayMember("max", accessor.max);
                writer.arrayMember("min", accessor.min);
            }
            writer.member("type", accessor.positions() ? "VEC3" : "SCALAR");
            writer.endObject();
        }
    });
}

template <typename Writer>
void writeBufferViews(Writer& writer, const MadeData& made, const KitPart& kits) {
    writeArray(writer, "bufferViews", static_cast<std::size_t>(made.viewCount()), kits, [&] {
        if (made.viewCount() > 0) {
            writer.beginObject();
            writer.member("buffer", 0);
            writer.member("byteLength", made.positionBytes);
            writer.member("byteStride", 12);
            writer.member("target", kVertexData);
            writer.endObject();
            writer.beginObject();
            writer.member("buffer", 0);
            writer.member("byteLength", made.indexBytes);
            writer.member("byteOffset", made.positionBytes);
            writer.member("target", kIndexData);
            writer.endObject();
        }
    });
}

template <typename Writer>
void writeMaterials(Writer& writer, const Scene& scene, const KitPart& kits) {
    writeArray(writer, "materials", scene.materials.size(), kits, [&] {
        for (const SceneMaterial& material : scene.materials) {
            writer.beginObject();
            writer.member("name", material.name);
            writer.key("pbrMetallicRoughness");
            writer.beginObject();
            writer.arrayMember("baseColorFactor", material.baseColour);
            writer.member("metallicFactor", 0.0);
            writer.member("roughnessFactor", material.roughness);
            writer.endObject();
            writer.endObject();
        }
    });
}

template <typename Writer>
void writeMeshes(Writer& writer, const Scene& scene, const MadeData& made, const KitPart& kits) {
    writeArray(writer, "meshes", scene.meshes.size(), kits, [&] {
        std::size_t primitive = 0;
        for (std::size_t i = 0; i < scene.meshes.size(); ++i) {
            const SceneMesh& mesh = scene.meshes[i];
            writer.beginObject();
            writer.member("name", mesh.name);
            writer.key("primitives");
            writer.beginArray();
            for (const ScenePrimitive& part : mesh.primitives) {
                writer.beginObject();
                writer.key("attributes");
                writer.beginObject();
                writer.member("POSITION", made.meshPositions[i]);
                writer.endObject();
                writer.member("indices", made.primitiveIndices[primitive++]);
                writer.member("material", part.material);
                writer.member("mode", kTriangles);
                writer.endObject();
            }
            writer.endArray();
            writer.endObject();
        }
    });
}

/// A scene node, its extras released once written.
template <typename Writer>
void writeSceneNode(Writer& writer, SceneNode& node, int copy, const int* child,
                    const int* childrenEnd) {
    writer.beginObject();
    if (copy >= 0 || child != childrenEnd) {
        writer.key("children");
        writer.beginArray();
        if (copy >= 0) {
            writer.value(copy);
        }
        for (; child != childrenEnd; ++child) {
            writer.value(*child);
        }
        writer.endArray();
    }
    if (!node.extras.empty()) {
        writer.key("extras");
        writer.jsonText(node.extras);
        node.extras = {};
    }
    if (node.mesh >= 0) {
        writer.member("mesh", node.mesh);
    }
    writer.member("name", node.name);
    if (node.rotation != std::array<double, 4>{0.0, 0.0, 0.0, 1.0}) {
        writer.arrayMember("rotation", node.rotation);
    }
    if (node.translation != std::array<double, 3>{}) {
        writer.arrayMember("translation", node.translation);
    }
    writer.endObject();
}

/// A node of a designer's copy: what KitCopier keeps of the original.
template <typename Writer>
void writeKitNode(Writer& writer, const tinygltf::Node& node) {
    writer.beginObject();
    if (!node.children.empty()) {
        writer.arrayMember("children", node.children);
    }
    if (!node.matrix.empty()) {
        writer.arrayMember("matrix", node.matrix);
    }
    if (node.mesh >= 0) {
        writer.member("mesh", node.mesh);
    }
    if (!node.name.empty()) {
        writer.member("name", node.name);
    }
    for (const auto& [name, values] :
         {std::pair<const char*, const std::vector<double>*>{"rotation", &node.rotation},
          {"scale", &node.scale},
          {"translation", &node.translation}}) {
        if (!values->empty()) {
            writer.arrayMember(name, *values);
        }
    }
    writer.endObject();
}

template <typename Writer>
void writeNodes(Writer& writer, Scene& scene, const KitPart& kits) {
    if (scene.nodes.empty()) {
        return;
    }
    const ChildLists children = childLists(scene);
    writer.key("nodes");
    writer.beginMultilineArray();
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        writeSceneNode(writer, scene.nodes[i], kits.copyOf[i],
                       children.list.data() + children.start[i],
                       children.list.data() + children.start[i + 1]);
    }
    for (const tinygltf::Node& node : kits.nodes) {
        writeKitNode(writer, node);
    }
    writer.endArray();
}

/// The JSON document, keys in sorted order: the buffer is named `binName`
/// for a .gltf, and is the .glb's own chunk when that is empty.
template <typename Writer>
void writeDocument(Writer& writer, Scene& scene, const MadeData& made, const KitPart& kits,
                   std::size_t bufferBytes, const std::string& binName) {
    writer.beginMultilineObject();
    writeAccessors(writer, made, kits);
    writer.key("asset");
    writer.beginObject();
    writer.member("generator", "Easylink Studio");
    writer.member("version", "2.0");
    writer.endObject();
    writeBufferViews(writer, made, kits);
    if (bufferBytes > 0) {
        writer.key("buffers");
        writer.beginArray();
        writer.beginObject();
        writer.member("byteLength", bufferBytes);
        if (!binName.empty()) {
            writer.member("uri", binName);
        }
        writer.endObject();
        writer.endArray();
    }
    writeArray(writer, "images", 0, kits, [] {});
    writeMaterials(writer, scene, kits);
    writeMeshes(writer, scene, made, kits);
    writeNodes(writer, scene, kits);
    writeArray(writer, "samplers", 0, kits, [] {});
    if (!scene.nodes.empty()) {
        writer.member("scene", 0);
    }
    writer.key("scenes");
    writer.beginArray();
    writer.beginObject();
    writer.member("name", "level");
    if (!scene.nodes.empty()) {
        writer.key("nodes");
        writer.beginArray();
        writer.value(0);
        writer.endArray();
    }
    writer.endObject();
    writer.endArray();
    writeArray(writer, "textures", 0, kits, [] {});
    writer.endObject();
}

/// Appends the buffer: the scene's own data, then the copies'.
void appendBuffer(std::string& out, Scene& scene, const MadeData& made, const KitPart& kits) {
    appendMeshData(out, scene, made);
    out.append(reinterpret_cast<const char*>(kits.bytes.data()), kits.bytes.size());
}

void appendWord(std::string& out, std::uint32_t word) {
    for (int shift = 0; shift < 32; shift += 8) {
        out += static_cast<char>((word >> shift) & 0xFFu);
    }
}

void putWord(std::string& out, std::size_t at, std::uint32_t word) {
    for (int shift = 0; shift < 32; shift += 8) {
        out[at++] = static_cast<char>((word >> shift) & 0xFFu);
    }
}

constexpr std::uint32_t kGlbMagic = 0x46546C67;   // "glTF"
constexpr std::uint32_t kJsonChunk = 0x4E4F534A;  // "JSON"
constexpr std::uint32_t kBinChunk = 0x004E4942;   // "BIN\0"
constexpr std::size_t kGlbLimit = 0xFFFFFFFFu;    // its lengths are 32-bit
// About what a node costs in the JSON chunk, meshes and accessors included
// (80x80: 45 KB for 207 nodes), to size the file up front.
constexpr std::size_t kJsonGuessPerNode = 256;

/// The scene's parts, ready to write; `error` set when a designer's mesh
/// cannot be copied.
struct Parts {
    MadeData made;
    KitPart kits;
    std::size_t bufferBytes = 0;
};

Parts partsOf(Scene& scene, std::string& error) {
    Parts parts;
    parts.made = madeData(scene);
    parts.kits = kitPart(scene, parts.made, error);
    parts.bufferBytes = parts.made.bytes() + parts.kits.bytes.size();
    return parts;
}

}  // namespace

GltfFiles sceneGlb(Scene scene) {
    GltfFiles files;
    try {
        const Parts parts = partsOf(scene, files.error);
        if (!files.ok()) {
            return files;
        }
        // The header and the JSON chunk's header first, their lengths
        // filled in once known; the JSON straight after them, then the
        // buffer, in one string sized for all of it up front.
        std::string& out = files.main;
        const std::size_t binLength = paddedTo4(parts.bufferBytes);
        out.reserve(20 + kJsonGuessPerNode * scene.nodes.size() + 8 + binLength);
        out.assign(20, '\0');
        {
            scene_json::CompactJson writer(out);
            writeDocument(writer, scene, parts.made, parts.kits, parts.bufferBytes, {});
        }
        scene.nodes = {};
        out.resize(paddedTo4(out.size()), ' ');
        const std::size_t jsonLength = out.size() - 20;
        if (out.size() + (binLength > 0 ? 8 + binLength : 0) > kGlbLimit) {
            files = {};
            files.error = "the scene is over 4 GiB, more than a .glb holds: write a .gltf instead";
            return files;
        }
        if (binLength > 0) {
            out.reserve(out.size() + 8 + binLength);
            appendWord(out, static_cast<std::uint32_t>(binLength));
            appendWord(out, kBinChunk);
            appendBuffer(out, scene, parts.made, parts.kits);
            out.resize(out.size() + binLength - parts.bufferBytes, '\0');
        }
        scene = {};
        putWord(out, 0, kGlbMagic);
        putWord(out, 4, 2);
        putWord(out, 8, static_cast<std::uint32_t>(out.size()));
        putWord(out, 12, static_cast<std::uint32_t>(jsonLength));
        putWord(out, 16, kJsonChunk);
    } catch (const std::exception& e) {
        files = {};
        files.error = std::string("cannot make the glTF scene: ") + e.what();
    }
    return files;
}

GltfFiles sceneGltf(Scene scene, const std::string& binName) {
    GltfFiles files;
    try {
        const Parts parts = partsOf(scene, files.error);
        if (!files.ok()) {
            return files;
        }
        {
            JsonWriter writer(files.main, JsonStyle::Readable);
            writeDocument(writer, scene, parts.made, parts.kits, parts.bufferBytes, binName);
        }
        files.main += '\n';
        scene.nodes = {};
        files.bin.reserve(parts.bufferBytes);
        appendBuffer(files.bin, scene, parts.made, parts.kits);
    } catch (const std::exception& e) {
        files = {};
        files.error = std::string("cannot make the glTF scene: ") + e.what();
    }
    return files;
}

}  // namespace easylink

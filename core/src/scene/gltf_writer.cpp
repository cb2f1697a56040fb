#include "easylink/scene/gltf_writer.hpp"

#include <tiny_gltf.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <exception>
#include <sstream>
#include <string_view>
#include <vector>

#include "compact_json.hpp"
#include "easylink/io/json_writer.hpp"
#include "kit_meshes.hpp"
#include "mesh_buffer.hpp"

namespace easylink {
namespace {

using gltf::MadeAccessor;
using gltf::MeshBuffer;
using gltf::paddedTo4;

constexpr int kVertexData = 34962;  // bufferView target ARRAY_BUFFER
constexpr int kIndexData = 34963;   // bufferView target ELEMENT_ARRAY_BUFFER

/// A number as the scene's file writes it: a whole number as an integer
/// ("3", not "3.0"), any other the shortest way that reads back exactly.
template <typename Writer>
void writeNumber(Writer& writer, double number) {
    if (std::abs(number) < 1e15 && number == std::trunc(number) &&
        !(number == 0.0 && std::signbit(number))) {
        writer.value(static_cast<long long>(number));
    } else {
        writer.value(number);
    }
}

/// The double nearest the shortest decimal that reads back as `number`
/// (0.1f: 0.1, where the float's own value prints as 0.10000000149011612).
/// A few are remembered per thread: a scene's bounds repeat.
double shortestDecimal(float number) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, &number, sizeof bits);
    struct Remembered {
        std::uint32_t bits = 0;
        bool known = false;
        double decimal = 0.0;
    };
    thread_local std::array<Remembered, 64> remembered;
    Remembered& slot = remembered[(bits * 0x9e3779b9u) >> 26];
    if (!slot.known || slot.bits != bits) {
        char digits[32];
        const char* end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        double decimal = number;
        std::from_chars(digits, end, decimal);
        slot = {bits, true, decimal};
    }
    return slot.decimal;
}

/// The member `key`, written by writeNumber().
template <typename Writer>
void writeNumberMember(Writer& writer, const char* key, double number) {
    writer.key(key);
    writeNumber(writer, number);
}

/// The array `key` of `values`, each written by writeNumber().
template <typename Writer, typename Range>
void numbersMember(Writer& writer, const char* key, const Range& values) {
    writer.key(key);
    writer.beginArray();
    for (const auto value : values) {
        writeNumber(writer, static_cast<double>(value));
    }
    writer.endArray();
}

/// An accessor's bounds: glTF's floats, each as the shortest decimal that
/// reads back as it.
template <typename Writer>
void boundsMember(Writer& writer, const char* key, const std::array<float, 3>& values) {
    numbersMember(writer, key,
                  std::array<double, 3>{shortestDecimal(values[0]), shortestDecimal(values[1]),
                                        shortestDecimal(values[2])});
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

KitPart kitPart(const Scene& scene, const MeshBuffer& made, std::string& error) {
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
    bases.accessors = static_cast<int>(made.accessors().size());
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
void writeAccessors(Writer& writer, const MeshBuffer& made, const KitPart& kits) {
    writeArray(writer, "accessors", made.accessors().size(), kits, [&] {
        for (const MadeAccessor& accessor : made.accessors()) {
            writer.beginObject();
            writer.member("bufferView", accessor.positions() ? 0 : 1);
            writer.member("byteOffset", accessor.byteOffset);
            writer.member("componentType", accessor.componentType);
            writer.member("count", accessor.count);
            if (accessor.positions()) {
                boundsMember(writer, "max", accessor.max);
                boundsMember(writer, "min", accessor.min);
            }
            writer.member("type", accessor.positions() ? "VEC3" : "SCALAR");
            writer.endObject();
        }
    });
}

template <typename Writer>
void writeBufferViews(Writer& writer, const MeshBuffer& made, const KitPart& kits) {
    writeArray(writer, "bufferViews", static_cast<std::size_t>(made.viewCount()), kits, [&] {
        if (made.viewCount() > 0) {
            writer.beginObject();
            writer.member("buffer", 0);
            writer.member("byteLength", made.positionBytes());
            writer.member("byteStride", 12);
            writer.member("target", kVertexData);
            writer.endObject();
            writer.beginObject();
            writer.member("buffer", 0);
            writer.member("byteLength", made.indexBytes());
            writer.member("byteOffset", made.positionBytes());
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
            numbersMember(writer, "baseColorFactor", material.baseColour);
            writeNumberMember(writer, "metallicFactor", 0.0);
            writeNumberMember(writer, "roughnessFactor", material.roughness);
            writer.endObject();
            writer.endObject();
        }
    });
}

template <typename Writer>
void writeMeshes(Writer& writer, const Scene& scene, const MeshBuffer& made, const KitPart& kits) {
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
                const gltf::PrimitiveAccessors& accessors = made.primitives()[primitive++];
                writer.member("POSITION", accessors.positions);
                writer.endObject();
                writer.member("indices", accessors.indices);
                writer.member("material", part.material);  // mode: triangles, the default
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
        numbersMember(writer, "rotation", node.rotation);
    }
    if (node.translation != std::array<double, 3>{}) {
        numbersMember(writer, "translation", node.translation);
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
        numbersMember(writer, "matrix", node.matrix);
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
            numbersMember(writer, name, *values);
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
void writeDocument(Writer& writer, Scene& scene, const MeshBuffer& made, const KitPart& kits,
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
void appendBuffer(std::string& out, Scene& scene, const MeshBuffer& made, const KitPart& kits) {
    made.append(out);
    scene.meshes = {};
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
    Parts(const Scene& scene, std::string& error)
        : made(scene),
          kits(kitPart(scene, made, error)),
          bufferBytes(made.bytes() + kits.bytes.size()) {}

    MeshBuffer made;
    KitPart kits;
    std::size_t bufferBytes = 0;
};

}  // namespace

GltfFiles sceneGlb(Scene scene) {
    GltfFiles files;
    try {
        const Parts parts(scene, files.error);
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
        const Parts parts(scene, files.error);
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

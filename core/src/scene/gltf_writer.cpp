#include "easylink/scene/gltf_writer.hpp"

#include <exception>
#include <limits>
#include <sstream>

#include "../catalogue/gltf_file.hpp"
#include "gltf_model.hpp"
#include "kit_meshes.hpp"

namespace easylink {
namespace {

/// A JSON value as tinygltf holds extras (objects as sorted maps).
tinygltf::Value toValue(const Json& json) {
    switch (json.type()) {
        case Json::value_t::boolean: return tinygltf::Value(json.get<bool>());
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned: {
            const auto wide = json.get<std::int64_t>();
            if (wide >= std::numeric_limits<int>::min() &&
                wide <= std::numeric_limits<int>::max()) {
                return tinygltf::Value(static_cast<int>(wide));
            }
            return tinygltf::Value(static_cast<double>(wide));
        }
        case Json::value_t::number_float: return tinygltf::Value(json.get<double>());
        case Json::value_t::string: return tinygltf::Value(json.get<std::string>());
        case Json::value_t::array: {
            tinygltf::Value::Array array;
            array.reserve(json.size());
            for (const Json& item : json) {
                array.push_back(toValue(item));
            }
            return tinygltf::Value(std::move(array));
        }
        case Json::value_t::object: {
            tinygltf::Value::Object object;
            for (const auto& [key, item] : json.items()) {
                object.emplace(key, toValue(item));
            }
            return tinygltf::Value(std::move(object));
        }
        default: return tinygltf::Value();  // null: tinygltf writes no extras
    }
}

std::vector<double> asDoubles(const std::array<float, 3>& values) {
    return {values[0], values[1], values[2]};
}

/// Adds a made mesh's primitives: positions, normals and indices (16-bit
/// when the vertices allow).
tinygltf::Mesh madeMesh(tinygltf::Model& model, const SceneMesh& mesh) {
    tinygltf::Mesh made;
    made.name = mesh.name;
    for (const ScenePrimitive& primitive : mesh.primitives) {
        const MeshData& data = primitive.data;
        const std::size_t vertices = data.vertexCount();
        tinygltf::Primitive out;
        out.mode = TINYGLTF_MODE_TRIANGLES;
        out.material = primitive.material;
        out.attributes["POSITION"] = gltf::addAccessor(
            model, data.positions.data(), data.positions.size() * sizeof(float),
            TINYGLTF_COMPONENT_TYPE_FLOAT, TINYGLTF_TYPE_VEC3, vertices,
            TINYGLTF_TARGET_ARRAY_BUFFER, asDoubles(data.lowest()), asDoubles(data.highest()));
        out.attributes["NORMAL"] =
            gltf::addAccessor(model, data.normals.data(), data.normals.size() * sizeof(float),
                              TINYGLTF_COMPONENT_TYPE_FLOAT, TINYGLTF_TYPE_VEC3, vertices,
                              TINYGLTF_TARGET_ARRAY_BUFFER);
        if (vertices <= 0xFFFF) {
            const std::vector<std::uint16_t> narrow(data.indices.begin(), data.indices.end());
            out.indices =
                gltf::addAccessor(model, narrow.data(), narrow.size() * sizeof(std::uint16_t),
                                  TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT, TINYGLTF_TYPE_SCALAR,
                                  narrow.size(), TINYGLTF_TARGET_ELEMENT_ARRAY_BUFFER);
        } else {
            out.indices = gltf::addAccessor(
                model, data.indices.data(), data.indices.size() * sizeof(std::uint32_t),
                TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT, TINYGLTF_TYPE_SCALAR, data.indices.size(),
                TINYGLTF_TARGET_ELEMENT_ARRAY_BUFFER);
        }
        made.primitives.push_back(std::move(out));
    }
    return made;
}

tinygltf::Material madeMaterial(const SceneMaterial& material) {
    tinygltf::Material made;
    made.name = material.name;
    made.pbrMetallicRoughness.baseColorFactor = {material.baseColour.begin(),
                                                 material.baseColour.end()};
    made.pbrMetallicRoughness.metallicFactor = 0.0;
    made.pbrMetallicRoughness.roughnessFactor = material.roughness;
    return made;
}

/// The scene as a tinygltf model; `error` set when a designer's mesh
/// cannot be copied. The scene's meshes and extras are released as they
/// are copied.
tinygltf::Model modelOf(Scene& scene, std::string& error) {
    tinygltf::Model model;
    model.asset.version = "2.0";
    model.asset.generator = "Easylink Studio";
    model.buffers.emplace_back();
    for (const SceneMaterial& material : scene.materials) {
        model.materials.push_back(madeMaterial(material));
    }
    for (SceneMesh& mesh : scene.meshes) {
        model.meshes.push_back(madeMesh(model, mesh));
        mesh.primitives = {};
    }
    // The scene's nodes keep their indices; the designers' copies follow.
    model.nodes.resize(scene.nodes.size());
    gltf::KitCopier kits(model);
    for (std::size_t i = 0; i < scene.nodes.size(); ++i) {
        SceneNode& node = scene.nodes[i];
        tinygltf::Node made;
        made.name = node.name;
        if (node.translation != std::array<double, 3>{}) {
            made.translation = {node.translation.begin(), node.translation.end()};
        }
        if (node.rotation != std::array<double, 4>{0.0, 0.0, 0.0, 1.0}) {
            made.rotation = {node.rotation.begin(), node.rotation.end()};
        }
        made.mesh = node.mesh;
        made.extras = toValue(node.extras);
        node.extras = Json();
        if (node.kitMesh >= 0) {
            const int copy =
                kits.instantiate(scene.kitMeshes[static_cast<std::size_t>(node.kitMesh)], error);
            if (copy < 0) {
                return model;
            }
            made.children.push_back(copy);
        }
        // By index: the copy has grown the node list.
        model.nodes[i] = std::move(made);
        if (node.parent >= 0) {
            model.nodes[static_cast<std::size_t>(node.parent)].children.push_back(
                static_cast<int>(i));
        }
    }
    tinygltf::Scene top;
    top.name = "level";
    if (!scene.nodes.empty()) {
        top.nodes.push_back(0);
    }
    model.scenes.push_back(std::move(top));
    model.defaultScene = 0;
    if (model.buffers.front().data.empty()) {
        model.buffers.clear();
    }
    return model;
}

/// The model as a .glb's bytes.
std::string glbBytes(tinygltf::Model& model) {
    std::ostringstream out(std::ios::binary);
    tinygltf::TinyGLTF writer;
    writer.WriteGltfSceneToStream(&model, out, false, true);
    return std::move(out).str();
}

}  // namespace

GltfFiles sceneGlb(Scene scene) {
    GltfFiles files;
    try {
        tinygltf::Model model = modelOf(scene, files.error);
        if (files.ok()) {
            files.main = glbBytes(model);
        }
    } catch (const std::exception& e) {
        files.error = std::string("cannot make the glTF scene: ") + e.what();
    }
    return files;
}

GltfFiles sceneGltf(Scene scene, const std::string& binName) {
    GltfFiles files;
    try {
        tinygltf::Model model = modelOf(scene, files.error);
        if (!files.ok()) {
            return files;
        }
        // One serialisation for both forms: the .glb's JSON chunk names its
        // buffer by position; the .gltf names the .bin instead.
        const std::string glb = glbBytes(model);
        const std::size_t jsonLength = glbWord(glb, 12);
        Json json = Json::parse(glb.substr(20, jsonLength));
        if (json.contains("buffers")) {
            const std::size_t binLength = json["buffers"][0]["byteLength"].get<std::size_t>();
            json["buffers"][0]["uri"] = binName;
            files.bin = glb.substr(20 + jsonLength + 8, binLength);
        }
        files.main = json.dump(2) + "\n";
    } catch (const std::exception& e) {
        files.error = std::string("cannot make the glTF scene: ") + e.what();
    }
    return files;
}

}  // namespace easylink

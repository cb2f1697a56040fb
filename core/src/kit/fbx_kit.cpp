// [SECTION] FBX room kits through assimp
//
// See fbx_kit.hpp for the rules. assimp reads the file; a glTF model is
// built from its scene, one root node per module, with the file's unit and
// axes and each root's rotation and scale turned into a matrix on the
// root's children (so that the module is measured in metres, +Y up, in the
// root's frame, as section 10 wants of a glTF kit); tinygltf writes it as a
// .glb, which importKitBytes() then reads like any kit.

#include "easylink/kit/fbx_kit.hpp"

#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>
#include <tiny_gltf.h>
#include <assimp/Importer.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "easylink/catalogue/mesh_files.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

using Matrix3 = std::array<std::array<double, 3>, 3>;

/// From the file's frame and unit to glTF's: metres, +Y up, +Z to the front.
struct FileFrame {
    Matrix3 axes{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};  // rows: glTF X, Y, Z in file axes
    double metresPerUnit = 0.01;                      // FBX's default unit is the centimetre
};

/// A number of the scene's settings, whatever type assimp gave it.
bool settingNumber(const aiMetadata* settings, const char* key, double& out) {
    if (settings == nullptr) {
        return false;
    }
    for (unsigned i = 0; i < settings->mNumProperties; ++i) {
        if (std::strcmp(settings->mKeys[i].C_Str(), key) != 0) {
            continue;
        }
        const aiMetadataEntry& entry = settings->mValues[i];
        switch (entry.mType) {
            case AI_INT32: out = *static_cast<const std::int32_t*>(entry.mData); return true;
            case AI_UINT64:
                out = static_cast<double>(*static_cast<const std::uint64_t*>(entry.mData));
                return true;
            case AI_FLOAT: out = *static_cast<const float*>(entry.mData); return true;
            case AI_DOUBLE: out = *static_cast<const double*>(entry.mData); return true;
            default: return false;
        }
    }
    return false;
}

/// The file's unit (UnitScaleFactor: centimetres per unit) and axes
/// (UpAxis, FrontAxis, CoordAxis and their signs); FBX's defaults, Y up
/// in centimetres, where they are missing or make no frame.
FileFrame fileFrameOf(const aiScene& scene) {
    FileFrame frame;
    double unit = 1;
    if (settingNumber(scene.mMetaData, "UnitScaleFactor", unit) && std::isfinite(unit) &&
        unit > 0) {
        frame.metresPerUnit = unit / 100;
    }
    std::array<double, 6> axis{1, 1, 2, 1, 0, 1};
    const std::array<const char*, 6> keys{"UpAxis",        "UpAxisSign", "FrontAxis",
                                          "FrontAxisSign", "CoordAxis",  "CoordAxisSign"};
    for (std::size_t i = 0; i < keys.size(); ++i) {
        settingNumber(scene.mMetaData, keys[i], axis[i]);
    }
    const auto index = [](double a) { return static_cast<int>(a); };
    const int up = index(axis[0]);
    const int front = index(axis[2]);
    const int coord = index(axis[4]);
    const bool usable = up >= 0 && up < 3 && front >= 0 && front < 3 && coord >= 0 && coord < 3 &&
                        up != front && up != coord && front != coord;
    if (usable) {
        frame.axes = Matrix3{};
        frame.axes[0][static_cast<std::size_t>(coord)] = axis[5] < 0 ? -1 : 1;
        frame.axes[1][static_cast<std::size_t>(up)] = axis[1] < 0 ? -1 : 1;
        frame.axes[2][static_cast<std::size_t>(front)] = axis[3] < 0 ? -1 : 1;
    }
    return frame;
}

Matrix3 linearPart(const aiMatrix4x4& m) {
    return {{{m.a1, m.a2, m.a3}, {m.b1, m.b2, m.b3}, {m.c1, m.c2, m.c3}}};
}

Matrix3 product(const Matrix3& a, const Matrix3& b) {
    Matrix3 out{};
    for (std::size_t r = 0; r < 3; ++r) {
        for (std::size_t c = 0; c < 3; ++c) {
            for (std::size_t k = 0; k < 3; ++k) {
                out[r][c] += a[r][k] * b[k][c];
            }
        }
    }
    return out;
}

double determinant(const Matrix3& m) {
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
           m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
           m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

/// glTF's column-major 16 numbers of `linear` after `local`.
std::vector<double> gltfMatrix(const Matrix3& linear, const aiMatrix4x4& local) {
    const std::array<std::array<double, 4>, 4> l{{{local.a1, local.a2, local.a3, local.a4},
                                                  {local.b1, local.b2, local.b3, local.b4},
                                                  {local.c1, local.c2, local.c3, local.c4},
                                                  {local.d1, local.d2, local.d3, local.d4}}};
    std::array<std::array<double, 4>, 4> m{};
    for (std::size_t r = 0; r < 3; ++r) {
        for (std::size_t c = 0; c < 4; ++c) {
            for (std::size_t k = 0; k < 3; ++k) {
                m[r][c] += linear[r][k] * l[k][c];
            }
        }
    }
    m[3] = l[3];
    std::vector<double> columns;
    for (std::size_t c = 0; c < 4; ++c) {
        for (std::size_t r = 0; r < 4; ++r) {
            // Quarter turns in single precision leave 4e-8 where 0 is meant
            // (and 1.00000004 for 1): whole numbers are snapped to.
            const double value = m[r][c];
            const double whole = std::round(value);
            columns.push_back(std::abs(value - whole) < 1e-6 ? whole + 0.0 : value);
        }
    }
    return columns;
}

/// Builds the glTF kit from assimp's scene, module by module.
class GltfKitBuilder {
public:
    GltfKitBuilder(const aiScene& scene, FileFrame frame) : scene_(scene), frame_(frame) {
        model_.asset.version = "2.0";
        model_.asset.generator = "easylink import-modules (from FBX)";
        model_.buffers.emplace_back();
        model_.scenes.emplace_back();
        model_.defaultScene = 0;
        for (unsigned i = 0; i < scene.mNumCameras; ++i) {
            skipped_.insert(scene.mCameras[i]->mName.C_Str());
        }
        for (unsigned i = 0; i < scene.mNumLights; ++i) {
            skipped_.insert(scene.mLights[i]->mName.C_Str());
        }
    }

    /// Adds the root node `root` (below assimp's scene root `parent`) as a
    /// module; false, with a problem, when it cannot be one.
    bool addModule(const aiNode& root, const aiMatrix4x4& parent, std::string& problem) {
        if (root.mNumMeshes == 0 && root.mNumChildren == 0 && skipped_.count(root.mName.C_Str())) {
            return true;  // a camera or a light
        }
        const aiMatrix4x4 world = parent * root.mTransformation;
        const Matrix3 linear = linearPart(world);
        Matrix3 toModule = product(frame_.axes, linear);
        for (auto& row : toModule) {
            for (double& value : row) {
                value *= frame_.metresPerUnit;
            }
        }
        if (!(std::abs(determinant(toModule)) > 1e-12)) {
            problem = "root node \"" + printableExcerpt(root.mName.C_Str(), 80) +
                      "\" is scaled to nothing: it has no size to measure";
            return false;
        }
        tinygltf::Node node;
        node.name = root.mName.C_Str();
        const std::array<double, 3> t{world.a4, world.b4, world.c4};
        node.translation.resize(3);
        for (std::size_t r = 0; r < 3; ++r) {
            double value = 0;
            for (std::size_t k = 0; k < 3; ++k) {
                value += frame_.axes[r][k] * t[k];
            }
            node.translation[r] = value * frame_.metresPerUnit;
        }
        if (root.mNumMeshes > 0) {
            tinygltf::Node own;
            own.name = node.name + " mesh";
            own.matrix = gltfMatrix(toModule, aiMatrix4x4());
            own.mesh = meshOf(root);
            node.children.push_back(push(std::move(own)));
        }
        for (unsigned i = 0; i < root.mNumChildren; ++i) {
            node.children.push_back(addNode(*root.mChildren[i], &toModule));
        }
        model_.scenes[0].nodes.push_back(push(std::move(node)));
        return true;
    }

    /// The .glb's bytes.
    std::string glb() {
        model_.buffers[0].data = std::move(bytes_);
        std::ostringstream out;
        tinygltf::TinyGLTF writer;
        writer.WriteGltfSceneToStream(&model_, out, false, true);
        return out.str();
    }

private:
    int push(tinygltf::Node node) {
        model_.nodes.push_back(std::move(node));
        return static_cast<int>(model_.nodes.size() - 1);
    }

    /// A node and its subtree; `toModule` goes before the transform of a
    /// root's child.
    int addNode(const aiNode& from, const Matrix3* toModule) {
        tinygltf::Node node;
        node.name = from.mName.C_Str();
        if (toModule != nullptr) {
            node.matrix = gltfMatrix(*toModule, from.mTransformation);
        } else if (!from.mTransformation.IsIdentity()) {
            node.matrix =
                gltfMatrix(Matrix3{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}, from.mTransformation);
        }
        if (from.mNumMeshes > 0) {
            node.mesh = meshOf(from);
        }
        for (unsigned i = 0; i < from.mNumChildren; ++i) {
            node.children.push_back(addNode(*from.mChildren[i], nullptr));
        }
        return push(std::move(node));
    }

    /// A glTF mesh of the node's meshes, one primitive each (none: -1).
    int meshOf(const aiNode& node) {
        tinygltf::Mesh mesh;
        mesh.name = node.mName.C_Str();
        for (unsigned i = 0; i < node.mNumMeshes; ++i) {
            if (std::optional<tinygltf::Primitive> primitive = primitiveOf(node.mMeshes[i])) {
                mesh.primitives.push_back(std::move(*primitive));
            }
        }
        if (mesh.primitives.empty()) {
            return -1;
        }
        model_.meshes.push_back(std::move(mesh));
        return static_cast<int>(model_.meshes.size() - 1);
    }

    /// assimp's mesh `index` as a primitive: its triangles, positions,
    /// normals when it has them, and material. Shared between the nodes
    /// that draw it.
    std::optional<tinygltf::Primitive> primitiveOf(unsigned index) {
        if (const auto made = primitives_.find(index); made != primitives_.end()) {
            return made->second;
        }
        std::optional<tinygltf::Primitive> result;
        const aiMesh* mesh = index < scene_.mNumMeshes ? scene_.mMeshes[index] : nullptr;
        if (mesh != nullptr && mesh->mNumVertices > 0) {
            std::vector<std::uint32_t> triangles;
            for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
                const aiFace& face = mesh->mFaces[f];
                if (face.mNumIndices == 3) {
                    triangles.insert(triangles.end(), face.mIndices, face.mIndices + 3);
                }
            }
            if (!triangles.empty()) {
                tinygltf::Primitive primitive;
                primitive.mode = TINYGLTF_MODE_TRIANGLES;
                primitive.attributes["POSITION"] =
                    vectors(mesh->mVertices, mesh->mNumVertices, true);
                if (mesh->HasNormals()) {
                    primitive.attributes["NORMAL"] =
                        vectors(mesh->mNormals, mesh->mNumVertices, false);
                }
                primitive.indices = indices(triangles);
                primitive.material = materialOf(mesh->mMaterialIndex);
                result = std::move(primitive);
            }
        }
        primitives_.emplace(index, result);
        return result;
    }

    int view(const void* data, std::size_t size, int target) {
        while (bytes_.size() % 4 != 0) {
            bytes_.push_back(0);
        }
        tinygltf::BufferView view;
        view.buffer = 0;
        view.byteOffset = bytes_.size();
        view.byteLength = size;
        view.target = target;
        const auto* first = static_cast<const unsigned char*>(data);
        bytes_.insert(bytes_.end(), first, first + size);
        model_.bufferViews.push_back(view);
        return static_cast<int>(model_.bufferViews.size() - 1);
    }

    int vectors(const aiVector3D* from, unsigned count, bool bounds) {
        std::vector<float> values;
        values.reserve(std::size_t{count} * 3);
        tinygltf::Accessor accessor;
        accessor.minValues.assign(3, std::numeric_limits<double>::max());
        accessor.maxValues.assign(3, std::numeric_limits<double>::lowest());
        for (unsigned i = 0; i < count; ++i) {
            const std::array<float, 3> v{from[i].x, from[i].y, from[i].z};
            for (std::size_t k = 0; k < 3; ++k) {
                const float value = std::isfinite(v[k]) ? v[k] : 0.0F;
                values.push_back(value);
                accessor.minValues[k] = std::min<double>(accessor.minValues[k], value);
                accessor.maxValues[k] = std::max<double>(accessor.maxValues[k], value);
            }
        }
        if (!bounds) {
            accessor.minValues.clear();
            accessor.maxValues.clear();
        }
        accessor.bufferView =
            view(values.data(), values.size() * sizeof(float), TINYGLTF_TARGET_ARRAY_BUFFER);
        accessor.componentType = TINYGLTF_COMPONENT_TYPE_FLOAT;
        accessor.type = TINYGLTF_TYPE_VEC3;
        accessor.count = count;
        model_.accessors.push_back(std::move(accessor));
        return static_cast<int>(model_.accessors.size() - 1);
    }

    int indices(const std::vector<std::uint32_t>& triangles) {
        tinygltf::Accessor accessor;
        accessor.bufferView = view(triangles.data(), triangles.size() * sizeof(std::uint32_t),
                                   TINYGLTF_TARGET_ELEMENT_ARRAY_BUFFER);
        accessor.componentType = TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT;
        accessor.type = TINYGLTF_TYPE_SCALAR;
        accessor.count = triangles.size();
        model_.accessors.push_back(std::move(accessor));
        return static_cast<int>(model_.accessors.size() - 1);
    }

    /// assimp's material `index` with its base colour (or diffuse colour
    /// and opacity), not metallic.
    int materialOf(unsigned index) {
        if (index >= scene_.mNumMaterials) {
            return -1;
        }
        if (const auto made = materials_.find(index); made != materials_.end()) {
            return made->second;
        }
        const aiMaterial& from = *scene_.mMaterials[index];
        tinygltf::Material material;
        aiString name;
        if (from.Get(AI_MATKEY_NAME, name) == aiReturn_SUCCESS) {
            material.name = name.C_Str();
        }
        aiColor4D colour(0.8F, 0.8F, 0.8F, 1.0F);
        if (from.Get(AI_MATKEY_BASE_COLOR, colour) != aiReturn_SUCCESS) {
            aiColor3D diffuse(0.8F, 0.8F, 0.8F);
            from.Get(AI_MATKEY_COLOR_DIFFUSE, diffuse);
            float opacity = 1;
            from.Get(AI_MATKEY_OPACITY, opacity);
            colour = aiColor4D(diffuse.r, diffuse.g, diffuse.b, opacity);
        }
        const auto unit = [](float value) {
            return std::isfinite(value) ? std::clamp(static_cast<double>(value), 0.0, 1.0) : 1.0;
        };
        material.pbrMetallicRoughness.baseColorFactor = {unit(colour.r), unit(colour.g),
                                                         unit(colour.b), unit(colour.a)};
        material.pbrMetallicRoughness.metallicFactor = 0;
        if (colour.a < 1) {
            material.alphaMode = "BLEND";
        }
        model_.materials.push_back(std::move(material));
        const int made = static_cast<int>(model_.materials.size() - 1);
        materials_.emplace(index, made);
        return made;
    }

    const aiScene& scene_;
    FileFrame frame_;
    tinygltf::Model model_;
    std::vector<unsigned char> bytes_;
    std::set<std::string> skipped_;  // cameras and lights
    std::map<unsigned, std::optional<tinygltf::Primitive>> primitives_;
    std::map<unsigned, int> materials_;
};

std::string quoted(const fs::path& file) {
    return "\"" + printableExcerpt(file.string(), 200) + "\"";
}

}  // namespace

FbxKit convertFbxKit(const fs::path& file) {
    FbxKit kit;
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
        kit.problems.push_back(quoted(file) +
                               (fs::exists(file, ec) ? ": not a file" : ": no such file"));
        return kit;
    }
    const std::uintmax_t size = fs::file_size(file, ec);
    if (ec || size > kMaxMeshFileBytes) {
        kit.problems.push_back(quoted(file) + ": too large (kits are read up to " +
                               std::to_string(kMaxMeshFileBytes >> 20) + " MiB)");
        return kit;
    }
    try {
        Assimp::Importer importer;
        importer.SetPropertyBool(AI_CONFIG_IMPORT_FBX_PRESERVE_PIVOTS, false);
        importer.SetPropertyInteger(AI_CONFIG_PP_SBP_REMOVE,
                                    aiPrimitiveType_POINT | aiPrimitiveType_LINE);
        const aiScene* scene =
            importer.ReadFile(file.string(), aiProcess_Triangulate | aiProcess_SortByPType |
                                                 aiProcess_JoinIdenticalVertices);
        if (scene == nullptr || scene->mRootNode == nullptr) {
            std::string reason = importer.GetErrorString();
            reason = reason.substr(0, reason.find('\n'));
            kit.problems.push_back(
                quoted(file) + ": not an FBX file that can be read (" +
                printableExcerpt(reason.empty() ? "no reason given" : reason, 200) + ")");
            return kit;
        }
        GltfKitBuilder builder(*scene, fileFrameOf(*scene));
        const aiNode& root = *scene->mRootNode;
        for (unsigned i = 0; i < root.mNumChildren; ++i) {
            std::string problem;
            if (!builder.addModule(*root.mChildren[i], root.mTransformation, problem)) {
                kit.problems.push_back(quoted(file) + ": " + problem);
            }
        }
        if (kit.ok()) {
            kit.glb = builder.glb();
        }
    } catch (const std::exception& e) {
        kit.problems.push_back(quoted(file) + ": cannot be read (" +
                               printableExcerpt(e.what(), 200) + ")");
    }
    return kit;
}

KitImport importFbxKit(const fs::path& file, const KitImportOptions& options, std::string& glb) {
    FbxKit converted = convertFbxKit(file);
    if (!converted.ok()) {
        KitImport failed;
        failed.problems = std::move(converted.problems);
        return failed;
    }
    KitImport kit = importKitBytes(converted.glb, file.string(), options);
    if (kit.ok()) {
        glb = std::move(converted.glb);
    }
    return kit;
}

}  // namespace easylink

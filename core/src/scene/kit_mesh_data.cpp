#include "easylink/scene/kit_mesh_data.hpp"

#include <stb_image.h>

#include <algorithm>
#include <filesystem>
#include <limits>
#include <map>
#include <utility>

#include "../catalogue/gltf_file.hpp"
#include "../catalogue/gltf_triangles.hpp"
#include "easylink/catalogue/mesh_files.hpp"

namespace easylink {
namespace {

/// The largest side of a texture the view takes (a 16k texture is 1 GiB
/// of texels); larger ones are drawn in their material's colour.
constexpr int kMaxTextureSide = 8192;

TextureWrap wrapOf(int mode) {
    switch (mode) {
        case TINYGLTF_TEXTURE_WRAP_CLAMP_TO_EDGE: return TextureWrap::ClampToEdge;
        case TINYGLTF_TEXTURE_WRAP_MIRRORED_REPEAT: return TextureWrap::MirroredRepeat;
        default: return TextureWrap::Repeat;
    }
}

}  // namespace

/// Decodes the images of a designer's file, each once, as the view draws
/// them; what cannot be read leaves a note and no texture.
class KitMeshReader::TextureReader {
public:
    explicit TextureReader(const tinygltf::Model& model) : model_(model) {}

    /// The base colour texture of `material`, or null.
    std::shared_ptr<const SceneImage> baseColour(int material) {
        if (material < 0 || static_cast<std::size_t>(material) >= model_.materials.size()) {
            return nullptr;
        }
        const int texture = model_.materials[static_cast<std::size_t>(material)]
                                .pbrMetallicRoughness.baseColorTexture.index;
        if (texture < 0 || static_cast<std::size_t>(texture) >= model_.textures.size()) {
            return nullptr;
        }
        const tinygltf::Texture& from = model_.textures[static_cast<std::size_t>(texture)];
        const auto [at, isNew] = read_.try_emplace(texture);
        if (isNew) {
            at->second = decode(from);
        }
        return at->second;
    }

    /// The first image that could not be read, in one line; empty when all
    /// could.
    const std::string& note() const { return note_; }

private:
    std::shared_ptr<const SceneImage> decode(const tinygltf::Texture& texture) {
        if (texture.source < 0 ||
            static_cast<std::size_t>(texture.source) >= model_.images.size()) {
            return nullptr;
        }
        const tinygltf::Image& image = model_.images[static_cast<std::size_t>(texture.source)];
        const std::vector<unsigned char>& bytes = image.image;
        const std::string name = image.name.empty() ? "image " + std::to_string(texture.source)
                                                    : "image \"" + image.name + "\"";
        int width = 0;
        int height = 0;
        int channels = 0;
        if (bytes.empty() ||
            bytes.size() > static_cast<std::size_t>(std::numeric_limits<int>::max()) ||
            stbi_info_from_memory(bytes.data(), static_cast<int>(bytes.size()), &width, &height,
                                  &channels) == 0) {
            noteOnce(name + " is not a PNG or JPEG image");
            return nullptr;
        }
        if (width > kMaxTextureSide || height > kMaxTextureSide) {
            noteOnce(name + " is " + std::to_string(width) + "x" + std::to_string(height) +
                     ", larger than the 3D view draws (" + std::to_string(kMaxTextureSide) +
                     " a side)");
            return nullptr;
        }
        unsigned char* texels = stbi_load_from_memory(bytes.data(), static_cast<int>(bytes.size()),
                                                      &width, &height, &channels, 4);
        if (texels == nullptr) {
            noteOnce(name + " cannot be decoded: " + stbi_failure_reason());
            return nullptr;
        }
        auto decoded = std::make_shared<SceneImage>();
        decoded->width = width;
        decoded->height = height;
        decoded->rgba.assign(texels, texels + static_cast<std::size_t>(width) *
                                                  static_cast<std::size_t>(height) * 4);
        stbi_image_free(texels);
        if (texture.sampler >= 0 &&
            static_cast<std::size_t>(texture.sampler) < model_.samplers.size()) {
            const tinygltf::Sampler& sampler =
                model_.samplers[static_cast<std::size_t>(texture.sampler)];
            decoded->wrapU = wrapOf(sampler.wrapS);
            decoded->wrapV = wrapOf(sampler.wrapT);
            decoded->smooth = sampler.magFilter != TINYGLTF_TEXTURE_FILTER_NEAREST;
        }
        return decoded;
    }

    void noteOnce(const std::string& problem) {
        if (note_.empty()) {
            note_ = problem + "; drawn in its material's colour";
        }
    }

    const tinygltf::Model& model_;
    std::map<int, std::shared_ptr<const SceneImage>> read_;  // by texture
    std::string note_;
};

/// A designer's file as read, and its images as decoded so far.
struct KitMeshReader::File {
    LoadedGltf loaded;
    std::filesystem::file_time_type written{};
    std::unique_ptr<TextureReader> textures;
};

namespace {

/// A part being gathered: its triangles and, when textured, their
/// coordinates.
struct PartInMaking {
    MeshData data;
    std::vector<float> texCoords;
};

}  // namespace

KitMeshReader::KitMeshReader() = default;
KitMeshReader::~KitMeshReader() = default;
KitMeshReader::KitMeshReader(KitMeshReader&&) noexcept = default;
KitMeshReader& KitMeshReader::operator=(KitMeshReader&&) noexcept = default;

KitMeshReader::File& KitMeshReader::file(const KitMesh& kit) {
    std::error_code ec;
    const std::filesystem::file_time_type written = std::filesystem::last_write_time(kit.file, ec);
    std::unique_ptr<File>& file = files_[kit.file.string()];
    if (!file || file->written != written || ec) {
        file = std::make_unique<File>();
        file->loaded = loadGltfFile(kit.file, kMaxMeshFileBytes, GltfImages::Keep);
        file->written = written;
        file->textures = std::make_unique<TextureReader>(file->loaded.model);
    }
    return *file;
}

KitMeshRead KitMeshReader::read(const KitMesh& kit) {
    KitMeshRead read;
    File& source = file(kit);
    const LoadedGltf& loaded = source.loaded;
    if (!loaded.ok()) {
        read.error = kit.fileAsWritten + ": " + loaded.error;
        return read;
    }
    const auto node = std::find_if(loaded.model.nodes.begin(), loaded.model.nodes.end(),
                                   [&](const tinygltf::Node& n) { return n.name == kit.node; });
    if (node == loaded.model.nodes.end()) {
        read.error = kit.fileAsWritten + " has no node \"" + kit.node + "\"";
        return read;
    }
    // A part per material, and per whether its triangles carry texture
    // coordinates (a material's texture shows only on those that do).
    using PartKey = std::pair<int, bool>;
    std::map<PartKey, PartInMaking> parts;
    std::vector<PartKey> order;
    forEachNodeTriangle(loaded.model, *node, kit.offset, [&](const NodeTriangle& triangle) {
        const PartKey key{triangle.material, triangle.textured};
        auto [at, isNew] = parts.try_emplace(key);
        if (isNew) {
            order.push_back(key);
        }
        PartInMaking& part = at->second;
        const auto first = static_cast<std::uint32_t>(part.data.vertexCount());
        for (std::size_t corner = 0; corner < 3; ++corner) {
            for (const double value : triangle.corners[corner]) {
                part.data.positions.push_back(static_cast<float>(value));
            }
            if (triangle.textured) {
                part.texCoords.insert(part.texCoords.end(), triangle.texCoords[corner].begin(),
                                      triangle.texCoords[corner].end());
            }
        }
        part.data.indices.insert(part.data.indices.end(), {first, first + 1, first + 2});
    });
    TextureReader& textures = *source.textures;
    for (const PartKey& key : order) {
        const auto [material, textured] = key;
        PartInMaking& making = parts[key];
        KitMeshPart part;
        part.data = std::make_shared<const MeshData>(std::move(making.data));
        part.material.name = "kit";
        part.material.baseColour = {0.8, 0.8, 0.8, 1.0};
        if (material >= 0 && static_cast<std::size_t>(material) < loaded.model.materials.size()) {
            const tinygltf::Material& from =
                loaded.model.materials[static_cast<std::size_t>(material)];
            part.material.name = from.name;
            const std::vector<double>& colour = from.pbrMetallicRoughness.baseColorFactor;
            if (colour.size() == 4) {
                part.material.baseColour = {colour[0], colour[1], colour[2], colour[3]};
            }
            if (textured) {
                part.material.texture = textures.baseColour(material);
            }
        }
        if (part.material.texture) {
            part.texCoords =
                std::make_shared<const std::vector<float>>(std::move(making.texCoords));
        }
        read.parts.push_back(std::move(part));
    }
    if (!textures.note().empty()) {
        read.note = kit.fileAsWritten + ": " + textures.note();
    }
    return read;
}

KitMeshRead readKitMeshData(const KitMesh& kit) {
    return KitMeshReader().read(kit);
}

}  // namespace easylink

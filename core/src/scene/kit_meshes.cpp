#include "kit_meshes.hpp"

#include <cstring>
#include <vector>

#include "easylink/catalogue/mesh_files.hpp"
#include "easylink/io/problem.hpp"
#include "mesh_buffer.hpp"

namespace easylink::gltf {
namespace {

/// Looks up `key` in a copy map, or copies it with `copy` and records it.
template <typename Copy>
int copiedOnce(std::map<int, int>& copies, int key, Copy copy) {
    const auto found = copies.find(key);
    if (found != copies.end()) {
        return found->second;
    }
    const int made = copy();
    copies.emplace(key, made);
    return made;
}

bool validIndex(int index, std::size_t size) {
    return index >= 0 && static_cast<std::size_t>(index) < size;
}

}  // namespace

KitCopier::Source& KitCopier::source(const KitMesh& kit) {
    const std::string key = kit.file.string();
    auto found = sources_.find(key);
    if (found == sources_.end()) {
        Source loaded{
            loadGltfFile(kit.file, kMaxMeshFileBytes, GltfImages::Keep), {}, {}, {}, {}, {}};
        found = sources_.emplace(key, std::move(loaded)).first;
    }
    return found->second;
}

int KitCopier::instantiate(const KitMesh& kit, std::string& error) {
    Source& from = source(kit);
    const std::string where = "mesh file \"" + printableExcerpt(kit.fileAsWritten, 200) + "\"";
    if (!from.loaded.ok()) {
        error = where + ": " + from.loaded.error;
        return -1;
    }
    const std::vector<tinygltf::Node>& nodes = from.loaded.model.nodes;
    int found = -1;
    for (std::size_t i = 0; i < nodes.size() && found < 0; ++i) {
        if (nodes[i].name == kit.node) {
            found = static_cast<int>(i);
        }
    }
    if (found < 0) {
        error = where + " has no node \"" + printableExcerpt(kit.node) + "\"";
        return -1;
    }
    // The node's own transform stays behind: its content moves into the
    // module frame by the offset alone.
    tinygltf::Node holder;
    holder.name = kit.node;
    if (kit.offset != std::array<double, 3>{}) {
        holder.translation = {kit.offset[0], kit.offset[1], kit.offset[2]};
    }
    const tinygltf::Node& original = nodes[static_cast<std::size_t>(found)];
    if (original.mesh >= 0) {
        holder.mesh = copyMesh(from, original.mesh, error);
    }
    for (const int child : original.children) {
        holder.children.push_back(copyNode(from, child, error));
    }
    if (!error.empty()) {
        error = where + ", node \"" + printableExcerpt(kit.node) + "\": " + error;
        return -1;
    }
    return addNode(std::move(holder));
}

int KitCopier::copyNode(Source& from, int index, std::string& error) {
    const std::vector<tinygltf::Node>& nodes = from.loaded.model.nodes;
    if (!validIndex(index, nodes.size())) {
        error = "a child that is not a node";
        return -1;
    }
    const tinygltf::Node& original = nodes[static_cast<std::size_t>(index)];
    tinygltf::Node copy;
    copy.name = original.name;
    copy.translation = original.translation;
    copy.rotation = original.rotation;
    copy.scale = original.scale;
    copy.matrix = original.matrix;
    if (original.mesh >= 0) {
        copy.mesh = copyMesh(from, original.mesh, error);
    }
    std::vector<int> children;
    for (const int child : original.children) {
        children.push_back(copyNode(from, child, error));
    }
    copy.children = std::move(children);
    return addNode(std::move(copy));
}

int KitCopier::addNode(tinygltf::Node node) {
    out_.nodes.push_back(std::move(node));
    return bases_.nodes + static_cast<int>(out_.nodes.size()) - 1;
}

int KitCopier::addBufferView(const void* bytes, std::size_t size, int target) {
    if (out_.buffers.empty()) {
        out_.buffers.emplace_back();
    }
    std::vector<unsigned char>& data = out_.buffers.front().data;
    data.resize(paddedTo4(data.size()), 0);
    const std::size_t offset = data.size();
    data.resize(offset + size);
    if (size > 0) {
        std::memcpy(data.data() + offset, bytes, size);
    }
    tinygltf::BufferView view;
    view.buffer = 0;
    view.byteOffset = bases_.bufferBytes + offset;
    view.byteLength = size;
    view.target = target;
    out_.bufferViews.push_back(std::move(view));
    return bases_.bufferViews + static_cast<int>(out_.bufferViews.size()) - 1;
}

int KitCopier::addAccessor(const tinygltf::Accessor& original,
                           const std::vector<unsigned char>& packed, int target) {
    tinygltf::Accessor accessor;
    accessor.bufferView = addBufferView(packed.data(), packed.size(), target);
    accessor.byteOffset = 0;
    accessor.componentType = original.componentType;
    accessor.type = original.type;
    accessor.count = original.count;
    accessor.normalized = original.normalized;
    accessor.name = original.name;
    accessor.minValues = original.minValues;
    accessor.maxValues = original.maxValues;
    out_.accessors.push_back(std::move(accessor));
    return bases_.accessors + static_cast<int>(out_.accessors.size()) - 1;
}

int KitCopier::copyMesh(Source& from, int index, std::string& error) {
    return copiedOnce(from.meshes, index, [&] {
        const std::vector<tinygltf::Mesh>& meshes = from.loaded.model.meshes;
        if (!validIndex(index, meshes.size())) {
            error = "a mesh that is not there";
            return -1;
        }
        const tinygltf::Mesh& original = meshes[static_cast<std::size_t>(index)];
        tinygltf::Mesh copy;
        copy.name = original.name;
        for (const tinygltf::Primitive& primitive : original.primitives) {
            tinygltf::Primitive made;
            made.mode = primitive.mode;
            for (const auto& [name, accessor] : primitive.attributes) {
                made.attributes[name] =
                    copyAccessor(from, accessor, TINYGLTF_TARGET_ARRAY_BUFFER, error);
            }
            if (primitive.indices >= 0) {
                made.indices = copyAccessor(from, primitive.indices,
                                            TINYGLTF_TARGET_ELEMENT_ARRAY_BUFFER, error);
            }
            if (primitive.material >= 0) {
                made.material = copyMaterial(from, primitive.material);
            }
            copy.primitives.push_back(std::move(made));
        }
        out_.meshes.push_back(std::move(copy));
        return bases_.meshes + static_cast<int>(out_.meshes.size()) - 1;
    });
}

int KitCopier::copyAccessor(Source& from, int index, int target, std::string& error) {
    const tinygltf::Model& model = from.loaded.model;
    if (!validIndex(index, model.accessors.size())) {
        error = "an attribute that is not an accessor";
        return -1;
    }
    const tinygltf::Accessor& original = model.accessors[static_cast<std::size_t>(index)];
    const int componentSize =
        tinygltf::GetComponentSizeInBytes(static_cast<std::uint32_t>(original.componentType));
    const int components =
        tinygltf::GetNumComponentsInType(static_cast<std::uint32_t>(original.type));
    if (componentSize <= 0 || components <= 0 || original.sparse.isSparse) {
        error = original.sparse.isSparse ? "a sparse accessor (not copied)"
                                         : "an accessor of no known type";
        return -1;
    }
    const std::size_t element = static_cast<std::size_t>(componentSize) * components;
    std::vector<unsigned char> packed(element * original.count, 0);
    if (original.bufferView >= 0) {
        if (!validIndex(original.bufferView, model.bufferViews.size())) {
            error = "an accessor on a bufferView that is not there";
            return -1;
        }
        const tinygltf::BufferView& view =
            model.bufferViews[static_cast<std::size_t>(original.bufferView)];
        const int stride = original.ByteStride(view);
        if (!validIndex(view.buffer, model.buffers.size()) || stride <= 0) {
            error = "an accessor whose data cannot be read";
            return -1;
        }
        const std::vector<unsigned char>& data =
            model.buffers[static_cast<std::size_t>(view.buffer)].data;
        const std::size_t start = view.byteOffset + original.byteOffset;
        const std::size_t last =
            original.count == 0
                ? start
                : start + (original.count - 1) * static_cast<std::size_t>(stride) + element;
        if (last > data.size() || last > view.byteOffset + view.byteLength) {
            error = "an accessor that runs past its buffer";
            return -1;
        }
        for (std::size_t i = 0; i < original.count; ++i) {
            std::memcpy(packed.data() + i * element,
                        data.data() + start + i * static_cast<std::size_t>(stride), element);
        }
    }
    return addAccessor(original, packed, target);
}

int KitCopier::copyMaterial(Source& from, int index) {
    return copiedOnce(from.materials, index, [&] {
        const std::vector<tinygltf::Material>& materials = from.loaded.model.materials;
        if (!validIndex(index, materials.size())) {
            return -1;
        }
        tinygltf::Material copy = materials[static_cast<std::size_t>(index)];
        // Extensions would need declaring and may name what is not copied.
        copy.extensions.clear();
        copy.values.clear();
        copy.additionalValues.clear();
        copy.extras_json_string.clear();
        copy.extensions_json_string.clear();
        copy.pbrMetallicRoughness.extensions.clear();
        copy.pbrMetallicRoughness.baseColorTexture.extensions.clear();
        copy.pbrMetallicRoughness.metallicRoughnessTexture.extensions.clear();
        copy.normalTexture.extensions.clear();
        copy.occlusionTexture.extensions.clear();
        copy.emissiveTexture.extensions.clear();
        remapTexture(from, copy.pbrMetallicRoughness.baseColorTexture.index);
        remapTexture(from, copy.pbrMetallicRoughness.metallicRoughnessTexture.index);
        remapTexture(from, copy.normalTexture.index);
        remapTexture(from, copy.occlusionTexture.index);
        remapTexture(from, copy.emissiveTexture.index);
        out_.materials.push_back(std::move(copy));
        return bases_.materials + static_cast<int>(out_.materials.size()) - 1;
    });
}

void KitCopier::remapTexture(Source& from, int& index) {
    if (index >= 0) {
        index = copyTexture(from, index);
    }
}

int KitCopier::copyTexture(Source& from, int index) {
    return copiedOnce(from.textures, index, [&] {
        const tinygltf::Model& model = from.loaded.model;
        if (!validIndex(index, model.textures.size())) {
            return -1;
        }
        const tinygltf::Texture& original = model.textures[static_cast<std::size_t>(index)];
        tinygltf::Texture copy;
        copy.name = original.name;
        if (validIndex(original.sampler, model.samplers.size())) {
            copy.sampler = copiedOnce(from.samplers, original.sampler, [&] {
                tinygltf::Sampler sampler =
                    model.samplers[static_cast<std::size_t>(original.sampler)];
                sampler.extensions.clear();
                sampler.extras_json_string.clear();
                sampler.extensions_json_string.clear();
                out_.samplers.push_back(std::move(sampler));
                return static_cast<int>(out_.samplers.size()) - 1;
            });
        }
        if (validIndex(original.source, model.images.size())) {
            copy.source = copiedOnce(from.images, original.source, [&] {
                const tinygltf::Image& image =
                    model.images[static_cast<std::size_t>(original.source)];
                tinygltf::Image made;
                made.name = image.name;
                made.mimeType = image.mimeType;
                made.bufferView = addBufferView(image.image.data(), image.image.size(), 0);
                out_.images.push_back(std::move(made));
                return static_cast<int>(out_.images.size()) - 1;
            });
        }
        out_.textures.push_back(std::move(copy));
        return static_cast<int>(out_.textures.size()) - 1;
    });
}

}  // namespace easylink::gltf

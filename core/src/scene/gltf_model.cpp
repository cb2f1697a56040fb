#include "gltf_model.hpp"

#include <cstring>

namespace easylink::gltf {

int addBufferView(tinygltf::Model& model, const void* bytes, std::size_t size, int target) {
    if (model.buffers.empty()) {
        model.buffers.emplace_back();
    }
    std::vector<unsigned char>& data = model.buffers.front().data;
    data.resize((data.size() + 3) & ~std::size_t{3}, 0);
    const std::size_t offset = data.size();
    data.resize(offset + size);
    if (size > 0) {
        std::memcpy(data.data() + offset, bytes, size);
    }
    tinygltf::BufferView view;
    view.buffer = 0;
    view.byteOffset = offset;
    view.byteLength = size;
    view.target = target;
    model.bufferViews.push_back(std::move(view));
    return static_cast<int>(model.bufferViews.size()) - 1;
}

int addAccessor(tinygltf::Model& model, const void* bytes, std::size_t size, int componentType,
                int type, std::size_t count, int target, std::vector<double> min,
                std::vector<double> max) {
    tinygltf::Accessor accessor;
    accessor.bufferView = addBufferView(model, bytes, size, target);
    accessor.byteOffset = 0;
    accessor.componentType = componentType;
    accessor.type = type;
    accessor.count = count;
    accessor.minValues = std::move(min);
    accessor.maxValues = std::move(max);
    model.accessors.push_back(std::move(accessor));
    return static_cast<int>(model.accessors.size()) - 1;
}

}  // namespace easylink::gltf

#pragma once

// The glTF model being written, as the writer and the copy of designers'
// meshes share it: one buffer, filled in order, each piece starting on a
// four-byte boundary, and a bufferView and accessor per array of data.

#include <tiny_gltf.h>

#include <cstdint>
#include <string>
#include <vector>

namespace easylink::gltf {

/// Appends `bytes` to the model's one buffer as a new bufferView (target 0:
/// none) and returns its index.
int addBufferView(tinygltf::Model& model, const void* bytes, std::size_t size, int target);

/// Adds an accessor of `count` elements over a new bufferView holding
/// `bytes`; `min` and `max` are written when given.
int addAccessor(tinygltf::Model& model, const void* bytes, std::size_t size, int componentType,
                int type, std::size_t count, int target, std::vector<double> min = {},
                std::vector<double> max = {});

}  // namespace easylink::gltf

#pragma once

// Loading a glTF file that a catalogue names (a module's mesh, a kit), for
// the mesh checks and the scene's copies of designers' meshes: one place
// for the limits (docs/safety.md) and the one-line errors.

#include <tiny_gltf.h>

#include <cstddef>
#include <filesystem>
#include <string>

namespace easylink {

enum class GltfImages {
    Skip,  // nothing of them kept
    Keep,  // their bytes as the file holds them (PNG or JPEG), undecoded
};

struct LoadedGltf {
    tinygltf::Model model;
    std::string error;  // one line; empty when loaded

    bool ok() const { return error.empty(); }
};

/// Loads a .glb or .gltf (told apart by its first bytes); the file and what
/// it names share a budget of `maxBytes`.
LoadedGltf loadGltfFile(const std::filesystem::path& path, std::size_t maxBytes, GltfImages images);

}  // namespace easylink

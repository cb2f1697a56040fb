#pragma once

// Loading a glTF file that a catalogue names (a module's mesh, a kit), for
// the mesh checks and the scene's copies of designers' meshes: one place
// for the limits (docs/safety.md) and the one-line errors.

#include <tiny_gltf.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

namespace easylink {

/// The little-endian 32-bit word at `at` of a .glb's bytes (its header and
/// chunk lengths).
inline std::uint32_t glbWord(const std::string& bytes, std::size_t at) {
    std::uint32_t word = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        word |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + i])) << (8 * i);
    }
    return word;
}

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

/// The same for a glTF's bytes already in memory (a .glb made by a
/// converter); it can name no other file.
LoadedGltf loadGltfMemory(const std::string& bytes, std::size_t maxBytes, GltfImages images);

}  // namespace easylink

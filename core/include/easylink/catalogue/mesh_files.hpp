#pragma once

// Whether the glTF files a catalogue's modules name exist, are glTF and hold
// the named nodes (docs/design.md section 10). The files are found from the
// catalogue's folder, so this is apart from validateCatalogue(), which sees
// only the document; `easylink validate` runs both.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {

/// The most a mesh file, and the external buffers and images it names
/// together, may hold: larger ones are refused unread.
inline constexpr std::size_t kMaxMeshFileBytes = std::size_t{256} << 20;

struct GltfNodeNames {
    std::vector<std::string> names;    // every node's name in file order ("" when unnamed)
    std::optional<std::string> error;  // "cannot open: no such file", "not glTF (...): ..."

    bool ok() const { return !error.has_value(); }
};

/// Loads a .glb or a .gltf file (told apart by its first bytes, not its name)
/// without decoding its images, and lists its nodes. Never throws; refuses
/// files over `maxBytes` and JSON nested deeper than glTF needs.
GltfNodeNames readGltfNodeNames(const std::filesystem::path& path,
                                std::size_t maxBytes = kMaxMeshFileBytes);

/// For every module with a mesh, whether its file (relative to `folder`, the
/// catalogue's) loads and holds its node; each file is read once. Problems
/// name the file as written and the node, at the pointer of the mesh's
/// "file" or "node". Meshes whose keys the validator refuses are skipped.
std::vector<Problem> checkModuleMeshes(const Catalogue& catalogue,
                                       const std::filesystem::path& folder,
                                       std::size_t maxBytes = kMaxMeshFileBytes);

}  // namespace easylink

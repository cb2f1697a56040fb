// [SECTION] Mesh file checks
//
// Loads each glTF file a catalogue's meshes name, once, with tinygltf (the
// Debian package), only to list its nodes: images are neither decoded nor
// kept, the file and everything it pulls in (external buffers and images)
// share one byte budget, and JSON nested deeper than any glTF needs is
// refused before tinygltf, which recurses on it, sees it. Whatever the bytes,
// the answer is a list of names or one line saying what is wrong.

#include "easylink/catalogue/mesh_files.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <fstream>
#include <map>
#include <string_view>
#include <system_error>

#include "easylink/io/json_document.hpp"
#include "gltf_file.hpp"
#include "mesh_validator.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

// Node names listed in full when a node is not found; more are summed up.
constexpr std::size_t kNodeNamesListed = 8;

std::string describeNodeNames(const std::vector<std::string>& names) {
    if (names.empty()) {
        return "it has no nodes";
    }
    std::string listed;
    for (std::size_t i = 0; i < names.size() && i < kNodeNamesListed; ++i) {
        listed += (i == 0 ? "\"" : ", \"") + printableExcerpt(names[i]) + "\"";
    }
    if (names.size() <= kNodeNamesListed) {
        return "its nodes are " + listed;
    }
    return "it has " + std::to_string(names.size()) + " nodes, among them " + listed;
}

}  // namespace

GltfNodeNames readGltfNodeNames(const fs::path& path, std::size_t maxBytes) {
    GltfNodeNames result;
    LoadedGltf loaded = loadGltfFile(path, maxBytes, GltfImages::Skip);
    if (!loaded.ok()) {
        result.error = std::move(loaded.error);
        return result;
    }
    result.names.reserve(loaded.model.nodes.size());
    for (const tinygltf::Node& node : loaded.model.nodes) {
        result.names.push_back(node.name);
    }
    return result;
}

std::vector<Problem> checkModuleMeshes(const Catalogue& catalogue, const fs::path& folder,
                                       std::size_t maxBytes) {
    std::vector<Problem> problems;
    std::map<std::string, GltfNodeNames> loaded;  // by the file as written
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        const std::optional<ModuleMesh>& mesh = catalogue.modules[i].mesh;
        if (!mesh) {
            continue;
        }
        std::vector<Problem> keyProblems;
        catalogue_rules::checkModuleMeshKeys(catalogue, i, ReadDamage{}, keyProblems);
        if (!keyProblems.empty()) {
            continue;  // the validator's to report, once
        }
        auto found = loaded.find(mesh->file);
        if (found == loaded.end()) {
            found =
                loaded.emplace(mesh->file, readGltfNodeNames(folder / mesh->file, maxBytes)).first;
        }
        const GltfNodeNames& file = found->second;
        const std::string pointer = meshPointer(i);
        const std::string fileName = "\"" + printableExcerpt(mesh->file, 200) + "\"";
        const std::string nodeName = "\"" + printableExcerpt(mesh->node) + "\"";
        if (!file.ok()) {
            problems.push_back(
                {Severity::Error, pointer + "/file", std::nullopt,
                 "mesh file " + fileName + " (node " + nodeName + "): " + *file.error});
        } else if (std::find(file.names.begin(), file.names.end(), mesh->node) ==
                   file.names.end()) {
            problems.push_back({Severity::Error, pointer + "/node", std::nullopt,
                                "node " + nodeName + " is not in mesh file " + fileName + "; " +
                                    describeNodeNames(file.names)});
        }
    }
    return problems;
}

}  // namespace easylink

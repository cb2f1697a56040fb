// [SECTION] 3D keys validator
//
// Sizes in metres must be positive, finite and within a range no game needs
// to leave (a 100 m tile, a 1 km wall); a mesh names a glTF file relative to
// the catalogue's folder (so that the folder can move), a node in it, and an
// offset within +-1e6 m. Meshes are allowed on every module: on a part (the
// scene draws each slot's module), and on a variant, which has its base's
// shape but may look different.

#include "mesh_validator.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

namespace easylink::catalogue_rules {
namespace {

std::string metresForMessage(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

void checkScaleMetres(double value, double max, const char* key, const std::string& fix,
                      std::vector<Problem>& problems) {
    if (std::isfinite(value) && value > 0.0 && value <= max) {
        return;
    }
    problems.push_back({Severity::Error, std::string("/") + key, std::nullopt,
                        std::string(key) + " " + metresForMessage(value) +
                            " must be above 0 and at most " + metresForMessage(max) +
                            " (metres); " + fix});
}

bool meshFileEndsWith(const std::string& text, std::string_view suffix) {
    if (text.size() < suffix.size()) {
        return false;
    }
    for (std::size_t i = 0; i < suffix.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[text.size() - suffix.size() + i]);
        if (std::tolower(c) != suffix[i]) {
            return false;
        }
    }
    return true;
}

/// "/kit.glb", "\\kit.glb", "C:/kit.glb": a path that would not move with the catalogue.
bool isRootedMeshPath(const std::string& file) {
    const bool driveLetter =
        file.size() >= 2 && std::isalpha(static_cast<unsigned char>(file[0])) && file[1] == ':';
    return driveLetter || file.front() == '/' || file.front() == '\\';
}

}  // namespace

void checkWorldScale(const Catalogue& catalogue, const ReadDamage& damage,
                     std::vector<Problem>& problems) {
    if (catalogue.explicitTileSize && !damage.within("/tile_size")) {
        checkScaleMetres(*catalogue.explicitTileSize, kMaxTileSize, "tile_size",
                         "the side of one tile, e.g. 1 or 2", problems);
    }
    if (catalogue.explicitWallHeight && !damage.within("/wall_height")) {
        checkScaleMetres(*catalogue.explicitWallHeight, kMaxWallHeight, "wall_height",
                         "leave it out for 3 tiles", problems);
    }
}

void checkModuleMeshKeys(const Catalogue& catalogue, std::size_t index, const ReadDamage& damage,
                         std::vector<Problem>& problems) {
    const ModuleTemplate& module = catalogue.modules[index];
    const std::string pointer = meshPointer(index);
    if (!module.mesh || damage.at(modulePointer(index)) || damage.at(pointer)) {
        return;
    }
    const ModuleMesh& mesh = *module.mesh;
    const auto error = [&](const std::string& at, std::string message) {
        problems.push_back({Severity::Error, at, std::nullopt, std::move(message)});
    };
    if (!damage.within(pointer + "/file")) {
        if (mesh.file.empty()) {
            error(pointer + "/file",
                  "the mesh file is empty; name a .glb or .gltf file relative to the "
                  "catalogue's folder");
        } else if (isRootedMeshPath(mesh.file)) {
            error(pointer + "/file", "\"" + printableExcerpt(mesh.file) +
                                         "\" is an absolute path; give it relative to the "
                                         "catalogue's folder, so that the two can move together");
        } else if (!meshFileEndsWith(mesh.file, ".glb") && !meshFileEndsWith(mesh.file, ".gltf")) {
            error(pointer + "/file", "\"" + printableExcerpt(mesh.file) +
                                         "\" is not a glTF file; meshes come from .glb or .gltf "
                                         "files");
        }
    }
    if (!damage.within(pointer + "/node") && mesh.node.empty()) {
        error(pointer + "/node", "the mesh node is empty; name the node of \"" +
                                     printableExcerpt(mesh.file) + "\" that draws this module");
    }
    if (mesh.offset) {
        for (std::size_t i = 0; i < 3; ++i) {
            const double v = (*mesh.offset)[i];
            if (!std::isfinite(v) || std::fabs(v) > kMaxMeshOffset) {
                error(pointer + "/offset/" + std::to_string(i),
                      "offset " + metresForMessage(v) +
                          " must be finite and within 1000000 metres either way");
            }
        }
    }
}

}  // namespace easylink::catalogue_rules

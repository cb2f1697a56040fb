#pragma once

// [SECTION] Modules from a room kit
//
// docs/design.md section 10, "Port markers in a kit": each root node of a
// glTF kit's default scene is a module named after the node. Its footprint
// is the X/Z extent of its meshes (children included, port markers left
// out) in its own frame, in whole tiles, or extras.easylink.size; its kind
// and weight come from extras.easylink; each descendant whose name starts
// with "port" marks a doorway, whose position is the port's anchor on the
// footprint's edge, its widths from extras.easylink.widths or from the name
// ("port_w2_4": widths 2 and 4; Blender's ".001" suffixes allowed). Each
// module draws the kit's node as its mesh.
//
// Every problem is one line naming the kit, the module (its root node),
// the node at fault and what is wrong; a kit with any problem gives no
// modules, so that nothing is written from it.

#include <filesystem>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

struct KitImportOptions {
    double tileSize = kDefaultTileSize;  // metres per tile
    int macro = 4;
    /// The kit as the catalogue's `mesh` keys name it: relative to the
    /// catalogue's folder.
    std::string meshFile;
};

/// What a module's extras in the kit said, beside its geometry.
struct KitExtrasGiven {
    bool kind = false;    // extras.easylink.kind
    bool weight = false;  // extras.easylink.weight
};

/// A kit's modules, or why it gives none.
struct KitImport {
    std::vector<ModuleTemplate> modules;
    /// Per module: which of its kind and weight the kit's extras gave (the
    /// others are defaults, which a merge does not take).
    std::vector<KitExtrasGiven> given;
    /// Per module, per port: the marker node it came from.
    std::vector<std::vector<std::string>> portNodes;
    std::vector<std::string> problems;  // one line each

    bool ok() const { return problems.empty(); }
};

/// Reads the kit at `file` (a .glb or .gltf, told apart by its content).
/// Problems are named after `file` as given.
KitImport importKit(const std::filesystem::path& file, const KitImportOptions& options);

/// The same for a .glb's bytes in memory (a kit converted from FBX), whose
/// problems are named after `shownAs`.
KitImport importKitBytes(const std::string& glb, const std::string& shownAs,
                         const KitImportOptions& options);

/// True for a kit named *.fbx (in any case): read through assimp by the
/// program and the editor (fbx_kit.hpp), not by libeasylink.
bool isFbxKit(const std::filesystem::path& file);

/// Where the glTF kit made from the FBX kit `fbx` is written beside a
/// catalogue in `catalogueFolder`: that folder, the kit's name, ".glb".
std::filesystem::path fbxKitGlb(const std::filesystem::path& catalogueFolder,
                                const std::filesystem::path& fbx);

/// A new catalogue of the kit's modules, named `name`, with the options'
/// macro and tile size.
Catalogue kitCatalogue(const KitImport& kit, const std::string& name,
                       const KitImportOptions& options);

/// The errors the catalogue's own rules find in `catalogue` (a macrogrid
/// the ports break, a width out of range), those of the kit's modules
/// named after the kit's nodes ("KIT, module "M", node "port_w3": ...").
/// Empty: the catalogue is valid.
std::vector<std::string> kitCatalogueProblems(const Catalogue& catalogue, const KitImport& kit,
                                              const std::string& kitName);

}  // namespace easylink

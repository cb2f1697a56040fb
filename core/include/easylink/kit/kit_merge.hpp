#pragma once

// [SECTION] Importing a kit again into a catalogue
//
// A designer imports a kit once, then sets in the studio what a kit cannot
// say (weights, room rules, slots, variants, tags, a port's socket) and
// goes on changing the kit in a 3D tool. Importing it again takes from the
// kit what the kit owns, a module's footprint, ports and mesh (and its kind
// and weight when the kit's extras give them), and keeps everything else.

#include <filesystem>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/kit/kit_import.hpp"

namespace easylink {

struct KitMerge {
    Catalogue catalogue;
    std::vector<std::string> added;    // in the kit, new to the catalogue
    std::vector<std::string> changed;  // in both; the kit changed its geometry or mesh
    std::vector<std::string> kept;     // in both, as they were
    std::vector<std::string>
        missing;  // in the catalogue, not in the kit: kept, or removed by prune
};

/// `catalogue` updated from `kit` (as importKit() read it): a module's
/// footprint, ports and mesh, and its kind and weight where the kit's
/// extras gave them. A port of the kit at the place and facing of an old
/// one keeps what the designer set on it. Modules the kit lacks are kept
/// unless `prune` (variants of a pruned module go with it).
KitMerge mergeKit(const Catalogue& catalogue, const KitImport& kit, bool prune);

/// How a catalogue in `catalogueFolder` names the kit at `kit`: relative to
/// that folder, with forward slashes.
std::string kitFileFrom(const std::filesystem::path& catalogueFolder,
                        const std::filesystem::path& kit);

/// The options that import a kit into `catalogue` (in `catalogueFolder`):
/// its tile size and macro, and its meshes drawn from the glTF kit at
/// `meshKit`.
KitImportOptions kitOptionsFor(const Catalogue& catalogue,
                               const std::filesystem::path& catalogueFolder,
                               const std::filesystem::path& meshKit);

/// `kit` (read with kitOptionsFor()) merged into `catalogue`; `problems`
/// (one line each, named after `kitName` and the kit's nodes) when the kit
/// could not be read or the result breaks the catalogue's rules, and then
/// the merge is empty.
KitMerge mergeImportedKit(const Catalogue& catalogue, const KitImport& kit,
                          const std::string& kitName, bool prune,
                          std::vector<std::string>& problems);

/// The kit at `kit` imported into `catalogue` (which lies in
/// `catalogueFolder`) with the catalogue's tile size and macro, as
/// `import-modules --merge` does; `problems` (one line each, named after the
/// kit's nodes) when it cannot be, and then the merge is empty.
KitMerge importKitInto(const Catalogue& catalogue, const std::filesystem::path& catalogueFolder,
                       const std::filesystem::path& kit, bool prune,
                       std::vector<std::string>& problems);

}  // namespace easylink

#pragma once

// The 3D keys of a catalogue (docs/design.md section 10, docs/catalogue-format.md
// "Rooms in 3D"): the tile size and wall height in metres, and each module's
// mesh reference as written. Whether the mesh files exist and hold their
// nodes needs the catalogue's folder: see easylink/catalogue/mesh_files.hpp.

#include <cstddef>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"

namespace easylink::catalogue_rules {

/// "tile_size" in (0, 100] and "wall_height" in (0, 1000] metres.
void checkWorldScale(const Catalogue& catalogue, const ReadDamage& damage,
                     std::vector<Problem>& problems);

/// The module's "mesh": a relative .glb or .gltf file, a node, a sane offset.
void checkModuleMeshKeys(const Catalogue& catalogue, std::size_t index, const ReadDamage& damage,
                         std::vector<Problem>& problems);

}  // namespace easylink::catalogue_rules

#include "easylink/generators/tilemap/tile_map_file.hpp"

namespace easylink {

const Catalogue& noModules() {
    static const Catalogue kNoModules;
    return kNoModules;
}

}  // namespace easylink

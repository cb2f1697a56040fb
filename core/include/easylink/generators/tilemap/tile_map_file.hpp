#pragma once

// [SECTION] Tile maps in the layout file
//
// A tile generator's map is written in the envelope of docs/design.md section 5:
// a layout with no modules, of the map's size, whose header names the
// generator, followed by the "tiles" block (and "areas": see
// easylink/output/run_files.hpp, which writes every run's files).

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

/// The empty catalogue a tile map's module-less layout points into.
const Catalogue& noModules();

}  // namespace easylink

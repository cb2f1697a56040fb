#pragma once

// [SECTION] Play tiles
//
// Which tile map the Play-test panel walks for a run of the generation
// session: a tile-map generator's run plays its map as generated (starts,
// exit and all); an easylink run plays the map phase 2 drew, the one its
// layout file's "tiles" block holds, or phase 1's rooms and corridors when
// phase 2 was off. A failed run has nothing to play.

#include <optional>
#include <string>

#include "easylink/tiles/tile_raster.hpp"

namespace easylink::ui {

struct GenerationRun;

/// The map to play for `run`, or nullopt when the run produced none.
std::optional<TileRaster> playTilesOf(const GenerationRun& run);

/// "cellular, seed 12" or "easylink, seed 7": how the panel names a run's map.
std::string playLabelOf(const GenerationRun& run);

}  // namespace easylink::ui

#pragma once

// [SECTION] The events of a layout read from its file
//
// The editor shows a run through its events (easylink/generation/timeline.hpp).
// A layout read back from a file has no recorded run; these events build it
// from nothing, as replayEvent() and replayTiles() would: an attempt
// starting, every room in id order, the direct links, the corridors, a tile
// map's tiles row by row, phase 2's rooms and corridors resolved (rooms
// first, by id, as phase 2 emits them), and the end. Each says it came from
// the file.

#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// Events that rebuild `layout` (whose ids are dense, as a file's are) and,
/// when given, a tile map's `tiles` and phase 2's `resolution`.
std::vector<Event> eventsBuilding(const Layout& layout, const TileRaster* tiles,
                                  const Resolution* resolution = nullptr);

}  // namespace easylink

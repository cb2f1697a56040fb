#pragma once

// [SECTION] A run as its files show it
//
// What the layout file, its picture, text and Tiled map are made of, seen
// without copying: the command line views a GenerationOutcome, the editor
// its own record of a run, and a layout read back from a file its parts.
// Every pointer may be null where the run has no such part; `layout` is set
// for any run that succeeded.
//
// Which tiles a run shows (RunRaster): a tile map's own tiles, or phase
// 2's resolution drawn as tiles, or the layout of phase 1 drawn as rooms,
// walls and corridors. A run with a resolution and tiles (a layout read
// back from its file) shows the tiles it carries.

#include <cstdint>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/generators/generator.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/regions.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

struct RunView {
    std::string_view generator = "easylink";
    std::uint64_t seed = 0;
    const Layout* layout = nullptr;
    const Resolution* resolution = nullptr;        // phase 2, when it ran
    const TileRaster* tiles = nullptr;             // a tile map's own tiles (or a file's)
    const std::vector<TileArea>* areas = nullptr;  // a tile map's named areas
    const Json* params = nullptr;                  // the layout file's "params"
    const std::vector<Region>* regions = nullptr;  // easylink's regions
    /// The catalogue the layout file names; null: the one the layout's
    /// rooms are of (for a generator that reads a catalogue).
    const CatalogueIdentity* catalogue = nullptr;
    int attempts = 1;
};

/// The outcome's parts; the view lives no longer than the outcome.
RunView viewOf(const GenerationOutcome& outcome);

/// The tiles the run shows (see the top of this file): a tile map's own,
/// not copied, or drawn once when the view is made.
class RunRaster {
public:
    explicit RunRaster(const RunView& run);

    const TileRaster& tiles() const { return shown_ != nullptr ? *shown_ : drawn_; }

private:
    const TileRaster* shown_ = nullptr;
    TileRaster drawn_;
};

}  // namespace easylink

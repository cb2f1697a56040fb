#pragma once

// [SECTION] Reading a layout file back
//
// A layout file (docs/design.md section 5) as the run it records: the layout of
// modules, rebuilt against a catalogue room by room, corridor by corridor
// and link by link, the header (generator, seed, the catalogue it names,
// params, regions, attempts), a tile map's or phase 2's "tiles" block, a tile map's "areas"
// and phase 2's "resolution". What the writer derives (components, stats,
// each room's region) is not read: writing the layout again derives it
// anew, so a file the program wrote reads back and writes again byte for
// byte (see run_files.hpp).
//
// The file is checked as it is read and the first thing wrong stops the
// reading with a Problem located by its JSON pointer, e.g.
// "/rooms/3/template: no module named 'hall_9x9' in the catalogue": a room
// must be its template at its rotation and place, inside the map and on
// nobody else's tiles; a corridor must lie where its two ports put it; both
// sides of a link must agree. Sizes are bounded by the JSON readers'
// limits (easylink/io/json_document.hpp) and by kMaxMapSide.
//
// A generator that reads no catalogue (a tile map) has a layout without
// modules, which points into noModules(); any other points into the
// catalogue given, which must outlive what is read.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/regions.hpp"
#include "easylink/output/run_view.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// A layout file's contents.
struct LayoutFile {
    std::string generator;
    std::uint64_t seed = 0;
    /// The catalogue the file names; unset in files written before layout
    /// files named their catalogue.
    std::optional<CatalogueIdentity> catalogue;
    Json params = Json::object();
    std::vector<Region> regions;  // from params "regions", when there are any
    int attempts = 1;
    std::optional<Layout> layout;
    std::optional<Resolution> resolution;  // phase 2's, when the file has one
    std::optional<TileRaster> tiles;       // the "tiles" block, when there is one
    std::vector<TileArea> areas;
};

struct LayoutRead {
    std::optional<LayoutFile> file;  // set when the file could be read
    std::optional<Problem> problem;  // otherwise, what is wrong and where
    bool ok() const { return file.has_value(); }
};

/// True for a JSON document that says it is a layout file
/// ("format": "easylink-layout"), whatever else it holds.
bool isLayoutDocument(const Json& document);

/// Reads a parsed layout file against `catalogue`.
LayoutRead readLayoutDocument(const Json& document, const Catalogue& catalogue);

/// Reads and parses the file, within the JSON readers' limits.
LayoutRead readLayoutFile(const std::filesystem::path& path, const Catalogue& catalogue);

/// What the file shows, for its files (run_files.hpp) or the editor; the
/// view lives no longer than `file`.
RunView viewOf(const LayoutFile& file);

}  // namespace easylink

#pragma once

// [SECTION] The files of a run
//
// One builder for what a run writes, used by `easylink generate`, by `edit`
// without a window and by the editor's File > Export, so that the same run
// gives the same bytes wherever it is written:
//   - the layout file (docs/design.md section 5): the header of the run, then
//     phase 2's "resolution" and "tiles" blocks when it ran, or a tile
//     map's "tiles" and, when it named any, "areas"
//     ([{"name", "x", "y", "width", "height"}, ...]);
//   - the picture, the text map and the Tiled map of the tiles the run
//     shows (RunRaster); the picture marks the doorways nobody uses in
//     red only for phase 1's layout of modules (phase 2 has walled them up,
//     a tile map has none);
//   - the glTF scene of the level (docs/design.md section 10);
//   - the --explain log: line K is event K as JSON, the event the editor's
//     timeline shows at step K.
// Files are staged and committed all-or-nothing (easylink/io/atomic_file.hpp).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/output/run_view.hpp"

namespace easylink {

class BlockoutCache;

struct RunFiles {
    /// The layout file; empty for none (the editor exports one file at a time).
    std::filesystem::path layout;
    std::optional<std::filesystem::path> png;
    std::optional<std::filesystem::path> ascii;
    std::optional<std::filesystem::path> explain;
    /// A Tiled map; its tileset image goes beside it (tiledTilesetImagePath()).
    std::optional<std::filesystem::path> tiled;
    /// A glTF scene of the level: a .glb, or a .gltf with its buffer beside
    /// it (scene_files.hpp).
    std::optional<std::filesystem::path> gltf;
    /// Where the catalogue lies, for the scene's designer meshes.
    std::filesystem::path catalogueFolder;
    /// Blockouts shared with other runs' scenes (a batch's); null: none.
    BlockoutCache* blockouts = nullptr;
    /// Flush each file to disk as it is written; a batch turns this off and
    /// flushes its folder once at the end (syncFolder()).
    bool syncEach = true;
};

/// The layout file's header for the run whose tiles are `raster`
/// (RunRaster), its blocks included.
LayoutFileHeader layoutFileHeader(const RunView& run, const TileRaster& raster);

/// The layout file's text.
std::string layoutFileText(const RunView& run);

/// The --explain log of these events, handed to `put` in pieces of whole
/// lines, each about `pieceSize` bytes (never whole in memory).
void streamExplain(const PieceSink& put, const std::vector<Event>& events,
                   std::size_t pieceSize = 256 * 1024);

/// Writes every file `files` names (the explain log only when `events` is
/// given), all-or-nothing: on failure, returns "cannot write FILE: reason"
/// and none of the new files is left behind. `run.layout` must be set.
std::optional<std::string> writeRunFiles(const RunView& run, const RunFiles& files,
                                         const std::vector<Event>* events);

}  // namespace easylink

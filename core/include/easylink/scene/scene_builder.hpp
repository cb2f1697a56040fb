#pragma once

// [SECTION] A run's level as a scene
//
// docs/design.md section 10, "The level as a glTF scene": a root node
// "layout"; below it a node per room ("room ID TEMPLATE") and per corridor
// ("corridor ID") at the instance transform of section 10, each with
// extras.easylink saying what it is; phase 2's modules below their rooms and
// corridors ("SLOT: MODULE"), nested as phase 2 nests them, each at its own
// instance transform in the world. A module with a mesh of its own shows
// the designer's node; any other is a blockout (blockout.hpp) with its
// doorways open, and equal blockouts share one mesh. A tile map's level is
// its tiles as blocks (tile_blocks.hpp).

#include <filesystem>

#include <cstdint>
#include <string_view>

#include "easylink/scene/instances.hpp"
#include "easylink/scene/scene.hpp"

namespace easylink {

class BlockoutCache;
class Layout;
class TileRaster;
struct Resolution;

/// What a scene is made from: the run's layout, phase 2 when it ran, and
/// for a tile map the tiles it shows.
struct SceneSource {
    std::string_view generator = "easylink";
    std::uint64_t seed = 0;
    const Layout* layout = nullptr;
    const Resolution* resolution = nullptr;
    const TileRaster* tiles = nullptr;  // a tile map's tiles; used when it has no modules
    /// With a resolution: the rooms and corridors whose modules show (all
    /// when empty), as a view stepping through phase 2 has them.
    ResolvedShown resolvedShown;
};

struct SceneOptions {
    /// Where the catalogue lies: its modules' mesh files are named from
    /// there.
    std::filesystem::path catalogueFolder;
    /// Blockouts shared with other scenes (a batch's); null: the scene
    /// makes its own.
    BlockoutCache* blockouts = nullptr;
};

/// The scene of `source` (whose layout must be set).
Scene buildScene(const SceneSource& source, const SceneOptions& options = {});

}  // namespace easylink

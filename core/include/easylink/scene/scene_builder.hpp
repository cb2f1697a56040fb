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

#include "easylink/output/run_view.hpp"
#include "easylink/scene/scene.hpp"

namespace easylink {

struct SceneOptions {
    /// Where the catalogue lies: its modules' mesh files are named from
    /// there.
    std::filesystem::path catalogueFolder;
};

/// The scene of `run` (whose layout must be set).
Scene buildScene(const RunView& run, const SceneOptions& options = {});

}  // namespace easylink

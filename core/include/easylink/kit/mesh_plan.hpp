#pragma once

// [SECTION] A module's mesh seen from above
//
// The Module Editor draws a module's mesh under its tile grid, so that a
// port and the mesh's doorway can be checked by eye (docs/kits.md). The
// plan is an architect's: the mesh cut by a level plane a metre above the
// floor and seen from above, on a grid of cells over the footprint, a few
// to a tile. A cell the cut crosses is wall (a wall, a pillar, a door's
// jamb); one with geometry only below the cut is floor; a doorway is floor
// between walls (its lintel is above the cut), a hole in the floor is
// empty. The mesh is placed as the scene places it (docs/design.md section
// 10): its node's subtree, moved by the mesh's offset into the module's
// frame. Any triangle touching a cell counts, so that walls modelled as
// single faces show too.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

enum class PlanCell : std::uint8_t {
    Empty,  // no geometry over or under it
    Floor,  // geometry below the cut only
    Wall,   // the cut crosses geometry here
};

struct MeshPlan {
    /// The cut's height above the floor, in metres.
    static constexpr double kCutHeight = 1.0;

    int cellsPerTile = 4;
    Size2i cells;                // the footprint's tiles times cellsPerTile
    std::vector<PlanCell> cell;  // rows from the north

    PlanCell at(int x, int y) const {
        return cell[static_cast<std::size_t>(y) * static_cast<std::size_t>(cells.w) +
                    static_cast<std::size_t>(x)];
    }
};

struct MeshPlanRead {
    MeshPlan plan;
    std::string error;  // one line; empty when read

    bool ok() const { return error.empty(); }
};

/// The plan of `module`'s mesh (its file found from `folder`, the
/// catalogue's) at `tileSize` metres a tile and `cellsPerTile` cells a
/// tile side (at least 1; fewer for big modules, so that the plan stays
/// within 1M cells).
MeshPlanRead readMeshPlan(const ModuleTemplate& module, const std::filesystem::path& folder,
                          double tileSize, int cellsPerTile = 4);

}  // namespace easylink

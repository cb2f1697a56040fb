#pragma once

// [SECTION] The materials of blockouts and tile blocks
//
// Simple, flat materials in the 2D view's colours (kind_colours.hpp and the
// PNG export's tile colours): a floor and a wall material per module kind,
// one for door frames, one per tile kind. Each is added to the scene the
// first time it is asked for, so a scene lists only what it uses, in the
// order of first use.

#include <array>
#include <map>
#include <string>
#include <vector>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/scene/scene.hpp"
#include "easylink/tiles/tile_kind.hpp"

namespace easylink {

/// The glTF base colour (linear RGB, opaque) of an sRGB colour, rounded to
/// four decimals so that every machine writes the same digits.
std::array<double, 4> linearColour(Rgb srgb);

class MaterialBook {
public:
    explicit MaterialBook(std::vector<SceneMaterial>& materials) : materials_(&materials) {
        floors_.fill(-1);
        walls_.fill(-1);
    }

    int floor(ModuleKind kind);
    int wall(ModuleKind kind);
    /// Door frames, whose posts are `width` metres wide (a detail).
    int frame(double width);
    int tile(TileKind kind);

private:
    int find(const std::string& name, Rgb colour, double roughness);

    std::vector<SceneMaterial>* materials_;
    std::map<std::string, int> byName_;
    // Each kind's floor and wall, once found (-1: not yet).
    std::array<int, kAllModuleKinds.size()> floors_;
    std::array<int, kAllModuleKinds.size()> walls_;
    int frame_ = -1;  // door frames', once found
};

}  // namespace easylink

#pragma once

// [SECTION] The colours of rooms and corridors in 3D
//
// The 3D view colours a level as the map does (layout_view.hpp's
// colouring): by component, each component tinted with the colour the map
// gives it (component_colours.hpp), or by kind, each keeping its
// material's colour. A component isolated in the Components panel keeps
// its colours while the others go dim. The selection and what the step
// touched are tinted over these (level_view3d.hpp).

#include <vector>

#include "easylink/layout/layout.hpp"
#include "render/grid_renderer.hpp"
#include "render/scene_renderer.hpp"

namespace easylink::ui {

/// A tint for each room and each corridor, by id (none: amount 0).
struct OwnerTints {
    std::vector<InstanceTint> rooms;
    std::vector<InstanceTint> corridors;

    friend bool operator==(const OwnerTints&, const OwnerTints&) = default;
};

/// How `layout`'s rooms and corridors are tinted when coloured by
/// `colouring`, with component `isolated` (numbered as in the layout file)
/// kept bright and the others dimmed; -1 isolates none.
OwnerTints ownerTints(const Layout& layout, GridColouring colouring, int isolated);

}  // namespace easylink::ui

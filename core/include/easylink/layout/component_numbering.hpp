#pragma once

// Connected components numbered the one way every output uses (the layout
// file, PNG exports, the editor): by first appearance among rooms in
// ascending id order; a corridor takes its first end's number.

#include <vector>

#include "easylink/layout/layout.hpp"

namespace easylink {

struct ComponentNumbering {
    std::vector<int> ofRoom;      // by room id, -1 for removed ids
    std::vector<int> ofCorridor;  // by corridor id, -1 for removed ids
    int count = 0;

    /// The number of the component owning a tile; -1 for empty or off-map tiles.
    int of(TileOwner owner) const;
};

ComponentNumbering numberComponents(const Layout& layout);

}  // namespace easylink

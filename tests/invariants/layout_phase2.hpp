#pragma once

// The checker's reading of the two blocks phase 2 adds to a layout file after "stats":
// "tiles" (docs/design.md section 5) and "resolution" (docs/catalogue-format.md, "Phase 2").
//
// Like the rest of the checker it shares no code with core. The tile map is judged against the
// geometry of docs/design.md section 3 (rooms, corridors, door tiles of the ports in use and of the
// free ones) and the resolution trees against the layout and the catalogue. Both blocks are
// optional: a layout without them is checked exactly as before.

#include "layout_model.hpp"

namespace easylink::test::invariants_detail {

/// The "tiles" block, when the document has one: its legend and rows, walkable tiles connected
/// (all of them with requireSingleComponent; otherwise those of each listed component), every
/// corridor tile walkable and every tile outside the rooms and corridors void, the door tiles of
/// ports in use walkable and those of free ports not, and no door tile outside the doorways in
/// use. Expects the layout's port geometry to have been recomputed (LayoutPort::true*).
void checkTilesBlock(const Json& document, const Layout& layout, bool requireSingleComponent,
                     Violations& violations);

/// The "resolution" block, when the document has one: one tree per room and per corridor, each
/// rooted at its rectangle, modules from the catalogue with their kinds, children inside their
/// parents, a "wall N" slot per port when the catalogue has wall parts (with a door node at the
/// door tiles of a port in use, and none at a free port), and "problems" matching the trees.
void checkResolutionBlock(const Json& document, const Layout& layout, const Catalogue& catalogue,
                          Violations& violations);

}  // namespace easylink::test::invariants_detail

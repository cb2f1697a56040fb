#pragma once

// [SECTION] Stable component colours
//
// The editor colours a connected component by what it is, not by where it
// comes in the list: component numbers (by first appearance among rooms in
// ascending id order, as in the layout file) shift whenever a component
// before it merges or is deleted, and colouring by number made every colour
// after it change from one step to the next. Here a component is named by
// its oldest room (the lowest id: ids are handed out in placement order, and
// compacting them keeps their order) and that room by the centre of its
// footprint, which compacting does not move either. A component keeps its
// colour for as long as it keeps its oldest room: rooms and corridors joining
// it change nothing, and when two merge, the merged one keeps the colour of
// the older. (A lone room turned in place may change colour, as its centre
// may move.) The name is hashed to one of the PNG exporter's component
// colours (componentColour()), so two components may share a colour; the
// numbers stay those of the layout file, and the PNG export keeps colouring
// by number.

#include <vector>

#include "easylink/export/png_export.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/layout/layout.hpp"

namespace easylink::ui {

/// How many colours componentColour() cycles through.
inline constexpr int kComponentColourSlots = 12;

/// The palette entry (0 to kComponentColourSlots - 1) of a component whose
/// oldest room's footprint has its centre at (`doubledX` / 2, `doubledY` / 2).
int componentColourSlot(int doubledX, int doubledY);

/// The palette entry of every component of `numbering` (a numbering of
/// `layout`), by component number.
std::vector<int> stableComponentSlots(const Layout& layout, const ComponentNumbering& numbering);

/// The colour of component `number` of the layout, as the viewport shows it.
Rgb stableComponentColour(const Layout& layout, const ComponentNumbering& numbering, int number);

}  // namespace easylink::ui

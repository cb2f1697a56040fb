#pragma once

// [SECTION] The room graph's diameter
//
// The room graph has the layout's rooms (junctions included) as nodes and
// one edge per direct link and per corridor. Its diameter, the longest of
// the shortest paths between two rooms counted in edges, says how far apart
// the two most distant rooms of a dungeon are: a long chain has a large one,
// a hub or a web of loops a small one.

#include "easylink/layout/layout.hpp"

namespace easylink {

/// The diameter of the layout's room graph, in links; 0 for fewer than two
/// rooms. Rooms that cannot reach each other do not count, so a layout of
/// several components gets the largest diameter among them.
int roomGraphDiameter(const Layout& layout);

}  // namespace easylink

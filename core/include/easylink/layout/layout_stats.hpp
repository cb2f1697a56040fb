#pragma once

// The figures a layout file reports under "stats" (docs/design.md section 5).

#include "easylink/layout/layout.hpp"

namespace easylink {

struct LayoutStats {
    int rooms = 0;
    int normalRooms = 0;
    int corridors = 0;
    int loops = 0;     // cycle rank of the room graph: links - rooms + components
    int deadEnds = 0;  // normal rooms with exactly one linked port
    int attempts = 0;
    int components = 0;
};

LayoutStats computeStats(const Layout& layout, int attempts);

}  // namespace easylink

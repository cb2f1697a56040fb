#pragma once

// What a run holds in a few words, as the command line (after "wrote
// FILE", or a layout shown as saved) and the editor (the Generation panel,
// Export) say it:
//   "38 rooms (19 normal), 16 corridors, 2 loops, 5 dead ends, 1 attempt"
//   "..., 1 attempt, phase 2: 120 modules, 0 problems" after phase 2
//   "cellular, 80x80, 3984 floor tiles, 0 areas, 1 attempt" for a tile map

#include <string>

#include "easylink/output/run_view.hpp"

namespace easylink {

std::string describeRun(const RunView& run);

}  // namespace easylink

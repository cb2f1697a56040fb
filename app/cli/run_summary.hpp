#pragma once

// The sentence `generate` and `edit` print once a layout's files are written.

#include <string>

#include "easylink/layout/layout.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/resolve/resolution.hpp"

namespace easylink::cli {

/// "wrote out.json (19 normal rooms, 10 corridors, 3 loops, 9 dead ends, 1 attempt)".
/// With a resolution, the count of phase-2 problems follows.
std::string describeLayout(const Layout& layout, const Resolution* resolution, int attempts,
                           const RunFiles& files);

}  // namespace easylink::cli

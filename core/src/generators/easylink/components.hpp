#pragma once

// [SECTION] Step 3: components
//
// The union-find kept by the layout says which rooms are connected. The
// component with the most normal rooms (ties: most rooms, then the lowest
// room id) is kept; every other one is deleted with its corridors and links,
// and the survivors are renumbered densely.

#include "generation_context.hpp"

namespace easylink::generation {

/// Returns how many normal rooms the kept component has.
int keepBiggestComponent(GenerationContext& context);

}  // namespace easylink::generation

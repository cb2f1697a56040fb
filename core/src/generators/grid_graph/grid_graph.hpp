#pragma once

// The grid-graph tile generator, as the registry lists it.

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator gridGraphGenerator();

}  // namespace easylink::tilemap

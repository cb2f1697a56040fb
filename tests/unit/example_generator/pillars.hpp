#pragma once

// The example generator of docs/architecture.md (pillars.cpp).

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator pillarsGenerator();

}  // namespace easylink::tilemap

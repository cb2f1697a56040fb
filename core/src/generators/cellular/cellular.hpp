#pragma once

// The cellular tile generator, as the registry lists it.

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator cellularGenerator();

}  // namespace easylink::tilemap

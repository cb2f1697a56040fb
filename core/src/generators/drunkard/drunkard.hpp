#pragma once

// The drunkard tile generator, as the registry lists it.

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator drunkardGenerator();

}  // namespace easylink::tilemap

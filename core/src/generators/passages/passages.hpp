#pragma once

// The passages tile generator, as the registry lists it.

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator passagesGenerator();

}  // namespace easylink::tilemap

#pragma once

// The random-rooms tile generator, as the registry lists it.

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator randomRoomsGenerator();

}  // namespace easylink::tilemap

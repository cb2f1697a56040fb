#pragma once

// The rooms-corridors tile generator, as the registry lists it.

#include "easylink/generators/generator.hpp"

namespace easylink::tilemap {

Generator roomsCorridorsGenerator();

}  // namespace easylink::tilemap

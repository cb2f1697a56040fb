#pragma once

// The easylink generator as the registry lists it: the module catalogue as
// its input, the parameters of docs/params.md as its options.

#include "easylink/generators/generator.hpp"

namespace easylink {

Generator easylinkGenerator();

}  // namespace easylink

#pragma once

// The room rules of a module (docs/catalogue-format.md, "Room rules"): set
// only on room modules that step 1 places (normal and dead_end, not
// variants), with counts that can be met and names of modules that exist.

#include <cstddef>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "module_names.hpp"

namespace easylink::catalogue_rules {

void checkRoomRules(const Catalogue& catalogue, const ModuleNames& names, std::size_t index,
                    const ReadDamage& damage, std::vector<Problem>& problems);

}  // namespace easylink::catalogue_rules

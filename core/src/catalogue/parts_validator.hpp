#pragma once

// The phase-2 rules of a module (docs/catalogue-format.md, "Phase 2"):
// parameters, requirements, slots and what they pass down, patterns (whose
// walkable tiles must all connect through the room's doorways), the sizes
// of parts and the bond between a variant and its base.

#include <cstddef>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "module_names.hpp"

namespace easylink::catalogue_rules {

/// `patternReach`: also check that room patterns keep their walkable tiles connected.
void checkModuleParts(const Catalogue& catalogue, const ModuleNames& names, std::size_t index,
                      const ReadDamage& damage, std::vector<Problem>& problems,
                      bool patternReach = true);

/// True when `name` (after the "@") is a fact of the layout a room or corridor offers.
bool isKnownFact(std::string_view name);

}  // namespace easylink::catalogue_rules

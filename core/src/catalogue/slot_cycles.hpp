#pragma once

// Slots that nest recursively (docs/catalogue-format.md, "Phase 2"): a part
// with a slot that the same part may fill again, directly or through other
// parts. Phase 2 then resolves it level after level down to resolve_depth,
// multiplying the slots at every level, and a run can stop at its budget of
// resolved slots. The validator warns ahead of time and names the cycle,
// once the catalogue has no errors.

#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"

namespace easylink::catalogue_rules {

/// One warning per group of parts whose slots fill each other, at the slot
/// that starts its shortest cycle: "module A -> slot \"s\" -> module B ->
/// slot \"t\" -> module A: ...". Which part may fill which slot is decided as
/// phase 2 does (kind, tags, size, weight and the requirements a literal or
/// default decides); values known only when a layout is resolved ("$param",
/// "@fact") are taken to allow it.
void checkSlotCycles(const Catalogue& catalogue, const ReadDamage& damage,
                     std::vector<Problem>& problems);

}  // namespace easylink::catalogue_rules

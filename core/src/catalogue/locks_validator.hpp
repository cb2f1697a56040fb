#pragma once

// Locks and keys across the catalogue (docs/design.md section 11): a
// catalogue with locks has exactly one entrance (a `place: "first"`
// module), itself not locked; keys form no cycle; at most 16 modules are
// keys; and every key module has a port that some module can link to, so
// a key room can be attached where the walk from the entrance reaches it.
// Names that point nowhere are the room rules' own problems.

#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "module_names.hpp"

namespace easylink::catalogue_rules {

/// The most key modules a catalogue may have (section 11).
inline constexpr int kMaxKeyModules = 16;

void checkLocks(const Catalogue& catalogue, const ModuleNames& names, const ReadDamage& damage,
                std::vector<Problem>& problems);

}  // namespace easylink::catalogue_rules

#pragma once

// Sockets (docs/design.md section 11): kinds of door that link only to
// their own kind. Junctions carry none (a socketed doorway links to a
// room's port of its socket, directly or through one straight corridor),
// and a socket only one port has can link only to that port of another
// room of its module.

#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"

namespace easylink::catalogue_rules {

void checkSockets(const Catalogue& catalogue, const ReadDamage& damage,
                  std::vector<Problem>& problems);

}  // namespace easylink::catalogue_rules

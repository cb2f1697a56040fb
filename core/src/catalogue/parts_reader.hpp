#pragma once

// Reads the phase-2 keys of a module (tags, params, requires, slots,
// pattern); see docs/catalogue-format.md, "Phase 2".

#include <string>

#include "document_reader.hpp"
#include "easylink/catalogue/catalogue.hpp"

namespace easylink::catalogue_reading {

void readModuleParts(DocumentReader& in, const Json& value, const std::string& pointer,
                     ModuleTemplate& module);

}  // namespace easylink::catalogue_reading

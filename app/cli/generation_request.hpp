#pragma once

// [SECTION] A run's request from the command line
//
// What `generate`, `play` and `report` ask a generator of the registry for,
// read the same way for every generator from what its inputs say: the
// catalogue from --catalogue (the default one without it) when the
// generator reads one; its parameters from --params FILE, then --width and
// --height (and, for easylink, every parameter flag); prefab blueprints
// from --vaults FILE and data tables from --tables FILE (by default
// assets/tables/NAME.json) for the generators that take them.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cli/arguments.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generators/generator.hpp"

namespace easylink::cli {

struct RequestRead {
    GenerationRequest request;
    /// Owns the catalogue request.catalogue points to (when it reads one).
    std::shared_ptr<const Catalogue> catalogue;
    std::string cataloguePath;  // as named, or the default catalogue's
    /// One line each; the request is usable only when there are none.
    std::vector<std::string> errors;
    bool usage = false;  // the errors are the command line's (exit 2), not a file's
    bool ok() const { return errors.empty(); }
};

RequestRead readGenerationRequest(const Arguments& args, const Generator& generator,
                                  std::uint64_t seed);

/// The flags readGenerationRequest() reads besides --params and the
/// parameter flags: --vaults, --tables.
std::vector<FlagSpec> inputFlags();

}  // namespace easylink::cli

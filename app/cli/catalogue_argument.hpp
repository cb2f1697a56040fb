#pragma once

// [SECTION] The --catalogue argument
//
// Every verb that generates from a catalogue reads it the same way: the file
// --catalogue names, or the default catalogue without the flag, refused in
// one line when it has errors (the first one, located, and how many more,
// with the command that lists them all).

#include <string>
#include <variant>

#include "cli/arguments.hpp"
#include "easylink/catalogue/catalogue.hpp"

namespace easylink::cli {

/// The catalogue of --catalogue (the default one when absent), or a
/// one-line reason it cannot be used. `path` gets the file as named.
std::variant<Catalogue, std::string> loadCatalogueArgument(const Arguments& args,
                                                           std::string& path);

}  // namespace easylink::cli

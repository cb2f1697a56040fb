#pragma once

// Loading and saving catalogue files. Loading never throws and never stops at
// the first problem: it reads what it can, reports every type error with its
// JSON pointer, then runs the validator over the parts that were readable.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {

struct CatalogueLoad {
    Catalogue catalogue;
    std::vector<Problem> problems;  // type errors first, then validation, in file order

    bool valid() const { return !hasErrors(problems); }
};

/// Builds a catalogue from a parsed document, reporting wrong types, missing
/// keys and unknown names, then validates what was readable.
CatalogueLoad readCatalogue(const Json& document);

/// Parses text, reads it and validates it.
CatalogueLoad loadCatalogueText(std::string_view text);

/// Reads a file, parses it, reads it and validates it.
CatalogueLoad loadCatalogueFile(const std::filesystem::path& path);

/// The document for a catalogue, known keys in a fixed order followed by the
/// unknown keys that were loaded with it.
Json catalogueToJson(const Catalogue& catalogue);

/// The file text: the document indented by two spaces, ending in a newline.
std::string serializeCatalogue(const Catalogue& catalogue);

/// Saves atomically, keeping the replaced file as "<path>.bak". Returns an
/// error message, or nullopt on success.
std::optional<std::string> saveCatalogueFile(const std::filesystem::path& path,
                                             const Catalogue& catalogue);

}  // namespace easylink

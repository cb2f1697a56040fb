#pragma once

// [SECTION] A layout's catalogue
//
// A layout file names the catalogue it was made with (docs/design.md
// section 5: "catalogue": {"name", "hash"}; catalogue_identity.hpp), so that
// `easylink edit LAYOUT.json` and the editor can find it again among the
// catalogues at hand (the last session's, the recent ones, the shipped
// ones) by content, wherever the file now lives and whatever it is called.
// When none holds it, what the layout needs that a catalogue lacks is said
// by name. Files written before layouts named their catalogue name none.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/json_document.hpp"

namespace easylink {

/// The catalogue a parsed layout file names; nullopt when it names none
/// (an older file) or the header is not a name and a hash.
std::optional<CatalogueIdentity> namedCatalogue(const Json& layoutDocument);

/// The modules the layout's rooms are made of that `catalogue` has no
/// module of that name for, each once, in the order the rooms use them.
std::vector<std::string> missingModules(const Json& layoutDocument, const Catalogue& catalogue);

/// "crypt_12x12, crypt_8x8 and 3 more": at most `shown` names.
std::string listNames(const std::vector<std::string>& names, std::size_t shown = 5);

/// "the catalogue 'crypts' (fnv1a64:0123456789abcdef)".
std::string describeCatalogue(const CatalogueIdentity& identity);

struct FoundCatalogue {
    std::filesystem::path path;
    /// Loaded once; held apart so that a layout read against it may point
    /// into it however the FoundCatalogue moves.
    std::unique_ptr<const CatalogueLoad> load;
};

/// The first of `candidates` that holds the catalogue `wanted` (its hash:
/// the same content), reading each file once (however it is spelled) and
/// passing over those that are missing, unreadable or invalid.
std::optional<FoundCatalogue> findCatalogue(const CatalogueIdentity& wanted,
                                            const std::vector<std::filesystem::path>& candidates);

/// The shipped catalogues: every .json file of `folder` (assets/catalogues),
/// by name.
std::vector<std::filesystem::path> shippedCatalogues(const std::filesystem::path& folder);

}  // namespace easylink

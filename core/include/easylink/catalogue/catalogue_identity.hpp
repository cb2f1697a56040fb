#pragma once

// [SECTION] What identifies a catalogue
//
// A layout file names the catalogue it was made with (docs/design.md section
// 5) so that a layout can find its catalogue again: by the catalogue's own
// "name" key and a hash of its content. The hash is FNV-1a (64 bits) of the
// catalogue written as compact JSON from what was read (catalogueToJson:
// known keys in their fixed order, then the unknown ones), so the file's
// spacing, line breaks, key order and defaults written out or left out do
// not change it, and neither does where the file lives: no path is part of
// it. Two files hash alike exactly when they hold the same catalogue.

#include <cstdint>
#include <string>
#include <string_view>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

struct CatalogueIdentity {
    /// The catalogue's "name" key ("" when it has none): for messages only.
    std::string name;
    /// "fnv1a64:" and 16 lowercase hexadecimal digits.
    std::string hash;

    friend bool operator==(const CatalogueIdentity&, const CatalogueIdentity&) = default;
};

/// FNV-1a, 64 bits, of `bytes`: the same in every build and on every machine.
std::uint64_t fnv1a64(std::string_view bytes);

/// The catalogue's name and content hash.
CatalogueIdentity catalogueIdentity(const Catalogue& catalogue);

}  // namespace easylink

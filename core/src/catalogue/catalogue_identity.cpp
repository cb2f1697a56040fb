#include "easylink/catalogue/catalogue_identity.hpp"

#include <cstdio>

#include "easylink/catalogue/catalogue_io.hpp"

namespace easylink {

std::uint64_t fnv1a64(std::string_view bytes) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (const char byte : bytes) {
        hash ^= static_cast<unsigned char>(byte);
        hash *= 0x100000001b3ull;
    }
    return hash;
}

CatalogueIdentity catalogueIdentity(const Catalogue& catalogue) {
    // Invalid UTF-8 in a name (an editor could make one) is replaced, as
    // saving does, rather than thrown on.
    const std::string canonical =
        catalogueToJson(catalogue).dump(-1, ' ', false, Json::error_handler_t::replace);
    char digits[17];
    std::snprintf(digits, sizeof digits, "%016llx",
                  static_cast<unsigned long long>(fnv1a64(canonical)));
    return {catalogue.name, std::string("fnv1a64:") + digits};
}

}  // namespace easylink

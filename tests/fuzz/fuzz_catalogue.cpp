// Feeds arbitrary bytes to the catalogue loader and validator. Beyond "no
// crash, no hang, no leak, no undefined behaviour" it checks two properties:
// every problem says something, and a catalogue that loads as valid saves to
// a file that loads as valid again and saves byte-identically.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "easylink/catalogue/catalogue_io.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const easylink::CatalogueLoad load = easylink::loadCatalogueText(text);
    for (const easylink::Problem& problem : load.problems) {
        if (problem.message.empty()) {
            std::abort();
        }
        (void)easylink::formatProblem("fuzz.json", problem);
    }
    if (load.valid()) {
        const std::string saved = easylink::serializeCatalogue(load.catalogue);
        const easylink::CatalogueLoad again = easylink::loadCatalogueText(saved);
        if (!again.valid() || easylink::serializeCatalogue(again.catalogue) != saved) {
            std::abort();
        }
    }
    return 0;
}

// Feeds arbitrary bytes to the catalogue loader and validator. Beyond "no
// crash, no hang, no leak, no undefined behaviour" it checks two properties:
// every problem says something, and a catalogue that loads as valid saves to
// a file that loads as valid again and saves byte-identically. A valid
// catalogue with phase-2 parts is also resolved on a small map, so strange
// slots, parameters and patterns reach the resolver and its raster; one
// with sockets or locks is generated too, and its layout must keep the
// lock rules and read back as it was written.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/layout/locks.hpp"
#include "easylink/output/layout_reader.hpp"

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
        bool parts = false;
        for (const easylink::ModuleTemplate& module : load.catalogue.modules) {
            parts = parts || easylink::isPartKind(module.kind) || module.isVariant() ||
                    !module.slots.empty() || !module.pattern.empty();
        }
        // Sockets and locks reach the generator too: a layout it makes
        // keeps the lock rules, and its file reads back as written.
        const bool structure = load.catalogue.usesSockets() || load.catalogue.usesLocks();
        if (parts || structure) {
            easylink::EasylinkParams params;
            params.width = 32;
            params.height = 32;
            params.minRooms = 1;
            params.maxAttempts = 1;
            params.placementAttempts = 64;
            params.maxRounds = 2;
            const easylink::GenerationResult result =
                easylink::generateEasylink(load.catalogue, params, size);
            if (result.ok() && parts && !result.resolution) {
                std::abort();
            }
            if (result.ok() && !easylink::brokenLockRule(*result.layout).empty()) {
                std::abort();
            }
            if (result.ok() && structure) {
                const std::string file = easylink::serializeLayout(*result.layout, {});
                const easylink::LayoutRead read =
                    easylink::readLayoutDocument(easylink::Json::parse(file), load.catalogue);
                if (!read.ok() || easylink::serializeLayout(*read.file->layout, {}) != file) {
                    std::abort();
                }
            }
        }
    }
    return 0;
}

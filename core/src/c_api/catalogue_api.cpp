// el_version and the catalogue's life: load (file or text), check, prepare
// for every generator that reads catalogues, free.

#include <string>

#include "c_api/c_api_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink::c_api {
namespace {

/// "FILE: /pointer: message (and 2 more)": the first error of a load.
std::string describeRefusal(std::string_view source, const CatalogueLoad& load) {
    for (const Problem& problem : load.problems) {
        if (problem.severity != Severity::Error) {
            continue;
        }
        std::string message = formatProblem(source, problem);
        if (const std::size_t errors = countErrors(load.problems); errors > 1) {
            message += " (and " + std::to_string(errors - 1) + " more)";
        }
        return message;
    }
    return std::string(source) + ": not a valid catalogue";
}

/// The catalogue, prepared once for every generator that reads one, so that
/// runs on it (from any thread) pay nothing for the check and the index.
el_catalogue* adopt(std::string_view source, std::filesystem::path folder, CatalogueLoad load,
                    char* err, std::size_t errLen) {
    if (!load.valid()) {
        writeError(err, errLen, describeRefusal(source, load));
        return nullptr;
    }
    auto catalogue = std::make_unique<el_catalogue>();
    catalogue->catalogue = std::make_shared<const Catalogue>(std::move(load.catalogue));
    catalogue->folder = std::move(folder);
    for (const Generator& generator : generators()) {
        if (generator.inputs.catalogue && generator.prepare) {
            GenerationRequest request;
            request.catalogue = catalogue->catalogue.get();
            catalogue->prepared.emplace_back(&generator, generator.prepare(request));
        }
    }
    return catalogue.release();
}

}  // namespace
}  // namespace easylink::c_api

using easylink::c_api::guarded;
using easylink::c_api::writeError;

extern "C" {

EL_API const char* el_version(void) {
    return "1.0.0";
}

EL_API el_catalogue* el_catalogue_load(const char* path, char* err, size_t err_len) {
    return guarded<el_catalogue*>(err, err_len, nullptr, [&]() -> el_catalogue* {
        if (path == nullptr) {
            writeError(err, err_len, "el_catalogue_load: path is NULL");
            return nullptr;
        }
        return easylink::c_api::adopt(path, std::filesystem::path(path).parent_path(),
                                      easylink::loadCatalogueFile(path), err, err_len);
    });
}

EL_API el_catalogue* el_catalogue_parse(const char* json, size_t len, char* err, size_t err_len) {
    return guarded<el_catalogue*>(err, err_len, nullptr, [&]() -> el_catalogue* {
        if (json == nullptr && len > 0) {
            writeError(err, err_len, "el_catalogue_parse: json is NULL");
            return nullptr;
        }
        const std::string_view text =
            json == nullptr ? std::string_view() : std::string_view(json, len);
        return easylink::c_api::adopt("catalogue", {}, easylink::loadCatalogueText(text), err,
                                      err_len);
    });
}

EL_API void el_catalogue_free(el_catalogue* catalogue) {
    delete catalogue;
}

}  // extern "C"

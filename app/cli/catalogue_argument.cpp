#include "cli/catalogue_argument.hpp"

#include <algorithm>
#include <utility>

#include "cli/asset_paths.hpp"
#include "easylink/catalogue/catalogue_io.hpp"

namespace easylink::cli {

std::variant<Catalogue, std::string> loadCatalogueArgument(const Arguments& args,
                                                           std::string& path) {
    path = args.value("--catalogue").value_or(defaultCataloguePath().string());
    CatalogueLoad load = loadCatalogueFile(path);
    if (load.valid()) {
        return std::move(load.catalogue);
    }
    const Problem& first =
        *std::find_if(load.problems.begin(), load.problems.end(),
                      [](const Problem& p) { return p.severity == Severity::Error; });
    std::string message = formatProblem(path, first);
    if (const std::size_t errors = countErrors(load.problems); errors > 1) {
        message +=
            " (and " + std::to_string(errors - 1) + " more; run 'easylink validate " + path + "')";
    }
    return message;
}

}  // namespace easylink::cli

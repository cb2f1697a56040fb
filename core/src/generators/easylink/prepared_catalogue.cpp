#include "easylink/generators/easylink/prepared_catalogue.hpp"

#include <algorithm>

#include "catalogue_index.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"

namespace easylink {

PreparedCatalogue::PreparedCatalogue(const Catalogue& catalogue) : catalogue_(&catalogue) {
    for (const Problem& problem : validateForGeneration(catalogue)) {
        if (problem.severity == Severity::Error) {
            failure_ =
                "invalid catalogue: " + (problem.pointer.empty() ? "" : problem.pointer + ": ") +
                problem.message;
            return;
        }
    }
    index_ = std::make_unique<const generation::CatalogueIndex>(catalogue);
    ruled_ = std::any_of(catalogue.modules.begin(), catalogue.modules.end(),
                         [](const ModuleTemplate& m) { return m.rules.any(); });
    resolveTables_ = std::make_unique<const ResolveTables>(prepareResolve(catalogue));
}

PreparedCatalogue::~PreparedCatalogue() = default;

std::shared_ptr<const PreparedCatalogue> prepareCatalogue(const Catalogue& catalogue) {
    return std::make_shared<const PreparedCatalogue>(catalogue);
}

}  // namespace easylink

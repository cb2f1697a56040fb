#pragma once

// [SECTION] A catalogue prepared for the easylink generator
//
// What every run on one catalogue needs and no run changes: the catalogue's
// check for generation (validateForGeneration), its index (each template
// at each allowed rotation with its ports, grouped by kind) and phase 2's
// tables (resolve_tables.hpp). A batch
// prepares its catalogue once and shares it, read-only, between its seeds
// and threads; generateEasylink(catalogue, ...) prepares on every call.
// Preparing draws nothing from any random stream, so a prepared catalogue
// and a plain one give byte-identical runs.

#include <memory>
#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generators/generator.hpp"
#include "easylink/resolve/resolve_tables.hpp"

namespace easylink {

namespace generation {
class CatalogueIndex;
}

class PreparedCatalogue final : public PreparedInputs {
public:
    /// The catalogue must outlive this and stay unchanged while it lives.
    explicit PreparedCatalogue(const Catalogue& catalogue);
    ~PreparedCatalogue() override;
    PreparedCatalogue(const PreparedCatalogue&) = delete;
    PreparedCatalogue& operator=(const PreparedCatalogue&) = delete;

    const Catalogue& catalogue() const { return *catalogue_; }
    /// "invalid catalogue: ..." (its first error), or "" when runs can use it.
    const std::string& failure() const { return failure_; }
    /// The index; only when failure() is empty.
    const generation::CatalogueIndex& index() const { return *index_; }
    /// True when some module carries a room rule (the rules phase runs).
    bool ruled() const { return ruled_; }
    /// Phase 2's tables (variants, parts, slot names); only when failure() is empty.
    const ResolveTables& resolveTables() const { return *resolveTables_; }

private:
    const Catalogue* catalogue_;
    std::string failure_;
    std::unique_ptr<const generation::CatalogueIndex> index_;
    bool ruled_ = false;
    std::unique_ptr<const ResolveTables> resolveTables_;
};

std::shared_ptr<const PreparedCatalogue> prepareCatalogue(const Catalogue& catalogue);

}  // namespace easylink

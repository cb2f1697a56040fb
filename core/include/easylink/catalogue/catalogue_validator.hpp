#pragma once

// The catalogue's rules (docs/design.md sections 3 and 4), each problem reported
// with the JSON pointer of the offending value and a fix a designer can act on.

#include <string>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {

/// The places of a document whose values could not be read (a wrong type, a
/// missing key). The reader leaves defaults there; the validator leaves the
/// rules that depend on them alone, so one mistake is reported once.
class ReadDamage {
public:
    ReadDamage() = default;
    explicit ReadDamage(const std::vector<Problem>& readProblems);

    /// True when everything was read as written (the usual case, and cheap).
    bool empty() const { return pointers_.empty(); }
    /// True when the value at `pointer` itself could not be read.
    bool at(std::string_view pointer) const;
    /// True when the value at `pointer` or anything inside it could not be read.
    bool within(std::string_view pointer) const;

private:
    std::vector<std::string> pointers_;
};

/// Checks every rule and returns every problem, in module and port order.
std::vector<Problem> validateCatalogue(const Catalogue& catalogue, const ReadDamage& damage = {});

/// The rules a generator run depends on: all but whether room patterns keep
/// their walkable tiles connected, which phase 2 checks on every room it
/// resolves anyway (and which costs more than the rest together), and the
/// warning about slots that nest recursively (phase 2 has a budget). The
/// generator runs this on every call; editors and `validate` run the full set.
std::vector<Problem> validateForGeneration(const Catalogue& catalogue);

/// Puts problems in file order, module by module (stable within a module):
/// document-level problems first, those about the module list last.
void sortCatalogueProblems(std::vector<Problem>& problems);

}  // namespace easylink

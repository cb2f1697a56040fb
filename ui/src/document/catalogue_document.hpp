#pragma once

// [SECTION] Catalogue document
//
// A catalogue file as the editor holds it: where it is, what was read, and
// what is wrong with it (validated again after every edit).

#include <filesystem>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::ui {

/// A catalogue file as loaded: what was read and what is wrong with it.
struct CatalogueDocument {
    std::filesystem::path path;
    Catalogue catalogue;
    std::vector<Problem> problems;
};

}  // namespace easylink::ui

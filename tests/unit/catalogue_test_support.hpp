#pragma once

// Small catalogues written inline for the catalogue tests.

#include <filesystem>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::test {

/// Port indices of the test catalogues' rooms with a port on each side,
/// which list them west, east, north, south.
inline constexpr int kW = 0, kE = 1, kN = 2, kS = 3;

/// Problems one per line, as the command line prints them for `file`, for
/// a failed expectation to show.
inline std::string describeProblems(const std::vector<Problem>& problems,
                                    const std::string& file = "catalogue") {
    std::string out;
    for (const Problem& problem : problems) {
        out += formatProblem(file, problem) + "\n";
    }
    return out;
}

/// A catalogue document with the given module objects (JSON text, comma-separated).
inline std::string catalogueWith(const std::string& modules, int macro = 4) {
    return R"({"format": "easylink-catalogue", "version": 1, "name": "t", "macro": )" +
           std::to_string(macro) + R"(, "modules": [)" + modules + "]}";
}

/// The room of docs/design.md section 4, valid on its own.
inline const std::string kHall12 = R"({ "name": "hall_12x12", "kind": "normal", "size": [12, 12],
      "weight": 1.0,
      "ports": [
        { "pos": [0, 3.5],  "dir": "W", "widths": [2, 4] },
        { "pos": [11, 7.5], "dir": "E", "widths": [2, 4] },
        { "pos": [3.5, 0],  "dir": "N", "widths": [2, 4, 6] },
        { "pos": [7.5, 11], "dir": "S", "widths": [2, 4] }
      ] })";

/// The default catalogue of assets/, loaded once.
inline const Catalogue& defaultCatalogue() {
    static const CatalogueLoad load = loadCatalogueFile(std::filesystem::path(EASYLINK_ASSETS_DIR) /
                                                        "catalogues" / "default.json");
    return load.catalogue;
}

}  // namespace easylink::test

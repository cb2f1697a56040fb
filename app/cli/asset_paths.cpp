#include "cli/asset_paths.hpp"

#include <cstdlib>

namespace easylink::cli {

std::filesystem::path assetsDirectory() {
    if (const char* fromEnvironment = std::getenv("EASYLINK_ASSETS_DIR");
        fromEnvironment != nullptr && *fromEnvironment != '\0') {
        return fromEnvironment;
    }
    return EASYLINK_SOURCE_ASSETS_DIR;
}

std::filesystem::path defaultCataloguePath() {
    return assetsDirectory() / "catalogues" / "default.json";
}

}  // namespace easylink::cli

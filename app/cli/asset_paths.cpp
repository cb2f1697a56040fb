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

std::vector<std::filesystem::path> shippedAssetFiles() {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator(assetsDirectory(), ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec)) {
            files.push_back(it->path());
        }
    }
    return files;
}

}  // namespace easylink::cli

#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace easylink::cli {

/// Where the default catalogue lives: $EASYLINK_ASSETS_DIR if set, else the
/// assets/ folder of the source tree the program was built from.
std::filesystem::path assetsDirectory();
std::filesystem::path defaultCataloguePath();

/// Every file of the assets folder (the default catalogue, the generators'
/// tables, the vault blueprints): inputs of any command that uses defaults,
/// and never a place to write.
std::vector<std::filesystem::path> shippedAssetFiles();

}  // namespace easylink::cli

#pragma once

#include <filesystem>
#include <string>

namespace easylink::cli {

/// Where the default catalogue lives: $EASYLINK_ASSETS_DIR if set, else the
/// assets/ folder of the source tree the program was built from.
std::filesystem::path assetsDirectory();
std::filesystem::path defaultCataloguePath();

}  // namespace easylink::cli

#pragma once

// The per-user folder for imgui.ini and the preferences file, following the
// XDG base directory rules: $XDG_CONFIG_HOME/easylink-studio when that is an
// absolute path, ~/.config/easylink-studio otherwise.

#include <filesystem>
#include <optional>
#include <string>

namespace easylink::ui {

struct ConfigDirectoryLookup {
    std::optional<std::filesystem::path> directory;  // exists (it was created if missing)
    std::string error;                               // why there is none, otherwise
};

/// Finds the folder and creates it if missing. Never throws.
ConfigDirectoryLookup findUserConfigDirectory();

/// The folder when it exists (nothing is created); nullopt otherwise.
std::optional<std::filesystem::path> existingUserConfigDirectory();

/// Where the designer's own catalogues go by default, after the XDG rules
/// for data: $XDG_DATA_HOME/easylink-studio/catalogues when that is an
/// absolute path, ~/.local/share/easylink-studio/catalogues otherwise;
/// nullopt when neither variable helps. Not created here: whoever first
/// saves there makes it.
std::optional<std::filesystem::path> userCatalogueDirectory();

}  // namespace easylink::ui

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

}  // namespace easylink::ui

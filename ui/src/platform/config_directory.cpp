#include "platform/config_directory.hpp"

#include <cstdlib>
#include <system_error>

namespace easylink::ui {
namespace {

constexpr const char* kApplicationFolder = "easylink-studio";

/// An environment variable holding an absolute path, or nullopt; the XDG
/// rules say relative values are to be ignored.
std::optional<std::filesystem::path> absolutePathFromEnvironment(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') {
        return std::nullopt;
    }
    std::filesystem::path path(value);
    if (!path.is_absolute()) {
        return std::nullopt;
    }
    return path;
}

}  // namespace

/// Where the folder is, by the XDG rules, whether it exists or not.
std::optional<std::filesystem::path> userConfigDirectoryPath() {
    if (auto xdg = absolutePathFromEnvironment("XDG_CONFIG_HOME")) {
        return *xdg / kApplicationFolder;
    }
    if (auto home = absolutePathFromEnvironment("HOME")) {
        return *home / ".config" / kApplicationFolder;
    }
    return std::nullopt;
}

ConfigDirectoryLookup findUserConfigDirectory() {
    std::filesystem::path base;
    if (auto xdg = absolutePathFromEnvironment("XDG_CONFIG_HOME")) {
        base = *xdg;
    } else if (auto home = absolutePathFromEnvironment("HOME")) {
        base = *home / ".config";
    } else {
        return {std::nullopt, "neither XDG_CONFIG_HOME nor HOME is an absolute path"};
    }

    const std::filesystem::path directory = base / kApplicationFolder;
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error) {
        return {std::nullopt, "cannot create " + directory.string() + ": " + error.message()};
    }
    if (!std::filesystem::is_directory(directory, error)) {
        return {std::nullopt, directory.string() + " is not a directory"};
    }
    return {directory, {}};
}

std::optional<std::filesystem::path> existingUserConfigDirectory() {
    const std::optional<std::filesystem::path> directory = userConfigDirectoryPath();
    std::error_code error;
    if (!directory || !std::filesystem::is_directory(*directory, error)) {
        return std::nullopt;
    }
    return directory;
}

std::optional<std::filesystem::path> userCatalogueDirectory() {
    std::filesystem::path base;
    if (auto xdg = absolutePathFromEnvironment("XDG_DATA_HOME")) {
        base = *xdg;
    } else if (auto home = absolutePathFromEnvironment("HOME")) {
        base = *home / ".local" / "share";
    } else {
        return std::nullopt;
    }
    return base / kApplicationFolder / "catalogues";
}

}  // namespace easylink::ui

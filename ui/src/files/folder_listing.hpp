#pragma once

// [SECTION] Folder listing
//
// What the in-app file browser shows, without ImGui: the entries of one
// folder (folders first, then files, each sorted by name without regard to
// case), narrowed to the files whose extension a filter names. A folder that
// cannot be read gives the reason instead of entries, never an exception.

#include <filesystem>
#include <string>
#include <vector>

namespace easylink::ui {

/// A choice of the browser's filter combo: "Catalogues (*.json)" with
/// {".json"}; no extensions means every file.
struct FileFilter {
    std::string label;
    std::vector<std::string> extensions;  // lower case, with the dot

    /// True when `file`'s extension is one of the filter's (case ignored).
    bool accepts(const std::filesystem::path& file) const;
};

struct FolderEntry {
    std::string name;
    bool isFolder = false;
};

struct FolderListing {
    std::filesystem::path folder;
    std::vector<FolderEntry> entries;
    /// Why the folder could not be read; entries is empty then.
    std::string error;
};

/// Lists `folder`: its sub-folders and the files `filter` accepts. Hidden
/// entries (names starting with a dot) are left out unless `showHidden`.
/// True when `path` names a folder that exists (an empty path does not).
bool isFolder(const std::filesystem::path& path);

FolderListing listFolder(const std::filesystem::path& folder, const FileFilter& filter,
                         bool showHidden = false);

/// A named folder of the browser's Places column ("Home", "My catalogues").
struct Place {
    std::string label;
    std::filesystem::path folder;
};

}  // namespace easylink::ui

#include "files/folder_listing.hpp"

#include <algorithm>
#include <cctype>
#include <system_error>

namespace easylink::ui {
namespace {

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

}  // namespace

bool FileFilter::accepts(const std::filesystem::path& file) const {
    if (extensions.empty()) {
        return true;
    }
    const std::string extension = lowered(file.extension().string());
    return std::find(extensions.begin(), extensions.end(), extension) != extensions.end();
}

FolderListing listFolder(const std::filesystem::path& folder, const FileFilter& filter,
                         bool showHidden) {
    FolderListing listing;
    listing.folder = folder;
    std::error_code error;
    std::filesystem::directory_iterator it(folder, error);
    if (error) {
        listing.error = "Cannot read " + folder.string() + ": " + error.message() + ".";
        return listing;
    }
    // An entry that cannot be looked at (a broken link, a file removed while
    // listing) is passed over; the rest of the folder still shows.
    for (; !error && it != std::filesystem::directory_iterator(); it.increment(error)) {
        const std::string name = it->path().filename().string();
        if (!showHidden && !name.empty() && name.front() == '.') {
            continue;
        }
        std::error_code kindError;
        const bool isFolder = it->is_directory(kindError);
        if (kindError) {
            continue;
        }
        if (!isFolder && !filter.accepts(it->path())) {
            continue;
        }
        listing.entries.push_back({name, isFolder});
    }
    if (error) {
        listing.entries.clear();
        listing.error = "Cannot read " + folder.string() + ": " + error.message() + ".";
        return listing;
    }
    std::sort(listing.entries.begin(), listing.entries.end(),
              [](const FolderEntry& a, const FolderEntry& b) {
                  if (a.isFolder != b.isFolder) {
                      return a.isFolder;
                  }
                  const std::string left = lowered(a.name);
                  const std::string right = lowered(b.name);
                  return left != right ? left < right : a.name < b.name;
              });
    return listing;
}

bool isFolder(const std::filesystem::path& path) {
    std::error_code error;
    return !path.empty() && std::filesystem::is_directory(path, error);
}

}  // namespace easylink::ui

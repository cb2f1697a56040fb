#pragma once

// Telling whether two paths name the same file, by identity and not by
// spelling: "c.json", "./c.json", "../dir/c.json", a symlink to it and a
// hard link to it are all one file. Used before anything is written, so that
// an output never replaces an input or another output of the same command.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace easylink {

/// What a file path resolves to: the device and inode of the file after
/// following symlinks, or, for a file that does not exist yet, those of its
/// parent folder and its final name.
struct FileIdentity {
    unsigned long long device = 0;
    unsigned long long inode = 0;
    std::string name;  // empty for an existing file; the file name otherwise
    bool exists = false;

    friend bool operator==(const FileIdentity&, const FileIdentity&) = default;
};

/// nullopt when neither the path nor its parent folder can be examined.
std::optional<FileIdentity> identifyFile(const std::filesystem::path& path);

/// Whether the two paths name one file (false when either cannot be identified).
bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b);

/// A path with the words that name it in messages, e.g. {"--out", "x.json"}.
struct NamedPath {
    std::string role;  // "--catalogue", "the recovery file", ...
    std::filesystem::path path;
};

/// Checks every output against every input and every other output; returns
/// the first clash as one sentence ("--out c.json is the same file as
/// --catalogue c.json"), or nullopt.
std::optional<std::string> findPathClash(const std::vector<NamedPath>& inputs,
                                         const std::vector<NamedPath>& outputs);

}  // namespace easylink

#pragma once

// Writing files so that a crash, a full disk or a kill never leaves a
// half-written one behind: the bytes go to a temporary file in the same
// directory, are flushed to disk, and only then renamed over the target.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace easylink {

struct AtomicWriteOptions {
    /// Keep the file being replaced as "<path>.bak".
    bool keepBackup = false;
};

/// Returns nullopt on success, or a message such as "cannot create a
/// temporary file in /dir: Permission denied". On failure the target is untouched.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path,
                                               std::string_view contents,
                                               const AtomicWriteOptions& options = {});

}  // namespace easylink

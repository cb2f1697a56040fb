#pragma once

// [SECTION] Recovery file
//
// Unsaved catalogue edits, written after every edit to a file in the
// per-user configuration folder, so that a crash or a killed editor loses
// nothing: the next start offers them back. The file names the catalogue
// file the edits belong to (empty for a new catalogue) and holds the whole
// catalogue, unknown keys included. It is removed once the edits are saved
// or deliberately thrown away.

#include <filesystem>
#include <optional>
#include <string>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::ui {

/// The file's name inside the per-user configuration folder.
inline constexpr const char* kRecoveryFileName = "recovery.json";

struct RecoveredCatalogue {
    std::filesystem::path original;  // empty: a catalogue never saved
    Catalogue catalogue;
};

class RecoveryFile {
public:
    explicit RecoveryFile(std::filesystem::path file) : file_(std::move(file)) {}

    const std::filesystem::path& file() const { return file_; }

    /// Writes the edits atomically; returns an error, or nullopt.
    std::optional<std::string> write(const std::filesystem::path& original,
                                     const Catalogue& catalogue) const;
    /// What the file holds; nullopt when there is none or it is damaged.
    std::optional<RecoveredCatalogue> read() const;
    void remove() const;

private:
    std::filesystem::path file_;
};

}  // namespace easylink::ui

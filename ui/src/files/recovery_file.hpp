#pragma once

// [SECTION] Recovery files
//
// Unsaved catalogue edits, written after every edit to a file in the
// per-user configuration folder, so that a crash or a killed editor loses
// nothing: the next start offers them back. Each document has its own file
// (recovery/doc-<hash of the catalogue's canonical path>.json; a catalogue
// never saved gets a name of its own session, new-<pid>-<n>-<time>.json),
// which names the catalogue file the edits belong to and holds the whole
// catalogue, unknown keys included. It is removed once the edits are saved
// or deliberately thrown away.
//
// The editor that has a document open holds an flock(2) on the file's lock
// (the same name with ".lock" added; a separate file, since every write
// replaces the recovery file itself). A second editor on the same catalogue
// cannot take it and so never writes, offers or deletes that recovery; a
// killed editor's lock goes with its process, so the next start finds the
// file unheld and offers it. Lock files are removed by their holder on
// release; whoever takes a lock checks that the file it locked is still the
// one under that name (a lock file removed and made again in between would
// otherwise let two editors hold "the same" lock).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::ui {

/// The recovery files' folder inside the per-user configuration folder.
inline constexpr const char* kRecoveryFolderName = "recovery";

struct RecoveredCatalogue {
    std::filesystem::path original;  // empty: a catalogue never saved
    Catalogue catalogue;
};

class RecoveryFile {
public:
    explicit RecoveryFile(std::filesystem::path file) : file_(std::move(file)) {}
    /// Releases the lock (removing the lock file); the recovery file stays.
    ~RecoveryFile();
    RecoveryFile(RecoveryFile&& other) noexcept;
    RecoveryFile& operator=(RecoveryFile&& other) noexcept;
    RecoveryFile(const RecoveryFile&) = delete;
    RecoveryFile& operator=(const RecoveryFile&) = delete;

    const std::filesystem::path& file() const { return file_; }
    std::filesystem::path lockFile() const;

    enum class Claim {
        Owned,          // this object holds the lock now
        HeldElsewhere,  // a live editor holds it
        Failed,         // the lock file cannot be made (no folder, no permission)
    };
    /// Takes the lock without waiting (a no-op returning Owned when held).
    Claim claim();
    bool owned() const { return lockFd_ >= 0; }
    /// Gives the lock up as a killed editor would: closes it and removes
    /// nothing. For tests of what the next editor does.
    void abandon();

    /// Writes the edits atomically; returns an error, or nullopt. Refused
    /// unless this object holds the lock.
    std::optional<std::string> write(const std::filesystem::path& original,
                                     const Catalogue& catalogue) const;
    /// What the file holds; nullopt when there is none or it is damaged.
    std::optional<RecoveredCatalogue> read() const;
    /// Removes the recovery file (only when this object holds the lock).
    void remove() const;

private:
    void release();

    std::filesystem::path file_;
    int lockFd_ = -1;
};

/// The folder of every document's recovery file.
class RecoveryFolder {
public:
    explicit RecoveryFolder(std::filesystem::path folder) : folder_(std::move(folder)) {}

    const std::filesystem::path& folder() const { return folder_; }
    /// The recovery file of the catalogue file `catalogue`: the same for
    /// every spelling of its path (relative, through symlinks).
    std::filesystem::path fileFor(const std::filesystem::path& catalogue) const;
    /// A fresh name of this session's own, for a catalogue with no file.
    std::filesystem::path sessionFile() const;
    /// The recovery files no live editor holds, each claimed now (so that
    /// no other editor offers them meanwhile), oldest first; `except` (a
    /// file this editor holds already) is left out.
    std::vector<RecoveryFile> claimUnheld(const std::filesystem::path& except = {}) const;

private:
    std::filesystem::path folder_;
};

}  // namespace easylink::ui

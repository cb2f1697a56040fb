#pragma once

// Safe writes: the one way the program writes a file, so that a crash, a
// full disk, a kill or a mistaken path never leaves a half-written file or
// destroys something else.
//
// - A regular file is written to a temporary file beside it, flushed to disk
//   and renamed over the target: readers see the old file or the new one,
//   never a mix. The new file keeps the old one's permissions and, where the
//   process may, its owner. A file that does not exist yet is, where the
//   system allows (Linux), written unnamed and linked in place at the end:
//   nothing of it is visible, or left behind, before that.
// - A symlink is written *through*: its target is replaced, the link stays.
// - A path that names something other than a regular file (a device such as
//   /dev/null or /dev/full, a FIFO, /dev/stdout) is written in place and
//   never replaced.
// - Every write, flush and close is checked; a failure is returned as a
//   message and no temporary file is left behind.
//
// StagedWrites groups the files of one command (a layout and its picture,
// text, Tiled map, ...) so that they are all-or-nothing: every file is
// written to its temporary first, and only when all of them succeeded are
// they renamed into place; any failure removes every new file of the group
// and puts back any file it had replaced.

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace easylink {

/// Takes the next piece of a file's contents (see the writers below that
/// take a producer: the contents are never whole in memory).
using PieceSink = std::function<void(std::string_view)>;
/// Makes a file's contents, handing them to the sink piece by piece, in order.
using PieceProducer = std::function<void(const PieceSink&)>;

struct AtomicWriteOptions {
    /// Keep the file being replaced as "<path>.bak".
    bool keepBackup = false;
    /// Flush every file to disk before it is renamed into place. A batch of
    /// many files may turn this off and call syncFolder() once at its end.
    bool syncEach = true;
};

/// Writes one file safely. Returns nullopt on success, or a message such as
/// "write failed: No space left on device" (the caller names the file).
/// On failure the target is untouched.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path,
                                               std::string_view contents,
                                               const AtomicWriteOptions& options = {});
/// The same with contents made in pieces: each piece goes to the file as
/// it comes (a big layout's text is never held whole).
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path,
                                               const PieceProducer& produce,
                                               const AtomicWriteOptions& options = {});

/// Flushes everything written into `folder`'s file system to disk, and the
/// folder itself: the end of a batch written with syncEach = false.
std::optional<std::string> syncFolder(const std::filesystem::path& folder);

/// Tells the system that `file` will not be read again soon: the memory
/// that caches what of it is already on disk is given back, to be used
/// again. A batch writing hundreds of megabytes then recycles its own
/// memory instead of filling the system's cache (and, on a machine that
/// has not yet used all its memory, taking memory never touched before,
/// which costs far more the first time). Nothing happens to a file that
/// is missing, or where the system takes no such advice.
void releaseCachedFile(const std::filesystem::path& file);

/// A group of files written all-or-nothing (see the top of this file).
class StagedWrites {
public:
    explicit StagedWrites(const AtomicWriteOptions& options = {});
    ~StagedWrites();  // discards whatever was staged but not committed
    StagedWrites(const StagedWrites&) = delete;
    StagedWrites& operator=(const StagedWrites&) = delete;

    /// Writes `contents` to the temporary file of `path` (nothing is visible
    /// at `path` yet). Returns "cannot write PATH: reason" on failure; the
    /// group is then discarded.
    std::optional<std::string> stage(const std::filesystem::path& path, std::string_view contents);
    /// The same with contents made in pieces: `produce` is called once, and
    /// each piece it hands on is written to the temporary file at once.
    std::optional<std::string> stage(const std::filesystem::path& path,
                                     const PieceProducer& produce);

    /// Puts every staged file in place. Returns "cannot write PATH: reason"
    /// on failure, having removed the group's new files and restored the
    /// files it had replaced.
    std::optional<std::string> commit();

    /// Removes every temporary file; nothing staged is written.
    void discard();

private:
    struct Entry;
    std::optional<std::string> linkUnnamed(Entry& entry);

    AtomicWriteOptions options_;
    std::vector<std::unique_ptr<Entry>> entries_;
};

}  // namespace easylink

#include "easylink/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <set>
#include <system_error>
#include <utility>

namespace easylink {
namespace {

namespace fs = std::filesystem;

std::string describeErrno(const std::string& what) {
    return what + ": " + std::strerror(errno);
}

/// Makes renames in `dir` durable.
std::optional<std::string> syncDirectory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        return describeErrno("cannot open the folder " + dir.string());
    }
    const bool synced = ::fsync(fd) == 0 || errno == EINVAL;
    std::optional<std::string> error;
    if (!synced) {
        error = describeErrno("flushing the folder " + dir.string() + " to disk failed");
    }
    ::close(fd);
    return error;
}

std::optional<std::string> writeAll(int fd, std::string_view contents) {
    std::size_t written = 0;
    while (written < contents.size()) {
        const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return describeErrno("write failed");
        }
        written += static_cast<std::size_t>(n);
    }
    return std::nullopt;
}

bool underPseudoFileSystem(const fs::path& path) {
    const std::string absolute = fs::absolute(path).lexically_normal().string();
    return absolute.rfind("/dev/", 0) == 0 || absolute.rfind("/proc/", 0) == 0;
}

/// Follows a chain of symlinks to the path a write should replace (which
/// may not exist yet: a dangling link creates its target).
fs::path followLinks(const fs::path& path) {
    fs::path current = path;
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(current, ec); ++hops) {
        const fs::path next = fs::read_symlink(current, ec);
        if (ec) {
            break;
        }
        current = next.is_absolute() ? next : current.parent_path() / next;
    }
    return current;
}

/// Whether new files can be written unnamed and linked in at commit:
/// Linux's O_TMPFILE, linked through /proc/self/fd. A file that is never
/// named cannot be left behind, and placing it takes one directory change
/// instead of a create and a rename.
bool canLinkUnnamedFiles() {
#if defined(O_TMPFILE)
    static const bool works = ::access("/proc/self/fd", X_OK) == 0;
    return works;
#else
    return false;
#endif
}

/// An unnamed new file in `dir` (see canLinkUnnamedFiles), or -1 where the
/// file system has none: the caller then names a temporary file.
int openUnnamedFile(const fs::path& dir) {
#if defined(O_TMPFILE)
    if (canLinkUnnamedFiles()) {
        // The mode is the usual one for a new file: 0666 less the umask.
        return ::open(dir.empty() ? "." : dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0666);
    }
#else
    (void)dir;
#endif
    return -1;
}

/// A new file beside `target` for its staged bytes, named so that it is
/// easy to tell whose it is: "<folder>/.<name>.tmp-XXXXXX". It is created as
/// any new file is (0666 less the umask). Returns its descriptor and sets
/// `temp`, or -1 with errno set.
int createTempFile(const fs::path& target, fs::path& temp) {
    static std::atomic<std::uint64_t> made{0};
    static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    const std::string prefix =
        (target.parent_path() / ("." + target.filename().string() + ".tmp-")).string();
    // O_EXCL makes the name ours; the letters only make a clash unlikely.
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::uint64_t bits = (std::uint64_t{static_cast<std::uint32_t>(::getpid())} << 32) ^
                             made.fetch_add(1, std::memory_order_relaxed);
        bits = (bits ^ (bits >> 31)) * 0x9e3779b97f4a7c15ULL;
        bits ^= bits >> 29;
        std::string name = prefix;
        for (int i = 0; i < 6; ++i, bits /= 36) {
            name += kLetters[bits % 36];
        }
        const int fd = ::open(name.c_str(), O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) {
            if (fd >= 0) {
                temp = std::move(name);
            }
            return fd;
        }
    }
    errno = EEXIST;
    return -1;
}

/// The end of writing a staged file whose bytes went in with `error`:
/// flushed to disk when `sync`, closed when `close`; the first error wins.
std::optional<std::string> finishFile(int fd, std::optional<std::string> error, bool sync,
                                      bool close) {
    if (!error && sync && ::fsync(fd) != 0) {
        error = describeErrno("flush to disk failed");
    }
    if (close && ::close(fd) != 0 && !error) {
        error = describeErrno("close failed");
    }
    return error;
}

/// Copies everything `from` holds into `to`.
std::optional<std::string> copyFile(int from, int to) {
    char buffer[1 << 16];
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(from, buffer, sizeof buffer, at);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            return describeErrno("read failed");
        }
        if (n == 0) {
            return std::nullopt;
        }
        if (auto error = writeAll(to, {buffer, static_cast<std::size_t>(n)})) {
            return error;
        }
        at += n;
    }
}

}  // namespace

struct StagedWrites::Entry {
    fs::path requested;    // as given, for messages
    fs::path target;       // the file to replace, symlinks followed
    bool inPlace = false;  // not a regular file: written at commit, never replaced
    std::string contents;  // in place only
    fs::path temp;         // regular files: the staged bytes
    int unnamed = -1;      // new regular files: the staged bytes, not linked yet
    bool existed = false;  // regular files: a file is being replaced
    fs::path old;          // during commit: a hard link keeping the replaced file
    bool placed = false;

    ~Entry() {
        if (unnamed >= 0) {
            ::close(unnamed);  // never linked: the file goes with it
        }
        if (!temp.empty()) {
            ::unlink(temp.c_str());
        }
        if (!old.empty()) {
            ::unlink(old.c_str());
        }
    }
};

StagedWrites::StagedWrites(const AtomicWriteOptions& options) : options_(options) {}

StagedWrites::~StagedWrites() {
    discard();
}

void StagedWrites::discard() {
    entries_.clear();
}

std::optional<std::string> StagedWrites::stage(const fs::path& path, std::string_view contents) {
    return stage(path, [contents](const PieceSink& put) { put(contents); });
}

std::optional<std::string> StagedWrites::stage(const fs::path& path, const PieceProducer& produce) {
    const auto fail = [&](const std::string& reason) -> std::optional<std::string> {
        discard();
        return "cannot write " + path.string() + ": " + reason;
    };
    if (path.empty()) {
        return fail("no file name given");
    }
    auto entry = std::make_unique<Entry>();
    entry->requested = path;
    // lstat first: a path that is no link (nearly always) needs no second look.
    struct stat info {};
    bool present = ::lstat(path.c_str(), &info) == 0;
    const bool link = present && S_ISLNK(info.st_mode);
    if (link) {
        present = ::stat(path.c_str(), &info) == 0;  // what the link leads to, if anything
    }
    if (present) {
        if (S_ISDIR(info.st_mode)) {
            return fail("it is a folder, not a file");
        }
        if (!S_ISREG(info.st_mode) || underPseudoFileSystem(path)) {
            entry->inPlace = true;
            entry->target = path;
            produce([&](std::string_view piece) { entry->contents += piece; });
            entries_.push_back(std::move(entry));
            return std::nullopt;
        }
        entry->existed = true;
    }
    entry->target = link ? followLinks(path) : path;
    const fs::path dir = entry->target.parent_path();
    int fd = entry->existed ? -1 : openUnnamedFile(dir);
    if (fd >= 0) {
        entry->unnamed = fd;
    } else {
        fd = createTempFile(entry->target, entry->temp);
        if (fd < 0) {
            return fail(describeErrno("cannot create a file in " +
                                      (dir.empty() ? std::string(".") : dir.string())));
        }
        // Give the file the permissions (and, where allowed, the owner) of
        // the one it replaces.
        if (entry->existed) {
            ::fchmod(fd, info.st_mode & 07777);
            if (info.st_uid != ::geteuid() || info.st_gid != ::getegid()) {
                [[maybe_unused]] const int ignored = ::fchown(fd, info.st_uid, info.st_gid);
            }
        }
    }
    // After a failed write the rest of the pieces are made but not written:
    // the first error is the one reported.
    // Should making them throw, the entry's end removes the file; a named
    // temporary file's descriptor is closed here.
    std::optional<std::string> writeError;
    try {
        produce([&](std::string_view piece) {
            if (!writeError) {
                writeError = writeAll(fd, piece);
            }
        });
    } catch (...) {
        if (entry->unnamed < 0) {
            ::close(fd);
        }
        throw;
    }
    std::optional<std::string> error =
        finishFile(fd, std::move(writeError), options_.syncEach, entry->unnamed < 0);
    entries_.push_back(std::move(entry));
    if (error) {
        return fail(*error);
    }
    return std::nullopt;
}

// A new file written unnamed goes in place by linking it; should that fail
// (a file of that name appeared meanwhile, /proc went away), its bytes are
// copied to a named temporary file, which is renamed as usual.
std::optional<std::string> StagedWrites::linkUnnamed(Entry& entry) {
    char link[32];
    std::snprintf(link, sizeof link, "/proc/self/fd/%d", entry.unnamed);
    if (::linkat(AT_FDCWD, link, AT_FDCWD, entry.target.c_str(), AT_SYMLINK_FOLLOW) == 0) {
        ::close(entry.unnamed);
        entry.unnamed = -1;
        return std::nullopt;
    }
    const int fd = createTempFile(entry.target, entry.temp);
    if (fd < 0) {
        return describeErrno("cannot create a file beside it");
    }
    std::optional<std::string> error =
        finishFile(fd, copyFile(entry.unnamed, fd), options_.syncEach, true);
    ::close(entry.unnamed);
    entry.unnamed = -1;
    if (!error && ::rename(entry.temp.c_str(), entry.target.c_str()) != 0) {
        error = describeErrno("cannot replace the file");
    }
    if (!error) {
        entry.temp.clear();
    }
    return error;
}

std::optional<std::string> StagedWrites::commit() {
    const auto rollBack = [&](const Entry& failed, const std::string& reason) {
        for (auto& entry : entries_) {
            if (!entry->placed) {
                continue;
            }
            if (!entry->old.empty()) {
                if (::rename(entry->old.c_str(), entry->target.c_str()) == 0) {
                    entry->old.clear();
                }
            } else if (!entry->existed) {
                ::unlink(entry->target.c_str());
            }
        }
        std::string message = "cannot write " + failed.requested.string() + ": " + reason;
        discard();
        return message;
    };
    // Devices and FIFOs first: they cannot be taken back, so nothing is
    // renamed into place unless they were written.
    for (auto& entry : entries_) {
        if (!entry->inPlace) {
            continue;
        }
        const int fd = ::open(entry->target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
        if (fd < 0) {
            return rollBack(*entry, describeErrno("cannot open"));
        }
        std::optional<std::string> error = writeAll(fd, entry->contents);
        if (::close(fd) != 0 && !error) {
            error = describeErrno("close failed");
        }
        if (error) {
            return rollBack(*entry, *error);
        }
    }
    const bool group = entries_.size() > 1;
    for (auto& entry : entries_) {
        if (entry->inPlace) {
            continue;
        }
        if (entry->existed && options_.keepBackup) {
            const fs::path backup = entry->target.string() + ".bak";
            std::error_code ec;
            fs::copy_file(entry->target, backup, fs::copy_options::overwrite_existing, ec);
            if (ec) {
                return rollBack(*entry,
                                "cannot keep a backup at " + backup.string() + ": " + ec.message());
            }
        }
        if (entry->existed && group) {
            // Keep the replaced file reachable until the whole group is in
            // place, so that a later failure can put it back.
            std::string old = entry->temp.string();
            old.replace(old.rfind(".tmp-"), 5, ".old-");
            if (::link(entry->target.c_str(), old.c_str()) == 0) {
                entry->old = old;
            }
        }
        if (entry->unnamed >= 0) {
            if (std::optional<std::string> error = linkUnnamed(*entry)) {
                return rollBack(*entry, *error);
            }
        } else if (::rename(entry->temp.c_str(), entry->target.c_str()) != 0) {
            return rollBack(*entry, describeErrno("cannot replace the file"));
        }
        entry->temp.clear();
        entry->placed = true;
    }
    std::set<fs::path> folders;
    for (const auto& entry : entries_) {
        if (!entry->inPlace) {
            folders.insert(entry->target.parent_path());
        }
    }
    entries_.clear();  // unlinks the kept old files
    if (options_.syncEach) {
        for (const fs::path& folder : folders) {
            // The files are in place; a folder that cannot be flushed only
            // weakens durability after a power cut, so it is not an error.
            (void)syncDirectory(folder);
        }
    }
    return std::nullopt;
}

std::optional<std::string> writeFileAtomically(const fs::path& path, std::string_view contents,
                                               const AtomicWriteOptions& options) {
    return writeFileAtomically(
        path, [contents](const PieceSink& put) { put(contents); }, options);
}

std::optional<std::string> writeFileAtomically(const fs::path& path, const PieceProducer& produce,
                                               const AtomicWriteOptions& options) {
    StagedWrites writes(options);
    std::optional<std::string> error = writes.stage(path, produce);
    if (!error) {
        error = writes.commit();
    }
    if (error) {
        // The caller names the file; keep only the reason.
        const std::string prefix = "cannot write " + path.string() + ": ";
        if (error->rfind(prefix, 0) == 0) {
            error->erase(0, prefix.size());
        }
    }
    return error;
}

std::optional<std::string> syncFolder(const fs::path& folder) {
    const int fd =
        ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        return describeErrno("cannot open the folder " + folder.string());
    }
    std::optional<std::string> error;
#if defined(__linux__)
    // One call flushes every file of the batch; elsewhere (macOS, the BSDs)
    // there is no syncfs, and a batch's files were written without their own
    // flush, so the folder's entries are all that the fsync below makes sure of.
    if (::syncfs(fd) != 0) {
        error = describeErrno("flushing " + folder.string() + " to disk failed");
    } else
#endif
        if (::fsync(fd) != 0 && errno != EINVAL) {
        error = describeErrno("flushing the folder " + folder.string() + " to disk failed");
    }
    ::close(fd);
    return error;
}

void releaseCachedFile(const fs::path& file) {
#if defined(POSIX_FADV_DONTNEED)
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return;
    }
    // Pages still waiting for the disk stay; those on it are dropped.
    (void)::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    ::close(fd);
#else
    (void)file;
#endif
}

}  // namespace easylink

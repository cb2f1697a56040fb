#include "easylink/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <system_error>
#include <utility>

namespace easylink {
namespace {

namespace fs = std::filesystem;

std::string describeErrno(const std::string& what) {
    return what + ": " + std::strerror(errno);
}

/// The process's umask, read once: umask() can only be read by setting it,
/// which would race with other threads writing files.
mode_t processUmask() {
    static std::once_flag once;
    static mode_t mask = 022;
    std::call_once(once, [] {
        mask = ::umask(022);
        ::umask(mask);
    });
    return mask;
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

}  // namespace

struct StagedWrites::Entry {
    fs::path requested;    // as given, for messages
    fs::path target;       // the file to replace, symlinks followed
    bool inPlace = false;  // not a regular file: written at commit, never replaced
    std::string contents;  // in place only
    fs::path temp;         // regular files: the staged bytes
    bool existed = false;  // regular files: a file is being replaced
    fs::path old;          // during commit: a hard link keeping the replaced file
    bool placed = false;

    ~Entry() {
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
    const auto fail = [&](const std::string& reason) -> std::optional<std::string> {
        discard();
        return "cannot write " + path.string() + ": " + reason;
    };
    if (path.empty()) {
        return fail("no file name given");
    }
    auto entry = std::make_unique<Entry>();
    entry->requested = path;
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            return fail("it is a folder, not a file");
        }
        if (!S_ISREG(info.st_mode) || underPseudoFileSystem(path)) {
            entry->inPlace = true;
            entry->target = path;
            entry->contents.assign(contents);
            entries_.push_back(std::move(entry));
            return std::nullopt;
        }
        entry->existed = true;
    }
    entry->target = followLinks(path);
    const fs::path dir = entry->target.parent_path();
    const std::string pattern =
        (dir / ("." + entry->target.filename().string() + ".tmp-XXXXXX")).string();
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkostemp(name.data(), O_CLOEXEC);
    if (fd < 0) {
        return fail(describeErrno("cannot create a file in " +
                                  (dir.empty() ? std::string(".") : dir.string())));
    }
    entry->temp = name.data();
    // mkstemp creates 0600: give the file the permissions (and, where
    // allowed, the owner) of the one it replaces, or the usual ones.
    if (entry->existed) {
        ::fchmod(fd, info.st_mode & 07777);
        if (info.st_uid != ::geteuid() || info.st_gid != ::getegid()) {
            [[maybe_unused]] const int ignored = ::fchown(fd, info.st_uid, info.st_gid);
        }
    } else {
        ::fchmod(fd, 0666 & ~processUmask());
    }
    std::optional<std::string> error = writeAll(fd, contents);
    if (!error && options_.syncEach && ::fsync(fd) != 0) {
        error = describeErrno("flush to disk failed");
    }
    if (::close(fd) != 0 && !error) {
        error = describeErrno("close failed");
    }
    entries_.push_back(std::move(entry));
    if (error) {
        return fail(*error);
    }
    return std::nullopt;
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
        if (::rename(entry->temp.c_str(), entry->target.c_str()) != 0) {
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
    StagedWrites writes(options);
    std::optional<std::string> error = writes.stage(path, contents);
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

}  // namespace easylink

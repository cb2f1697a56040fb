#include "easylink/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <system_error>
#include <vector>

namespace easylink {
namespace {

std::string describeErrno(const std::string& what) {
    return what + ": " + std::strerror(errno);
}

/// Makes the rename itself durable; failure here is not worth reporting.
void syncDirectory(const std::filesystem::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
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
    if (::fsync(fd) != 0) {
        return describeErrno("flush to disk failed");
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> writeFileAtomically(const std::filesystem::path& path,
                                               std::string_view contents,
                                               const AtomicWriteOptions& options) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        return path.string() + " is a directory";
    }
    const std::filesystem::path dir = path.parent_path();
    std::string pattern = (dir / ("." + path.filename().string() + ".tmp-XXXXXX")).string();
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        return describeErrno("cannot create a temporary file in " +
                             (dir.empty() ? std::string(".") : dir.string()));
    }
    const std::string tempPath(name.data());
    // mkstemp creates 0600; a saved file should get the usual permissions.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);

    std::optional<std::string> error = writeAll(fd, contents);
    if (::close(fd) != 0 && !error) {
        error = describeErrno("close failed");
    }
    if (!error && options.keepBackup && std::filesystem::exists(path, ec)) {
        const std::filesystem::path backup = path.string() + ".bak";
        std::filesystem::copy_file(path, backup, std::filesystem::copy_options::overwrite_existing,
                                   ec);
        if (ec) {
            error = "cannot keep a backup at " + backup.string() + ": " + ec.message();
        }
    }
    if (!error && ::rename(tempPath.c_str(), path.c_str()) != 0) {
        error = describeErrno("cannot replace " + path.string());
    }
    if (error) {
        ::unlink(tempPath.c_str());
        return error;
    }
    syncDirectory(dir);
    return std::nullopt;
}

}  // namespace easylink

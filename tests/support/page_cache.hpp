#pragma once

// How much of a file the system's page cache holds, for the tests of
// releaseCachedFile() and of a batch that releases its files: the file is
// mapped and mincore() says which of its pages are in memory.

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <vector>

namespace easylink::test {

/// The pages of `file` in memory, or nothing when it cannot be told (a
/// missing or empty file, or a file system that keeps every file in memory,
/// such as tmpfs, where nothing can be released).
inline std::optional<std::size_t> cachedPages(const std::filesystem::path& file) {
    constexpr long kTmpfsMagic = 0x01021994;
    struct statfs where {};
    if (::statfs(file.c_str(), &where) != 0 || where.f_type == kTmpfsMagic) {
        return std::nullopt;
    }
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return std::nullopt;
    }
    struct stat info {};
    std::optional<std::size_t> pages;
    if (::fstat(fd, &info) == 0 && info.st_size > 0) {
        const auto size = static_cast<std::size_t>(info.st_size);
        void* map = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
        if (map != MAP_FAILED) {
            const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
            std::vector<unsigned char> in((size + page - 1) / page);
            if (::mincore(map, size, in.data()) == 0) {
                pages = 0;
                for (const unsigned char flags : in) {
                    *pages += flags & 1u;
                }
            }
            ::munmap(map, size);
        }
    }
    ::close(fd);
    return pages;
}

}  // namespace easylink::test

#pragma once

// A batch's files on their way to disk: flushed as the batch goes, so that
// the disk works alongside the workers and the flush that ends the batch
// (the one whose failure counts) has only the last files left to wait for;
// and, once on disk, given back to the system as memory to use again
// (releaseCachedFile() in atomic_file.hpp), so that a batch of many files
// recycles its own memory rather than filling the system's cache with
// files nobody reads back soon.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace easylink::cli {

class BatchFlush {
public:
    /// The files a seed's worker wrote.
    using SeedFiles = std::function<std::vector<std::filesystem::path>(std::uint64_t seed)>;

    /// A batch writing into `dir`.
    BatchFlush(std::filesystem::path dir, SeedFiles filesOf);

    /// Called by a worker once seed `seed`'s files are in place.
    void written(std::uint64_t seed);

    /// Flushes everything written so far, then releases the files that
    /// were in place before it began. Returns the flush's error.
    std::optional<std::string> flush();

private:
    std::filesystem::path dir_;
    SeedFiles filesOf_;
    std::mutex mutex_;
    std::vector<std::uint64_t> written_;  // since the last flush began
};

}  // namespace easylink::cli

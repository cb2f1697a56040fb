#include "cli/batch_flush.hpp"

#include <utility>

#include "easylink/io/atomic_file.hpp"

namespace easylink::cli {

BatchFlush::BatchFlush(std::filesystem::path dir, SeedFiles filesOf)
    : dir_(std::move(dir)), filesOf_(std::move(filesOf)) {}

void BatchFlush::written(std::uint64_t seed) {
    const std::lock_guard lock(mutex_);
    written_.push_back(seed);
}

std::optional<std::string> BatchFlush::flush() {
    std::vector<std::uint64_t> flushed;
    {
        const std::lock_guard lock(mutex_);
        flushed.swap(written_);
    }
    // Every file of `flushed` was in place before the flush began, so it is
    // on disk once the flush is done.
    std::optional<std::string> error = syncFolder(dir_);
    if (!error) {
        for (const std::uint64_t seed : flushed) {
            for (const std::filesystem::path& file : filesOf_(seed)) {
                releaseCachedFile(file);
            }
        }
    }
    return error;
}

}  // namespace easylink::cli

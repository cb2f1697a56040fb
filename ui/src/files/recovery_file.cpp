#include "files/recovery_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <system_error>
#include <utility>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/json_format.hpp"

namespace easylink::ui {
namespace {

constexpr const char* kFormat = "easylink-recovery";
constexpr int kVersion = 1;
// A lock file removed and made again between open() and flock() sends
// claim() round again; more rounds than this means something odd is going
// on, and the claim gives up rather than spin.
constexpr int kClaimRounds = 8;

/// FNV-1a, 64 bits: a stable name for a path, the same in every build.
std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

}  // namespace

RecoveryFile::~RecoveryFile() {
    release();
}

RecoveryFile::RecoveryFile(RecoveryFile&& other) noexcept
    : file_(std::move(other.file_)), lockFd_(std::exchange(other.lockFd_, -1)) {}

RecoveryFile& RecoveryFile::operator=(RecoveryFile&& other) noexcept {
    if (this != &other) {
        release();
        file_ = std::move(other.file_);
        lockFd_ = std::exchange(other.lockFd_, -1);
    }
    return *this;
}

std::filesystem::path RecoveryFile::lockFile() const {
    std::filesystem::path lock = file_;
    lock += ".lock";
    return lock;
}

RecoveryFile::Claim RecoveryFile::claim() {
    if (owned()) {
        return Claim::Owned;
    }
    std::error_code error;
    std::filesystem::create_directories(file_.parent_path(), error);
    const std::filesystem::path lock = lockFile();
    for (int round = 0; round < kClaimRounds; ++round) {
        const int fd = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0) {
            return Claim::Failed;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const bool held = errno == EWOULDBLOCK;
            ::close(fd);
            return held ? Claim::HeldElsewhere : Claim::Failed;
        }
        // Still the file under that name? Its holder may have removed it
        // (releasing) between our open() and flock().
        struct stat locked {};
        struct stat named {};
        if (::fstat(fd, &locked) == 0 && ::stat(lock.c_str(), &named) == 0 &&
            locked.st_dev == named.st_dev && locked.st_ino == named.st_ino) {
            lockFd_ = fd;
            return Claim::Owned;
        }
        ::close(fd);
    }
    return Claim::Failed;
}

void RecoveryFile::release() {
    if (lockFd_ >= 0) {
        // Removed while still held, so nobody can take the old file for the lock.
        ::unlink(lockFile().c_str());
        ::close(std::exchange(lockFd_, -1));
    }
}

void RecoveryFile::abandon() {
    if (lockFd_ >= 0) {
        ::close(std::exchange(lockFd_, -1));
    }
}

std::optional<std::string> RecoveryFile::write(const std::filesystem::path& original,
                                               const Catalogue& catalogue) const {
    if (!owned()) {
        return "the recovery file " + file_.string() + " belongs to another editor";
    }
    std::error_code error;
    std::filesystem::create_directories(file_.parent_path(), error);
    Json document = Json::object();
    document["format"] = kFormat;
    document["version"] = kVersion;
    document["original"] = original.string();
    document["catalogue"] = catalogueToJson(catalogue);
    return writeFileAtomically(file_, formatJsonReadable(document));
}

std::optional<RecoveredCatalogue> RecoveryFile::read() const {
    std::error_code error;
    if (!std::filesystem::exists(file_, error)) {
        return std::nullopt;
    }
    const ParsedJson parsed = readJsonFile(file_);
    if (!parsed.ok() || !parsed.value.is_object()) {
        return std::nullopt;
    }
    const Json& document = parsed.value;
    const auto format = document.find("format");
    const auto original = document.find("original");
    const auto catalogue = document.find("catalogue");
    if (format == document.end() || *format != kFormat || original == document.end() ||
        !original->is_string() || catalogue == document.end()) {
        return std::nullopt;
    }
    CatalogueLoad load = readCatalogue(*catalogue);
    return RecoveredCatalogue{original->get<std::string>(), std::move(load.catalogue)};
}

void RecoveryFile::remove() const {
    if (owned()) {
        std::error_code error;
        std::filesystem::remove(file_, error);
    }
}

std::filesystem::path RecoveryFolder::fileFor(const std::filesystem::path& catalogue) const {
    std::error_code error;
    std::filesystem::path canonical = std::filesystem::weakly_canonical(catalogue, error);
    if (error) {
        canonical = std::filesystem::absolute(catalogue, error).lexically_normal();
    }
    char name[32];
    std::snprintf(name, sizeof name, "doc-%016llx.json",
                  static_cast<unsigned long long>(fnv1a(canonical.string())));
    return folder_ / name;
}

std::filesystem::path RecoveryFolder::sessionFile() const {
    static std::atomic<unsigned> counter{0};
    const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
    return folder_ / ("new-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" +
                      std::to_string(now) + ".json");
}

std::vector<RecoveryFile> RecoveryFolder::claimUnheld(const std::filesystem::path& except) const {
    struct Found {
        std::filesystem::file_time_type time;
        std::filesystem::path path;
    };
    std::vector<Found> found;
    std::error_code error;
    for (std::filesystem::directory_iterator it(folder_, error), end; !error && it != end;
         it.increment(error)) {
        const std::filesystem::path& path = it->path();
        std::error_code ignored;
        if (path.extension() != ".json" || !it->is_regular_file(ignored) || path == except) {
            continue;
        }
        found.push_back({it->last_write_time(ignored), path});
    }
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        return a.time != b.time ? a.time < b.time : a.path < b.path;
    });
    std::vector<RecoveryFile> claimed;
    for (const Found& each : found) {
        RecoveryFile file(each.path);
        if (file.claim() == RecoveryFile::Claim::Owned) {
            claimed.push_back(std::move(file));
        }
    }
    return claimed;
}

}  // namespace easylink::ui

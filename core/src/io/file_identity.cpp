#include "easylink/io/file_identity.hpp"

#include <sys/stat.h>

namespace easylink {
namespace {

namespace fs = std::filesystem;

std::optional<FileIdentity> statIdentity(const fs::path& path, std::string name) {
    struct stat info {};
    if (::stat(path.empty() ? "." : path.c_str(), &info) != 0) {
        return std::nullopt;
    }
    FileIdentity identity;
    identity.device = static_cast<unsigned long long>(info.st_dev);
    identity.inode = static_cast<unsigned long long>(info.st_ino);
    identity.exists = name.empty();
    identity.name = std::move(name);
    return identity;
}

}  // namespace

std::optional<FileIdentity> identifyFile(const fs::path& path) {
    if (path.empty()) {
        return std::nullopt;
    }
    // stat() follows symlinks, so a link and its target agree.
    if (auto identity = statIdentity(path, "")) {
        return identity;
    }
    // A dangling symlink names the file it would create.
    std::error_code ec;
    fs::path target = path;
    for (int hops = 0; hops < 40 && fs::is_symlink(target, ec); ++hops) {
        const fs::path next = fs::read_symlink(target, ec);
        if (ec) {
            break;
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    const fs::path name = target.filename();
    if (name.empty() || name == "." || name == "..") {
        return std::nullopt;
    }
    return statIdentity(target.parent_path(), name.string());
}

bool sameFile(const fs::path& a, const fs::path& b) {
    const auto first = identifyFile(a);
    const auto second = identifyFile(b);
    return first && second && *first == *second;
}

std::optional<std::string> findPathClash(const std::vector<NamedPath>& inputs,
                                         const std::vector<NamedPath>& outputs) {
    const auto describe = [](const NamedPath& named) {
        return named.role + " " + named.path.string();
    };
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const auto output = identifyFile(outputs[i].path);
        if (!output) {
            continue;
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (const auto other = identifyFile(outputs[j].path); other && *other == *output) {
                return describe(outputs[i]) + " is the same file as " + describe(outputs[j]) +
                       "; give each output its own file";
            }
        }
        for (const NamedPath& input : inputs) {
            if (const auto read = identifyFile(input.path); read && *read == *output) {
                return describe(outputs[i]) + " is the same file as " + describe(input) +
                       "; writing it would destroy the input";
            }
        }
    }
    return std::nullopt;
}

}  // namespace easylink

#include "cli/path_guard.hpp"

#include <charconv>

namespace easylink::cli {

CommandFiles declaredFiles(const VerbSpec& spec, const Arguments& args) {
    CommandFiles files;
    for (const FlagSpec& flag : spec.flags) {
        if (flag.role == PathRole::None) {
            continue;
        }
        if (const auto value = args.value(flag.name); value && !value->empty()) {
            auto& list = flag.role == PathRole::Input ? files.inputs : files.outputs;
            list.push_back({flag.name, *value});
        }
    }
    if (spec.positionalRole != PathRole::None) {
        auto& list = spec.positionalRole == PathRole::Input ? files.inputs : files.outputs;
        for (const std::string& word : args.positional) {
            list.push_back({"the file", word});
        }
    }
    return files;
}

void addBatchFilesThatAreInputs(const std::filesystem::path& dir, std::uint64_t first,
                                std::uint64_t count, CommandFiles& files) {
    std::vector<NamedPath> clashes;
    for (const NamedPath& input : files.inputs) {
        const std::string name = input.path.filename().string();
        constexpr std::string_view kPrefix = "layout-";
        constexpr std::string_view kSuffix = ".json";
        if (name.size() <= kPrefix.size() + kSuffix.size() || name.rfind(kPrefix, 0) != 0 ||
            name.compare(name.size() - kSuffix.size(), kSuffix.size(), kSuffix) != 0) {
            continue;
        }
        const char* begin = name.data() + kPrefix.size();
        const char* end = name.data() + name.size() - kSuffix.size();
        std::uint64_t seed = 0;
        const auto [stop, error] = std::from_chars(begin, end, seed);
        if (error != std::errc{} || stop != end ||
            std::to_string(seed) != std::string(begin, end) || seed < first ||
            seed - first >= count) {
            continue;
        }
        const std::filesystem::path folder =
            input.path.has_parent_path() ? input.path.parent_path() : ".";
        if (sameFile(folder, dir)) {
            clashes.push_back({"--out-dir", dir / name});
        }
    }
    files.outputs.insert(files.outputs.end(), clashes.begin(), clashes.end());
}

}  // namespace easylink::cli

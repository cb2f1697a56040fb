#include "dialogs/path_proposal.hpp"

#include <string>
#include <system_error>

namespace easylink::ui {

std::filesystem::path proposeFreePath(const std::filesystem::path& wanted,
                                      const std::vector<NamedPath>& inputs, bool mustNotExist) {
    const auto isFree = [&](const std::filesystem::path& path) {
        std::error_code error;
        if (mustNotExist && std::filesystem::exists(path, error)) {
            return false;
        }
        return !findPathClash(inputs, {{"the proposal", path}}).has_value();
    };
    if (isFree(wanted)) {
        return wanted;
    }
    const std::filesystem::path folder = wanted.parent_path();
    const std::string stem = wanted.stem().string();
    const std::string extension = wanted.extension().string();
    // Numbered names run out only in a folder with ten thousand of them.
    for (int number = 2; number < 10000; ++number) {
        std::filesystem::path candidate =
            folder / (stem + "-" + std::to_string(number) + extension);
        if (isFree(candidate)) {
            return candidate;
        }
    }
    return wanted;
}

}  // namespace easylink::ui

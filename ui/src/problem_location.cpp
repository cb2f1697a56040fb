#include "problem_location.hpp"

#include <charconv>

namespace easylink::ui {

std::optional<std::size_t> moduleIndexOfPointer(std::string_view pointer) {
    constexpr std::string_view kPrefix = "/modules/";
    if (!pointer.starts_with(kPrefix)) {
        return std::nullopt;
    }
    const std::string_view rest = pointer.substr(kPrefix.size());
    const std::string_view token = rest.substr(0, rest.find('/'));
    // RFC 6901 array indices are plain decimals without leading zeros.
    if (token.empty() || (token.size() > 1 && token.front() == '0')) {
        return std::nullopt;
    }
    std::size_t index = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
    if (error != std::errc() || end != token.data() + token.size()) {
        return std::nullopt;
    }
    return index;
}

}  // namespace easylink::ui

#include "document/problem_location.hpp"

#include <charconv>

namespace easylink::ui {

namespace {

/// The array index at the start of `text` ("3/ports" gives 3), or nullopt.
std::optional<std::size_t> leadingIndex(std::string_view text) {
    const std::string_view token = text.substr(0, text.find('/'));
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

constexpr std::string_view kModules = "/modules/";

}  // namespace

std::optional<std::size_t> moduleIndexOfPointer(std::string_view pointer) {
    if (!pointer.starts_with(kModules)) {
        return std::nullopt;
    }
    return leadingIndex(pointer.substr(kModules.size()));
}

std::optional<std::size_t> portIndexOfPointer(std::string_view pointer) {
    if (!moduleIndexOfPointer(pointer)) {
        return std::nullopt;
    }
    const std::string_view rest = pointer.substr(kModules.size());
    const std::size_t slash = rest.find('/');
    constexpr std::string_view kPorts = "/ports/";
    if (slash == std::string_view::npos || !rest.substr(slash).starts_with(kPorts)) {
        return std::nullopt;
    }
    return leadingIndex(rest.substr(slash + kPorts.size()));
}

}  // namespace easylink::ui

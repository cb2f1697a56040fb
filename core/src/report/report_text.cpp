#include "easylink/report/report_text.hpp"

#include <cmath>
#include <cstdio>

namespace easylink::report_text {

std::string number(std::uint64_t value) {
    return std::to_string(value);
}

std::string seedRange(const SeedTally& seeds) {
    return seeds.firstSeed() ? number(*seeds.firstSeed()) + " to " + number(*seeds.lastSeed())
                             : std::string("none");
}

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string percent(std::uint64_t part, std::uint64_t whole) {
    if (whole == 0) {
        return "-";
    }
    return fixed(100.0 * static_cast<double>(part) / static_cast<double>(whole), 1) + " %";
}

std::string figure(double value) {
    if (value == std::floor(value) && std::abs(value) < 1e15) {
        return std::to_string(static_cast<long long>(value));
    }
    std::string text = fixed(value, 2);
    while (text.back() == '0') {
        text.pop_back();
    }
    return text;
}

}  // namespace easylink::report_text

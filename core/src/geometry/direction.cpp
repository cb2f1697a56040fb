#include "easylink/geometry/direction.hpp"

namespace easylink {

std::string_view toString(Dir d) {
    constexpr std::array<std::string_view, 4> kNames = {"N", "E", "S", "W"};
    return kNames[static_cast<int>(d)];
}

std::string_view wallName(Dir d) {
    constexpr std::array<std::string_view, 4> kNames = {"north", "east", "south", "west"};
    return kNames[static_cast<int>(d)];
}

std::optional<Dir> parseDir(std::string_view text) {
    for (Dir d : kAllDirs) {
        if (text == toString(d)) {
            return d;
        }
    }
    return std::nullopt;
}

}  // namespace easylink

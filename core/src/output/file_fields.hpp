#pragma once

// Reading the fields of a layout file: each helper checks one value's type
// and range and, when it is wrong, throws a FieldError naming its JSON
// pointer. The readers catch it once, at the top, and turn it into a
// Problem; nothing throws past them.

#include <cstdint>
#include <string>
#include <string_view>

#include "easylink/io/json_document.hpp"

namespace easylink::file_fields {

struct FieldError {
    std::string pointer;
    std::string message;
};

[[noreturn]] inline void fail(std::string pointer, std::string message) {
    throw FieldError{std::move(pointer), std::move(message)};
}

inline std::string at(const std::string& pointer, std::string_view key) {
    return pointer + "/" + escapePointerToken(key);
}
inline std::string at(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

/// The member `key` of the object at `pointer`, which must have it.
inline const Json& member(const Json& object, const std::string& pointer, std::string_view key) {
    if (!object.is_object()) {
        fail(pointer, "must be an object, not " + describeJsonType(object));
    }
    const auto found = object.find(std::string(key));
    if (found == object.end()) {
        fail(pointer, "the key \"" + std::string(key) + "\" is missing");
    }
    return *found;
}

inline std::int64_t whole(const Json& value, const std::string& pointer, std::int64_t min,
                          std::int64_t max) {
    if (!value.is_number_integer()) {
        fail(pointer, "must be a whole number, not " + describeJsonType(value));
    }
    if (value.is_number_unsigned() &&
        value.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
        fail(pointer, "must be from " + std::to_string(min) + " to " + std::to_string(max));
    }
    const std::int64_t number = value.get<std::int64_t>();
    if (number < min || number > max) {
        fail(pointer, "must be from " + std::to_string(min) + " to " + std::to_string(max) +
                          ", not " + std::to_string(number));
    }
    return number;
}

inline int wholeMember(const Json& object, const std::string& pointer, std::string_view key,
                       int min, int max) {
    return static_cast<int>(whole(member(object, pointer, key), at(pointer, key), min, max));
}

inline const std::string& text(const Json& value, const std::string& pointer) {
    if (!value.is_string()) {
        fail(pointer, "must be a string, not " + describeJsonType(value));
    }
    return value.get_ref<const std::string&>();
}

inline const Json& array(const Json& value, const std::string& pointer) {
    if (!value.is_array()) {
        fail(pointer, "must be an array, not " + describeJsonType(value));
    }
    return value;
}

/// Coordinates of tiles and anchors stay within this of the map, so that
/// no sum of them can overflow.
inline constexpr int kMaxCoordinate = 1 << 20;

}  // namespace easylink::file_fields

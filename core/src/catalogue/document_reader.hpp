#pragma once

// The reader's tools, shared by the module reader (catalogue_reader.cpp) and
// the phase-2 parts reader (parts_reader.cpp): each reads one JSON value of
// an expected type, reports a wrong one with its pointer and a fix, and
// returns nullopt (or nullptr) so that reading carries on.

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::catalogue_reading {

// Numbers beyond this are certainly mistakes, and casting them to int would
// be undefined behaviour; they are refused before any arithmetic.
constexpr double kMaxAbsCoordinate = 1e6;

class DocumentReader {
public:
    explicit DocumentReader(std::vector<Problem>& problems) : problems_(problems) {}

    void error(const std::string& pointer, std::string message) {
        problems_.push_back({Severity::Error, pointer, std::nullopt, std::move(message)});
    }

    /// The member `key` of `object`, or nullptr; reports a missing required key.
    const Json* member(const Json& object, const char* key, const std::string& pointer,
                       bool required, const char* hint = nullptr) {
        const auto it = object.find(key);
        if (it != object.end()) {
            return &*it;
        }
        if (required) {
            std::string message = std::string("missing \"") + key + "\"";
            if (hint != nullptr) {
                message += std::string("; ") + hint;
            }
            error(pointer + "/" + key, std::move(message));
        }
        return nullptr;
    }

    std::optional<std::string> string(const Json& value, const std::string& pointer,
                                      const char* what) {
        if (!value.is_string()) {
            error(pointer, std::string(what) + " must be a string, not " + describeJsonType(value));
            return std::nullopt;
        }
        return value.get<std::string>();
    }

    std::optional<double> number(const Json& value, const std::string& pointer, const char* what) {
        if (!value.is_number()) {
            error(pointer, std::string(what) + " must be a number, not " + describeJsonType(value));
            return std::nullopt;
        }
        return value.get<double>();
    }

    /// A number within +-1e6, the largest any catalogue value can sensibly be.
    std::optional<double> boundedNumber(const Json& value, const std::string& pointer,
                                        const char* what) {
        const std::optional<double> v = number(value, pointer, what);
        if (v && (!std::isfinite(*v) || std::fabs(*v) > kMaxAbsCoordinate)) {
            error(pointer, std::string(what) + " " + value.dump() + " is absurdly large");
            return std::nullopt;
        }
        return v;
    }

    /// A whole number within +-1e6 (12 and 12.0 are both fine).
    std::optional<int> wholeNumber(const Json& value, const std::string& pointer,
                                   const char* what) {
        const std::optional<double> v = boundedNumber(value, pointer, what);
        if (v && *v != std::floor(*v)) {
            error(pointer, std::string(what) + " must be a whole number, not " + value.dump());
            return std::nullopt;
        }
        return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
    }

    /// A coordinate that is whole or ends in .5, returned doubled.
    std::optional<int> halfNumber(const Json& value, const std::string& pointer, const char* what) {
        const std::optional<double> v = boundedNumber(value, pointer, what);
        if (v && *v * 2.0 != std::floor(*v * 2.0)) {
            error(pointer, std::string(what) + " " + value.dump() +
                               " must be a whole number or end in .5 (tile centres)");
            return std::nullopt;
        }
        return v ? std::optional<int>(static_cast<int>(*v * 2.0)) : std::nullopt;
    }

    /// An array of exactly two values, e.g. [x, y] or [width, height].
    const Json* pair(const Json& value, const std::string& pointer, const char* what,
                     const char* shape) {
        return tuple(value, pointer, what, shape, 2);
    }

    /// An array of exactly `count` values, e.g. [dx, dy, dz].
    const Json* tuple(const Json& value, const std::string& pointer, const char* what,
                      const char* shape, std::size_t count) {
        if (!value.is_array() || value.size() != count) {
            error(pointer, std::string(what) + " must be " + shape + ", not " +
                               (value.is_array() ? "an array of " + std::to_string(value.size())
                                                 : describeJsonType(value)));
            return nullptr;
        }
        return &value;
    }

    const Json* array(const Json& value, const std::string& pointer, const char* what) {
        if (!value.is_array()) {
            error(pointer, std::string(what) + " must be an array, not " + describeJsonType(value));
            return nullptr;
        }
        return &value;
    }

    const Json* object(const Json& value, const std::string& pointer, const char* what) {
        if (!value.is_object()) {
            error(pointer,
                  std::string(what) + " must be an object, not " + describeJsonType(value));
            return nullptr;
        }
        return &value;
    }

private:
    std::vector<Problem>& problems_;
};

/// Copies the members whose keys are not in `known` into a fresh object, in
/// time linear in their number (the keys of `object` are already distinct).
inline Json unknownMembers(const Json& object, std::initializer_list<std::string_view> known) {
    Json extra = Json::object();
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool isKnown = false;
        for (std::string_view k : known) {
            isKnown = isKnown || it.key() == k;
        }
        if (!isKnown) {
            appendNewMember(extra, it.key(), it.value());
        }
    }
    return extra;
}

}  // namespace easylink::catalogue_reading

#pragma once

// Reading JSON from files a designer may have broken in any way: empty,
// binary, truncated, nested a hundred thousand levels deep, or huge. Every
// failure becomes a Problem with a place and a plain message; nothing throws
// past these functions and nothing recurses on the input's depth.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "easylink/io/problem.hpp"

namespace easylink {

/// Documents keep their key order so that files round-trip without churn.
using Json = nlohmann::ordered_json;

struct JsonLimits {
    std::size_t maxBytes = std::size_t{64} << 20;  // larger inputs are refused unread
    int maxDepth = 64;                             // catalogues need 5 levels
};

struct ParsedJson {
    Json value;
    std::optional<Problem> error;  // set when parsing failed; value is then null

    bool ok() const { return !error.has_value(); }
};

/// Parses JSON text in time linear in its size, whatever its shape; malformed
/// input is reported with line and column. Of a key given twice in one
/// object, the member keeps the first one's place and the last one's value.
ParsedJson parseJsonText(std::string_view text, const JsonLimits& limits = {});

struct FileText {
    std::string text;
    std::optional<std::string> error;  // "cannot open: No such file or directory"

    bool ok() const { return !error.has_value(); }
};

/// Reads a whole file, refusing directories and files above maxBytes.
FileText readTextFile(const std::filesystem::path& path, std::size_t maxBytes);

/// Reads and parses a JSON file; I/O errors become a Problem too.
ParsedJson readJsonFile(const std::filesystem::path& path, const JsonLimits& limits = {});

/// Appends a member to an object without searching its members for the key
/// (ordered_json's operator[], find and contains all do: a loop of them over
/// a large object is quadratic). For copying members of another object, whose
/// keys are already distinct; `object` must be an object.
void appendNewMember(Json& object, std::string key, Json value);

/// An object of these members in their order, in linear time; a key given
/// twice keeps its first place and takes its last value, as assigning the
/// members one by one with operator[] would (in quadratic time).
Json objectFromMembers(std::vector<std::pair<std::string, Json>> members);

/// "a string", "an array", "null", "a whole number", ... for messages.
std::string describeJsonType(const Json& value);

}  // namespace easylink

#include "easylink/io/json_document.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>
#include <unordered_map>

#include "json_tree_builder.hpp"

namespace easylink {
namespace {

using json_reading::LinearTreeBuilder;

TextPosition positionOfByte(std::string_view text, std::size_t byte) {
    TextPosition pos;
    const std::size_t end = std::min(byte, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }
    return pos;
}

/// nlohmann's messages read "[json.exception.parse_error.101] parse error at
/// line 1, column 5: syntax error while parsing value - invalid literal; last
/// read: 'x'". The place is reported separately, so keep only the detail, and
/// never print raw bytes of a binary file.
std::string parseErrorDetail(const char* what) {
    std::string_view message(what);
    if (const auto column = message.find("column "); column != std::string_view::npos) {
        if (const auto colon = message.find(": ", column); colon != std::string_view::npos) {
            message.remove_prefix(colon + 2);
        }
    }
    return printableExcerpt(message, 160);
}

Problem malformed(std::string_view text, std::size_t byte, std::string message) {
    Problem p;
    p.position = positionOfByte(text, byte);
    p.message = std::move(message);
    return p;
}

}  // namespace

ParsedJson parseJsonText(std::string_view text, const JsonLimits& limits) {
    ParsedJson result;
    if (text.size() > limits.maxBytes) {
        result.error = Problem{Severity::Error, "", std::nullopt,
                               "file is too large (" + std::to_string(text.size()) +
                                   " bytes; the limit is " + std::to_string(limits.maxBytes) + ")"};
        return result;
    }
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        result.error =
            Problem{Severity::Error, "", std::nullopt, "file is empty; expected a JSON document"};
        return result;
    }
    LinearTreeBuilder builder(result.value, limits.maxDepth);
    if (Json::sax_parse(text.begin(), text.end(), &builder)) {
        return result;
    }
    result.value = nullptr;
    if (builder.depthExceeded()) {
        result.error = Problem{Severity::Error, "", std::nullopt,
                               "JSON is nested more than " + std::to_string(limits.maxDepth) +
                                   " levels deep; this is not a file the tool wrote"};
    } else {
        // Syntax errors and numbers beyond a double's range alike: the place
        // is known, and the detail says which.
        result.error =
            malformed(text, builder.errorByte() == 0 ? 0 : builder.errorByte() - 1,
                      "malformed JSON: " + parseErrorDetail(builder.errorText().c_str()));
    }
    return result;
}

FileText readTextFile(const std::filesystem::path& path, std::size_t maxBytes) {
    FileText result;
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        result.error = "cannot open: no such file";
        return result;
    }
    if (std::filesystem::is_directory(status)) {
        result.error = "is a directory, not a file";
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.error = std::string("cannot open: ") + std::strerror(errno);
        return result;
    }
    // Read in chunks rather than trusting the reported size (pipes, /proc).
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes) {
            result.error = "file is too large (more than " + std::to_string(maxBytes) + " bytes)";
            return result;
        }
    }
    if (in.bad()) {
        result.error = "read error";
        return result;
    }
    result.text = std::move(text);
    return result;
}

ParsedJson readJsonFile(const std::filesystem::path& path, const JsonLimits& limits) {
    FileText file = readTextFile(path, limits.maxBytes);
    if (!file.ok()) {
        ParsedJson result;
        result.error = Problem{Severity::Error, "", std::nullopt, *file.error};
        return result;
    }
    return parseJsonText(file.text, limits);
}

void appendNewMember(Json& object, std::string key, Json value) {
    auto& members = static_cast<Json::object_t::Container&>(object.get_ref<Json::object_t&>());
    members.emplace_back(std::move(key), std::move(value));
}

Json objectFromMembers(std::vector<std::pair<std::string, Json>> members) {
    Json object = Json::object();
    auto& out = static_cast<Json::object_t::Container&>(object.get_ref<Json::object_t&>());
    out.reserve(members.size());
    std::unordered_map<std::string_view, std::size_t> placeOf;  // views into `members`
    for (auto& [key, value] : members) {
        const auto [it, added] = placeOf.emplace(key, out.size());
        if (added) {
            out.emplace_back(key, std::move(value));
        } else {
            out[it->second].second = std::move(value);
        }
    }
    return object;
}

std::string describeJsonType(const Json& value) {
    switch (value.type()) {
        case Json::value_t::null: return "null";
        case Json::value_t::object: return "an object";
        case Json::value_t::array: return "an array";
        case Json::value_t::string: return "a string";
        case Json::value_t::boolean: return "a boolean";
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned: return "a whole number";
        case Json::value_t::number_float: return "a number";
        case Json::value_t::binary: return "binary data";
        case Json::value_t::discarded: return "nothing";
    }
    return "a value";
}

}  // namespace easylink

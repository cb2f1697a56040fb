#include "easylink/io/json_document.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

namespace easylink {
namespace {

struct DepthLimitExceeded {
    std::size_t byte = 0;
};

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
    // The callback sees every value's depth before it is stored, so an absurd
    // nesting is stopped long before it could exhaust memory or the stack of
    // the recursive destructor of nested values.
    const int maxDepth = limits.maxDepth;
    const auto depthGuard = [maxDepth](int depth, Json::parse_event_t, Json&) {
        if (depth > maxDepth) {
            throw DepthLimitExceeded{};
        }
        return true;
    };
    try {
        result.value = Json::parse(text.begin(), text.end(), depthGuard);
    } catch (const Json::parse_error& e) {
        result.value = nullptr;
        result.error = malformed(text, e.byte == 0 ? 0 : e.byte - 1,
                                 "malformed JSON: " + parseErrorDetail(e.what()));
    } catch (const DepthLimitExceeded&) {
        result.value = nullptr;
        result.error = Problem{Severity::Error, "", std::nullopt,
                               "JSON is nested more than " + std::to_string(maxDepth) +
                                   " levels deep; this is not a file the tool wrote"};
    } catch (const Json::exception& e) {
        result.value = nullptr;
        result.error = Problem{Severity::Error, "", std::nullopt,
                               "unreadable JSON: " + printableExcerpt(e.what(), 160)};
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

#include "easylink/io/json_format.hpp"

#include <algorithm>

namespace easylink {
namespace {

std::string compact(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

/// How deeply containers nest inside a value: 0 for a scalar, 1 for "[2, 4]".
int nesting(const Json& value) {
    int deepest = 0;
    if (value.is_structured()) {
        for (const Json& member : value) {
            deepest = std::max(deepest, nesting(member));
        }
        ++deepest;
    }
    return deepest;
}

/// Values worth keeping on one line: at most one level of containers inside,
/// e.g. {"pos": [0, 3.5], "dir": "W", "widths": [2, 4]}.
bool isFlat(const Json& value) {
    return nesting(value) <= 2;
}

void writeInline(const Json& value, std::string& out) {
    if (value.is_array()) {
        out += '[';
        bool first = true;
        for (const Json& member : value) {
            out += first ? "" : ", ";
            first = false;
            writeInline(member, out);
        }
        out += ']';
    } else if (value.is_object()) {
        out += '{';
        bool first = true;
        for (auto it = value.begin(); it != value.end(); ++it) {
            out += first ? " " : ", ";
            first = false;
            out += compact(Json(it.key()));
            out += ": ";
            writeInline(it.value(), out);
        }
        out += value.empty() ? "}" : " }";
    } else {
        out += compact(value);
    }
}

void write(const Json& value, std::size_t indent, std::size_t lineLimit, std::string& out) {
    if (isFlat(value)) {
        std::string line;
        writeInline(value, line);
        if (!value.is_structured() || indent + line.size() <= lineLimit) {
            out += line;
            return;
        }
    }
    const bool isArray = value.is_array();
    if (value.empty()) {
        out += isArray ? "[]" : "{}";
        return;
    }
    const std::string pad(indent + 2, ' ');
    out += isArray ? "[\n" : "{\n";
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
        out += first ? "" : ",\n";
        first = false;
        out += pad;
        if (!isArray) {
            out += compact(Json(it.key()));
            out += ": ";
        }
        write(it.value(), indent + 2, lineLimit, out);
    }
    out += '\n';
    out += std::string(indent, ' ');
    out += isArray ? ']' : '}';
}

}  // namespace

std::string formatJsonReadable(const Json& value, std::size_t lineLimit) {
    std::string out;
    write(value, 0, lineLimit, out);
    out += '\n';
    return out;
}

}  // namespace easylink

// The formatter every layout file was written with before the streaming
// writer: a Json document built whole, then walked, measuring each subtree's
// depth and one-line length again at every node. Kept unchanged as the
// oracle the writer is checked against.

#include "json_oracle.hpp"

#include <algorithm>

namespace easylink::test {
namespace {

std::string compact(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

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
    if (nesting(value) <= 2) {
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

std::string treeFormatted(const Json& value, std::size_t lineLimit) {
    std::string out;
    write(value, 0, lineLimit, out);
    out += '\n';
    return out;
}

}  // namespace easylink::test

#include "easylink/io/problem.hpp"

#include <algorithm>
#include <cstdio>

namespace easylink {

std::string formatProblem(std::string_view file, const Problem& problem) {
    std::string out(file);
    out += ": ";
    if (!problem.pointer.empty()) {
        out += problem.pointer;
        out += ": ";
    } else if (problem.position) {
        out += "line " + std::to_string(problem.position->line) + ", column " +
               std::to_string(problem.position->column) + ": ";
    }
    if (problem.severity == Severity::Warning) {
        out += "warning: ";
    }
    out += problem.message;
    return out;
}

bool hasErrors(const std::vector<Problem>& problems) {
    return countErrors(problems) > 0;
}

std::size_t countErrors(const std::vector<Problem>& problems) {
    return static_cast<std::size_t>(
        std::count_if(problems.begin(), problems.end(),
                      [](const Problem& p) { return p.severity == Severity::Error; }));
}

std::string escapePointerToken(std::string_view token) {
    std::string out;
    out.reserve(token.size());
    for (char c : token) {
        if (c == '~') {
            out += "~0";
        } else if (c == '/') {
            out += "~1";
        } else {
            out += c;
        }
    }
    return out;
}

std::string printableExcerpt(std::string_view bytes, std::size_t maxLength) {
    std::string out;
    for (unsigned char c : bytes) {
        if (out.size() >= maxLength) {
            out += "...";
            break;
        }
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        }
    }
    return out;
}

}  // namespace easylink

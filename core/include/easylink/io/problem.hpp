#pragma once

// A problem found in an input file, located by a JSON pointer (RFC 6901) or,
// for text that is not JSON at all, by line and column.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace easylink {

enum class Severity { Error, Warning };

struct TextPosition {
    int line = 1;    // 1-based
    int column = 1;  // 1-based, in bytes
};

struct Problem {
    Severity severity = Severity::Error;
    std::string pointer;                   // "/modules/3/ports/2/pos"; empty: the whole document
    std::optional<TextPosition> position;  // set for malformed text
    std::string message;                   // says what is wrong and what to do about it
};

/// "FILE: /modules/3/size: message", "FILE: line 4, column 7: message" or
/// "FILE: message"; warnings carry "warning: " before the message.
std::string formatProblem(std::string_view file, const Problem& problem);

bool hasErrors(const std::vector<Problem>& problems);
std::size_t countErrors(const std::vector<Problem>& problems);

/// Escapes one JSON pointer token ("~" -> "~0", "/" -> "~1").
std::string escapePointerToken(std::string_view token);

/// Makes arbitrary bytes safe to print on one terminal line: printable ASCII
/// stays, everything else becomes \xNN, and the result is cut at `maxLength`.
std::string printableExcerpt(std::string_view bytes, std::size_t maxLength = 40);

}  // namespace easylink

#pragma once

// A small, strict argument parser: each verb declares its flags, and anything
// else is a usage error that names the offending word.

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace easylink::cli {

/// Whether a flag's value (or a positional word) names a file the verb
/// reads or writes: the command line checks that no output is an input or
/// another output before the verb runs (path_guard.hpp).
enum class PathRole { None, Input, Output };

struct FlagSpec {
    std::string name;       // "--seed"
    std::string valueName;  // "N"; empty for a switch without a value
    std::string help;
    PathRole role = PathRole::None;
};

struct VerbSpec {
    std::string name;        // "validate"
    std::string positional;  // "CATALOGUE" or "[CATALOGUE]"; empty when none
    std::size_t minPositional = 0;
    std::size_t maxPositional = 0;
    PathRole positionalRole = PathRole::None;
    std::string summary;  // one line for `easylink --help`
    std::string details;  // extra paragraphs for `easylink VERB --help`
    std::vector<FlagSpec> flags;
};

struct Arguments {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;
    std::set<std::string> switches;
    bool helpRequested = false;

    std::optional<std::string> value(const std::string& flag) const;
    bool has(const std::string& flag) const;
};

/// Parses the words after the verb; returns the arguments or an error message.
std::variant<Arguments, std::string> parseArguments(const VerbSpec& verb,
                                                    std::span<const std::string> words);

/// "usage: easylink VERB ..." followed by every flag with its help.
std::string formatVerbHelp(const VerbSpec& verb);

/// A decimal number in [0, max]; nullopt for anything else ("12x", "-1", "").
std::optional<std::uint64_t> parseUnsigned(std::string_view text, std::uint64_t max);

}  // namespace easylink::cli

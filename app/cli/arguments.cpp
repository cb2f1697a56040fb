#include "cli/arguments.hpp"

#include <algorithm>
#include <charconv>
#include <utility>

namespace easylink::cli {

std::optional<std::string> Arguments::value(const std::string& flag) const {
    const auto it = values.find(flag);
    return it == values.end() ? std::nullopt : std::optional<std::string>(it->second);
}

bool Arguments::has(const std::string& flag) const {
    return switches.contains(flag) || values.contains(flag);
}

std::variant<Arguments, std::string> parseArguments(const VerbSpec& verb,
                                                    std::span<const std::string> words) {
    Arguments args;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (optionsEnded || word.size() < 2 || word[0] != '-') {
            args.positional.push_back(word);
            continue;
        }
        if (word == "--") {
            optionsEnded = true;
            continue;
        }
        if (word == "-h" || word == "--help") {
            args.helpRequested = true;
            continue;
        }
        const std::size_t equals = word.find('=');
        const std::string name = word.substr(0, equals);
        const auto spec = std::find_if(verb.flags.begin(), verb.flags.end(),
                                       [&](const FlagSpec& f) { return f.name == name; });
        if (spec == verb.flags.end()) {
            return "unknown option '" + name + "' for '" + verb.name + "'";
        }
        if (spec->valueName.empty()) {
            if (equals != std::string::npos) {
                return "option '" + name + "' takes no value";
            }
            args.switches.insert(name);
            continue;
        }
        std::string value;
        if (equals != std::string::npos) {
            value = word.substr(equals + 1);
        } else if (i + 1 < words.size()) {
            value = words[++i];
        } else {
            return "option '" + name + "' needs a value (" + spec->valueName + ")";
        }
        if (args.values.contains(name)) {
            return "option '" + name + "' is given twice";
        }
        args.values[name] = value;
    }
    if (args.helpRequested) {
        return args;
    }
    if (args.positional.size() > verb.maxPositional) {
        return "unexpected argument '" + args.positional[verb.maxPositional] + "' for '" +
               verb.name + "'";
    }
    if (args.positional.size() < verb.minPositional) {
        return "'" + verb.name + "' needs " + verb.positional;
    }
    return args;
}

std::string formatVerbHelp(const VerbSpec& verb) {
    std::string out = "usage: easylink " + verb.name;
    for (const FlagSpec& flag : verb.flags) {
        out += " [" + flag.name + (flag.valueName.empty() ? "" : " " + flag.valueName) + "]";
    }
    if (!verb.positional.empty()) {
        out += " " + verb.positional;
    }
    out += "\n\n" + verb.summary + "\n";
    if (!verb.details.empty()) {
        out += "\n" + verb.details + "\n";
    }
    out += "\noptions:\n";
    // Every row's help starts in one column, two spaces past the widest
    // flag (--help included), so no flag runs into its help.
    std::vector<std::pair<std::string, std::string>> rows;
    for (const FlagSpec& flag : verb.flags) {
        rows.emplace_back(flag.name + (flag.valueName.empty() ? "" : " " + flag.valueName),
                          flag.help);
    }
    rows.emplace_back("-h, --help", "show this help and exit");
    std::size_t column = 0;
    for (const auto& [left, help] : rows) {
        column = std::max(column, left.size());
    }
    column += 2;
    for (const auto& [left, help] : rows) {
        out += "  " + left + std::string(column - left.size(), ' ') + help + "\n";
    }
    return out;
}

std::optional<std::uint64_t> parseUnsigned(std::string_view text, std::uint64_t max) {
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value > max) {
        return std::nullopt;
    }
    return value;
}

}  // namespace easylink::cli

#include "easylink/report/reason_categories.hpp"

#include <algorithm>
#include <functional>
#include <optional>

namespace easylink {
namespace {

bool isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool startsWord(std::string_view text, std::size_t at) {
    return at == 0 || !isWordChar(text[at - 1]);
}

std::size_t digitsAt(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && isDigit(text[end])) {
        ++end;
    }
    return end - at;
}

/// The length of the number at text[at...]: "12", "-3" or "0.25"; 0 when none.
std::size_t numberAt(std::string_view text, std::size_t at, bool allowSign) {
    std::size_t end = at;
    if (allowSign && end < text.size() && text[end] == '-') {
        ++end;
    }
    const std::size_t whole = digitsAt(text, end);
    if (whole == 0) {
        return 0;
    }
    end += whole;
    if (end + 1 < text.size() && text[end] == '.' && isDigit(text[end + 1])) {
        end += 1 + digitsAt(text, end + 1);
    }
    return end - at;
}

/// Nouns the generator counts in its sentences. After a number, "1 room" and
/// "3 rooms" both become "N room(s)", so that singular and plural do not split
/// one category in two.
constexpr std::string_view kCountedNouns[] = {"attempt", "corridor", "event", "level",
                                              "link",    "module",   "port",  "room",
                                              "round",   "slot",     "tile",  "turn"};

std::optional<std::string_view> countedNoun(std::string_view word) {
    if (word.ends_with('s')) {
        word.remove_suffix(1);
    }
    for (std::string_view noun : kCountedNouns) {
        if (word == noun) {
            return noun;
        }
    }
    return std::nullopt;
}

std::size_t wordAt(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && isWordChar(text[end])) {
        ++end;
    }
    return end - at;
}

}  // namespace

ReasonNormaliser::ReasonNormaliser(const Catalogue& catalogue) {
    for (const ModuleTemplate& module : catalogue.modules) {
        const std::string& name = module.name;
        if (name.empty()) {
            continue;
        }
        (std::all_of(name.begin(), name.end(), isWordChar) ? wordNames_ : spacedNames_)
            .push_back(name);
    }
    std::stable_sort(
        spacedNames_.begin(), spacedNames_.end(),
        [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    std::sort(wordNames_.begin(), wordNames_.end());
}

std::size_t ReasonNormaliser::moduleNameAt(std::string_view text, std::size_t at) const {
    const std::string_view rest = text.substr(at);
    for (const std::string& name : spacedNames_) {
        if (!rest.starts_with(name)) {
            continue;
        }
        // "hall 12" must not match the start of "hall 12x12".
        const bool endsAtBoundary = name.size() == rest.size() || !isWordChar(name.back()) ||
                                    !isWordChar(rest[name.size()]);
        if (endsAtBoundary) {
            return name.size();
        }
    }
    const std::string_view word = rest.substr(0, wordAt(text, at));
    if (!word.empty() &&
        std::binary_search(wordNames_.begin(), wordNames_.end(), word, std::less<>{})) {
        return word.size();
    }
    return 0;
}

std::string ReasonNormaliser::operator()(std::string_view sentence) const {
    std::string out;
    out.reserve(sentence.size());
    std::size_t at = 0;
    // Words since the last number: a counted noun may be the first or the
    // second ("1 normal room"); punctuation ends the phrase.
    int wordsAfterNumber = 2;
    while (at < sentence.size()) {
        const bool wordStart = startsWord(sentence, at);
        if (wordStart) {
            if (const std::size_t name = moduleNameAt(sentence, at); name > 0) {
                out.append(sentence.substr(at, name));
                at += name;
                wordsAfterNumber = 2;
                continue;
            }
            if (const std::size_t number = numberAt(sentence, at, /*allowSign=*/true); number > 0) {
                out += 'N';
                at += number;
                wordsAfterNumber = 0;
                // A size: "6x1", "80x80".
                while (at + 1 < sentence.size() && sentence[at] == 'x') {
                    const std::size_t next = numberAt(sentence, at + 1, /*allowSign=*/false);
                    if (next == 0) {
                        break;
                    }
                    out += "xN";
                    at += 1 + next;
                }
                continue;
            }
            // A placed room: "room 7", "room 7 (hall_12x12)".
            constexpr std::string_view kRoom = "room ";
            if (sentence.substr(at).starts_with(kRoom)) {
                const std::size_t digits = digitsAt(sentence, at + kRoom.size());
                const std::size_t afterId = at + kRoom.size() + digits;
                if (digits > 0 && (afterId == sentence.size() || !isWordChar(sentence[afterId]))) {
                    out += "room N";
                    at = afterId;
                    wordsAfterNumber = 2;
                    if (sentence.substr(at).starts_with(" (")) {
                        std::size_t name = moduleNameAt(sentence, at + 2);
                        if (name == 0) {
                            name = wordAt(sentence, at + 2);
                        }
                        if (name > 0 && at + 2 + name < sentence.size() &&
                            sentence[at + 2 + name] == ')') {
                            at += 3 + name;
                        }
                    }
                    continue;
                }
            }
        }
        const char c = sentence[at];
        if (!isWordChar(c)) {
            if (c != ' ') {
                wordsAfterNumber = 2;
            }
            out += c;
            ++at;
            continue;
        }
        const std::string_view word = sentence.substr(at, wordAt(sentence, at));
        at += word.size();
        if (wordStart && wordsAfterNumber < 2) {
            ++wordsAfterNumber;
            if (const auto noun = countedNoun(word)) {
                out.append(*noun);
                out += "(s)";
                wordsAfterNumber = 2;
                continue;
            }
        }
        out.append(word);
    }
    return out;
}

std::string normaliseReason(std::string_view sentence) {
    return ReasonNormaliser{}(sentence);
}

}  // namespace easylink

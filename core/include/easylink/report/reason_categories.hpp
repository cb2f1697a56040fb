#pragma once

// [SECTION] Reason categories
//
// The generator explains every restart and every rejected candidate with a
// sentence ("hall_12x12 at (36,20) is blocked by room 3 (cell_6x6) at
// (38,24)"). Over a batch of seeds the same kind of event happens thousands
// of times with different numbers, so a batch report counts *categories*:
// the sentence with every number and coordinate replaced by "N" and every
// reference to a placed room, "room 3 (cell_6x6)", shortened to "room N".
// Module names are kept whole, digits and all ("hall_12x12"), since which
// module is refused is what a designer can act on.

#include <string>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

/// Turns reason sentences into categories. With a catalogue, its module
/// names are recognised exactly, even names with spaces or leading digits;
/// without one, a module name is any word that starts with a letter or '_'.
class ReasonNormaliser {
public:
    ReasonNormaliser() = default;
    explicit ReasonNormaliser(const Catalogue& catalogue);

    /// The category of a sentence; the rules, in the order they are tried
    /// at the start of each word:
    ///   - a module name of the catalogue is copied as it is;
    ///   - "room 7 (NAME)", NAME a module name, becomes "room N";
    ///   - a number ("12", "-3", "0.25") becomes "N", and a size ("6x1",
    ///     "80x80") becomes "NxN";
    ///   - any other word is copied as it is.
    std::string operator()(std::string_view sentence) const;

private:
    /// The length of the longest module name at text[at...], ending at a word
    /// boundary; 0 when there is none.
    std::size_t moduleNameAt(std::string_view text, std::size_t at) const;

    // Names with a character that is not a word character (a space, '<'),
    // longest first so that the longest match wins; they are tried first,
    // since any of them that matches is longer than the word it starts with.
    std::vector<std::string> spacedNames_;
    // The others, sorted: one of them matches only as the whole word.
    std::vector<std::string> wordNames_;
};

/// ReasonNormaliser{}(sentence): the rules without a catalogue.
std::string normaliseReason(std::string_view sentence);

}  // namespace easylink

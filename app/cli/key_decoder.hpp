#pragma once

// Bytes typed at a terminal (or piped in) turned into keys. A terminal sends
// the arrow keys, function keys and Alt+letter as escape sequences
// (ESC [ A, ESC [ 1 ; 5 C, ESC O P, ESC d ...); taken byte by byte their
// letters would be commands ("A", "C", "P", "d"), so every sequence is read
// whole (ECMA-48: CSI, SS3, other ESC sequences, and the string commands
// OSC/DCS/APC/PM/SOS) and comes out as one key: an arrow when it is a plain
// arrow, ignored otherwise. Control characters are ignored too, so nothing
// that is not a printable character ever reaches the game or its messages.

#include <cstddef>
#include <string>
#include <vector>

namespace easylink::cli {

enum class KeyKind {
    Text,  // one printable character: ASCII or one UTF-8 encoded character
    Up,    // the arrow keys, unmodified
    Down,
    Left,
    Right,
    Enter,      // end of a line: \n or \r
    EndOfText,  // Ctrl+D typed at a terminal in raw mode
    Ignored,    // an escape sequence, Alt+key, a modified arrow, a control character
};

struct Key {
    KeyKind kind = KeyKind::Ignored;
    std::string text;  // the character, for Text

    friend bool operator==(const Key&, const Key&) = default;
};

class KeyDecoder {
public:
    /// Feeds one byte; appends to `keys` the keys it completes (none while a
    /// sequence is under way, two when it ends one sequence and is a key itself).
    void feed(unsigned char byte, std::vector<Key>& keys);
    /// True while a sequence is incomplete (an ESC with nothing after it yet).
    bool pending() const { return state_ != State::Ground; }
    /// Ends the sequence under way: the input ended, or the terminal went
    /// quiet after an ESC (the Escape key alone). Appends an Ignored key.
    void flush(std::vector<Key>& keys);

    /// Longest sequence read before it is given up as garbage.
    static constexpr std::size_t kMaxSequence = 4096;

private:
    enum class State { Ground, Escape, EscapeIntermediate, Csi, Ss3, String, StringEscape, Utf8 };

    void ground(unsigned char byte, std::vector<Key>& keys);
    /// Drops the sequence under way as one Ignored key and reads `byte` afresh.
    void abandon(unsigned char byte, std::vector<Key>& keys);
    void finish(Key key, std::vector<Key>& keys);

    State state_ = State::Ground;
    std::string sequence_;         // the bytes of the sequence under way after ESC
    std::size_t utf8Missing_ = 0;  // continuation bytes still to come
};

}  // namespace easylink::cli

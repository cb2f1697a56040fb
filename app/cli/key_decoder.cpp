#include "cli/key_decoder.hpp"

namespace easylink::cli {
namespace {

constexpr unsigned char kEscape = 0x1b;
constexpr unsigned char kBell = 0x07;
constexpr unsigned char kControlD = 0x04;

bool isParameter(unsigned char byte) {
    return byte >= 0x30 && byte <= 0x3f;
}
bool isIntermediate(unsigned char byte) {
    return byte >= 0x20 && byte <= 0x2f;
}
bool isFinal(unsigned char byte) {
    return byte >= 0x40 && byte <= 0x7e;
}

/// The arrow a final byte names (A up, B down, C right, D left), or Ignored.
KeyKind arrow(unsigned char final) {
    switch (final) {
        case 'A': return KeyKind::Up;
        case 'B': return KeyKind::Down;
        case 'C': return KeyKind::Right;
        case 'D': return KeyKind::Left;
        default: return KeyKind::Ignored;
    }
}

}  // namespace

void KeyDecoder::finish(Key key, std::vector<Key>& keys) {
    keys.push_back(std::move(key));
    sequence_.clear();
    utf8Missing_ = 0;
    state_ = State::Ground;
}

void KeyDecoder::abandon(unsigned char byte, std::vector<Key>& keys) {
    finish({KeyKind::Ignored, {}}, keys);
    feed(byte, keys);
}

void KeyDecoder::flush(std::vector<Key>& keys) {
    if (state_ != State::Ground) {
        finish({KeyKind::Ignored, {}}, keys);
    }
}

void KeyDecoder::ground(unsigned char byte, std::vector<Key>& keys) {
    if (byte == kEscape) {
        state_ = State::Escape;
    } else if (byte == '\n' || byte == '\r') {
        keys.push_back({KeyKind::Enter, {}});
    } else if (byte == kControlD) {
        keys.push_back({KeyKind::EndOfText, {}});
    } else if (byte >= 0x20 && byte < 0x7f) {
        keys.push_back({KeyKind::Text, std::string(1, static_cast<char>(byte))});
    } else if (byte >= 0xc2 && byte <= 0xf4) {
        // The lead byte of a UTF-8 character: how many continuation bytes follow.
        utf8Missing_ = byte < 0xe0 ? 1 : byte < 0xf0 ? 2 : 3;
        sequence_.assign(1, static_cast<char>(byte));
        state_ = State::Utf8;
    } else {
        keys.push_back({KeyKind::Ignored, {}});  // C0/C1 controls, DEL, stray bytes
    }
}

void KeyDecoder::feed(unsigned char byte, std::vector<Key>& keys) {
    if (state_ != State::Ground && sequence_.size() >= kMaxSequence) {
        finish({KeyKind::Ignored, {}}, keys);
    }
    switch (state_) {
        case State::Ground: ground(byte, keys); return;
        case State::Utf8:
            if (byte < 0x80 || byte > 0xbf) {
                abandon(byte, keys);
                return;
            }
            sequence_ += static_cast<char>(byte);
            if (--utf8Missing_ == 0) {
                finish({KeyKind::Text, sequence_}, keys);
            }
            return;
        case State::Escape:
            if (byte == '[') {
                state_ = State::Csi;
            } else if (byte == 'O') {
                state_ = State::Ss3;
            } else if (byte == ']' || byte == 'P' || byte == '_' || byte == '^' || byte == 'X') {
                state_ = State::String;
            } else if (isIntermediate(byte)) {
                state_ = State::EscapeIntermediate;
            } else if (byte >= 0x30 && byte < 0x7f) {
                finish({KeyKind::Ignored, {}}, keys);  // Alt+key
            } else {
                abandon(byte, keys);  // Escape alone, then whatever this is
            }
            return;
        case State::EscapeIntermediate:
            if (isIntermediate(byte)) {
                sequence_ += static_cast<char>(byte);
            } else if (byte >= 0x30 && byte < 0x7f) {
                finish({KeyKind::Ignored, {}}, keys);
            } else {
                abandon(byte, keys);
            }
            return;
        case State::Csi:
        case State::Ss3:
            // Parameters ("1;5" of Ctrl+Right) make a modified key: ignored,
            // like keys held with Ctrl or Alt in the editor's Play-test panel.
            if (isParameter(byte) || isIntermediate(byte)) {
                sequence_ += static_cast<char>(byte);
            } else if (isFinal(byte)) {
                finish({sequence_.empty() ? arrow(byte) : KeyKind::Ignored, {}}, keys);
            } else {
                abandon(byte, keys);
            }
            return;
        case State::String:
            if (byte == kBell) {
                finish({KeyKind::Ignored, {}}, keys);
            } else if (byte == kEscape) {
                state_ = State::StringEscape;
            } else {
                sequence_ += static_cast<char>(byte);
            }
            return;
        case State::StringEscape:
            if (byte == '\\') {
                finish({KeyKind::Ignored, {}}, keys);
            } else {
                sequence_ += static_cast<char>(byte);
                state_ = State::String;
            }
            return;
    }
}

}  // namespace easylink::cli

#pragma once

// Compact JSON text (no spaces), exactly as JsonWriter's Compact style
// writes it, for the scene's files and its nodes' extras: a .glb's JSON
// chunk and a batch's scenes are written a great many times, and a writer
// that only ever writes one line needs none of JsonWriter's layout work
// (held members, frames, line widths). Same names as JsonWriter's, so that
// one template writes a document with either.
//
// Keys must be plain ASCII names with nothing to escape (this project's
// own); string values are escaped as JsonWriter escapes them.

#include <algorithm>
#include <charconv>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "easylink/io/json_document.hpp"
#include "easylink/io/json_writer.hpp"

namespace easylink::scene_json {

class CompactJson {
public:
    /// Appends to `out`, which is the writer's alone until it is gone.
    explicit CompactJson(std::string& out) : out_(out), length_(out.size()) {}
    ~CompactJson() { out_.resize(length_); }
    CompactJson(const CompactJson&) = delete;
    CompactJson& operator=(const CompactJson&) = delete;

    void beginObject() { open('{'); }
    void beginArray() { open('['); }
    void beginMultilineObject() { open('{'); }
    void beginMultilineArray() { open('['); }
    void endObject() { close('}'); }
    void endArray() { close(']'); }

    void key(std::string_view name) {
        char* at = grow(name.size() + 4);
        if (needComma_) {
            *at++ = ',';
        } else {
            --length_;
        }
        *at++ = '"';
        std::memcpy(at, name.data(), name.size());
        at += name.size();
        at[0] = '"';
        at[1] = ':';
        needComma_ = false;
    }

    template <std::integral Number>
    requires(!std::same_as<Number, bool>) void value(Number number) {
        char digits[24];
        const char* end = std::to_chars(digits, digits + sizeof digits, number).ptr;
        scalar({digits, static_cast<std::size_t>(end - digits)});
    }

    /// JsonWriter::value(double)'s text: nlohmann's shortest round-trip
    /// form, a whole number as its digits and ".0"; the numbers that
    /// needed nlohmann's formatter are remembered, a few per thread (a
    /// scene repeats its quarter turns and bounds).
    void value(double number) {
        if (!std::isfinite(number)) {
            scalar("null");
            return;
        }
        if (std::abs(number) < 1e15 && number == std::trunc(number) &&
            !(number == 0.0 && std::signbit(number))) {
            char digits[24];
            char* end =
                std::to_chars(digits, digits + sizeof digits, static_cast<long long>(number)).ptr;
            *end++ = '.';
            *end++ = '0';
            scalar({digits, static_cast<std::size_t>(end - digits)});
            return;
        }
        std::uint64_t bits = 0;
        std::memcpy(&bits, &number, sizeof bits);
        thread_local Remembered remembered[1 << kRememberedBits];
        Remembered& slot = remembered[(bits * 0x9e3779b97f4a7c15ULL) >> (64 - kRememberedBits)];
        if (slot.length == 0 || slot.bits != bits) {
            const char* end =
                nlohmann::detail::to_chars(slot.text, slot.text + sizeof slot.text, number);
            slot.bits = bits;
            slot.length = static_cast<std::uint8_t>(end - slot.text);
        }
        scalar({slot.text, slot.length});
    }

    void value(std::string_view text) {
        if (needsNoEscapes(text)) {
            char* at = grow(text.size() + 3);
            if (needComma_) {
                *at++ = ',';
            } else {
                --length_;
            }
            *at++ = '"';
            std::memcpy(at, text.data(), text.size());
            at[text.size()] = '"';
            needComma_ = true;
            return;
        }
        std::string escaped;
        appendJsonString(escaped, text);
        scalar(escaped);
    }
    void value(const char* text) { value(std::string_view(text)); }
    void value(const std::string& text) { value(std::string_view(text)); }
    /// A whole document: what JsonWriter's Compact style writes of it.
    void value(const Json& document) {
        scalar(document.dump(-1, ' ', false, Json::error_handler_t::replace));
    }
    /// A value given as compact JSON text, copied as it is.
    void jsonText(std::string_view compact) { scalar(compact); }

    template <typename T>
    void member(std::string_view name, const T& v) {
        key(name);
        value(v);
    }

    template <typename Range>
    void arrayMember(std::string_view name, const Range& values) {
        key(name);
        beginArray();
        for (const auto& each : values) {
            value(each);
        }
        endArray();
    }

private:
    /// `count` more bytes at the end of the text, to be written.
    char* grow(std::size_t count) {
        if (out_.size() - length_ < count) [[unlikely]] {
            enlarge(count);
        }
        char* at = out_.data() + length_;
        length_ += count;
        return at;
    }
    [[gnu::noinline]] void enlarge(std::size_t count) {
        // Doubled (the new bytes are zeroed first, so never much more than
        // the text), within the room reserved when there is some.
        std::size_t size = std::max(out_.size() * 2, std::size_t{256});
        if (size > out_.capacity() && length_ + count <= out_.capacity()) {
            size = out_.capacity();
        }
        out_.resize(std::max(size, length_ + count));
    }
    void open(char bracket) {
        char* at = grow(2);
        if (needComma_) {
            *at++ = ',';
        } else {
            --length_;
        }
        *at = bracket;
        needComma_ = false;
    }
    void close(char bracket) {
        *grow(1) = bracket;
        needComma_ = true;
    }
    void scalar(std::string_view text) {
        char* at = grow(text.size() + 1);
        if (needComma_) {
            *at++ = ',';
        } else {
            --length_;
        }
        std::memcpy(at, text.data(), text.size());
        needComma_ = true;
    }
    /// Plain printable ASCII without quotes or backslashes: written as it is.
    static bool needsNoEscapes(std::string_view text) {
        for (const char c : text) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte < 0x20 || byte > 0x7e || c == '"' || c == '\\') {
                return false;
            }
        }
        return true;
    }

    static constexpr int kRememberedBits = 6;
    struct Remembered {
        std::uint64_t bits = 0;
        std::uint8_t length = 0;  // 0: empty
        char text[32];
    };

    std::string& out_;
    std::size_t length_;      // where the text ends in out_, which runs on past it
    bool needComma_ = false;  // a value has just ended: the next one follows a comma
};

/// What `write(writer)` writes with a CompactJson (compactJsonText()'s
/// text), made in a buffer each thread keeps and copied out at its size.
template <typename Write>
std::string compactText(Write&& write) {
    thread_local std::string buffer;
    buffer.clear();
    {
        CompactJson writer(buffer);
        write(writer);
    }
    return std::string(buffer);
}

}  // namespace easylink::scene_json

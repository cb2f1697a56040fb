#pragma once

// Writes JSON text straight from a model, member by member, with no document
// in between. Two layouts:
// - Readable (files people read and diff): a container that holds at most
//   one level of containers and fits on its line stays on one line
//   ("size": [12, 12], a port's whole record); everything else is indented
//   by two spaces, one member per line.
// - Compact (one record per line, as --explain writes): no spaces at all.
// The text depends only on the values written, so equal models give
// byte-identical files. Whether a container fits on one line is known only
// when it ends or grows too long or too deep, so the writer holds back the
// members of the one container still in doubt (at most a line's worth) and
// writes everything else as it comes.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/support/spares.hpp"

namespace easylink {

enum class JsonStyle { Readable, Compact };

class JsonWriter {
public:
    /// Appends to `out`; the text is complete once every container opened
    /// has been closed, and until then `out` is the writer's alone (between
    /// two outermost values the caller may add to it).
    explicit JsonWriter(std::string& out, JsonStyle style = JsonStyle::Readable,
                        std::size_t lineLimit = 100);
    /// Where a streaming writer's text goes, a piece at a time, in order.
    using Drain = std::function<void(std::string_view)>;
    /// Streams instead: the text is handed to `drain` in pieces of about
    /// `pieceSize` bytes (at least, and at most twice that; 0 for the
    /// default, 256 KiB, which stays in the cache) as it is made,
    /// and the rest on flush(), so that it is never whole in memory (a
    /// 4096x4096 layout's file is hundreds of megabytes); a text shorter
    /// than a piece goes in one. `expectedSize` sizes the buffer up front.
    explicit JsonWriter(Drain drain, JsonStyle style = JsonStyle::Readable,
                        std::size_t lineLimit = 100, std::size_t pieceSize = 0,
                        std::size_t expectedSize = 0);
    ~JsonWriter();
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The same for a container the caller knows goes on several lines:
    /// it holds a container two levels down (a room with ports, a
    /// resolution node with slots), or its one-line form is wider than
    /// lineRoom() (a resolution node's fixed text alone is). It is written
    /// as it comes instead of being held back and replayed. The text is
    /// what beginObject() or beginArray() gives; debug builds check the
    /// promise when the container ends.
    void beginMultilineObject();
    void beginMultilineArray();
    /// How wide the one-line form of a container beginning now may be and
    /// still stay on one line.
    std::size_t lineRoom() const;
    /// The next member's key, inside an object.
    void key(std::string_view name);

    void null();
    void value(bool flag);
    void value(int number) { signedNumber(number); }
    void value(long number) { signedNumber(number); }
    void value(long long number) { signedNumber(number); }
    void value(unsigned number) { unsignedNumber(number); }
    void value(unsigned long number) { unsignedNumber(number); }
    void value(unsigned long long number) { unsignedNumber(number); }
    void value(double number);
    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(const std::string& text) { value(std::string_view(text)); }
    /// A whole document (parameters as given, a catalogue), formatted the same way.
    void value(const Json& document);
    /// A value given as compact JSON text (what a Compact writer made):
    /// copied as it is in the Compact style, laid out like any other
    /// value in the Readable one.
    void jsonText(std::string_view compact);

    /// Adds `raw` between two outermost values, as it is (the newline a
    /// file ends with); a writer on a string may also add to the string.
    void text(std::string_view raw);
    /// A streaming writer hands on whatever it still holds (nothing for a
    /// writer on a string). Call it when the text is complete.
    void flush();

    /// key(name) then value(v): the common case of an object's member.
    template <typename T>
    void member(std::string_view name, const T& v) {
        key(name);
        value(v);
    }

    /// key(name) then an array of `values` (numbers, strings).
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
    enum class Token : std::uint8_t { BeginArray, BeginObject, End, Key, Scalar };
    struct Held {
        Token token;
        std::uint32_t offset = 0;  // of its text in line_ (keys and scalars)
        std::uint32_t length = 0;
    };
    struct Frame {
        bool isArray = false;
        bool promisedMultiline = false;  // opened by beginMultiline*()
        bool deep = false;               // a container two levels down has begun
        std::size_t indent = 0;
        std::size_t members = 0;
        std::size_t start = 0;  // multiline promised: where its text begins, counting drained text
    };

    void signedNumber(long long number);
    void unsignedNumber(unsigned long long number);
    void scalar(std::string_view text, bool quoted = false);
    // The output: while a value is written, out_ runs on past the text
    // (which ends at length_), so that each piece is one copy with no check
    // of its own; it is trimmed to the text when the outermost value ends.
    char* grow(std::size_t count) {
        if (out_.size() - length_ < count) {
            makeRoom(count);
        }
        char* at = out_.data() + length_;
        length_ += count;
        return at;
    }
    void makeRoom(std::size_t count);
    void drainText();
    void put(char c) { *grow(1) = c; }
    void put(std::string_view text) { std::memcpy(grow(text.size()), text.data(), text.size()); }
    void putString(std::string_view text);
    void putLineBreak(std::size_t indent);
    void startValue();
    void finishValue();
    void begin(bool isArray);
    void beginMultiline(bool isArray);
    Frame& openFrame(bool isArray);
    bool keptPromise() const;
    void end();
    void feed(Token token, std::string_view text);
    void feedKnown(Token token, std::string_view text);
    void feedHeld(Token token, std::string_view text);
    std::size_t holdStart(Token token);
    void holdEnd(Token token, std::size_t start);
    bool tooLong() const;
    void expandDoubtful();
    void startMember();
    /// A new innermost frame, built where it lies (not copied in: a copy
    /// read back at once what was just stored, which stalled).
    Frame& pushFrame(bool isArray, std::size_t indent) {
        Frame& frame = frames_.emplace_back();
        frame.isArray = isArray;
        frame.indent = indent;
        return frame;
    }
    /// A container is about to begin: its grandparent is deep.
    void noteGrandparent() {
        if (frames_.size() >= 2) {
            frames_[frames_.size() - 2].deep = true;
        }
    }

    std::string ownText_;  // a streaming writer's buffer (out_ is it)
    std::string& out_;
    Drain drain_;  // set: streaming
    std::size_t pieceSize_ = 0;
    std::size_t drained_ = 0;  // bytes handed to drain_ so far
    JsonStyle style_;
    std::size_t lineLimit_;
    std::size_t length_;  // where the text ends in out_ (see grow())
    std::vector<Frame> frames_;
    bool memberStarted_ = false;  // a key was written: its value goes on from there
    // The container in doubt: its index in frames_ (or npos), what was
    // held back, and its text on one line.
    std::size_t doubtful_ = npos;
    std::vector<Held> held_;
    std::string line_;
    struct Replay {
        std::vector<Held> held;
        std::string text;
    };
    Spares<Replay> spares_;

    static constexpr std::size_t npos = static_cast<std::size_t>(-1);
};

/// A file's text in the Readable style: what `write(writer)` writes, then
/// the newline every file ends with. `expectedSize` reserves room up front.
template <typename Write>
std::string readableJsonText(Write&& write, std::size_t expectedSize = 0,
                             std::size_t lineLimit = 100) {
    std::string text;
    text.reserve(expectedSize);
    JsonWriter writer(text, JsonStyle::Readable, lineLimit);
    write(writer);
    text += '\n';
    return text;
}

/// What `write(writer)` writes, in the Compact style (one line, no spaces).
template <typename Write>
std::string compactJsonText(Write&& write) {
    std::string text;
    JsonWriter writer(text, JsonStyle::Compact);
    write(writer);
    return text;
}

/// The same text streamed to `drain` in pieces (JsonWriter's streaming
/// form), never whole in memory.
template <typename Write>
void streamReadableJson(const JsonWriter::Drain& drain, Write&& write, std::size_t expectedSize = 0,
                        std::size_t lineLimit = 100) {
    JsonWriter writer(drain, JsonStyle::Readable, lineLimit, 0, expectedSize);
    write(writer);
    writer.text("\n");
    writer.flush();
}

/// Appends `text` as a JSON string (quoted and escaped) the way nlohmann::json
/// writes one, invalid UTF-8 replaced by U+FFFD.
void appendJsonString(std::string& out, std::string_view text);

}  // namespace easylink

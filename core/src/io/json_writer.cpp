#include "easylink/io/json_writer.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

namespace easylink {
namespace {

// A streaming writer's pieces: big enough that most files (a layout of
// 80x80 with phase 2 is about 90 KB) go in one write, small enough that the
// buffer stays in the second-level cache while a big one is written.
constexpr std::size_t kDefaultPieceSize = 256 * 1024;

bool needsEscapes(std::string_view text) {
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte > 0x7e || c == '"' || c == '\\') {
            return true;
        }
    }
    return false;
}

/// Escapes and UTF-8 repair are rare (names are plain ASCII); nlohmann
/// does them exactly as the files have always had them.
std::string escapedJsonString(std::string_view text) {
    return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

void appendJsonString(std::string& out, std::string_view text) {
    if (needsEscapes(text)) {
        out += escapedJsonString(text);
        return;
    }
    out += '"';
    out += text;
    out += '"';
}

JsonWriter::JsonWriter(std::string& out, JsonStyle style, std::size_t lineLimit)
    : out_(out), style_(style), lineLimit_(lineLimit), length_(out.size()) {
    frames_.reserve(16);  // deeper than any file the program writes
}

JsonWriter::JsonWriter(Drain drain, JsonStyle style, std::size_t lineLimit, std::size_t pieceSize,
                       std::size_t expectedSize)
    : out_(ownText_),
      drain_(std::move(drain)),
      pieceSize_(pieceSize > 0 ? pieceSize : kDefaultPieceSize),
      style_(style),
      lineLimit_(lineLimit),
      length_(0) {
    frames_.reserve(16);
    ownText_.reserve(std::min(expectedSize, pieceSize_));
}

JsonWriter::~JsonWriter() {
    if (!frames_.empty()) {
        out_.resize(length_);  // left unfinished (an exception): no spare bytes
    }
}

// The buffer is full. A streaming writer holding a piece's worth hands it
// on and starts again at the beginning; otherwise the buffer doubles.
void JsonWriter::makeRoom(std::size_t count) {
    if (drain_ && length_ >= pieceSize_) {
        drainText();
        if (out_.size() >= count) {
            return;
        }
    }
    out_.resize(std::max({out_.size() * 2, out_.capacity(), length_ + count + 256}));
}

void JsonWriter::putString(std::string_view text) {
    if (needsEscapes(text)) {
        put(escapedJsonString(text));
        return;
    }
    char* at = grow(text.size() + 2);
    at[0] = '"';
    std::memcpy(at + 1, text.data(), text.size());
    at[text.size() + 1] = '"';
}

void JsonWriter::putLineBreak(std::size_t indent) {
    char* at = grow(indent + 1);
    at[0] = '\n';
    std::memset(at + 1, ' ', indent);
}

void JsonWriter::drainText() {
    if (length_ > 0) {
        drain_(std::string_view(out_.data(), length_));
        drained_ += length_;
        length_ = 0;
    }
}

// An outermost value begins: the caller may have added to out_ since the
// last one (a newline between --explain records).
void JsonWriter::startValue() {
    if (!drain_) {
        length_ = out_.size();
    }
}

void JsonWriter::finishValue() {
    if (!drain_) {
        out_.resize(length_);
    }
}

void JsonWriter::text(std::string_view raw) {
    assert(frames_.empty());
    if (drain_) {
        put(raw);
    } else {
        out_ += raw;
    }
}

void JsonWriter::flush() {
    if (drain_) {
        drainText();
    }
}

void JsonWriter::beginObject() {
    begin(false);
}

void JsonWriter::beginArray() {
    begin(true);
}

void JsonWriter::beginMultilineObject() {
    beginMultiline(false);
}

void JsonWriter::beginMultilineArray() {
    beginMultiline(true);
}

std::size_t JsonWriter::lineRoom() const {
    const std::size_t indent = frames_.empty() ? 0 : frames_.back().indent + 2;
    return lineLimit_ > indent ? lineLimit_ - indent : 0;
}

void JsonWriter::endObject() {
    end();
}

void JsonWriter::endArray() {
    end();
}

void JsonWriter::key(std::string_view name) {
    if (style_ == JsonStyle::Compact) {
        if (frames_.back().members++ > 0) {
            put(',');
        }
        putString(name);
        put(':');
    } else if (doubtful_ != npos) {
        const std::size_t start = holdStart(Token::Key);
        appendJsonString(line_, name);
        holdEnd(Token::Key, start);
    } else {
        startMember();
        putString(name);
        put(": ");
        memberStarted_ = true;
    }
}

void JsonWriter::null() {
    scalar("null");
}

void JsonWriter::value(bool flag) {
    scalar(flag ? "true" : "false");
}

namespace {

/// A number's digits, written into `digits`.
template <typename Number>
std::string_view numberText(char (&digits)[24], Number number) {
    const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    return {digits, static_cast<std::size_t>(end - digits)};
}

}  // namespace

void JsonWriter::signedNumber(long long number) {
    char digits[24];
    scalar(numberText(digits, number));
}

void JsonWriter::unsignedNumber(unsigned long long number) {
    char digits[24];
    scalar(numberText(digits, number));
}

void JsonWriter::value(double number) {
    // nlohmann's shortest round-trip form ("1.0", "0.3"), as files always
    // had: its own formatter, called as its serializer calls it, without
    // a document and a string for each number. A whole number below 10^15
    // is its digits and ".0" there, and most numbers written are whole
    // (metres, tiles): those are written here, negative zero excepted.
    if (!std::isfinite(number)) {
        scalar("null");
        return;
    }
    char digits[64];
    if (std::abs(number) < 1e15 && number == std::trunc(number) &&
        !(number == 0.0 && std::signbit(number))) {
        char* end =
            std::to_chars(digits, digits + sizeof digits, static_cast<long long>(number)).ptr;
        *end++ = '.';
        *end++ = '0';
        scalar({digits, static_cast<std::size_t>(end - digits)});
        return;
    }
    const char* end = nlohmann::detail::to_chars(digits, digits + sizeof digits, number);
    scalar({digits, static_cast<std::size_t>(end - digits)});
}

void JsonWriter::jsonText(std::string_view compact) {
    if (style_ == JsonStyle::Compact) {
        scalar(compact);
    } else {
        value(Json::parse(compact));
    }
}

void JsonWriter::value(std::string_view text) {
    // A long string (a map row) outside any container in doubt is copied
    // only into the output.
    scalar(text, /*quoted=*/true);
}

void JsonWriter::value(const Json& document) {
    switch (document.type()) {
        case Json::value_t::object:
            beginObject();
            for (auto it = document.begin(); it != document.end(); ++it) {
                key(it.key());
                value(it.value());
            }
            endObject();
            break;
        case Json::value_t::array:
            beginArray();
            for (const Json& member : document) {
                value(member);
            }
            endArray();
            break;
        case Json::value_t::string: value(document.get_ref<const std::string&>()); break;
        case Json::value_t::boolean: value(document.get<bool>()); break;
        case Json::value_t::number_integer: value(document.get<std::int64_t>()); break;
        case Json::value_t::number_unsigned: value(document.get<std::uint64_t>()); break;
        case Json::value_t::null: null(); break;
        default: scalar(document.dump(-1, ' ', false, Json::error_handler_t::replace)); break;
    }
}

// Writes a scalar's text (quoted: a string to quote and escape) where it
// goes: the output, or the line in doubt.
void JsonWriter::scalar(std::string_view text, bool quoted) {
    if (doubtful_ != npos && style_ == JsonStyle::Readable) {
        const std::size_t start = holdStart(Token::Scalar);
        if (quoted) {
            appendJsonString(line_, text);
        } else {
            line_ += text;
        }
        holdEnd(Token::Scalar, start);
        return;
    }
    if (frames_.empty()) {
        startValue();
    } else if (style_ == JsonStyle::Readable) {
        startMember();
    } else if (frames_.back().isArray && frames_.back().members++ > 0) {
        put(',');
    }
    if (quoted) {
        putString(text);
    } else {
        put(text);
    }
    if (frames_.empty()) {
        finishValue();
    }
}

void JsonWriter::begin(bool isArray) {
    if (style_ == JsonStyle::Compact) {
        if (frames_.empty()) {
            startValue();
        } else if (frames_.back().isArray && frames_.back().members++ > 0) {
            put(',');
        }
        put(isArray ? '[' : '{');
        noteGrandparent();
        pushFrame(isArray, 0);
        return;
    }
    feed(isArray ? Token::BeginArray : Token::BeginObject, {});
}

// Every container in doubt around the new one goes on several lines too:
// it holds a container two levels down as soon as the new one's grandchild
// begins, and its one-line form, which holds the new one's, is at least as
// wide beyond its indent. They are expanded now, then the new one opens as
// a written frame, its members written as they come (see feedKnown).
void JsonWriter::beginMultiline(bool isArray) {
    if (style_ == JsonStyle::Compact) {
        begin(isArray);
        frames_.back().promisedMultiline = true;
        return;
    }
    while (doubtful_ != npos) {
        expandDoubtful();
    }
    Frame& frame = openFrame(isArray);
    frame.promisedMultiline = true;
    frame.start = drained_ + length_;
}

// A container opens on the output (Readable): as the next member of its
// parent, or as an outermost value, its members one indent further in.
JsonWriter::Frame& JsonWriter::openFrame(bool isArray) {
    std::size_t indent = 0;
    if (frames_.empty()) {
        startValue();
    } else {
        startMember();
        indent = frames_.back().indent + 2;
    }
    noteGrandparent();
    return pushFrame(isArray, indent);
}

namespace {

/// The width on one line of a written container at `indent` about to end:
/// `text` runs from its opening bracket to its last member, each member on
/// its own line. Every line break and the indent after it become one space,
/// except after an array's opening bracket, and the closing bracket (" }"
/// or "]") is still to come. A member that took several lines (it was too
/// wide) makes the container wider than any line: the largest size.
std::size_t oneLineWidth(std::string_view text, bool isArray, std::size_t indent) {
    std::size_t width = 0;
    std::size_t breaks = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n') {
            ++width;
            continue;
        }
        ++breaks;
        std::size_t spaces = 0;
        while (i + 1 < text.size() && text[i + 1] == ' ') {
            ++i;
            ++spaces;
        }
        if (spaces > indent + 2) {
            return std::numeric_limits<std::size_t>::max();
        }
    }
    if (breaks == 0) {
        return 2;  // {} or [], written as it ends
    }
    return isArray ? width + breaks : width + breaks + 2;
}

}  // namespace

// Whether the container ending went on several lines if its caller promised
// so (see beginMultiline): for debug builds.
bool JsonWriter::keptPromise() const {
    const Frame& frame = frames_.back();
    if (!frame.promisedMultiline || frame.deep || style_ == JsonStyle::Compact) {
        return true;
    }
    if (frame.start < drained_) {
        return true;  // its beginning was streamed away: no longer known
    }
    const std::string_view text(out_.data() + (frame.start - drained_),
                                drained_ + length_ - frame.start);
    const std::size_t width = oneLineWidth(text, frame.isArray, frame.indent);
    return frame.indent >= lineLimit_ || width > lineLimit_ - frame.indent;
}

void JsonWriter::end() {
    assert(keptPromise());
    if (style_ == JsonStyle::Compact) {
        put(frames_.back().isArray ? ']' : '}');
        frames_.pop_back();
    } else {
        feed(Token::End, {});
    }
    if (frames_.empty()) {
        finishValue();
    }
}

void JsonWriter::feed(Token token, std::string_view text) {
    if (doubtful_ == npos) {
        feedKnown(token, text);
    } else {
        feedHeld(token, text);
    }
}

// Outside any container in doubt: members are written as they come, one per
// line, and a container that starts is in doubt until it proves too long or
// too deep for one line, or ends.
void JsonWriter::feedKnown(Token token, std::string_view text) {
    switch (token) {
        case Token::Key:
            startMember();  // the key, quoted already
            put(text);
            put(": ");
            memberStarted_ = true;
            return;
        case Token::Scalar:
            startMember();  // replayed: always inside a container
            put(text);
            return;
        case Token::BeginArray:
        case Token::BeginObject: {
            const bool isArray = token == Token::BeginArray;
            openFrame(isArray);
            doubtful_ = frames_.size() - 1;
            held_.push_back({token});
            line_ += isArray ? '[' : '{';
            return;
        }
        case Token::End: {
            const Frame frame = frames_.back();
            frames_.pop_back();
            if (frame.members == 0) {
                put(frame.isArray ? "[]" : "{}");
                return;
            }
            putLineBreak(frame.indent);
            put(frame.isArray ? ']' : '}');
            return;
        }
    }
}

// Inside the container in doubt: held back, and written on one line as well.
void JsonWriter::feedHeld(Token token, std::string_view text) {
    if (token == Token::Key || token == Token::Scalar) {
        const std::size_t start = holdStart(token);
        line_ += text;
        holdEnd(token, start);
        return;
    }
    held_.push_back({token});
    Frame& top = frames_.back();
    if (token == Token::End) {
        if (top.isArray) {
            line_ += ']';
        } else {
            line_ += top.members > 0 ? " }" : "}";
        }
        if (tooLong()) {
            expandDoubtful();
            return;
        }
        frames_.pop_back();
        if (frames_.size() == doubtful_) {
            put(line_);
            line_.clear();
            held_.clear();
            doubtful_ = npos;
        }
        return;
    }
    if (top.isArray && top.members++ > 0) {
        line_ += ", ";
    }
    const bool isArray = token == Token::BeginArray;
    line_ += isArray ? '[' : '{';
    noteGrandparent();
    pushFrame(isArray, top.indent + 2);
    if (frames_.size() - 1 - doubtful_ == 2 || tooLong()) {
        expandDoubtful();  // containers two levels down never go on one line
    }
}

// The separator before a key or a scalar in doubt; its text follows at the
// returned place of the line, which the line keeps for a replay.
std::size_t JsonWriter::holdStart(Token token) {
    Frame& top = frames_.back();
    if (token == Token::Key) {
        line_ += top.members++ == 0 ? " " : ", ";
    } else if (top.isArray && top.members++ > 0) {
        line_ += ", ";
    }
    return line_.size();
}

void JsonWriter::holdEnd(Token token, std::size_t start) {
    held_.push_back({token, static_cast<std::uint32_t>(start),
                     static_cast<std::uint32_t>(line_.size() - start)});
    if (token == Token::Key) {
        line_ += ": ";
    }
    if (tooLong()) {
        expandDoubtful();
    }
}

bool JsonWriter::tooLong() const {
    return frames_[doubtful_].indent + line_.size() > lineLimit_;
}

// The container in doubt goes on several lines after all: its opening is
// written and what was held back is fed again, member by member, each of
// which is then in doubt on its own line.
void JsonWriter::expandDoubtful() {
    // Replays nest (a member fed again may expand in turn); each level takes
    // a buffer from the spares and gives it back, so none is allocated twice.
    Replay replay = spares_.borrow();
    replay.held.swap(held_);
    replay.text.swap(line_);
    frames_.resize(doubtful_ + 1);
    frames_.back().members = 0;
    doubtful_ = npos;
    for (std::size_t i = 1; i < replay.held.size(); ++i) {
        const Held& held = replay.held[i];
        feed(held.token, std::string_view(replay.text).substr(held.offset, held.length));
    }
    replay.held.clear();
    replay.text.clear();
    spares_.giveBack(std::move(replay));
}

// A member of a written container starts on a line of its own; an
// object's member starts with its key (see key()), so its value only goes on.
void JsonWriter::startMember() {
    if (memberStarted_) {
        memberStarted_ = false;
        return;
    }
    Frame& frame = frames_.back();
    put(frame.members++ > 0 ? ',' : frame.isArray ? '[' : '{');
    putLineBreak(frame.indent + 2);
}

}  // namespace easylink

// The streaming JSON writer against the formatter every file was written
// with before it (json_oracle.hpp): random documents of every shape, at
// several line limits, must give the same bytes.

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "easylink/io/json_format.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/random/rng.hpp"
#include "json_oracle.hpp"

namespace easylink {
namespace {

// ---- random documents ----

std::string randomText(Rng& rng) {
    static const std::string kAlphabet = "abcXYZ_ 09-\"\\\n\t\x01\x7f\xc3\xa9\xff/";
    std::string text;
    const auto length = rng.below(rng.chance(0.1) ? 120 : 12);
    for (std::uint32_t i = 0; i < length; ++i) {
        text += rng.chance(0.8)
                    ? static_cast<char>('a' + rng.below(26))
                    : kAlphabet[rng.below(static_cast<std::uint32_t>(kAlphabet.size()))];
    }
    return text;
}

Json randomValue(Rng& rng, int depth) {
    const std::uint32_t kind = rng.below(depth >= 5 ? 6 : 9);
    switch (kind) {
        case 0: return nullptr;
        case 1: return rng.chance(0.5);
        case 2: return rng.uniformInt(-100000, 100000);
        case 3: return rng.nextU64();
        case 4: return rng.uniformReal(-1000.0, 1000.0);
        case 5: return randomText(rng);
        case 6:
        case 7: {
            Json array = Json::array();
            const auto size = rng.below(rng.chance(0.1) ? 40 : 6);
            for (std::uint32_t i = 0; i < size; ++i) {
                array.push_back(randomValue(rng, depth + 1));
            }
            return array;
        }
        default: {
            Json object = Json::object();
            const auto size = rng.below(7);
            for (std::uint32_t i = 0; i < size; ++i) {
                object[randomText(rng) + std::to_string(i)] = randomValue(rng, depth + 1);
            }
            return object;
        }
    }
}

TEST(JsonWriter, WritesRandomDocumentsAsTheTreeFormatterDid) {
    Rng rng(19);
    for (int i = 0; i < 3000; ++i) {
        const Json document = randomValue(rng, 0);
        for (const std::size_t limit :
             {std::size_t{0}, std::size_t{20}, std::size_t{60}, std::size_t{100}}) {
            ASSERT_EQ(formatJsonReadable(document, limit), test::treeFormatted(document, limit))
                << "document " << i << " at line limit " << limit << ": " << document.dump();
        }
    }
}

/// True when a container of `value` lies two levels below it.
bool holdsGrandchildContainer(const Json& value) {
    for (const Json& child : value) {
        if (!child.is_structured()) {
            continue;
        }
        for (const Json& grandchild : child) {
            if (grandchild.is_structured()) {
                return true;
            }
        }
    }
    return false;
}

/// The width of a container's one-line form (when it has one).
std::size_t oneLineWidth(const Json& value) {
    const std::size_t unlimited = std::numeric_limits<std::size_t>::max();
    return formatJsonReadable(value, unlimited).size() - 1;  // without the newline
}

/// How often writeMarkingMultiline() promised each reason.
struct Promises {
    int deep = 0;
    int wide = 0;
};

/// Writes `value` member by member, opening with beginMultiline*() about
/// half of the containers that go on several lines (they hold a container
/// two levels down, or their one-line form is wider than lineRoom()), so
/// that promised ones also begin inside containers still held back.
void writeMarkingMultiline(JsonWriter& writer, const Json& value, Rng& rng, Promises& promises) {
    if (!value.is_structured()) {
        writer.value(value);
        return;
    }
    const bool deep = holdsGrandchildContainer(value);
    const bool wide = !deep && oneLineWidth(value) > writer.lineRoom();
    const bool promise = (deep || wide) && rng.uniformInt(0, 1) == 1;
    if (promise) {
        ++(deep ? promises.deep : promises.wide);
    }
    if (value.is_object()) {
        promise ? writer.beginMultilineObject() : writer.beginObject();
        for (auto it = value.begin(); it != value.end(); ++it) {
            writer.key(it.key());
            writeMarkingMultiline(writer, it.value(), rng, promises);
        }
        writer.endObject();
    } else {
        promise ? writer.beginMultilineArray() : writer.beginArray();
        for (const Json& member : value) {
            writeMarkingMultiline(writer, member, rng, promises);
        }
        writer.endArray();
    }
}

// A container promised to go on several lines is written as it comes rather
// than held back; the text must not change, whatever surrounds it and at any
// line limit. (Debug builds also check every promise as it ends.)
TEST(JsonWriter, MultilineContainersGiveTheSameTextAsHeldOnes) {
    Rng rng(23);
    Promises promises;
    for (int i = 0; i < 3000; ++i) {
        const Json document = randomValue(rng, 0);
        for (const std::size_t limit : {std::size_t{0}, std::size_t{40}, std::size_t{100}}) {
            for (const JsonStyle style : {JsonStyle::Readable, JsonStyle::Compact}) {
                std::string plain;
                JsonWriter(plain, style, limit).value(document);
                std::string marked;
                JsonWriter writer(marked, style, limit);
                writeMarkingMultiline(writer, document, rng, promises);
                ASSERT_EQ(marked, plain) << "document " << i << " at line limit " << limit;
            }
        }
    }
    EXPECT_GT(promises.deep, 1000) << "too few documents exercise deep containers";
    EXPECT_GT(promises.wide, 1000) << "too few documents exercise wide containers";
}

// The string is the writer's while a value is written (it may run on past
// the text) and exact again once the value ends, so a caller may add to it
// between two values, as the --explain records' newlines are.
TEST(JsonWriter, TheStringIsExactBetweenValues) {
    for (const JsonStyle style : {JsonStyle::Readable, JsonStyle::Compact}) {
        std::string out = "before ";
        JsonWriter writer(out, style);
        std::string expected = "before ";
        Rng rng(5);
        for (int i = 0; i < 200; ++i) {
            const Json document = randomValue(rng, 0);
            writer.value(document);
            std::string alone;
            JsonWriter(alone, style).value(document);
            expected += alone;
            ASSERT_EQ(out, expected) << "value " << i;
            out += '\n';
            expected += '\n';
        }
    }
}

TEST(JsonWriter, CompactStyleMatchesDump) {
    Rng rng(7);
    for (int i = 0; i < 2000; ++i) {
        const Json document = randomValue(rng, 0);
        std::string out;
        JsonWriter writer(out, JsonStyle::Compact);
        writer.value(document);
        ASSERT_EQ(out, document.dump(-1, ' ', false, Json::error_handler_t::replace))
            << "document " << i;
    }
}

// Numbers go through nlohmann's formatter without a document: the text
// must be what dump() gives, whole numbers, the edges of its notations and
// what is not a number included.
TEST(JsonWriter, NumbersReadAsNlohmannWritesThem) {
    std::vector<double> numbers = {0.0,  -0.0,  1.0,    -1.0,    8.0,   12.5,
                                   1e14, -1e14, 1e15,   -1e15,   1e16,  999999999999999.0,
                                   0.1,  1e-7,  4096.0, -4096.0, 1e300, 2.5e-300};
    Rng rng(11);
    for (int i = 0; i < 2000; ++i) {
        numbers.push_back(static_cast<double>(rng.uniformInt(-2000000, 2000000)) *
                          (rng.chance(0.5) ? 1.0 : 1e6));
        numbers.push_back(rng.uniformReal(-1e6, 1e6));
        numbers.push_back(static_cast<float>(rng.uniformReal(-100.0, 100.0)));
    }
    for (const double number : numbers) {
        for (const JsonStyle style : {JsonStyle::Compact, JsonStyle::Readable}) {
            std::string out;
            JsonWriter writer(out, style);
            writer.value(number);
            ASSERT_EQ(out, Json(number).dump()) << number;
        }
    }
}

TEST(JsonWriter, JsonTextIsCopiedCompactAndLaidOutReadable) {
    const std::string text = R"({"easylink":{"id":3,"links":[{"port":0,"room":1}],"name":"a b"}})";
    for (const JsonStyle style : {JsonStyle::Compact, JsonStyle::Readable}) {
        std::string viaText;
        std::string viaValue;
        {
            JsonWriter writer(viaText, style);
            writer.beginArray();
            writer.value(1);
            writer.jsonText(text);
            writer.endArray();
        }
        {
            JsonWriter writer(viaValue, style);
            writer.beginArray();
            writer.value(1);
            writer.value(Json::parse(text));
            writer.endArray();
        }
        EXPECT_EQ(viaText, viaValue);
    }
}

TEST(JsonWriter, BuildsTheSameTextMemberByMemberAsFromADocument) {
    std::string out;
    JsonWriter writer(out);
    writer.beginObject();
    writer.member("name", "hall");
    writer.member("size", Json::array({12, 8}));
    writer.key("ports");
    writer.beginArray();
    for (int i = 0; i < 3; ++i) {
        writer.beginObject();
        writer.member("index", i);
        writer.key("anchor");
        writer.beginArray();
        writer.value(i * 4);
        writer.value(0);
        writer.endArray();
        writer.key("connection");
        writer.null();
        writer.endObject();
    }
    writer.endArray();
    writer.member("ratio", 0.5);
    writer.member("open", true);
    writer.endObject();
    out += '\n';
    const Json same = {{"name", "hall"},
                       {"size", {12, 8}},
                       {"ports",
                        {{{"index", 0}, {"anchor", {0, 0}}, {"connection", nullptr}},
                         {{"index", 1}, {"anchor", {4, 0}}, {"connection", nullptr}},
                         {{"index", 2}, {"anchor", {8, 0}}, {"connection", nullptr}}}},
                       {"ratio", 0.5},
                       {"open", true}};
    EXPECT_EQ(out, test::treeFormatted(same, 100));
    EXPECT_NE(out.find("{ \"index\": 1, \"anchor\": [4, 0], \"connection\": null }"),
              std::string::npos);
}

// A streaming writer hands its text on in pieces as it is made: the pieces,
// joined, are the text the string writer gives, whatever their size, in
// both styles and with promised containers; every piece but the last holds
// at least a piece's worth, none much more; and nothing is left unsaid
// once it is flushed.
TEST(JsonWriter, StreamedPiecesJoinIntoTheSameText) {
    Rng rng(31);
    Promises promises;
    std::size_t severalPieces = 0;
    for (int i = 0; i < 600; ++i) {
        const Json document = randomValue(rng, 0);
        for (const std::size_t pieceSize :
             {std::size_t{1}, std::size_t{7}, std::size_t{64}, std::size_t{4096}}) {
            for (const JsonStyle style : {JsonStyle::Readable, JsonStyle::Compact}) {
                std::string whole;
                JsonWriter(whole, style).value(document);
                std::vector<std::string> pieces;
                JsonWriter writer([&](std::string_view piece) { pieces.emplace_back(piece); },
                                  style, 100, pieceSize);
                writeMarkingMultiline(writer, document, rng, promises);
                writer.flush();
                std::string joined;
                for (std::size_t k = 0; k < pieces.size(); ++k) {
                    ASSERT_FALSE(pieces[k].empty()) << "document " << i;
                    if (k + 1 < pieces.size()) {
                        ASSERT_GE(pieces[k].size(), pieceSize) << "document " << i;
                    }
                    // The buffer doubles until it holds a piece: at most
                    // twice a piece (or 256 bytes) and one token more.
                    ASSERT_LE(pieces[k].size(), std::max<std::size_t>(2 * pieceSize, 256) + 1024)
                        << "document " << i;
                    joined += pieces[k];
                }
                ASSERT_EQ(joined, whole) << "document " << i << ", pieces of " << pieceSize;
                if (pieces.size() > 2) {
                    ++severalPieces;
                }
            }
        }
    }
    EXPECT_GT(promises.deep, 100);
    EXPECT_GT(severalPieces, 250u) << "too few documents are streamed in several pieces";
}

// Several values with text between them, as a log of records: one stream.
TEST(JsonWriter, AStreamHoldsValuesAndTheTextBetweenThem) {
    Rng rng(37);
    std::string expected;
    std::string streamed;
    JsonWriter writer([&](std::string_view piece) { streamed += piece; }, JsonStyle::Compact, 100,
                      256);
    for (int i = 0; i < 300; ++i) {
        const Json document = randomValue(rng, 0);
        writer.value(document);
        writer.text("\n");
        expected += document.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
    }
    writer.flush();
    EXPECT_EQ(streamed, expected);
}

TEST(JsonWriter, StreamReadableJsonEndsWithTheNewlineOfAFile) {
    const Json document = {{"rooms", Json::array({1, 2, 3})}, {"name", "x"}};
    std::string streamed;
    streamReadableJson([&](std::string_view piece) { streamed += piece; },
                       [&](JsonWriter& writer) { writer.value(document); });
    EXPECT_EQ(streamed, readableJsonText([&](JsonWriter& writer) { writer.value(document); }));
    EXPECT_EQ(streamed.back(), '\n');
}

}  // namespace
}  // namespace easylink

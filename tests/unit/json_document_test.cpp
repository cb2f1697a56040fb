#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "easylink/io/json_document.hpp"

namespace easylink {
namespace {

TEST(JsonDocument, ParsesAndKeepsKeyOrder) {
    const ParsedJson parsed = parseJsonText(R"({"b": 1, "a": [1, 2.5]})");
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.value.begin().key(), "b");
    EXPECT_EQ(parsed.value["a"][1].get<double>(), 2.5);
}

TEST(JsonDocument, EmptyAndBlankFilesSayEmpty) {
    for (const char* text : {"", "   \n\t  "}) {
        const ParsedJson parsed = parseJsonText(text);
        ASSERT_FALSE(parsed.ok());
        EXPECT_NE(parsed.error->message.find("empty"), std::string::npos);
    }
}

TEST(JsonDocument, MalformedTextReportsLineAndColumn) {
    const ParsedJson parsed = parseJsonText("{\n  \"a\": [1,\n  2, x]\n}");
    ASSERT_FALSE(parsed.ok());
    ASSERT_TRUE(parsed.error->position.has_value());
    EXPECT_EQ(parsed.error->position->line, 3);
    EXPECT_EQ(parsed.error->position->column, 6);
    EXPECT_EQ(parsed.error->message.rfind("malformed JSON: ", 0), 0u) << parsed.error->message;
    EXPECT_EQ(parsed.error->message.find("json.exception"), std::string::npos);
    EXPECT_EQ(formatProblem("f.json", *parsed.error).rfind("f.json: line 3, column 6: ", 0), 0u);
}

TEST(JsonDocument, TruncatedDocumentIsMalformed) {
    const ParsedJson parsed = parseJsonText(R"({"modules": [{"name": "a")");
    ASSERT_FALSE(parsed.ok());
    EXPECT_TRUE(parsed.error->position.has_value());
}

TEST(JsonDocument, DeepNestingIsRefusedWithoutRecursion) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const ParsedJson parsed = parseJsonText(deep);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error->message.find("nested"), std::string::npos);
    // An unterminated one too, and objects.
    std::string objects;
    for (int i = 0; i < 50000; ++i) {
        objects += "{\"a\":";
    }
    EXPECT_FALSE(parseJsonText(objects).ok());
    // 64 levels are fine.
    EXPECT_TRUE(parseJsonText(std::string(60, '[') + std::string(60, ']')).ok());
}

TEST(JsonDocument, BinaryJunkIsPrintable) {
    std::string junk;
    for (int i = 0; i < 256; ++i) {
        junk += static_cast<char>((i * 37 + 11) & 0xff);
    }
    const ParsedJson parsed = parseJsonText(junk);
    ASSERT_FALSE(parsed.ok());
    for (unsigned char c : parsed.error->message) {
        EXPECT_TRUE(c >= 0x20 && c < 0x7f) << "unprintable byte in message";
    }
}

TEST(JsonDocument, InvalidUtf8InAStringIsMalformed) {
    EXPECT_FALSE(parseJsonText("{\"name\": \"\xff\xfe\"}").ok());
}

TEST(JsonDocument, HugeNumbersParseWithoutTrapping) {
    const ParsedJson parsed = parseJsonText("[1e400, -1e400, 123456789012345678901234567890]");
    // nlohmann reports out-of-range floats as errors in some versions and as
    // infinities in others; either way there is no crash and no exception.
    if (parsed.ok()) {
        EXPECT_TRUE(parsed.value.is_array());
    } else {
        EXPECT_FALSE(parsed.error->message.empty());
    }
}

TEST(JsonDocument, SizeLimitIsEnforcedBeforeParsing) {
    JsonLimits limits;
    limits.maxBytes = 10;
    const ParsedJson parsed = parseJsonText("[1, 2, 3, 4, 5, 6]", limits);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error->message.find("too large"), std::string::npos);
}

TEST(JsonDocument, FilesThatCannotBeReadSaySo) {
    const auto missing = readJsonFile("/nonexistent/dir/catalogue.json");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error->message.find("no such file"), std::string::npos);
    const auto directory = readJsonFile(std::filesystem::temp_directory_path());
    ASSERT_FALSE(directory.ok());
    EXPECT_NE(directory.error->message.find("directory"), std::string::npos);
}

/// {"k0": 0, "k1": 1, ...}: one object of `count` keys.
std::string objectOfKeys(int count) {
    std::string text = "{";
    for (int i = 0; i < count; ++i) {
        text += (i > 0 ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
    }
    return text + "}";
}

TEST(JsonDocument, ParsesAnObjectOfTenThousandKeysInOrder) {
    const ParsedJson parsed = parseJsonText(objectOfKeys(10000));
    ASSERT_TRUE(parsed.ok()) << parsed.error->message;
    ASSERT_EQ(parsed.value.size(), 10000u);
    int expected = 0;
    for (auto it = parsed.value.begin(); it != parsed.value.end(); ++it, ++expected) {
        ASSERT_EQ(it.key(), "k" + std::to_string(expected));
        ASSERT_EQ(it.value().get<int>(), expected);
    }
}

// A million keys parse (in about a second; the benchmark shows the rate is
// that of small files), and the keys stay findable and in order.
TEST(JsonDocument, ParsesAnObjectOfAMillionKeys) {
    const ParsedJson parsed = parseJsonText(objectOfKeys(1000000));
    ASSERT_TRUE(parsed.ok()) << parsed.error->message;
    ASSERT_EQ(parsed.value.size(), 1000000u);
    EXPECT_EQ(parsed.value.begin().key(), "k0");
    EXPECT_EQ((--parsed.value.end()).key(), "k999999");
    EXPECT_EQ(parsed.value.at("k654321").get<int>(), 654321);
}

// A key given twice keeps the first one's place and the last one's value,
// as it always did, in small objects and in objects large enough to be
// indexed, and at any depth.
TEST(JsonDocument, ARepeatedKeyKeepsItsPlaceAndTakesTheLastValue) {
    const ParsedJson small = parseJsonText(R"({"a": 1, "b": 2, "a": {"x": [3]}})");
    ASSERT_TRUE(small.ok());
    EXPECT_EQ(small.value.dump(), R"({"a":{"x":[3]},"b":2})");

    std::string large = objectOfKeys(5000);
    large.back() = ',';
    large += R"("k17": "again", "k4999": null, "new": true, "k17": "last"})";
    const ParsedJson parsed = parseJsonText(large);
    ASSERT_TRUE(parsed.ok());
    ASSERT_EQ(parsed.value.size(), 5001u);
    auto it = parsed.value.begin();
    std::advance(it, 17);
    EXPECT_EQ(it.key(), "k17");
    EXPECT_EQ(it.value(), "last");
    EXPECT_TRUE(parsed.value.at("k4999").is_null());
    EXPECT_EQ((--parsed.value.end()).key(), "new");

    const ParsedJson nested = parseJsonText(R"({"m": [{"n": 1, "n": 2}], "m": [{"n": 3}]})");
    ASSERT_TRUE(nested.ok());
    EXPECT_EQ(nested.value.dump(), R"({"m":[{"n":3}]})");
}

TEST(JsonDocument, ValuesOfEveryTypeKeepTheirTypes) {
    const ParsedJson parsed =
        parseJsonText(R"([null, true, false, -3, 18446744073709551615, 2.5, "s\u00e9", [], {}])");
    ASSERT_TRUE(parsed.ok());
    const Json& v = parsed.value;
    EXPECT_TRUE(v[0].is_null());
    EXPECT_EQ(v[1], true);
    EXPECT_EQ(v[2], false);
    EXPECT_TRUE(v[3].is_number_integer());
    EXPECT_EQ(v[3].get<int>(), -3);
    EXPECT_TRUE(v[4].is_number_unsigned());
    EXPECT_TRUE(v[5].is_number_float());
    EXPECT_EQ(v[6].get<std::string>(), "s\xc3\xa9");
    EXPECT_TRUE(v[7].is_array() && v[7].empty());
    EXPECT_TRUE(v[8].is_object() && v[8].empty());
}

// The depth limit counts as before: 65 nested arrays (depths 0 to 64) pass,
// 66 do not, nor a value or a key 65 levels down.
TEST(JsonDocument, DepthLimitIsExact) {
    EXPECT_TRUE(parseJsonText(std::string(65, '[') + std::string(65, ']')).ok());
    EXPECT_FALSE(parseJsonText(std::string(66, '[') + std::string(66, ']')).ok());
    EXPECT_FALSE(parseJsonText(std::string(65, '[') + "1" + std::string(65, ']')).ok());
    std::string objects;
    for (int i = 0; i < 65; ++i) {
        objects += "{\"a\":";
    }
    EXPECT_FALSE(parseJsonText(objects + "1" + std::string(65, '}')).ok());
    EXPECT_TRUE(
        parseJsonText(objects.substr(0, objects.size() - 5) + "{}" + std::string(64, '}')).ok());
}

TEST(JsonDocument, ANumberTooLargeForADoubleIsLocated) {
    const ParsedJson parsed = parseJsonText("{\n  \"a\": 1e400\n}");
    ASSERT_FALSE(parsed.ok());
    ASSERT_TRUE(parsed.error->position.has_value());
    EXPECT_EQ(parsed.error->position->line, 2);
    EXPECT_NE(parsed.error->message.find("1e400"), std::string::npos) << parsed.error->message;
    EXPECT_EQ(parsed.error->message.find("json.exception"), std::string::npos);
}

TEST(JsonDocument, ObjectsAreBuiltFromMembersInLinearTime) {
    Json object = Json::object();
    appendNewMember(object, "b", 1);
    appendNewMember(object, "a", 2);
    EXPECT_EQ(object.dump(), R"({"b":1,"a":2})");
    EXPECT_EQ(object.at("a"), 2);
    std::vector<std::pair<std::string, Json>> members = {{"x", 1}, {"y", 2}, {"x", 3}};
    EXPECT_EQ(objectFromMembers(std::move(members)).dump(), R"({"x":3,"y":2})");
}

TEST(JsonDocument, DescribesTypesForMessages) {
    EXPECT_EQ(describeJsonType(Json("x")), "a string");
    EXPECT_EQ(describeJsonType(Json(nullptr)), "null");
    EXPECT_EQ(describeJsonType(Json(3)), "a whole number");
    EXPECT_EQ(describeJsonType(Json(3.5)), "a number");
    EXPECT_EQ(describeJsonType(Json::array()), "an array");
}

TEST(Problem, FormatsPointerPositionAndSeverity) {
    Problem p{Severity::Error, "/modules/3/size", std::nullopt, "too big"};
    EXPECT_EQ(formatProblem("a.json", p), "a.json: /modules/3/size: too big");
    p.severity = Severity::Warning;
    EXPECT_EQ(formatProblem("a.json", p), "a.json: /modules/3/size: warning: too big");
    Problem whole{Severity::Error, "", std::nullopt, "file is empty"};
    EXPECT_EQ(formatProblem("a.json", whole), "a.json: file is empty");
    EXPECT_EQ(escapePointerToken("a/b~c"), "a~1b~0c");
    EXPECT_EQ(printableExcerpt("ok\x01", 40), "ok\\x01");
    EXPECT_EQ(printableExcerpt(std::string(50, 'a'), 5), "aaaaa...");
}

}  // namespace
}  // namespace easylink

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

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

// Parameters files (easylink/output/params_file.hpp): what File > Save
// parameters writes reads back the same; a layout file gives its "params",
// read from its head however big the file; other files of the program are
// refused as what they are; problems inside the parameters are located in
// the file.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "easylink/output/params_file.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

class ParamsFile : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("easylink-params-file-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path write(const std::string& name, const std::string& text) const {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return dir_ / name;
    }

    /// A layout file's text whose parameters are `params`, padded after its
    /// head with `padding` rooms' worth of filler.
    static std::string layoutText(const Json& params, std::size_t padding) {
        // Phase 2's blocks nest deeper than a parameters file may.
        std::string text =
            R"({"format": "easylink-layout", "version": 1, "generator": "easylink", )"
            R"("seed": 4, "params": )" +
            params.dump() + R"(, "resolution": [[[[[[[[[[[1]]]]]]]]]]], "rooms": [)";
        for (std::size_t i = 0; i < padding; ++i) {
            text += (i == 0 ? "" : ", ") + std::string(R"({"id": 0, "template": "hall_12x12"})");
        }
        return text + "]}";
    }

    static EasylinkParams ours() {
        EasylinkParams params;
        params.width = 96;
        params.roomDensity = 0.45;
        params.minLoops = 2;
        Region west;
        west.name = "west wing";
        west.rect = {0, 0, 40, 96};
        west.density = 0.6;
        params.regions.push_back(west);
        return params;
    }

    fs::path dir_;
};

TEST_F(ParamsFile, WhatIsSavedReadsBackTheSame) {
    const fs::path file = dir_ / "west.json";
    ASSERT_EQ(saveParamsFile(file, ours()), std::nullopt);
    const ParamsFileRead read = readParamsFile(file);
    ASSERT_TRUE(read.ok()) << read.problem->message;
    EXPECT_EQ(read.pointerBase, "");
    std::vector<Problem> problems;
    const EasylinkParams back = paramsFromFile(read, EasylinkParams{}, problems);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(paramsToJson(back), paramsToJson(ours()));
    // Saving again keeps the previous file beside it.
    ASSERT_EQ(saveParamsFile(file, EasylinkParams{}), std::nullopt);
    EXPECT_TRUE(fs::exists(dir_ / "west.json.bak"));
}

TEST_F(ParamsFile, ALayoutFileGivesItsParams) {
    const fs::path small = write("small.json", layoutText(paramsToJson(ours()), 3));
    ParamsFileRead read = readParamsFile(small);
    ASSERT_TRUE(read.ok()) << read.problem->message;
    EXPECT_EQ(read.pointerBase, "/params");
    EXPECT_EQ(read.params, paramsToJson(ours()));

    // A layout of a big map: far past a parameters file's size, its params
    // are read from its head.
    const fs::path big = write("big.json", layoutText(paramsToJson(ours()), 40000));
    ASSERT_GT(fs::file_size(big), kMaxParamsFileBytes);
    read = readParamsFile(big);
    ASSERT_TRUE(read.ok()) << read.problem->message;
    EXPECT_EQ(read.params, paramsToJson(ours()));
    // Whatever the order of the head's members.
    std::string reordered = layoutText(paramsToJson(ours()), 40000);
    reordered.replace(reordered.find(R"("format": "easylink-layout", )"), 29, "");
    reordered.insert(reordered.size() - 1, R"(, "format": "easylink-layout")");
    read = readParamsFile(write("reordered.json", reordered));
    ASSERT_TRUE(read.ok()) << read.problem->message;
    EXPECT_EQ(read.params, paramsToJson(ours()));

    // Problems inside them are located in the file.
    Json dense = paramsToJson(ours());
    dense["room_density"] = "dense";
    read = readParamsFile(write("dense.json", layoutText(dense, 1)));
    std::vector<Problem> problems;
    paramsFromFile(read, EasylinkParams{}, problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].pointer, "/params/room_density");
}

TEST_F(ParamsFile, OtherFilesAreRefusedAsWhatTheyAre) {
    struct Case {
        std::string format;
        std::string what;
    };
    for (const Case& c :
         {Case{"easylink-catalogue", "a catalogue"}, Case{"easylink-report", "a report"},
          Case{"easylink-compare", "a comparison of two reports"},
          Case{"easylink-recovery", "an editor's recovery file"},
          Case{"something-else", "a file of the format \"something-else\""}}) {
        const std::string text = R"({"format": ")" + c.format + R"(", "modules": []})";
        const ParamsFileRead read = readParamsFile(write("other.json", text));
        ASSERT_FALSE(read.ok()) << c.format;
        EXPECT_EQ(read.problem->pointer, "");
        EXPECT_EQ(read.problem->message.rfind(c.what + ", not a parameters file: ", 0), 0u)
            << read.problem->message;
    }
    // A big one too, by its head.
    std::string seeds;
    for (int i = 0; i < 200000; ++i) {
        seeds += (i == 0 ? "" : ", ") + std::to_string(i);
    }
    ParamsFileRead read = readParamsFile(
        write("report.json", R"({"format": "easylink-report", "seeds": [)" + seeds + "]}"));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.problem->message.rfind("a report, not a parameters file", 0), 0u)
        << read.problem->message;
    // Anything else that big is refused unread, as before.
    read = readParamsFile(write("huge.json", R"({"seeds": [)" + seeds + "]}"));
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.problem->message.find("too large"), std::string::npos) << read.problem->message;
    // A layout without parameters, or with something else in their place.
    read = readParamsFile(write("bare.json", R"({"format": "easylink-layout", "rooms": []})"));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.problem->pointer, "/params");
    read = readParamsFile(write("odd.json", R"({"format": "easylink-layout", "params": [1]})"));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.problem->pointer, "/params");
}

TEST_F(ParamsFile, ABigLayoutsParamsKeepTheLimits) {
    // Nested deeper than a parameters file may be: refused like one.
    Json deep = paramsToJson(EasylinkParams{});
    deep["regions"] = Json::parse(R"([[[[[[[[[1]]]]]]]]])");
    const ParamsFileRead read = readParamsFile(write("deep.json", layoutText(deep, 40000)));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.problem->pointer, "/params");
    EXPECT_NE(read.problem->message.find("nested more than 8 levels"), std::string::npos)
        << read.problem->message;
}

}  // namespace
}  // namespace easylink

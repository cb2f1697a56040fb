// End-to-end tests of `easylink report`: the real program on a small batch,
// its files and progress bar, and every kind of bad input (one-line error,
// non-zero exit, no report files left behind).

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"

namespace {

using namespace easylink::cli_test;

class ReportCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-report-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    RunResult run(const std::vector<std::string>& args) const { return runEasylink(args); }

    fs::path dir_;
};

TEST_F(ReportCommand, WritesJsonAndHtmlWithAProgressBar) {
    const RunResult r = run({"report", "--catalogue", kDefaultCatalogue, "--count", "6", "--seed",
                             "3", "--jobs", "2", "--out", path("out")});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(lines(r.out).size(), 1u) << r.out;
    EXPECT_NE(r.out.find("report.json"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("report.html"), std::string::npos) << r.out;
    // The bar is redrawn in place and ends with a newline.
    EXPECT_EQ(r.err.front(), '\r') << r.err;
    EXPECT_EQ(r.err.back(), '\n') << r.err;
    EXPECT_NE(r.err.find("6/6 seeds"), std::string::npos) << r.err;
    EXPECT_EQ(lines(r.err).size(), 1u) << r.err;

    const auto report = nlohmann::json::parse(slurp(path("out/report.json")));
    EXPECT_EQ(report["format"], "easylink-report");
    EXPECT_EQ(report["seeds"]["first"], 3);
    EXPECT_EQ(report["seeds"]["last"], 8);
    EXPECT_EQ(report["seeds"]["count"], 6);
    EXPECT_EQ(report["success"]["layouts"].get<int>() + report["success"]["failed"].get<int>(), 6);
    EXPECT_EQ(report["distributions"]["attempts"]["count"], 6);
    EXPECT_EQ(report["timing"]["jobs"], 2);
    EXPECT_EQ(report["catalogue"]["file"], kDefaultCatalogue);
    const std::string html = slurp(path("out/report.html"));
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_NE(html.find("<svg"), std::string::npos);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    // Nothing else is left in the folder (no temporary or probe files).
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(path("out"))) {
        files.push_back(entry.path().filename().string());
    }
    std::sort(files.begin(), files.end());
    EXPECT_EQ(files, (std::vector<std::string>{"report.html", "report.json"}));
}

TEST_F(ReportCommand, SameJsonWhateverTheJobsApartFromTiming) {
    const std::vector<std::string> common = {"report", "--count",  "5", "--width",
                                             "64",     "--height", "64"};
    std::vector<std::string> one = common;
    one.insert(one.end(), {"--jobs", "1", "--out", path("one")});
    std::vector<std::string> three = common;
    three.insert(three.end(), {"--jobs", "3", "--out", path("three")});
    ASSERT_EQ(run(one).exitCode, 0);
    ASSERT_EQ(run(three).exitCode, 0);
    auto a = nlohmann::ordered_json::parse(slurp(path("one/report.json")));
    auto b = nlohmann::ordered_json::parse(slurp(path("three/report.json")));
    EXPECT_EQ(a["params"]["width"], 64);
    a.erase("timing");
    b.erase("timing");
    EXPECT_EQ(a.dump(), b.dump());
}

TEST_F(ReportCommand, HelpListsTheVerb) {
    RunResult r = run({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("  report "), std::string::npos) << r.out;
    r = run({"report", "--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* flag : {"--catalogue", "--count", "--seed", "--jobs", "--params", "--out",
                             "--width", "--height", "--min-rooms"}) {
        EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
    }
}

/// A bad command line: exit 2, the message and the usage hint on stderr.
TEST_F(ReportCommand, WrongCommandLinesExitTwo) {
    const std::string out = path("never");
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"report", "--out", out},
             {"report", "--count", "0", "--out", out},
             {"report", "--count", "1000001", "--out", out},
             {"report", "--count", "-3", "--out", out},
             {"report", "--count", "ten", "--out", out},
             {"report", "--count", "5"},
             {"report", "--count", "5", "--out", out, "--jobs", "0"},
             {"report", "--count", "5", "--out", out, "--seed", "x"},
             {"report", "--count", "5", "--out", out, "--seed", "18446744073709551615"},
             {"report", "--count", "5", "--out", out, "--room-density", "7"},
             {"report", "--count", "5", "--out", out, "--bogus"}}) {
        const RunResult r = run(args);
        EXPECT_EQ(r.exitCode, 2) << args[2];
        EXPECT_TRUE(r.out.empty()) << r.out;
        const auto errLines = lines(r.err);
        ASSERT_EQ(errLines.size(), 2u) << r.err;
        EXPECT_EQ(errLines[0].rfind("easylink report: ", 0), 0u) << r.err;
        EXPECT_FALSE(fs::exists(out)) << args[2];
    }
}

/// Bad input: exit 1, one line on stderr, and no report written.
TEST_F(ReportCommand, BadInputGivesOneLineAndNoFiles) {
    const auto expectOneLineFailure = [&](const std::vector<std::string>& args,
                                          const std::string& mentions) {
        const RunResult r = run(args);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
        const auto errLines = lines(r.err);
        ASSERT_EQ(errLines.size(), 1u) << r.err;
        EXPECT_EQ(errLines[0].rfind("easylink report: ", 0), 0u) << r.err;
        EXPECT_NE(errLines[0].find(mentions), std::string::npos) << r.err;
    };
    // A missing catalogue: no folder is even made.
    expectOneLineFailure(
        {"report", "--catalogue", path("missing.json"), "--count", "3", "--out", path("a")},
        "missing.json");
    EXPECT_FALSE(fs::exists(path("a")));
    // A catalogue that is not valid.
    { std::ofstream(path("broken.json")) << "{\"format\": \"easylink-catalogue\", \"version\": 1"; }
    expectOneLineFailure(
        {"report", "--catalogue", path("broken.json"), "--count", "3", "--out", path("b")},
        "broken.json");
    EXPECT_FALSE(fs::exists(path("b")));
    // A parameter file that is not there.
    expectOneLineFailure(
        {"report", "--params", path("nope.json"), "--count", "3", "--out", path("c")}, "nope.json");
    // A parameter file with a value out of range.
    { std::ofstream(path("params.json")) << "{\"room_density\": 5}"; }
    expectOneLineFailure(
        {"report", "--params", path("params.json"), "--count", "3", "--out", path("d")},
        "params.json: /room_density");
    EXPECT_FALSE(fs::exists(path("d")));
    // An output folder that cannot be made: a file is in the way.
    { std::ofstream(path("file")) << "x"; }
    expectOneLineFailure({"report", "--count", "3", "--out", path("file")}, "output folder");
    expectOneLineFailure({"report", "--count", "3", "--out", path("file") + "/sub"},
                         "output folder");
    EXPECT_EQ(slurp(path("file")), "x");
    // A folder without write permission (root may write anyway: then it is a success).
    fs::create_directories(path("locked"));
    fs::permissions(path("locked"), fs::perms::owner_read | fs::perms::owner_exec);
    const RunResult locked = run({"report", "--count", "2", "--out", path("locked")});
    if (locked.exitCode != 0) {
        EXPECT_EQ(locked.exitCode, 1);
        EXPECT_EQ(lines(locked.err).size(), 1u) << locked.err;
        EXPECT_FALSE(fs::exists(path("locked/report.json")));
        EXPECT_FALSE(fs::exists(path("locked/report.html")));
    }
    fs::permissions(path("locked"), fs::perms::owner_all);
}

}  // namespace

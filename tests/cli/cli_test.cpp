// End-to-end tests of the `easylink` program: the real binary, run as a
// designer would run it, with its exit code, standard output and standard
// error checked separately.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct RunResult {
    int exitCode = -1;
    std::string out;
    std::string err;
};

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string quote(const std::string& word) {
    std::string quoted = "'";
    for (char c : word) {
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    return quoted + "'";
}

/// Runs the program with no display, so `edit` never opens a window here.
RunResult runEasylink(const std::vector<std::string>& args, const std::string& environment = "") {
    static int counter = 0;
    const fs::path dir = fs::temp_directory_path() /
                         ("easylink-cli-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::create_directories(dir);
    std::string command = "env -u DISPLAY -u WAYLAND_DISPLAY " + environment + " " +
                          quote(EASYLINK_PROGRAM);
    for (const std::string& arg : args) {
        command += " " + quote(arg);
    }
    command += " > " + quote((dir / "out").string()) + " 2> " + quote((dir / "err").string()) +
               " < /dev/null";
    const int status = std::system(command.c_str());
    RunResult result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    result.out = slurp(dir / "out");
    result.err = slurp(dir / "err");
    fs::remove_all(dir);
    return result;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        out.push_back(line);
    }
    return out;
}

const std::string kDefaultCatalogue = std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json";
const std::string kCases = std::string(EASYLINK_TEST_DATA_DIR) + "/catalogues/invalid/";

TEST(CommandLine, ValidateAcceptsTheDefaultCatalogueWithOneLine) {
    const RunResult r = runEasylink({"validate", kDefaultCatalogue});
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    const auto outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 1u) << r.out;
    EXPECT_NE(outLines[0].find("valid catalogue"), std::string::npos);
    EXPECT_NE(outLines[0].find("modules"), std::string::npos);
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(CommandLine, ValidateRejectsWithOneLinePerProblem) {
    const std::string file = kCases + "junction_shapes/catalogue.json";
    const RunResult r = runEasylink({"validate", file});
    EXPECT_EQ(r.exitCode, 1);
    const auto outLines = lines(r.out);
    ASSERT_EQ(outLines.size(), 6u) << r.out;
    for (const std::string& line : outLines) {
        EXPECT_EQ(line.rfind(file + ": /modules/", 0), 0u) << line;
    }
}

TEST(CommandLine, ValidateNamesLineAndColumnOfMalformedJson) {
    const std::string file = kCases + "malformed_json/catalogue.json";
    const RunResult r = runEasylink({"validate", file});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out.rfind(file + ": line 5, column ", 0), 0u) << r.out;
}

TEST(CommandLine, ValidateSurvivesEveryBrokenCase) {
    int cases = 0;
    for (const auto& entry : fs::directory_iterator(kCases)) {
        const RunResult r = runEasylink({"validate", (entry.path() / "catalogue.json").string()});
        EXPECT_EQ(r.exitCode, 1) << entry.path();
        EXPECT_FALSE(r.out.empty()) << entry.path();
        ++cases;
    }
    EXPECT_GE(cases, 20);
}

TEST(CommandLine, ValidateReportsMissingFilesAndDirectories) {
    RunResult r = runEasylink({"validate", "/no/such/catalogue.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(r.out, "/no/such/catalogue.json: cannot open: no such file\n");
    r = runEasylink({"validate", "/tmp"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("directory"), std::string::npos);
}

TEST(CommandLine, UsageErrorsExitTwo) {
    for (const std::vector<std::string>& args :
         std::vector<std::vector<std::string>>{{"validate"},
                                               {"validate", "a.json", "b.json"},
                                               {"validate", "--bogus", "a.json"},
                                               {"frobnicate"},
                                               {"edit", "--seed", "minus-one"},
                                               {"edit", "--seed"},
                                               {"edit", "--frames", "5"},
                                               {"edit", "--screenshot", "x.png", "--frames", "0"},
                                               {"--bogus"}}) {
        const RunResult r = runEasylink(args);
        EXPECT_EQ(r.exitCode, 2) << args[0];
        EXPECT_TRUE(r.out.empty());
        EXPECT_FALSE(r.err.empty());
        EXPECT_EQ(lines(r.err).size(), 2u) << r.err;
    }
}

TEST(CommandLine, HelpListsEveryVerbAndFlag) {
    RunResult r = runEasylink({"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("validate"), std::string::npos);
    EXPECT_NE(r.out.find("edit"), std::string::npos);
    r = runEasylink({"edit", "--help"});
    EXPECT_EQ(r.exitCode, 0);
    for (const char* flag : {"--seed", "--screenshot", "--frames", "--help"}) {
        EXPECT_NE(r.out.find(flag), std::string::npos) << flag;
    }
    r = runEasylink({"validate", "-h"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("usage: easylink validate"), std::string::npos);
    r = runEasylink({"--version"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out.rfind("easylink ", 0), 0u);
}

TEST(CommandLine, EditWithoutADisplaySaysSoAndValidatesInstead) {
    RunResult r = runEasylink({});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("no window can be opened"), std::string::npos) << r.err;
    EXPECT_NE(r.out.find("valid catalogue"), std::string::npos) << r.out;

    r = runEasylink({"edit", kCases + "bad_sizes/catalogue.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("/modules/0/size"), std::string::npos);

    r = runEasylink({"edit", "--screenshot", "/tmp/never-written.png"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find("cannot take a screenshot"), std::string::npos);
    EXPECT_FALSE(fs::exists("/tmp/never-written.png"));
}

TEST(CommandLine, AssetsDirectoryCanBeOverridden) {
    const RunResult r = runEasylink({}, "EASYLINK_ASSETS_DIR=/nonexistent");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.out.find("/nonexistent/catalogues/default.json: cannot open"), std::string::npos);
}

}  // namespace

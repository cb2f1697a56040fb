// Data-driven catalogue cases: each folder under tests/data/catalogues/
// invalid/<case>/ holds a catalogue.json and an expected.txt with one line per
// problem the validator must report, in order, as "POINTER | text" where text
// is a part of the message. Every problem must be expected: a case fails when
// the validator reports more, fewer or other problems.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

const fs::path kCasesDir = fs::path(EASYLINK_TEST_DATA_DIR) / "catalogues" / "invalid";

std::vector<std::string> caseNames() {
    std::vector<std::string> names;
    if (fs::is_directory(kCasesDir)) {
        for (const auto& entry : fs::directory_iterator(kCasesDir)) {
            if (entry.is_directory()) {
                names.push_back(entry.path().filename().string());
            }
        }
    }
    std::sort(names.begin(), names.end());
    return names;
}

struct ExpectedProblem {
    std::string pointer;
    std::string text;
};

std::vector<ExpectedProblem> readExpected(const fs::path& path) {
    std::vector<ExpectedProblem> expected;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const std::size_t bar = line.find(" | ");
        if (bar == std::string::npos) {
            expected.push_back({line, ""});
        } else {
            expected.push_back({line.substr(0, bar), line.substr(bar + 3)});
        }
    }
    return expected;
}

class InvalidCatalogue : public ::testing::TestWithParam<std::string> {};

TEST_P(InvalidCatalogue, ReportsExactlyTheExpectedProblems) {
    const fs::path dir = kCasesDir / GetParam();
    const CatalogueLoad load = loadCatalogueFile(dir / "catalogue.json");
    const std::vector<ExpectedProblem> expected = readExpected(dir / "expected.txt");
    ASSERT_FALSE(expected.empty()) << "expected.txt is missing or empty";
    EXPECT_FALSE(load.valid());

    std::string report;
    for (const Problem& p : load.problems) {
        report += "  " + formatProblem("catalogue.json", p) + "\n";
    }
    ASSERT_EQ(load.problems.size(), expected.size()) << "reported:\n" << report;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const Problem& actual = load.problems[i];
        const std::string where =
            actual.position ? "line " + std::to_string(actual.position->line) : actual.pointer;
        EXPECT_EQ(where, expected[i].pointer) << "problem " << i << "; reported:\n" << report;
        EXPECT_NE(actual.message.find(expected[i].text), std::string::npos)
            << "problem " << i << " should mention \"" << expected[i].text << "\"; reported:\n"
            << report;
    }
}

/// gtest names allow only letters, digits and underscores.
std::string testNameOf(const ::testing::TestParamInfo<std::string>& param) {
    std::string name = param.param;
    std::replace_if(
        name.begin(), name.end(), [](unsigned char c) { return !std::isalnum(c); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(Catalogues, InvalidCatalogue, ::testing::ValuesIn(caseNames()),
                         testNameOf);

TEST(InvalidCatalogueCases, ThereAreCasesToRun) {
    EXPECT_GE(caseNames().size(), 20u);
}

}  // namespace
}  // namespace easylink

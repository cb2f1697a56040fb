// Huge key counts and recursive slots, with the real program under the
// harness's ceilings: 200,000 keys in one object of a catalogue, a
// parameters file and a tables file are read in seconds (reading used to be
// quadratic in the keys of one object: over a minute), and a valid catalogue
// whose slots nest recursively (16 a level, 8 levels) fails `generate` at
// phase 2's budget instead of allocating until std::bad_alloc.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <utility>

#include "fault_test_support.hpp"

namespace easylink::fault_test {
namespace {

using cli_test::kDefaultCatalogue;
using cli_test::slurp;

const fs::path kRecursiveSlots =
    fs::path(EASYLINK_TEST_DATA_DIR) / "catalogues" / "recursive-slots.json";

constexpr int kKeys = 200000;

// Reading is linear now; the ceiling is for a slow, shared CI machine.
const Ceilings kReadCeilings{30, 2LL << 30};

class JsonPhase2Faults : public FaultTest {
protected:
    /// Writes `before` + 200,000 members "kN": N + `after` to a file.
    fs::path manyKeys(const std::string& name, const std::string& before,
                      const std::string& after) const {
        std::string text = before;
        for (int i = 0; i < kKeys; ++i) {
            text += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ",\n";
        }
        text += after;
        const fs::path path = dir_ / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
};

TEST_F(JsonPhase2Faults, ACatalogueWithTwoHundredThousandTopLevelKeysValidatesInTime) {
    // The default catalogue with the keys before its own: unknown keys are
    // kept (files from newer versions survive), so it is still valid.
    std::string catalogue = slurp(kDefaultCatalogue);
    catalogue.erase(0, catalogue.find('{') + 1);
    const fs::path path = manyKeys("keys.json", "{\n", catalogue);
    const TimedRun timed = runWithin({"validate", path.string()}, kReadCeilings);
    ASSERT_FALSE(timed.killed()) << "validate took over " << kReadCeilings.seconds << " s";
    EXPECT_EQ(timed.run.exitCode, 0) << timed.run.err;
    EXPECT_NE(timed.run.out.find("valid catalogue"), std::string::npos) << timed.run.out;
}

// 200,000 keys do not fit the 1 MiB limit of a parameters file: refused
// unread. 100,000 short keys do: each unknown, reported by the first few
// and a count.
TEST_F(JsonPhase2Faults, ParamsWithHugeKeyCountsAreRefusedInTime) {
    const fs::path layout = dir_ / "layout.json";
    const auto generate = [&](const fs::path& params) {
        return runWithin({"generate", "--catalogue", kDefaultCatalogue, "--params", params.string(),
                          "--seed", "1", "--out", layout.string()},
                         kReadCeilings);
    };
    const TimedRun tooLarge = generate(manyKeys("large.json", "{\n", "\"width\": 64\n}\n"));
    ASSERT_FALSE(tooLarge.killed()) << "generate took over " << kReadCeilings.seconds << " s";
    EXPECT_EQ(tooLarge.run.exitCode, 1) << tooLarge.run.err;
    EXPECT_NE(tooLarge.run.err.find("large.json: file is too large"), std::string::npos)
        << tooLarge.run.err;

    // "k00": 0, ... with three-character names: 8 bytes a key.
    std::string text = "{";
    const std::string digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (int i = 0; i < 100000; ++i) {
        text += "\"" + std::string{digits[i / 3844 % 62], digits[i / 62 % 62], digits[i % 62]} +
                "\":0,";
    }
    text += "\"width\":64}";
    const fs::path params = dir_ / "params.json";
    std::ofstream(params, std::ios::binary) << text;
    const TimedRun timed = generate(params);
    ASSERT_FALSE(timed.killed()) << "generate took over " << kReadCeilings.seconds << " s";
    EXPECT_EQ(timed.run.exitCode, 1) << timed.run.err;
    EXPECT_NE(timed.run.err.find("params.json: /000: unknown parameter \"000\""), std::string::npos)
        << timed.run.err.substr(0, 2000);
    EXPECT_NE(timed.run.err.find("params.json: and 99990 more unknown parameters (100000 in all)"),
              std::string::npos)
        << timed.run.err.substr(0, 2000);
    EXPECT_LT(cli_test::lines(timed.run.err).size(), 20u);
    EXPECT_FALSE(fs::exists(layout));
}

TEST_F(JsonPhase2Faults, TablesWithTwoHundredThousandUnknownKeysAreRefusedInTime) {
    const std::pair<std::string, std::string> cases[] = {
        {"passages", "easylink-passage-tables"}, {"grid-graph", "easylink-grid-graph-tables"}};
    for (const auto& [generator, format] : cases) {
        const fs::path tables = manyKeys(generator + ".json", "{\n",
                                         "\"format\": \"" + format + "\",\n\"version\": 1\n}\n");
        const TimedRun timed =
            runWithin({"generate", "--generator", generator, "--tables", tables.string(), "--seed",
                       "1", "--out", (dir_ / "layout.json").string()},
                      kReadCeilings);
        ASSERT_FALSE(timed.killed()) << generator << " took over " << kReadCeilings.seconds << " s";
        EXPECT_EQ(timed.run.exitCode, 1) << timed.run.err;
        EXPECT_NE(timed.run.err.find("unknown"), std::string::npos) << timed.run.err;
        EXPECT_LT(cli_test::lines(timed.run.err).size(), 20u) << generator;
        EXPECT_FALSE(fs::exists(dir_ / "layout.json"));
    }
}

TEST_F(JsonPhase2Faults, TheValidatorWarnsAboutRecursiveSlots) {
    const TimedRun timed = runWithin({"validate", kRecursiveSlots.string()});
    EXPECT_EQ(timed.run.exitCode, 0) << timed.run.err;
    const std::string all = timed.run.out + timed.run.err;
    EXPECT_NE(all.find("recursive-slots.json: /modules/1/slots/0: warning: module nest -> slot "
                       "\"s0\" -> module nest: these slots nest recursively"),
              std::string::npos)
        << all;
}

// Before the budget: 40 s and 8 GiB, then std::bad_alloc. Now a failure
// within the ceilings, naming where and why, and no layout file.
TEST_F(JsonPhase2Faults, GenerateStopsRecursiveSlotsAtPhaseTwosBudget) {
    const fs::path out = dir_ / "layout.json";
    const TimedRun timed = runWithin(
        {"generate", "--catalogue", kRecursiveSlots.string(), "--seed", "1", "--out", out.string()},
        {60, 2LL << 30});
    ASSERT_FALSE(timed.killed()) << "generate took over 60 s";
    EXPECT_EQ(timed.run.exitCode, 1) << timed.run.err;
    EXPECT_NE(timed.run.err.find("phase 2 exceeded "), std::string::npos) << timed.run.err;
    EXPECT_NE(timed.run.err.find(" resolved slots at /rooms/"), std::string::npos) << timed.run.err;
    EXPECT_NE(timed.run.err.find(": the catalogue's slots nest recursively (module nest contains "
                                 "itself: nest -> slot \"s0\" -> nest)"),
              std::string::npos)
        << timed.run.err;
    EXPECT_EQ(cli_test::lines(timed.run.err).size(), 1u) << timed.run.err;
    EXPECT_FALSE(fs::exists(out));
}

// A large map: phase 1 places thousands of rooms, and the first room that
// resolves into nests stops the run (2048 rather than 4096 a side, where
// phase 1 alone takes most of the ceiling on a busy machine).
TEST_F(JsonPhase2Faults, RecursiveSlotsOnALargeMapStayWithinTheCeilings) {
    const TimedRun timed =
        runWithin({"generate", "--catalogue", kRecursiveSlots.string(), "--seed", "2", "--width",
                   "2048", "--height", "2048", "--out", (dir_ / "layout.json").string()},
                  {60, 2LL << 30});
    ASSERT_FALSE(timed.killed()) << "generate took over 60 s";
    EXPECT_EQ(timed.run.exitCode, 1) << timed.run.err;
    EXPECT_NE(timed.run.err.find("phase 2 exceeded "), std::string::npos) << timed.run.err;
}

}  // namespace
}  // namespace easylink::fault_test

// Tile generators under the ceilings of the fault harness (60 s, 2 GiB of
// address space): a vault file of 100,000 vaults, every generator at
// 4096x4096, drunkard's floor fraction on a big map, --explain on a big
// map, and a room count no map of that size can hold.

#include <gtest/gtest.h>

#include <fstream>
#include <regex>

#include "fault_test_support.hpp"

namespace easylink::fault_test {
namespace {

class TileFaults : public FaultTest {
protected:
    TimedRun generate(const std::string& generator, int side, std::vector<std::string> extra) {
        std::vector<std::string> args = {
            "generate", "--generator",        generator, "--width", std::to_string(side),
            "--height", std::to_string(side), "--seed",  "1"};
        args.insert(args.end(), extra.begin(), extra.end());
        return runWithin(args, {}, "", dir_);
    }
};

void expectWithinCeilings(const TimedRun& timed) {
    EXPECT_FALSE(timed.killed()) << "killed by the 60 s ceiling";
    EXPECT_LT(timed.seconds, 60.0);
}

/// The floor tiles in the summary line ("wrote x.json (drunkard, 1024x1024,
/// 418064 floor tiles, ...").
long floorTilesOf(const std::string& summary) {
    std::smatch match;
    if (!std::regex_search(summary, match, std::regex("([0-9]+) floor tiles"))) {
        return -1;
    }
    return std::stol(match[1].str());
}

TEST_F(TileFaults, AFileOfAHundredThousandVaultsIsRefusedAtOnceWithItsLine) {
    {
        std::ofstream file(dir_ / "many.txt");
        for (int i = 0; i < 100000; ++i) {
            file << "vault v" << i << "\n#.#\n\n";
        }
    }
    const TimedRun timed = generate("cellular", 256, {"--vaults", "many.txt", "--out", "x.json"});
    expectWithinCeilings(timed);
    EXPECT_NE(timed.run.exitCode, 0);
    EXPECT_NE(timed.run.err.find("many.txt: line 3001: more than 1000 vaults"), std::string::npos)
        << timed.run.err;
    EXPECT_EQ(std::count(timed.run.err.begin(), timed.run.err.end(), '\n'), 1) << timed.run.err;
    EXPECT_FALSE(fs::exists(dir_ / "x.json"));
}

TEST_F(TileFaults, TheMostVaultsAFileMayHoldAreStampedInBoundedTime) {
    {
        std::ofstream file(dir_ / "full.txt");
        for (int i = 0; i < 1000; ++i) {
            file << "vault v" << i << "\n";
            for (int row = 0; row < 16; ++row) {
                file << std::string(16, row == 0 || row == 15 ? '#' : '.') << "\n";
            }
            file << "\n";
        }
    }
    // A small map, where most vaults find no site, and a big one.
    for (const int side : {128, 2048}) {
        const TimedRun timed =
            generate("drunkard", side, {"--vaults", "full.txt", "--out", "x.json"});
        expectWithinCeilings(timed);
        EXPECT_EQ(timed.run.exitCode, 0) << timed.run.err;
    }
}

TEST_F(TileFaults, DrunkardDigsTheFractionAskedOnABigMap) {
    const TimedRun timed = generate("drunkard", 1024, {"--out", "x.json"});
    expectWithinCeilings(timed);
    ASSERT_EQ(timed.run.exitCode, 0) << timed.run.err;
    const double inner = 1022.0 * 1022.0;
    const long floor = floorTilesOf(timed.run.out);
    EXPECT_GE(floor, static_cast<long>(0.36 * inner)) << timed.run.out;  // 40% asked
    EXPECT_LE(floor, static_cast<long>(0.44 * inner)) << timed.run.out;
}

TEST_F(TileFaults, EveryTileGeneratorFinishesAt4096) {
    for (const char* generator :
         {"passages", "rooms-corridors", "grid-graph", "cellular", "drunkard", "random-rooms"}) {
        SCOPED_TRACE(generator);
        const TimedRun timed = generate(generator, 4096, {"--out", "x.json"});
        expectWithinCeilings(timed);
        EXPECT_EQ(timed.run.exitCode, 0) << timed.run.err;
    }
}

TEST_F(TileFaults, ExplainOnABigDrunkardMapCostsItsEvents) {
    const TimedRun timed = generate("drunkard", 512, {"--out", "x.json", "--explain", "e.jsonl"});
    expectWithinCeilings(timed);
    ASSERT_EQ(timed.run.exitCode, 0) << timed.run.err;
    EXPECT_GT(cli_test::lines(cli_test::slurp(dir_ / "e.jsonl")).size(), 100u);
}

TEST_F(TileFaults, ARoomCountNoMapCanHoldIsRefusedBeforeAnythingIsDug) {
    std::ofstream(dir_ / "p.json") << R"({"rooms": 1000, "room_min": 256})"
                                   << "\n";
    for (const char* generator : {"rooms-corridors", "random-rooms"}) {
        SCOPED_TRACE(generator);
        const TimedRun timed = generate(generator, 4096, {"--params", "p.json", "--out", "x.json"});
        expectWithinCeilings(timed);
        EXPECT_EQ(timed.run.exitCode, 1) << timed.run.err;
        EXPECT_NE(timed.run.err.find("1000 rooms of at least 256x256 tiles"), std::string::npos)
            << timed.run.err;
        EXPECT_FALSE(fs::exists(dir_ / "x.json"));
    }
}

}  // namespace
}  // namespace easylink::fault_test

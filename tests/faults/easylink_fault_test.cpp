// Impossible parameters and the biggest maps, with the real program: a
// request no layout can meet is refused at once or stops on its work
// budget, never after minutes, and the largest map fits in the documented
// 2 GiB of address space. The ceilings are the harness's, generous on
// purpose (a loaded 2-core machine runs these several times slower).

#include <gtest/gtest.h>

#include "fault_test_support.hpp"

namespace easylink::fault_test {
namespace {

class EasylinkFaults : public FaultTest {
protected:
    /// `easylink generate` on a 4096x4096 map with `extra` flags, into the test's folder.
    TimedRun generate4096(std::vector<std::string> extra, const Ceilings& ceilings) {
        std::vector<std::string> args = {"generate", "--seed", "1",
                                         "--width",  "4096",   "--height",
                                         "4096",     "--out",  (dir_ / "l.json").string()};
        args.insert(args.end(), extra.begin(), extra.end());
        return runWithin(args, ceilings);
    }
    bool wroteLayout() const { return fs::exists(dir_ / "l.json"); }
};

TEST_F(EasylinkFaults, MinRoomsTheMapCannotHoldIsRefusedAtOnce) {
    // Before: more than 5 minutes of attempts.
    const TimedRun run = generate4096({"--min-rooms", "1000000"}, {60});
    ASSERT_FALSE(run.killed()) << "still running after 60 s";
    EXPECT_EQ(run.run.exitCode, 1) << run.run.err;
    EXPECT_NE(run.run.err.find("/min_rooms: min_rooms = 1000000 is more normal rooms than a "
                               "4096x4096 map can hold"),
              std::string::npos)
        << run.run.err;
    EXPECT_FALSE(wroteLayout());
}

TEST_F(EasylinkFaults, MinRoomsNoAttemptReachesStopsAfterStepOne) {
    // Within every bound, but step 1 places about 38000 normal rooms at
    // room_density 0.3: each attempt stops after step 1.
    const TimedRun run = generate4096({"--min-rooms", "100000", "--resolve-depth", "0"}, {120});
    ASSERT_FALSE(run.killed()) << "still running after 120 s";
    EXPECT_EQ(run.run.exitCode, 1) << run.run.err;
    EXPECT_NE(run.run.err.find("no attempt reached min_rooms = 100000"), std::string::npos)
        << run.run.err;
    EXPECT_NE(run.run.err.find("placed only"), std::string::npos) << run.run.err;
    EXPECT_FALSE(wroteLayout());
}

TEST_F(EasylinkFaults, MinLoopsNoAttemptReachesStopsOnTheWorkBudget) {
    // Before: 20 attempts of the targets phase, minutes.
    const TimedRun run = generate4096({"--min-loops", "100000"}, {120});
    ASSERT_FALSE(run.killed()) << "still running after 120 s";
    EXPECT_EQ(run.run.exitCode, 1) << run.run.err;
    EXPECT_NE(run.run.err.find("before the work budget ran out"), std::string::npos) << run.run.err;
    EXPECT_NE(run.run.err.find("the best missed min_loops = 100000"), std::string::npos)
        << run.run.err;
    EXPECT_FALSE(wroteLayout());
}

TEST_F(EasylinkFaults, LoopsAboveWhatTheMapHoldsAreRefusedAtOnce) {
    const std::vector<std::string> args = {"generate",
                                           "--seed",
                                           "1",
                                           "--width",
                                           "512",
                                           "--height",
                                           "512",
                                           "--min-loops",
                                           "100000",
                                           "--out",
                                           (dir_ / "l.json").string()};
    const TimedRun run = runWithin(args, {60});
    ASSERT_FALSE(run.killed());
    EXPECT_EQ(run.run.exitCode, 1) << run.run.err;
    EXPECT_NE(run.run.err.find("/min_loops: min_loops = 100000 is more loops than a 512x512 map"),
              std::string::npos)
        << run.run.err;
}

TEST_F(EasylinkFaults, TheBiggestMapWithoutPhaseTwoFitsIn2GiB) {
    const TimedRun run = generate4096({"--resolve-depth", "0"}, {120});
    ASSERT_FALSE(run.killed()) << "still running after 120 s";
    EXPECT_EQ(run.run.exitCode, 0) << run.run.err;
    EXPECT_TRUE(wroteLayout());
}

// The layout file of phase 2 at this size is about 290 MB. It is streamed
// to disk in pieces as it is written, so the run fits well inside the
// documented 2 GiB: under a ceiling of 640 MiB of address space, which the
// same run did not fit in while the file's text was held whole before the
// write (it was once built as a tree as well, past 2 GiB).
TEST_F(EasylinkFaults, TheBiggestMapWithPhaseTwoFitsIn2GiB) {
    const TimedRun run = generate4096({}, {120, 640LL << 20});
    ASSERT_FALSE(run.killed()) << "still running after 120 s";
    EXPECT_EQ(run.run.exitCode, 0) << run.run.err;
    EXPECT_TRUE(wroteLayout());
}

}  // namespace
}  // namespace easylink::fault_test

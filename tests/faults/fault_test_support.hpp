#pragma once

// Running the real `easylink` program under hostile conditions: a ceiling on
// wall time and on address space, enforced by the harness (the shell's
// `ulimit -v` and coreutils' `timeout`), so that a hang or a runaway
// allocation fails the test instead of the machine. Shared by the
// fault-injection test files.

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "../cli/cli_test_support.hpp"

namespace easylink::fault_test {

using cli_test::RunResult;
namespace fs = std::filesystem;

struct Ceilings {
    int seconds = 60;                         // killed after this long
    long long addressSpaceBytes = 2LL << 30;  // 2 GiB, the documented limit
};

struct TimedRun {
    RunResult run;
    double seconds = 0;
    /// Stopped by the time ceiling (SIGKILL from `timeout`).
    bool killed() const { return run.exitCode == 128 + 9; }
};

/// Runs the program with `args` under `ceilings`; a run killed by the time
/// ceiling exits 137 (128 + SIGKILL).
inline TimedRun runWithin(const std::vector<std::string>& args, const Ceilings& ceilings = {},
                          const std::string& environment = "",
                          const fs::path& workingDirectory = fs::temp_directory_path()) {
    const std::string wrapper = "ulimit -v " + std::to_string(ceilings.addressSpaceBytes / 1024) +
                                " && exec timeout -s KILL " + std::to_string(ceilings.seconds) +
                                " " + cli_test::quote(EASYLINK_PROGRAM);
    const auto start = std::chrono::steady_clock::now();
    TimedRun timed;
    timed.run = cli_test::runProgram(wrapper, args, environment, workingDirectory);
    timed.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return timed;
}

/// A fresh empty folder for one test, removed by the caller (or left in /tmp).
inline fs::path freshFolder(const std::string& name) {
    const fs::path dir =
        fs::temp_directory_path() / ("easylink-faults-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// A test with its own fresh folder, named after the test and removed after it.
class FaultTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = freshFolder(::testing::UnitTest::GetInstance()->current_test_info()->name());
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }

    fs::path dir_;
};

}  // namespace easylink::fault_test

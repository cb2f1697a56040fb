// Outputs that would clobber inputs or each other, symlinks, device nodes,
// full devices, read-only folders and kills during a save, with the real
// program.

#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <thread>

#include "fault_test_support.hpp"

namespace easylink::fault_test {
namespace {

using cli_test::kDefaultCatalogue;
using cli_test::slurp;

class OutputFaults : public FaultTest {
protected:
    void SetUp() override {
        FaultTest::SetUp();
        catalogue_ = dir_ / "c.json";
        fs::copy_file(kDefaultCatalogue, catalogue_);
        catalogueText_ = slurp(catalogue_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::permissions(dir_, fs::perms::all, ec);
        FaultTest::TearDown();
    }
    /// The names in the test's folder, sorted.
    std::vector<std::string> entries() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(dir_)) {
            names.push_back(entry.path().filename().string());
        }
        std::sort(names.begin(), names.end());
        return names;
    }
    TimedRun generate(std::vector<std::string> extra, const std::string& environment = "") {
        std::vector<std::string> args = {"generate", "--catalogue", catalogue_.string(), "--seed",
                                         "1"};
        args.insert(args.end(), extra.begin(), extra.end());
        return runWithin(args, {}, environment, dir_);
    }
    fs::path catalogue_;
    std::string catalogueText_;
};

void expectRefused(const TimedRun& timed, const std::string& words) {
    EXPECT_EQ(timed.run.exitCode, 2) << timed.run.err;
    EXPECT_NE(timed.run.err.find(words), std::string::npos) << timed.run.err;
    EXPECT_EQ(std::count(timed.run.err.begin(), timed.run.err.end(), '\n'), 1)
        << "one line: " << timed.run.err;
}

TEST_F(OutputFaults, AnOutputThatIsTheCatalogueIsRefusedAndTheCatalogueKept) {
    expectRefused(generate({"--out", "c.json"}), "--out c.json is the same file as --catalogue");
    // Other spellings of the same file, and a link to it.
    fs::create_directories(dir_ / "sub");
    fs::create_symlink("c.json", dir_ / "alias.json");
    fs::create_hard_link(catalogue_, dir_ / "hard.json");
    for (const char* spelling : {"./sub/../c.json", "alias.json", "hard.json"}) {
        expectRefused(generate({"--out", "x.json", "--ascii", spelling}), "same file");
    }
    EXPECT_EQ(slurp(catalogue_), catalogueText_);
    EXPECT_FALSE(fs::exists(dir_ / "x.json")) << "nothing is written once a clash is found";
}

TEST_F(OutputFaults, TwoOutputsNamingOneFileAreRefused) {
    expectRefused(generate({"--out", "x.json", "--png", "x.json"}), "--png x.json");
    expectRefused(generate({"--out", "x.json", "--tiled", "m.tmj", "--png", "m-tiles.png"}),
                  "tileset image");
    EXPECT_FALSE(fs::exists(dir_ / "x.json"));
}

TEST_F(OutputFaults, EveryVerbChecksItsInputsAndOutputs) {
    std::ofstream(dir_ / "p.json") << "{}\n";
    const std::string params = (dir_ / "p.json").string();
    expectRefused(runWithin({"generate", "--catalogue", catalogue_.string(), "--seed", "1",
                             "--params", params, "--out", "x.json", "--explain", params},
                            {}, "", dir_),
                  "--explain");
    // A batch whose folder holds an input under one of the batch's names.
    fs::create_directories(dir_ / "batch");
    fs::copy_file(catalogue_, dir_ / "batch" / "layout-3.json");
    expectRefused(runWithin({"generate", "--catalogue", "batch/layout-3.json", "--seed", "1",
                             "--count", "5", "--out-dir", "batch"},
                            {}, "", dir_),
                  "layout-3.json");
    // The report's files in its folder.
    fs::create_directories(dir_ / "rep");
    std::ofstream(dir_ / "rep" / "report.json") << "{}\n";
    expectRefused(
        runWithin({"report", "--count", "2", "--params", "rep/report.json", "--out", "rep"}, {}, "",
                  dir_),
        "report.json");
    // The editor's screenshot onto its catalogue (refused before any window).
    expectRefused(runWithin({"edit", "c.json", "--screenshot", "c.json"}, {}, "", dir_),
                  "--screenshot");
    // The shipped catalogue is an input of every command that writes.
    expectRefused(generate({"--out", kDefaultCatalogue}), "shipped");
    EXPECT_EQ(slurp(catalogue_), catalogueText_);
}

TEST_F(OutputFaults, ASymlinkIsWrittenThroughAndPermissionsAreKept) {
    ASSERT_EQ(generate({"--out", "real.json"}).run.exitCode, 0);
    ASSERT_EQ(::chmod((dir_ / "real.json").c_str(), 0600), 0);
    fs::create_symlink("real.json", dir_ / "link.json");
    fs::remove(dir_ / "real.json");
    std::ofstream(dir_ / "real.json") << "old\n";
    ASSERT_EQ(::chmod((dir_ / "real.json").c_str(), 0600), 0);
    const TimedRun timed = generate({"--out", "link.json"});
    ASSERT_EQ(timed.run.exitCode, 0) << timed.run.err;
    EXPECT_TRUE(fs::is_symlink(dir_ / "link.json"));
    EXPECT_NE(slurp(dir_ / "real.json").find("\"seed\": 1"), std::string::npos);
    struct stat info {};
    ASSERT_EQ(::stat((dir_ / "real.json").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0600u) << "a private file stays private";
}

TEST_F(OutputFaults, DeviceNodesAreWrittenInPlaceAndAFullDeviceFails) {
    const TimedRun toNull = generate({"--out", "x.json", "--ascii", "/dev/null"});
    EXPECT_EQ(toNull.run.exitCode, 0) << toNull.run.err;
    EXPECT_TRUE(fs::is_character_file("/dev/null"));

    const TimedRun full = generate({"--out", "/dev/full"});
    EXPECT_EQ(full.run.exitCode, 1);
    EXPECT_NE(full.run.err.find("/dev/full"), std::string::npos) << full.run.err;
    EXPECT_NE(full.run.err.find("No space left on device"), std::string::npos) << full.run.err;
    EXPECT_TRUE(fs::is_character_file("/dev/full"));

    // The picture fails: the layout file of the same run is not left behind.
    const TimedRun picture = generate({"--out", "y.json", "--png", "/dev/full"});
    EXPECT_EQ(picture.run.exitCode, 1);
    EXPECT_FALSE(fs::exists(dir_ / "y.json"));

    // Standard output on a full device is a failure too.
    const TimedRun summary =
        runWithin({"validate", catalogue_.string()}, {}, "", dir_);  // baseline
    ASSERT_EQ(summary.run.exitCode, 0);
    const int status =
        std::system(("cd " + cli_test::quote(dir_.string()) + " && " +
                     cli_test::quote(EASYLINK_PROGRAM) + " validate c.json > /dev/full 2>/dev/null")
                        .c_str());
    EXPECT_EQ(WEXITSTATUS(status), 1);
}

TEST_F(OutputFaults, OneFailingOutputLeavesNoneOfTheRunsFiles) {
    fs::create_directories(dir_ / "picture.png");
    std::ofstream(dir_ / "old.json") << "old\n";
    const TimedRun timed =
        generate({"--out", "old.json", "--ascii", "new.txt", "--png", "picture.png"});
    EXPECT_EQ(timed.run.exitCode, 1);
    EXPECT_NE(timed.run.err.find("picture.png"), std::string::npos) << timed.run.err;
    EXPECT_EQ(slurp(dir_ / "old.json"), "old\n") << "the file it would have replaced is kept";
    EXPECT_FALSE(fs::exists(dir_ / "new.txt"));
    EXPECT_EQ(entries(), (std::vector<std::string>{"c.json", "old.json", "picture.png"}));
}

/// Runs `script` in a private mount namespace with a 64 KiB tmpfs at `mount`
/// (mounted read-only when asked); false when this machine does not allow it.
bool runInSmallFileSystem(const fs::path& mount, bool readOnly, const std::string& script,
                          int& exitCode) {
    const std::string probe =
        "unshare -m sh -c 'mount -t tmpfs -o size=64k tmpfs " + mount.string() + "' 2>/dev/null";
    if (std::system(probe.c_str()) != 0) {
        return false;
    }
    const std::string mountCommand = "mount -t tmpfs -o size=64k tmpfs " + mount.string() +
                                     (readOnly ? " && mount -o remount,ro " + mount.string() : "");
    const std::string command =
        "unshare -m sh -c " + cli_test::quote(mountCommand + " && " + script);
    const int status = std::system(command.c_str());
    exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return true;
}

TEST_F(OutputFaults, AFullFileSystemAndAReadOnlyOneFailCleanly) {
    const fs::path mount = dir_ / "mnt";
    fs::create_directories(mount);
    const std::string program = cli_test::quote(EASYLINK_PROGRAM);
    const std::string generate = program + " generate --catalogue " +
                                 cli_test::quote(catalogue_.string()) + " --seed 1 --out " +
                                 cli_test::quote((mount / "x.json").string());
    // The layout file with phase 2 is about 80 KB: more than the 64 KiB there are.
    const std::string listing = cli_test::quote((dir_ / "listing").string());
    const std::string errors = cli_test::quote((dir_ / "errors").string());
    int exitCode = 0;
    if (!runInSmallFileSystem(mount, false,
                              generate + " 2>" + errors + "; code=$?; ls -A " +
                                  cli_test::quote(mount.string()) + " >" + listing + "; exit $code",
                              exitCode)) {
        GTEST_SKIP() << "this machine does not allow a private tmpfs";
    }
    EXPECT_EQ(exitCode, 1);
    EXPECT_NE(slurp(dir_ / "errors").find("No space left on device"), std::string::npos)
        << slurp(dir_ / "errors");
    EXPECT_EQ(slurp(dir_ / "listing"), "") << "no partial file and no temporary file is left";

    ASSERT_TRUE(
        runInSmallFileSystem(mount, true, generate + " --resolve-depth 0 2>" + errors, exitCode));
    EXPECT_EQ(exitCode, 1);
    EXPECT_NE(slurp(dir_ / "errors").find("Read-only file system"), std::string::npos)
        << slurp(dir_ / "errors");
}

TEST_F(OutputFaults, AFolderThatCannotBeWrittenFailsWithItsName) {
    fs::create_directories(dir_ / "locked");
    fs::permissions(dir_, fs::perms::all);
    fs::permissions(dir_ / "locked", fs::perms::owner_read | fs::perms::owner_exec |
                                         fs::perms::group_read | fs::perms::group_exec |
                                         fs::perms::others_read | fs::perms::others_exec);
    fs::permissions(catalogue_, fs::perms::all);
    // As an ordinary user when the tests run as root (root may write anywhere).
    const std::string prefix = ::geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 "
                                                  "--clear-groups "
                                                : "";
    const std::string command = "cd " + cli_test::quote(dir_.string()) + " && " + prefix +
                                cli_test::quote(EASYLINK_PROGRAM) +
                                " generate --catalogue c.json --seed 1 --out locked/x.json "
                                "2>errors";
    const int status = std::system(command.c_str());
    EXPECT_EQ(WEXITSTATUS(status), 1);
    const std::string errors = slurp(dir_ / "errors");
    EXPECT_NE(errors.find("locked/x.json"), std::string::npos) << errors;
    EXPECT_NE(errors.find("Permission denied"), std::string::npos) << errors;
    EXPECT_TRUE(fs::is_empty(dir_ / "locked"));
}

TEST_F(OutputFaults, AKillDuringASaveLeavesTheOldFileOrTheNewOneWhole) {
    // A big layout takes long enough to write that some kills land mid-save.
    std::ofstream(dir_ / "out.json") << "old\n";
    const std::string program = EASYLINK_PROGRAM;
    std::string newText;
    for (int round = 0; round < 12; ++round) {
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            const int quiet = ::open("/dev/null", O_WRONLY);
            ::dup2(quiet, STDOUT_FILENO);
            if (::chdir(dir_.c_str()) != 0) {
                ::_exit(126);
            }
            ::execl(program.c_str(), program.c_str(), "generate", "--catalogue", "c.json", "--seed",
                    "1", "--width", "384", "--height", "384", "--out", "out.json",
                    static_cast<char*>(nullptr));
            ::_exit(127);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(40 * round));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        const std::string text = slurp(dir_ / "out.json");
        if (text != "old\n") {
            if (newText.empty()) {
                ASSERT_GT(text.size(), 1000u);
                ASSERT_EQ(text.substr(text.size() - 2), "}\n") << "a whole layout file";
                newText = text;
            } else {
                EXPECT_EQ(text, newText) << "round " << round << ": a mix of two files";
            }
        }
    }
    // Left to finish, the same run writes the same whole file.
    const RunResult finished =
        cli_test::runEasylink({"generate", "--catalogue", "c.json", "--seed", "1", "--width", "384",
                               "--height", "384", "--out", "out.json"},
                              "", dir_);
    ASSERT_EQ(finished.exitCode, 0) << finished.err;
    if (!newText.empty()) {
        EXPECT_EQ(slurp(dir_ / "out.json"), newText);
    }
}

}  // namespace
}  // namespace easylink::fault_test

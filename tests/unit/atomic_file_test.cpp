#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "../support/page_cache.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/file_identity.hpp"
#include "export_test_support.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;
using testing::slurp;

class AtomicFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-atomic-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
};

TEST_F(AtomicFileTest, WritesNewFileAndLeavesNoTemporaries) {
    const fs::path target = dir_ / "out.json";
    ASSERT_EQ(writeFileAtomically(target, "hello\n"), std::nullopt);
    EXPECT_EQ(slurp(target), "hello\n");
    int entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) {
        ++entries;
    }
    EXPECT_EQ(entries, 1);
    struct stat info {};
    ASSERT_EQ(::stat(target.c_str(), &info), 0);
    EXPECT_NE(info.st_mode & S_IRGRP, 0u) << "saved files get the usual permissions, not 0600";
}

TEST_F(AtomicFileTest, KeepsThePreviousVersionAsBak) {
    const fs::path target = dir_ / "cat.json";
    ASSERT_EQ(writeFileAtomically(target, "one"), std::nullopt);
    ASSERT_EQ(writeFileAtomically(target, "two", {.keepBackup = true}), std::nullopt);
    EXPECT_EQ(slurp(target), "two");
    EXPECT_EQ(slurp(dir_ / "cat.json.bak"), "one");
    ASSERT_EQ(writeFileAtomically(target, "three", {.keepBackup = true}), std::nullopt);
    EXPECT_EQ(slurp(dir_ / "cat.json.bak"), "two");
}

TEST_F(AtomicFileTest, FailureLeavesTheTargetUntouched) {
    EXPECT_NE(writeFileAtomically(dir_ / "missing-dir" / "x.json", "data"), std::nullopt);
    EXPECT_FALSE(fs::exists(dir_ / "missing-dir"));
    const auto error = writeFileAtomically(dir_, "data");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("folder"), std::string::npos) << *error;
}

TEST_F(AtomicFileTest, KeepsTheReplacedFilesPermissions) {
    const fs::path target = dir_ / "private.json";
    ASSERT_EQ(writeFileAtomically(target, "one"), std::nullopt);
    ASSERT_EQ(::chmod(target.c_str(), 0600), 0);
    ASSERT_EQ(writeFileAtomically(target, "two"), std::nullopt);
    struct stat info {};
    ASSERT_EQ(::stat(target.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0600u);
    ASSERT_EQ(::chmod(target.c_str(), 0751), 0);
    ASSERT_EQ(writeFileAtomically(target, "three"), std::nullopt);
    ASSERT_EQ(::stat(target.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0751u);
    EXPECT_EQ(slurp(target), "three");
}

TEST_F(AtomicFileTest, WritesThroughASymlinkToItsTarget) {
    const fs::path real = dir_ / "real.json";
    const fs::path link = dir_ / "link.json";
    ASSERT_EQ(writeFileAtomically(real, "old"), std::nullopt);
    fs::create_symlink("real.json", link);
    ASSERT_EQ(writeFileAtomically(link, "new"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(link)) << "the link is kept, not replaced by a file";
    EXPECT_EQ(slurp(real), "new");

    // A dangling link creates the file it points to.
    const fs::path dangling = dir_ / "dangling.json";
    fs::create_symlink("created.json", dangling);
    ASSERT_EQ(writeFileAtomically(dangling, "made"), std::nullopt);
    EXPECT_TRUE(fs::is_symlink(dangling));
    EXPECT_EQ(slurp(dir_ / "created.json"), "made");
}

TEST_F(AtomicFileTest, WritesDevicesInPlaceAndReportsTheirErrors) {
    ASSERT_EQ(writeFileAtomically("/dev/null", "discarded"), std::nullopt);
    EXPECT_TRUE(fs::is_character_file("/dev/null")) << "a device is never replaced";
    const auto error = writeFileAtomically("/dev/full", "no room");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("No space left on device"), std::string::npos) << *error;
    EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

TEST_F(AtomicFileTest, StagedFilesAppearOnlyOnCommit) {
    StagedWrites files;
    ASSERT_EQ(files.stage(dir_ / "a.json", "a"), std::nullopt);
    ASSERT_EQ(files.stage(dir_ / "b.txt", "b"), std::nullopt);
    EXPECT_FALSE(fs::exists(dir_ / "a.json"));
    ASSERT_EQ(files.commit(), std::nullopt);
    EXPECT_EQ(slurp(dir_ / "a.json"), "a");
    EXPECT_EQ(slurp(dir_ / "b.txt"), "b");
    int entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) {
        ++entries;
    }
    EXPECT_EQ(entries, 2) << "no temporary or kept-old files are left behind";
}

int entriesIn(const fs::path& dir) {
    int entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) {
        ++entries;
    }
    return entries;
}

mode_t currentUmask() {
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
}

TEST_F(AtomicFileTest, ANewFileHasTheUsualPermissions) {
    ASSERT_EQ(writeFileAtomically(dir_ / "new.json", "{}"), std::nullopt);
    struct stat info {};
    ASSERT_EQ(::stat((dir_ / "new.json").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0666 & ~currentUmask()) << "not a temporary file's 0600";
}

TEST_F(AtomicFileTest, AStagedNewFileThatIsNeverCommittedLeavesNothing) {
    {
        StagedWrites files;
        ASSERT_EQ(files.stage(dir_ / "a.json", "a"), std::nullopt);
#if defined(__linux__)
        EXPECT_EQ(entriesIn(dir_), 0) << "written unnamed: nothing shows before the commit";
#endif
    }
    EXPECT_EQ(entriesIn(dir_), 0);
}

TEST_F(AtomicFileTest, AFileThatAppearsBeforeTheCommitIsReplacedAsARenameWould) {
    StagedWrites files;
    ASSERT_EQ(files.stage(dir_ / "a.json", "staged"), std::nullopt);
    std::ofstream(dir_ / "a.json") << "someone else's";
    ASSERT_EQ(files.commit(), std::nullopt);
    EXPECT_EQ(slurp(dir_ / "a.json"), "staged");
    struct stat info {};
    ASSERT_EQ(::stat((dir_ / "a.json").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 07777, 0666 & ~currentUmask());
    EXPECT_EQ(entriesIn(dir_), 1) << "no temporary file is left behind";
}

TEST_F(AtomicFileTest, NewFilesFollowTheUmaskOfTheMoment) {
    // A program embedding the library may change its umask between writes:
    // new files, linked unnamed or renamed from a named temporary file, get
    // the umask of the moment, as a plain open() would.
    {
        StagedWrites earlier;  // a named temporary file before the change
        ASSERT_EQ(earlier.stage(dir_ / "first.json", "staged"), std::nullopt);
        std::ofstream(dir_ / "first.json") << "someone else's";
        ASSERT_EQ(earlier.commit(), std::nullopt);
    }
    const mode_t before = ::umask(077);
    ASSERT_EQ(writeFileAtomically(dir_ / "unnamed.json", "{}"), std::nullopt);
    StagedWrites files;
    ASSERT_EQ(files.stage(dir_ / "named.json", "staged"), std::nullopt);
    std::ofstream(dir_ / "named.json") << "someone else's";  // forces the named path
    const auto error = files.commit();
    ::umask(before);
    ASSERT_EQ(error, std::nullopt);
    for (const char* name : {"unnamed.json", "named.json"}) {
        struct stat info {};
        ASSERT_EQ(::stat((dir_ / name).c_str(), &info), 0);
        EXPECT_EQ(info.st_mode & 07777, 0600) << name;
    }
}

TEST_F(AtomicFileTest, AFailedGroupLeavesNoNewFileAndRestoresReplacedOnes) {
    ASSERT_EQ(writeFileAtomically(dir_ / "kept.json", "old"), std::nullopt);
    {
        StagedWrites files;
        ASSERT_EQ(files.stage(dir_ / "kept.json", "new"), std::nullopt);
        ASSERT_EQ(files.stage(dir_ / "fresh.png", "png"), std::nullopt);
        ASSERT_EQ(files.stage(dir_ / "late.txt", "txt"), std::nullopt);
        // Something takes the last file's place between staging and commit.
        fs::create_directories(dir_ / "late.txt");
        const auto error = files.commit();
        ASSERT_TRUE(error.has_value());
        EXPECT_NE(error->find("late.txt"), std::string::npos) << *error;
    }
    EXPECT_EQ(slurp(dir_ / "kept.json"), "old");
    EXPECT_FALSE(fs::exists(dir_ / "fresh.png"));
    int entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) {
        ++entries;
    }
    EXPECT_EQ(entries, 2) << "kept.json and the folder in the way, nothing else";
}

TEST_F(AtomicFileTest, AFailedStageDiscardsTheGroup) {
    StagedWrites files;
    ASSERT_EQ(files.stage(dir_ / "a.json", "a"), std::nullopt);
    const auto error = files.stage(dir_ / "missing" / "b.json", "b");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("missing/b.json"), std::string::npos) << *error;
    EXPECT_EQ(files.commit(), std::nullopt) << "nothing is left to commit";
    EXPECT_FALSE(fs::exists(dir_ / "a.json"));
}

TEST_F(AtomicFileTest, FilesAreTheSameByIdentityNotSpelling) {
    const fs::path file = dir_ / "c.json";
    ASSERT_EQ(writeFileAtomically(file, "{}"), std::nullopt);
    fs::create_symlink(file, dir_ / "alias.json");
    fs::create_hard_link(file, dir_ / "hard.json");
    EXPECT_TRUE(sameFile(file, dir_ / "." / "c.json"));
    EXPECT_TRUE(sameFile(file, dir_ / "alias.json"));
    EXPECT_TRUE(sameFile(file, dir_ / "hard.json"));
    EXPECT_FALSE(sameFile(file, dir_ / "other.json"));
    EXPECT_TRUE(sameFile(dir_ / "new.json", dir_ / "." / "new.json")) << "files not made yet";

    const auto clash = findPathClash({{"--catalogue", file}},
                                     {{"--out", dir_ / "x.json"}, {"--png", dir_ / "alias.json"}});
    ASSERT_TRUE(clash.has_value());
    EXPECT_NE(clash->find("--png"), std::string::npos) << *clash;
    EXPECT_NE(clash->find("--catalogue"), std::string::npos) << *clash;
    const auto twice =
        findPathClash({}, {{"--out", dir_ / "x.json"}, {"--ascii", dir_ / "." / "x.json"}});
    ASSERT_TRUE(twice.has_value());
    EXPECT_EQ(findPathClash({{"--catalogue", file}}, {{"--out", dir_ / "y.json"}}), std::nullopt);
}

// Contents made in pieces go to the file as they come: new files, replaced
// ones and devices get every piece in order; a failed write is reported
// once, however many pieces follow it; and pieces whose making throws
// leave nothing behind.
TEST_F(AtomicFileTest, ContentsMadeInPiecesArriveWhole) {
    const auto count = [](const PieceSink& put) {
        for (int i = 0; i < 1000; ++i) {
            put(std::to_string(i) + ",");
        }
    };
    std::string expected;
    count([&](std::string_view piece) { expected += piece; });
    const fs::path target = dir_ / "pieces.txt";
    ASSERT_EQ(writeFileAtomically(target, count), std::nullopt);
    EXPECT_EQ(slurp(target), expected);
    ASSERT_EQ(writeFileAtomically(target, [](const PieceSink& put) { put("replaced"); }),
              std::nullopt);
    EXPECT_EQ(slurp(target), "replaced");
    EXPECT_EQ(writeFileAtomically("/dev/null", count), std::nullopt);

    int piecesMade = 0;
    const auto error = writeFileAtomically("/dev/full", [&](const PieceSink& put) {
        for (int i = 0; i < 5; ++i) {
            put(std::string(70000, 'x'));
            ++piecesMade;
        }
    });
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("No space left on device"), std::string::npos) << *error;
    EXPECT_EQ(piecesMade, 5) << "the producer runs to its end";

    const auto throwing = [](const PieceSink& put) {
        put("half a file");
        throw std::runtime_error("out of memory");
    };
    for (const fs::path& path : {dir_ / "new.txt", target}) {
        StagedWrites files;
        EXPECT_THROW((void)files.stage(path, throwing), std::runtime_error);
        files.discard();
    }
    EXPECT_FALSE(fs::exists(dir_ / "new.txt"));
    EXPECT_EQ(slurp(target), "replaced") << "the file being replaced is untouched";
    int entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) {
        ++entries;
    }
    EXPECT_EQ(entries, 1) << "no temporary file is left";
}

// A file on disk that is released leaves the page cache; one missing is
// no error.
TEST_F(AtomicFileTest, AReleasedFileOnDiskLeavesTheSystemsCache) {
    const fs::path target = dir_ / "level.glb";
    ASSERT_EQ(writeFileAtomically(target, std::string(64 * 1024, 'x')), std::nullopt);
    const std::optional<std::size_t> before = test::cachedPages(target);
    if (!before) {
        GTEST_SKIP() << dir_ << " keeps every file in memory";
    }
    EXPECT_GT(*before, 0u) << "a file just written is in the cache";
    releaseCachedFile(target);  // flushed to disk by the write
    EXPECT_EQ(test::cachedPages(target), std::size_t{0});
    EXPECT_EQ(slurp(target), std::string(64 * 1024, 'x')) << "and reads back from disk";
    releaseCachedFile(dir_ / "missing.glb");
}

}  // namespace
}  // namespace easylink

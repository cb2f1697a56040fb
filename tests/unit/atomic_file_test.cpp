#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "easylink/io/atomic_file.hpp"
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
    EXPECT_NE(error->find("directory"), std::string::npos);
}

}  // namespace
}  // namespace easylink

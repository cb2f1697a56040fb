// Problem pointers turned into the module they are about.

#include <gtest/gtest.h>

#include "document/problem_location.hpp"

namespace easylink::ui {
namespace {

TEST(ProblemLocation, FindsTheModuleOfAPointer) {
    EXPECT_EQ(moduleIndexOfPointer("/modules/3/ports/1/pos"), 3u);
    EXPECT_EQ(moduleIndexOfPointer("/modules/12"), 12u);
    EXPECT_EQ(moduleIndexOfPointer("/modules"), std::nullopt);
    EXPECT_EQ(moduleIndexOfPointer("/modules/"), std::nullopt);
    EXPECT_EQ(moduleIndexOfPointer("/modules/01/name"), std::nullopt);
    EXPECT_EQ(moduleIndexOfPointer("/modules/x/name"), std::nullopt);
    EXPECT_EQ(moduleIndexOfPointer("/format"), std::nullopt);
    EXPECT_EQ(moduleIndexOfPointer(""), std::nullopt);
}

TEST(ProblemLocation, FindsThePortOfAPointer) {
    EXPECT_EQ(portIndexOfPointer("/modules/3/ports/1/pos"), 1u);
    EXPECT_EQ(portIndexOfPointer("/modules/3/ports/12"), 12u);
    EXPECT_EQ(portIndexOfPointer("/modules/3/ports"), std::nullopt);
    EXPECT_EQ(portIndexOfPointer("/modules/3/size"), std::nullopt);
    EXPECT_EQ(portIndexOfPointer("/modules/3/ports/01"), std::nullopt);
    EXPECT_EQ(portIndexOfPointer("/modules/x/ports/1"), std::nullopt);
    EXPECT_EQ(portIndexOfPointer("/ports/1"), std::nullopt);
}

}  // namespace
}  // namespace easylink::ui

// LargeBufferAllocator: big buffers mapped on their own (aligned for huge
// pages on Linux), small ones from operator new; both hold what is written.

#include "easylink/support/large_buffer.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

namespace easylink {
namespace {

using Buffer = std::vector<std::uint32_t, LargeBufferAllocator<std::uint32_t>>;

std::uint64_t sum(const Buffer& buffer) {
    return std::accumulate(buffer.begin(), buffer.end(), std::uint64_t{0});
}

TEST(LargeBuffer, BigAndSmallBuffersHoldWhatIsWrittenThroughCopiesAndMoves) {
    for (std::size_t count :
         {std::size_t{0}, std::size_t{5}, std::size_t{1} << 20, (std::size_t{3} << 20) + 7}) {
        Buffer buffer(count);
        EXPECT_EQ(sum(buffer), 0u) << count << " values start at zero";
        std::iota(buffer.begin(), buffer.end(), 1u);
        const std::uint64_t expected = std::uint64_t{count} * (count + 1) / 2;
        EXPECT_EQ(sum(buffer), expected) << count;
        const Buffer copy = buffer;
        Buffer moved = std::move(buffer);
        EXPECT_EQ(sum(copy), expected) << count;
        EXPECT_EQ(sum(moved), expected) << count;
        moved.resize(count * 2 + 1);
        EXPECT_EQ(sum(moved), expected) << count << " after growing";
    }
}

// The layout and the generator grow their big arrays a value at a time: the
// buffer moves from operator new to mapped ones as it doubles, and values
// that own memory of their own must come through every move intact.
TEST(LargeBuffer, AVectorGrownAValueAtATimeKeepsEveryValue) {
    // Every third name is too long for the string's own buffer.
    const auto nameOf = [](std::size_t i) {
        return "room " + std::to_string(i) + std::string(i % 3 == 0 ? 20 : 0, '#');
    };
    LargeVector<std::string> names;
    const std::size_t count = (std::size_t{8} << 20) / sizeof(std::string) + 3;  // past 8 MiB
    for (std::size_t i = 0; i < count; ++i) {
        names.push_back(nameOf(i));
    }
    ASSERT_EQ(names.size(), count);
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < count; ++i) {
        wrong += names[i] != nameOf(i);
    }
    EXPECT_EQ(wrong, 0u);
#if defined(__linux__)
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(names.data()) % (std::uintptr_t{2} << 20), 0u)
        << "a grown buffer of more than 4 MiB is mapped for huge pages too";
#endif
}

#if defined(__linux__)
TEST(LargeBuffer, BuffersOfFourMiBOrMoreStartOnAHugePageBoundary) {
    const Buffer big(std::size_t{1} << 20);  // 4 MiB of 32-bit values
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(big.data()) % (std::uintptr_t{2} << 20), 0u);
}
#endif

}  // namespace
}  // namespace easylink

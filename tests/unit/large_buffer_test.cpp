// LargeBufferAllocator: big buffers mapped on their own (aligned for huge
// pages on Linux), small ones from operator new; both hold what is written.

#include "easylink/support/large_buffer.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
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

#if defined(__linux__)
TEST(LargeBuffer, BuffersOfFourMiBOrMoreStartOnAHugePageBoundary) {
    const Buffer big(std::size_t{1} << 20);  // 4 MiB of 32-bit values
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(big.data()) % (std::uintptr_t{2} << 20), 0u);
}
#endif

}  // namespace
}  // namespace easylink

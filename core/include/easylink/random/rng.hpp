#pragma once

// [SECTION] Deterministic randomness
//
// A seed must mean the same thing on every machine and compiler, so the
// project never uses the standard library's distributions (their algorithms
// are unspecified and differ between libstdc++, libc++ and MSVC). Rng is
// PCG32 (O'Neill's XSH-RR output on a 64-bit LCG) and every distribution
// below is written here, in integer arithmetic where it matters.

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace easylink {

class Rng {
public:
    /// Seeds the generator; different streams give independent sequences
    /// for the same seed (pcg32_srandom_r semantics).
    explicit Rng(std::uint64_t seed, std::uint64_t stream = 0x853c49e6748fea9bULL);

    /// The next 32 uniformly distributed bits.
    std::uint32_t nextU32();
    /// The next 64 bits (two outputs, high word first).
    std::uint64_t nextU64();

    /// Uniform in [0, bound) for bound >= 1, without modulo bias.
    std::uint32_t below(std::uint32_t bound);
    /// Uniform in [0, bound) for 64-bit bounds >= 1.
    std::uint64_t below64(std::uint64_t bound);
    /// Uniform integer in the closed range [lo, hi]; lo <= hi.
    std::int64_t uniformInt(std::int64_t lo, std::int64_t hi);
    /// Uniform in [0, 1) with 53 random bits.
    double uniform01();
    /// Uniform in [lo, hi).
    double uniformReal(double lo, double hi);
    /// True with probability p (p <= 0 never, p >= 1 always).
    bool chance(double p);

    /// An index drawn with probability proportional to its weight. Negative
    /// and non-finite weights count as zero; nullopt when no weight is positive.
    std::optional<std::size_t> weightedIndex(std::span<const double> weights);

    /// Fisher-Yates shuffle driven by this generator.
    template <typename T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = static_cast<std::size_t>(below64(i));
            std::swap(items[i - 1], items[j]);
        }
    }
    template <typename T, typename Allocator>
    void shuffle(std::vector<T, Allocator>& items) {
        shuffle(std::span<T>(items));
    }

    /// A new generator whose sequence depends on this one's seed and `salt`
    /// but not on how many numbers this one has drawn: for sub-tasks that must
    /// not disturb each other (e.g. one stream per batch job).
    Rng fork(std::uint64_t salt) const;

private:
    std::uint64_t state_ = 0;
    std::uint64_t increment_ = 0;
    std::uint64_t seed_ = 0;
};

}  // namespace easylink

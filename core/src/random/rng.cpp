#include "easylink/random/rng.hpp"

#include <cmath>

namespace easylink {
namespace {

constexpr std::uint64_t kMultiplier = 6364136223846793005ULL;

/// SplitMix64 finaliser: spreads a salt over all bits before it seeds a fork.
std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace

Rng::Rng(std::uint64_t seed, std::uint64_t stream) : increment_((stream << 1u) | 1u), seed_(seed) {
    nextU32();
    state_ += seed;
    nextU32();
}

std::uint32_t Rng::nextU32() {
    const std::uint64_t old = state_;
    state_ = old * kMultiplier + increment_;
    const auto xorShifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorShifted >> rot) | (xorShifted << ((~rot + 1u) & 31u));
}

std::uint64_t Rng::nextU64() {
    const std::uint64_t high = nextU32();
    return (high << 32u) | nextU32();
}

std::uint32_t Rng::below(std::uint32_t bound) {
    // Reject the lowest (2^32 mod bound) values so every residue is equally likely.
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
        const std::uint32_t r = nextU32();
        if (r >= threshold) {
            return r % bound;
        }
    }
}

std::uint64_t Rng::below64(std::uint64_t bound) {
    if (bound <= 0xffffffffULL) {
        return below(static_cast<std::uint32_t>(bound));
    }
    const std::uint64_t threshold = (0ULL - bound) % bound;
    for (;;) {
        const std::uint64_t r = nextU64();
        if (r >= threshold) {
            return r % bound;
        }
    }
}

std::int64_t Rng::uniformInt(std::int64_t lo, std::int64_t hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
    if (span == ~0ULL) {
        return static_cast<std::int64_t>(nextU64());
    }
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + below64(span + 1));
}

double Rng::uniform01() {
    return static_cast<double>(nextU64() >> 11u) * 0x1.0p-53;
}

double Rng::uniformReal(double lo, double hi) {
    return lo + (hi - lo) * uniform01();
}

bool Rng::chance(double p) {
    if (!(p > 0.0)) {
        return false;
    }
    if (p >= 1.0) {
        return true;
    }
    return uniform01() < p;
}

std::optional<std::size_t> Rng::weightedIndex(std::span<const double> weights) {
    double total = 0.0;
    for (double w : weights) {
        if (std::isfinite(w) && w > 0.0) {
            total += w;
        }
    }
    if (!(total > 0.0) || !std::isfinite(total)) {
        return std::nullopt;
    }
    const double target = uniform01() * total;
    double running = 0.0;
    std::optional<std::size_t> lastPositive;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const double w = weights[i];
        if (!(std::isfinite(w) && w > 0.0)) {
            continue;
        }
        running += w;
        lastPositive = i;
        if (target < running) {
            return i;
        }
    }
    return lastPositive;  // rounding left target == total: take the last candidate
}

Rng Rng::fork(std::uint64_t salt) const {
    return Rng(mix64(seed_ ^ mix64(salt)), mix64(salt + 1));
}

}  // namespace easylink

#include "easylink/report/seed_tally.hpp"

#include <algorithm>

namespace easylink {

void SeedTally::add(std::uint64_t seed, bool made, std::size_t events, double milliseconds) {
    ++seeds_;
    firstSeed_ = std::min(firstSeed_.value_or(seed), seed);
    lastSeed_ = std::max(lastSeed_.value_or(seed), seed);
    made_ += made ? 1 : 0;
    events_ += events;
    milliseconds_.add(milliseconds);
}

void SeedTally::merge(const SeedTally& other) {
    seeds_ += other.seeds_;
    if (other.firstSeed_) {
        firstSeed_ = std::min(firstSeed_.value_or(*other.firstSeed_), *other.firstSeed_);
        lastSeed_ = std::max(lastSeed_.value_or(*other.lastSeed_), *other.lastSeed_);
    }
    made_ += other.made_;
    events_ += other.events_;
    milliseconds_.merge(other.milliseconds_);
}

double SeedTally::successRate() const {
    return seeds_ == 0 ? 0.0 : static_cast<double>(made_) / static_cast<double>(seeds_);
}

}  // namespace easylink

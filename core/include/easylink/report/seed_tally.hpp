#pragma once

// [SECTION] The seeds of a batch
//
// What a report of modules (BatchReport) and a report of tile maps
// (TileBatchReport) count alike about the seeds they ran: how many, the
// smallest and the largest, how many made a layout (or a map) and how many
// failed, the events the runs emitted and the time each took. Sums, a
// minimum and a maximum: the tally is the same whichever way the seeds were
// grouped, apart from the order of the times.

#include <cstddef>
#include <cstdint>
#include <optional>

#include "easylink/report/distributions.hpp"

namespace easylink {

class SeedTally {
public:
    /// Counts one seed's run: `made` when it gave a layout (or a map).
    void add(std::uint64_t seed, bool made, std::size_t events, double milliseconds);
    /// Adds every seed another tally counted.
    void merge(const SeedTally& other);

    std::uint64_t count() const { return seeds_; }
    std::optional<std::uint64_t> firstSeed() const { return firstSeed_; }
    std::optional<std::uint64_t> lastSeed() const { return lastSeed_; }
    /// Seeds that made a layout (or a map), and those that did not.
    std::uint64_t made() const { return made_; }
    std::uint64_t failed() const { return seeds_ - made_; }
    /// made() per seed counted, from 0 to 1; 0 for an empty tally.
    double successRate() const;
    std::uint64_t events() const { return events_; }
    /// Each run's wall time: the figure that depends on the machine.
    const RealDistribution& milliseconds() const { return milliseconds_; }

private:
    std::uint64_t seeds_ = 0;
    std::optional<std::uint64_t> firstSeed_;
    std::optional<std::uint64_t> lastSeed_;
    std::uint64_t made_ = 0;
    std::uint64_t events_ = 0;
    RealDistribution milliseconds_;
};

}  // namespace easylink

#pragma once

// [SECTION] Distributions of a batch
//
// The figures a batch report keeps exactly over its seeds: whole numbers as
// value -> how often (attempts, rooms, loops), and real numbers with every
// value kept (the milliseconds per seed). Both add up and merge in any
// order to the same figures.

#include <cstdint>
#include <map>
#include <vector>

namespace easylink {

/// A distribution of whole numbers, kept exactly as value -> how often.
class IntDistribution {
public:
    void add(int value, std::uint64_t times = 1);
    void merge(const IntDistribution& other);

    std::uint64_t count() const { return count_; }
    bool empty() const { return count_ == 0; }
    /// Precondition for the four below: !empty().
    int min() const { return counts_.begin()->first; }
    int max() const { return counts_.rbegin()->first; }
    double mean() const;
    /// The middle value; the mean of the two middle ones for an even count.
    double median() const;
    const std::map<int, std::uint64_t>& counts() const { return counts_; }

    /// The values [from, to] of one bar of a histogram and how many fell there.
    struct Bin {
        int from = 0;
        int to = 0;
        std::uint64_t count = 0;
    };
    /// The bars report.html and the editor's Report panel draw: one per value
    /// from min to max when that is at most 40 values, else bins of equal
    /// width, about 30 of them. Empty for an empty distribution.
    std::vector<Bin> histogram() const;

private:
    std::map<int, std::uint64_t> counts_;
    std::uint64_t count_ = 0;
    std::int64_t sum_ = 0;
};

/// A distribution of real numbers (milliseconds), every value kept.
class RealDistribution {
public:
    void add(double value) { values_.push_back(value); }
    void merge(const RealDistribution& other);

    std::uint64_t count() const { return values_.size(); }
    bool empty() const { return values_.empty(); }
    /// Precondition for the four below: !empty().
    double min() const;
    double max() const;
    double mean() const;
    double median() const;
    /// `bins` equal-width bins from min() to max(): how many values fall in
    /// each (the last bin includes max()). One bin when all values are equal.
    std::vector<std::uint64_t> histogram(int bins) const;

private:
    std::vector<double> values_;
};

}  // namespace easylink

#pragma once

// [SECTION] Figure distributions
//
// A figure over a batch (loops per layout, a region's achieved density, ...)
// kept as value -> how often, in ascending order of value. Every summary is
// computed by walking that order, so it is the same whichever order the
// values arrived in and however the batch was split between threads: the
// mean of the same values comes out bit for bit the same, which keeps
// report.json identical for any --jobs. Figures take few distinct values (a
// count of rooms, an area over a region's area), so the map stays small.

#include <cstdint>
#include <map>
#include <vector>

namespace easylink {

class IntDistribution;

class FigureDistribution {
public:
    /// `whole`: the figure only takes whole numbers, which decides the
    /// histogram's bins (whole ranges rather than equal real widths).
    explicit FigureDistribution(bool whole = true) : whole_(whole) {}
    /// The same values as a whole-number distribution of the report.
    static FigureDistribution of(const IntDistribution& distribution);

    void add(double value, std::uint64_t times = 1);
    void merge(const FigureDistribution& other);

    bool whole() const { return whole_; }
    std::uint64_t count() const { return count_; }
    bool empty() const { return count_ == 0; }
    /// Precondition for the ones below: !empty().
    double min() const { return counts_.begin()->first; }
    double max() const { return counts_.rbegin()->first; }
    double mean() const;
    /// The sample standard deviation (divided by count - 1); 0 for one value.
    double standardDeviation() const;
    /// The p-quantile, p from 0 to 1, interpolated linearly between the
    /// closest ranks (rank (count - 1) * p from 0): p = 0.5 is the median, the
    /// mean of the two middle values for an even count.
    double percentile(double p) const;

    struct Bin {
        double from = 0.0;
        double to = 0.0;  // whole figures: the last value in the bin; others: the bin's end
        std::uint64_t count = 0;
    };
    /// Whole figures: one bin per value from min to max when that is at most
    /// 40 values, else bins of equal whole width, about 30 of them (as the
    /// report's other histograms). Others: 20 bins of equal width from min to
    /// max, the last one holding max; one bin when every value is the same.
    /// Empty for an empty distribution.
    std::vector<Bin> histogram() const;

    const std::map<double, std::uint64_t>& counts() const { return counts_; }

private:
    double valueAtRank(std::uint64_t rank) const;

    bool whole_;
    std::map<double, std::uint64_t> counts_;
    std::uint64_t count_ = 0;
};

}  // namespace easylink

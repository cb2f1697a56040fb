#include "easylink/report/distributions.hpp"

#include <algorithm>
#include <optional>

namespace easylink {

void IntDistribution::add(int value, std::uint64_t times) {
    if (times == 0) {
        return;
    }
    counts_[value] += times;
    count_ += times;
    sum_ += static_cast<std::int64_t>(value) * static_cast<std::int64_t>(times);
}

void IntDistribution::merge(const IntDistribution& other) {
    for (const auto& [value, times] : other.counts_) {
        add(value, times);
    }
}

double IntDistribution::mean() const {
    return static_cast<double>(sum_) / static_cast<double>(count_);
}

double IntDistribution::median() const {
    // The values at ranks (count-1)/2 and count/2 (from 0), averaged.
    const std::uint64_t lowRank = (count_ - 1) / 2;
    const std::uint64_t highRank = count_ / 2;
    std::optional<int> low;
    std::uint64_t seen = 0;
    for (const auto& [value, times] : counts_) {
        seen += times;
        if (!low && seen > lowRank) {
            low = value;
        }
        if (seen > highRank) {
            return (static_cast<double>(*low) + static_cast<double>(value)) / 2.0;
        }
    }
    return static_cast<double>(max());
}

std::vector<IntDistribution::Bin> IntDistribution::histogram() const {
    std::vector<Bin> bins;
    if (empty()) {
        return bins;
    }
    const long long low = min();
    const long long high = max();
    const long long span = high - low + 1;
    const long long width = span <= 40 ? 1 : (span + 29) / 30;
    for (long long from = low; from <= high; from += width) {
        const long long to = std::min(high, from + width - 1);
        Bin bin{static_cast<int>(from), static_cast<int>(to), 0};
        for (auto it = counts_.lower_bound(bin.from); it != counts_.end() && it->first <= bin.to;
             ++it) {
            bin.count += it->second;
        }
        bins.push_back(bin);
    }
    return bins;
}

void RealDistribution::merge(const RealDistribution& other) {
    values_.insert(values_.end(), other.values_.begin(), other.values_.end());
}

double RealDistribution::min() const {
    return *std::min_element(values_.begin(), values_.end());
}

double RealDistribution::max() const {
    return *std::max_element(values_.begin(), values_.end());
}

double RealDistribution::mean() const {
    double sum = 0.0;
    for (double value : values_) {
        sum += value;
    }
    return sum / static_cast<double>(values_.size());
}

double RealDistribution::median() const {
    std::vector<double> sorted = values_;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
}

std::vector<std::uint64_t> RealDistribution::histogram(int bins) const {
    if (values_.empty()) {
        return {};
    }
    const double low = min();
    const double high = max();
    if (!(high > low) || bins <= 1) {
        return {static_cast<std::uint64_t>(values_.size())};
    }
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(bins), 0);
    const double width = (high - low) / bins;
    for (double value : values_) {
        const auto bin = static_cast<std::size_t>(
            std::clamp(static_cast<int>((value - low) / width), 0, bins - 1));
        ++counts[bin];
    }
    return counts;
}

}  // namespace easylink

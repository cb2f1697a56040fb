#include "easylink/report/figure_distribution.hpp"

#include <algorithm>
#include <cmath>

#include "easylink/report/batch_report.hpp"

namespace easylink {

FigureDistribution FigureDistribution::of(const IntDistribution& distribution) {
    FigureDistribution out(/*whole=*/true);
    for (const auto& [value, times] : distribution.counts()) {
        out.add(value, times);
    }
    return out;
}

void FigureDistribution::add(double value, std::uint64_t times) {
    if (times == 0 || !std::isfinite(value)) {
        return;
    }
    counts_[value] += times;
    count_ += times;
}

void FigureDistribution::merge(const FigureDistribution& other) {
    for (const auto& [value, times] : other.counts_) {
        add(value, times);
    }
}

double FigureDistribution::mean() const {
    double sum = 0.0;
    for (const auto& [value, times] : counts_) {
        sum += value * static_cast<double>(times);
    }
    return sum / static_cast<double>(count_);
}

double FigureDistribution::standardDeviation() const {
    if (count_ < 2) {
        return 0.0;
    }
    // Two passes over the map: the mean, then the squares about it, which
    // loses nothing to cancellation as sum(x^2) - n*mean^2 would.
    const double average = mean();
    double squares = 0.0;
    for (const auto& [value, times] : counts_) {
        squares += (value - average) * (value - average) * static_cast<double>(times);
    }
    return std::sqrt(squares / static_cast<double>(count_ - 1));
}

double FigureDistribution::valueAtRank(std::uint64_t rank) const {
    std::uint64_t seen = 0;
    for (const auto& [value, times] : counts_) {
        seen += times;
        if (seen > rank) {
            return value;
        }
    }
    return max();
}

double FigureDistribution::percentile(double p) const {
    const double h = static_cast<double>(count_ - 1) * std::clamp(p, 0.0, 1.0);
    const double low = std::floor(h);
    const double lowValue = valueAtRank(static_cast<std::uint64_t>(low));
    if (h == low) {
        return lowValue;
    }
    const double highValue = valueAtRank(static_cast<std::uint64_t>(low) + 1);
    return lowValue + (h - low) * (highValue - lowValue);
}

std::vector<FigureDistribution::Bin> FigureDistribution::histogram() const {
    std::vector<Bin> bins;
    if (empty()) {
        return bins;
    }
    const double low = min();
    const double high = max();
    if (whole_) {
        const double span = high - low + 1.0;
        const double width = span <= 40.0 ? 1.0 : std::ceil(span / 30.0);
        for (double from = low; from <= high; from += width) {
            const double to = std::min(high, from + width - 1.0);
            Bin bin{from, to, 0};
            for (auto it = counts_.lower_bound(from); it != counts_.end() && it->first <= to;
                 ++it) {
                bin.count += it->second;
            }
            bins.push_back(bin);
        }
        return bins;
    }
    if (!(high > low)) {
        return {Bin{low, high, count_}};
    }
    constexpr int kBins = 20;
    const double width = (high - low) / kBins;
    for (int b = 0; b < kBins; ++b) {
        bins.push_back({low + width * b, b == kBins - 1 ? high : low + width * (b + 1), 0});
    }
    for (const auto& [value, times] : counts_) {
        const int b = std::clamp(static_cast<int>((value - low) / width), 0, kBins - 1);
        bins[static_cast<std::size_t>(b)].count += times;
    }
    return bins;
}

}  // namespace easylink

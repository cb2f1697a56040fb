#pragma once

// [SECTION] Comparing two batches
//
// `easylink report --compare A.json B.json` and the editor's Compare view run
// the same seeds with two sets of parameters and set the figures of the two
// batches side by side: each one's mean and spread, and the difference of the
// means (B - A) with its standard error and a 95 % interval, so a designer
// can tell a change that moves a figure from one that only reshuffles seeds.
//
// The two batches share their seeds for reproducibility only: a seed's
// layout under A and under B have nothing in common once the parameters
// differ, so the batches are treated as two independent samples (Welch's
// unequal-variance interval, with Student's t for its degrees of freedom).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/figure_distribution.hpp"

namespace easylink {

/// B's mean minus A's, and how sure it is.
struct MeanDifference {
    double mean = 0.0;
    /// sqrt(sdA^2 / nA + sdB^2 / nB); nullopt when a side has fewer than two values.
    std::optional<double> standardError;
    /// Welch-Satterthwaite; nullopt with the standard error, or when it is 0.
    std::optional<double> degreesOfFreedom;
    /// mean -/+ t(0.975, degrees of freedom) * standard error; [mean, mean]
    /// when neither side varies.
    std::optional<std::pair<double, double>> interval95;

    /// True when the 95 % interval leaves 0 out: the change moved the figure.
    bool excludesZero() const {
        return interval95 && (interval95->first > 0.0 || interval95->second < 0.0);
    }
};

/// Nullopt when either side is empty.
std::optional<MeanDifference> differenceOfMeans(const FigureDistribution& a,
                                                const FigureDistribution& b);

/// Student's t quantile at 0.975 for `degreesOfFreedom` (at least 1): exact
/// to three decimals from a table up to 30, the Cornish-Fisher expansion
/// above. Non-whole degrees of freedom are rounded down (a wider interval).
double studentT975(double degreesOfFreedom);

/// One figure of both batches.
struct FigureComparison {
    std::string key;    // "success_rate", "loops", ... as in compare.json
    std::string title;  // "Success rate"
    std::string unit;   // "layouts per seed", "loops", ...
    std::string over;   // "seeds" or "layouts": what the values are taken over
    FigureDistribution a;
    FigureDistribution b;
    std::optional<MeanDifference> difference;
    // For a region's density: its index and the density each side asked.
    std::optional<std::size_t> region;
    double askedA = 0.0;
    double askedB = 0.0;
};

struct BatchComparison {
    /// Success rate, attempts, rooms, normal rooms, corridors, graph
    /// diameter, then every quality figure, in that order.
    std::vector<FigureComparison> figures;
    /// Each region's achieved density, when both sides have the same regions
    /// (the same rects, in the same order; names and densities may differ).
    std::vector<FigureComparison> regions;
    bool regionsCompared = false;
    std::string regionsNote;  // why they are not compared, or empty
};

/// Sets `a` and `b` side by side; they should cover the same seeds.
BatchComparison compareBatches(const BatchReport& a, const BatchReport& b);

/// A parameter whose value differs between the two batches: its value on
/// each side as in a layout file's params, null when that side leaves it out
/// (the optional ones: regions and targets).
struct ParamChange {
    std::string key;
    Json a;
    Json b;
};
/// In the parameters' order (A's keys first, then those only B has).
std::vector<ParamChange> changedParams(const EasylinkParams& a, const EasylinkParams& b);

}  // namespace easylink

#include "easylink/report/batch_comparison.hpp"

#include <algorithm>
#include <cmath>

#include "easylink/generation/generator_params.hpp"

namespace easylink {

// [SECTION] The difference of two means

double studentT975(double degreesOfFreedom) {
    // t(0.975) for 1 to 30 degrees of freedom.
    static constexpr double kTable[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
                                        2.262,  2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
                                        2.110,  2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
                                        2.060,  2.056, 2.052, 2.048, 2.045, 2.042};
    const double df = std::isfinite(degreesOfFreedom) ? std::max(1.0, degreesOfFreedom) : 1e12;
    if (df < 31.0) {
        return kTable[static_cast<std::size_t>(std::floor(df)) - 1];
    }
    // Cornish-Fisher: within 0.001 of the exact quantile from 30 on.
    constexpr double z = 1.959963984540054;
    const double z3 = z * z * z;
    const double z5 = z3 * z * z;
    const double z7 = z5 * z * z;
    return z + (z3 + z) / (4.0 * df) + (5.0 * z5 + 16.0 * z3 + 3.0 * z) / (96.0 * df * df) +
           (3.0 * z7 + 19.0 * z5 + 17.0 * z3 - 15.0 * z) / (384.0 * df * df * df);
}

std::optional<MeanDifference> differenceOfMeans(const FigureDistribution& a,
                                                const FigureDistribution& b) {
    if (a.empty() || b.empty()) {
        return std::nullopt;
    }
    MeanDifference difference;
    difference.mean = b.mean() - a.mean();
    if (a.count() < 2 || b.count() < 2) {
        return difference;  // one value says nothing of its side's spread
    }
    const auto n = [](const FigureDistribution& d) { return static_cast<double>(d.count()); };
    const double sa = a.standardDeviation();
    const double sb = b.standardDeviation();
    const double qa = sa * sa / n(a);
    const double qb = sb * sb / n(b);
    difference.standardError = std::sqrt(qa + qb);
    if (qa + qb == 0.0) {
        difference.interval95 = {difference.mean, difference.mean};
        return difference;
    }
    const double df = (qa + qb) * (qa + qb) / (qa * qa / (n(a) - 1.0) + qb * qb / (n(b) - 1.0));
    difference.degreesOfFreedom = df;
    const double half = studentT975(df) * *difference.standardError;
    difference.interval95 = {difference.mean - half, difference.mean + half};
    return difference;
}

// [SECTION] The figures side by side

namespace {

/// 1 per seed that gave a layout, 0 per seed that did not: its mean is the
/// success rate, and its spread the rate's, so it compares like the rest.
FigureDistribution successes(const BatchReport& report) {
    FigureDistribution out(/*whole=*/true);
    out.add(1.0, report.layoutCount());
    out.add(0.0, report.seedCount() - report.layoutCount());
    return out;
}

FigureComparison side(std::string key, std::string title, std::string unit, std::string over,
                      FigureDistribution a, FigureDistribution b) {
    FigureComparison figure;
    figure.key = std::move(key);
    figure.title = std::move(title);
    figure.unit = std::move(unit);
    figure.over = std::move(over);
    figure.a = std::move(a);
    figure.b = std::move(b);
    figure.difference = differenceOfMeans(figure.a, figure.b);
    return figure;
}

bool sameRects(const std::vector<Region>& a, const std::vector<Region>& b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t r = 0; r < a.size(); ++r) {
        if (!(a[r].rect == b[r].rect)) {
            return false;
        }
    }
    return true;
}

}  // namespace

BatchComparison compareBatches(const BatchReport& a, const BatchReport& b) {
    BatchComparison out;
    out.figures.push_back(side("success_rate", "Success rate", "layouts per seed", "seeds",
                               successes(a), successes(b)));
    const auto metric = [&](Metric m, const char* title, const char* unit, const char* over) {
        out.figures.push_back(side(std::string(toString(m)), title, unit, over,
                                   FigureDistribution::of(a.distribution(m)),
                                   FigureDistribution::of(b.distribution(m))));
    };
    metric(Metric::Attempts, "Attempts per seed", "attempts", "seeds");
    metric(Metric::Rooms, "Rooms", "rooms", "layouts");
    metric(Metric::NormalRooms, "Normal rooms", "normal rooms", "layouts");
    metric(Metric::Corridors, "Corridors", "corridors", "layouts");
    metric(Metric::Diameter, "Graph diameter", "links", "layouts");
    for (QualityFigure figure : kAllQualityFigures) {
        if (!figureApplies(figure, a.catalogue()) && !figureApplies(figure, b.catalogue())) {
            continue;
        }
        const QualityFigureText text = describe(figure);
        out.figures.push_back(side(std::string(toString(figure)), std::string(text.title),
                                   std::string(text.unit), "layouts", a.quality(figure),
                                   b.quality(figure)));
    }

    const std::vector<Region>& regionsA = a.params().regions;
    const std::vector<Region>& regionsB = b.params().regions;
    if (regionsA.empty() && regionsB.empty()) {
        out.regionsNote = "neither side has regions";
        return out;
    }
    if (!sameRects(regionsA, regionsB)) {
        out.regionsNote =
            "the two sides have different regions (" + std::to_string(regionsA.size()) + " and " +
            std::to_string(regionsB.size()) + "), so their densities are not compared";
        return out;
    }
    out.regionsCompared = true;
    const std::vector<double> askedA = a.askedDensities();
    const std::vector<double> askedB = b.askedDensities();
    for (std::size_t r = 0; r < regionsA.size(); ++r) {
        FigureComparison figure =
            side("region_density", describeRegion(regionsA, static_cast<int>(r)), "density",
                 "layouts", a.regionDensities()[r], b.regionDensities()[r]);
        figure.region = r;
        figure.askedA = askedA[r];
        figure.askedB = askedB[r];
        out.regions.push_back(std::move(figure));
    }
    return out;
}

std::vector<ParamChange> changedParams(const EasylinkParams& a, const EasylinkParams& b) {
    const Json ja = paramsToJson(a);
    const Json jb = paramsToJson(b);
    std::vector<ParamChange> changed;
    for (const auto& [key, value] : ja.items()) {
        if (!jb.contains(key)) {
            changed.push_back({key, value, nullptr});
        } else if (jb.at(key) != value) {
            changed.push_back({key, value, jb.at(key)});
        }
    }
    for (const auto& [key, value] : jb.items()) {
        if (!ja.contains(key)) {
            changed.push_back({key, nullptr, value});
        }
    }
    return changed;
}

}  // namespace easylink

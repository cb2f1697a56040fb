// What a batch report shows, as data (report_figures.hpp): the charts and
// the summary cards, their words, bins and numbers formatted once for
// report.html and the Report panel (the tables are in report_tables.cpp).

#include "easylink/report/report_figures.hpp"

#include <algorithm>

#include "easylink/report/report_text.hpp"

namespace easylink {
namespace {

using report_text::figure;
using report_text::fixed;
using report_text::number;
using report_text::percent;

constexpr int kTimeBins = 20;

}  // namespace

// [SECTION] Charts

int decimalsFor(double step) {
    int decimals = 0;
    while (decimals < 3 && step > 0.0 && step < 1.0) {
        step *= 10.0;
        ++decimals;
    }
    return decimals;
}

std::vector<FigureBar> integerBars(const IntDistribution& distribution, std::string_view unit) {
    std::vector<FigureBar> bars;
    for (const IntDistribution::Bin& bin : distribution.histogram()) {
        const std::string from = std::to_string(bin.from);
        const bool single = bin.from == bin.to;
        FigureBar bar;
        bar.label = single ? from : from + "-";
        bar.count = bin.count;
        bar.tooltip = (single ? from : from + " to " + std::to_string(bin.to)) + " " +
                      std::string(unit) + ": " + number(bin.count);
        bars.push_back(std::move(bar));
    }
    return bars;
}

std::vector<FigureBar> figureBars(const FigureDistribution& distribution, std::string_view unit,
                                  std::string_view counted) {
    std::vector<FigureBar> bars;
    const std::vector<FigureDistribution::Bin> bins = distribution.histogram();
    const double width = bins.empty() ? 0.0 : bins.front().to - bins.front().from;
    const int decimals = distribution.whole() ? 0 : std::max(2, decimalsFor(width));
    for (const FigureDistribution::Bin& bin : bins) {
        FigureBar bar;
        const bool single = distribution.whole() ? bin.from == bin.to : bins.size() == 1;
        bar.label = fixed(bin.from, decimals) + (distribution.whole() && !single ? "-" : "");
        bar.count = bin.count;
        const std::string values =
            single ? fixed(bin.from, decimals)
                   : fixed(bin.from, decimals) + " to " + fixed(bin.to, decimals);
        bar.tooltip = values + " " + std::string(unit) + ": " + number(bin.count) + " " +
                      std::string(counted);
        bars.push_back(std::move(bar));
    }
    return bars;
}

std::vector<FigureBar> timeBars(const RealDistribution& ms) {
    std::vector<FigureBar> bars;
    if (ms.empty()) {
        return bars;
    }
    const std::vector<std::uint64_t> counts = ms.histogram(kTimeBins);
    const double width = (ms.max() - ms.min()) / static_cast<double>(counts.size());
    for (std::size_t bin = 0; bin < counts.size(); ++bin) {
        const double from = ms.min() + width * static_cast<double>(bin);
        const double to = from + width;
        FigureBar bar;
        const int decimals = decimalsFor(width);
        bar.label = fixed(from, decimals);
        bar.count = counts[bin];
        bar.tooltip = fixed(from, decimals + 1) + " to " + fixed(to, decimals + 1) +
                      " ms: " + number(counts[bin]);
        bars.push_back(std::move(bar));
    }
    return bars;
}

ReportFigure countFigure(const IntDistribution& distribution, std::string_view key,
                         std::string_view title, std::string_view unit, std::string_view over) {
    ReportFigure out;
    out.key = std::string(key);
    out.title = std::string(title);
    out.unit = std::string(unit);
    out.over = std::string(over);
    out.chartCaption = out.title;
    out.bars = integerBars(distribution, unit);
    if (!distribution.empty()) {
        out.stats = {{"min", std::to_string(distribution.min())},
                     {"median", figure(distribution.median())},
                     {"mean", fixed(distribution.mean(), 2)},
                     {"max", std::to_string(distribution.max())}};
    }
    return out;
}

ReportFigure summaryFigure(const FigureDistribution& distribution, std::string_view key,
                           std::string_view title, std::string_view unit, std::string_view meaning,
                           std::string_view counted) {
    ReportFigure out;
    out.key = std::string(key);
    out.title = std::string(title);
    out.unit = std::string(unit);
    out.meaning = std::string(meaning);
    out.chartCaption = out.title;
    out.bars = figureBars(distribution, unit, counted);
    if (!distribution.empty()) {
        const FigureDistribution& d = distribution;
        const int decimals = d.whole() ? 1 : 3;
        const auto stat = [&](const char* name, double value) {
            return FigureStat{name, fixed(value, decimals)};
        };
        out.stats = {stat("mean", d.mean()),
                     stat("sd", d.standardDeviation()),
                     stat("min", d.min()),
                     stat("p10", d.percentile(0.1)),
                     stat("p50", d.percentile(0.5)),
                     stat("p90", d.percentile(0.9)),
                     stat("max", d.max())};
    }
    return out;
}

ReportFigure timeFigure(const RealDistribution& ms) {
    ReportFigure out;
    out.key = "ms_per_seed";
    out.title = "Time per seed, ms";
    out.unit = "ms";
    out.over = "every seed";
    out.chartCaption = "milliseconds";
    out.bars = timeBars(ms);
    if (!ms.empty()) {
        const int decimals = decimalsFor(ms.max() / 10.0);
        out.stats = {{"min", fixed(ms.min(), decimals)},
                     {"median", fixed(ms.median(), decimals)},
                     {"mean", fixed(ms.mean(), decimals)},
                     {"max", fixed(ms.max(), decimals)}};
    }
    return out;
}

ReportFigure metricFigure(const BatchReport& report, Metric metric) {
    struct Text {
        const char* title;
        const char* unit;
        // For the panel's tooltip. report.html's Layouts intro says the same in
        // one sentence (a near-copy on purpose: see reportToHtml()); a change
        // to one wants the same change to the other.
        const char* meaning;
    };
    const auto text = [&]() -> Text {
        switch (metric) {
            case Metric::Attempts: return {"Attempts per seed", "attempts", ""};
            case Metric::Rooms: return {"Rooms", "rooms", ""};
            case Metric::NormalRooms: return {"Normal rooms", "normal rooms", ""};
            case Metric::Corridors: return {"Corridors", "corridors", ""};
            case Metric::Loops: return {"Loops", "loops", "the room graph's cycle rank"};
            case Metric::DeadEnds: return {"Dead ends", "dead ends", "normal rooms with one link"};
            case Metric::Diameter:
                return {"Graph diameter", "links", "the longest shortest path between two rooms"};
        }
        return {"", "", ""};
    }();
    const char* over =
        metric == Metric::Attempts ? "every seed; a failed seed used them all" : "per layout";
    ReportFigure out =
        countFigure(report.distribution(metric), toString(metric), text.title, text.unit, over);
    out.meaning = text.meaning;
    return out;
}

std::vector<ReportFigure> qualityFigures(const BatchReport& report) {
    std::vector<ReportFigure> figures;
    for (QualityFigure figure : kAllQualityFigures) {
        const QualityFigureText text = describe(figure);
        figures.push_back(summaryFigure(report.quality(figure), toString(figure), text.title,
                                        text.unit, text.meaning, "layouts"));
    }
    return figures;
}

std::vector<RegionFigure> regionFigures(const BatchReport& report) {
    const std::vector<Region>& regions = report.params().regions;
    const std::vector<double> asked = report.askedDensities();
    std::vector<RegionFigure> figures;
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const Rect& rect = regions[r].rect;
        RegionFigure region;
        region.name = describeRegion(regions, static_cast<int>(r));
        region.rect = "rect [" + std::to_string(rect.x) + ", " + std::to_string(rect.y) + ", " +
                      std::to_string(rect.w) + ", " + std::to_string(rect.h) + "]";
        region.blocked = regions[r].blocked;
        region.asked = fixed(asked[r], 3);
        const std::string meaning =
            region.rect + (region.blocked ? ", blocked" : "") + "; asked " + region.asked;
        region.figure =
            summaryFigure(report.regionDensities()[r], "achieved",
                          region.name + ": achieved density", "density", meaning, "layouts");
        figures.push_back(std::move(region));
    }
    return figures;
}

std::string qualityIntro(const BatchReport& report) {
    return "Over the " + number(report.layoutCount()) +
           " layouts made: each figure's mean, standard deviation and percentiles (p50 is the "
           "median).";
}

std::string_view regionsIntro() {
    return "For each region of the parameters: the density of rooms asked of it and the one "
           "achieved (the area of the normal and dead-end rooms whose centre lies in it, over "
           "its area), per layout.";
}

// [SECTION] Summary cards

std::vector<SummaryCard> summaryCards(const BatchReport& report) {
    const IntDistribution& attempts = report.distribution(Metric::Attempts);
    const RealDistribution& ms = report.milliseconds();
    return {
        {percent(report.layoutCount(), report.seedCount()), "success rate"},
        {number(report.layoutCount()) + " / " + number(report.seedCount()), "layouts made"},
        {attempts.empty() ? std::string("-") : fixed(attempts.mean(), 2),
         "attempts per seed (mean)"},
        {ms.empty() ? std::string("-")
                    : fixed(ms.median(), decimalsFor(ms.median() / 10.0)) + " ms",
         "time per seed (median)"},
        {number(report.reasonTotal(ReasonKind::Rejection)), "candidates rejected"},
    };
}

// [SECTION] Tile maps

std::vector<ReportFigure> tileFigures(const TileBatchReport& report) {
    std::vector<ReportFigure> figures;
    figures.push_back(countFigure(report.attempts(), "attempts", "Attempts per seed", "attempts",
                                  "every seed; a failed seed used them all"));
    for (TileFigure figure : kAllTileFigures) {
        const QualityFigureText text = describe(figure);
        figures.push_back(summaryFigure(report.figure(figure), toString(figure), text.title,
                                        text.unit, text.meaning, "maps"));
    }
    return figures;
}

std::vector<SummaryCard> summaryCards(const TileBatchReport& report) {
    const RealDistribution& ms = report.milliseconds();
    const FigureDistribution& walkable = report.figure(TileFigure::WalkableFraction);
    return {
        {percent(report.mapCount(), report.seedCount()), "success rate"},
        {number(report.mapCount()) + " / " + number(report.seedCount()), "maps made"},
        {report.attempts().empty() ? std::string("-") : fixed(report.attempts().mean(), 2),
         "attempts per seed (mean)"},
        {ms.empty() ? std::string("-")
                    : fixed(ms.median(), decimalsFor(ms.median() / 10.0)) + " ms",
         "time per seed (median)"},
        {walkable.empty() ? std::string("-") : fixed(100.0 * walkable.mean(), 1) + " %",
         "walkable (mean)"},
    };
}

ReasonSectionText reasonSectionText(TileReason reason) {
    switch (reason) {
        case TileReason::Failure:
            return {"Why seeds failed", "The reason of each seed that gave no map.", ""};
        case TileReason::Note:
            return {"Warnings", "Notes of the maps made (a vault that found no site, ...).", ""};
    }
    return {"", "", ""};
}

}  // namespace easylink

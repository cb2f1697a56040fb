#pragma once

// [SECTION] Report figures
//
// What a batch report shows, as data: each chart's title, unit, caption,
// bars and the figures under it, each table's rows, the flags, the summary
// cards and the sentences that sum up a section. report.html and the
// editor's Report panel both draw from these, so the two say the same
// thing in the same words and with the same numbers, decimals included;
// only the drawing differs (SVG and HTML tables on the page, ImGui plots
// and tables in the panel).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/report/batch_report.hpp"
#include "easylink/report/figure_distribution.hpp"
#include "easylink/report/tile_batch_report.hpp"

namespace easylink {

// [SECTION] Charts

/// One bar of a histogram.
struct FigureBar {
    std::string label;  // under the bar: "3", "10-", "0.25"
    std::uint64_t count = 0;
    std::string tooltip;  // "3 loops: 14 layouts"
};

/// One figure under a chart: {"median", "4.5"}.
struct FigureStat {
    std::string name;
    std::string value;
};

/// A chart of one figure over the batch.
struct ReportFigure {
    std::string key;                // as report.json names it: "attempts", "loops", ...
    std::string title;              // "Attempts per seed"
    std::string unit;               // "attempts"
    std::string over;               // what it is counted over, set after the title; may be empty
    std::string meaning;            // a sentence under the chart; may be empty
    std::string chartCaption;       // the chart's own caption, under its axis
    std::vector<FigureBar> bars;    // empty when there is no data
    std::vector<FigureStat> stats;  // empty when there is no data
    bool empty() const { return stats.empty(); }
};

/// Decimals enough to tell apart figures about `step` apart: 0 to 3.
int decimalsFor(double step);

/// Bars of a whole-number distribution, binned as IntDistribution::histogram();
/// tooltips "3 to 5 UNIT: N".
std::vector<FigureBar> integerBars(const IntDistribution& distribution, std::string_view unit);
/// Bars of a figure's histogram (FigureDistribution::histogram()); tooltips
/// "VALUES UNIT: N COUNTED" ("2 loops: 14 layouts").
std::vector<FigureBar> figureBars(const FigureDistribution& distribution, std::string_view unit,
                                  std::string_view counted);
/// Bars of the time per seed: 20 bins of equal width.
std::vector<FigureBar> timeBars(const RealDistribution& ms);

/// A whole-number distribution with min, median, mean (two decimals) and max.
ReportFigure countFigure(const IntDistribution& distribution, std::string_view key,
                         std::string_view title, std::string_view unit, std::string_view over);
/// A figure with mean, sd, min, p10, p50, p90 and max (one decimal for whole
/// figures, three for the others).
ReportFigure summaryFigure(const FigureDistribution& distribution, std::string_view key,
                           std::string_view title, std::string_view unit, std::string_view meaning,
                           std::string_view counted);
/// The time per seed in ms, with min, median, mean and max.
ReportFigure timeFigure(const RealDistribution& ms);

/// One of the report's whole-number distributions (Metric).
ReportFigure metricFigure(const BatchReport& report, Metric metric);
/// The quality figures over the layouts made, in kAllQualityFigures order.
std::vector<ReportFigure> qualityFigures(const BatchReport& report);

/// A region's achieved density, with what was asked of it.
struct RegionFigure {
    std::string name;  // describeRegion(): "region 0 \"cells\""
    std::string rect;  // "rect [0, 0, 40, 80]"
    bool blocked = false;
    std::string asked;  // the density asked, three decimals
    ReportFigure figure;
};
/// One per region of the parameters, in their order.
std::vector<RegionFigure> regionFigures(const BatchReport& report);

/// The sentence over the quality figures: "Over the 97 layouts made: ...".
std::string qualityIntro(const BatchReport& report);
/// The sentence over the regions' densities.
std::string_view regionsIntro();

// [SECTION] Summary and flags

/// A headline figure: {"97.0 %", "success rate"}.
struct SummaryCard {
    std::string value;
    std::string label;
};
/// Success rate, layouts made, attempts per seed, time per seed, candidates rejected.
std::vector<SummaryCard> summaryCards(const BatchReport& report);

/// A finding a designer most likely wants to act on. Pages set the module's
/// name in bold: "<b>hall</b> is never placed (weight 0)".
struct ReportFlag {
    std::string module;  // its name
    std::string rest;    // the rest of the sentence, from the space after the name
};
/// Modules never placed, then ports never connected, then modules never chosen.
std::vector<ReportFlag> reportFlags(const BatchReport& report);
/// What to say when there is no flag.
std::string_view noFlagsText();

// [SECTION] Tables

/// A table's heading, the sentence under it and its columns.
struct TableText {
    std::string_view title;
    std::string_view intro;
    std::vector<std::string_view> columns;
};

/// One port of a module row.
struct PortShare {
    std::size_t index = 0;
    std::string dir;  // "W"
    std::uint64_t inUse = 0;
    double fraction = 0.0;  // of the module's placements
    bool never = false;     // no placement used it
    std::string share;      // "45 %" or "never"
};

/// A room or junction module the layout places.
struct ModuleRow {
    std::size_t module = 0;
    std::string name;
    std::string kind;
    std::string weight;
    std::uint64_t layouts = 0;
    std::string layoutsShare;  // of the layouts made: "45.5 %", "-" without layouts
    std::uint64_t placements = 0;
    bool neverPlaced = false;
    std::vector<PortShare> ports;  // empty when never placed
};
TableText modulesTableText();
/// The modules placedByLayout(), in catalogue order.
std::vector<ModuleRow> moduleRows(const BatchReport& report);

/// One row of phase 2's tables: a module and the slots it filled.
struct ChoiceRow {
    std::size_t module = 0;
    std::string group;  // the first column: a room module's name (on its own row), a part's kind
    bool groupIsModule = false;  // group names the room module of the variants below it
    std::string name;
    bool never = false;  // chosen only by phase 2 and never chosen
    std::uint64_t chosen = 0;
    std::uint64_t layouts = 0;
    std::string share;  // of the room module's rooms ("25.0 %"), or slots per layout ("1.25")
};
struct Phase2Tables {
    std::string summary;  // "97 layouts resolved; 0 slots drawn generically ..."
    /// Why there is no table ("Phase 2 did not run ..."), or empty.
    std::string note;
    /// Each room module with variants, then its variants.
    std::vector<ChoiceRow> variants;
    /// Parts by kind, in kAllModuleKinds order.
    std::vector<ChoiceRow> parts;
};
TableText variantsTableText();
TableText partsTableText();
/// Empty tables when phase 2 resolved no layout.
Phase2Tables phase2Tables(const BatchReport& report);

// [SECTION] Reasons

/// The order report.html lists the reason kinds in, and the panel too.
inline constexpr std::array<ReasonKind, kReasonKindCount> kReasonSectionOrder = {
    ReasonKind::Phase2Problem, ReasonKind::Failure, ReasonKind::AttemptFailed,
    ReasonKind::Rejection};

struct ReasonSectionText {
    std::string_view title;
    std::string_view intro;
    /// For the page only: how to open a seed at an event from the command
    /// line (the panel opens them with a click instead); may be empty.
    std::string_view pageNote;
};
ReasonSectionText reasonSectionText(ReasonKind kind);

/// "None." or "4 in all, in 1 category." ("; the 20 most frequent below"
/// when some are left out).
std::string reasonsSummary(const ReasonTallies& tallies, std::size_t shown);

/// One category of the top list, with its share of all occurrences.
struct ReasonRow {
    const std::string* category = nullptr;
    const ReasonTally* tally = nullptr;
    double share = 0.0;
    std::string shareText;  // "12.5 %"
};
std::vector<ReasonRow> reasonRows(const ReasonTallies& tallies, std::size_t top);

// [SECTION] Tile maps

/// Attempts per seed, then the figures over the maps made (kAllTileFigures).
std::vector<ReportFigure> tileFigures(const TileBatchReport& report);
/// Success rate, maps made, attempts per seed, time per seed, walkable share.
std::vector<SummaryCard> summaryCards(const TileBatchReport& report);
/// Failures and notes: their titles and intros.
ReasonSectionText reasonSectionText(TileReason reason);

}  // namespace easylink

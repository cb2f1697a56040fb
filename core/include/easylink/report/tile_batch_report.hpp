#pragma once

// [SECTION] Batch reports of tile maps
//
// `easylink report --generator NAME` for a generator that draws a tile map
// of its own (passages, rooms-corridors, grid-graph, cellular, drunkard,
// random-rooms): every seed run through the registry's Generator, and over
// the batch how often a map is made and after how many attempts, how much
// of each map one can walk on, in how many separate pieces, how many areas
// (rooms, chambers, vaults) it names, and why seeds failed or warned. As
// with BatchReport, every figure is a sum, a histogram or a list of the
// smallest seeds, so the report depends on the generator, its request and
// the seeds alone, apart from the time per seed.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "easylink/generators/generator.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/figure_distribution.hpp"

namespace easylink {

/// The figures a tile-map report sums up over the maps made.
enum class TileFigure : std::uint8_t {
    WalkableFraction,  // walkable tiles over the map's tiles
    WalkableRegions,   // 4-connected pieces the walkable tiles form (1: all connected)
    Areas,             // rooms, chambers and vaults the map names
};
inline constexpr int kTileFigureCount = 3;
inline constexpr std::array<TileFigure, kTileFigureCount> kAllTileFigures = {
    TileFigure::WalkableFraction, TileFigure::WalkableRegions, TileFigure::Areas};

/// "walkable_fraction", "walkable_regions", "areas".
std::string_view toString(TileFigure figure);
/// Title, unit and meaning, as pages and panels show them.
QualityFigureText describe(TileFigure figure);

/// The two kinds of sentence a tile-map report sorts into categories.
enum class TileReason : std::uint8_t {
    Failure,  // why a seed gave no map
    Note,     // a warning of a map made (a vault that found no site, ...)
};
inline constexpr int kTileReasonCount = 2;
/// "failures", "notes".
std::string_view toString(TileReason reason);

/// What one seed of a tile generator contributes to a report.
struct TileSeedRecord {
    std::uint64_t seed = 0;
    bool ok = false;
    int attempts = 0;
    double milliseconds = 0.0;  // the machine-dependent figure
    std::size_t events = 0;
    std::array<double, kTileFigureCount> figures{};  // when ok
    std::array<ReasonTallies, kTileReasonCount> reasons;
};

/// Runs one seed of `generator` on `request` (its seed replaced) and records
/// it. The request must pass generator.check().
TileSeedRecord recordTileSeed(const Generator& generator, const GenerationRequest& request,
                              std::uint64_t seed);

class TileBatchReport {
public:
    /// `params`: every parameter as the runs use them (tileReportParams()).
    TileBatchReport(std::string generator, Json params, ReportOptions options = {});

    void add(const TileSeedRecord& record);
    void merge(const TileBatchReport& other);

    const std::string& generator() const { return generator_; }
    const Json& params() const { return params_; }
    const ReportOptions& options() const { return options_; }

    /// The seeds run, those that made a map, their events and times.
    const SeedTally& seedTally() const { return seeds_; }
    std::uint64_t seedCount() const { return seeds_.count(); }
    std::optional<std::uint64_t> firstSeed() const { return seeds_.firstSeed(); }
    std::optional<std::uint64_t> lastSeed() const { return seeds_.lastSeed(); }
    std::uint64_t mapCount() const { return seeds_.made(); }
    /// Maps made per seed run, from 0 to 1; 0 for an empty report.
    double successRate() const { return seeds_.successRate(); }
    std::uint64_t eventCount() const { return seeds_.events(); }

    /// Attempts per seed, over every seed.
    const IntDistribution& attempts() const { return attempts_; }
    const RealDistribution& milliseconds() const { return seeds_.milliseconds(); }
    /// A figure over the maps made.
    const FigureDistribution& figure(TileFigure figure) const {
        return figures_[static_cast<std::size_t>(figure)];
    }
    const ReasonTallies& reasons(TileReason reason) const {
        return reasons_[static_cast<std::size_t>(reason)];
    }

private:
    std::string generator_;
    Json params_;
    ReportOptions options_;
    SeedTally seeds_;
    IntDistribution attempts_;
    std::array<FigureDistribution, kTileFigureCount> figures_;
    std::array<ReasonTallies, kTileReasonCount> reasons_;
};

/// Every parameter of the request as the runs use them: width and height
/// (80 when absent) first, then the generator's options, defaults filled in.
Json tileReportParams(const Generator& generator, const GenerationRequest& request);

/// Records seeds first..first+count-1 on run.jobs threads and merges their
/// reports; the result does not depend on the number of threads (timings
/// apart). The request must pass generator.check().
TileBatchReport runTileBatchReport(const Generator& generator, const GenerationRequest& request,
                                   std::uint64_t first, std::uint64_t count,
                                   const BatchRunOptions& run = {},
                                   const ReportOptions& options = {});

}  // namespace easylink

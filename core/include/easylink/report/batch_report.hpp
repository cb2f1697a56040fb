#pragma once

// [SECTION] Batch reports
//
// `easylink report` runs many seeds and sums up what happened: how often
// generation succeeds and after how many attempts, how big and how connected
// the layouts are, which modules and ports the layouts use, what phase 2
// chose, and why attempts failed and candidates were rejected.
//
// Each seed gives a SeedRecord (recordSeed runs the generator with a sink
// that listens to rejections); a BatchReport adds records up. Every figure is
// a sum, a histogram or a list of the smallest seeds, so neither the order
// in which records arrive nor how they were split between threads changes
// the report: it depends on the catalogue, the parameters and the seeds
// alone, apart from the timings, the one figure that depends on the machine.

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/generators/easylink/prepared_catalogue.hpp"
#include "easylink/generators/generator.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/report/distributions.hpp"
#include "easylink/report/figure_distribution.hpp"
#include "easylink/report/quality_figures.hpp"
#include "easylink/report/reason_tallies.hpp"
#include "easylink/report/seed_tally.hpp"

namespace easylink {

/// The sentences a report sorts into categories (see reason_categories.hpp).
enum class ReasonKind : std::uint8_t {
    AttemptFailed,  // AttemptFailed events: why an attempt was thrown away
    Failure,        // a seed's final failure: why it gave no layout
    Rejection,      // CandidateRejected events: why a candidate was refused
    Phase2Problem,  // phase 2's problems: slots nothing could fill
};
inline constexpr int kReasonKindCount = 4;

/// "attempts_failed", "failures", "rejections" or "phase2_problems".
std::string_view toString(ReasonKind kind);

/// What one seed contributes to a report.
struct SeedRecord {
    std::uint64_t seed = 0;
    bool ok = false;
    int attempts = 0;
    double milliseconds = 0.0;  // the run's wall time: the machine-dependent figure
    std::size_t events = 0;     // events the run emitted, rejections included

    // Set when ok.
    LayoutStats stats;
    int diameter = 0;
    std::vector<int> placements;               // per catalogue module: its rooms in the layout
    std::vector<std::vector<int>> portsInUse;  // per module, per port: those rooms using it
    QualityFigures quality;                    // loops, junctions, corridors, open space, regions

    // Phase 2, when it ran.
    bool resolved = false;
    std::vector<int> resolverChoices;  // per module: slots it filled
    int genericSlots = 0;              // slots drawn generically

    std::array<ReasonTallies, kReasonKindCount> reasons;
};

/// Runs one seed (generateEasylink with a sink that wants rejections) and
/// records it. The catalogue and the parameters must be valid.
SeedRecord recordSeed(const Catalogue& catalogue, const EasylinkParams& params, std::uint64_t seed);
/// The same on a catalogue prepared once for a whole batch.
SeedRecord recordSeed(const PreparedCatalogue& prepared, const EasylinkParams& params,
                      std::uint64_t seed);
/// The same through the registry: runs `generator` (one that reads a
/// catalogue, as easylink does) on `request`, its seed replaced. The
/// request's catalogue and parameters must pass generator.check().
SeedRecord recordSeed(const Generator& generator, const GenerationRequest& request,
                      std::uint64_t seed);

/// The whole-number figures a report shows as distributions.
enum class Metric : std::uint8_t {
    Attempts,  // over every seed; the others over the layouts made
    Rooms,
    NormalRooms,
    Corridors,
    Loops,
    DeadEnds,
    Diameter,
};
inline constexpr int kMetricCount = 7;
inline constexpr std::array<Metric, kMetricCount> kAllMetrics = {
    Metric::Attempts, Metric::Rooms,    Metric::NormalRooms, Metric::Corridors,
    Metric::Loops,    Metric::DeadEnds, Metric::Diameter};

/// "attempts", "rooms", "normal_rooms", "corridors", "loops", "dead_ends", "diameter".
std::string_view toString(Metric metric);

/// How one catalogue module was used over the batch.
struct ModuleTally {
    // Phase 1 (rooms and junctions that the layout places).
    std::uint64_t layouts = 0;              // layouts with at least one room of it
    std::uint64_t placements = 0;           // its rooms over all layouts
    std::vector<std::uint64_t> portsInUse;  // per port: placements using the port
    // Phase 2.
    std::uint64_t chosen = 0;         // slots the resolver filled with it
    std::uint64_t chosenLayouts = 0;  // layouts where it filled at least one
};

struct ReportOptions {
    std::size_t topReasons = 20;   // categories listed per kind of reason
    std::size_t exampleSeeds = 5;  // seeds listed per category
};

class BatchReport {
public:
    BatchReport(Catalogue catalogue, EasylinkParams params, ReportOptions options = {});

    /// Adds one seed; adding the same seed twice counts it twice.
    void add(const SeedRecord& record);
    /// Adds everything another report over the same catalogue and parameters holds.
    void merge(const BatchReport& other);

    const Catalogue& catalogue() const { return catalogue_; }
    const EasylinkParams& params() const { return params_; }
    const ReportOptions& options() const { return options_; }

    /// The seeds run, those that made a layout, their events and times.
    const SeedTally& seedTally() const { return seeds_; }
    std::uint64_t seedCount() const { return seeds_.count(); }
    std::optional<std::uint64_t> firstSeed() const { return seeds_.firstSeed(); }
    std::optional<std::uint64_t> lastSeed() const { return seeds_.lastSeed(); }
    std::uint64_t layoutCount() const { return seeds_.made(); }
    /// Layouts made per seed run, from 0 to 1; 0 for an empty report.
    double successRate() const { return seeds_.successRate(); }

    const IntDistribution& distribution(Metric metric) const {
        return metrics_[static_cast<std::size_t>(metric)];
    }
    const RealDistribution& milliseconds() const { return seeds_.milliseconds(); }
    /// A quality figure over the layouts made (the mean corridor length over
    /// those with a corridor).
    const FigureDistribution& quality(QualityFigure figure) const {
        return quality_[static_cast<std::size_t>(figure)];
    }
    /// Per region of the parameters: its achieved density over the layouts made.
    const std::vector<FigureDistribution>& regionDensities() const { return regionDensities_; }
    /// Per region of the parameters: the density asked of it (askedDensity()).
    std::vector<double> askedDensities() const;
    std::uint64_t eventCount() const { return seeds_.events(); }

    /// Per catalogue module, in catalogue order.
    const std::vector<ModuleTally>& modules() const { return modules_; }
    /// True for the modules the layout places (room kinds that are not variants).
    bool placedByLayout(std::size_t module) const;
    /// True for the modules only phase 2 uses (parts and room variants).
    bool chosenByResolver(std::size_t module) const;
    /// Layouts made that phase 2 resolved, and its generically drawn slots.
    std::uint64_t resolvedLayouts() const { return resolvedLayouts_; }
    std::uint64_t genericSlots() const { return genericSlots_; }

    /// Modules the layout places that no layout of the batch holds.
    std::vector<std::size_t> modulesNeverPlaced() const;
    /// (module, port) of placed modules whose port no placement ever used.
    std::vector<std::pair<std::size_t, std::size_t>> portsNeverConnected() const;
    /// Phase-2-only modules the resolver never chose (empty when nothing was resolved).
    std::vector<std::size_t> modulesNeverChosen() const;

    const ReasonTallies& reasons(ReasonKind kind) const {
        return reasons_[static_cast<std::size_t>(kind)];
    }
    /// Occurrences of every category of a kind.
    std::uint64_t reasonTotal(ReasonKind kind) const;
    /// The options().topReasons categories with the most occurrences, most
    /// first; ties in category order.
    std::vector<std::pair<const std::string*, const ReasonTally*>> topReasons(
        ReasonKind kind) const;

private:
    void addReasons(ReasonKind kind, const ReasonTallies& tallies);

    Catalogue catalogue_;
    EasylinkParams params_;
    ReportOptions options_;
    SeedTally seeds_;
    std::array<IntDistribution, kMetricCount> metrics_;
    std::array<FigureDistribution, kQualityFigureCount> quality_;
    std::vector<FigureDistribution> regionDensities_;
    std::vector<ModuleTally> modules_;
    std::uint64_t resolvedLayouts_ = 0;
    std::uint64_t genericSlots_ = 0;
    std::array<ReasonTallies, kReasonKindCount> reasons_;
};

/// How runBatchReport runs.
struct BatchRunOptions {
    unsigned jobs = 1;  // worker threads
    /// Called on the calling thread about every progressInterval while the
    /// workers run, and once more at the end with done == total.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    std::chrono::milliseconds progressInterval{100};
};

/// Records seeds first..first+count-1 on `jobs` threads, each adding to a
/// report of its own, and merges those. The result does not depend on the
/// number of threads (timings apart). Catalogue and parameters must be valid.
BatchReport runBatchReport(const Catalogue& catalogue, const EasylinkParams& params,
                           std::uint64_t first, std::uint64_t count,
                           const BatchRunOptions& run = {}, const ReportOptions& options = {});
/// The same through the registry, for a generator that reads a catalogue
/// (GeneratorInputs::catalogue): the request's catalogue and parameters
/// (request.params read with paramsFromJson()) must pass generator.check().
BatchReport runBatchReport(const Generator& generator, const GenerationRequest& request,
                           std::uint64_t first, std::uint64_t count,
                           const BatchRunOptions& run = {}, const ReportOptions& options = {});

}  // namespace easylink

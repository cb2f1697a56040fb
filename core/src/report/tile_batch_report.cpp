#include "easylink/report/tile_batch_report.hpp"

#include <algorithm>
#include <chrono>

#include "batch_runner.hpp"
#include "easylink/report/reason_categories.hpp"

namespace easylink {

std::string_view toString(TileFigure figure) {
    switch (figure) {
        case TileFigure::WalkableFraction: return "walkable_fraction";
        case TileFigure::WalkableRegions: return "walkable_regions";
        case TileFigure::Areas: return "areas";
    }
    return "?";
}

QualityFigureText describe(TileFigure figure) {
    switch (figure) {
        case TileFigure::WalkableFraction:
            return {"Walkable share", "of the map",
                    "the tiles one can walk on (floor, corridors, doors, stairs, ...) over all "
                    "the map's tiles"};
        case TileFigure::WalkableRegions:
            return {"Walkable regions", "regions",
                    "the separate pieces the walkable tiles form, side to side (1: every "
                    "walkable tile reaches every other)"};
        case TileFigure::Areas:
            return {"Areas per map", "areas", "the rooms, chambers and vaults the map names"};
    }
    return {"", "", ""};
}

std::string_view toString(TileReason reason) {
    switch (reason) {
        case TileReason::Failure: return "failures";
        case TileReason::Note: return "notes";
    }
    return "?";
}

// [SECTION] Recording one seed

namespace {

/// Counts the run's events, as a report of modules counts them.
class CountingSink final : public EventSink {
public:
    void onEvent(const Event&) override { ++events; }
    std::size_t events = 0;
};

bool isWholeTileFigure(TileFigure figure) {
    return figure != TileFigure::WalkableFraction;
}

}  // namespace

TileSeedRecord recordTileSeed(const Generator& generator, const GenerationRequest& request,
                              std::uint64_t seed) {
    TileSeedRecord record;
    record.seed = seed;
    GenerationRequest asked = request;
    asked.seed = seed;
    CountingSink sink;
    const auto start = std::chrono::steady_clock::now();
    const GenerationOutcome outcome = generator.generate(asked, &sink);
    record.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    record.events = sink.events;
    record.ok = outcome.ok() && outcome.tiles.has_value();
    record.attempts = outcome.attempts;
    const std::optional<std::size_t> lastEvent =
        sink.events > 0 ? std::optional<std::size_t>(sink.events) : std::nullopt;
    auto& failures = record.reasons[static_cast<std::size_t>(TileReason::Failure)];
    if (!record.ok) {
        const std::string failure = outcome.failure.empty()
                                        ? std::string("the generator made no tile map")
                                        : outcome.failure;
        tallyReason(failures, normaliseReason(failure), failure, seed, lastEvent);
        return record;
    }
    auto& notes = record.reasons[static_cast<std::size_t>(TileReason::Note)];
    for (const std::string& note : outcome.notes) {
        tallyReason(notes, normaliseReason(note), note, seed, std::nullopt);
    }
    const TileRaster& tiles = *outcome.tiles;
    std::int64_t walkable = 0;
    for (TileKind kind : kAllTileKinds) {
        walkable += isWalkable(kind) ? tiles.count(kind) : 0;
    }
    const double area = static_cast<double>(tiles.width()) * static_cast<double>(tiles.height());
    const auto set = [&](TileFigure figure, double value) {
        record.figures[static_cast<std::size_t>(figure)] = value;
    };
    set(TileFigure::WalkableFraction, area > 0.0 ? static_cast<double>(walkable) / area : 0.0);
    set(TileFigure::WalkableRegions, walkableRegionCount(tiles));
    set(TileFigure::Areas, static_cast<double>(outcome.areas.size()));
    return record;
}

// [SECTION] Adding up

TileBatchReport::TileBatchReport(std::string generator, Json params, ReportOptions options)
    : generator_(std::move(generator)), params_(std::move(params)), options_(options) {
    for (TileFigure figure : kAllTileFigures) {
        figures_[static_cast<std::size_t>(figure)] = FigureDistribution(isWholeTileFigure(figure));
    }
}

void TileBatchReport::add(const TileSeedRecord& record) {
    seeds_.add(record.seed, record.ok, record.events, record.milliseconds);
    attempts_.add(record.attempts);
    if (record.ok) {
        for (std::size_t f = 0; f < figures_.size(); ++f) {
            figures_[f].add(record.figures[f]);
        }
    }
    for (std::size_t r = 0; r < reasons_.size(); ++r) {
        mergeReasonTallies(reasons_[r], record.reasons[r], options_.exampleSeeds);
    }
}

void TileBatchReport::merge(const TileBatchReport& other) {
    seeds_.merge(other.seeds_);
    attempts_.merge(other.attempts_);
    for (std::size_t f = 0; f < figures_.size(); ++f) {
        figures_[f].merge(other.figures_[f]);
    }
    for (std::size_t r = 0; r < reasons_.size(); ++r) {
        mergeReasonTallies(reasons_[r], other.reasons_[r], options_.exampleSeeds);
    }
}

Json tileReportParams(const Generator& generator, const GenerationRequest& request) {
    Json params = Json::object();
    const Json& asked = request.params;
    for (const char* key : {"width", "height"}) {
        params[key] = asked.is_object() && asked.contains(key) ? asked.at(key) : Json(80);
    }
    std::vector<Problem> problems;
    const Json options = checkedOptions(generator, asked, problems);
    if (options.is_object()) {
        for (const auto& [key, value] : options.items()) {
            params[key] = value;
        }
    }
    return params;
}

// [SECTION] Running a batch

TileBatchReport runTileBatchReport(const Generator& generator, const GenerationRequest& request,
                                   std::uint64_t first, std::uint64_t count,
                                   const BatchRunOptions& run, const ReportOptions& options) {
    const TileBatchReport empty(generator.name, tileReportParams(generator, request), options);
    return report_detail::runSeeds(empty, first, count, run,
                                   [&](TileBatchReport& partial, std::uint64_t seed) {
                                       partial.add(recordTileSeed(generator, request, seed));
                                   });
}

}  // namespace easylink

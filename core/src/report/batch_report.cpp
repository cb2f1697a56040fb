#include "easylink/report/batch_report.hpp"

#include <algorithm>
#include <utility>

#include "batch_runner.hpp"

namespace easylink {

std::string_view toString(ReasonKind kind) {
    switch (kind) {
        case ReasonKind::AttemptFailed: return "attempts_failed";
        case ReasonKind::Failure: return "failures";
        case ReasonKind::Rejection: return "rejections";
        case ReasonKind::Phase2Problem: return "phase2_problems";
    }
    return "?";
}

std::string_view toString(Metric metric) {
    switch (metric) {
        case Metric::Attempts: return "attempts";
        case Metric::Rooms: return "rooms";
        case Metric::NormalRooms: return "normal_rooms";
        case Metric::Corridors: return "corridors";
        case Metric::Loops: return "loops";
        case Metric::DeadEnds: return "dead_ends";
        case Metric::Diameter: return "diameter";
    }
    return "?";
}

// [SECTION] Adding up

BatchReport::BatchReport(Catalogue catalogue, EasylinkParams params, ReportOptions options)
    : catalogue_(std::move(catalogue)), params_(std::move(params)), options_(options) {
    for (QualityFigure figure : kAllQualityFigures) {
        quality_[static_cast<std::size_t>(figure)] = FigureDistribution(isWholeFigure(figure));
    }
    regionDensities_.assign(params_.regions.size(), FigureDistribution(/*whole=*/false));
    modules_.resize(catalogue_.modules.size());
    for (std::size_t m = 0; m < modules_.size(); ++m) {
        modules_[m].portsInUse.assign(catalogue_.modules[m].ports.size(), 0);
    }
}

std::vector<double> BatchReport::askedDensities() const {
    std::vector<double> asked;
    asked.reserve(params_.regions.size());
    for (const Region& region : params_.regions) {
        asked.push_back(askedDensity(region, params_.roomDensity));
    }
    return asked;
}

void BatchReport::add(const SeedRecord& record) {
    seeds_.add(record.seed, record.ok, record.events, record.milliseconds);
    metrics_[static_cast<std::size_t>(Metric::Attempts)].add(record.attempts);
    if (record.ok) {
        const auto metric = [&](Metric m) -> IntDistribution& {
            return metrics_[static_cast<std::size_t>(m)];
        };
        metric(Metric::Rooms).add(record.stats.rooms);
        metric(Metric::NormalRooms).add(record.stats.normalRooms);
        metric(Metric::Corridors).add(record.stats.corridors);
        metric(Metric::Loops).add(record.stats.loops);
        metric(Metric::DeadEnds).add(record.stats.deadEnds);
        metric(Metric::Diameter).add(record.diameter);
        for (QualityFigure figure : kAllQualityFigures) {
            if (const auto value = record.quality.value(figure)) {
                quality_[static_cast<std::size_t>(figure)].add(*value);
            }
        }
        for (std::size_t r = 0;
             r < regionDensities_.size() && r < record.quality.regionDensities.size(); ++r) {
            regionDensities_[r].add(record.quality.regionDensities[r]);
        }
        for (std::size_t m = 0; m < modules_.size() && m < record.placements.size(); ++m) {
            const int placements = record.placements[m];
            if (placements <= 0) {
                continue;
            }
            ModuleTally& tally = modules_[m];
            ++tally.layouts;
            tally.placements += static_cast<std::uint64_t>(placements);
            const std::vector<int>& ports = record.portsInUse[m];
            for (std::size_t p = 0; p < tally.portsInUse.size() && p < ports.size(); ++p) {
                tally.portsInUse[p] += static_cast<std::uint64_t>(ports[p]);
            }
        }
    }
    if (record.resolved) {
        ++resolvedLayouts_;
        genericSlots_ += static_cast<std::uint64_t>(record.genericSlots);
        for (std::size_t m = 0; m < modules_.size() && m < record.resolverChoices.size(); ++m) {
            if (record.resolverChoices[m] > 0) {
                modules_[m].chosen += static_cast<std::uint64_t>(record.resolverChoices[m]);
                ++modules_[m].chosenLayouts;
            }
        }
    }
    for (std::size_t kind = 0; kind < reasons_.size(); ++kind) {
        addReasons(static_cast<ReasonKind>(kind), record.reasons[kind]);
    }
}

void BatchReport::merge(const BatchReport& other) {
    seeds_.merge(other.seeds_);
    for (std::size_t m = 0; m < metrics_.size(); ++m) {
        metrics_[m].merge(other.metrics_[m]);
    }
    for (std::size_t f = 0; f < quality_.size(); ++f) {
        quality_[f].merge(other.quality_[f]);
    }
    for (std::size_t r = 0; r < regionDensities_.size() && r < other.regionDensities_.size(); ++r) {
        regionDensities_[r].merge(other.regionDensities_[r]);
    }
    for (std::size_t m = 0; m < modules_.size() && m < other.modules_.size(); ++m) {
        ModuleTally& mine = modules_[m];
        const ModuleTally& theirs = other.modules_[m];
        mine.layouts += theirs.layouts;
        mine.placements += theirs.placements;
        for (std::size_t p = 0; p < mine.portsInUse.size() && p < theirs.portsInUse.size(); ++p) {
            mine.portsInUse[p] += theirs.portsInUse[p];
        }
        mine.chosen += theirs.chosen;
        mine.chosenLayouts += theirs.chosenLayouts;
    }
    resolvedLayouts_ += other.resolvedLayouts_;
    genericSlots_ += other.genericSlots_;
    for (std::size_t kind = 0; kind < reasons_.size(); ++kind) {
        addReasons(static_cast<ReasonKind>(kind), other.reasons_[kind]);
    }
}

void BatchReport::addReasons(ReasonKind kind, const ReasonTallies& tallies) {
    mergeReasonTallies(reasons_[static_cast<std::size_t>(kind)], tallies, options_.exampleSeeds);
}

std::uint64_t BatchReport::reasonTotal(ReasonKind kind) const {
    return easylink::reasonTotal(reasons(kind));
}

std::vector<std::pair<const std::string*, const ReasonTally*>> BatchReport::topReasons(
    ReasonKind kind) const {
    return easylink::topReasons(reasons(kind), options_.topReasons);
}

bool BatchReport::placedByLayout(std::size_t module) const {
    const ModuleTemplate& m = catalogue_.modules[module];
    return isRoomKind(m.kind) && !m.isVariant();
}

bool BatchReport::chosenByResolver(std::size_t module) const {
    return !placedByLayout(module);
}

std::vector<std::size_t> BatchReport::modulesNeverPlaced() const {
    std::vector<std::size_t> never;
    for (std::size_t m = 0; m < modules_.size(); ++m) {
        if (placedByLayout(m) && modules_[m].placements == 0) {
            never.push_back(m);
        }
    }
    return never;
}

std::vector<std::pair<std::size_t, std::size_t>> BatchReport::portsNeverConnected() const {
    std::vector<std::pair<std::size_t, std::size_t>> never;
    for (std::size_t m = 0; m < modules_.size(); ++m) {
        if (!placedByLayout(m) || modules_[m].placements == 0) {
            continue;
        }
        for (std::size_t p = 0; p < modules_[m].portsInUse.size(); ++p) {
            if (modules_[m].portsInUse[p] == 0) {
                never.emplace_back(m, p);
            }
        }
    }
    return never;
}

std::vector<std::size_t> BatchReport::modulesNeverChosen() const {
    std::vector<std::size_t> never;
    if (resolvedLayouts_ == 0) {
        return never;
    }
    for (std::size_t m = 0; m < modules_.size(); ++m) {
        if (chosenByResolver(m) && modules_[m].chosen == 0) {
            never.push_back(m);
        }
    }
    return never;
}

// [SECTION] Running a batch (batch_runner.hpp)

BatchReport runBatchReport(const Catalogue& catalogue, const EasylinkParams& params,
                           std::uint64_t first, std::uint64_t count, const BatchRunOptions& run,
                           const ReportOptions& options) {
    // One check and index of the catalogue for the whole batch.
    const auto prepared = prepareCatalogue(catalogue);
    return report_detail::runSeeds(BatchReport(catalogue, params, options), first, count, run,
                                   [&](BatchReport& partial, std::uint64_t seed) {
                                       partial.add(recordSeed(*prepared, params, seed));
                                   });
}

BatchReport runBatchReport(const Generator& generator, const GenerationRequest& request,
                           std::uint64_t first, std::uint64_t count, const BatchRunOptions& run,
                           const ReportOptions& options) {
    std::vector<Problem> problems;
    const EasylinkParams params = paramsFromJson(request.params, EasylinkParams{}, problems);
    const GenerationRequest prepared = preparedRequest(generator, request);
    return report_detail::runSeeds(BatchReport(*request.catalogue, params, options), first, count,
                                   run, [&](BatchReport& partial, std::uint64_t seed) {
                                       partial.add(recordSeed(generator, prepared, seed));
                                   });
}

}  // namespace easylink

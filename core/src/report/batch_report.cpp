#include "easylink/report/batch_report.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "batch_runner.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/report/reason_categories.hpp"
#include "easylink/report/room_graph.hpp"

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

// [SECTION] Reason tallies

void tallyReason(ReasonTallies& tallies, std::string category, const std::string& text,
                 std::uint64_t seed, std::optional<std::size_t> event) {
    auto [it, inserted] = tallies.try_emplace(std::move(category));
    ReasonTally& tally = it->second;
    if (inserted) {
        tally.seeds = 1;
        tally.example = text;
        tally.firstSeeds = {{seed, event}};
    }
    ++tally.count;
}

// Sightings are kept sorted by seed and cut to the first few, and the example
// comes from the smallest seed: both are the same whichever way the seeds
// were grouped before they met here.
void mergeReasonTallies(ReasonTallies& mine, const ReasonTallies& theirs,
                        std::size_t exampleSeeds) {
    for (const auto& [category, their] : theirs) {
        ReasonTally& tally = mine[category];
        const bool theyComeFirst = tally.firstSeeds.empty() ||
                                   (!their.firstSeeds.empty() &&
                                    their.firstSeeds.front().seed < tally.firstSeeds.front().seed);
        if (theyComeFirst) {
            tally.example = their.example;
        }
        tally.count += their.count;
        tally.seeds += their.seeds;
        std::vector<ReasonSighting> sightings;
        sightings.reserve(tally.firstSeeds.size() + their.firstSeeds.size());
        std::merge(
            tally.firstSeeds.begin(), tally.firstSeeds.end(), their.firstSeeds.begin(),
            their.firstSeeds.end(), std::back_inserter(sightings),
            [](const ReasonSighting& a, const ReasonSighting& b) { return a.seed < b.seed; });
        if (sightings.size() > exampleSeeds) {
            sightings.resize(exampleSeeds);
        }
        tally.firstSeeds = std::move(sightings);
    }
}

std::uint64_t reasonTotal(const ReasonTallies& tallies) {
    std::uint64_t total = 0;
    for (const auto& [category, tally] : tallies) {
        total += tally.count;
    }
    return total;
}

std::vector<std::pair<const std::string*, const ReasonTally*>> topReasons(
    const ReasonTallies& tallies, std::size_t top) {
    std::vector<std::pair<const std::string*, const ReasonTally*>> list;
    for (const auto& [category, tally] : tallies) {
        list.emplace_back(&category, &tally);
    }
    // The map is in category order, so a stable sort by count keeps ties in it.
    std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
        return a.second->count > b.second->count;
    });
    if (list.size() > top) {
        list.resize(top);
    }
    return list;
}

// [SECTION] Recording one seed
//
// The sink sorts reason sentences into categories as they arrive, so a run
// with thousands of rejected candidates costs a map entry per category, not
// a copy of every event. It also remembers which event resolved each room
// and corridor in phase 2, so a phase-2 problem ("room 7 / wall 2 / door:
// ...") can point at the step where it happened. Events are numbered from 1,
// as everywhere a designer reads them: event K shows at timeline step K.

namespace {

class ReportSink final : public EventSink {
public:
    ReportSink(const Catalogue& catalogue, SeedRecord& record)
        : normalise_(catalogue), record_(record) {}

    void onEvent(const Event& event) override {
        const std::size_t number = ++events_;
        switch (event.kind) {
            case EventKind::CandidateRejected:
                tally(ReasonKind::Rejection, event.text, number);
                break;
            case EventKind::AttemptFailed:
                tally(ReasonKind::AttemptFailed, event.text, number);
                break;
            case EventKind::AttemptStarted:
                slotEvents_.clear();
                resolutionStart_.reset();
                break;
            case EventKind::PhaseStarted:
                if (event.phase == Phase::Resolution) {
                    resolutionStart_ = number;
                }
                break;
            case EventKind::SlotResolved:
                for (const EventObject& object : event.objects) {
                    slotEvents_.try_emplace({object.kind, object.id}, number);
                }
                break;
            default: break;
        }
    }
    bool wantsRejections() const override { return true; }

    std::size_t events() const { return events_; }

    void tally(ReasonKind kind, const std::string& text, std::optional<std::size_t> event) {
        tallyReason(record_.reasons[static_cast<std::size_t>(kind)], normalise_(text), text,
                    record_.seed, event);
    }

    /// The event that resolved the room or corridor a problem's path starts
    /// with, else the start of phase 2.
    std::optional<std::size_t> eventOfProblem(std::string_view problem) const {
        for (const auto& [prefix, kind] :
             {std::pair<std::string_view, EventObject::Kind>{"room ", EventObject::Kind::Room},
              {"corridor ", EventObject::Kind::Corridor}}) {
            if (!problem.starts_with(prefix)) {
                continue;
            }
            int id = 0;
            std::size_t at = prefix.size();
            bool digits = false;
            while (at < problem.size() && problem[at] >= '0' && problem[at] <= '9' &&
                   id < 100000000) {
                id = id * 10 + (problem[at++] - '0');
                digits = true;
            }
            if (digits) {
                if (auto it = slotEvents_.find({kind, id}); it != slotEvents_.end()) {
                    return it->second;
                }
            }
        }
        return resolutionStart_;
    }

private:
    ReasonNormaliser normalise_;
    SeedRecord& record_;
    std::size_t events_ = 0;
    std::map<std::pair<EventObject::Kind, int>, std::size_t> slotEvents_;
    std::optional<std::size_t> resolutionStart_;
};

/// Fills what a finished run says into its record: whether it made a
/// layout, its figures, the modules it placed and phase 2's choices.
void recordRun(const Catalogue& catalogue, const std::vector<Region>& regions, ReportSink& sink,
               SeedRecord& record, const std::optional<Layout>& layout,
               const std::optional<Resolution>& resolution, int attempts,
               const std::string& failure) {
    record.events = sink.events();
    record.ok = failure.empty() && layout.has_value();
    record.attempts = attempts;
    if (!record.ok) {
        sink.tally(ReasonKind::Failure, failure,
                   sink.events() > 0 ? std::optional<std::size_t>(sink.events()) : std::nullopt);
    }
    const std::size_t moduleCount = catalogue.modules.size();
    if (layout) {
        record.stats = computeStats(*layout, attempts);
        record.diameter = roomGraphDiameter(*layout);
        record.quality = computeQualityFigures(*layout, regions);
        record.placements.assign(moduleCount, 0);
        record.portsInUse.resize(moduleCount);
        for (std::size_t m = 0; m < moduleCount; ++m) {
            record.portsInUse[m].assign(catalogue.modules[m].ports.size(), 0);
        }
        for (RoomId id : layout->roomIds()) {
            const PlacedRoom& room = *layout->room(id);
            const auto module = static_cast<std::size_t>(room.templateIndex);
            if (room.templateIndex < 0 || module >= moduleCount) {
                continue;
            }
            ++record.placements[module];
            for (std::size_t port = 0; port < room.ports.size(); ++port) {
                if (!room.ports[port].link.isFree() && port < record.portsInUse[module].size()) {
                    ++record.portsInUse[module][port];
                }
            }
        }
    }
    if (resolution) {
        record.resolved = true;
        record.resolverChoices.assign(moduleCount, 0);
        for (const ResolvedNode& node : resolution->nodes) {
            if (node.module >= 0 && static_cast<std::size_t>(node.module) < moduleCount) {
                ++record.resolverChoices[static_cast<std::size_t>(node.module)];
            }
            record.genericSlots += node.generic ? 1 : 0;
        }
        for (const std::string& problem : resolution->problems) {
            sink.tally(ReasonKind::Phase2Problem, problem, sink.eventOfProblem(problem));
        }
    }
}

double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

}  // namespace

SeedRecord recordSeed(const Catalogue& catalogue, const GeneratorParams& params,
                      std::uint64_t seed) {
    return recordSeed(PreparedCatalogue(catalogue), params, seed);
}

SeedRecord recordSeed(const PreparedCatalogue& prepared, const GeneratorParams& params,
                      std::uint64_t seed) {
    const Catalogue& catalogue = prepared.catalogue();
    SeedRecord record;
    record.seed = seed;
    ReportSink sink(catalogue, record);
    const auto start = std::chrono::steady_clock::now();
    const GenerationResult result = generateEasylink(prepared, params, seed, &sink);
    record.milliseconds = millisecondsSince(start);
    recordRun(catalogue, params.regions, sink, record, result.layout, result.resolution,
              result.attempts, result.ok() ? std::string() : result.failure);
    return record;
}

SeedRecord recordSeed(const Generator& generator, const GenerationRequest& request,
                      std::uint64_t seed) {
    SeedRecord record;
    record.seed = seed;
    const Catalogue& catalogue = *request.catalogue;
    ReportSink sink(catalogue, record);
    GenerationRequest asked = request;
    asked.seed = seed;
    const auto start = std::chrono::steady_clock::now();
    const GenerationOutcome outcome = generator.generate(asked, &sink);
    record.milliseconds = millisecondsSince(start);
    recordRun(catalogue, outcome.regions, sink, record, outcome.layout, outcome.resolution,
              outcome.attempts,
              outcome.ok()              ? std::string()
              : outcome.failure.empty() ? std::string("the generator made no layout")
                                        : outcome.failure);
    return record;
}

// [SECTION] Distributions

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

// [SECTION] Adding up

BatchReport::BatchReport(Catalogue catalogue, GeneratorParams params, ReportOptions options)
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

double BatchReport::successRate() const {
    return seeds_ == 0 ? 0.0 : static_cast<double>(layouts_) / static_cast<double>(seeds_);
}

void BatchReport::add(const SeedRecord& record) {
    ++seeds_;
    firstSeed_ = std::min(firstSeed_.value_or(record.seed), record.seed);
    lastSeed_ = std::max(lastSeed_.value_or(record.seed), record.seed);
    events_ += record.events;
    metrics_[static_cast<std::size_t>(Metric::Attempts)].add(record.attempts);
    milliseconds_.add(record.milliseconds);
    if (record.ok) {
        ++layouts_;
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
    seeds_ += other.seeds_;
    if (other.firstSeed_) {
        firstSeed_ = std::min(firstSeed_.value_or(*other.firstSeed_), *other.firstSeed_);
        lastSeed_ = std::max(lastSeed_.value_or(*other.lastSeed_), *other.lastSeed_);
    }
    layouts_ += other.layouts_;
    events_ += other.events_;
    for (std::size_t m = 0; m < metrics_.size(); ++m) {
        metrics_[m].merge(other.metrics_[m]);
    }
    milliseconds_.merge(other.milliseconds_);
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

BatchReport runBatchReport(const Catalogue& catalogue, const GeneratorParams& params,
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
    const GeneratorParams params = paramsFromJson(request.params, GeneratorParams{}, problems);
    const GenerationRequest prepared = preparedRequest(generator, request);
    return report_detail::runSeeds(BatchReport(*request.catalogue, params, options), first, count,
                                   run, [&](BatchReport& partial, std::uint64_t seed) {
                                       partial.add(recordSeed(generator, prepared, seed));
                                   });
}

}  // namespace easylink

#include "easylink/report/batch_report.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>

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
        auto [it, inserted] =
            record_.reasons[static_cast<std::size_t>(kind)].try_emplace(normalise_(text));
        ReasonTally& tally = it->second;
        if (inserted) {
            tally.seeds = 1;
            tally.example = text;
            tally.firstSeeds = {{record_.seed, event}};
        }
        ++tally.count;
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

}  // namespace

SeedRecord recordSeed(const Catalogue& catalogue, const GeneratorParams& params,
                      std::uint64_t seed) {
    SeedRecord record;
    record.seed = seed;
    ReportSink sink(catalogue, record);
    const auto start = std::chrono::steady_clock::now();
    const GenerationResult result = generateEasylink(catalogue, params, seed, &sink);
    record.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    record.events = sink.events();
    record.ok = result.ok();
    record.attempts = result.attempts;
    if (!result.ok()) {
        sink.tally(ReasonKind::Failure, result.failure,
                   sink.events() > 0 ? std::optional<std::size_t>(sink.events()) : std::nullopt);
    }
    const std::size_t moduleCount = catalogue.modules.size();
    if (result.layout) {
        const Layout& layout = *result.layout;
        record.stats = computeStats(layout, result.attempts);
        record.diameter = roomGraphDiameter(layout);
        record.quality = computeQualityFigures(layout, params.regions);
        record.placements.assign(moduleCount, 0);
        record.portsInUse.resize(moduleCount);
        for (std::size_t m = 0; m < moduleCount; ++m) {
            record.portsInUse[m].assign(catalogue.modules[m].ports.size(), 0);
        }
        for (RoomId id : layout.roomIds()) {
            const PlacedRoom& room = *layout.room(id);
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
    if (result.resolution) {
        const Resolution& resolution = *result.resolution;
        record.resolved = true;
        record.resolverChoices.assign(moduleCount, 0);
        for (const ResolvedNode& node : resolution.nodes) {
            if (node.module >= 0 && static_cast<std::size_t>(node.module) < moduleCount) {
                ++record.resolverChoices[static_cast<std::size_t>(node.module)];
            }
            record.genericSlots += node.generic ? 1 : 0;
        }
        for (const std::string& problem : resolution.problems) {
            sink.tally(ReasonKind::Phase2Problem, problem, sink.eventOfProblem(problem));
        }
    }
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

// Sightings are kept sorted by seed and cut to the first few, and the example
// comes from the smallest seed: both are the same whichever way the seeds
// were grouped before they met here.
void BatchReport::addReasons(ReasonKind kind, const ReasonTallies& tallies) {
    ReasonTallies& mine = reasons_[static_cast<std::size_t>(kind)];
    for (const auto& [category, theirs] : tallies) {
        ReasonTally& tally = mine[category];
        const bool theyComeFirst = tally.firstSeeds.empty() ||
                                   (!theirs.firstSeeds.empty() &&
                                    theirs.firstSeeds.front().seed < tally.firstSeeds.front().seed);
        if (theyComeFirst) {
            tally.example = theirs.example;
        }
        tally.count += theirs.count;
        tally.seeds += theirs.seeds;
        std::vector<ReasonSighting> sightings;
        sightings.reserve(tally.firstSeeds.size() + theirs.firstSeeds.size());
        std::merge(
            tally.firstSeeds.begin(), tally.firstSeeds.end(), theirs.firstSeeds.begin(),
            theirs.firstSeeds.end(), std::back_inserter(sightings),
            [](const ReasonSighting& a, const ReasonSighting& b) { return a.seed < b.seed; });
        if (sightings.size() > options_.exampleSeeds) {
            sightings.resize(options_.exampleSeeds);
        }
        tally.firstSeeds = std::move(sightings);
    }
}

std::uint64_t BatchReport::reasonTotal(ReasonKind kind) const {
    std::uint64_t total = 0;
    for (const auto& [category, tally] : reasons(kind)) {
        total += tally.count;
    }
    return total;
}

std::vector<std::pair<const std::string*, const ReasonTally*>> BatchReport::topReasons(
    ReasonKind kind) const {
    std::vector<std::pair<const std::string*, const ReasonTally*>> top;
    for (const auto& [category, tally] : reasons(kind)) {
        top.emplace_back(&category, &tally);
    }
    // The map is in category order, so a stable sort by count keeps ties in it.
    std::stable_sort(top.begin(), top.end(), [](const auto& a, const auto& b) {
        return a.second->count > b.second->count;
    });
    if (top.size() > options_.topReasons) {
        top.resize(options_.topReasons);
    }
    return top;
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

// [SECTION] Running a batch
//
// Workers take the next seed from a shared counter, as `generate --count`
// does, and add its record to a report of their own; the partial reports
// are merged at the end. The calling thread reports progress meanwhile.

BatchReport runBatchReport(const Catalogue& catalogue, const GeneratorParams& params,
                           std::uint64_t first, std::uint64_t count, const BatchRunOptions& run,
                           const ReportOptions& options) {
    const auto jobs =
        static_cast<unsigned>(std::max<std::uint64_t>(1, std::min<std::uint64_t>(run.jobs, count)));
    std::vector<BatchReport> partials(jobs, BatchReport(catalogue, params, options));
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable finished;
    std::exception_ptr error;
    const auto work = [&](BatchReport& partial) {
        try {
            for (std::uint64_t i = next++; i < count && !stop; i = next++) {
                partial.add(recordSeed(catalogue, params, first + i));
                ++done;
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            if (!error) {
                error = std::current_exception();
            }
            stop = true;
        }
        const std::lock_guard lock(mutex);
        finished.notify_all();
    };
    std::vector<std::thread> threads;
    threads.reserve(jobs);
    for (unsigned t = 0; t < jobs; ++t) {
        threads.emplace_back(work, std::ref(partials[t]));
    }
    {
        std::unique_lock lock(mutex);
        while (!finished.wait_for(lock, run.progressInterval,
                                  [&] { return done.load() >= count || stop.load(); })) {
            if (run.progress) {
                lock.unlock();
                run.progress(done.load(), count);
                lock.lock();
            }
        }
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    if (error) {
        std::rethrow_exception(error);
    }
    if (run.progress) {
        run.progress(count, count);
    }
    BatchReport report = std::move(partials.front());
    for (std::size_t t = 1; t < partials.size(); ++t) {
        report.merge(partials[t]);
    }
    return report;
}

}  // namespace easylink

// Recording one seed of a batch report (batch_report.hpp, recordSeed).
//
// The sink sorts reason sentences into categories as they arrive, so a run
// with thousands of rejected candidates costs a map entry per category, not
// a copy of every event. It also remembers which event resolved each room
// and corridor in phase 2, so a phase-2 problem ("room 7 / wall 2 / door:
// ...") can point at the step where it happened. Events are numbered from 1,
// as everywhere a designer reads them: event K shows at timeline step K.

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/reason_categories.hpp"
#include "easylink/report/room_graph.hpp"

namespace easylink {
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

SeedRecord recordSeed(const Catalogue& catalogue, const EasylinkParams& params,
                      std::uint64_t seed) {
    return recordSeed(PreparedCatalogue(catalogue), params, seed);
}

SeedRecord recordSeed(const PreparedCatalogue& prepared, const EasylinkParams& params,
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

}  // namespace easylink

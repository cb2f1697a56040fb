#include "grower.hpp"

#include <algorithm>
#include <bit>

#include "../room_rules.hpp"
#include "easylink/support/spares.hpp"
#include "growers.hpp"

namespace easylink::generation {

std::unique_ptr<Grower> makeGrower(GrowerKind kind) {
    switch (kind) {
        case GrowerKind::RoomToRoom: return std::make_unique<RoomToRoomGrower>();
        case GrowerKind::RoomToCorridor: return std::make_unique<RoomToCorridorGrower>();
        case GrowerKind::BentRoomToRoom: return std::make_unique<BentRoomToRoomGrower>();
        case GrowerKind::CorridorToCorridor: return std::make_unique<CorridorToCorridorGrower>();
        case GrowerKind::BentRoomToCorridor: return std::make_unique<BentRoomToCorridorGrower>();
        case GrowerKind::StraightCorridor: return std::make_unique<StraightCorridorGrower>();
        case GrowerKind::RoomRotator: return std::make_unique<RoomRotatorGrower>();
    }
    return nullptr;
}

namespace {

/// The growers no set is using, kept by the thread with their buffers.
Spares<std::unique_ptr<Grower>>& spareGrowers() {
    thread_local Spares<std::unique_ptr<Grower>> spares;
    return spares;
}

}  // namespace

GrowerSet::GrowerSet(const std::vector<GrowerKind>& order, std::int64_t mapTiles)
    : keep_(keepsBuffers(mapTiles)) {
    auto& spares = spareGrowers();
    growers_.reserve(order.size());
    for (GrowerKind kind : order) {
        std::unique_ptr<Grower> grower =
            spares.borrowIf([&](const auto& spare) { return spare->kind() == kind; });
        if (grower) {
            grower->reset();
        } else {
            grower = makeGrower(kind);
        }
        growers_.push_back(std::move(grower));
    }
}

GrowerSet::~GrowerSet() {
    if (!keep_) {
        return;  // a big map's buffers are not kept for the next attempt
    }
    auto& spares = spareGrowers();
    for (auto& grower : growers_) {
        spares.giveBack(std::move(grower));
    }
}

namespace {

/// Rooms and corridors a turn scans for one unit of work.
constexpr int kScannedPerUnit = 16;

}  // namespace

void growRounds(GenerationContext& context, const std::vector<std::unique_ptr<Grower>>& growers,
                const std::function<bool()>& enough) {
    const auto done = [&] { return (enough && enough()) || context.outOfWork(); };
    for (int round = 0; round < context.params.maxRounds && !done(); ++round) {
        context.beginRound(round);
        int applied = 0;
        for (const auto& grower : growers) {
            if (done()) {
                break;
            }
            // A turn scans the layout's rooms and corridors for its seeds:
            // cheap steps, kScannedPerUnit to a unit.
            context.spendWork(1 +
                              (context.layout.roomIdLimit() + context.layout.corridorIdLimit()) /
                                  kScannedPerUnit);
            context.beginTurn(grower->kind());
            const int n = grower->takeTurn(context);
            context.endTurn(n);
            applied += n;
        }
        if (applied == 0) {
            break;
        }
    }
}

namespace {

void findFreePorts(const Layout& layout, std::vector<FreePort>& found) {
    found.clear();
    for (const PlacedRoom& room : layout.rooms()) {
        for (std::size_t port = 0; port < room.ports.size(); ++port) {
            // A linked port is never open: most are, and the check is cheap.
            if (room.ports[port].link.isFree() &&
                portOpen(layout, room.id, static_cast<int>(port))) {
                found.push_back({room.id, static_cast<int>(port)});
            }
        }
    }
}

}  // namespace

std::vector<FreePort> freePorts(const Layout& layout) {
    std::vector<FreePort> found;
    findFreePorts(layout, found);
    return found;
}

const std::vector<FreePort>& freePorts(const GenerationContext& context) {
    // Change maps never share an id, so a list kept for one is never
    // taken for another's.
    thread_local std::vector<FreePort> found;
    thread_local std::uint64_t foundOn = 0;
    thread_local ChangeStamp foundAt = 0;
    const ChangeMap& changes = context.changes();
    if (foundOn != changes.id() || foundAt != changes.now()) {
        findFreePorts(context.layout, found);
        foundOn = changes.id();
        foundAt = changes.now();
    }
    return found;
}

const PlacedPort* freePort(const Layout& layout, const FreePort& port) {
    const PlacedRoom* room = layout.room(port.room);
    if (room == nullptr || !portOpen(layout, port.room, port.port)) {
        return nullptr;
    }
    return &room->ports[port.port];
}

const std::vector<int>& portWidths(const Layout& layout, RoomId room, int port) {
    return layout.catalogue().modules[layout.room(room)->templateIndex].ports[port].widths;
}

void junctionCandidates(GenerationContext& context, ModuleKind kind,
                        std::initializer_list<JunctionPort> required, const JunctionPin& pin,
                        std::vector<PlannedRoom>& ordered) {
    // Buffers kept by the thread: growers ask for candidates by the thousand.
    thread_local std::vector<PlannedRoom> candidates;
    thread_local std::vector<double> weights;
    candidates.clear();
    weights.clear();
    ordered.clear();
    // With the ways all different, only views facing exactly those ways can
    // fit: the catalogue index lists them, in the same order.
    unsigned dirMask = 0;
    for (const JunctionPort& need : required) {
        dirMask |= 1u << static_cast<unsigned>(need.dir);
    }
    const bool distinctWays = static_cast<std::size_t>(std::popcount(dirMask)) == required.size();
    for (int viewIndex : distinctWays ? context.index.junctionViewsFacing(kind, dirMask)
                                      : context.index.junctionViews(kind)) {
        const TemplateView& view = context.index.view(viewIndex);
        bool fits = true;
        Vec2i position;
        for (const JunctionPort& need : required) {
            const int port = view.portFacing(need.dir);
            if (port < 0 || !view.allows(port, need.width)) {
                fits = false;
                break;
            }
            if (isHorizontal(need.dir) && pin.lineY) {
                position.y = *pin.lineY - view.anchors[port].y;
            } else if (!isHorizontal(need.dir) && pin.lineX) {
                position.x = *pin.lineX - view.anchors[port].x;
            }
        }
        // Every port of a junction gets linked, so it may have no port
        // beyond those asked for.
        if (!fits || view.dirs.size() != required.size()) {
            continue;
        }
        candidates.push_back({viewIndex, position});
        weights.push_back(view.module->weight);
    }
    // A weighted shuffle: draw by weight without replacement.
    ordered.reserve(candidates.size());
    while (!candidates.empty()) {
        const std::size_t pick = *context.rng.weightedIndex(weights);
        ordered.push_back(candidates[pick]);
        candidates.erase(candidates.begin() + static_cast<long>(pick));
        weights.erase(weights.begin() + static_cast<long>(pick));
    }
}

namespace {

/// Candidate lists and odometers no walk is using: walks may nest, so each
/// borrows its own.
Spares<CandidateWalk::Buffers>& spareBuffers() {
    thread_local Spares<CandidateWalk::Buffers> spares;
    return spares;
}

}  // namespace

CandidateWalk::CandidateWalk(WidthList widths, ChoicesFor choicesFor)
    : widths_(widths), choicesFor_(choicesFor), buffers_(spareBuffers().borrow()) {
    // A borrowed spare may still hold another walk's lists: none is read
    // before choicesFor_ fills them in (the odometer starts out empty).
    buffers_.position.clear();
}

CandidateWalk::~CandidateWalk() {
    spareBuffers().giveBack(std::move(buffers_));
}

bool CandidateWalk::advanceWidth() {
    JunctionChoices& choices = buffers_.choices;
    while (widthIndex_ < widths_.size()) {
        choicesFor_(widths_[widthIndex_++], choices);
        const bool anyEmpty = std::any_of(choices.begin(), choices.end(),
                                          [](const auto& list) { return list.empty(); });
        if (!anyEmpty) {
            buffers_.position.assign(choices.size(), 0);
            fresh_ = true;
            return true;
        }
    }
    return false;
}

bool CandidateWalk::next(int& width, std::vector<PlannedRoom>& rooms) {
    const JunctionChoices& choices = buffers_.choices;
    std::vector<std::size_t>& position = buffers_.position;
    // Turn the odometer; when it wraps, move on to the next width.
    bool ready = fresh_;
    if (!ready && !choices.empty()) {
        for (std::size_t i = position.size(); i-- > 0;) {
            if (++position[i] < choices[i].size()) {
                ready = true;
                break;
            }
            position[i] = 0;
        }
    }
    if (!ready && !advanceWidth()) {
        return false;
    }
    fresh_ = false;
    width = widths_[widthIndex_ - 1];
    rooms.clear();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        rooms.push_back(choices[i][position[i]]);
    }
    return true;
}

bool planCrossing(GenerationContext& context, Plan& plan, const Ray& ray, const Crossing& crossing,
                  int width, PortRef& previous, std::optional<PlanProblem>& problem) {
    const Layout& layout = context.layout;
    const Corridor& crossed = *layout.corridor(crossing.corridor);
    const bool horizontal = isHorizontal(ray.dir);
    const JunctionPin pin = horizontal ? JunctionPin{ray.start.y, crossed.centreLine()}
                                       : JunctionPin{crossed.centreLine(), ray.start.x};
    const Dir back = opposite(ray.dir);
    const Dir side = turnClockwise(ray.dir);
    // Kept by the thread: nothing below asks for junction candidates again.
    thread_local std::vector<PlannedRoom> candidates;
    junctionCandidates(
        context, ModuleKind::FourWay,
        {{back, width}, {ray.dir, width}, {side, crossed.width}, {opposite(side), crossed.width}},
        pin, candidates);
    std::optional<PlanProblem> blocked;
    // One probe kept by the thread, its buffers reused: crossings are checked
    // candidate by candidate, thousands of times a run.
    thread_local Plan probe;
    for (const PlannedRoom& candidate : candidates) {
        probe.splitCorridors.assign(1, crossing.corridor);
        probe.rooms.assign(1, candidate);
        blocked = checkPlan(context, probe);
        if (blocked) {
            continue;
        }
        const int junction = static_cast<int>(plan.rooms.size());
        plan.rooms.push_back(candidate);
        const TemplateView& view = context.index.view(candidate.view);
        plan.links.push_back({previous, {junction, view.portFacing(back), true}, width});
        planCorridorSplit(context, plan, crossing.corridor, junction);
        previous = {junction, view.portFacing(ray.dir), true};
        return true;
    }
    const Vec2i where{*pin.lineX, *pin.lineY};
    problem = PlanProblem{
        context.explaining()
            ? "no four_way fits the crossing at (" + std::to_string(where.x) + "," +
                  std::to_string(where.y) + ") at width " + std::to_string(width) +
                  (blocked ? ": " + blocked->text
                           : ": the catalogue has none for widths " + std::to_string(width) +
                                 " and " + std::to_string(crossed.width))
            : std::string(),
        blocked ? blocked->outline : std::vector<Rect>{},
        blocked ? blocked->named : std::vector<EventObject>{}};
    return false;
}

bool planCrossings(GenerationContext& context, Plan& plan, const Ray& ray, int width,
                   PortRef& previous, std::optional<PlanProblem>& problem, int before) {
    for (const Crossing& crossing : ray.crossings) {
        if (crossing.distance >= before) {
            break;
        }
        if (!planCrossing(context, plan, ray, crossing, width, previous, problem)) {
            return false;
        }
    }
    return true;
}

bool applyFirstFit(GenerationContext& context, FunctionRef<bool(Plan&)> nextPlan,
                   FunctionRef<std::string()> what,
                   const std::optional<PlanProblem>* draftProblem) {
    // Candidates beyond the first few rarely fit where those did not, and
    // trying them all would make crowded layouts slow.
    constexpr int kMaxPlansTried = 16;
    std::optional<PlanProblem> lastProblem;
    bool anyCandidate = false;
    // Kept by the thread and emptied for each draft, keeping its buffers:
    // nothing a draft or its check calls applies another plan.
    thread_local Plan plan;
    for (int tried = 0; tried < kMaxPlansTried; ++tried) {
        plan.splitCorridors.clear();
        plan.rooms.clear();
        plan.links.clear();
        plan.attachments.clear();
        if (!nextPlan(plan)) {
            break;
        }
        anyCandidate = true;
        lastProblem = checkPlan(context, plan);
        if (lastProblem) {
            continue;
        }
        if (context.planFilter && !context.planFilter(plan)) {
            context.reject([&] { return what() + ": " + context.planFilterReason; },
                           context.explaining() ? planOutline(context, plan) : std::vector<Rect>{});
            return false;
        }
        const LoopVerdict loops = judgeLoops(context, plan);
        if (!loops.allowed) {
            // The candidate and the rooms it would join in a loop.
            std::vector<EventObject> joined;
            for (const RoomId room : loops.rooms) {
                joined.push_back({EventObject::Kind::Room, room});
            }
            context.reject(
                [&] {
                    return what() + ": " +
                           (loops.tooSmall
                                ? "would close a loop of " + std::to_string(loops.loopRooms) +
                                      (loops.loopRooms == 1 ? " room" : " rooms")
                            : loops.pastMaxLoops ? "would pass max_loops = " +
                                                       std::to_string(*context.params.maxLoops)
                                                 : "a loop of " + std::to_string(loops.loopRooms) +
                                                       "+ rooms left out by loop_chance");
                },
                context.explaining() ? planOutline(context, plan) : std::vector<Rect>{},
                std::move(joined));
            return false;
        }
        applyPlan(context, plan);
        return true;
    }
    if (!anyCandidate && draftProblem != nullptr && draftProblem->has_value()) {
        context.reject([&] { return what() + ": " + (*draftProblem)->text; },
                       (*draftProblem)->outline, (*draftProblem)->named);
    } else if (!anyCandidate) {
        context.reject(
            [&] { return what() + ": no junction module with matching ports and widths"; });
    } else {
        context.reject([&] { return what() + ": " + lastProblem->text; }, lastProblem->outline,
                       lastProblem->named);
    }
    return false;
}

}  // namespace easylink::generation

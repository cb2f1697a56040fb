#include "targets.hpp"

#include <algorithm>

#include "easylink/layout/layout_stats.hpp"
#include "growers/grower.hpp"
#include "placement.hpp"
#include "room_rules.hpp"

namespace easylink::generation {
namespace {

/// Work per pass is bounded, so a map of any size finishes.
constexpr int kMaxPasses = 32;
constexpr int kTemplateTries = 3;

bool isDeadEnd(const PlacedRoom& room) {
    return room.kind == ModuleKind::Normal && room.linkCount() == 1;
}

int countDeadEnds(const Layout& layout) {
    int count = 0;
    for (RoomId id : layout.roomIds()) {
        count += isDeadEnd(*layout.room(id)) ? 1 : 0;
    }
    return count;
}

/// The growers that link what exists (not the through inserter, not the rotator).
std::vector<GrowerKind> linkingGrowers(const EasylinkParams& params) {
    std::vector<GrowerKind> order;
    for (GrowerKind kind : params.growerOrder) {
        if (kind != GrowerKind::StraightCorridor && kind != GrowerKind::RoomRotator) {
            order.push_back(kind);
        }
    }
    return order;
}

/// Rounds of the linking growers, closing every long-enough loop, until
/// `enough` holds or a round adds nothing.
void closeLoops(GenerationContext& context, const std::function<bool()>& enough) {
    context.closingLoops = true;
    growRounds(context, GrowerSet(linkingGrowers(context.params), mapTiles(context)).growers(),
               enough);
    context.closingLoops = false;
}

/// Attaches a room straight onto an open port of a host `hostOk` accepts,
/// drawn by weight from the templates `templateOk` accepts, where `placeOk`
/// accepts its footprint. Returns the new room or -1.
RoomId attachRoom(GenerationContext& context, const std::vector<std::pair<RoomId, int>>& hosts,
                  const std::function<bool(int templateIndex)>& templateOk,
                  const std::function<bool(const Rect&)>& placeOk, const std::string& why) {
    Layout& layout = context.layout;
    std::vector<double> weights = context.index.roomWeights();
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const int templateIndex = context.index.roomTemplates()[i];
        if (!templateOk(templateIndex) || !placeableAtRandom(layout, templateIndex)) {
            weights[i] = 0.0;
        }
    }
    for (const auto& [host, hostPort] : hosts) {
        if (layout.room(host) == nullptr || !portOpen(layout, host, hostPort)) {
            continue;
        }
        for (int tries = 0; tries < kTemplateTries; ++tries) {
            const auto pick = context.rng.weightedIndex(weights);
            if (!pick) {
                return -1;
            }
            const RoomId added = attachOnto(context, host, hostPort,
                                            context.index.roomTemplates()[*pick], placeOk, why);
            if (added >= 0) {
                return added;
            }
        }
    }
    return -1;
}

/// Every open port of the rooms `hostOk` accepts, shuffled.
std::vector<std::pair<RoomId, int>> openPorts(
    GenerationContext& context, const std::function<bool(const PlacedRoom&)>& hostOk) {
    const Layout& layout = context.layout;
    context.spendWork(layout.roomIdLimit());
    std::vector<std::pair<RoomId, int>> ports;
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        if (!hostOk(room)) {
            continue;
        }
        for (std::size_t port = 0; port < room.ports.size(); ++port) {
            if (portOpen(layout, id, static_cast<int>(port))) {
                ports.emplace_back(id, static_cast<int>(port));
            }
        }
    }
    context.rng.shuffle(ports);
    return ports;
}

/// Step 1 of the phase: regions with their own density that pruning left short.
void topUpRegions(GenerationContext& context) {
    RegionBook& book = context.regions;
    const auto shortOf = [&](int zone) {
        return book.ownsDensity(zone) && book.askedDensity(zone) > 0.0 &&
               book.achievedDensity(zone) < book.askedDensity(zone);
    };
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        bool anyShort = false;
        for (int zone : book.zones()) {
            anyShort = anyShort || shortOf(zone);
        }
        if (!anyShort) {
            return;
        }
        const auto hosts = openPorts(context, [](const PlacedRoom&) { return true; });
        int added = 0;
        for (const auto& host : hosts) {
            if (context.outOfWork()) {
                return;
            }
            context.spendWork(1);
            const RoomId room = attachRoom(
                context, {host}, [](int) { return true; },
                [&](const Rect& rect) { return shortOf(book.zoneOf(rect)); },
                "attached to bring its region up to the asked density");
            added += room >= 0 ? 1 : 0;
        }
        if (added == 0) {
            return;
        }
    }
}

/// A dead end that can go: its one link leads to a normal or dead_end room
/// (never a junction, whose ports must all stay linked) that does not
/// become a dead end itself, and its module has no room rules. `corridor`
/// and `other` say what the link is and where it leads.
bool removable(const Layout& layout, const PlacedRoom& room, CorridorId& corridor, RoomId& other) {
    if (!isDeadEnd(room) || layout.catalogue().modules[room.templateIndex].rules.any()) {
        return false;
    }
    corridor = -1;
    other = -1;
    for (const PlacedPort& port : room.ports) {
        if (port.link.kind == PortLink::Kind::Room) {
            other = port.link.id;
        } else if (port.link.kind == PortLink::Kind::Corridor) {
            corridor = port.link.id;
            const Corridor& c = *layout.corridor(corridor);
            other = c.ends[0].room == room.id ? c.ends[1].room : c.ends[0].room;
        }
    }
    const PlacedRoom& neighbour = *layout.room(other);
    if (isJunction(neighbour.kind)) {
        return false;
    }
    return !(neighbour.kind == ModuleKind::Normal && neighbour.linkCount() == 2);
}

void reduceDeadEnds(GenerationContext& context, int most) {
    Layout& layout = context.layout;
    // Joined up first: a link from a dead end's free port closes a loop.
    context.planFilter = [&](const Plan& plan) {
        return std::any_of(plan.attachments.begin(), plan.attachments.end(),
                           [&](const Attachment& place) {
                               return place.size() == 1 && isDeadEnd(*layout.room(place.front()));
                           });
    };
    context.planFilterReason = "the targets phase only joins up dead ends here";
    closeLoops(context, [&] { return countDeadEnds(layout) <= most; });
    context.planFilter = nullptr;
    // Then removed, one at a time, while one can go. The count follows each
    // removal (the room, and its neighbour's state), so a pass stays linear.
    for (int pass = 0; pass < kMaxPasses && !context.outOfWork(); ++pass) {
        int deadEnds = countDeadEnds(layout);
        if (deadEnds <= most) {
            break;
        }
        bool any = false;
        context.spendWork(layout.roomIdLimit());
        for (RoomId id : layout.roomIds()) {
            if (deadEnds <= most || layout.roomCount() <= 1) {
                break;
            }
            const PlacedRoom* room = layout.room(id);
            CorridorId corridor = -1;
            RoomId other = -1;
            if (room == nullptr || !removable(layout, *room, corridor, other)) {
                continue;
            }
            const bool otherWasDeadEnd = isDeadEnd(*layout.room(other));
            context.beginAction();
            context.deleteComponent(
                {id}, corridor >= 0 ? std::vector<CorridorId>{corridor} : std::vector<CorridorId>{},
                "removed dead end " + context.describeRoom(id) +
                    (corridor >= 0 ? " and corridor " + std::to_string(corridor) : "") +
                    ": max_dead_ends is " + std::to_string(most));
            deadEnds += (isDeadEnd(*layout.room(other)) ? 1 : 0) - (otherWasDeadEnd ? 1 : 0) - 1;
            any = true;
        }
        if (!any) {
            break;
        }
    }
}

void addDeadEnds(GenerationContext& context, int least) {
    Layout& layout = context.layout;
    for (int pass = 0; pass < kMaxPasses && !context.outOfWork(); ++pass) {
        // The count follows each room attached (it and its host are the only
        // rooms whose links change), so a pass stays linear.
        int deadEnds = countDeadEnds(layout);
        if (deadEnds >= least) {
            break;
        }
        // Hosts that are not dead ends themselves, so each room added is one more.
        const auto hosts = openPorts(context, [](const PlacedRoom& room) {
            return !isJunction(room.kind) && !isDeadEnd(room);
        });
        int added = 0;
        for (const auto& host : hosts) {
            if (deadEnds >= least || context.outOfWork()) {
                break;
            }
            context.spendWork(1);
            const PlacedRoom& hostRoom = *layout.room(host.first);
            if (isDeadEnd(hostRoom)) {
                continue;  // became one since the list was made
            }
            const RoomId room = attachRoom(
                context, {host},
                [&](int templateIndex) {
                    return layout.catalogue().modules[templateIndex].kind == ModuleKind::Normal;
                },
                [](const Rect&) { return true; },
                "attached as a dead end: min_dead_ends is " + std::to_string(least));
            if (room >= 0) {
                deadEnds += (isDeadEnd(*layout.room(host.first)) ? 1 : 0) +
                            (isDeadEnd(*layout.room(room)) ? 1 : 0);
                ++added;
            }
        }
        if (added == 0) {
            break;
        }
    }
}

}  // namespace

TargetCheck checkTargets(const Layout& layout, const EasylinkParams& params) {
    const LayoutStats stats = computeStats(layout, 1);
    TargetCheck check;
    check.loops = stats.loops;
    check.deadEnds = stats.deadEnds;
    const auto bound = [&](const char* key, const std::optional<int>& limit, int value,
                           bool isMin) {
        if (!limit) {
            return;
        }
        const int gap = isMin ? *limit - value : value - *limit;
        if (gap <= 0) {
            return;
        }
        check.shortfall += gap;
        if (!check.missed.empty()) {
            check.missed += " and ";
        }
        check.missed += std::string(key) + " = " + std::to_string(*limit) + " (had " +
                        std::to_string(value) + ")";
    };
    bound("min_loops", params.minLoops, stats.loops, true);
    bound("max_loops", params.maxLoops, stats.loops, false);
    bound("min_dead_ends", params.minDeadEnds, stats.deadEnds, true);
    bound("max_dead_ends", params.maxDeadEnds, stats.deadEnds, false);
    return check;
}

bool hasTargetWork(const GenerationContext& context) {
    if (context.params.hasTargets() || context.params.wantedLoops > 0) {
        return true;
    }
    for (const Region& region : context.params.regions) {
        if (region.density && *region.density > 0.0) {
            return true;
        }
    }
    return false;
}

TargetCheck meetTargets(GenerationContext& context) {
    const EasylinkParams& params = context.params;
    Layout& layout = context.layout;
    if (context.regions.active()) {
        topUpRegions(context);
    }
    // Loops: min_loops must be met, wanted_loops is worth a pass; max_loops
    // caps both (judgeLoops refuses any link past it).
    const int loopsGoal = std::max(params.minLoops.value_or(0), params.wantedLoops);
    if (layout.cycleRank() < loopsGoal) {
        closeLoops(context, [&] { return layout.cycleRank() >= loopsGoal; });
    }
    if (params.maxDeadEnds && countDeadEnds(layout) > *params.maxDeadEnds) {
        reduceDeadEnds(context, *params.maxDeadEnds);
    }
    if (params.minDeadEnds && countDeadEnds(layout) < *params.minDeadEnds) {
        addDeadEnds(context, *params.minDeadEnds);
    }
    // Split corridors leave gaps in the ids; the layout file numbers densely.
    if (layout.roomIdLimit() != layout.roomCount() ||
        layout.corridorIdLimit() != layout.corridorCount()) {
        context.compact();
    }
    return checkTargets(layout, params);
}

}  // namespace easylink::generation

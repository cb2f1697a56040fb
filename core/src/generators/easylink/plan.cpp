#include "plan.hpp"

#include <algorithm>

#include "room_rules.hpp"

namespace easylink::generation {
namespace {

std::string at(Vec2i tile) {
    return "(" + std::to_string(tile.x) + "," + std::to_string(tile.y) + ")";
}

bool isSplit(const Plan& plan, const TileOwner& owner) {
    return owner.kind == TileOwner::Kind::Corridor &&
           std::find(plan.splitCorridors.begin(), plan.splitCorridors.end(), owner.id) !=
               plan.splitCorridors.end();
}

/// The first tile of `area` that is outside the map or taken by something the
/// plan does not remove.
std::optional<std::pair<Vec2i, TileOwner>> blockerOf(const Layout& layout, const Plan& plan,
                                                     const Rect& area) {
    if (!layout.bounds().contains(area)) {
        return layout.firstBlocker(area);
    }
    // Inside the map: the grid's rows read directly, plans are checked by the thousand.
    const Layout::PackedOwner* row =
        layout.packedOwners() + static_cast<std::ptrdiff_t>(area.top()) * layout.width();
    // A junction on a split corridor covers runs of that corridor's tiles:
    // the last owner found to be split is let through without a search.
    Layout::PackedOwner lastSplit = 0;
    for (int y = area.top(); y < area.bottom(); ++y, row += layout.width()) {
        for (int x = area.left(); x < area.right(); ++x) {
            const Layout::PackedOwner packed = row[x];
            if (packed == 0 || packed == lastSplit) {
                continue;
            }
            const TileOwner owner = Layout::unpackOwner(packed);
            if (!isSplit(plan, owner)) {
                return std::pair{Vec2i{x, y}, owner};
            }
            lastSplit = packed;
        }
    }
    return std::nullopt;
}

const std::vector<int>& widthsOf(const GenerationContext& context, const Plan& plan,
                                 const PortRef& port) {
    if (port.planned) {
        return context.index.view(plan.rooms[port.room].view).widths(port.port);
    }
    const PlacedRoom& room = *context.layout.room(port.room);
    return context.layout.catalogue().modules[room.templateIndex].ports[port.port].widths;
}

/// The socket of `port` (section 11); empty: none.
const std::string& socketOf(const GenerationContext& context, const Plan& plan,
                            const PortRef& port) {
    const int templateIndex = port.planned
                                  ? context.index.view(plan.rooms[port.room].view).templateIndex
                                  : context.layout.room(port.room)->templateIndex;
    return context.index.socket(templateIndex, port.port);
}

/// When the catalogue uses sockets and `link` joins two different ones,
/// their names as messages say them; nullopt otherwise.
std::optional<std::pair<std::string, std::string>> differingSockets(
    const GenerationContext& context, const Plan& plan, const PlannedLink& link) {
    if (!context.index.usesSockets()) {
        return std::nullopt;
    }
    const std::string& a = socketOf(context, plan, link.a);
    const std::string& b = socketOf(context, plan, link.b);
    if (a == b) {
        return std::nullopt;
    }
    const auto name = [](const std::string& socket) {
        return socket.empty() ? std::string("none") : "\"" + socket + "\"";
    };
    return std::pair{name(a), name(b)};
}

bool isPortFree(const GenerationContext& context, const Plan& plan, const PortRef& port) {
    if (port.planned) {
        return true;
    }
    const PlacedPort& placed = context.layout.room(port.room)->ports[port.port];
    if (placed.link.isFree()) {
        return portOpen(context.layout, port.room, port.port);
    }
    return placed.link.kind == PortLink::Kind::Corridor &&
           std::find(plan.splitCorridors.begin(), plan.splitCorridors.end(), placed.link.id) !=
               plan.splitCorridors.end();
}

}  // namespace

PortPlace placeOf(const GenerationContext& context, const Plan& plan, const PortRef& port) {
    if (port.planned) {
        const PlannedRoom& room = plan.rooms[port.room];
        const TemplateView& view = context.index.view(room.view);
        return {room.position + view.anchors[port.port], view.dirs[port.port]};
    }
    const PlacedPort& placed = context.layout.room(port.room)->ports[port.port];
    return {placed.anchor, placed.dir};
}

std::optional<PlanProblem> checkPlan(const GenerationContext& context, const Plan& plan) {
    const bool explain = context.explaining();
    const Layout& layout = context.layout;
    // What the plan adds, to catch its parts overlapping each other, and the
    // ports it uses, to catch one used twice: buffers kept by the thread,
    // since growers check plans by the thousand.
    thread_local std::vector<Rect> claimed;
    thread_local std::vector<std::pair<int, int>> usedPorts;  // (room key, port)
    claimed.clear();
    usedPorts.clear();
    // The outline only shows in events, so it is only made when explaining.
    const auto problem = [&](const auto& text, std::initializer_list<Rect> outline,
                             std::vector<EventObject> named = {}) {
        return explain ? PlanProblem{text(), std::vector<Rect>(outline), std::move(named)}
                       : PlanProblem{};
    };
    // `what` names the part in messages; it is only called when explaining.
    const auto claim = [&](const Rect& area, const auto& what) -> std::optional<PlanProblem> {
        if (const auto blocker = blockerOf(layout, plan, area)) {
            return problem(
                [&] {
                    return what() + " is blocked by " + context.describeOwner(blocker->second) +
                           " at " + at(blocker->first);
                },
                {area}, namedBy(blocker->second));
        }
        for (const Rect& other : claimed) {
            if (other.intersects(area)) {
                return problem(
                    [&] { return what() + " would overlap another part of the same plan"; },
                    {area, other});
            }
        }
        claimed.push_back(area);
        return std::nullopt;
    };

    for (const PlannedRoom& room : plan.rooms) {
        const TemplateView& view = context.index.view(room.view);
        const Rect rect = footprint(room.position, view.size);
        if (!isMacroAligned(room.position + view.anchors.front(), layout.catalogue().macro)) {
            return problem(
                [&] { return "the " + view.module->name + " would be off the macrogrid"; }, {rect});
        }
        if (auto blocked = claim(rect, [&] {
                return "a " + std::string(toString(view.kind)) + " (" + view.module->name +
                       ") at " + at(room.position);
            })) {
            return blocked;
        }
    }
    for (const PlannedLink& link : plan.links) {
        for (const PortRef* port : {&link.a, &link.b}) {
            const std::pair<int, int> key{port->planned ? -1 - port->room : port->room, port->port};
            if (std::find(usedPorts.begin(), usedPorts.end(), key) != usedPorts.end() ||
                !isPortFree(context, plan, *port)) {
                return problem([&] { return std::string("a port would be used twice"); }, {});
            }
            usedPorts.push_back(key);
            const auto& widths = widthsOf(context, plan, *port);
            if (std::find(widths.begin(), widths.end(), link.width) == widths.end()) {
                return problem(
                    [&] { return "a port does not allow width " + std::to_string(link.width); },
                    {});
            }
        }
        if (const auto sockets = differingSockets(context, plan, link)) {
            return problem(
                [&] {
                    return "the ports' sockets differ (" + sockets->first + " and " +
                           sockets->second + ")";
                },
                {});
        }
        const PortPlace a = placeOf(context, plan, link.a);
        const PortPlace b = placeOf(context, plan, link.b);
        if (a.anchor == b.anchor && a.dir == opposite(b.dir)) {
            continue;  // a direct link: the rooms touch
        }
        const std::optional<Rect> rect = corridorRect(a.anchor, a.dir, b.anchor, b.dir, link.width);
        if (!rect) {
            return problem(
                [&] {
                    return "the ports at " + at(a.anchor) + " and " + at(b.anchor) +
                           " do not face each other on one line";
                },
                {});
        }
        if (auto blocked = claim(*rect, [&] {
                return "the corridor from " + at(a.anchor) + " to " + at(b.anchor);
            })) {
            return blocked;
        }
    }
    return std::nullopt;
}

std::vector<Rect> planOutline(const GenerationContext& context, const Plan& plan) {
    std::vector<Rect> outline;
    for (const PlannedRoom& room : plan.rooms) {
        outline.push_back(footprint(room.position, context.index.view(room.view).size));
    }
    for (const PlannedLink& link : plan.links) {
        const PortPlace a = placeOf(context, plan, link.a);
        const PortPlace b = placeOf(context, plan, link.b);
        if (a.anchor == b.anchor) {
            continue;  // a direct link: no tiles between the rooms
        }
        if (const std::optional<Rect> rect =
                corridorRect(a.anchor, a.dir, b.anchor, b.dir, link.width)) {
            outline.push_back(*rect);
        }
    }
    return outline;
}

std::vector<RoomId> applyPlan(GenerationContext& context, const Plan& plan) {
    context.beginAction();
    for (CorridorId corridor : plan.splitCorridors) {
        context.removeCorridor(corridor, /*splitting=*/true);
    }
    std::vector<RoomId> added;
    for (const PlannedRoom& room : plan.rooms) {
        added.push_back(context.addRoom(room.view, room.position));
    }
    const auto resolve = [&](const PortRef& port) {
        return CorridorEnd{port.planned ? added[port.room] : port.room, port.port};
    };
    for (const PlannedLink& link : plan.links) {
        const CorridorEnd a = resolve(link.a);
        const CorridorEnd b = resolve(link.b);
        const PlacedPort& pa = context.layout.room(a.room)->ports[a.port];
        const PlacedPort& pb = context.layout.room(b.room)->ports[b.port];
        if (pa.anchor == pb.anchor) {
            context.linkRooms(a.room, a.port, b.room, b.port, link.width);
        } else {
            context.addCorridor(a, b, link.width, link.piece);
        }
    }
    return added;
}

bool planCorridorSplit(const GenerationContext& context, Plan& plan, CorridorId corridor,
                       int junction) {
    const Corridor& split = *context.layout.corridor(corridor);
    const TemplateView& view = context.index.view(plan.rooms[junction].view);
    const bool horizontal = split.axis == Axis::Horizontal;
    const int towardLow = view.portFacing(horizontal ? Dir::W : Dir::N);
    const int towardHigh = view.portFacing(horizontal ? Dir::E : Dir::S);
    if (towardLow < 0 || towardHigh < 0) {
        return false;
    }
    plan.splitCorridors.push_back(corridor);
    plan.links.push_back({{split.ends[0].room, split.ends[0].port, false},
                          {junction, towardLow, true},
                          split.width,
                          /*piece=*/true});
    plan.links.push_back({{junction, towardHigh, true},
                          {split.ends[1].room, split.ends[1].port, false},
                          split.width,
                          /*piece=*/true});
    plan.attachments.push_back({split.ends[0].room, split.ends[1].room});
    return true;
}

WidthList preferredWidths(GenerationContext& context, const std::vector<int>& a,
                          const std::vector<int>& b) {
    WidthList common;
    for (int width : a) {
        if (std::find(b.begin(), b.end(), width) != b.end()) {
            common.add(width);
        }
    }
    std::sort(common.begin(), common.end());
    switch (context.params.widthPolicy) {
        case WidthPolicy::Narrowest: break;
        case WidthPolicy::Widest: std::reverse(common.begin(), common.end()); break;
        case WidthPolicy::Random:
            context.rng.shuffle(std::span<int>(common.begin(), common.size()));
            break;
    }
    return common;
}

}  // namespace easylink::generation

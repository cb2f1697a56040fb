// Room-to-room: from every free port facing E or S (the other two ways are
// found from their partners), walk the ray; when it ends at a room's wall
// where a free port faces back on the same line, join them. Corridors the
// ray crossed get a four_way each, and are split into pieces joined to it.

#include "../room_rules.hpp"
#include "growers.hpp"

namespace easylink::generation {
namespace {

/// The free port of `room` facing `dir` with its anchor at `anchor`, or -1.
int freePortAt(const Layout& layout, RoomId room, Dir dir, Vec2i anchor) {
    const PlacedRoom& placed = *layout.room(room);
    for (std::size_t i = 0; i < placed.ports.size(); ++i) {
        const PlacedPort& port = placed.ports[i];
        if (port.dir == dir && port.anchor == anchor &&
            portOpen(layout, room, static_cast<int>(i))) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

/// The partner a port's ray reaches, with the ray. The ray's tiles go into
/// `footprint` when one is given.
std::optional<std::pair<FreePort, Ray>> partnerOf(const Layout& layout, const FreePort& from,
                                                  Footprint* footprint = nullptr) {
    const PlacedPort* port = freePort(layout, from);
    if (port == nullptr) {
        return std::nullopt;
    }
    Ray ray = castRay(layout, port->anchor, port->dir);
    if (footprint != nullptr) {
        footprint->addRay(ray);
        for (const Crossing& crossing : ray.crossings) {
            footprint->addJunctionSite(ray.pointAt(crossing.distance));
        }
    }
    if (ray.hit.kind != TileOwner::Kind::Room || ray.hit.id == from.room) {
        return std::nullopt;
    }
    const int to = freePortAt(layout, ray.hit.id, opposite(port->dir), ray.pointAt(ray.length));
    if (to < 0) {
        return std::nullopt;
    }
    return std::pair{FreePort{ray.hit.id, to}, std::move(ray)};
}

/// The plans for joining two ports along the ray between them, one per
/// passage width in the order given: for each corridor the ray crosses, the
/// four_way planCrossing() picks, then the last link to the far port. A width
/// whose crossings do not fit is skipped; crossingProblem() says why.
class JoinPlans {
public:
    JoinPlans(GenerationContext& context, const Ray& ray, FreePort from, FreePort to,
              WidthList widths)
        : context_(context), ray_(ray), from_(from), to_(to), widths_(widths) {}

    /// Fills in the next plan; false when every width has been tried.
    bool next(Plan& plan) {
        while (widthIndex_ < widths_.size()) {
            const int width = widths_[widthIndex_++];
            plan.splitCorridors.clear();
            plan.rooms.clear();
            plan.links.clear();
            plan.attachments.clear();
            plan.attachments = {{from_.room}, {to_.room}};
            PortRef previous{from_.room, from_.port, false};
            if (planCrossings(context_, plan, ray_, width, previous, crossingProblem_)) {
                plan.links.push_back({previous, {to_.room, to_.port, false}, width});
                return true;
            }
        }
        return false;
    }

    const std::optional<PlanProblem>& crossingProblem() const { return crossingProblem_; }

private:
    GenerationContext& context_;
    const Ray& ray_;
    FreePort from_;
    FreePort to_;
    WidthList widths_;
    std::size_t widthIndex_ = 0;
    std::optional<PlanProblem> crossingProblem_;
};

/// Joins the two ports of `opportunity` if an earlier action of this turn
/// left the line between them as it was; true when something was placed.
bool join(GenerationContext& context, const RoomToRoomGrower::Opportunity& opportunity) {
    const Layout& layout = context.layout;
    const auto partner = partnerOf(layout, opportunity.from);
    if (!partner || partner->first.room != opportunity.to.room ||
        partner->first.port != opportunity.to.port) {
        return false;
    }
    const FreePort& from = opportunity.from;
    const FreePort& to = opportunity.to;
    JoinPlans plans(context, partner->second, from, to,
                    preferredWidths(context, portWidths(layout, from.room, from.port),
                                    portWidths(layout, to.room, to.port)));
    return applyFirstFit(
        context, [&plans](Plan& plan) { return plans.next(plan); },
        [&] {
            return "joining " + context.describeRoom(from.room) + " port " +
                   std::to_string(from.port) + " and " + context.describeRoom(to.room) + " port " +
                   std::to_string(to.port);
        },
        &plans.crossingProblem());
}

}  // namespace

int RoomToRoomGrower::takeTurn(GenerationContext& context) {
    const Layout& layout = context.layout;
    // Kept by the grower, emptied for each turn: turns come by the dozen a layout.
    found_.clear();
    TurnSeeds& seeds = quiet_.beginTurn();
    for (const FreePort& from : freePorts(context)) {
        const Dir dir = layout.room(from.room)->ports[from.port].dir;
        if (dir != Dir::E && dir != Dir::S) {
            continue;
        }
        auto look = quiet_.startLook(portSeed(from.room, from.port), context.changes(),
                                     context.index.junctionReach(), seeds);
        if (!look) {
            continue;
        }
        const auto partner = partnerOf(layout, from, &look->footprint);
        const int seed = look->seed;
        if (partner) {
            found_.push_back({from, partner->first, seed});
        }
    }
    const int applied = applySome(context, found_, &seeds, [&context](const Opportunity& each) {
        return join(context, each);
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

}  // namespace easylink::generation

// Room-to-room: from every free port facing E or S (the other two ways are
// found from their partners), walk the ray; when it ends at a room's wall
// where a free port faces back on the same line, join them. Corridors the
// ray crossed get a four_way each, and are split into pieces joined to it.

#include "../room_rules.hpp"
#include "growers.hpp"

namespace easylink::generation {
namespace {

struct Opportunity {
    FreePort from;
    FreePort to;
    int seed = -1;
};

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

}  // namespace

int RoomToRoomGrower::takeTurn(GenerationContext& context) {
    const Layout& layout = context.layout;
    std::vector<Opportunity> found;
    TurnSeeds seeds;
    for (const FreePort& from : freePorts(layout)) {
        const Dir dir = layout.room(from.room)->ports[from.port].dir;
        if (dir != Dir::E && dir != Dir::S) {
            continue;
        }
        auto look = quiet_.startLook(portSeed(from.room, from.port), context.changes(),
                                     context.index.junctionReach());
        if (!look) {
            continue;
        }
        const auto partner = partnerOf(layout, from, &look->footprint);
        const int seed = seeds.add(std::move(*look));
        if (partner) {
            found.push_back({from, partner->first, seed});
        }
    }
    const int applied = applySome(context, found, &seeds, [&](const Opportunity& opportunity) {
        // Re-check: an earlier action of this turn may have changed the line.
        const auto partner = partnerOf(layout, opportunity.from);
        if (!partner || partner->first.room != opportunity.to.room ||
            partner->first.port != opportunity.to.port) {
            return false;
        }
        const Ray& ray = partner->second;
        const FreePort& from = opportunity.from;
        const FreePort& to = opportunity.to;
        const std::vector<int> widths =
            preferredWidths(context, portWidths(layout, from.room, from.port),
                            portWidths(layout, to.room, to.port));

        // Candidates: each width in turn; for each crossing, the junctions in
        // weighted random order, the first that fits on its own.
        std::size_t widthIndex = 0;
        std::optional<PlanProblem> crossingProblem;
        const auto nextPlan = [&](Plan& plan) {
            while (widthIndex < widths.size()) {
                const int width = widths[widthIndex++];
                plan = Plan{};
                plan.attachments = {{from.room}, {to.room}};
                PortRef previous{from.room, from.port, false};
                bool complete = true;
                for (const Crossing& crossing : ray.crossings) {
                    if (!planCrossing(context, plan, ray, crossing, width, previous,
                                      crossingProblem)) {
                        complete = false;
                        break;
                    }
                }
                if (!complete) {
                    continue;  // the next width may fit; crossingProblem says why not
                }
                plan.links.push_back({previous, {to.room, to.port, false}, width});
                return true;
            }
            return false;
        };
        return applyFirstFit(
            context, nextPlan,
            [&] {
                return "joining " + context.describeRoom(from.room) + " port " +
                       std::to_string(from.port) + " and " + context.describeRoom(to.room) +
                       " port " + std::to_string(to.port);
            },
            &crossingProblem);
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

}  // namespace easylink::generation

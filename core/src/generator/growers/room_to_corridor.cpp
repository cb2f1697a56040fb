// Room-to-corridor: a free port whose ray runs into the side of a corridor
// (at right angles to it) gets a corridor to a t_junction placed on that
// corridor, which is split in two at the junction.

#include "growers.hpp"

namespace easylink::generation {
namespace {

struct Opportunity {
    FreePort from;
    CorridorId corridor = -1;
    int seed = -1;
};

/// The corridor a port's ray runs into side-on, with the ray. The ray's
/// tiles go into `footprint` when one is given.
std::optional<std::pair<CorridorId, Ray>> corridorAhead(const Layout& layout, const FreePort& from,
                                                        Footprint* footprint = nullptr) {
    const PlacedPort* port = freePort(layout, from);
    if (port == nullptr) {
        return std::nullopt;
    }
    Ray ray = castRay(layout, port->anchor, port->dir, /*crossCorridors=*/false);
    if (footprint != nullptr) {
        footprint->addRay(ray);
    }
    if (ray.hit.kind != TileOwner::Kind::Corridor) {
        return std::nullopt;
    }
    const Corridor& corridor = *layout.corridor(ray.hit.id);
    if ((corridor.axis == Axis::Horizontal) == isHorizontal(port->dir)) {
        return std::nullopt;  // end-on, not side-on
    }
    if (footprint != nullptr) {
        footprint->addJunctionSite(ray.pointAt(ray.length));  // where the t_junction goes
    }
    return std::pair{corridor.id, std::move(ray)};
}

}  // namespace

int RoomToCorridorGrower::takeTurn(GenerationContext& context) {
    const Layout& layout = context.layout;
    std::vector<Opportunity> found;
    TurnSeeds seeds;
    for (const FreePort& from : freePorts(layout)) {
        auto look = quiet_.startLook(portSeed(from.room, from.port), context.changes(),
                                     context.index.junctionReach());
        if (!look) {
            continue;
        }
        const auto ahead = corridorAhead(layout, from, &look->footprint);
        const int seed = seeds.add(std::move(*look));
        if (ahead) {
            found.push_back({from, ahead->first, seed});
        }
    }
    const int applied = applySome(context, found, &seeds, [&](const Opportunity& opportunity) {
        const auto ahead = corridorAhead(layout, opportunity.from);
        if (!ahead || ahead->first != opportunity.corridor) {
            return false;
        }
        const FreePort& from = opportunity.from;
        const Ray& ray = ahead->second;
        const Corridor& corridor = *layout.corridor(opportunity.corridor);
        const Dir stem = opposite(ray.dir);
        const Dir along = corridor.axis == Axis::Horizontal ? Dir::E : Dir::S;
        const int corridorLine = corridor.axis == Axis::Horizontal
                                     ? corridor.rect.y + corridor.width / 2
                                     : corridor.rect.x + corridor.width / 2;
        const JunctionPin pin = isHorizontal(ray.dir) ? JunctionPin{ray.start.y, corridorLine}
                                                      : JunctionPin{corridorLine, ray.start.x};
        CandidateWalk walk(
            preferredWidths(context, portWidths(layout, from.room, from.port), kAllWidths),
            [&](int w) {
                return JunctionChoices{junctionCandidates(
                    context, ModuleKind::TJunction,
                    {{stem, w}, {along, corridor.width}, {opposite(along), corridor.width}}, pin)};
            });
        int width = 0;
        const auto nextPlan = [&](Plan& plan) {
            if (!walk.next(width, plan.rooms)) {
                return false;
            }
            plan.attachments = {{from.room}};
            const TemplateView& view = context.index.view(plan.rooms[0].view);
            plan.links.push_back(
                {{from.room, from.port, false}, {0, view.portFacing(stem), true}, width});
            planCorridorSplit(context, plan, corridor.id, 0);
            return true;
        };
        return applyFirstFit(context, nextPlan, [&] {
            return "joining " + context.describeRoom(from.room) + " port " +
                   std::to_string(from.port) + " to the side of corridor " +
                   std::to_string(corridor.id);
        });
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

}  // namespace easylink::generation

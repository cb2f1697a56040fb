// Room-to-corridor: a free port whose ray runs into the side of a corridor
// (at right angles to it) gets a corridor to a t_junction placed on that
// corridor, which is split in two at the junction. When the ray, carried
// across that corridor, runs into the side of a second one, the crossing is
// made instead where it fits: a four_way on the first corridor and the
// t_junction on the second, so corridors cross where the geometry allows.

#include "growers.hpp"

namespace easylink::generation {
namespace {

/// The corridor after the first one that a port's ray, carried across
/// corridors, runs into side-on; -1 when there is none.
CorridorId secondCorridorAhead(const Layout& layout, const PlacedPort& port, Footprint* footprint) {
    const Ray across = castRay(layout, port.anchor, port.dir, /*crossCorridors=*/true);
    if (across.crossings.size() < 2) {
        return -1;
    }
    if (footprint != nullptr) {
        footprint->addRay(across);
        footprint->addJunctionSite(across.pointAt(across.crossings[0].distance));
        footprint->addJunctionSite(across.pointAt(across.crossings[1].distance));
    }
    return across.crossings[1].corridor;
}

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

/// Where a t_junction (or four_way) on `on` goes for a ray side-on to it:
/// on the ray's line and the corridor's centre line.
JunctionPin pinOn(const Ray& ray, const Corridor& on) {
    return isHorizontal(ray.dir) ? JunctionPin{ray.start.y, on.centreLine()}
                                 : JunctionPin{on.centreLine(), ray.start.x};
}

std::string describeJoin(const GenerationContext& context, const FreePort& from,
                         const Corridor& corridor) {
    return "joining " + context.describeRoom(from.room) + " port " + std::to_string(from.port) +
           " to the side of corridor " + std::to_string(corridor.id);
}

/// The crossing: a four_way on the first corridor the port's ray reaches,
/// a t_junction on the second, the first pair that fits.
bool joinAcross(GenerationContext& context, const FreePort& from, const Ray& ray,
                const Corridor& corridor, const Corridor& far) {
    const Layout& layout = context.layout;
    const Dir stem = opposite(ray.dir);
    const Dir farAlong = far.axis == Axis::Horizontal ? Dir::E : Dir::S;
    const Dir side = turnClockwise(ray.dir);
    const auto crossChoices = [&](int w, JunctionChoices& choices) {
        choices.resize(2);
        junctionCandidates(
            context, ModuleKind::FourWay,
            {{stem, w}, {ray.dir, w}, {side, corridor.width}, {opposite(side), corridor.width}},
            pinOn(ray, corridor), choices[0]);
        junctionCandidates(context, ModuleKind::TJunction,
                           {{stem, w}, {farAlong, far.width}, {opposite(farAlong), far.width}},
                           pinOn(ray, far), choices[1]);
    };
    CandidateWalk crossWalk(
        preferredWidths(context, portWidths(layout, from.room, from.port), kAllWidths),
        crossChoices);
    int width = 0;
    const auto nextCrossing = [&](Plan& plan) {
        if (!crossWalk.next(width, plan.rooms)) {
            return false;
        }
        plan.attachments = {{from.room}};
        const TemplateView& cross = context.index.view(plan.rooms[0].view);
        const TemplateView& tee = context.index.view(plan.rooms[1].view);
        plan.links = {
            {{from.room, from.port, false}, {0, cross.portFacing(stem), true}, width},
            {{0, cross.portFacing(ray.dir), true}, {1, tee.portFacing(stem), true}, width}};
        planCorridorSplit(context, plan, corridor.id, 0);
        planCorridorSplit(context, plan, far.id, 1);
        return true;
    };
    return applyFirstFit(context, nextCrossing, [&] {
        return describeJoin(context, from, corridor) + " across to corridor " +
               std::to_string(far.id);
    });
}

/// A corridor from the port to a t_junction on the corridor's side, the
/// first that fits.
bool joinSideOn(GenerationContext& context, const FreePort& from, const Ray& ray,
                const Corridor& corridor) {
    const Layout& layout = context.layout;
    const Dir stem = opposite(ray.dir);
    const Dir along = corridor.axis == Axis::Horizontal ? Dir::E : Dir::S;
    const auto teeChoices = [&](int w, JunctionChoices& choices) {
        choices.resize(1);
        junctionCandidates(context, ModuleKind::TJunction,
                           {{stem, w}, {along, corridor.width}, {opposite(along), corridor.width}},
                           pinOn(ray, corridor), choices[0]);
    };
    CandidateWalk walk(
        preferredWidths(context, portWidths(layout, from.room, from.port), kAllWidths), teeChoices);
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
    return applyFirstFit(context, nextPlan, [&] { return describeJoin(context, from, corridor); });
}

/// Tries one opportunity as the layout now stands: the port still free and
/// its ray still reaching the corridor side-on. Across to a second corridor
/// beyond it first, when there is one; else to the corridor's side.
bool joinToCorridor(GenerationContext& context,
                    const RoomToCorridorGrower::Opportunity& opportunity) {
    const Layout& layout = context.layout;
    const auto ahead = corridorAhead(layout, opportunity.from);
    if (!ahead || ahead->first != opportunity.corridor) {
        return false;
    }
    const FreePort& from = opportunity.from;
    const Ray& ray = ahead->second;
    const Corridor& corridor = *layout.corridor(opportunity.corridor);
    const CorridorId second =
        secondCorridorAhead(layout, layout.room(from.room)->ports[from.port], nullptr);
    if (second >= 0 && joinAcross(context, from, ray, corridor, *layout.corridor(second))) {
        return true;
    }
    return joinSideOn(context, from, ray, corridor);
}

}  // namespace

int RoomToCorridorGrower::takeTurn(GenerationContext& context) {
    TurnSeeds& seeds = quiet_.beginTurn();
    findOpportunities(context, seeds);
    const int applied = applySome(context, found_, &seeds, [&](const Opportunity& opportunity) {
        return joinToCorridor(context, opportunity);
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

void RoomToCorridorGrower::findOpportunities(GenerationContext& context, TurnSeeds& seeds) {
    const Layout& layout = context.layout;
    // Kept by the grower, emptied for each turn: turns come by the dozen a layout.
    found_.clear();
    for (const FreePort& from : freePorts(context)) {
        auto look = quiet_.startLook(portSeed(from.room, from.port), context.changes(),
                                     context.index.junctionReach(), seeds);
        if (!look) {
            continue;
        }
        const auto ahead = corridorAhead(layout, from, &look->footprint);
        if (ahead) {
            secondCorridorAhead(layout, layout.room(from.room)->ports[from.port], &look->footprint);
        }
        const int seed = look->seed;
        if (ahead) {
            found_.push_back({from, ahead->first, seed});
        }
    }
}

}  // namespace easylink::generation

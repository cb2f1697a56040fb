// Bent-room-to-corridor: a free port's ray, a bend somewhere along it, and a
// run at right angles from the bend to a t_junction on a corridor parallel to
// the ray. The bend's position is tried at every macro line along the ray;
// from each, a ray at right angles (both ways) looks for the corridor. Bends
// further than kMaxBendSteps macro cells from the port, and runs longer than
// kMaxRunSteps, are not considered: they would make long detours, and the
// search would grow with the map. The port's ray is carried across corridors
// at right angles to it: a four_way goes on each one crossed before the bend.

#include <algorithm>

#include "growers.hpp"

namespace easylink::generation {
namespace {

constexpr int kMaxBendSteps = 4;
constexpr int kMaxRunSteps = 16;

/// The corridor a run from `point` in `dir` reaches side-on, parallel to
/// `rayDir`. The run's tiles go into `footprint` when one is given.
std::optional<CorridorId> corridorAlong(const Layout& layout, Vec2i point, Dir dir, Dir rayDir,
                                        Footprint* footprint = nullptr) {
    const int macro = layout.catalogue().macro;
    const Ray run = castRay(layout, point, dir, /*crossCorridors=*/false, kMaxRunSteps * macro + 1);
    if (footprint != nullptr) {
        footprint->addRay(run);
    }
    if (run.hit.kind != TileOwner::Kind::Corridor) {
        return std::nullopt;
    }
    const Corridor& corridor = *layout.corridor(run.hit.id);
    if ((corridor.axis == Axis::Horizontal) != isHorizontal(rayDir)) {
        return std::nullopt;
    }
    if (footprint != nullptr) {
        footprint->addJunctionSite(point);                    // the bend
        footprint->addJunctionSite(run.pointAt(run.length));  // the t_junction
    }
    return corridor.id;
}

/// True when a bend `distance` steps along the ray would sit on a corridor it crosses.
bool onCrossing(const Ray& ray, int distance) {
    return std::any_of(ray.crossings.begin(), ray.crossings.end(), [&](const Crossing& c) {
        return distance >= c.distance && distance <= c.distance + c.span;
    });
}

/// Tries one opportunity as the layout now stands: the port still free,
/// its ray still reaching the bend's place and the run from there still
/// meeting the corridor side-on; the first bend and t_junction that fit.
bool bendToCorridor(GenerationContext& context,
                    const BentRoomToCorridorGrower::Opportunity& opportunity) {
    const Layout& layout = context.layout;
    const PlacedPort* port = freePort(layout, opportunity.from);
    if (port == nullptr) {
        return false;
    }
    // Only as far as the bend: what is beyond it does not matter here.
    const Ray ray = castRay(layout, port->anchor, port->dir, true, opportunity.distance + 1);
    const Vec2i bend = ray.pointAt(opportunity.distance);
    if (opportunity.distance > ray.length || onCrossing(ray, opportunity.distance) ||
        corridorAlong(layout, bend, opportunity.turn, port->dir) != opportunity.corridor) {
        return false;
    }
    const FreePort& from = opportunity.from;
    const Corridor& corridor = *layout.corridor(opportunity.corridor);
    const Dir back = opposite(port->dir);
    const Dir turn = opportunity.turn;
    const Dir along = corridor.axis == Axis::Horizontal ? Dir::E : Dir::S;
    const int corridorLine = corridor.centreLine();
    // The bend sits on the port's line and the run's line; the junction
    // on the run's line and the corridor's.
    const bool horizontal = isHorizontal(port->dir);
    const JunctionPin bendPin =
        horizontal ? JunctionPin{port->anchor.y, bend.x} : JunctionPin{bend.y, port->anchor.x};
    const JunctionPin teePin =
        horizontal ? JunctionPin{corridorLine, bend.x} : JunctionPin{bend.y, corridorLine};
    const auto bendAndTee = [&](int w, JunctionChoices& choices) {
        choices.resize(2);
        junctionCandidates(context, ModuleKind::Bend, {{back, w}, {turn, w}}, bendPin, choices[0]);
        junctionCandidates(
            context, ModuleKind::TJunction,
            {{opposite(turn), w}, {along, corridor.width}, {opposite(along), corridor.width}},
            teePin, choices[1]);
    };
    CandidateWalk walk(
        preferredWidths(context, portWidths(layout, from.room, from.port), kAllWidths), bendAndTee);
    int width = 0;
    std::optional<PlanProblem> crossingProblem;
    const auto nextPlan = [&](Plan& plan) {
        while (walk.next(width, plan.rooms)) {
            const TemplateView& b = context.index.view(plan.rooms[0].view);
            const TemplateView& t = context.index.view(plan.rooms[1].view);
            plan.links.clear();
            plan.splitCorridors.clear();
            plan.attachments = {{from.room}};
            PortRef previous{from.room, from.port, false};
            if (!planCrossings(context, plan, ray, width, previous, crossingProblem,
                               opportunity.distance)) {
                continue;
            }
            plan.links.push_back({previous, {0, b.portFacing(back), true}, width});
            plan.links.push_back(
                {{0, b.portFacing(turn), true}, {1, t.portFacing(opposite(turn)), true}, width});
            planCorridorSplit(context, plan, corridor.id, 1);
            return true;
        }
        return false;
    };
    return applyFirstFit(
        context, nextPlan,
        [&] {
            return "bending from " + context.describeRoom(from.room) + " port " +
                   std::to_string(from.port) + " at (" + std::to_string(bend.x) + "," +
                   std::to_string(bend.y) + ") to corridor " + std::to_string(corridor.id);
        },
        &crossingProblem);
}

}  // namespace

int BentRoomToCorridorGrower::takeTurn(GenerationContext& context) {
    TurnSeeds& seeds = quiet_.beginTurn();
    findOpportunities(context, seeds);
    const int applied = applySome(context, found_, &seeds, [&](const Opportunity& opportunity) {
        return bendToCorridor(context, opportunity);
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

void BentRoomToCorridorGrower::findOpportunities(GenerationContext& context, TurnSeeds& seeds) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    // Kept by the grower, emptied for each turn: turns come by the dozen a layout.
    found_.clear();
    for (const FreePort& from : freePorts(context)) {
        auto look = quiet_.startLook(portSeed(from.room, from.port), context.changes(),
                                     context.index.junctionReach(), seeds);
        if (!look) {
            continue;
        }
        const PlacedPort& port = layout.room(from.room)->ports[from.port];
        const int furthest = kMaxBendSteps * macro;
        const Ray ray =
            castRay(layout, port.anchor, port.dir, /*crossCorridors=*/true, furthest + 1);
        look->footprint.addRay(ray);
        for (const Crossing& crossing : ray.crossings) {
            look->footprint.addJunctionSite(ray.pointAt(crossing.distance));
        }
        const int seed = look->seed;
        for (int distance = macro; distance <= std::min(ray.length, furthest); distance += macro) {
            if (onCrossing(ray, distance)) {
                continue;
            }
            const Vec2i bend = ray.pointAt(distance);
            for (Dir turn : {turnClockwise(port.dir), turnClockwise(port.dir, 3)}) {
                if (auto corridor = corridorAlong(layout, bend, turn, port.dir, &look->footprint)) {
                    found_.push_back({from, distance, turn, *corridor, seed});
                }
            }
        }
    }
}

}  // namespace easylink::generation

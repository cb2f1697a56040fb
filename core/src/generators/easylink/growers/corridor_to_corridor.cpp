// Corridor-to-corridor: from the south side of a horizontal corridor (the
// east side of a vertical one), at each macro line along it, walk a ray; when
// it reaches a parallel corridor side-on, join the two with a corridor and a
// t_junction on each. The north and west sides are found from the partner.
// When the ray, carried across that corridor, reaches a third parallel one,
// the crossing is tried first: a four_way on the middle corridor.

#include "growers.hpp"

namespace easylink::generation {
namespace {

/// The joining ray's direction out of a corridor.
Dir outward(const Corridor& corridor) {
    return corridor.axis == Axis::Horizontal ? Dir::S : Dir::E;
}

/// The starting points along a corridor's far side, on macro lines, keeping
/// clear of its two ends.
std::vector<Vec2i> startsAlong(const Corridor& corridor, int macro) {
    std::vector<Vec2i> starts;
    const bool horizontal = corridor.axis == Axis::Horizontal;
    const int low = horizontal ? corridor.rect.x : corridor.rect.y;
    const int high = horizontal ? corridor.rect.right() : corridor.rect.bottom();
    const int side = horizontal ? corridor.rect.bottom() : corridor.rect.right();
    for (int along = (low / macro + 1) * macro; along < high; along += macro) {
        starts.push_back(horizontal ? Vec2i{along, side} : Vec2i{side, along});
    }
    return starts;
}

/// The corridor parallel to `from` that a ray from `start` reaches side-on.
/// The ray's tiles go into `footprint` when one is given.
std::optional<CorridorId> parallelAhead(const Layout& layout, const Corridor& from, Vec2i start,
                                        Footprint* footprint = nullptr) {
    const Ray ray = castRay(layout, start, outward(from), /*crossCorridors=*/false);
    if (footprint != nullptr) {
        footprint->addRay(ray);
    }
    if (ray.hit.kind != TileOwner::Kind::Corridor || ray.hit.id == from.id) {
        return std::nullopt;
    }
    const Corridor& to = *layout.corridor(ray.hit.id);
    if (to.axis != from.axis) {
        return std::nullopt;
    }
    if (footprint != nullptr) {
        // A t_junction at each end of the joining corridor.
        footprint->addJunctionSite(start);
        footprint->addJunctionSite(ray.pointAt(ray.length));
    }
    return to.id;
}

}  // namespace

int CorridorToCorridorGrower::takeTurn(GenerationContext& context) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    // Kept by the grower, emptied for each turn: turns come by the dozen a layout.
    found_.clear();
    TurnSeeds& seeds = quiet_.beginTurn();
    for (const Corridor& corridor : layout.corridors()) {
        const CorridorId id = corridor.id;
        auto look = quiet_.startLook(corridorSeed(id), context.changes(),
                                     context.index.junctionReach(), seeds);
        if (!look) {
            continue;
        }
        look->footprint.add(corridor.rect);
        const int seed = look->seed;
        for (Vec2i start : startsAlong(corridor, macro)) {
            if (auto to = parallelAhead(layout, corridor, start, &look->footprint)) {
                found_.push_back({id, *to, start, seed});
            }
        }
    }
    const int applied = applySome(context, found_, &seeds, [&](const Opportunity& opportunity) {
        const Corridor* from = layout.corridor(opportunity.from);
        if (from == nullptr || layout.corridor(opportunity.to) == nullptr ||
            parallelAhead(layout, *from, opportunity.start) != opportunity.to) {
            return false;
        }
        const Corridor& to = *layout.corridor(opportunity.to);
        const Dir out = outward(*from);
        const Ray across = castRay(layout, opportunity.start, out, /*crossCorridors=*/true);
        const Dir along = from->axis == Axis::Horizontal ? Dir::E : Dir::S;
        const bool horizontal = from->axis == Axis::Horizontal;
        const int joinLine = horizontal ? opportunity.start.x : opportunity.start.y;
        const auto pinOn = [&](const Corridor& corridor) {
            return horizontal ? JunctionPin{corridor.centreLine(), joinLine}
                              : JunctionPin{joinLine, corridor.centreLine()};
        };
        const auto teeChoices = [&](int w, JunctionChoices& choices) {
            choices.resize(2);
            junctionCandidates(context, ModuleKind::TJunction,
                               {{out, w}, {along, from->width}, {opposite(along), from->width}},
                               pinOn(*from), choices[0]);
            junctionCandidates(context, ModuleKind::TJunction,
                               {{opposite(out), w}, {along, to.width}, {opposite(along), to.width}},
                               pinOn(to), choices[1]);
        };
        CandidateWalk walk(preferredWidths(context, kAllWidths, kAllWidths), teeChoices);
        int width = 0;
        const auto nextPlan = [&](Plan& plan) {
            if (!walk.next(width, plan.rooms)) {
                return false;
            }
            const TemplateView& a = context.index.view(plan.rooms[0].view);
            const TemplateView& b = context.index.view(plan.rooms[1].view);
            plan.links = {
                {{0, a.portFacing(out), true}, {1, b.portFacing(opposite(out)), true}, width}};
            planCorridorSplit(context, plan, from->id, 0);
            planCorridorSplit(context, plan, to.id, 1);
            return true;
        };
        if (across.crossings.size() >= 2 && across.crossings[0].corridor == to.id) {
            const Corridor& far = *layout.corridor(across.crossings[1].corridor);
            const auto crossChoices = [&](int w, JunctionChoices& choices) {
                choices.resize(2);
                junctionCandidates(context, ModuleKind::TJunction,
                                   {{out, w}, {along, from->width}, {opposite(along), from->width}},
                                   pinOn(*from), choices[0]);
                junctionCandidates(
                    context, ModuleKind::TJunction,
                    {{opposite(out), w}, {along, far.width}, {opposite(along), far.width}},
                    pinOn(far), choices[1]);
            };
            CandidateWalk crossWalk(preferredWidths(context, kAllWidths, kAllWidths), crossChoices);
            std::optional<PlanProblem> crossingProblem;
            const auto nextCrossing = [&](Plan& plan) {
                while (crossWalk.next(width, plan.rooms)) {
                    plan.links.clear();
                    plan.splitCorridors.clear();
                    plan.attachments.clear();
                    const TemplateView& a = context.index.view(plan.rooms[0].view);
                    const TemplateView& b = context.index.view(plan.rooms[1].view);
                    PortRef previous{0, a.portFacing(out), true};
                    if (!planCrossing(context, plan, across, across.crossings[0], width, previous,
                                      crossingProblem)) {
                        continue;
                    }
                    plan.links.push_back({previous, {1, b.portFacing(opposite(out)), true}, width});
                    planCorridorSplit(context, plan, from->id, 0);
                    planCorridorSplit(context, plan, far.id, 1);
                    return true;
                }
                return false;
            };
            if (applyFirstFit(
                    context, nextCrossing,
                    [&] {
                        return "joining corridors " + std::to_string(from->id) + " and " +
                               std::to_string(far.id) + " across corridor " + std::to_string(to.id);
                    },
                    &crossingProblem)) {
                return true;
            }
        }
        return applyFirstFit(context, nextPlan, [&] {
            return "joining corridors " + std::to_string(from->id) + " and " +
                   std::to_string(to.id) + " at " + (horizontal ? "x=" : "y=") +
                   std::to_string(joinLine);
        });
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

}  // namespace easylink::generation

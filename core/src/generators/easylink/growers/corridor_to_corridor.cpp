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

/// Two parallel corridors to join at one place: the ray leaves `from` at
/// `start`, going `out`, on the join line across them.
struct CorridorJoin {
    const Corridor& from;
    const Corridor& to;
    Vec2i start;
    Dir out = Dir::S;

    bool horizontal() const { return from.axis == Axis::Horizontal; }
    Dir along() const { return horizontal() ? Dir::E : Dir::S; }
    int joinLine() const { return horizontal() ? start.x : start.y; }
    /// Where a t_junction on `corridor` goes: on the join line and the
    /// corridor's centre line.
    JunctionPin pinOn(const Corridor& corridor) const {
        return horizontal() ? JunctionPin{corridor.centreLine(), joinLine()}
                            : JunctionPin{joinLine(), corridor.centreLine()};
    }
};

/// Lists, for one width, a t_junction on `near` facing `out` and one on
/// `far` facing back.
void teesFacing(GenerationContext& context, const CorridorJoin& join, const Corridor& near,
                const Corridor& far, int w, JunctionChoices& choices) {
    const Dir along = join.along();
    choices.resize(2);
    junctionCandidates(context, ModuleKind::TJunction,
                       {{join.out, w}, {along, near.width}, {opposite(along), near.width}},
                       join.pinOn(near), choices[0]);
    junctionCandidates(context, ModuleKind::TJunction,
                       {{opposite(join.out), w}, {along, far.width}, {opposite(along), far.width}},
                       join.pinOn(far), choices[1]);
}

/// The crossing: when the ray from `from` crosses `to` and reaches a third
/// parallel corridor, a t_junction on `from` and the far one, and a
/// four_way on `to` between them; the first that fits.
bool joinAcross(GenerationContext& context, const CorridorJoin& join, const Ray& across) {
    const Corridor& far = *context.layout.corridor(across.crossings[1].corridor);
    const auto crossChoices = [&](int w, JunctionChoices& choices) {
        teesFacing(context, join, join.from, far, w, choices);
    };
    CandidateWalk crossWalk(preferredWidths(context, kAllWidths, kAllWidths), crossChoices);
    int width = 0;
    std::optional<PlanProblem> crossingProblem;
    const auto nextCrossing = [&](Plan& plan) {
        while (crossWalk.next(width, plan.rooms)) {
            plan.links.clear();
            plan.splitCorridors.clear();
            plan.attachments.clear();
            const TemplateView& a = context.index.view(plan.rooms[0].view);
            const TemplateView& b = context.index.view(plan.rooms[1].view);
            PortRef previous{0, a.portFacing(join.out), true};
            if (!planCrossing(context, plan, across, across.crossings[0], width, previous,
                              crossingProblem)) {
                continue;
            }
            plan.links.push_back({previous, {1, b.portFacing(opposite(join.out)), true}, width});
            planCorridorSplit(context, plan, join.from.id, 0);
            planCorridorSplit(context, plan, far.id, 1);
            return true;
        }
        return false;
    };
    return applyFirstFit(
        context, nextCrossing,
        [&] {
            return "joining corridors " + std::to_string(join.from.id) + " and " +
                   std::to_string(far.id) + " across corridor " + std::to_string(join.to.id);
        },
        &crossingProblem);
}

/// A joining corridor between a t_junction on each of the two corridors,
/// at one of `widths`; the first that fits.
bool joinSideBySide(GenerationContext& context, const CorridorJoin& join, const WidthList& widths) {
    const auto teeChoices = [&](int w, JunctionChoices& choices) {
        teesFacing(context, join, join.from, join.to, w, choices);
    };
    CandidateWalk walk(widths, teeChoices);
    int width = 0;
    const auto nextPlan = [&](Plan& plan) {
        if (!walk.next(width, plan.rooms)) {
            return false;
        }
        const TemplateView& a = context.index.view(plan.rooms[0].view);
        const TemplateView& b = context.index.view(plan.rooms[1].view);
        plan.links = {{{0, a.portFacing(join.out), true},
                       {1, b.portFacing(opposite(join.out)), true},
                       width}};
        planCorridorSplit(context, plan, join.from.id, 0);
        planCorridorSplit(context, plan, join.to.id, 1);
        return true;
    };
    return applyFirstFit(context, nextPlan, [&] {
        return "joining corridors " + std::to_string(join.from.id) + " and " +
               std::to_string(join.to.id) + " at " + (join.horizontal() ? "x=" : "y=") +
               std::to_string(join.joinLine());
    });
}

/// Tries one opportunity as the layout now stands: both corridors still
/// there and the ray from one still reaching the other. Across a third
/// corridor first, when the ray crosses `to` and reaches one; else the two
/// side by side.
bool joinCorridors(GenerationContext& context,
                   const CorridorToCorridorGrower::Opportunity& opportunity) {
    const Layout& layout = context.layout;
    const Corridor* from = layout.corridor(opportunity.from);
    if (from == nullptr || layout.corridor(opportunity.to) == nullptr ||
        parallelAhead(layout, *from, opportunity.start) != opportunity.to) {
        return false;
    }
    const CorridorJoin join{*from, *layout.corridor(opportunity.to), opportunity.start,
                            outward(*from)};
    const Ray across = castRay(layout, opportunity.start, join.out, /*crossCorridors=*/true);
    // The widths of the plain join are drawn first, before any crossing is tried.
    const WidthList sideBySideWidths = preferredWidths(context, kAllWidths, kAllWidths);
    if (across.crossings.size() >= 2 && across.crossings[0].corridor == join.to.id &&
        joinAcross(context, join, across)) {
        return true;
    }
    return joinSideBySide(context, join, sideBySideWidths);
}

}  // namespace

int CorridorToCorridorGrower::takeTurn(GenerationContext& context) {
    TurnSeeds& seeds = quiet_.beginTurn();
    findOpportunities(context, seeds);
    const int applied = applySome(context, found_, &seeds, [&](const Opportunity& opportunity) {
        return joinCorridors(context, opportunity);
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

void CorridorToCorridorGrower::findOpportunities(GenerationContext& context, TurnSeeds& seeds) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    // Kept by the grower, emptied for each turn: turns come by the dozen a layout.
    found_.clear();
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
}

}  // namespace easylink::generation

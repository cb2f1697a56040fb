// Bent-room-to-room: two free ports on different rooms, at right angles,
// whose rays meet get a bend where they meet and a corridor from each port
// to it. The rays are carried across corridors at right angles to them: a
// four_way goes on each corridor crossed on the way to the bend. Horizontal
// rays are bucketed by their line and the columns they reach, so each
// vertical ray only looks at those that can reach it on the lines it spans.

#include <algorithm>

#include "growers.hpp"

namespace easylink::generation {
namespace {

/// Steps from the ray's start to `point` on its line, or -1 when the point
/// is off the line or behind the start.
int stepsTo(const Ray& ray, Vec2i point) {
    const Vec2i offset = point - ray.start;
    const int along =
        isHorizontal(ray.dir) ? offset.x * delta(ray.dir).x : offset.y * delta(ray.dir).y;
    const int across = isHorizontal(ray.dir) ? offset.y : offset.x;
    return across == 0 && along > 0 ? along : -1;
}

/// True when the ray reaches `point` and the point is not on a corridor it crosses.
bool reaches(const Ray& ray, Vec2i point) {
    const int steps = stepsTo(ray, point);
    if (steps <= 0 || steps > ray.length) {
        return false;
    }
    return std::none_of(ray.crossings.begin(), ray.crossings.end(), [&](const Crossing& c) {
        return steps >= c.distance && steps <= c.distance + c.span;
    });
}

/// The port's ray only as far as `point` needs it: reaches() and the
/// crossings before the point read the same on it as on the whole ray, which
/// can run across the map.
Ray rayTo(const Layout& layout, const PlacedPort& port, Vec2i point) {
    Ray line;
    line.start = port.anchor;
    line.dir = port.dir;
    const int steps = stepsTo(line, point);
    return castRay(layout, port.anchor, port.dir, /*crossCorridors=*/true,
                   steps > 0 ? steps + 1 : 0);
}

/// Plans the links from a port along its ray to the bend (plan.rooms[0]) at
/// `meeting`: a four_way on every corridor crossed on the way. False, with
/// `problem` saying why, when a crossing has no four_way that fits.
bool chainToBend(GenerationContext& context, Plan& plan, const FreePort& port, const Ray& ray,
                 Dir toward, Vec2i meeting, int width, std::optional<PlanProblem>& problem) {
    PortRef previous{port.room, port.port, false};
    if (!planCrossings(context, plan, ray, width, previous, problem, stepsTo(ray, meeting))) {
        return false;
    }
    const TemplateView& bend = context.index.view(plan.rooms[0].view);
    plan.links.push_back({previous, {0, bend.portFacing(toward), true}, width});
    return true;
}

/// Tries one opportunity as the layout now stands: both ports still free
/// and their rays still meeting, the first bend (and four_ways) that fits.
bool bendBetween(GenerationContext& context, const BentRoomToRoomGrower::Opportunity& opportunity) {
    const Layout& layout = context.layout;
    const PlacedPort* a = freePort(layout, opportunity.horizontal);
    const PlacedPort* b = freePort(layout, opportunity.vertical);
    if (a == nullptr || b == nullptr) {
        return false;
    }
    const Vec2i meeting{b->anchor.x, a->anchor.y};
    const Ray rayA = rayTo(layout, *a, meeting);
    const Ray rayB = rayTo(layout, *b, meeting);
    if (!reaches(rayA, meeting) || !reaches(rayB, meeting)) {
        return false;
    }
    const Dir towardA = opposite(a->dir);
    const Dir towardB = opposite(b->dir);
    const FreePort& pa = opportunity.horizontal;
    const FreePort& pb = opportunity.vertical;
    const auto bendChoices = [&](int w, JunctionChoices& choices) {
        choices.resize(1);
        junctionCandidates(context, ModuleKind::Bend, {{towardA, w}, {towardB, w}},
                           {meeting.y, meeting.x}, choices[0]);
    };
    CandidateWalk walk(preferredWidths(context, portWidths(layout, pa.room, pa.port),
                                       portWidths(layout, pb.room, pb.port)),
                       bendChoices);
    int width = 0;
    std::optional<PlanProblem> crossingProblem;
    const auto nextPlan = [&](Plan& plan) {
        while (walk.next(width, plan.rooms)) {
            plan.links.clear();
            plan.splitCorridors.clear();
            plan.attachments = {{pa.room}, {pb.room}};
            if (chainToBend(context, plan, pa, rayA, towardA, meeting, width, crossingProblem) &&
                chainToBend(context, plan, pb, rayB, towardB, meeting, width, crossingProblem)) {
                return true;
            }
        }
        return false;
    };
    return applyFirstFit(
        context, nextPlan,
        [&] {
            return "bending from " + context.describeRoom(pa.room) + " port " +
                   std::to_string(pa.port) + " to " + context.describeRoom(pb.room) + " port " +
                   std::to_string(pb.port) + " at (" + std::to_string(meeting.x) + "," +
                   std::to_string(meeting.y) + ")";
        },
        &crossingProblem);
}

}  // namespace

int BentRoomToRoomGrower::takeTurn(GenerationContext& context) {
    TurnSeeds& seeds = quiet_.beginTurn();
    castPortRays(context, seeds);
    const bool anyActive = bucketHorizontalRays(context.layout);
    findMeetings(context, seeds, anyActive);
    const int applied = applySome(context, found_, &seeds, [&](const Opportunity& opportunity) {
        return bendBetween(context, opportunity);
    });
    quiet_.settle(seeds, context.changes());
    return applied;
}

void BentRoomToRoomGrower::castPortRays(GenerationContext& context, TurnSeeds& seeds) {
    const Layout& layout = context.layout;
    horizontalRays_.clear();
    verticalRays_.clear();
    for (const FreePort& port : freePorts(context)) {
        const PlacedPort& placed = layout.room(port.room)->ports[port.port];
        const SeedKey key = portSeed(port.room, port.port);
        int seed = -1;
        const auto slot = static_cast<std::size_t>(rayIndex_.insert(key));
        if (slot >= rays_.size()) {
            rays_.resize(slot + 1);
        }
        Ray& ray = rays_[slot];
        if (auto look =
                quiet_.startLook(key, context.changes(), context.index.junctionReach(), seeds)) {
            ray = castRay(layout, placed.anchor, placed.dir, /*crossCorridors=*/true);
            look->footprint.addRay(ray);
            for (const Crossing& crossing : ray.crossings) {
                look->footprint.addJunctionSite(ray.pointAt(crossing.distance));
            }
            seed = look->seed;
        }
        (isHorizontal(placed.dir) ? horizontalRays_ : verticalRays_).push_back({port, &ray, seed});
    }
}

// Horizontal rays by the macro line they run on: all of them, and only
// those from ports that are not quiet. Two quiet ports were tried together
// before, and nothing has changed around either since, so a quiet vertical
// ray need only meet the second kind; the lists keep the rays' order, so
// the pairs are found in the same order either way. A ray reaches the
// columns 1 to `length` steps from its start.
bool BentRoomToRoomGrower::bucketHorizontalRays(const Layout& layout) {
    const int macro = layout.catalogue().macro;
    const int lines = layout.height() / macro + 1;
    byLine_.reset(lines, layout.width());
    activeByLine_.reset(lines, layout.width());
    bool anyActive = false;
    for (std::size_t i = 0; i < horizontalRays_.size(); ++i) {
        const Ray& ray = *horizontalRays_[i].ray;
        const int line = ray.start.y / macro;
        const int first = ray.dir == Dir::E ? ray.start.x + 1 : ray.start.x - ray.length;
        const int last = ray.dir == Dir::E ? ray.start.x + ray.length : ray.start.x - 1;
        byLine_.add(line, first, last, static_cast<int>(i));
        if (horizontalRays_[i].seed >= 0) {
            activeByLine_.add(line, first, last, static_cast<int>(i));
            anyActive = true;
        }
    }
    return anyActive;
}

void BentRoomToRoomGrower::findMeetings(GenerationContext& context, TurnSeeds& seeds,
                                        bool anyActive) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    const int lines = layout.height() / macro + 1;
    // Kept by the grower, emptied for each turn: turns come by the dozen a layout.
    found_.clear();
    for (const PortRay& vertical : verticalRays_) {
        if (vertical.seed < 0 && !anyActive) {
            continue;
        }
        const RaysByLine& byLine = vertical.seed < 0 ? activeByLine_ : byLine_;
        const Ray& verticalRay = *vertical.ray;
        const int step = verticalRay.dir == Dir::S ? 1 : -1;
        for (int k = 1; k * macro <= verticalRay.length; ++k) {
            const int y = verticalRay.start.y + step * k * macro;
            if (y < 0 || y / macro >= lines) {
                break;
            }
            for (int index : byLine.at(y / macro, verticalRay.start.x)) {
                const PortRay& horizontal = horizontalRays_[index];
                // Two quiet ports were tried together before, and nothing
                // has changed around either since.
                const bool bothQuiet = horizontal.seed < 0 && vertical.seed < 0;
                if (!bothQuiet && horizontal.port.room != vertical.port.room &&
                    reaches(*horizontal.ray, {verticalRay.start.x, y}) &&
                    reaches(verticalRay, {verticalRay.start.x, y})) {
                    found_.push_back(
                        {horizontal.port, vertical.port, horizontal.seed, vertical.seed});
                    // Where the bend would go matters to both looks.
                    const Rect bend =
                        junctionSquare({verticalRay.start.x, y}, context.index.junctionReach());
                    for (int seed : {horizontal.seed, vertical.seed}) {
                        if (seed >= 0) {
                            seeds.addArea(seed, bend);
                        }
                    }
                }
            }
        }
    }
}

}  // namespace easylink::generation

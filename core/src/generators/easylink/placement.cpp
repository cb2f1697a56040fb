#include "placement.hpp"

#include <algorithm>
#include <cmath>

#include "plan.hpp"
#include "room_rules.hpp"

namespace easylink::generation {

AlignedRange alignedRange(int phase, int mapSide, int roomSide, int macro) {
    const int room = mapSide - roomSide - phase;  // the last position's offset from `phase`
    if (room < 0) {
        return {phase, 0};
    }
    return {phase, room / macro + 1};
}

AlignedRange alignedBetween(int phase, int low, int high, int macro) {
    const int first =
        phase + macro * static_cast<int>(std::ceil(static_cast<double>(low - phase) / macro));
    if (high < first) {
        return {first, 0};
    }
    return {first, (high - first) / macro + 1};
}

namespace {

/// The views of `templateIndex` that have a port facing `dir` that can
/// link to a port of `widths` and `socket`, with that port, written to
/// `found`.
void portsFacing(const CatalogueIndex& index, int templateIndex, Dir dir,
                 const std::vector<int>& widths, const std::string& socket,
                 std::vector<std::pair<int, int>>& found) {
    found.clear();
    for (int viewIndex : index.viewsOf(templateIndex)) {
        const TemplateView& view = index.view(viewIndex);
        for (std::size_t port = 0; port < view.dirs.size(); ++port) {
            if (view.dirs[port] != dir ||
                (index.usesSockets() &&
                 index.socket(templateIndex, static_cast<int>(port)) != socket)) {
                continue;
            }
            const auto& allowed = view.widths(static_cast<int>(port));
            if (std::any_of(allowed.begin(), allowed.end(), [&](int w) {
                    return std::find(widths.begin(), widths.end(), w) != widths.end();
                })) {
                found.emplace_back(viewIndex, static_cast<int>(port));
            }
        }
    }
}

constexpr int kChainTemplateTries = 3;

}  // namespace

void growChain(GenerationContext& context, RoomId room, double chance, int depth) {
    if (depth > context.params.chainDepth || !context.rng.chance(chance)) {
        return;
    }
    const Layout& layout = context.layout;
    const ModuleTemplate& module = layout.catalogue().modules[layout.room(room)->templateIndex];
    std::vector<int> ports(layout.room(room)->ports.size());
    for (std::size_t i = 0; i < ports.size(); ++i) {
        ports[i] = static_cast<int>(i);
    }
    context.rng.shuffle(ports);
    for (int port : ports) {
        const PlacedPort& from = layout.room(room)->ports[port];
        if (!portOpen(layout, room, port)) {
            continue;
        }
        const std::vector<int>& widths = module.ports[port].widths;
        // A socketed doorway draws among the rooms that have its socket.
        const std::vector<double>& weights =
            context.index.roomWeightsFor(module.ports[port].socket);
        for (int tries = 0; tries < kChainTemplateTries; ++tries) {
            const auto pick = context.rng.weightedIndex(weights);
            if (!pick) {
                break;  // no room can meet this doorway (every weight 0)
            }
            const int templateIndex = context.index.roomTemplates()[*pick];
            if (!placeableAtRandom(layout, templateIndex)) {
                continue;  // at its max_count, or kept for the rules step
            }
            // Kept by the thread: the pick is copied out before any recursion.
            thread_local std::vector<std::pair<int, int>> options;
            portsFacing(context.index, templateIndex, opposite(from.dir), widths,
                        module.ports[port].socket, options);
            if (options.empty()) {
                continue;
            }
            const auto [viewIndex, otherPort] =
                options[context.rng.below(static_cast<std::uint32_t>(options.size()))];
            const TemplateView& view = context.index.view(viewIndex);
            const Vec2i position = from.anchor - view.anchors[otherPort];
            const Rect rect = footprint(position, view.size);
            if (const auto refusal = context.regionRefusal(templateIndex, rect)) {
                context.reject(
                    [&] {
                        return "no " + view.module->name + " on " + context.describeRoom(room) +
                               " port " + std::to_string(port) + ": " +
                               context.regions.describe(*refusal);
                    },
                    {rect});
                continue;
            }
            if (const auto blocker = layout.firstBlocker(rect)) {
                context.reject(
                    [&] {
                        return "no room for " + view.module->name + " on " +
                               context.describeRoom(room) + " port " + std::to_string(port) +
                               ": blocked by " + context.describeOwner(blocker->second) + " at (" +
                               std::to_string(blocker->first.x) + "," +
                               std::to_string(blocker->first.y) + ")";
                    },
                    {rect}, namedBy(blocker->second));
                continue;
            }
            const WidthList common = preferredWidths(context, widths, view.widths(otherPort));
            context.beginAction();
            const RoomId added = context.addRoom(viewIndex, position, [&] {
                return "grown directly on " + context.describeRoom(room) + " port " +
                       std::to_string(port);
            });
            context.linkRooms(room, port, added, otherPort, common.front());
            growChain(context, added, chance * context.params.chainDecay, depth + 1);
            break;
        }
    }
}

namespace {

/// Where step 1 drops rooms: centres inside `area`, rooms belonging to
/// `zone` (any zone when regions are off), until `done` says enough.
struct PlacementZone {
    Rect area;
    std::optional<int> zone;
    std::vector<double> weights;  // over CatalogueIndex::roomTemplates()
    int attempts = 0;
    std::function<bool()> done;
};

void placeInZone(GenerationContext& context, const PlacementZone& zone) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    const Rect& area = zone.area;
    for (int attempt = 0; attempt < zone.attempts && !zone.done() && !context.outOfWork();
         ++attempt) {
        context.spendWork(1);
        const auto pick = context.rng.weightedIndex(zone.weights);
        if (!pick) {
            return;
        }
        const int templateIndex = context.index.roomTemplates()[*pick];
        if (!placeableAtRandom(layout, templateIndex)) {
            context.reject([&] {
                return layout.catalogue().modules[templateIndex].name +
                       " is at its max_count or placed by the rules step";
            });
            continue;
        }
        const std::vector<int>& views = context.index.viewsOf(templateIndex);
        const int viewIndex = views[context.rng.below(static_cast<std::uint32_t>(views.size()))];
        const TemplateView& view = context.index.view(viewIndex);
        const Vec2i phase = macroPhase(view.anchors.front(), macro);
        // Positions inside the map whose centre (doubled: 2x + w) lies in
        // the area; on the whole map this is every position inside it.
        const auto range = [&](int phaseAxis, int areaLow, int areaHigh, int mapSide, int side) {
            const int low = std::max(0, (2 * areaLow - side + 1) / 2);
            const int high = std::min(mapSide - side, (2 * areaHigh - 1 - side) / 2);
            return alignedBetween(phaseAxis, low, high, macro);
        };
        const AlignedRange xs =
            range(phase.x, area.left(), area.right(), layout.width(), view.size.w);
        const AlignedRange ys =
            range(phase.y, area.top(), area.bottom(), layout.height(), view.size.h);
        if (xs.count == 0 || ys.count == 0) {
            context.reject([&] {
                return view.module->name +
                       (zone.zone && *zone.zone >= 0
                            ? " does not fit in " +
                                  describeRegion(context.params.regions, *zone.zone)
                            : std::string(" does not fit on the map"));
            });
            continue;
        }
        const Vec2i position{
            xs.first +
                macro * static_cast<int>(context.rng.below(static_cast<std::uint32_t>(xs.count))),
            ys.first +
                macro * static_cast<int>(context.rng.below(static_cast<std::uint32_t>(ys.count)))};
        const Rect rect = footprint(position, view.size);
        if (context.regions.active()) {
            if (zone.zone && context.regions.zoneOf(rect) != *zone.zone) {
                context.reject(
                    [&] {
                        return view.module->name + " at (" + std::to_string(position.x) + "," +
                               std::to_string(position.y) + ") belongs to another region";
                    },
                    {rect});
                continue;
            }
            if (const auto refusal = context.regionRefusal(templateIndex, rect)) {
                context.reject(
                    [&] {
                        return view.module->name + " at (" + std::to_string(position.x) + "," +
                               std::to_string(position.y) +
                               "): " + context.regions.describe(*refusal);
                    },
                    {rect});
                continue;
            }
        }
        if (const auto blocker = layout.firstBlocker(rect)) {
            context.reject(
                [&] {
                    return view.module->name + " at (" + std::to_string(position.x) + "," +
                           std::to_string(position.y) + ") is blocked by " +
                           context.describeOwner(blocker->second) + " at (" +
                           std::to_string(blocker->first.x) + "," +
                           std::to_string(blocker->first.y) + ")";
                },
                {rect}, namedBy(blocker->second));
            continue;
        }
        context.beginAction();
        const RoomId room = context.addRoom(viewIndex, position);
        growChain(context, room, context.params.chainChance, 1);
    }
}

}  // namespace

void placeRooms(GenerationContext& context) {
    const EasylinkParams& params = context.params;
    const Layout& layout = context.layout;
    placeRuleRooms(context);
    const int attempts = effectivePlacementAttempts(params);
    if (!context.regions.active()) {
        const double targetArea = params.roomDensity * layout.width() * layout.height();
        // Rooms are only added in step 1, so the covered area is the sum over
        // the ids added since the last look.
        std::int64_t area = 0;
        int counted = 0;
        const auto done = [&] {
            if (params.targetRooms > 0) {
                return layout.roomCount() >= params.targetRooms;
            }
            for (; counted < layout.roomIdLimit(); ++counted) {
                area += layout.room(counted)->rect().area();
            }
            return static_cast<double>(area) >= targetArea;
        };
        placeInZone(context,
                    {layout.bounds(), std::nullopt, context.index.roomWeights(), attempts, done});
        return;
    }
    // Each zone gets its share of the tries by area, and its own target.
    const RegionBook& book = context.regions;
    const double mapArea = static_cast<double>(layout.width()) * layout.height();
    for (const int zone : book.zones()) {
        const double asked = book.askedDensity(zone);
        const std::int64_t zoneArea = book.zoneArea(zone);
        if (asked <= 0.0 || zoneArea <= 0) {
            continue;
        }
        std::vector<double> weights = context.index.roomWeights();
        for (std::size_t i = 0; i < weights.size(); ++i) {
            if (!book.allows(zone, context.index.roomTemplates()[i])) {
                weights[i] = 0.0;
            }
        }
        const double target = asked * static_cast<double>(zoneArea);
        const int share =
            std::max(64, static_cast<int>(attempts * (static_cast<double>(zoneArea) / mapArea)));
        const Rect area = zone == RegionBook::kOutside
                              ? layout.bounds()
                              : params.regions[static_cast<std::size_t>(zone)].rect;
        placeInZone(context, {area, zone, std::move(weights), share, [&book, zone, target] {
                                  return static_cast<double>(book.roomArea(zone)) >= target;
                              }});
    }
}

}  // namespace easylink::generation

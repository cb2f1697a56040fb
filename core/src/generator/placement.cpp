#include "placement.hpp"

#include <algorithm>

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

namespace {

/// The views of `templateIndex` that have a port facing `dir`, with that port.
std::vector<std::pair<int, int>> portsFacing(const CatalogueIndex& index, int templateIndex,
                                             Dir dir, const std::vector<int>& widths) {
    std::vector<std::pair<int, int>> found;
    for (int viewIndex : index.viewsOf(templateIndex)) {
        const TemplateView& view = index.view(viewIndex);
        for (std::size_t port = 0; port < view.dirs.size(); ++port) {
            if (view.dirs[port] != dir) {
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
    return found;
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
        for (int tries = 0; tries < kChainTemplateTries; ++tries) {
            const auto pick = context.rng.weightedIndex(context.index.roomWeights());
            const int templateIndex = context.index.roomTemplates()[*pick];
            if (!placeableAtRandom(layout, templateIndex)) {
                continue;  // at its max_count, or kept for the rules step
            }
            const auto options =
                portsFacing(context.index, templateIndex, opposite(from.dir), widths);
            if (options.empty()) {
                continue;
            }
            const auto [viewIndex, otherPort] =
                options[context.rng.below(static_cast<std::uint32_t>(options.size()))];
            const TemplateView& view = context.index.view(viewIndex);
            const Vec2i position = from.anchor - view.anchors[otherPort];
            const Rect rect = footprint(position, view.size);
            if (const auto blocker = layout.firstBlocker(rect)) {
                context.reject(
                    [&] {
                        return "no room for " + view.module->name + " on " +
                               context.describeRoom(room) + " port " + std::to_string(port) +
                               ": blocked by " + context.describeOwner(blocker->second) + " at (" +
                               std::to_string(blocker->first.x) + "," +
                               std::to_string(blocker->first.y) + ")";
                    },
                    {rect});
                continue;
            }
            const std::vector<int> common =
                preferredWidths(context, widths, view.widths(otherPort));
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

void placeRooms(GenerationContext& context) {
    const GeneratorParams& params = context.params;
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
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
    placeRuleRooms(context);
    const int attempts = effectivePlacementAttempts(params);
    for (int attempt = 0; attempt < attempts && !done(); ++attempt) {
        const auto pick = context.rng.weightedIndex(context.index.roomWeights());
        if (!pick) {
            return;
        }
        if (!placeableAtRandom(layout, context.index.roomTemplates()[*pick])) {
            context.reject([&] {
                return layout.catalogue().modules[context.index.roomTemplates()[*pick]].name +
                       " is at its max_count or placed by the rules step";
            });
            continue;
        }
        const std::vector<int>& views = context.index.viewsOf(context.index.roomTemplates()[*pick]);
        const int viewIndex = views[context.rng.below(static_cast<std::uint32_t>(views.size()))];
        const TemplateView& view = context.index.view(viewIndex);
        const Vec2i phase = macroPhase(view.anchors.front(), macro);
        const AlignedRange xs = alignedRange(phase.x, layout.width(), view.size.w, macro);
        const AlignedRange ys = alignedRange(phase.y, layout.height(), view.size.h, macro);
        if (xs.count == 0 || ys.count == 0) {
            context.reject([&] { return view.module->name + " does not fit on the map"; });
            continue;
        }
        const Vec2i position{
            xs.first +
                macro * static_cast<int>(context.rng.below(static_cast<std::uint32_t>(xs.count))),
            ys.first +
                macro * static_cast<int>(context.rng.below(static_cast<std::uint32_t>(ys.count)))};
        const Rect rect = footprint(position, view.size);
        if (const auto blocker = layout.firstBlocker(rect)) {
            context.reject(
                [&] {
                    return view.module->name + " at (" + std::to_string(position.x) + "," +
                           std::to_string(position.y) + ") is blocked by " +
                           context.describeOwner(blocker->second) + " at (" +
                           std::to_string(blocker->first.x) + "," +
                           std::to_string(blocker->first.y) + ")";
                },
                {rect});
            continue;
        }
        context.beginAction();
        const RoomId room = context.addRoom(viewIndex, position);
        growChain(context, room, params.chainChance, 1);
    }
}

}  // namespace easylink::generation

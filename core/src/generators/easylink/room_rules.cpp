#include "room_rules.hpp"

#include <algorithm>
#include <deque>

#include "easylink/layout/locks.hpp"
#include "lock_rules.hpp"
#include "placement.hpp"
#include "plan.hpp"

namespace easylink::generation {
namespace {

const RoomRules& rulesOf(const Layout& layout, int templateIndex) {
    return layout.catalogue().modules[static_cast<std::size_t>(templateIndex)].rules;
}

int templateNamed(const Layout& layout, const std::string& name) {
    const ModuleTemplate* module = layout.catalogue().find(name);
    return module == nullptr ? -1 : static_cast<int>(module - layout.catalogue().modules.data());
}

std::vector<RoomId> roomsOf(const Layout& layout, int templateIndex) {
    std::vector<RoomId> rooms;
    for (RoomId id : layout.roomIds()) {
        if (layout.room(id)->templateIndex == templateIndex) {
            rooms.push_back(id);
        }
    }
    return rooms;
}

/// How many rooms of a module a layout must have under its rules.
int requiredCount(const RoomRules& rules) {
    const bool placedByRule = rules.place != RoomRules::Place::Anywhere;
    return std::max(rules.minCount, placedByRule ? 1 : 0);
}

/// The rooms a room's ports lead to: directly, or through one corridor.
std::vector<RoomId> neighbours(const Layout& layout, RoomId room) {
    std::vector<RoomId> out;
    forEachLinkedRoom(layout, room, [&](RoomId other) { out.push_back(other); });
    return out;
}

bool hasNeighbourOf(const Layout& layout, RoomId room, int templateIndex) {
    const std::vector<RoomId> around = neighbours(layout, room);
    return std::any_of(around.begin(), around.end(), [&](RoomId other) {
        return other != room && layout.room(other)->templateIndex == templateIndex;
    });
}

/// Steps through the room graph from the rooms of a template (-1: unreached),
/// by room id.
std::vector<int> distancesFrom(const Layout& layout, int templateIndex) {
    std::vector<int> distance(static_cast<std::size_t>(layout.roomIdLimit()), -1);
    std::deque<RoomId> queue;
    for (RoomId id : roomsOf(layout, templateIndex)) {
        distance[static_cast<std::size_t>(id)] = 0;
        queue.push_back(id);
    }
    while (!queue.empty()) {
        const RoomId room = queue.front();
        queue.pop_front();
        for (RoomId next : neighbours(layout, room)) {
            if (distance[static_cast<std::size_t>(next)] < 0) {
                distance[static_cast<std::size_t>(next)] =
                    distance[static_cast<std::size_t>(room)] + 1;
                queue.push_back(next);
            }
        }
    }
    return distance;
}

/// Adds a room of the template directly linked to an open port of one of the
/// rooms `hostOk` accepts; returns it, or -1 when nothing fits anywhere.
RoomId attach(GenerationContext& context, int templateIndex,
              const std::function<bool(RoomId)>& hostOk, const std::string& why) {
    Layout& layout = context.layout;
    if (!belowMaxCount(layout, templateIndex)) {
        return -1;
    }
    context.spendWork(layout.roomIdLimit());
    std::vector<std::pair<RoomId, int>> hosts;
    for (RoomId id : layout.roomIds()) {
        if (!hostOk(id)) {
            continue;
        }
        for (std::size_t port = 0; port < layout.room(id)->ports.size(); ++port) {
            if (portOpen(layout, id, static_cast<int>(port))) {
                hosts.emplace_back(id, static_cast<int>(port));
            }
        }
    }
    context.rng.shuffle(hosts);
    for (const auto& [host, hostPort] : hosts) {
        const RoomId added = attachOnto(context, host, hostPort, templateIndex, {}, why);
        if (added >= 0) {
            return added;
        }
    }
    return -1;
}

/// Drops a room of the template at a random macro-aligned spot; -1 if none fits.
RoomId placeLoose(GenerationContext& context, int templateIndex, int tries) {
    Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    const std::vector<int>& views = context.index.viewsOf(templateIndex);
    if (views.empty() || !belowMaxCount(layout, templateIndex)) {
        return -1;
    }
    for (int i = 0; i < tries && !context.outOfWork(); ++i) {
        context.spendWork(1);
        const int viewIndex = views[context.rng.below(static_cast<std::uint32_t>(views.size()))];
        const TemplateView& view = context.index.view(viewIndex);
        const Vec2i phase = macroPhase(view.anchors.front(), macro);
        const AlignedRange xs = alignedRange(phase.x, layout.width(), view.size.w, macro);
        const AlignedRange ys = alignedRange(phase.y, layout.height(), view.size.h, macro);
        if (xs.count == 0 || ys.count == 0) {
            continue;
        }
        const Vec2i position{
            xs.first +
                macro * static_cast<int>(context.rng.below(static_cast<std::uint32_t>(xs.count))),
            ys.first +
                macro * static_cast<int>(context.rng.below(static_cast<std::uint32_t>(ys.count)))};
        if (!layout.isFree(footprint(position, view.size)) ||
            context.regionRefusal(templateIndex, footprint(position, view.size))) {
            continue;
        }
        context.beginAction();
        return context.addRoom(viewIndex, position, [&] {
            return "placed by a room rule: " + view.module->name + " (min_count or first)";
        });
    }
    return -1;
}

std::string countText(int count) {
    return std::to_string(count) + (count == 1 ? " room" : " rooms");
}

}  // namespace

RoomId attachOnto(GenerationContext& context, RoomId host, int hostPort, int templateIndex,
                  const std::function<bool(const Rect&)>& placeOk, const std::string& why) {
    const Layout& layout = context.layout;
    const ModuleTemplate& module = layout.catalogue().modules[templateIndex];
    const PlacedPort& from = layout.room(host)->ports[static_cast<std::size_t>(hostPort)];
    const PortSpec& hostSpec =
        layout.catalogue().modules[layout.room(host)->templateIndex].ports[hostPort];
    const std::vector<int>& hostWidths = hostSpec.widths;
    const std::string& hostSocket = hostSpec.socket;
    for (int viewIndex : context.index.viewsOf(templateIndex)) {
        const TemplateView& view = context.index.view(viewIndex);
        for (std::size_t port = 0; port < view.dirs.size(); ++port) {
            if (view.dirs[port] != opposite(from.dir) || module.ports[port].socket != hostSocket) {
                continue;
            }
            const WidthList common =
                preferredWidths(context, hostWidths, module.ports[port].widths);
            if (common.empty()) {
                continue;
            }
            const Vec2i position = from.anchor - view.anchors[port];
            const Rect rect = footprint(position, view.size);
            if (!layout.isFree(rect) || context.regionRefusal(templateIndex, rect) ||
                (placeOk && !placeOk(rect))) {
                continue;
            }
            context.beginAction();
            const RoomId added = context.addRoom(viewIndex, position, [&] { return why; });
            context.linkRooms(host, hostPort, added, static_cast<int>(port), common.front());
            return added;
        }
    }
    return -1;
}

bool portOpen(const Layout& layout, RoomId room, int port) {
    const PlacedRoom& placed = *layout.room(room);
    if (!placed.ports[static_cast<std::size_t>(port)].link.isFree()) {
        return false;
    }
    const std::optional<int>& limit = rulesOf(layout, placed.templateIndex).maxExits;
    return !limit || placed.linkCount() < *limit;
}

bool belowMaxCount(const Layout& layout, int templateIndex) {
    const std::optional<int>& limit = rulesOf(layout, templateIndex).maxCount;
    return !limit || static_cast<int>(roomsOf(layout, templateIndex).size()) < *limit;
}

bool placeableAtRandom(const Layout& layout, int templateIndex) {
    const RoomRules::Place place = rulesOf(layout, templateIndex).place;
    // With locks the player's walk starts in the one entrance (section 11).
    if (place == RoomRules::Place::First && layout.catalogue().usesLocks() &&
        !roomsOf(layout, templateIndex).empty()) {
        return false;
    }
    return place != RoomRules::Place::Last && place != RoomRules::Place::FarFrom &&
           belowMaxCount(layout, templateIndex);
}

void placeRuleRooms(GenerationContext& context) {
    const Catalogue& catalogue = context.layout.catalogue();
    const int tries = std::max(64, effectivePlacementAttempts(context.params) / 4);
    for (const bool first : {true, false}) {
        for (std::size_t t = 0; t < catalogue.modules.size(); ++t) {
            const RoomRules& rules = catalogue.modules[t].rules;
            // Key modules placed anywhere wait for the lock work.
            const bool wanted =
                first ? rules.place == RoomRules::Place::First
                      : rules.place == RoomRules::Place::Anywhere && !isKeyModule(catalogue, t);
            if (!wanted) {
                continue;
            }
            const int templateIndex = static_cast<int>(t);
            while (static_cast<int>(roomsOf(context.layout, templateIndex).size()) <
                   requiredCount(rules)) {
                if (placeLoose(context, templateIndex, tries) < 0) {
                    break;  // the rules step tries again, attached to the layout
                }
            }
        }
    }
}

namespace {

/// Attaches each missing required neighbour onto the room that needs it
/// (a neighbour attached may need one of its own: a few passes); returns
/// the rule it could not meet, or "".
std::string meetNeighbours(GenerationContext& context) {
    Layout& layout = context.layout;
    const Catalogue& catalogue = layout.catalogue();
    const int count = static_cast<int>(catalogue.modules.size());
    // A neighbour attached may need a neighbour of its own: a few passes.
    for (int pass = 0; pass < 4; ++pass) {
        bool added = false;
        for (int t = 0; t < count; ++t) {
            const RoomRules& rules = catalogue.modules[t].rules;
            if (rules.requiresNeighbor.empty()) {
                continue;
            }
            const int needed = templateNamed(layout, rules.requiresNeighbor);
            for (RoomId room : roomsOf(layout, t)) {
                if (hasNeighbourOf(layout, room, needed)) {
                    continue;
                }
                if (attach(
                        context, needed, [room](RoomId host) { return host == room; },
                        "attached beside " + context.describeRoom(room) + " (requires_neighbor)") <
                    0) {
                    return "rule requires_neighbor: " + context.describeRoom(room) + " (" +
                           catalogue.modules[t].name + ") has no free port where " +
                           rules.requiresNeighbor + " fits" +
                           (belowMaxCount(layout, needed) ? "" : " within its max_count");
                }
                added = true;
            }
        }
        if (!added) {
            break;
        }
    }
    return {};
}

}  // namespace

std::string enforceRoomRules(GenerationContext& context, const std::function<void()>& regrow) {
    Layout& layout = context.layout;
    const Catalogue& catalogue = layout.catalogue();
    const auto anyHost = [](RoomId) { return true; };
    const int count = static_cast<int>(catalogue.modules.size());
    // Counts first (modules placed anywhere, and the first ones), then the
    // far ones, then the last ones, then neighbours for everything placed.
    for (int t = 0; t < count; ++t) {
        const RoomRules& rules = catalogue.modules[t].rules;
        if ((rules.place != RoomRules::Place::Anywhere && rules.place != RoomRules::Place::First) ||
            (rules.place == RoomRules::Place::Anywhere &&
             isKeyModule(catalogue, static_cast<std::size_t>(t)))) {
            continue;  // key modules: the lock work
        }
        while (static_cast<int>(roomsOf(layout, t).size()) < requiredCount(rules)) {
            if (attach(context, t, anyHost,
                       "attached to meet " + catalogue.modules[t].name + "'s min_count") >= 0) {
                continue;
            }
            // Nowhere to attach: a loose room and another round of growth.
            if (placeLoose(context, t, effectivePlacementAttempts(context.params)) < 0) {
                break;
            }
            regrow();
        }
    }
    for (int t = 0; t < count; ++t) {
        const RoomRules& rules = catalogue.modules[t].rules;
        if (rules.place != RoomRules::Place::FarFrom) {
            continue;
        }
        const int other = templateNamed(layout, rules.farFrom);
        while (static_cast<int>(roomsOf(layout, t).size()) < requiredCount(rules)) {
            const std::vector<int> distance = distancesFrom(layout, other);
            const auto farEnough = [&](RoomId host) {
                const int d = distance[static_cast<std::size_t>(host)];
                return d >= 0 && d + 1 >= rules.farRooms;
            };
            if (attach(context, t, farEnough,
                       "attached " + std::to_string(rules.farRooms) + " rooms or more from " +
                           rules.farFrom) < 0) {
                return "rule place far_from: nowhere " + std::to_string(rules.farRooms) +
                       " rooms from " + rules.farFrom + " has a free port where " +
                       catalogue.modules[t].name + " fits";
            }
        }
    }
    for (int t = 0; t < count; ++t) {
        const RoomRules& rules = catalogue.modules[t].rules;
        if (rules.place != RoomRules::Place::Last) {
            continue;
        }
        while (static_cast<int>(roomsOf(layout, t).size()) < requiredCount(rules)) {
            if (attach(context, t, anyHost, "placed last") < 0) {
                return "rule place last: no free port where " + catalogue.modules[t].name + " fits";
            }
        }
    }
    if (std::string broken = meetNeighbours(context); !broken.empty()) {
        return broken;
    }
    if (catalogue.usesLocks()) {
        if (std::string broken = meetLocks(context); !broken.empty()) {
            return broken;
        }
        // Key rooms the lock work attached may require neighbours too.
        if (std::string broken = meetNeighbours(context); !broken.empty()) {
            return broken;
        }
    }
    return brokenRoomRule(layout);
}

std::string brokenRoomRule(const Layout& layout) {
    const Catalogue& catalogue = layout.catalogue();
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        const ModuleTemplate& module = catalogue.modules[i];
        const RoomRules& rules = module.rules;
        if (!rules.any()) {
            continue;
        }
        const int t = static_cast<int>(i);
        const std::vector<RoomId> rooms = roomsOf(layout, t);
        const int n = static_cast<int>(rooms.size());
        if (n < requiredCount(rules)) {
            const char* rule = rules.minCount >= requiredCount(rules)   ? "min_count"
                               : rules.place == RoomRules::Place::First ? "place first"
                               : rules.place == RoomRules::Place::Last  ? "place last"
                                                                        : "place far_from";
            return "rule " + std::string(rule) + ": " + module.name + " has " + countText(n) +
                   ", needs " + std::to_string(requiredCount(rules));
        }
        if (rules.maxCount && n > *rules.maxCount) {
            return "rule max_count: " + module.name + " has " + countText(n) + ", at most " +
                   std::to_string(*rules.maxCount) + " allowed";
        }
        for (RoomId room : rooms) {
            const int links = layout.room(room)->linkCount();
            if (rules.maxExits && links > *rules.maxExits) {
                return "rule max_exits: room " + std::to_string(room) + " (" + module.name +
                       ") has " + std::to_string(links) + " exits, at most " +
                       std::to_string(*rules.maxExits) + " allowed";
            }
            if (!rules.requiresNeighbor.empty() &&
                !hasNeighbourOf(layout, room, templateNamed(layout, rules.requiresNeighbor))) {
                return "rule requires_neighbor: room " + std::to_string(room) + " (" + module.name +
                       ") has no " + rules.requiresNeighbor + " beside it";
            }
        }
        if (rules.place == RoomRules::Place::FarFrom) {
            const std::vector<int> distance =
                distancesFrom(layout, templateNamed(layout, rules.farFrom));
            for (RoomId room : rooms) {
                const int d = distance[static_cast<std::size_t>(room)];
                if (d >= 0 && d < rules.farRooms) {
                    return "rule place far_from: room " + std::to_string(room) + " (" +
                           module.name + ") is " + std::to_string(d) + " rooms from " +
                           rules.farFrom + ", needs " + std::to_string(rules.farRooms);
                }
            }
        }
    }
    return brokenLockRule(layout);
}

}  // namespace easylink::generation

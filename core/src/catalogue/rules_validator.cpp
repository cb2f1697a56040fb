#include "rules_validator.hpp"

namespace easylink::catalogue_rules {
namespace {

bool isPlacedRoom(const ModuleTemplate& module) {
    return (module.kind == ModuleKind::Normal || module.kind == ModuleKind::DeadEnd) &&
           !module.isVariant();
}

}  // namespace

void checkRoomRules(const Catalogue& catalogue, const ModuleNames& names, std::size_t index,
                    const ReadDamage& damage, std::vector<Problem>& problems) {
    const ModuleTemplate& module = catalogue.modules[index];
    const RoomRules& rules = module.rules;
    if (!rules.any() || damage.within(modulePointer(index))) {
        return;
    }
    const auto error = [&](const std::string& key, std::string message) {
        problems.push_back(
            {Severity::Error, modulePointer(index) + "/" + key, std::nullopt, std::move(message)});
    };
    if (!isPlacedRoom(module)) {
        const std::string key = rules.minCount > 0                ? "min_count"
                                : rules.maxCount                  ? "max_count"
                                : rules.maxExits                  ? "max_exits"
                                : !rules.requiresNeighbor.empty() ? "requires_neighbor"
                                : !rules.lockedBy.empty()         ? "locked_by"
                                                                  : "place";
        error(key,
              "room rules apply to the rooms step 1 places (normal and dead_end modules, "
              "not variants or junctions)");
        return;
    }
    constexpr int kMaxCount = 10000;
    if (rules.minCount < 0 || rules.minCount > kMaxCount) {
        error("min_count", "min_count must be from 0 to 10000");
    }
    if (rules.maxCount && (*rules.maxCount < 0 || *rules.maxCount > kMaxCount)) {
        error("max_count", "max_count must be from 0 to 10000");
    } else if (rules.maxCount && *rules.maxCount < rules.minCount) {
        error("max_count", "max_count " + std::to_string(*rules.maxCount) + " is below min_count " +
                               std::to_string(rules.minCount));
    }
    const int ports = static_cast<int>(module.ports.size());
    if (rules.maxExits && (*rules.maxExits < 1 || *rules.maxExits > ports)) {
        error("max_exits", "max_exits must be from 1 to the module's " + std::to_string(ports) +
                               " ports (a room with no exit could never be reached)");
    }
    if (rules.place == RoomRules::Place::First && rules.maxCount && *rules.maxCount < 1) {
        error("place", "a module placed first needs max_count of at least 1");
    }
    const auto checkName = [&](const std::string& key, const std::string& name) {
        const ModuleTemplate* other = names.find(name);
        if (other == nullptr) {
            error(key, "no module is named \"" + printableExcerpt(name) + "\"");
        } else if (!isPlacedRoom(*other)) {
            error(key, "\"" + printableExcerpt(name) +
                           "\" is not a normal or dead_end room module, so no layout places it");
        } else if (other->rules.maxCount && *other->rules.maxCount == 0) {
            error(key, "\"" + printableExcerpt(name) + "\" has max_count 0, so it never appears");
        }
    };
    if (!rules.requiresNeighbor.empty()) {
        checkName("requires_neighbor", rules.requiresNeighbor);
        if (rules.requiresNeighbor == module.name) {
            error("requires_neighbor", "a module cannot be its own required neighbour");
        }
        if (rules.maxExits && *rules.maxExits < 1) {
            error("requires_neighbor", "the neighbour needs a free exit; raise max_exits");
        }
    }
    if (!rules.lockedBy.empty()) {
        checkName("locked_by", rules.lockedBy);
        if (rules.lockedBy == module.name) {
            error("locked_by", "a room cannot hold its own key: it could never be opened");
        }
    }
    if (rules.place == RoomRules::Place::FarFrom) {
        checkName("place/far_from", rules.farFrom);
        if (rules.farFrom == module.name) {
            error("place/far_from", "a module cannot be kept away from itself");
        }
        if (rules.farRooms < 1 || rules.farRooms > 1000) {
            error("place/rooms", "the distance must be from 1 to 1000 rooms");
        }
    }
}

}  // namespace easylink::catalogue_rules

#include "locks_validator.hpp"

#include <algorithm>
#include <set>
#include <string>

namespace easylink::catalogue_rules {
namespace {

std::string lockPointer(std::size_t module) {
    return modulePointer(module) + "/locked_by";
}

std::size_t indexOf(const Catalogue& catalogue, const ModuleTemplate* module) {
    return static_cast<std::size_t>(module - catalogue.modules.data());
}

/// True when some port of another module that layouts place could link to
/// port `port` of `key`: the same socket (junctions carry none) and a
/// common width.
bool linkable(const Catalogue& catalogue, const ModuleTemplate& key, const PortSpec& port) {
    for (const ModuleTemplate& other : catalogue.modules) {
        // Two key rooms linked to each other alone would still be cut off.
        if (&other == &key || other.isVariant() ||
            (other.rules.maxCount && *other.rules.maxCount == 0)) {
            continue;
        }
        for (const PortSpec& candidate : other.ports) {
            const bool widthShared =
                std::any_of(port.widths.begin(), port.widths.end(), [&](int w) {
                    return std::find(candidate.widths.begin(), candidate.widths.end(), w) !=
                           candidate.widths.end();
                });
            if (candidate.socket == port.socket && widthShared) {
                return true;
            }
        }
    }
    return false;
}

class LockChecker {
public:
    LockChecker(const Catalogue& catalogue, const ModuleNames& names, const ReadDamage& damage,
                std::vector<Problem>& problems)
        : catalogue_(catalogue), names_(names), damage_(damage), problems_(problems) {}

    void run() {
        std::vector<std::size_t> locked;
        for (std::size_t m = 0; m < catalogue_.modules.size(); ++m) {
            if (!catalogue_.modules[m].rules.lockedBy.empty() &&
                !damage_.within(modulePointer(m))) {
                locked.push_back(m);
            }
        }
        if (locked.empty()) {
            return;
        }
        checkEntrance(locked.front());
        std::set<const ModuleTemplate*> keys;
        for (std::size_t m : locked) {
            const ModuleTemplate* key = names_.find(catalogue_.modules[m].rules.lockedBy);
            if (key == nullptr) {
                continue;  // the room rules name it
            }
            if (keys.insert(key).second) {
                checkKeyLinks(m, *key);
                if (static_cast<int>(keys.size()) == kMaxKeyModules + 1) {
                    error(lockPointer(m), "more than " + std::to_string(kMaxKeyModules) +
                                              " modules are keys; a layout's player path "
                                              "tracks at most 16");
                }
            }
            checkCycle(m);
        }
    }

private:
    void error(std::string pointer, std::string message) {
        problems_.push_back(
            {Severity::Error, std::move(pointer), std::nullopt, std::move(message)});
    }

    /// Exactly one `first` module, and it is not locked.
    void checkEntrance(std::size_t firstLocked) {
        std::vector<std::size_t> entrances;
        for (std::size_t m = 0; m < catalogue_.modules.size(); ++m) {
            if (catalogue_.modules[m].rules.place == RoomRules::Place::First) {
                entrances.push_back(m);
            }
        }
        if (entrances.empty()) {
            error(lockPointer(firstLocked),
                  "a catalogue with locks needs an entrance, where the player's walk starts: "
                  "give one room module \"place\": \"first\"");
            return;
        }
        for (std::size_t i = 1; i < entrances.size(); ++i) {
            error(modulePointer(entrances[i]) + "/place",
                  "a catalogue with locks has exactly one entrance; " +
                      catalogue_.modules[entrances.front()].name + " is placed first already");
        }
        const RoomRules& entrance = catalogue_.modules[entrances.front()].rules;
        if (!entrance.lockedBy.empty()) {
            error(lockPointer(entrances.front()),
                  "the entrance cannot be locked: the player's walk starts there");
        }
        if (entrance.minCount > 1) {
            error(modulePointer(entrances.front()) + "/min_count",
                  "a catalogue with locks has one entrance room, where the player's walk "
                  "starts: min_count must be at most 1");
        }
    }

    /// A key module with a port that nothing can link to never gets a room.
    void checkKeyLinks(std::size_t lockedModule, const ModuleTemplate& key) {
        const bool reachable =
            std::any_of(key.ports.begin(), key.ports.end(),
                        [&](const PortSpec& p) { return linkable(catalogue_, key, p); });
        if (!reachable) {
            error(lockPointer(lockedModule),
                  "no room can link to the key module " + key.name +
                      ": none of its ports shares a socket and a width with another port");
        }
    }

    /// Following locked_by from module `m` must end at an unlocked module.
    void checkCycle(std::size_t m) {
        std::vector<std::size_t> chain{m};
        for (std::size_t at = m;;) {
            const ModuleTemplate* key = names_.find(catalogue_.modules[at].rules.lockedBy);
            if (key == nullptr || key->rules.lockedBy.empty() || key == &catalogue_.modules[at]) {
                return;  // a room locked by itself is the room rules' problem
            }
            at = indexOf(catalogue_, key);
            if (at == m) {
                std::string names;
                for (std::size_t link : chain) {
                    names += catalogue_.modules[link].name + " -> ";
                }
                error(lockPointer(m), "a cycle of keys (" + names + catalogue_.modules[m].name +
                                          "): none of these rooms can be opened first");
                return;
            }
            if (std::find(chain.begin(), chain.end(), at) != chain.end()) {
                return;  // a cycle further on, reported at its own modules
            }
            chain.push_back(at);
        }
    }

    const Catalogue& catalogue_;
    const ModuleNames& names_;
    const ReadDamage& damage_;
    std::vector<Problem>& problems_;
};

}  // namespace

void checkLocks(const Catalogue& catalogue, const ModuleNames& names, const ReadDamage& damage,
                std::vector<Problem>& problems) {
    LockChecker(catalogue, names, damage, problems).run();
}

}  // namespace easylink::catalogue_rules

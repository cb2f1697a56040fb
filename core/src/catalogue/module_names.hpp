#pragma once

// The modules of a catalogue by name, for the validator: Catalogue::find
// searches the whole list, and the rules look a name up once per module
// (variants, room rules), which over a large catalogue is quadratic.

#include <string_view>
#include <unordered_map>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::catalogue_rules {

class ModuleNames {
public:
    explicit ModuleNames(const Catalogue& catalogue) {
        byName_.reserve(catalogue.modules.size());
        for (const ModuleTemplate& module : catalogue.modules) {
            byName_.emplace(module.name, &module);  // the first of a repeated name, as find()
        }
    }

    /// What catalogue.find(name) gives, in constant time.
    const ModuleTemplate* find(std::string_view name) const {
        const auto it = byName_.find(name);
        return it == byName_.end() ? nullptr : it->second;
    }

private:
    std::unordered_map<std::string_view, const ModuleTemplate*> byName_;
};

}  // namespace easylink::catalogue_rules

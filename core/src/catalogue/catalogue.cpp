#include "easylink/catalogue/catalogue.hpp"

#include <algorithm>

namespace easylink {

int PortSpec::widestWidth() const {
    return widths.empty() ? 0 : *std::max_element(widths.begin(), widths.end());
}

bool PortSpec::allowsWidth(int width) const {
    return std::find(widths.begin(), widths.end(), width) != widths.end();
}

bool ModuleTemplate::allowsRotation(Rotation rotation) const {
    return rotations.empty() ||
           std::find(rotations.begin(), rotations.end(), rotation) != rotations.end();
}

std::vector<Rotation> ModuleTemplate::allowedRotations() const {
    if (rotations.empty()) {
        return {kAllRotations.begin(), kAllRotations.end()};
    }
    return rotations;
}

bool ModuleTemplate::hasTag(std::string_view tag) const {
    return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

const ParamSpec* ModuleTemplate::param(std::string_view paramName) const {
    for (const ParamSpec& spec : params) {
        if (spec.name == paramName) {
            return &spec;
        }
    }
    return nullptr;
}

const SlotSpec* ModuleTemplate::slot(std::string_view slotName) const {
    for (const SlotSpec& spec : slots) {
        if (spec.name == slotName) {
            return &spec;
        }
    }
    return nullptr;
}

const ModuleTemplate* Catalogue::find(std::string_view moduleName) const {
    for (const ModuleTemplate& module : modules) {
        if (module.name == moduleName) {
            return &module;
        }
    }
    return nullptr;
}

bool Catalogue::usesSockets() const {
    return std::any_of(modules.begin(), modules.end(), [](const ModuleTemplate& module) {
        return std::any_of(module.ports.begin(), module.ports.end(),
                           [](const PortSpec& port) { return !port.socket.empty(); });
    });
}

bool Catalogue::usesLocks() const {
    return std::any_of(modules.begin(), modules.end(),
                       [](const ModuleTemplate& module) { return !module.rules.lockedBy.empty(); });
}

std::vector<std::size_t> Catalogue::variantsOf(std::size_t base) const {
    std::vector<std::size_t> found;
    for (std::size_t m = 0; m < modules.size(); ++m) {
        if (!modules[m].variantOf.empty() && modules[m].variantOf == modules[base].name) {
            found.push_back(m);
        }
    }
    return found;
}

const ModuleMesh* Catalogue::meshOf(const ModuleTemplate& module) const {
    if (module.mesh) {
        return &*module.mesh;
    }
    if (module.isVariant()) {
        const ModuleTemplate* base = find(module.variantOf);
        if (base != nullptr && base != &module && !base->isVariant() && base->mesh) {
            return &*base->mesh;
        }
    }
    return nullptr;
}

std::string modulePointer(std::size_t module) {
    return "/modules/" + std::to_string(module);
}

std::string portPointer(std::size_t module, std::size_t port) {
    return modulePointer(module) + "/ports/" + std::to_string(port);
}

std::string meshPointer(std::size_t module) {
    return modulePointer(module) + "/mesh";
}

}  // namespace easylink

#include "easylink/resolve/resolve_tables.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace easylink {
namespace {

/// True when a slot of some module passes a port fact ending in `field`:
/// such a fact is made for every room even when the catalogue gives it no
/// other meaning.
bool namesPortFact(const Catalogue& catalogue, std::string_view field) {
    for (const ModuleTemplate& module : catalogue.modules) {
        for (const SlotSpec& slot : module.slots) {
            for (const auto& [name, source] : slot.params) {
                if (source.kind == ParamSource::Kind::Fact && source.name.starts_with("port.") &&
                    source.name.ends_with(field)) {
                    return true;
                }
            }
        }
    }
    return false;
}

}  // namespace

ResolveTables prepareResolve(const Catalogue& catalogue) {
    ResolveTables tables;
    const std::size_t moduleCount = catalogue.modules.size();
    std::size_t maxPorts = 0;
    for (std::size_t m = 0; m < moduleCount; ++m) {
        const ModuleTemplate& module = catalogue.modules[m];
        maxPorts = std::max(maxPorts, module.ports.size());
        tables.anyWallPart =
            tables.anyWallPart || (module.kind == ModuleKind::Wall && module.weight > 0);
        if (isPartKind(module.kind)) {
            tables.parts.push_back(static_cast<int>(m));
        }
    }

    // Catalogue::variantsOf searches every module: once per module, a large
    // catalogue would take a time quadratic in its size.
    std::unordered_map<std::string_view, std::vector<int>> variantsByBase;
    for (std::size_t m = 0; m < moduleCount; ++m) {
        if (catalogue.modules[m].isVariant()) {
            variantsByBase[catalogue.modules[m].variantOf].push_back(static_cast<int>(m));
        }
    }
    tables.variantsOf.resize(moduleCount);
    for (std::size_t m = 0; m < moduleCount; ++m) {
        tables.variantsOf[m].push_back(static_cast<int>(m));
        if (const auto it = variantsByBase.find(catalogue.modules[m].name);
            it != variantsByBase.end()) {
            tables.variantsOf[m].insert(tables.variantsOf[m].end(), it->second.begin(),
                                        it->second.end());
        }
    }

    tables.socketFacts = catalogue.usesSockets() || namesPortFact(catalogue, ".socket");
    tables.lockFacts = catalogue.usesLocks() || namesPortFact(catalogue, ".locked");
    std::vector<std::string> wallNames;
    for (std::size_t port = 0; port < maxPorts; ++port) {
        wallNames.push_back(wallSlotName(port));
        const std::string prefix = "port." + std::to_string(port) + ".";
        tables.portFacts.push_back({prefix + "connected", prefix + "width", prefix + "dir",
                                    prefix + "socket", prefix + "locked"});
        SlotSpec& implicit = tables.implicitWalls.emplace_back();
        implicit.name = wallNames.back();
        implicit.kinds = {ModuleKind::Wall};
        implicit.params = {
            {"connected", {ParamSource::Kind::Fact, false, tables.portFacts.back()[0]}},
            {"width", {ParamSource::Kind::Fact, false, tables.portFacts.back()[1]}}};
        if (tables.socketFacts) {
            implicit.params.push_back(
                {"socket", {ParamSource::Kind::Fact, false, tables.portFacts.back()[3]}});
        }
        if (tables.lockFacts) {
            implicit.params.push_back(
                {"locked", {ParamSource::Kind::Fact, false, tables.portFacts.back()[4]}});
        }
    }

    tables.requirementParams.resize(moduleCount);
    tables.wallSlotPorts.resize(moduleCount);
    tables.declaredWallSlots.assign(moduleCount, std::vector<int>(maxPorts, -1));
    for (std::size_t m = 0; m < moduleCount; ++m) {
        const ModuleTemplate& module = catalogue.modules[m];
        for (const Requirement& requirement : module.requirements) {
            const auto spec = std::find_if(
                module.params.begin(), module.params.end(),
                [&](const ParamSpec& param) { return param.name == requirement.param; });
            tables.requirementParams[m].push_back(
                spec == module.params.end() ? -1 : static_cast<int>(spec - module.params.begin()));
        }
        for (std::size_t s = 0; s < module.slots.size(); ++s) {
            const auto wall = std::find(wallNames.begin(), wallNames.end(), module.slots[s].name);
            const int port =
                wall == wallNames.end() ? -1 : static_cast<int>(wall - wallNames.begin());
            tables.wallSlotPorts[m].push_back(port);
            if (port >= 0 && tables.declaredWallSlots[m][static_cast<std::size_t>(port)] < 0) {
                tables.declaredWallSlots[m][static_cast<std::size_t>(port)] = static_cast<int>(s);
            }
        }
    }
    return tables;
}

}  // namespace easylink

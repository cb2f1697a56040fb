#include "easylink/kit/kit_merge.hpp"

#include <algorithm>
#include <set>

#include "easylink/kit/kit_import.hpp"

namespace easylink {
namespace {

bool sameGeometry(const ModuleTemplate& a, const ModuleTemplate& b) {
    if (a.size != b.size || a.ports.size() != b.ports.size() || a.kind != b.kind ||
        a.weight != b.weight) {
        return false;
    }
    for (std::size_t i = 0; i < a.ports.size(); ++i) {
        if (a.ports[i].pose != b.ports[i].pose || a.ports[i].widths != b.ports[i].widths) {
            return false;
        }
    }
    const bool meshes = a.mesh.has_value() == b.mesh.has_value();
    return meshes && (!a.mesh || (a.mesh->file == b.mesh->file && a.mesh->node == b.mesh->node &&
                                  a.mesh->offset == b.mesh->offset));
}

/// What the kit owns of `module`, taken from `fromKit`; the rest stays.
ModuleTemplate updated(const ModuleTemplate& module, const ModuleTemplate& fromKit,
                       bool kitNamesKind, bool kitNamesWeight) {
    ModuleTemplate out = module;
    out.size = fromKit.size;
    if (kitNamesKind) {
        out.kind = fromKit.kind;
    }
    if (kitNamesWeight) {
        out.weight = fromKit.weight;
    }
    out.ports.clear();
    for (const PortSpec& port : fromKit.ports) {
        PortSpec made = port;
        const auto old = std::find_if(module.ports.begin(), module.ports.end(),
                                      [&](const PortSpec& p) { return p.pose == port.pose; });
        if (old != module.ports.end()) {
            made.extra = old->extra;  // a socket, and whatever else was set on it
        }
        out.ports.push_back(std::move(made));
    }
    if (fromKit.mesh) {
        ModuleMesh mesh = *fromKit.mesh;
        if (module.mesh) {
            mesh.extra = module.mesh->extra;
        }
        out.mesh = std::move(mesh);
    }
    return out;
}

}  // namespace

KitMerge mergeKit(const Catalogue& catalogue, const KitImport& kit, bool prune) {
    KitMerge merge;
    merge.catalogue = catalogue;
    std::vector<ModuleTemplate>& modules = merge.catalogue.modules;
    std::set<std::string> inKit;
    for (std::size_t i = 0; i < kit.modules.size(); ++i) {
        const ModuleTemplate& fromKit = kit.modules[i];
        const KitExtrasGiven given = i < kit.given.size() ? kit.given[i] : KitExtrasGiven{};
        inKit.insert(fromKit.name);
        const auto found =
            std::find_if(modules.begin(), modules.end(),
                         [&](const ModuleTemplate& m) { return m.name == fromKit.name; });
        if (found == modules.end()) {
            modules.push_back(fromKit);
            merge.added.push_back(fromKit.name);
            continue;
        }
        ModuleTemplate made = updated(*found, fromKit, given.kind, given.weight);
        (sameGeometry(made, *found) ? merge.kept : merge.changed).push_back(fromKit.name);
        *found = std::move(made);
    }
    std::set<std::string> pruned;
    for (const ModuleTemplate& module : modules) {
        if (inKit.count(module.name) == 0 && !module.isVariant()) {
            merge.missing.push_back(module.name);
            if (prune) {
                pruned.insert(module.name);
            }
        }
    }
    if (prune) {
        std::erase_if(modules, [&](const ModuleTemplate& m) {
            return pruned.count(m.name) > 0 || pruned.count(m.variantOf) > 0;
        });
    }
    return merge;
}

std::string kitFileFrom(const std::filesystem::path& catalogueFolder,
                        const std::filesystem::path& kit) {
    std::error_code ec;
    const std::filesystem::path base =
        std::filesystem::absolute(catalogueFolder.empty() ? "." : catalogueFolder, ec);
    const std::filesystem::path relative =
        std::filesystem::absolute(kit, ec).lexically_normal().lexically_relative(
            base.lexically_normal());
    return (relative.empty() ? kit : relative).generic_string();
}

KitImportOptions kitOptionsFor(const Catalogue& catalogue,
                               const std::filesystem::path& catalogueFolder,
                               const std::filesystem::path& meshKit) {
    KitImportOptions options;
    options.tileSize = catalogue.tileSize();
    options.macro = catalogue.macro;
    options.meshFile = kitFileFrom(catalogueFolder, meshKit);
    return options;
}

KitMerge mergeImportedKit(const Catalogue& catalogue, const KitImport& kit,
                          const std::string& kitName, bool prune,
                          std::vector<std::string>& problems) {
    problems = kit.problems;
    if (!kit.ok()) {
        return {};
    }
    KitMerge merge = mergeKit(catalogue, kit, prune);
    problems = kitCatalogueProblems(merge.catalogue, kit, kitName);
    return problems.empty() ? merge : KitMerge{};
}

KitMerge importKitInto(const Catalogue& catalogue, const std::filesystem::path& catalogueFolder,
                       const std::filesystem::path& kit, bool prune,
                       std::vector<std::string>& problems) {
    const KitImport imported = importKit(kit, kitOptionsFor(catalogue, catalogueFolder, kit));
    return mergeImportedKit(catalogue, imported, kit.string(), prune, problems);
}

}  // namespace easylink

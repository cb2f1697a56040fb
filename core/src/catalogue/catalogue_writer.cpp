// [SECTION] Catalogue writer
//
// Known keys are written in the order of DESIGN.md section 4, then whatever
// unknown keys the file had when it was loaded, so that files written by a
// newer version keep their extra data through an edit here.

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_format.hpp"

namespace easylink {
namespace {

/// A doubled coordinate as JSON: whole numbers stay integers, halves are x.5.
Json halfToJson(int doubled) {
    if (doubled % 2 == 0) {
        return doubled / 2;
    }
    return doubled / 2.0;
}

void appendExtra(Json& target, const Json& extra) {
    if (!extra.is_object()) {
        return;
    }
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (!target.contains(it.key())) {
            target[it.key()] = it.value();
        }
    }
}

Json portToJson(const PortSpec& port) {
    Json out = Json::object();
    out["pos"] = Json::array({halfToJson(port.pose.centre.x2), halfToJson(port.pose.centre.y2)});
    out["dir"] = std::string(toString(port.pose.dir));
    out["widths"] = port.widths;
    appendExtra(out, port.extra);
    return out;
}

Json moduleToJson(const ModuleTemplate& module) {
    Json out = Json::object();
    out["name"] = module.name;
    out["kind"] = std::string(toString(module.kind));
    out["size"] = Json::array({module.size.w, module.size.h});
    out["weight"] = module.weight;
    Json ports = Json::array();
    for (const PortSpec& port : module.ports) {
        ports.push_back(portToJson(port));
    }
    out["ports"] = std::move(ports);
    if (!module.rotations.empty()) {
        Json rotations = Json::array();
        for (Rotation r : module.rotations) {
            rotations.push_back(r.degrees());
        }
        out["rotations"] = std::move(rotations);
    }
    appendExtra(out, module.extra);
    return out;
}

}  // namespace

Json catalogueToJson(const Catalogue& catalogue) {
    Json out = Json::object();
    out["format"] = std::string(kCatalogueFormat);
    out["version"] = kCatalogueVersion;
    out["name"] = catalogue.name;
    out["macro"] = catalogue.macro;
    Json modules = Json::array();
    for (const ModuleTemplate& module : catalogue.modules) {
        modules.push_back(moduleToJson(module));
    }
    out["modules"] = std::move(modules);
    appendExtra(out, catalogue.extra);
    return out;
}

std::string serializeCatalogue(const Catalogue& catalogue) {
    // Invalid UTF-8 in a name cannot come from a parsed file, but an editor
    // could produce it; replace rather than throw.
    return formatJsonReadable(catalogueToJson(catalogue));
}

std::optional<std::string> saveCatalogueFile(const std::filesystem::path& path,
                                             const Catalogue& catalogue) {
    return writeFileAtomically(path, serializeCatalogue(catalogue), {.keepBackup = true});
}

}  // namespace easylink

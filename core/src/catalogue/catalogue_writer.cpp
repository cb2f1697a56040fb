// [SECTION] Catalogue writer
//
// Known keys are written in the order of docs/design.md section 4, then whatever
// unknown keys the file had when it was loaded, so that files written by a
// newer version keep their extra data through an edit here.

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

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

/// Adds the unknown keys kept from the file after the written ones. Each is
/// checked against the few written keys only (its fellows are distinct), so
/// that a thousand-key object is not searched a thousand times as it grows.
void appendExtra(Json& target, const Json& extra) {
    if (!extra.is_object()) {
        return;
    }
    std::vector<std::string> written;
    for (auto it = target.begin(); it != target.end(); ++it) {
        written.push_back(it.key());
    }
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (std::find(written.begin(), written.end(), it.key()) == written.end()) {
            appendNewMember(target, it.key(), it.value());
        }
    }
}

Json portToJson(const PortSpec& port) {
    Json out = Json::object();
    out["pos"] = Json::array({halfToJson(port.pose.centre.x2), halfToJson(port.pose.centre.y2)});
    out["dir"] = std::string(toString(port.pose.dir));
    out["widths"] = port.widths;
    if (!port.socket.empty()) {
        out["socket"] = port.socket;
    }
    appendExtra(out, port.extra);
    return out;
}

Json slotToJson(const SlotSpec& slot) {
    Json out = Json::object();
    out["name"] = slot.name;
    if (slot.rect) {
        out["rect"] = Json::array({slot.rect->x, slot.rect->y, slot.rect->w, slot.rect->h});
    }
    if (slot.facing != Dir::N) {
        out["facing"] = std::string(toString(slot.facing));
    }
    Json accepts = Json::object();
    if (!slot.kinds.empty()) {
        Json kinds = Json::array();
        for (ModuleKind kind : slot.kinds) {
            kinds.push_back(std::string(toString(kind)));
        }
        accepts["kinds"] = std::move(kinds);
    }
    if (!slot.tags.empty()) {
        accepts["tags"] = slot.tags;
    }
    if (slot.size) {
        accepts["size"] = Json::array({(*slot.size)[0].toJson(), (*slot.size)[1].toJson()});
    }
    out["accepts"] = std::move(accepts);
    if (!slot.params.empty()) {
        std::vector<std::pair<std::string, Json>> params;
        for (const auto& [name, source] : slot.params) {
            params.emplace_back(name, source.toJson());
        }
        out["params"] = objectFromMembers(std::move(params));
    }
    if (slot.optional) {
        out["optional"] = true;
    }
    appendExtra(out, slot.extra);
    return out;
}

// Phase-2 keys are written only when the module has them, so catalogues
// without phase-2 parts are written exactly as before.
void appendParts(Json& out, const ModuleTemplate& module) {
    if (!module.tags.empty()) {
        out["tags"] = module.tags;
    }
    if (!module.params.empty()) {
        Json params = Json::array();
        for (const ParamSpec& spec : module.params) {
            params.push_back(Json{{"name", spec.name},
                                  {"type", std::string(toString(spec.type))},
                                  {"default", valueToJson(spec.fallback)}});
        }
        out["params"] = std::move(params);
    }
    if (!module.requirements.empty()) {
        std::vector<std::pair<std::string, Json>> requirements;
        for (const Requirement& requirement : module.requirements) {
            if (requirement.equals) {
                requirements.emplace_back(requirement.param, valueToJson(*requirement.equals));
            } else {
                Json range = Json::object();
                if (requirement.min) {
                    range["min"] = *requirement.min;
                }
                if (requirement.max) {
                    range["max"] = *requirement.max;
                }
                requirements.emplace_back(requirement.param, std::move(range));
            }
        }
        out["requires"] = objectFromMembers(std::move(requirements));
    }
    if (!module.slots.empty()) {
        Json slots = Json::array();
        for (const SlotSpec& slot : module.slots) {
            slots.push_back(slotToJson(slot));
        }
        out["slots"] = std::move(slots);
    }
    if (!module.pattern.empty()) {
        out["pattern"] = module.pattern;
    }
}

void appendRules(Json& out, const RoomRules& rules) {
    if (rules.minCount > 0) {
        out["min_count"] = rules.minCount;
    }
    if (rules.maxCount) {
        out["max_count"] = *rules.maxCount;
    }
    if (rules.maxExits) {
        out["max_exits"] = *rules.maxExits;
    }
    if (!rules.requiresNeighbor.empty()) {
        out["requires_neighbor"] = rules.requiresNeighbor;
    }
    switch (rules.place) {
        case RoomRules::Place::Anywhere: break;
        case RoomRules::Place::First: out["place"] = "first"; break;
        case RoomRules::Place::Last: out["place"] = "last"; break;
        case RoomRules::Place::FarFrom:
            out["place"] = Json{{"far_from", rules.farFrom}, {"rooms", rules.farRooms}};
            break;
    }
    if (!rules.lockedBy.empty()) {
        out["locked_by"] = rules.lockedBy;
    }
}

Json meshToJson(const ModuleMesh& mesh) {
    Json out = Json::object();
    out["file"] = mesh.file;
    out["node"] = mesh.node;
    if (mesh.offset) {
        out["offset"] = Json::array({(*mesh.offset)[0], (*mesh.offset)[1], (*mesh.offset)[2]});
    }
    appendExtra(out, mesh.extra);
    return out;
}

Json moduleToJson(const ModuleTemplate& module) {
    Json out = Json::object();
    out["name"] = module.name;
    out["kind"] = std::string(toString(module.kind));
    if (module.isVariant()) {
        out["variant_of"] = module.variantOf;
    }
    if (!module.takesSlotSize()) {
        out["size"] = Json::array({module.size.w, module.size.h});
    }
    out["weight"] = module.weight;
    if ((isRoomKind(module.kind) && !module.isVariant()) || !module.ports.empty()) {
        Json ports = Json::array();
        for (const PortSpec& port : module.ports) {
            ports.push_back(portToJson(port));
        }
        out["ports"] = std::move(ports);
    }
    if (!module.rotations.empty()) {
        Json rotations = Json::array();
        for (Rotation r : module.rotations) {
            rotations.push_back(r.degrees());
        }
        out["rotations"] = std::move(rotations);
    }
    appendRules(out, module.rules);
    appendParts(out, module);
    if (module.mesh) {
        out["mesh"] = meshToJson(*module.mesh);
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
    // The 3D scale only when the file gave it, so older files save unchanged.
    if (catalogue.explicitTileSize) {
        out["tile_size"] = *catalogue.explicitTileSize;
    }
    if (catalogue.explicitWallHeight) {
        out["wall_height"] = *catalogue.explicitWallHeight;
    }
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

// [SECTION] Catalogue reader
//
// Turns a parsed JSON document into a Catalogue. The reader is deliberately
// forgiving in how far it goes and strict in what it accepts: a value of the
// wrong type is reported with its pointer and replaced by a default, and the
// reading carries on, so a designer sees every problem of a file at once.
// Geometric rules are left to the validator, which skips modules that had
// type errors (their defaults would only produce noise).

#include <cmath>

#include "document_reader.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "parts_reader.hpp"

namespace easylink {
namespace {

using catalogue_reading::DocumentReader;
using catalogue_reading::unknownMembers;

constexpr const char* kKindHint =
    "normal, four_way, t_junction, bend, through, dead_end (rooms) or wall, door, corridor, "
    "part (phase-2 parts)";

void readWidths(DocumentReader& in, const Json& value, const std::string& pointer, PortSpec& port) {
    if (in.array(value, pointer, "widths") == nullptr) {
        return;
    }
    // An unreadable entry keeps its place (as 0, skipped by the validator
    // through the read damage) so that indices match the file's.
    for (std::size_t i = 0; i < value.size(); ++i) {
        port.widths.push_back(
            in.wholeNumber(value[i], pointer + "/" + std::to_string(i), "width").value_or(0));
    }
}

PortSpec readPort(DocumentReader& in, const Json& value, const std::string& pointer) {
    PortSpec port;
    if (in.object(value, pointer, "a port") == nullptr) {
        return port;
    }
    if (const Json* pos = in.member(value, "pos", pointer, true,
                                    "give the doorway's centre as [x, y], e.g. [0, 3.5]")) {
        const std::string posPointer = pointer + "/pos";
        if (in.pair(*pos, posPointer, "pos", "an array of two numbers [x, y]") != nullptr) {
            const auto x2 = in.halfNumber((*pos)[0], posPointer + "/0", "x");
            const auto y2 = in.halfNumber((*pos)[1], posPointer + "/1", "y");
            if (x2 && y2) {
                port.pose.centre = {*x2, *y2};
            }
        }
    }
    if (const Json* dir =
            in.member(value, "dir", pointer, true, "one of \"N\", \"E\", \"S\", \"W\"")) {
        if (auto text = in.string(*dir, pointer + "/dir", "dir")) {
            if (auto parsed = parseDir(*text)) {
                port.pose.dir = *parsed;
            } else {
                in.error(pointer + "/dir",
                         "\"" + printableExcerpt(*text) +
                             "\" is not a direction; use \"N\", \"E\", \"S\" or \"W\"");
            }
        }
    }
    if (const Json* widths = in.member(value, "widths", pointer, true,
                                       "list the passage widths the doorway allows, e.g. [2, 4]")) {
        readWidths(in, *widths, pointer + "/widths", port);
    }
    if (const Json* socket = in.member(value, "socket", pointer, false, "")) {
        if (auto text = in.string(*socket, pointer + "/socket", "socket")) {
            if (text->empty() || text->size() > kMaxSocketLength) {
                in.error(pointer + "/socket",
                         "a socket is a name of 1 to " + std::to_string(kMaxSocketLength) +
                             " characters, e.g. \"gate\"; leave it out for a plain doorway");
            } else {
                port.socket = std::move(*text);
            }
        }
    }
    port.extra = unknownMembers(value, {"pos", "dir", "widths", "socket"});
    return port;
}

void readRotations(DocumentReader& in, const Json& value, const std::string& pointer,
                   ModuleTemplate& module) {
    if (in.array(value, pointer, "rotations") == nullptr) {
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string itemPointer = pointer + "/" + std::to_string(i);
        std::optional<Rotation> rotation;
        if (auto degrees = in.wholeNumber(value[i], itemPointer, "rotation")) {
            rotation = Rotation::fromDegrees(*degrees);
            if (!rotation) {
                in.error(itemPointer, "rotation " + std::to_string(*degrees) +
                                          " is not one of 0, 90, 180, 270 (degrees clockwise)");
            }
        }
        module.rotations.push_back(rotation.value_or(Rotation()));  // keeps indices aligned
    }
}

/// A module's "mesh" (docs/design.md section 10): { "file", "node", "offset" }.
std::optional<ModuleMesh> readModuleMesh(DocumentReader& in, const Json& value,
                                         const std::string& pointer) {
    if (in.object(value, pointer, "mesh") == nullptr) {
        return std::nullopt;
    }
    ModuleMesh mesh;
    if (const Json* file = in.member(value, "file", pointer, true,
                                     "name the glTF file, relative to the catalogue's folder")) {
        if (auto text = in.string(*file, pointer + "/file", "file")) {
            mesh.file = *text;
        }
    }
    if (const Json* node =
            in.member(value, "node", pointer, true, "name the node of the glTF file to draw")) {
        if (auto text = in.string(*node, pointer + "/node", "node")) {
            mesh.node = *text;
        }
    }
    if (const Json* offset = in.member(value, "offset", pointer, false)) {
        const std::string offsetPointer = pointer + "/offset";
        if (in.tuple(*offset, offsetPointer, "offset", "[dx, dy, dz] in metres", 3) != nullptr) {
            std::array<double, 3> read{};
            bool readable = true;
            for (std::size_t i = 0; i < 3; ++i) {
                const auto number =
                    in.number((*offset)[i], offsetPointer + "/" + std::to_string(i), "offset");
                read[i] = number.value_or(0.0);
                readable = readable && number.has_value();
            }
            if (readable) {
                mesh.offset = read;
            }
        }
    }
    mesh.extra = unknownMembers(value, {"file", "node", "offset"});
    return mesh;
}

ModuleTemplate readModule(DocumentReader& in, const Json& value, const std::string& pointer) {
    ModuleTemplate module;
    if (in.object(value, pointer, "a module") == nullptr) {
        return module;
    }
    if (const Json* name =
            in.member(value, "name", pointer, true, "every module needs a unique name")) {
        if (auto text = in.string(*name, pointer + "/name", "name")) {
            module.name = *text;
        }
    }
    if (const Json* kind = in.member(value, "kind", pointer, true, kKindHint)) {
        if (auto text = in.string(*kind, pointer + "/kind", "kind")) {
            if (auto parsed = parseModuleKind(*text)) {
                module.kind = *parsed;
            } else {
                in.error(pointer + "/kind", "unknown kind \"" + printableExcerpt(*text) +
                                                "\"; use one of " + std::string(kKindHint));
            }
        }
    }
    if (const Json* base = in.member(value, "variant_of", pointer, false)) {
        if (auto text = in.string(*base, pointer + "/variant_of", "variant_of")) {
            module.variantOf = *text;
        }
    }
    // Parts may take their slot's size; variants take their base's ports.
    const bool part = isPartKind(module.kind);
    if (const Json* size =
            in.member(value, "size", pointer, !part, "give [width, height] in tiles")) {
        const std::string sizePointer = pointer + "/size";
        if (in.pair(*size, sizePointer, "size", "[width, height]") != nullptr) {
            const auto w = in.wholeNumber((*size)[0], sizePointer + "/0", "width");
            const auto h = in.wholeNumber((*size)[1], sizePointer + "/1", "height");
            if (w && h) {
                module.size = {*w, *h};
            }
        }
    }
    if (const Json* weight = in.member(value, "weight", pointer, false)) {
        if (auto number = in.number(*weight, pointer + "/weight", "weight")) {
            module.weight = *number;
        }
    }
    if (const Json* ports = in.member(value, "ports", pointer, !part && !module.isVariant(),
                                      "list the module's doorways")) {
        const std::string portsPointer = pointer + "/ports";
        if (in.array(*ports, portsPointer, "ports") != nullptr) {
            for (std::size_t i = 0; i < ports->size(); ++i) {
                module.ports.push_back(
                    readPort(in, (*ports)[i], portsPointer + "/" + std::to_string(i)));
            }
        }
    }
    if (const Json* rotations = in.member(value, "rotations", pointer, false)) {
        readRotations(in, *rotations, pointer + "/rotations", module);
    }
    readModuleParts(in, value, pointer, module);
    if (const Json* mesh = in.member(value, "mesh", pointer, false)) {
        module.mesh = readModuleMesh(in, *mesh, pointer + "/mesh");
    }
    module.extra = unknownMembers(
        value, {"name", "kind", "size", "weight", "ports", "rotations", "variant_of", "tags",
                "params", "requires", "slots", "pattern", "mesh",
                // room rules: kept in module.rules, so that one cleared in the
                // editor does not come back from the file's extra keys
                "min_count", "max_count", "max_exits", "requires_neighbor", "place", "locked_by"});
    return module;
}

void readHeader(DocumentReader& in, const Json& document, Catalogue& catalogue) {
    if (const Json* format =
            in.member(document, "format", "", true,
                      "a catalogue starts with \"format\": \"easylink-catalogue\"")) {
        if (auto text = in.string(*format, "/format", "format")) {
            if (*text == "easylink-layout") {
                in.error("/format", "this is a layout file, not a catalogue");
            } else if (*text != kCatalogueFormat) {
                in.error("/format", "format is \"" + printableExcerpt(*text) +
                                        "\"; expected \"easylink-catalogue\"");
            }
        }
    }
    if (const Json* version = in.member(document, "version", "", true,
                                        "this build reads version 1 (\"version\": 1)")) {
        if (auto number = in.wholeNumber(*version, "/version", "version")) {
            if (*number > kCatalogueVersion) {
                in.error("/version",
                         "version " + std::to_string(*number) +
                             " was written by a newer Easylink Studio; this build reads version 1");
            } else if (*number != kCatalogueVersion) {
                in.error("/version",
                         "version " + std::to_string(*number) + " is unknown; expected 1");
            }
        }
    }
    if (const Json* name = in.member(document, "name", "", false)) {
        if (auto text = in.string(*name, "/name", "name")) {
            catalogue.name = *text;
        }
    }
    if (const Json* macro = in.member(document, "macro", "", false)) {
        if (auto number = in.wholeNumber(*macro, "/macro", "macro")) {
            catalogue.macro = *number;
        }
    }
    // The 3D scale; its range is the validator's.
    if (const Json* tileSize = in.member(document, "tile_size", "", false)) {
        catalogue.explicitTileSize = in.number(*tileSize, "/tile_size", "tile_size");
    }
    if (const Json* wallHeight = in.member(document, "wall_height", "", false)) {
        catalogue.explicitWallHeight = in.number(*wallHeight, "/wall_height", "wall_height");
    }
}

}  // namespace

CatalogueLoad readCatalogue(const Json& document) {
    CatalogueLoad result;
    DocumentReader in(result.problems);
    if (!document.is_object()) {
        in.error(
            "",
            "a catalogue must be a JSON object with \"format\", \"version\" and \"modules\", not " +
                describeJsonType(document));
        return result;
    }
    Catalogue& catalogue = result.catalogue;
    readHeader(in, document, catalogue);

    if (const Json* modules =
            in.member(document, "modules", "", true, "list the catalogue's modules")) {
        if (in.array(*modules, "/modules", "modules") != nullptr) {
            for (std::size_t i = 0; i < modules->size(); ++i) {
                catalogue.modules.push_back(readModule(in, (*modules)[i], modulePointer(i)));
            }
        }
    }
    catalogue.extra = unknownMembers(
        document, {"format", "version", "name", "macro", "tile_size", "wall_height", "modules"});

    std::vector<Problem> rules = validateCatalogue(catalogue, ReadDamage(result.problems));
    result.problems.insert(result.problems.end(), std::make_move_iterator(rules.begin()),
                           std::make_move_iterator(rules.end()));
    sortCatalogueProblems(result.problems);
    return result;
}

namespace {

CatalogueLoad readParsed(const ParsedJson& parsed) {
    if (!parsed.ok()) {
        CatalogueLoad result;
        result.problems.push_back(*parsed.error);
        return result;
    }
    return readCatalogue(parsed.value);
}

}  // namespace

CatalogueLoad loadCatalogueText(std::string_view text) {
    return readParsed(parseJsonText(text));
}

CatalogueLoad loadCatalogueFile(const std::filesystem::path& path) {
    return readParsed(readJsonFile(path));
}

}  // namespace easylink

// `easylink import-modules`: a catalogue from a room kit (docs/design.md
// section 10, "Port markers in a kit"), new or merged into one.

#include <filesystem>
#include <ostream>

#include "cli/command_line.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/kit/kit_import.hpp"
#include "easylink/kit/kit_merge.hpp"
#ifdef EASYLINK_HAS_FBX
#include "easylink/kit/fbx_kit.hpp"
#endif

namespace easylink::cli {
namespace {

namespace fs = std::filesystem;

void printNames(std::ostream& out, const char* what, const std::vector<std::string>& names) {
    if (names.empty()) {
        return;
    }
    out << what << " (" << names.size() << "):";
    for (const std::string& name : names) {
        out << ' ' << printableExcerpt(name, 80);
    }
    out << '\n';
}

/// The kit's modules: a glTF kit read as it is, an FBX kit converted (its
/// glTF bytes left in `glb`).
KitImport readKit(const fs::path& kit, const KitImportOptions& options, std::string& glb) {
#ifdef EASYLINK_HAS_FBX
    if (isFbxKit(kit)) {
        return importFbxKit(kit, options, glb);
    }
#else
    (void)glb;
#endif
    return importKit(kit, options);
}

/// Reads a number flag in [low, high]; false after printing why.
bool readNumber(const Arguments& args, const char* flag, double low, double high, double& value,
                std::ostream& err) {
    const std::optional<std::string> text = args.value(flag);
    if (!text) {
        return true;
    }
    try {
        std::size_t used = 0;
        value = std::stod(*text, &used);
        if (used == text->size() && value >= low && value <= high) {
            return true;
        }
    } catch (const std::exception&) {
    }
    usageError("import-modules",
               std::string(flag) + " wants a number from " + std::to_string(low) + " to " +
                   std::to_string(high) + ", not \"" + printableExcerpt(*text) + "\"",
               err);
    return false;
}

/// Writes the catalogue, and beside it the glTF kit made from an FBX kit,
/// all or nothing; the message on failure.
std::optional<std::string> writeImport(const fs::path& cataloguePath, const Catalogue& catalogue,
                                       const fs::path& glbPath, const std::string& glb) {
    if (glb.empty()) {
        return saveCatalogueFile(cataloguePath, catalogue);
    }
    StagedWrites files({.keepBackup = true});
    if (auto error = files.stage(glbPath, glb)) {
        return error;
    }
    if (auto error = files.stage(cataloguePath, serializeCatalogue(catalogue))) {
        return error;
    }
    return files.commit();
}

int runImport(const Arguments& args, std::ostream& out, std::ostream& err) {
    const fs::path kitPath = args.positional.front();
    const std::optional<std::string> outPath = args.value("--out");
    const std::optional<std::string> mergePath = args.value("--merge");
    if (outPath.has_value() == mergePath.has_value()) {
        return usageError("import-modules", "give --out CATALOGUE.json or --merge CATALOGUE.json",
                          err);
    }
    if (mergePath && (args.has("--tile-size") || args.has("--macro") || args.has("--name"))) {
        return usageError("import-modules",
                          "--merge keeps the catalogue's name, tile size and macro: leave out "
                          "--name, --tile-size and --macro",
                          err);
    }
    if (!mergePath && args.has("--prune")) {
        return usageError("import-modules", "--prune goes with --merge", err);
    }
    const bool fbx = isFbxKit(kitPath);
#ifndef EASYLINK_HAS_FBX
    if (fbx) {
        err << "easylink import-modules: \"" << printableExcerpt(kitPath.string(), 200)
            << "\": this easylink was built without FBX (EASYLINK_FBX=OFF): export the kit as "
               "glTF (.glb) from your 3D tool\n";
        return kExitFailure;
    }
#endif
    const fs::path cataloguePath = outPath ? fs::path(*outPath) : fs::path(*mergePath);
    const fs::path folder = cataloguePath.parent_path();
    // An FBX kit's meshes are drawn from the glTF kit written beside the
    // catalogue.
    const fs::path meshKit = fbx ? fbxKitGlb(folder, kitPath) : kitPath;

    std::optional<Catalogue> existing;
    KitImportOptions options;
    double macro = 4;
    if (mergePath) {
        CatalogueLoad load = loadCatalogueFile(cataloguePath);
        if (!load.valid()) {
            for (const Problem& problem : load.problems) {
                if (problem.severity == Severity::Error) {
                    err << formatProblem(cataloguePath.string(), problem) << '\n';
                }
            }
            return kExitFailure;
        }
        existing = std::move(load.catalogue);
        options = kitOptionsFor(*existing, folder, meshKit);
    } else if (!readNumber(args, "--tile-size", 0.001, kMaxTileSize, options.tileSize, err) ||
               !readNumber(args, "--macro", 2, kMaxMacro, macro, err)) {
        return kExitUsage;
    } else {
        options.macro = static_cast<int>(macro);
        if (!isUsableMacro(options.macro) || options.macro != macro) {
            return usageError(
                "import-modules",
                "--macro wants an even whole number from 2 to " + std::to_string(kMaxMacro), err);
        }
        options.meshFile = kitFileFrom(folder, meshKit);
    }

    std::string glb;
    const KitImport kit = readKit(kitPath, options, glb);
    std::vector<std::string> problems;
    KitMerge merge;
    if (existing) {
        merge = mergeImportedKit(*existing, kit, kitPath.string(), args.has("--prune"), problems);
    } else if (kit.ok()) {
        merge.catalogue =
            kitCatalogue(kit, args.value("--name").value_or(kitPath.stem().string()), options);
        for (const ModuleTemplate& module : kit.modules) {
            merge.added.push_back(module.name);
        }
        problems = kitCatalogueProblems(merge.catalogue, kit, kitPath.string());
    } else {
        problems = kit.problems;
    }
    for (const std::string& problem : problems) {
        err << problem << '\n';
    }
    if (!problems.empty()) {
        err << "easylink import-modules: nothing written\n";
        return kExitFailure;
    }
    if (auto error = writeImport(cataloguePath, merge.catalogue, meshKit, glb)) {
        err << "easylink import-modules: " << *error << '\n';
        return kExitFailure;
    }
    printNames(out, "added", merge.added);
    printNames(out, "changed", merge.changed);
    printNames(out, "kept", merge.kept);
    printNames(out, args.has("--prune") ? "removed, not in the kit" : "missing from the kit, kept",
               merge.missing);
    if (fbx) {
        out << "wrote " << meshKit.string() << ": the kit's meshes as glTF\n";
    }
    out << "wrote " << cataloguePath.string() << ": " << merge.catalogue.modules.size()
        << " modules, drawn from " << options.meshFile << '\n';
    return kExitOk;
}

}  // namespace

Verb makeImportModulesVerb() {
    Verb verb;
    verb.spec.name = "import-modules";
    verb.spec.positional = "KIT";
    verb.spec.positionalRole = PathRole::Input;
    verb.spec.minPositional = 1;
    verb.spec.maxPositional = 1;
    verb.spec.summary = "Make or update a catalogue from a room kit (.glb, .gltf or .fbx).";
    verb.spec.details =
        "Each root node of the kit is a module named after it: its footprint from its\n"
        "meshes in whole tiles, its ports from child nodes named port... at each\n"
        "doorway's centre on the footprint's edge (port_w2_4: widths 2 and 4), its kind\n"
        "and weight from extras.easylink (docs/design.md section 10). Each module draws\n"
        "the kit's node as its mesh.\n"
        "--merge updates a catalogue in place: footprints, ports and meshes from the\n"
        "kit, everything set in the studio kept, new modules added, and modules the\n"
        "kit lacks kept unless --prune.\n"
        "An FBX kit is read with the same node names (units and axes made metres and\n"
        "+Y up) and its meshes are written as KIT.glb beside the catalogue.\n"
        "Any problem is printed naming the kit, the module and the node, and nothing\n"
        "is written (exit 1).";
    verb.spec.flags = {
        {"--out", "CATALOGUE.json", "write a new catalogue of the kit's modules", PathRole::Output},
        {"--merge", "CATALOGUE.json", "update this catalogue from the kit instead",
         PathRole::Input},
        {"--prune", "", "with --merge: remove the modules the kit no longer has"},
        {"--tile-size", "M", "metres per tile (default 1)"},
        {"--macro", "M", "the macrogrid's spacing in tiles (default 4)"},
        {"--name", "NAME", "the new catalogue's name (default: the kit's file name)"},
    };
    verb.run = runImport;
    return verb;
}

}  // namespace easylink::cli

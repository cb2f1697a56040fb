#include <filesystem>
#include <map>
#include <ostream>
#include <vector>

#include "cli/command_line.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/catalogue/mesh_files.hpp"

namespace easylink::cli {
namespace {

std::string describeContents(const Catalogue& catalogue) {
    std::map<ModuleKind, int> counts;
    int variants = 0;
    for (const ModuleTemplate& module : catalogue.modules) {
        ++(module.isVariant() ? variants : counts[module.kind]);
    }
    std::string kinds;
    for (ModuleKind kind : kAllModuleKinds) {
        if (counts[kind] > 0) {
            kinds += (kinds.empty() ? "" : ", ") + std::to_string(counts[kind]) + " " +
                     std::string(toString(kind));
        }
    }
    if (variants > 0) {
        kinds += ", " + std::to_string(variants) + (variants == 1 ? " variant" : " variants");
    }
    return std::to_string(catalogue.modules.size()) + " modules (" + kinds + "), macro " +
           std::to_string(catalogue.macro);
}

}  // namespace

int validateCatalogueReport(const std::string& path, std::ostream& out) {
    CatalogueLoad load = loadCatalogueFile(path);
    // The mesh files are found from the catalogue's folder, so they are
    // checked here rather than by the loader.
    std::vector<Problem> meshProblems =
        checkModuleMeshes(load.catalogue, std::filesystem::path(path).parent_path());
    if (!meshProblems.empty()) {
        load.problems.insert(load.problems.end(), meshProblems.begin(), meshProblems.end());
        sortCatalogueProblems(load.problems);
    }
    for (const Problem& problem : load.problems) {
        out << formatProblem(path, problem) << '\n';
    }
    if (!load.valid()) {
        return kExitFailure;
    }
    out << path << ": valid catalogue";
    if (!load.catalogue.name.empty()) {
        out << " \"" << printableExcerpt(load.catalogue.name) << "\"";
    }
    out << ": " << describeContents(load.catalogue) << '\n';
    return kExitOk;
}

Verb makeValidateVerb() {
    Verb verb;
    verb.spec.name = "validate";
    verb.spec.positional = "CATALOGUE";
    verb.spec.positionalRole = PathRole::Input;
    verb.spec.minPositional = 1;
    verb.spec.maxPositional = 1;
    verb.spec.summary = "Check a module catalogue against every rule of the catalogue format.";
    verb.spec.details =
        "Prints one line per problem as FILE: JSON-POINTER: message and exits 1,\n"
        "or prints a one-line summary and exits 0 when the catalogue is valid.\n"
        "Module meshes are checked too: each glTF file, relative to the catalogue's\n"
        "folder, must load and hold its node.\n"
        "Warnings are printed but do not make the catalogue invalid.";
    verb.run = [](const Arguments& args, std::ostream& out, std::ostream&) {
        return validateCatalogueReport(args.positional.front(), out);
    };
    return verb;
}

}  // namespace easylink::cli

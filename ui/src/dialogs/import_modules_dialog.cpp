#include "dialogs/import_modules_dialog.hpp"

#include "document/editor_state.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/kit/kit_import.hpp"
#ifdef EASYLINK_HAS_FBX
#include "easylink/kit/fbx_kit.hpp"
#endif

namespace easylink::ui {
namespace {

// The problems said in the dialog; the rest are counted.
constexpr std::size_t kProblemsShown = 4;

std::vector<FileFilter> kitFilters() {
#ifdef EASYLINK_HAS_FBX
    return {{"Room kits (*.glb, *.gltf, *.fbx)", {".glb", ".gltf", ".fbx"}}, {"All files (*)", {}}};
#else
    return {{"Room kits (*.glb, *.gltf)", {".glb", ".gltf"}}, {"All files (*)", {}}};
#endif
}

void addNames(std::string& out, const char* what, const std::vector<std::string>& names) {
    if (names.empty()) {
        return;
    }
    out += "\n" + std::string(what) + " (" + std::to_string(names.size()) + "):";
    for (std::size_t i = 0; i < names.size() && i < 12; ++i) {
        out += " " + printableExcerpt(names[i], 40);
    }
    if (names.size() > 12) {
        out += " ...";
    }
}

/// The kit's modules: a glTF kit as it is, an FBX kit converted (its glTF
/// left in `glb`).
KitImport readKit(const std::filesystem::path& kit, const KitImportOptions& options,
                  std::string& glb) {
#ifdef EASYLINK_HAS_FBX
    if (isFbxKit(kit)) {
        return importFbxKit(kit, options, glb);
    }
#else
    (void)glb;
    if (isFbxKit(kit)) {
        KitImport refused;
        refused.problems.push_back(
            "\"" + printableExcerpt(kit.string(), 200) +
            "\": this build reads no FBX (EASYLINK_FBX=OFF): export the kit as glTF (.glb)");
        return refused;
    }
#endif
    return importKit(kit, options);
}

}  // namespace

std::string PendingImport::summary() const {
    std::string out = "Import the modules of " + kitName() + "?";
    addNames(out, "Added", merge.added);
    addNames(out, "Changed", merge.changed);
    addNames(out, "Unchanged", merge.kept);
    addNames(out, "Not in the kit, kept", merge.missing);
    if (!glb.empty()) {
        out +=
            "\nIts meshes are written as " + glbPath.filename().string() + " beside the catalogue.";
    }
    return out;
}

std::optional<PendingImport> readKitImport(const CatalogueDocument& document,
                                           const std::filesystem::path& kit, std::string& why) {
    PendingImport pending;
    pending.kit = kit;
    const std::filesystem::path folder = document.path.parent_path();
    const bool fbx = isFbxKit(kit);
    pending.glbPath = fbx ? fbxKitGlb(folder, kit) : std::filesystem::path();
    const KitImportOptions options =
        kitOptionsFor(document.catalogue, folder, fbx ? pending.glbPath : kit);
    const KitImport read = readKit(kit, options, pending.glb);
    std::vector<std::string> problems;
    pending.merge =
        mergeImportedKit(document.catalogue, read, kit.string(), /*prune=*/false, problems);
    if (problems.empty()) {
        return pending;
    }
    why.clear();
    for (std::size_t i = 0; i < problems.size() && i < kProblemsShown; ++i) {
        why += (i > 0 ? "\n" : "") + problems[i];
    }
    if (problems.size() > kProblemsShown) {
        why += "\n(and " + std::to_string(problems.size() - kProblemsShown) + " more)";
    }
    return std::nullopt;
}

ImportModulesDialog::ImportModulesDialog() : OpenFileDialog(kTitle, "room kit", kitFilters()) {}

std::optional<PendingImport> ImportModulesDialog::takePending() {
    std::optional<PendingImport> taken = std::move(pending_);
    pending_.reset();
    return taken;
}

std::optional<std::string> ImportModulesDialog::load(EditorState& state, const std::string& path) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        return "Open or make a catalogue to import the modules into.";
    }
    if (document->path.empty()) {
        return "Save the catalogue first: its modules name the kit from the catalogue's folder.";
    }
    if (state.document().currentIsShipped()) {
        return "The shipped catalogues stay as they are: save a copy (File > Save As) and import "
               "into that.";
    }
    std::string why;
    pending_ = readKitImport(*document, path, why);
    if (!pending_) {
        return why;
    }
    return std::nullopt;
}

}  // namespace easylink::ui

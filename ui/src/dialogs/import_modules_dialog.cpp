#include "dialogs/import_modules_dialog.hpp"

#include "document/editor_state.hpp"
#include "easylink/io/problem.hpp"

namespace easylink::ui {
namespace {

// The problems said in the dialog; the rest are counted.
constexpr std::size_t kProblemsShown = 4;

std::vector<FileFilter> kitFilters() {
    return {{"Room kits (*.glb, *.gltf)", {".glb", ".gltf"}}, {"All files (*)", {}}};
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

}  // namespace

std::string PendingImport::summary() const {
    std::string out = "Import the modules of " + kitName + "?";
    addNames(out, "Added", merge.added);
    addNames(out, "Changed", merge.changed);
    addNames(out, "Unchanged", merge.kept);
    addNames(out, "Not in the kit, kept", merge.missing);
    return out;
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
    std::vector<std::string> problems;
    KitMerge merge =
        importKitInto(document->catalogue, document->path.parent_path(), path, false, problems);
    if (!problems.empty()) {
        std::string said;
        for (std::size_t i = 0; i < problems.size() && i < kProblemsShown; ++i) {
            said += (i > 0 ? "\n" : "") + problems[i];
        }
        if (problems.size() > kProblemsShown) {
            said += "\n(and " + std::to_string(problems.size() - kProblemsShown) + " more)";
        }
        return said;
    }
    pending_ = PendingImport{std::filesystem::path(path).filename().string(), std::move(merge)};
    return std::nullopt;
}

}  // namespace easylink::ui

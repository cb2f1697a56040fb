#include "shell/kit_imports.hpp"

#include <memory>
#include <utility>

#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/io/atomic_file.hpp"

namespace easylink::ui {

void KitImports::draw(EditorState& state) {
    dialog_.draw(state);
    question_.draw(state);
}

void KitImports::takeAnswers(EditorState& state) {
    if (auto read = dialog_.takePending()) {
        question_.ask(read->summary(), {"Import", "Cancel"});
        waiting_ = std::move(read);
    }
    if (const auto answer = question_.takeAnswer(); answer && waiting_) {
        PendingImport import = std::move(*waiting_);
        waiting_.reset();
        if (*answer == 0) {
            apply(state, std::move(import));
        }
    }
}

void KitImports::apply(EditorState& state, PendingImport import) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        return;
    }
    if (!import.glb.empty()) {
        if (auto error = writeFileAtomically(import.glbPath, import.glb)) {
            question_.ask("Cannot write " + import.glbPath.string() + ": " + *error +
                              "\nNothing was imported.",
                          {"OK"});
            return;
        }
        watch_.seen(import.glbPath);
    }
    watch_.imported(document->path, import.kit);
    state.document().performEdit(std::make_unique<ReplaceModules>(
        document->catalogue.modules, std::move(import.merge.catalogue.modules), import.label()));
}

void KitImports::lookAtKits(EditorState& state) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr || document->path.empty() || isOpen() ||
        state.document().currentIsShipped() || state.document().readOnly()) {
        return;
    }
    const std::optional<std::filesystem::path> kit =
        watch_.changedKit(document->catalogue, document->path);
    if (!kit) {
        return;
    }
    const std::string name = kit->filename().string();
    std::string why;
    std::optional<PendingImport> read = readKitImport(*document, *kit, why);
    if (!read) {
        question_.ask(name + " changed on disk and cannot be imported as it is now:\n" + why,
                      {"OK"});
        return;
    }
    if (!read->changesAnything()) {
        return;  // saved again as it was
    }
    question_.ask(name + " changed on disk. " + read->summary(), {"Import", "Not now"});
    waiting_ = std::move(read);
}

}  // namespace easylink::ui

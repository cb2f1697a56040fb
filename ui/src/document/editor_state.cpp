#include "document/editor_state.hpp"

#include <algorithm>
#include <system_error>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/regions.hpp"
#include "easylink/output/params_file.hpp"

namespace easylink::ui {
namespace {

/// True when the load read something that is a catalogue, however invalid:
/// the file was read and parsed, it is an object, and its format and version
/// are ones this build reads. Those errors carry no pointer, a text position,
/// or the pointer of the header key they are about.
bool readAsCatalogue(const CatalogueLoad& load) {
    return std::none_of(load.problems.begin(), load.problems.end(), [](const Problem& problem) {
        return problem.severity == Severity::Error &&
               (problem.position.has_value() || problem.pointer.empty() ||
                problem.pointer == "/format" || problem.pointer == "/version");
    });
}

}  // namespace

bool EditorState::openCatalogue(const std::filesystem::path& path) {
    lastRequested_ = path;
    CatalogueLoad load = loadCatalogueFile(path);
    if (!readAsCatalogue(load)) {
        refused_ = RefusedLoad{path, std::move(load.problems)};
        return false;
    }

    // Reloading the same file keeps the selection on the module of the same
    // name, so that editing a file outside and pressing F5 stays on it.
    std::optional<std::string> selectedName;
    if (const ModuleTemplate* selected = selection_.selectedTemplate();
        selected != nullptr && document_ && document_->path == path) {
        selectedName = selected->name;
    }

    document_ = CatalogueDocument{path, std::move(load.catalogue), std::move(load.problems)};
    refused_.reset();
    history_.clear();
    rememberRecent(path);
    diskStamp_ = diskTime();
    notices_.notify(Change::Catalogue);

    const std::vector<ModuleTemplate>& modules = document_->catalogue.modules;
    std::optional<std::size_t> select;
    if (selectedName) {
        const auto it = std::find_if(modules.begin(), modules.end(), [&](const ModuleTemplate& m) {
            return m.name == *selectedName;
        });
        if (it != modules.end()) {
            select = static_cast<std::size_t>(it - modules.begin());
        }
    }
    if (!select && !modules.empty()) {
        select = 0;
    }
    selection_.selectModule(select);
    return true;
}

void EditorState::newCatalogue() {
    Catalogue catalogue;
    catalogue.name = "untitled";
    document_ = CatalogueDocument{{}, std::move(catalogue), {}};
    refused_.reset();
    history_.clear();
    diskStamp_.reset();
    selection_.selectModule(std::nullopt);
    selection_.forgetObject();
    documentChanged();
}

void EditorState::documentChanged() {
    document_->problems = validateCatalogue(document_->catalogue);
    notices_.notify(Change::Catalogue);
}

void EditorState::catalogueEdited(std::optional<std::size_t> focus) {
    documentChanged();
    selection_.selectModule(focus ? focus : selection_.selectedModule());
}

bool EditorState::performEdit(std::unique_ptr<CatalogueEdit> edit) {
    if (!document_ || readOnly()) {
        return false;
    }
    catalogueEdited(history_.perform(std::move(edit), document_->catalogue));
    return true;
}

bool EditorState::renameModule(std::size_t index, std::string to) {
    if (!document_ || index >= document_->catalogue.modules.size()) {
        return false;
    }
    const Catalogue& catalogue = document_->catalogue;
    const std::string from = catalogue.modules[index].name;
    auto rename = std::make_unique<RenameModule>(catalogue, index, to);
    const std::optional<EasylinkParams> renamed =
        renameInRegions(generation_.settings().params(), from, to);
    if (!renamed) {
        return performEdit(std::move(rename));
    }
    // One entry: undoing the rename gives the regions their old name back.
    std::string label = rename->label();
    std::vector<std::unique_ptr<CatalogueEdit>> edits;
    edits.push_back(std::move(rename));
    edits.push_back(std::make_unique<SetParams>(generation_.settings(),
                                                generation_.settings().params(), *renamed,
                                                "rename " + from + " in the regions"));
    return performEdit(std::make_unique<EditGroup>(std::move(edits), std::move(label)));
}

void EditorState::stepped(const CatalogueEdit& edit, std::optional<std::size_t> focus) {
    paramNotes_.clear();
    if (edit.changesCatalogue() && document_) {
        catalogueEdited(focus);
    }
}

bool EditorState::undo() {
    const CatalogueEdit* edit = history_.undoEntry();
    if (edit == nullptr) {
        return false;
    }
    stepped(*edit, history_.undo(editedCatalogue()));
    return true;
}

bool EditorState::redo() {
    const CatalogueEdit* edit = history_.redoEntry();
    if (edit == nullptr) {
        return false;
    }
    stepped(*edit, history_.redo(editedCatalogue()));
    return true;
}

void EditorState::moveHistoryTo(std::size_t position) {
    if (position == history_.position()) {
        return;
    }
    history_.moveTo(position, editedCatalogue());
    paramNotes_.clear();
    if (document_) {
        documentChanged();
        selection_.selectModule(selection_.selectedModule());
    }
}

// --- Parameters ------------------------------------------------------------------

bool EditorState::editParams(const EasylinkParams& after, std::string label, GestureId gesture) {
    paramNotes_.clear();
    const EasylinkParams& before = generation_.settings().params();
    if (paramsToJson(after) == paramsToJson(before)) {
        return false;
    }
    history_.perform(std::make_unique<SetParams>(generation_.settings(), before, after,
                                                 std::move(label), gesture),
                     editedCatalogue());
    return true;
}

std::optional<std::string> EditorState::editParam(std::string_view key, std::string_view value,
                                                  GestureId gesture) {
    if (gesture == 0 || gesture != paramGesture_) {
        paramGesture_ = gesture;
        paramGestureBase_ = generation_.settings().params();
    }
    EasylinkParams after = generation_.settings().params();
    if (auto error = easylink::setParam(after, key, value)) {
        return error;
    }
    std::string label = isOptionalParam(key) && value == "none"
                            ? "clear " + std::string(key)
                            : "set " + std::string(key) + " to " + std::string(value);
    std::vector<std::string> notes;
    if (key == "width" || key == "height") {
        // Clipped from where the gesture began: a map that shrinks and
        // grows again while a width is typed gets its regions back whole.
        after.regions = clipRegions(paramGestureBase_.regions, after.width, after.height, notes);
        if (!notes.empty()) {
            label += notes.size() == 1 ? ", clipping a region"
                                       : ", clipping " + std::to_string(notes.size()) + " regions";
        }
    }
    editParams(after, std::move(label), gesture);
    paramNotes_ = std::move(notes);
    return std::nullopt;
}

void EditorState::resetParams() {
    EasylinkParams after;
    std::vector<std::string> notes;
    after.regions =
        clipRegions(generation_.settings().params().regions, after.width, after.height, notes);
    editParams(after, "reset the parameters to their defaults");
    paramNotes_ = std::move(notes);
}

std::optional<std::string> EditorState::openParams(const std::filesystem::path& path) {
    const std::string name = path.filename().string();
    // The file holds the whole set: what it leaves out is the default, as
    // for --params.
    std::vector<Problem> problems;
    const EasylinkParams params = paramsFromFile(readParamsFile(path), EasylinkParams{}, problems);
    if (!problems.empty()) {
        return formatProblem(name, problems.front());
    }
    if (const std::vector<Problem> wrong = validateParams(params); !wrong.empty()) {
        return formatProblem(name, wrong.front());
    }
    editParams(params, "open the parameters of " + name);
    setParamsFile(path);
    return std::nullopt;
}

std::optional<std::string> EditorState::paramsSaveClash(const std::filesystem::path& path) const {
    // Never over the catalogue or another file the session reads; over the
    // parameters file itself it is just a save.
    std::vector<NamedPath> inputs = inputFiles();
    std::erase_if(inputs,
                  [](const NamedPath& input) { return input.role == "the parameters file"; });
    return findPathClash(inputs, {{"the file to save to", path}});
}

std::optional<std::string> EditorState::saveParams(const std::filesystem::path& path) {
    if (auto clash = paramsSaveClash(path)) {
        return clash;
    }
    if (auto error = saveParamsFile(path, generation_.settings().params())) {
        return "cannot write " + path.string() + ": " + *error;
    }
    setParamsFile(path);
    return std::nullopt;
}

void EditorState::setParamsFile(std::filesystem::path path) {
    paramsFile_ = std::move(path);
    setInputFile("the parameters file", paramsFile_);
    if (!paramsFile_.empty()) {
        rememberRecentParams(paramsFile_);
    }
}

void EditorState::setRecentParamsFiles(std::vector<std::filesystem::path> files) {
    if (files.size() > kMaxRecentFiles) {
        files.resize(kMaxRecentFiles);
    }
    recentParamsFiles_ = std::move(files);
}

std::optional<std::string> EditorState::saveCatalogue() {
    if (!document_) {
        return std::string("there is no catalogue to save");
    }
    if (document_->path.empty()) {
        return std::string("the catalogue has no file yet; use Save As");
    }
    return saveCatalogueAs(document_->path);
}

std::optional<std::string> EditorState::saveCatalogueAs(const std::filesystem::path& path) {
    if (!document_) {
        return std::string("there is no catalogue to save");
    }
    if (readOnly() && (path == document_->path || sameFile(path, document_->path))) {
        return readOnlyReason_;
    }
    if (isShipped(path)) {
        return path.filename().string() +
               " is shipped with Easylink Studio and read-only here; save to another folder";
    }
    // A copy gets its own name: the name key a file's name gave it (the old
    // file's stem, or a new catalogue's "untitled") becomes the new file's
    // stem, so two files never claim one name. A name of the designer's own
    // is kept.
    const std::string& name = document_->catalogue.name;
    const bool anotherFile =
        document_->path.empty() || !(path == document_->path || sameFile(path, document_->path));
    const bool nameFromFile = name.empty() || name == "untitled" ||
                              (!document_->path.empty() && name == document_->path.stem().string());
    if (anotherFile && nameFromFile && !path.stem().empty() && name != path.stem().string()) {
        Catalogue copy = document_->catalogue;
        copy.name = path.stem().string();
        if (auto error = saveCatalogueFile(path, copy)) {
            return error;
        }
        document_->catalogue.name = copy.name;  // what the file now says
    } else if (auto error = saveCatalogueFile(path, document_->catalogue)) {
        return error;
    }
    document_->path = path;
    lastRequested_ = path;
    history_.markSaved();
    diskStamp_ = diskTime();
    rememberRecent(path);
    return std::nullopt;
}

void EditorState::adoptRecovered(const std::filesystem::path& path, Catalogue catalogue) {
    document_ = CatalogueDocument{path, std::move(catalogue), {}};
    refused_.reset();
    history_.clear();
    history_.markUnsaved();
    lastRequested_ = path;
    diskStamp_ = diskTime();
    selection_.selectModule(std::nullopt);
    selection_.forgetObject();
    if (!document_->catalogue.modules.empty()) {
        selection_.selectModule(0);
    }
    documentChanged();
}

bool EditorState::isShipped(const std::filesystem::path& path) const {
    if (shippedFolder_.empty() || path.empty()) {
        return false;
    }
    const auto resolved = [](const std::filesystem::path& each) {
        std::error_code error;
        std::filesystem::path absolute = std::filesystem::absolute(each, error);
        std::filesystem::path real = std::filesystem::weakly_canonical(absolute, error);
        return error ? absolute.lexically_normal() : real;
    };
    const std::filesystem::path folder = resolved(shippedFolder_);
    const std::filesystem::path file = resolved(path);
    const auto [inFolder, inFile] =
        std::mismatch(folder.begin(), folder.end(), file.begin(), file.end());
    return inFolder == folder.end() && inFile != file.end();
}

void EditorState::setInputFile(const std::string& role, std::filesystem::path path) {
    std::erase_if(inputFiles_, [&](const NamedPath& input) { return input.role == role; });
    if (!path.empty()) {
        inputFiles_.push_back({role, std::move(path)});
    }
}

std::vector<NamedPath> EditorState::inputFiles() const {
    std::vector<NamedPath> inputs;
    if (document_ && !document_->path.empty()) {
        inputs.push_back({"the open catalogue", document_->path});
    }
    if (!generation_.settings().vaultSource().empty()) {
        inputs.push_back({"the vaults file", generation_.settings().vaultSource()});
    }
    inputs.insert(inputs.end(), inputFiles_.begin(), inputFiles_.end());
    return inputs;
}

std::optional<std::filesystem::file_time_type> EditorState::diskTime() const {
    if (!document_ || document_->path.empty()) {
        return std::nullopt;
    }
    std::error_code error;
    const auto time = std::filesystem::last_write_time(document_->path, error);
    if (error) {
        return std::nullopt;
    }
    return time;
}

bool EditorState::changedOnDisk() const {
    const auto now = diskTime();
    return now.has_value() && now != diskStamp_;
}

void EditorState::acknowledgeDiskChange() {
    diskStamp_ = diskTime();
}

void EditorState::setSpotlight(std::optional<std::string> moduleName) {
    if (moduleName == spotlight_) {
        return;
    }
    spotlight_ = std::move(moduleName);
    // What would be generated changed: auto-regenerate runs again.
    notices_.notify(Change::Catalogue);
}

void EditorState::setRecentFiles(std::vector<std::filesystem::path> files) {
    if (files.size() > kMaxRecentFiles) {
        files.resize(kMaxRecentFiles);
    }
    recentFiles_ = std::move(files);
}

namespace {

/// Puts `path` (made absolute) first in `recent`, once, keeping the first few.
void putFirst(std::vector<std::filesystem::path>& recent, const std::filesystem::path& path) {
    std::error_code error;
    std::filesystem::path absolute = std::filesystem::absolute(path, error);
    if (error) {
        absolute = path;
    }
    std::erase(recent, absolute);
    recent.insert(recent.begin(), absolute);
    if (recent.size() > Document::kMaxRecentFiles) {
        recent.resize(Document::kMaxRecentFiles);
    }
}

}  // namespace

void EditorState::rememberRecent(const std::filesystem::path& path) {
    putFirst(recentFiles_, path);
}

void EditorState::rememberRecentParams(const std::filesystem::path& path) {
    putFirst(recentParamsFiles_, path);
}

bool EditorState::reloadCatalogue() {
    if (lastRequested_.empty()) {
        return false;
    }
    const std::filesystem::path path = lastRequested_;
    return openCatalogue(path);
}

std::optional<Catalogue> EditorState::catalogueForGeneration() const {
    if (!document_) {
        return std::nullopt;
    }
    // The spotlight only changes what is generated, never the document.
    Catalogue catalogue = document_->catalogue;
    if (spotlight_) {
        for (ModuleTemplate& module : catalogue.modules) {
            if (module.name == *spotlight_) {
                module.weight = std::min(module.weight * kSpotlightWeightFactor, kMaxWeight);
            }
        }
    }
    return catalogue;
}

std::string EditorState::generateFromDocument() {
    if (!generation_.settings().readsCatalogue()) {
        // A tile-map generator needs no catalogue, nor a valid one.
        if (!generation_.start(Catalogue{})) {
            return generation_.failure();
        }
        return {};
    }
    if (!document_) {
        return "No catalogue is open; use File > Open catalogue...";
    }
    // The document's own problems are those the Problems panel lists, so
    // the refusal points there rather than repeating them.
    if (const std::size_t errors = countErrors(document_->problems); errors > 0) {
        std::string reason = "The catalogue has " + std::to_string(errors) +
                             (errors == 1 ? " error" : " errors") +
                             "; fix it (see the Problems panel) and generate again.";
        generation_.refuse(reason);
        return reason;
    }
    // The spotlight changes what is generated, never the catalogue a
    // layout file names: the document's.
    std::optional<CatalogueIdentity> named;
    if (spotlight_) {
        named = catalogueIdentity(document_->catalogue);
    }
    if (!generation_.start(*catalogueForGeneration(), std::move(named))) {
        return generation_.failure();
    }
    return {};
}

std::string EditorState::generateOnRequest() {
    std::string refusal = generateFromDocument();
    if (generation_.settings().readsCatalogue() && document_ &&
        countErrors(document_->problems) > 0) {
        requestCatalogueReport();
    }
    return refusal;
}

void EditorState::updateGeneration(double seconds) {
    generation_.poll();
    generation_.cursor().advancePlayback(seconds);
    const bool canRun = document_ || !generation_.settings().readsCatalogue();
    if (generation_.settings().autoRegenerate() && canRun && generation_.outOfDate()) {
        generateFromDocument();
    }
}

std::string EditorState::documentFileName() const {
    if (!document_) {
        return {};
    }
    return document_->path.empty() ? std::string("untitled") : document_->path.filename().string();
}

}  // namespace easylink::ui

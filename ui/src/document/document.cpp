#include "document/document.hpp"

#include <algorithm>
#include <system_error>

#include "document/selection.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/regions.hpp"
#include "easylink/output/params_file.hpp"
#include "session/run_settings.hpp"

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

/// Drops the oldest entries of a recent list past kMaxRecentFiles.
void capRecent(std::vector<std::filesystem::path>& recent) {
    if (recent.size() > Document::kMaxRecentFiles) {
        recent.resize(Document::kMaxRecentFiles);
    }
}

/// Puts `path` (made absolute) first in `recent`, once, keeping the first few.
void putFirst(std::vector<std::filesystem::path>& recent, const std::filesystem::path& path) {
    std::error_code error;
    std::filesystem::path absolute = std::filesystem::absolute(path, error);
    if (error) {
        absolute = path;
    }
    std::erase(recent, absolute);
    recent.insert(recent.begin(), absolute);
    capRecent(recent);
}

/// A recent list (of catalogues or of parameters files) becomes `files`,
/// newest first, as many as it keeps.
void replaceRecent(std::vector<std::filesystem::path>& recent,
                   std::vector<std::filesystem::path> files) {
    capRecent(files);
    recent = std::move(files);
}

}  // namespace

bool Document::openCatalogue(const std::filesystem::path& path) {
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
        selected != nullptr && current_ && current_->path == path) {
        selectedName = selected->name;
    }

    current_ = CatalogueDocument{path, std::move(load.catalogue), std::move(load.problems)};
    refused_.reset();
    history_.clear();
    putFirst(recentFiles_, path);
    diskStamp_ = diskTime();
    notices_.notify(Change::Catalogue);

    const std::vector<ModuleTemplate>& modules = current_->catalogue.modules;
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

void Document::newCatalogue() {
    Catalogue catalogue;
    catalogue.name = "untitled";
    current_ = CatalogueDocument{{}, std::move(catalogue), {}};
    refused_.reset();
    history_.clear();
    diskStamp_.reset();
    selection_.selectModule(std::nullopt);
    selection_.forgetObject();
    catalogueChanged();
}

void Document::catalogueChanged() {
    current_->problems = validateCatalogue(current_->catalogue);
    notices_.notify(Change::Catalogue);
}

void Document::catalogueEdited(std::optional<std::size_t> focus) {
    catalogueChanged();
    selection_.selectModule(focus ? focus : selection_.selectedModule());
}

bool Document::performEdit(std::unique_ptr<CatalogueEdit> edit) {
    if (!current_ || readOnly()) {
        return false;
    }
    catalogueEdited(history_.perform(std::move(edit), current_->catalogue));
    return true;
}

bool Document::renameModule(std::size_t index, std::string to) {
    if (!current_ || index >= current_->catalogue.modules.size()) {
        return false;
    }
    const Catalogue& catalogue = current_->catalogue;
    const std::string from = catalogue.modules[index].name;
    auto rename = std::make_unique<RenameModule>(catalogue, index, to);
    const std::optional<EasylinkParams> renamed = renameInRegions(settings_.params(), from, to);
    if (!renamed) {
        return performEdit(std::move(rename));
    }
    // One entry: undoing the rename gives the regions their old name back.
    std::string label = rename->label();
    std::vector<std::unique_ptr<CatalogueEdit>> edits;
    edits.push_back(std::move(rename));
    edits.push_back(std::make_unique<SetParams>(settings_, settings_.params(), *renamed,
                                                "rename " + from + " in the regions"));
    return performEdit(std::make_unique<EditGroup>(std::move(edits), std::move(label)));
}

void Document::stepped(const CatalogueEdit& edit, std::optional<std::size_t> focus) {
    paramNotes_.clear();
    if (edit.changesCatalogue() && current_) {
        catalogueEdited(focus);
    }
}

bool Document::undo() {
    return stepHistory(/*back=*/true);
}

bool Document::redo() {
    return stepHistory(/*back=*/false);
}

bool Document::stepHistory(bool back) {
    const CatalogueEdit* edit = back ? history_.undoEntry() : history_.redoEntry();
    if (edit == nullptr) {
        return false;
    }
    Catalogue& catalogue = editedCatalogue();
    stepped(*edit, back ? history_.undo(catalogue) : history_.redo(catalogue));
    return true;
}

void Document::moveHistoryTo(std::size_t position) {
    if (position == history_.position()) {
        return;
    }
    history_.moveTo(position, editedCatalogue());
    paramNotes_.clear();
    if (current_) {
        catalogueChanged();
        selection_.selectModule(selection_.selectedModule());
    }
}

// --- Parameters ------------------------------------------------------------------

bool Document::editParams(const EasylinkParams& after, std::string label, GestureId gesture) {
    paramNotes_.clear();
    const EasylinkParams& before = settings_.params();
    if (paramsToJson(after) == paramsToJson(before)) {
        return false;
    }
    history_.perform(
        std::make_unique<SetParams>(settings_, before, after, std::move(label), gesture),
        editedCatalogue());
    return true;
}

std::optional<std::string> Document::editParam(std::string_view key, std::string_view value,
                                               GestureId gesture) {
    if (gesture == 0 || gesture != paramGesture_) {
        paramGesture_ = gesture;
        paramGestureBase_ = settings_.params();
    }
    EasylinkParams after = settings_.params();
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

void Document::resetParams() {
    EasylinkParams after;
    std::vector<std::string> notes;
    after.regions = clipRegions(settings_.params().regions, after.width, after.height, notes);
    editParams(after, "reset the parameters to their defaults");
    paramNotes_ = std::move(notes);
}

std::optional<std::string> Document::openParams(const std::filesystem::path& path) {
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

std::optional<std::string> Document::paramsSaveClash(const std::filesystem::path& path) const {
    // Never over the catalogue or another file the session reads; over the
    // parameters file itself it is just a save.
    std::vector<NamedPath> inputs = inputFiles();
    std::erase_if(inputs,
                  [](const NamedPath& input) { return input.role == "the parameters file"; });
    return findPathClash(inputs, {{"the file to save to", path}});
}

std::optional<std::string> Document::saveParams(const std::filesystem::path& path) {
    if (auto clash = paramsSaveClash(path)) {
        return clash;
    }
    if (auto error = saveParamsFile(path, settings_.params())) {
        return "cannot write " + path.string() + ": " + *error;
    }
    setParamsFile(path);
    return std::nullopt;
}

void Document::setParamsFile(std::filesystem::path path) {
    paramsFile_ = std::move(path);
    setInputFile("the parameters file", paramsFile_);
    if (!paramsFile_.empty()) {
        putFirst(recentParamsFiles_, paramsFile_);
    }
}

void Document::setRecentParamsFiles(std::vector<std::filesystem::path> files) {
    replaceRecent(recentParamsFiles_, std::move(files));
}

std::optional<std::string> Document::saveCatalogue() {
    if (!current_) {
        return std::string("there is no catalogue to save");
    }
    if (current_->path.empty()) {
        return std::string("the catalogue has no file yet; use Save As");
    }
    return saveCatalogueAs(current_->path);
}

std::optional<std::string> Document::saveCatalogueAs(const std::filesystem::path& path) {
    if (!current_) {
        return std::string("there is no catalogue to save");
    }
    if (readOnly() && (path == current_->path || sameFile(path, current_->path))) {
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
    const std::string& name = current_->catalogue.name;
    const bool anotherFile =
        current_->path.empty() || !(path == current_->path || sameFile(path, current_->path));
    const bool nameFromFile = name.empty() || name == "untitled" ||
                              (!current_->path.empty() && name == current_->path.stem().string());
    if (anotherFile && nameFromFile && !path.stem().empty() && name != path.stem().string()) {
        Catalogue copy = current_->catalogue;
        copy.name = path.stem().string();
        if (auto error = saveCatalogueFile(path, copy)) {
            return error;
        }
        current_->catalogue.name = copy.name;  // what the file now says
    } else if (auto error = saveCatalogueFile(path, current_->catalogue)) {
        return error;
    }
    current_->path = path;
    lastRequested_ = path;
    history_.markSaved();
    diskStamp_ = diskTime();
    putFirst(recentFiles_, path);
    return std::nullopt;
}

void Document::adoptRecovered(const std::filesystem::path& path, Catalogue catalogue) {
    current_ = CatalogueDocument{path, std::move(catalogue), {}};
    refused_.reset();
    history_.clear();
    history_.markUnsaved();
    lastRequested_ = path;
    diskStamp_ = diskTime();
    selection_.selectModule(std::nullopt);
    selection_.forgetObject();
    if (!current_->catalogue.modules.empty()) {
        selection_.selectModule(0);
    }
    catalogueChanged();
}

bool Document::isShipped(const std::filesystem::path& path) const {
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

void Document::setInputFile(const std::string& role, std::filesystem::path path) {
    std::erase_if(inputFiles_, [&](const NamedPath& input) { return input.role == role; });
    if (!path.empty()) {
        inputFiles_.push_back({role, std::move(path)});
    }
}

std::vector<NamedPath> Document::inputFiles() const {
    std::vector<NamedPath> inputs;
    if (current_ && !current_->path.empty()) {
        inputs.push_back({"the open catalogue", current_->path});
    }
    if (!settings_.vaultSource().empty()) {
        inputs.push_back({"the vaults file", settings_.vaultSource()});
    }
    inputs.insert(inputs.end(), inputFiles_.begin(), inputFiles_.end());
    return inputs;
}

std::optional<std::filesystem::file_time_type> Document::diskTime() const {
    if (!current_ || current_->path.empty()) {
        return std::nullopt;
    }
    std::error_code error;
    const auto time = std::filesystem::last_write_time(current_->path, error);
    if (error) {
        return std::nullopt;
    }
    return time;
}

bool Document::changedOnDisk() const {
    const auto now = diskTime();
    return now.has_value() && now != diskStamp_;
}

void Document::acknowledgeDiskChange() {
    diskStamp_ = diskTime();
}

void Document::setRecentFiles(std::vector<std::filesystem::path> files) {
    replaceRecent(recentFiles_, std::move(files));
}

bool Document::reloadCatalogue() {
    if (lastRequested_.empty()) {
        return false;
    }
    const std::filesystem::path path = lastRequested_;
    return openCatalogue(path);
}

std::string Document::fileName() const {
    if (!current_) {
        return {};
    }
    return current_->path.empty() ? std::string("untitled") : current_->path.filename().string();
}

}  // namespace easylink::ui

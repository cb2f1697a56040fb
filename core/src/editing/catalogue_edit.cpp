#include "easylink/editing/catalogue_edit.hpp"

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

namespace easylink {
namespace {

std::ptrdiff_t offset(std::size_t index) {
    return static_cast<std::ptrdiff_t>(index);
}

/// Moves the element at `from` to position `to`, shifting those between.
void moveElement(std::vector<ModuleTemplate>& modules, std::size_t from, std::size_t to) {
    if (from < to) {
        std::rotate(modules.begin() + offset(from), modules.begin() + offset(from) + 1,
                    modules.begin() + offset(to) + 1);
    } else if (to < from) {
        std::rotate(modules.begin() + offset(to), modules.begin() + offset(from),
                    modules.begin() + offset(from) + 1);
    }
}

}  // namespace

// --- ReplaceModule -----------------------------------------------------------

ReplaceModule::ReplaceModule(std::size_t index, ModuleTemplate before, ModuleTemplate after,
                             std::string label, GestureId gesture)
    : index_(index),
      before_(std::move(before)),
      after_(std::move(after)),
      label_(std::move(label)),
      gesture_(gesture) {}

RenameModule::RenameModule(const Catalogue& catalogue, std::size_t index, std::string to)
    : index_(index), from_(catalogue.modules.at(index).name), to_(std::move(to)) {
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        ModuleTemplate module = catalogue.modules[i];
        for (Field which : {Field::VariantOf, Field::RequiresNeighbor, Field::FarFrom}) {
            if (field(module, which) == from_) {
                references_.emplace_back(i, which);
            }
        }
    }
}

std::string RenameModule::label() const {
    return "rename " + from_ + " to " + to_;
}

std::string& RenameModule::field(ModuleTemplate& module, Field which) {
    switch (which) {
        case Field::VariantOf: return module.variantOf;
        case Field::RequiresNeighbor: return module.rules.requiresNeighbor;
        case Field::FarFrom: return module.rules.farFrom;
    }
    return module.variantOf;
}

// Only the names that referred to the module when it was renamed follow it,
// so undoing restores exactly the names there were.
void RenameModule::rename(Catalogue& catalogue, const std::string& name) const {
    catalogue.modules.at(index_).name = name;
    for (const auto& [module, which] : references_) {
        field(catalogue.modules.at(module), which) = name;
    }
}

void ReplaceModule::apply(Catalogue& catalogue) const {
    catalogue.modules.at(index_) = after_;
}

void ReplaceModule::revert(Catalogue& catalogue) const {
    catalogue.modules.at(index_) = before_;
}

bool ReplaceModule::absorb(const CatalogueEdit& next) {
    const auto* same = dynamic_cast<const ReplaceModule*>(&next);
    if (same == nullptr || gesture_ == 0 || same->gesture_ != gesture_ || same->index_ != index_) {
        return false;
    }
    after_ = same->after_;
    label_ = same->label_;
    return true;
}

// --- InsertModule ------------------------------------------------------------

InsertModule::InsertModule(std::size_t index, ModuleTemplate module, std::string label)
    : index_(index), module_(std::move(module)), label_(std::move(label)) {}

void InsertModule::apply(Catalogue& catalogue) const {
    catalogue.modules.insert(catalogue.modules.begin() + offset(index_), module_);
}

void InsertModule::revert(Catalogue& catalogue) const {
    catalogue.modules.erase(catalogue.modules.begin() + offset(index_));
}

// --- ReplaceModules ----------------------------------------------------------

ReplaceModules::ReplaceModules(std::vector<ModuleTemplate> before,
                               std::vector<ModuleTemplate> after, std::string label)
    : before_(std::move(before)), after_(std::move(after)), label_(std::move(label)) {}

// --- RemoveModule ------------------------------------------------------------

RemoveModule::RemoveModule(std::size_t index, ModuleTemplate module)
    : index_(index), module_(std::move(module)) {}

std::string RemoveModule::label() const {
    return "delete " + module_.name;
}

void RemoveModule::apply(Catalogue& catalogue) const {
    catalogue.modules.erase(catalogue.modules.begin() + offset(index_));
}

void RemoveModule::revert(Catalogue& catalogue) const {
    catalogue.modules.insert(catalogue.modules.begin() + offset(index_), module_);
}

std::optional<std::size_t> RemoveModule::focus() const {
    // After the deletion, the module that took its place (or the one before
    // it at the end); after the undo, the module itself.
    return index_;
}

// --- MoveModule --------------------------------------------------------------

MoveModule::MoveModule(std::size_t from, std::size_t to, std::string moduleName)
    : from_(from), to_(to), name_(std::move(moduleName)) {}

std::string MoveModule::label() const {
    return std::string("move ") + name_ + (to_ < from_ ? " up" : " down");
}

void MoveModule::apply(Catalogue& catalogue) const {
    moveElement(catalogue.modules, from_, to_);
}

void MoveModule::revert(Catalogue& catalogue) const {
    moveElement(catalogue.modules, to_, from_);
}

// --- SetCatalogueHeader ------------------------------------------------------

SetCatalogueHeader::SetCatalogueHeader(Header before, Header after, GestureId gesture)
    : before_(std::move(before)), after_(std::move(after)), gesture_(gesture) {}

SetCatalogueHeader::Header SetCatalogueHeader::Header::of(const Catalogue& catalogue) {
    return {catalogue.name, catalogue.macro, catalogue.explicitTileSize,
            catalogue.explicitWallHeight};
}

namespace {

/// "2.5 m", or "the default" for an absent value.
std::string metresText(const std::optional<double>& metres) {
    if (!metres) {
        return "the default";
    }
    std::ostringstream text;
    text << *metres << " m";
    return text.str();
}

void setHeader(Catalogue& catalogue, const SetCatalogueHeader::Header& header) {
    catalogue.name = header.name;
    catalogue.macro = header.macro;
    catalogue.explicitTileSize = header.tileSize;
    catalogue.explicitWallHeight = header.wallHeight;
}

}  // namespace

std::string SetCatalogueHeader::label() const {
    std::vector<std::string> parts;
    if (before_.name != after_.name) {
        parts.push_back("rename the catalogue to " + after_.name);
    }
    if (before_.macro != after_.macro) {
        parts.push_back("set the macro cell to " + std::to_string(after_.macro));
    }
    if (before_.tileSize != after_.tileSize) {
        parts.push_back("set the tile size to " + metresText(after_.tileSize));
    }
    if (before_.wallHeight != after_.wallHeight) {
        parts.push_back("set the wall height to " + metresText(after_.wallHeight));
    }
    if (parts.empty()) {
        return "change the catalogue's settings";
    }
    std::string label = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i) {
        label += (i + 1 == parts.size() ? " and " : ", ") + parts[i];
    }
    return label;
}

void SetCatalogueHeader::apply(Catalogue& catalogue) const {
    setHeader(catalogue, after_);
}

void SetCatalogueHeader::revert(Catalogue& catalogue) const {
    setHeader(catalogue, before_);
}

bool SetCatalogueHeader::absorb(const CatalogueEdit& next) {
    const auto* same = dynamic_cast<const SetCatalogueHeader*>(&next);
    if (same == nullptr || gesture_ == 0 || same->gesture_ != gesture_) {
        return false;
    }
    after_ = same->after_;
    return true;
}

// --- EditGroup ---------------------------------------------------------------

EditGroup::EditGroup(std::vector<std::unique_ptr<CatalogueEdit>> edits, std::string label)
    : edits_(std::move(edits)), label_(std::move(label)) {}

void EditGroup::apply(Catalogue& catalogue) const {
    for (const auto& edit : edits_) {
        edit->apply(catalogue);
    }
}

void EditGroup::revert(Catalogue& catalogue) const {
    for (auto it = edits_.rbegin(); it != edits_.rend(); ++it) {
        (*it)->revert(catalogue);
    }
}

std::optional<std::size_t> EditGroup::focus() const {
    for (const auto& edit : edits_) {
        if (const std::optional<std::size_t> focus = edit->focus()) {
            return focus;
        }
    }
    return std::nullopt;
}

bool EditGroup::changesCatalogue() const {
    return std::any_of(edits_.begin(), edits_.end(),
                       [](const auto& edit) { return edit->changesCatalogue(); });
}

// --- Helpers -----------------------------------------------------------------

std::unique_ptr<CatalogueEdit> editModule(const Catalogue& catalogue, std::size_t index,
                                          std::string label,
                                          const std::function<void(ModuleTemplate&)>& change,
                                          GestureId gesture) {
    const ModuleTemplate& before = catalogue.modules.at(index);
    ModuleTemplate after = before;
    change(after);
    return std::make_unique<ReplaceModule>(index, before, std::move(after), std::move(label),
                                           gesture);
}

std::string unusedModuleName(const Catalogue& catalogue, const std::string& base) {
    if (catalogue.find(base) == nullptr) {
        return base;
    }
    for (int suffix = 2;; ++suffix) {
        std::string candidate = base + "_" + std::to_string(suffix);
        if (catalogue.find(candidate) == nullptr) {
            return candidate;
        }
    }
}

std::optional<std::string> nameWithSize(const std::string& name, Size2i from, Size2i to) {
    const std::string old = std::to_string(from.w) + "x" + std::to_string(from.h);
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    for (std::size_t at = name.find(old); at != std::string::npos; at = name.find(old, at + 1)) {
        const std::size_t end = at + old.size();
        const bool alone =
            (at == 0 || !isDigit(name[at - 1])) && (end == name.size() || !isDigit(name[end]));
        if (alone) {
            return name.substr(0, at) + std::to_string(to.w) + "x" + std::to_string(to.h) +
                   name.substr(end);
        }
    }
    return std::nullopt;
}

}  // namespace easylink

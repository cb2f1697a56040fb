#pragma once

// [SECTION] Catalogue edits
//
// Every change a designer makes to a catalogue is one of these commands: it
// knows how to apply itself, how to take itself back, and how to say what it
// does in a few words for the Edit menu ("move port 2 of hall_12x12"). The
// edit history (edit_history.hpp) applies them in order and undoes them in
// reverse, so a command may assume the catalogue is exactly as it left it.
//
// Most edits change one module: ReplaceModule holds the module before and
// after, which covers every field (ports, widths, size, kind, weight, name)
// with one well-tested command, and keeps the keys the program does not know
// (ModuleTemplate::extra) untouched. A drag or a slider sends one edit per
// frame with the same gesture number; the history folds them into one entry.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

/// Names one continuous gesture (a drag, a slider held down); 0 is none.
using GestureId = std::uint64_t;

class CatalogueEdit {
public:
    virtual ~CatalogueEdit() = default;

    /// What the edit does, for the Edit menu and the history list.
    virtual std::string label() const = 0;
    virtual void apply(Catalogue& catalogue) const = 0;
    virtual void revert(Catalogue& catalogue) const = 0;

    /// The module to select after the edit is applied or undone, if any.
    virtual std::optional<std::size_t> focus() const { return std::nullopt; }

    /// Folds `next` (applied right after this one) into this edit when both
    /// belong to one gesture; returns false when they stay separate.
    virtual bool absorb(const CatalogueEdit& /*next*/) { return false; }

    /// False for edits that leave the catalogue alone (the generator's
    /// parameters, params_edit.hpp): they share the undo stack, but never
    /// make the catalogue file unsaved.
    virtual bool changesCatalogue() const { return true; }
};

/// Any change to one module, as the module before and after.
class ReplaceModule final : public CatalogueEdit {
public:
    ReplaceModule(std::size_t index, ModuleTemplate before, ModuleTemplate after, std::string label,
                  GestureId gesture = 0);

    std::string label() const override { return label_; }
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    std::optional<std::size_t> focus() const override { return index_; }
    bool absorb(const CatalogueEdit& next) override;

private:
    std::size_t index_;
    ModuleTemplate before_;
    ModuleTemplate after_;
    std::string label_;
    GestureId gesture_;
};

/// A module renamed, and every name that refers to it with it (a variant's
/// `variant_of`, a rule's `requires_neighbor` and `far_from`).
class RenameModule final : public CatalogueEdit {
public:
    /// Renames module `index` of `catalogue` (as it is now) to `to`.
    RenameModule(const Catalogue& catalogue, std::size_t index, std::string to);

    std::string label() const override;
    void apply(Catalogue& catalogue) const override { rename(catalogue, to_); }
    void revert(Catalogue& catalogue) const override { rename(catalogue, from_); }
    std::optional<std::size_t> focus() const override { return index_; }

private:
    enum class Field : std::uint8_t { VariantOf, RequiresNeighbor, FarFrom };
    static std::string& field(ModuleTemplate& module, Field which);
    void rename(Catalogue& catalogue, const std::string& name) const;

    std::size_t index_;
    std::string from_;
    std::string to_;
    std::vector<std::pair<std::size_t, Field>> references_;  // the names that follow
};

/// A new module at `index` (a fresh one, or a duplicate).
class InsertModule final : public CatalogueEdit {
public:
    InsertModule(std::size_t index, ModuleTemplate module, std::string label);

    std::string label() const override { return label_; }
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    std::optional<std::size_t> focus() const override { return index_; }

private:
    std::size_t index_;
    ModuleTemplate module_;
    std::string label_;
};

/// The whole list of modules replaced (a room kit imported again).
class ReplaceModules final : public CatalogueEdit {
public:
    ReplaceModules(std::vector<ModuleTemplate> before, std::vector<ModuleTemplate> after,
                   std::string label);

    std::string label() const override { return label_; }
    void apply(Catalogue& catalogue) const override { catalogue.modules = after_; }
    void revert(Catalogue& catalogue) const override { catalogue.modules = before_; }

private:
    std::vector<ModuleTemplate> before_;
    std::vector<ModuleTemplate> after_;
    std::string label_;
};

/// The module at `index` deleted.
class RemoveModule final : public CatalogueEdit {
public:
    RemoveModule(std::size_t index, ModuleTemplate module);

    std::string label() const override;
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    std::optional<std::size_t> focus() const override;

private:
    std::size_t index_;
    ModuleTemplate module_;
};

/// The module at `from` moved to position `to` (the others keep their order).
class MoveModule final : public CatalogueEdit {
public:
    MoveModule(std::size_t from, std::size_t to, std::string moduleName);

    std::string label() const override;
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    std::optional<std::size_t> focus() const override { return to_; }

private:
    std::size_t from_;
    std::size_t to_;
    std::string name_;
};

/// The catalogue's own settings: its name, macro cell and, for the level in
/// 3D, its tile size and wall height (absent: the defaults, and not
/// written).
class SetCatalogueHeader final : public CatalogueEdit {
public:
    struct Header {
        std::string name;
        int macro = 4;
        std::optional<double> tileSize;
        std::optional<double> wallHeight;

        /// The settings of `catalogue` as they are.
        static Header of(const Catalogue& catalogue);
    };
    SetCatalogueHeader(Header before, Header after, GestureId gesture = 0);

    std::string label() const override;
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    bool absorb(const CatalogueEdit& next) override;

private:
    Header before_;
    Header after_;
    GestureId gesture_;
};

/// Several edits done and undone as one entry (a rename with the region
/// lists that name the module): applied in order, reverted in reverse.
class EditGroup final : public CatalogueEdit {
public:
    /// `label` names the whole; precondition: `edits` is not empty.
    EditGroup(std::vector<std::unique_ptr<CatalogueEdit>> edits, std::string label);

    std::string label() const override { return label_; }
    void apply(Catalogue& catalogue) const override;
    void revert(Catalogue& catalogue) const override;
    /// The first member's focus that there is.
    std::optional<std::size_t> focus() const override;
    bool changesCatalogue() const override;

private:
    std::vector<std::unique_ptr<CatalogueEdit>> edits_;
    std::string label_;
};

/// The edit that applies `change` to a copy of module `index`: the usual way
/// to make a ReplaceModule. Precondition: index < catalogue.modules.size().
std::unique_ptr<CatalogueEdit> editModule(const Catalogue& catalogue, std::size_t index,
                                          std::string label,
                                          const std::function<void(ModuleTemplate&)>& change,
                                          GestureId gesture = 0);

/// A name not used by any module of the catalogue: `base`, or `base_2`, ...
std::string unusedModuleName(const Catalogue& catalogue, const std::string& base);

/// `name` with the size it carries ("WxH" standing alone between
/// non-digits, as in "great_hall_24x24" or "room_8x8_2") changed from `from`
/// to `to`, or nullopt when the name does not carry `from`.
std::optional<std::string> nameWithSize(const std::string& name, Size2i from, Size2i to);

}  // namespace easylink

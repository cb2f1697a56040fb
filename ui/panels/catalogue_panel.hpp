#pragma once

// [SECTION] Catalogue panel
//
// The catalogue's modules as a table: a tiny preview (the module's rectangle
// with its doors), name, kind, size, weight, ports and a marker counting the
// module's problems, whose tooltip lists them. A search box over names and
// kinds and a kind filter narrow the list; clicking a row selects the module.
// The toolbar adds a module of any kind (valid defaults, 8x8; it opens in the
// Module Editor), duplicates,
// deletes and moves the selected one; double-click a name or press F2 to
// rename it in place (Enter commits, Escape cancels), Delete deletes it while
// the panel has the focus and the mouse is not over another panel. Deleting a
// module that others are variants of asks first, naming them, and deletes
// them with it. Every change is one undoable edit of the editor state. A
// selection made elsewhere (the problems panel) scrolls its row into view.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dialogs/catalogue_settings_dialog.hpp"
#include "dialogs/choice_dialog.hpp"
#include "document/change_notices.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/io/problem.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class CataloguePanel final : public Panel {
public:
    static constexpr const char* kTitle = "Catalogue";

    /// Controls whose place in the last frame tests can ask for.
    enum class Control { Add, Duplicate, Delete, MoveUp, MoveDown, Search, KindFilter, Settings };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "Add", "Duplicate", "Delete", "MoveUp", "MoveDown", "Search", "KindFilter", "Settings"};

    CataloguePanel();

    /// The filter's text, as typed ("hall", "junction,-bend").
    void setFilterText(const char* text);
    /// Shows only modules of `kind`; nullopt shows every kind.
    void setKindFilter(std::optional<ModuleKind> kind) { kindFilter_ = kind; }

    /// The module a new one of `kind` starts out as: 8x8, with doors of
    /// widths 2 and 4 centred on its walls in the shape the kind needs, so
    /// that it passes validation with the default macro cell of 4.
    static ModuleTemplate defaultModule(ModuleKind kind);

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of the Add menu's entry for `kind`, while the menu is open.
    std::optional<ImVec2> addItemCentre(ModuleKind kind) const;
    /// The centre of the problem marker of module `index`, if it was drawn.
    std::optional<ImVec2> markerCentre(std::size_t index) const;

    /// The module whose name is being edited in place, if any.
    std::optional<std::size_t> renamingModule() const { return renaming_; }
    /// Why the last rename was refused, or empty.
    const std::string& message() const { return message_; }
    /// The question asked before deleting a module with variants.
    const ChoiceDialog& deleteDialog() const { return deleteDialog_; }
    /// The catalogue's settings (name, tile size, wall height).
    const CatalogueSettingsDialog& settingsDialog() const { return settingsDialog_; }

protected:
    void drawContent(EditorState& state) override;

private:
    void drawToolbar(EditorState& state);
    void drawFilters();
    void readShortcuts(EditorState& state);
    void drawModuleTable(EditorState& state);
    void drawModuleRow(EditorState& state, std::size_t index, float rowHeight,
                       const std::vector<Problem>& problems, bool scrollIntoView);
    void drawNameCell(EditorState& state, std::size_t index, float rowHeight, bool hasErrors);
    void drawRenameField(EditorState& state);
    void drawProblemMarker(EditorState& state, std::size_t index,
                           const std::vector<Problem>& problems);

    void addModule(EditorState& state, ModuleKind kind);
    void duplicateSelected(EditorState& state);
    void deleteSelected(EditorState& state);
    /// Deletes module `index` and the modules listed in `variants` as one
    /// undo step, and selects the module that took its place.
    void deleteModules(EditorState& state, std::size_t index,
                       const std::vector<std::size_t>& variants);
    void takeDeleteAnswer(EditorState& state);
    void moveSelected(EditorState& state, bool up);
    void startRename(EditorState& state, std::size_t index);
    /// Renames the module being renamed to the field's text. Returns false,
    /// with message() saying why, when the name is refused.
    bool commitRename(EditorState& state);
    void cancelRename() { renaming_.reset(); }

    ImGuiTextFilter filter_;
    std::optional<ModuleKind> kindFilter_;
    std::optional<std::size_t> shownSelection_;  // the selection this panel last saw

    std::optional<std::size_t> renaming_;
    std::array<char, 128> renameBuffer_{};
    bool renameFocusRequested_ = false;
    ChangeWatch renameWatch_;  // the catalogue changed while a name was being edited
    std::string message_;

    /// A deletion waiting for the answer to deleteDialog_: the module and
    /// its variants; deleteWatch_ says whether the catalogue changed since.
    struct PendingDelete {
        std::size_t index = 0;
        std::vector<std::size_t> variants;
    };
    ChoiceDialog deleteDialog_{"Delete module"};
    CatalogueSettingsDialog settingsDialog_;
    std::optional<PendingDelete> pendingDelete_;
    ChangeWatch deleteWatch_;

    ControlRecorder<Control> controls_{kTitle, kControlNames};
    ControlRecorder<ModuleKind> addItems_{
        "Catalogue/Add", [](const ModuleKind& kind) { return std::string(toString(kind)); }};
    ControlRecorder<std::size_t> markers_{"Catalogue/Markers", indexName};  // by module index
};

}  // namespace easylink::ui

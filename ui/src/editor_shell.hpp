#pragma once

// [SECTION] Editor shell
//
// One frame of the editor's interface, independent of the window and of GL:
// the menu bar, the panels tiled over the rest of the window, and the
// dialogs. The real window (editor.cpp) and the headless UI tests drive the
// same shell between ImGui::NewFrame() and ImGui::Render().

#include <string>

#include "dialogs/about_dialog.hpp"
#include "dialogs/catalogue_problems_dialog.hpp"
#include "dialogs/export_layout_dialog.hpp"
#include "dialogs/open_catalogue_dialog.hpp"
#include "dialogs/shortcuts_dialog.hpp"
#include "editor_state.hpp"
#include "main_menu.hpp"
#include "panels/panel_registry.hpp"
#include "preferences.hpp"

namespace easylink::ui {

class EditorShell {
public:
    EditorShell();

    EditorState& state() { return state_; }
    const EditorState& state() const { return state_; }
    PanelRegistry& panels() { return panels_; }

    /// Opens or closes the panels as the preferences say.
    void applyPreferences(const Preferences& preferences);
    /// Writes the panels' open flags into `preferences`.
    void storePreferences(Preferences& preferences) const;

    /// Draws one frame; needs a current ImGui context inside NewFrame/Render.
    void drawFrame();

    /// True once the user asked to quit (menu or Ctrl+Q).
    bool quitRequested() const { return quitRequested_; }

    /// "Easylink Studio — default.json", or "Easylink Studio" with no catalogue.
    std::string windowTitle() const;

    const CatalogueProblemsDialog& problemsDialog() const { return problemsDialog_; }
    const ExportLayoutDialog& exportDialog() const { return exportDialog_; }
    const OpenCatalogueDialog& openDialog() const { return openDialog_; }

private:
    /// True while any dialog is on screen (shortcuts stay out of its way).
    bool anyDialogOpen() const;
    /// Acts on what the menu, the shortcuts and the panels asked for.
    void handleRequests(const MenuRequests& requests);

    EditorState state_;
    PanelRegistry panels_;
    OpenCatalogueDialog openDialog_;
    AboutDialog aboutDialog_;
    ShortcutsDialog shortcutsDialog_;
    CatalogueProblemsDialog problemsDialog_;
    ExportLayoutDialog exportDialog_;
    bool quitRequested_ = false;
};

}  // namespace easylink::ui

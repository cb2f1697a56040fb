#pragma once

// [SECTION] Main menu
//
// The menu bar (File, Edit, View, Generate, Help), its keyboard shortcuts
// (labels and keys from the registry, shortcuts.hpp), and a summary of the
// open catalogue at its right end. The menu only reports what the user
// asked for; the editor shell carries it out. View's toggles flip the panels'
// open flags directly, since that is all they do.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "panels/control_recorder.hpp"
#include "workspace/workspace_presets.hpp"

namespace easylink::ui {

class EditorState;
class PanelRegistry;

/// What the user asked for this frame, through the menu or a shortcut.
struct MenuRequests {
    bool newCatalogue = false;
    bool openCatalogue = false;
    std::optional<std::filesystem::path> openPath;        // a recent file
    bool openLayout = false;                              // File > Open layout...
    bool importModules = false;                           // File > Import modules...
    bool openParams = false;                              // File > Open parameters...
    std::optional<std::filesystem::path> openParamsPath;  // a recent parameters file
    bool saveParams = false;                              // File > Save parameters...
    bool save = false;
    bool saveAs = false;
    bool undo = false;
    bool redo = false;
    bool showHistory = false;
    bool reloadCatalogue = false;
    bool quit = false;
    bool showAbout = false;
    bool showShortcuts = false;
    bool generate = false;
    bool resetLayout = false;
    std::optional<WorkspacePreset> workspacePreset;  // View > Workspace
    bool toggleViewportOnly = false;                 // F11: the viewport alone
    bool exportLayout = false;
    bool toggleTileView = false;        // the viewport between slots and tiles
    bool nextViewMode = false;          // the viewport: 2D, 3D, both, in turn
    std::optional<bool> showFrameTime;  // View > Frame time
    std::optional<float> uiScale;       // View > UI scale (0: follow the monitor)
    bool toggleRegionMode = false;      // the viewport's left button edits the regions
};

/// Reads the menu's shortcuts from the registry (shortcuts.hpp). None apply
/// while a dialog is open, so that keys typed into a dialog stay in it.
MenuRequests readShortcuts(bool dialogOpen);

/// What the main menu drew in one frame, as the user sees it: where each
/// menu's title is ("File", and "File > Open recent" for a submenu), and each
/// item of the open menus with the shortcut text shown beside it.
struct MainMenuRecord {
    struct Item {
        std::string menu;      // "File", "View > Workspace"
        std::string label;     // "Save"
        std::string shortcut;  // "Ctrl+S"; "" for none
    };
    ControlRecorder<std::string> titles;
    std::vector<Item> items;

    /// The item `label` of `menu`, if it was drawn.
    const Item* find(std::string_view menu, std::string_view label) const;
};

/// Draws the main menu bar; returns its height in pixels (what it takes off
/// the top of the window) and adds what was chosen to `requests`. With a
/// `record`, clears it and records what this frame drew in it.
float drawMainMenu(const EditorState& state, PanelRegistry& panels, MenuRequests& requests,
                   MainMenuRecord* record = nullptr);

}  // namespace easylink::ui

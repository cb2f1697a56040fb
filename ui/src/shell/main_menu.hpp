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
    std::optional<bool> showFrameTime;  // View > Frame time
    std::optional<float> uiScale;       // View > UI scale (0: follow the monitor)
    bool toggleRegionMode = false;      // the viewport's left button edits the regions
};

/// Reads the menu's shortcuts from the registry (shortcuts.hpp). None apply
/// while a dialog is open, so that keys typed into a dialog stay in it.
MenuRequests readShortcuts(bool dialogOpen);

/// Draws the main menu bar; returns its height in pixels (what it takes off
/// the top of the window) and adds what was chosen to `requests`.
float drawMainMenu(const EditorState& state, PanelRegistry& panels, MenuRequests& requests);

}  // namespace easylink::ui

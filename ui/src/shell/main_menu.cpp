#include "shell/main_menu.hpp"

#include <filesystem>
#include <string>

#include <GLFW/glfw3.h>
#include <imgui.h>

#include "document/editor_state.hpp"
#include "panels/panel_registry.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

// The GLFW backend fills io.KeysDown[] by GLFW key code, and ImGui 1.86 has
// no named keys for letters beyond the editing ones or for F-keys, so the
// shortcuts are GLFW key codes.
struct Shortcut {
    int key;
    bool ctrl;
    bool shift;
    const char* label;

    bool pressed() const {
        const ImGuiIO& io = ImGui::GetIO();
        return io.KeyCtrl == ctrl && io.KeyShift == shift && ImGui::IsKeyPressed(key, false);
    }
};

constexpr Shortcut kNewShortcut{GLFW_KEY_N, true, false, "Ctrl+N"};
constexpr Shortcut kOpenShortcut{GLFW_KEY_O, true, false, "Ctrl+O"};
constexpr Shortcut kSaveShortcut{GLFW_KEY_S, true, false, "Ctrl+S"};
constexpr Shortcut kSaveAsShortcut{GLFW_KEY_S, true, true, "Ctrl+Shift+S"};
constexpr Shortcut kReloadShortcut{GLFW_KEY_F5, false, false, "F5"};
constexpr Shortcut kQuitShortcut{GLFW_KEY_Q, true, false, "Ctrl+Q"};
constexpr Shortcut kExportShortcut{GLFW_KEY_E, true, false, "Ctrl+E"};
constexpr Shortcut kUndoShortcut{GLFW_KEY_Z, true, false, "Ctrl+Z"};
constexpr Shortcut kRedoShortcut{GLFW_KEY_Z, true, true, "Ctrl+Shift+Z"};
constexpr Shortcut kRedoAltShortcut{GLFW_KEY_Y, true, false, "Ctrl+Y"};
constexpr Shortcut kTileViewShortcut{GLFW_KEY_T, false, false, "T"};
constexpr Shortcut kRegionModeShortcut{GLFW_KEY_R, false, false, "R"};
constexpr Shortcut kViewportOnlyShortcut{GLFW_KEY_F11, false, false, "F11"};

/// "default.json   31 modules   2 errors" at the right end of the bar, the
/// count in the error colour, or "valid" in the ok colour.
void drawCatalogueSummary(const EditorState& state) {
    const CatalogueDocument* document = state.document();
    if (document == nullptr) {
        return;
    }
    const std::size_t errors = countErrors(document->problems);
    const std::string modules = std::to_string(document->catalogue.modules.size()) + " modules";
    const std::string problems =
        errors == 0 ? "valid" : std::to_string(errors) + (errors == 1 ? " error" : " errors");
    const std::string text = state.documentFileName() + "   " + modules + "   " + problems;
    const float width = ImGui::CalcTextSize(text.c_str()).x;
    const float right = ImGui::GetWindowContentRegionMax().x - ImGui::GetStyle().ItemSpacing.x;
    if (right - width <= ImGui::GetCursorPosX()) {
        return;  // no room left beside the menus
    }
    ImGui::SetCursorPosX(right - width);
    ImGui::TextColored(palette().dimText, "%s   %s   ", state.documentFileName().c_str(),
                       modules.c_str());
    ImGui::SameLine(0.0f, 0.0f);
    ImGui::TextColored(errors == 0 ? palette().okText : palette().errorText, "%s",
                       problems.c_str());
}

}  // namespace

MenuRequests readShortcuts(bool dialogOpen) {
    MenuRequests requests;
    if (dialogOpen) {
        return requests;
    }
    requests.newCatalogue = kNewShortcut.pressed();
    requests.openCatalogue = kOpenShortcut.pressed();
    requests.save = kSaveShortcut.pressed();
    requests.saveAs = kSaveAsShortcut.pressed();
    requests.reloadCatalogue = kReloadShortcut.pressed();
    requests.quit = kQuitShortcut.pressed();
    requests.exportLayout = kExportShortcut.pressed();
    requests.toggleViewportOnly = kViewportOnlyShortcut.pressed();
    // A text field being typed in keeps Ctrl+Z for its own text, and T.
    if (!ImGui::GetIO().WantTextInput) {
        requests.undo = kUndoShortcut.pressed();
        requests.redo = kRedoShortcut.pressed() || kRedoAltShortcut.pressed();
        requests.toggleTileView = !ImGui::GetIO().KeyAlt && kTileViewShortcut.pressed();
        requests.toggleRegionMode = !ImGui::GetIO().KeyAlt && kRegionModeShortcut.pressed();
    }
    return requests;
}

float drawMainMenu(const EditorState& state, PanelRegistry& panels, MenuRequests& requests) {
    // The bar's own colour covers all of its window: a window background
    // under it would be filled for nothing (ImGui skips a transparent fill).
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(0, 0, 0, 0));
    const bool bar = ImGui::BeginMainMenuBar();
    ImGui::PopStyleColor();
    if (!bar) {
        return 0.0f;
    }
    const float height = ImGui::GetWindowSize().y;
    if (ImGui::BeginMenu("File")) {
        if (ImGui::MenuItem("New catalogue", kNewShortcut.label)) {
            requests.newCatalogue = true;
        }
        if (ImGui::MenuItem("Open catalogue...", kOpenShortcut.label)) {
            requests.openCatalogue = true;
        }
        if (ImGui::BeginMenu("Open recent", !state.recentFiles().empty())) {
            for (const std::filesystem::path& file : state.recentFiles()) {
                if (ImGui::MenuItem(file.filename().string().c_str())) {
                    requests.openPath = file;
                }
                ui::tooltip(file.string().c_str());
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Open layout...")) {
            requests.openLayout = true;
        }
        ui::tooltip(
            "Show a saved layout file as it is, read against the catalogue on show (not "
            "regenerated from its seed)");
        ImGui::Separator();
        if (ImGui::MenuItem("Open parameters...")) {
            requests.openParams = true;
        }
        ui::tooltip(
            "Take every parameter, regions and targets included, from a parameters file or "
            "a layout file's \"params\" (Edit > Undo takes them back)");
        if (ImGui::BeginMenu("Open recent parameters", !state.recentParamsFiles().empty())) {
            for (const std::filesystem::path& file : state.recentParamsFiles()) {
                if (ImGui::MenuItem(file.filename().string().c_str())) {
                    requests.openParamsPath = file;
                }
                ui::tooltip(file.string());
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Save parameters...")) {
            requests.saveParams = true;
        }
        ui::tooltip(
            "Write every parameter, regions and targets included, as a parameters file "
            "(easylink generate --params reads it)");
        ImGui::Separator();
        const bool hasDocument = state.document() != nullptr;
        if (ImGui::MenuItem("Save", kSaveShortcut.label, false, hasDocument)) {
            requests.save = true;
        }
        if (ImGui::MenuItem("Save as...", kSaveAsShortcut.label, false, hasDocument)) {
            requests.saveAs = true;
        }
        if (ImGui::MenuItem("Reload", kReloadShortcut.label, false,
                            !state.lastRequestedPath().empty())) {
            requests.reloadCatalogue = true;
        }
        ImGui::Separator();
        const GenerationRun* run = state.generation().run();
        if (ImGui::MenuItem("Export layout...", kExportShortcut.label, false,
                            run != nullptr && run->result.layout.has_value())) {
            requests.exportLayout = true;
        }
        ui::tooltip("Write the layout on show as a layout file, a PNG or an ASCII map");
        ImGui::Separator();
        if (ImGui::MenuItem("Quit", kQuitShortcut.label)) {
            requests.quit = true;
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Edit")) {
        const EditHistory& history = state.history();
        const std::string undo = "Undo " + history.undoLabel();
        const std::string redo = "Redo " + history.redoLabel();
        if (ImGui::MenuItem(history.canUndo() ? undo.c_str() : "Undo", kUndoShortcut.label, false,
                            history.canUndo())) {
            requests.undo = true;
        }
        if (ImGui::MenuItem(history.canRedo() ? redo.c_str() : "Redo", kRedoShortcut.label, false,
                            history.canRedo())) {
            requests.redo = true;
        }
        ImGui::Separator();
        if (ImGui::MenuItem("History")) {
            requests.showHistory = true;
        }
        ui::tooltip("Every edit of this session; click one to go back or forth to it");
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
        for (const auto& panel : panels.panels()) {
            ImGui::MenuItem(panel->title().c_str(), nullptr, panel->openFlag());
        }
        ImGui::Separator();
        if (ImGui::MenuItem("Tile view", kTileViewShortcut.label, state.tileView())) {
            requests.toggleTileView = true;
        }
        ui::tooltip(
            "Show the tiles phase 2 drew, up to the timeline's step, instead of the layout's "
            "slots");
        if (ImGui::MenuItem("Frame time", nullptr, state.showFrameTime())) {
            requests.showFrameTime = !state.showFrameTime();
        }
        ui::tooltip(
            "Show what a frame costs in the top-right corner; while nothing moves the editor rests "
            "and draws on input only");
        if (ImGui::BeginMenu("UI scale")) {
            if (ImGui::MenuItem("Follow the monitor", nullptr, state.uiScale() == 0.0f)) {
                requests.uiScale = 0.0f;
            }
            ui::tooltip("Text and controls sized by the monitor's content scale");
            for (const float scale : {0.75f, 1.0f, 1.25f, 1.5f, 2.0f}) {
                const std::string label = std::to_string(static_cast<int>(scale * 100.0f)) + "%";
                if (ImGui::MenuItem(label.c_str(), nullptr, state.uiScale() == scale)) {
                    requests.uiScale = scale;
                }
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Region mode", kRegionModeShortcut.label, state.regionMode(),
                            state.generation().settings().takesRegions())) {
            requests.toggleRegionMode = true;
        }
        ui::tooltip(
            "The viewport's left button draws, moves and resizes the regions of the easylink "
            "parameters instead of panning (the Regions panel lists them)");
        ImGui::Separator();
        if (ImGui::MenuItem("Viewport only", kViewportOnlyShortcut.label, panels.viewportOnly())) {
            requests.toggleViewportOnly = true;
        }
        ui::tooltip("Give the viewport the whole window; again to bring the panels back");
        if (ImGui::BeginMenu("Workspace")) {
            for (WorkspacePreset preset : kWorkspacePresets) {
                if (ImGui::MenuItem(presetLabel(preset))) {
                    requests.workspacePreset = preset;
                }
                ui::tooltip(presetDescription(preset));
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Reset layout")) {
            requests.resetLayout = true;
        }
        ui::tooltip(
            "Back to the Generate workspace: its panels, tabs and splitters as they started");
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Generate")) {
        // Ctrl+G itself is read by the generation panel.
        if (ImGui::MenuItem("Generate", "Ctrl+G")) {
            requests.generate = true;
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help")) {
        if (ImGui::MenuItem("Keyboard shortcuts")) {
            requests.showShortcuts = true;
        }
        if (ImGui::MenuItem("About Easylink Studio")) {
            requests.showAbout = true;
        }
        ImGui::EndMenu();
    }
    drawCatalogueSummary(state);
    ImGui::EndMainMenuBar();
    return height;
}

}  // namespace easylink::ui

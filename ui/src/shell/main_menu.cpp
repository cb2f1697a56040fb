#include "shell/main_menu.hpp"

#include <filesystem>
#include <string>
#include <string_view>

#include <imgui.h>

#include "document/editor_state.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel_registry.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

// Every menu and item of the bar is drawn through these, which record what
// they draw while drawMainMenu has a record to fill, and say where it was
// drawn to the control listener, when one listens (control_recorder.hpp),
// under its label.
constexpr std::string_view kMenuControls = "Menu";
MainMenuRecord* recording = nullptr;
std::vector<std::string> openMenus;

std::string menuPath() {
    std::string path;
    for (const std::string& menu : openMenus) {
        path += (path.empty() ? "" : " > ") + menu;
    }
    return path;
}

bool beginMenu(const char* title, bool enabled = true) {
    if (recording != nullptr) {
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const ImVec2 size(ImGui::CalcTextSize(title).x, ImGui::GetTextLineHeight());
        const std::string parent = menuPath();
        recording->titles.record(parent.empty() ? title : parent + " > " + title,
                                 {at, {at.x + size.x, at.y + size.y}});
    }
    const bool open = ImGui::BeginMenu(title, enabled);
    if (open) {
        openMenus.emplace_back(title);
    } else {
        // Heard while closed: once open, ImGui's last item is the menu's window.
        announceLastItem(kMenuControls, title);
    }
    return open;
}

void endMenu() {
    openMenus.pop_back();
    ImGui::EndMenu();
}

void recordItem(const char* label, const char* shortcut) {
    if (recording != nullptr) {
        recording->items.push_back({menuPath(), label, shortcut == nullptr ? "" : shortcut});
    }
}

bool menuItem(const char* label, const char* shortcut = nullptr, bool selected = false,
              bool enabled = true) {
    recordItem(label, shortcut);
    const bool clicked = ImGui::MenuItem(label, shortcut, selected, enabled);
    announceLastItem(kMenuControls, label);
    return clicked;
}

bool menuItem(const char* label, const char* shortcut, bool* selected) {
    recordItem(label, shortcut);
    const bool clicked = ImGui::MenuItem(label, shortcut, selected);
    announceLastItem(kMenuControls, label);
    return clicked;
}

/// A menu item that acts like a registered shortcut, with its label.
bool shortcutItem(const char* label, Shortcut action, bool selected = false, bool enabled = true) {
    return menuItem(label, shortcutLabel(action), selected, enabled);
}

/// "default.json   31 modules   2 errors" at the right end of the bar, the
/// count in the error colour, or "valid" in the ok colour.
void drawCatalogueSummary(const EditorState& state) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        return;
    }
    const std::size_t errors = countErrors(document->problems);
    const std::string modules = std::to_string(document->catalogue.modules.size()) + " modules";
    const std::string problems =
        errors == 0 ? "valid" : std::to_string(errors) + (errors == 1 ? " error" : " errors");
    const std::string text = state.document().fileName() + "   " + modules + "   " + problems;
    const float width = ImGui::CalcTextSize(text.c_str()).x;
    const float right = ImGui::GetWindowContentRegionMax().x - ImGui::GetStyle().ItemSpacing.x;
    if (right - width <= ImGui::GetCursorPosX()) {
        return;  // no room left beside the menus
    }
    ImGui::SetCursorPosX(right - width);
    ImGui::TextColored(palette().dimText, "%s   %s   ", state.document().fileName().c_str(),
                       modules.c_str());
    ImGui::SameLine(0.0f, 0.0f);
    ImGui::TextColored(errors == 0 ? palette().okText : palette().errorText, "%s",
                       problems.c_str());
}

void drawFileMenu(const EditorState& state, MenuRequests& requests) {
    if (!beginMenu("File")) {
        return;
    }
    if (shortcutItem("New catalogue", Shortcut::NewCatalogue)) {
        requests.newCatalogue = true;
    }
    if (shortcutItem("Open catalogue...", Shortcut::OpenCatalogue)) {
        requests.openCatalogue = true;
    }
    if (beginMenu("Open recent", !state.document().recentFiles().empty())) {
        for (const std::filesystem::path& file : state.document().recentFiles()) {
            if (menuItem(file.filename().string().c_str())) {
                requests.openPath = file;
            }
            ui::tooltip(file.string().c_str());
        }
        endMenu();
    }
    if (menuItem("Open layout...")) {
        requests.openLayout = true;
    }
    ui::tooltip(
        "Show a saved layout file as it is, read against the catalogue on show (not "
        "regenerated from its seed)");
    if (menuItem("Import modules...", nullptr, false, state.document().current() != nullptr)) {
        requests.importModules = true;
    }
    ui::tooltip(
        "Take the rooms of a glTF room kit into this catalogue: sizes and doorways from the "
        "kit, what you set here kept (docs/kits.md)");
    ImGui::Separator();
    if (menuItem("Open parameters...")) {
        requests.openParams = true;
    }
    ui::tooltip(
        "Take every parameter, regions and targets included, from a parameters file or "
        "a layout file's \"params\" (Edit > Undo takes them back)");
    if (beginMenu("Open recent parameters", !state.document().recentParamsFiles().empty())) {
        for (const std::filesystem::path& file : state.document().recentParamsFiles()) {
            if (menuItem(file.filename().string().c_str())) {
                requests.openParamsPath = file;
            }
            ui::tooltip(file.string());
        }
        endMenu();
    }
    if (menuItem("Save parameters...")) {
        requests.saveParams = true;
    }
    ui::tooltip(
        "Write every parameter, regions and targets included, as a parameters file "
        "(easylink generate --params reads it)");
    ImGui::Separator();
    const bool hasDocument = state.document().current() != nullptr;
    if (shortcutItem("Save", Shortcut::Save, false, hasDocument)) {
        requests.save = true;
    }
    if (shortcutItem("Save as...", Shortcut::SaveAs, false, hasDocument)) {
        requests.saveAs = true;
    }
    if (shortcutItem("Reload", Shortcut::Reload, false,
                     !state.document().lastRequestedPath().empty())) {
        requests.reloadCatalogue = true;
    }
    ImGui::Separator();
    const GenerationRun* run = state.generation().run();
    if (shortcutItem("Export layout...", Shortcut::ExportLayout, false,
                     run != nullptr && run->result.layout.has_value())) {
        requests.exportLayout = true;
    }
    ui::tooltip("Write the layout on show as a layout file, a PNG or an ASCII map");
    ImGui::Separator();
    if (shortcutItem("Quit", Shortcut::Quit)) {
        requests.quit = true;
    }
    endMenu();
}

void drawEditMenu(const EditorState& state, MenuRequests& requests) {
    if (!beginMenu("Edit")) {
        return;
    }
    const EditHistory& history = state.document().history();
    const std::string undo = "Undo " + history.undoLabel();
    const std::string redo = "Redo " + history.redoLabel();
    if (shortcutItem(history.canUndo() ? undo.c_str() : "Undo", Shortcut::Undo, false,
                     history.canUndo())) {
        requests.undo = true;
    }
    if (shortcutItem(history.canRedo() ? redo.c_str() : "Redo", Shortcut::Redo, false,
                     history.canRedo())) {
        requests.redo = true;
    }
    ImGui::Separator();
    if (menuItem("History")) {
        requests.showHistory = true;
    }
    ui::tooltip("Every edit of this session; click one to go back or forth to it");
    endMenu();
}

void drawViewMenu(const EditorState& state, PanelRegistry& panels, MenuRequests& requests) {
    if (!beginMenu("View")) {
        return;
    }
    for (const auto& panel : panels.panels()) {
        menuItem(panel->title().c_str(), nullptr, panel->openFlag());
    }
    ImGui::Separator();
    if (shortcutItem("Tile view", Shortcut::TileView, state.session().tileView())) {
        requests.toggleTileView = true;
    }
    ui::tooltip(
        "Show the tiles phase 2 drew, up to the timeline's step, instead of the layout's "
        "slots");
    if (shortcutItem("3D", Shortcut::View3d, state.session().viewMode() != ViewMode::TwoD)) {
        requests.nextViewMode = true;
    }
    ui::tooltip("The map, the level in 3D, or both side by side, in turn");
    if (menuItem("Frame time", nullptr, state.session().showFrameTime())) {
        requests.showFrameTime = !state.session().showFrameTime();
    }
    ui::tooltip(
        "Show what a frame costs in the top-right corner; while nothing moves the editor rests "
        "and draws on input only");
    if (beginMenu("UI scale")) {
        if (menuItem("Follow the monitor", nullptr, state.session().uiScale() == 0.0f)) {
            requests.uiScale = 0.0f;
        }
        ui::tooltip("Text and controls sized by the monitor's content scale");
        for (const float scale : {0.75f, 1.0f, 1.25f, 1.5f, 2.0f}) {
            const std::string label = std::to_string(static_cast<int>(scale * 100.0f)) + "%";
            if (menuItem(label.c_str(), nullptr, state.session().uiScale() == scale)) {
                requests.uiScale = scale;
            }
        }
        endMenu();
    }
    if (shortcutItem("Region mode", Shortcut::RegionMode, state.session().regionMode(),
                     state.generation().settings().takesRegions())) {
        requests.toggleRegionMode = true;
    }
    ui::tooltip(
        "The viewport's left button draws, moves and resizes the regions of the easylink "
        "parameters instead of panning (the Regions panel lists them)");
    ImGui::Separator();
    if (shortcutItem("Viewport only", Shortcut::ViewportOnly, panels.viewportOnly())) {
        requests.toggleViewportOnly = true;
    }
    ui::tooltip("Give the viewport the whole window; again to bring the panels back");
    if (beginMenu("Workspace")) {
        for (WorkspacePreset preset : kWorkspacePresets) {
            if (menuItem(presetLabel(preset))) {
                requests.workspacePreset = preset;
            }
            ui::tooltip(presetDescription(preset));
        }
        endMenu();
    }
    if (menuItem("Reset layout")) {
        requests.resetLayout = true;
    }
    ui::tooltip("Back to the Generate workspace: its panels, tabs and splitters as they started");
    endMenu();
}

void drawGenerateMenu(MenuRequests& requests) {
    if (!beginMenu("Generate")) {
        return;
    }
    // Ctrl+G itself is read by the generation panel.
    if (shortcutItem("Generate", Shortcut::Generate)) {
        requests.generate = true;
    }
    endMenu();
}

void drawHelpMenu(MenuRequests& requests) {
    if (!beginMenu("Help")) {
        return;
    }
    if (menuItem("Keyboard shortcuts")) {
        requests.showShortcuts = true;
    }
    if (menuItem("About Easylink Studio")) {
        requests.showAbout = true;
    }
    endMenu();
}

}  // namespace

MenuRequests readShortcuts(bool dialogOpen) {
    MenuRequests requests;
    if (dialogOpen) {
        return requests;
    }
    requests.newCatalogue = shortcutPressed(Shortcut::NewCatalogue);
    requests.openCatalogue = shortcutPressed(Shortcut::OpenCatalogue);
    requests.save = shortcutPressed(Shortcut::Save);
    requests.saveAs = shortcutPressed(Shortcut::SaveAs);
    requests.reloadCatalogue = shortcutPressed(Shortcut::Reload);
    requests.quit = shortcutPressed(Shortcut::Quit);
    requests.exportLayout = shortcutPressed(Shortcut::ExportLayout);
    requests.toggleViewportOnly = shortcutPressed(Shortcut::ViewportOnly);
    requests.undo = shortcutPressed(Shortcut::Undo);
    requests.redo = shortcutPressed(Shortcut::Redo);
    requests.toggleTileView = shortcutPressed(Shortcut::TileView);
    requests.nextViewMode = shortcutPressed(Shortcut::View3d);
    requests.toggleRegionMode = shortcutPressed(Shortcut::RegionMode);
    return requests;
}

const MainMenuRecord::Item* MainMenuRecord::find(std::string_view menu,
                                                 std::string_view label) const {
    for (const Item& item : items) {
        if (item.menu == menu && item.label == label) {
            return &item;
        }
    }
    return nullptr;
}

float drawMainMenu(const EditorState& state, PanelRegistry& panels, MenuRequests& requests,
                   MainMenuRecord* record) {
    if (record != nullptr) {
        record->titles.clear();
        record->items.clear();
    }
    // The bar's own colour covers all of its window: a window background
    // under it would be filled for nothing (ImGui skips a transparent fill).
    ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(0, 0, 0, 0));
    const bool bar = ImGui::BeginMainMenuBar();
    ImGui::PopStyleColor();
    if (!bar) {
        return 0.0f;
    }
    recording = record;
    const float height = ImGui::GetWindowSize().y;
    drawFileMenu(state, requests);
    drawEditMenu(state, requests);
    drawViewMenu(state, panels, requests);
    drawGenerateMenu(requests);
    drawHelpMenu(requests);
    drawCatalogueSummary(state);
    ImGui::EndMainMenuBar();
    recording = nullptr;
    return height;
}

}  // namespace easylink::ui

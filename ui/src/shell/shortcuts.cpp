#include "shell/shortcuts.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "shell/key_focus.hpp"

namespace easylink::ui {
namespace {

constexpr KeyChord key(int code, unsigned mods = kNoMods) {
    return {code, mods};
}
constexpr std::array<KeyChord, 2> none{};

// The registry, in the dialog's order: where an action acts, what the dialog
// says of it and which menu item shows its label.
// clang-format off
constexpr ShortcutRecord kRecords[] = {
    {Shortcut::NewCatalogue, {key(GLFW_KEY_N, kCtrl)}, KeyScope::Editor, false, false, "",
     "a new, empty catalogue", "File > New catalogue"},
    {Shortcut::OpenCatalogue, {key(GLFW_KEY_O, kCtrl)}, KeyScope::Editor, false, false, "",
     "open a catalogue", "File > Open catalogue..."},
    {Shortcut::Save, {key(GLFW_KEY_S, kCtrl)}, KeyScope::Editor, false, false, "",
     "save the catalogue (Ctrl+Shift+S: save as)", "File > Save"},
    {Shortcut::SaveAs, {key(GLFW_KEY_S, kCtrl | kShift)}, KeyScope::Editor, false, false, "", "",
     "File > Save as..."},
    {Shortcut::Undo, {key(GLFW_KEY_Z, kCtrl)}, KeyScope::Editor, false, true, "",
     "undo the last edit (catalogue, parameters, regions)", "Edit > Undo"},
    {Shortcut::Redo, {key(GLFW_KEY_Z, kCtrl | kShift), key(GLFW_KEY_Y, kCtrl)}, KeyScope::Editor,
     false, true, "Ctrl+Shift+Z / Ctrl+Y", "redo", "Edit > Redo"},
    {Shortcut::Delete, {key(GLFW_KEY_DELETE)}, KeyScope::PanelWithKeys, false, true, "",
     "delete the selected port (module editor), module (catalogue) or region (Regions panel, "
     "viewport in region mode)", ""},
    {Shortcut::Rename, {key(GLFW_KEY_F2)}, KeyScope::PanelWithKeys, false, true, "",
     "rename the selected module (catalogue)", ""},
    {Shortcut::ExportLayout, {key(GLFW_KEY_E, kCtrl)}, KeyScope::Editor, false, false, "",
     "export the layout on show (JSON, PNG or ASCII)", "File > Export layout..."},
    {Shortcut::Reload, {key(GLFW_KEY_F5)}, KeyScope::Editor, false, false, "",
     "reload the catalogue from disk", "File > Reload"},
    {Shortcut::Quit, {key(GLFW_KEY_Q, kCtrl)}, KeyScope::Editor, false, false, "", "quit",
     "File > Quit"},
    {Shortcut::ViewportOnly, {key(GLFW_KEY_F11)}, KeyScope::Editor, false, false, "",
     "the viewport alone over the whole window, or the panels back", "View > Viewport only"},
    {Shortcut::Generate, {key(GLFW_KEY_G, kCtrl)}, KeyScope::Editor, false, false, "",
     "generate with the current seed and parameters", "Generate > Generate"},
    {Shortcut::NextAction, {key(GLFW_KEY_RIGHT)}, KeyScope::Editor, true, true, "Right / Left",
     "timeline: next / previous action (in phase 2: slot resolved)", ""},
    {Shortcut::PreviousAction, {key(GLFW_KEY_LEFT)}, KeyScope::Editor, true, true, "", "", ""},
    {Shortcut::NextTurn, {key(GLFW_KEY_RIGHT, kShift)}, KeyScope::Editor, true, true,
     "Shift+Right / Left", "timeline: next / previous grower turn", ""},
    {Shortcut::PreviousTurn, {key(GLFW_KEY_LEFT, kShift)}, KeyScope::Editor, true, true, "", "",
     ""},
    {Shortcut::NextPhase, {key(GLFW_KEY_RIGHT, kCtrl)}, KeyScope::Editor, true, true,
     "Ctrl+Right / Left", "timeline: next / previous phase", ""},
    {Shortcut::PreviousPhase, {key(GLFW_KEY_LEFT, kCtrl)}, KeyScope::Editor, true, true, "", "",
     ""},
    {Shortcut::PlayPause, {key(GLFW_KEY_SPACE)}, KeyScope::Editor, false, true, "",
     "timeline: play / pause", ""},
    {Shortcut::ToStart, {key(GLFW_KEY_HOME)}, KeyScope::Editor, false, true, "Home / End",
     "timeline: start / end of the run", ""},
    {Shortcut::ToEnd, {key(GLFW_KEY_END)}, KeyScope::Editor, false, true, "", "", ""},
    {Shortcut::GoToStep, {key(GLFW_KEY_G, kCtrl)}, KeyScope::TimelineArea, false, true,
     "Ctrl+G (timeline, log)",
     "timeline: type a step to go to (over the timeline or the log; elsewhere Ctrl+G generates)",
     ""},
    {Shortcut::Bookmark, {key(GLFW_KEY_B)}, KeyScope::Editor, false, true, "",
     "timeline: bookmark the step, or remove its bookmark", ""},
    {Shortcut::FitView, {key(GLFW_KEY_F)}, KeyScope::UnderMouse, false, true, "",
     "viewport: fit the map (while the mouse is over it)", ""},
    {Shortcut::TileView, {key(GLFW_KEY_T)}, KeyScope::Editor, false, true, "",
     "viewport: switch between slot view and tile view (phase 2)", "View > Tile view"},
    {Shortcut::View3d, {key(GLFW_KEY_V)}, KeyScope::Editor, false, true, "",
     "viewport: the map, the level in 3D, both, in turn", "View > 3D"},
    {Shortcut::TopView, {key(GLFW_KEY_7)}, KeyScope::UnderMouse, false, true, "",
     "3D view: look straight down, north up (while the mouse is over it)", ""},
    {Shortcut::ThreeQuarterView, {key(GLFW_KEY_1)}, KeyScope::UnderMouse, false, true, "",
     "3D view: look from the south-east at three quarters (while the mouse is over it)", ""},
    {Shortcut::WalkMode, {key(GLFW_KEY_G)}, KeyScope::UnderMouse, false, true, "",
     "3D view: walk through the level at eye height, or back to orbiting (while the mouse is "
     "over it)", ""},
    {Shortcut::WalkAhead, {key(GLFW_KEY_W), key(GLFW_KEY_UP)}, KeyScope::Walk3d, false, true,
     "W A S D / Up Left Down Right",
     "3D view, walking: walk ahead, step left, walk back or step right (drag to look round)", ""},
    {Shortcut::WalkLeft, {key(GLFW_KEY_A), key(GLFW_KEY_LEFT)}, KeyScope::Walk3d, false, true, "",
     "", ""},
    {Shortcut::WalkBack, {key(GLFW_KEY_S), key(GLFW_KEY_DOWN)}, KeyScope::Walk3d, false, true, "",
     "", ""},
    {Shortcut::WalkRight, {key(GLFW_KEY_D), key(GLFW_KEY_RIGHT)}, KeyScope::Walk3d, false, true,
     "", "", ""},
    {Shortcut::WalkLeave, {key(GLFW_KEY_ESCAPE)}, KeyScope::Walk3d, false, false, "",
     "3D view, walking: back to orbiting", ""},
    {Shortcut::RegionMode, {key(GLFW_KEY_R)}, KeyScope::Editor, false, true, "",
     "viewport: region mode on or off (easylink)", "View > Region mode"},
    {Shortcut::PanDrag, none, KeyScope::UnderMouse, false, false, "drag",
     "viewport: pan (middle or right button in region mode)", ""},
    {Shortcut::RegionDrag, none, KeyScope::UnderMouse, false, false, "drag (region mode)",
     "viewport: draw a region on the map (Shift: even over another), move one by its body, "
     "resize it by an edge or corner", ""},
    {Shortcut::WheelZoom, none, KeyScope::UnderMouse, false, false, "wheel",
     "viewport: zoom at the cursor", ""},
    {Shortcut::ClickSelect, none, KeyScope::UnderMouse, false, false, "click",
     "viewport: select a room or corridor", ""},
    {Shortcut::HoverProbe, none, KeyScope::UnderMouse, false, false, "hover",
     "viewport: tile, owner, port and rejected candidates there", ""},
    {Shortcut::LogRowClick, none, KeyScope::UnderMouse, false, false, "click a row",
     "log: move the timeline to that event", ""},
    {Shortcut::ComponentRowClick, none, KeyScope::UnderMouse, false, false, "click a row",
     "components: outline that component (Isolate dims the others)", ""},
    {Shortcut::WalkNorth, {key(GLFW_KEY_W), key(GLFW_KEY_UP)}, KeyScope::PlayTest, true, true,
     "W A S D / Up Left Down Right",
     "play test: walk north, west, south or east (while it has the focus)",
     ""},
    {Shortcut::WalkWest, {key(GLFW_KEY_A), key(GLFW_KEY_LEFT)}, KeyScope::PlayTest, true, true,
     "", "", ""},
    {Shortcut::WalkSouth, {key(GLFW_KEY_S), key(GLFW_KEY_DOWN)}, KeyScope::PlayTest, true, true,
     "", "", ""},
    {Shortcut::WalkEast, {key(GLFW_KEY_D), key(GLFW_KEY_RIGHT)}, KeyScope::PlayTest, true, true,
     "", "", ""},
    {Shortcut::Cancel, {key(GLFW_KEY_ESCAPE)}, KeyScope::OpenDialog, false, false, "",
     "close a dialog, or leave a module's name as it was (catalogue)", ""},
    {Shortcut::Confirm, {key(GLFW_KEY_ENTER)}, KeyScope::OpenDialog, false, false, "",
     "file browser: open or save the chosen file", ""},
};
// clang-format on

std::string keyName(int code) {
    if (code >= GLFW_KEY_A && code <= GLFW_KEY_Z) {
        return std::string(1, static_cast<char>(code));
    }
    if (code >= GLFW_KEY_F1 && code <= GLFW_KEY_F12) {
        return "F" + std::to_string(code - GLFW_KEY_F1 + 1);
    }
    switch (code) {
        case GLFW_KEY_RIGHT: return "Right";
        case GLFW_KEY_LEFT: return "Left";
        case GLFW_KEY_UP: return "Up";
        case GLFW_KEY_DOWN: return "Down";
        case GLFW_KEY_HOME: return "Home";
        case GLFW_KEY_END: return "End";
        case GLFW_KEY_SPACE: return "Space";
        case GLFW_KEY_DELETE: return "Delete";
        case GLFW_KEY_ESCAPE: return "Escape";
        case GLFW_KEY_ENTER: return "Enter";
        default: return "key " + std::to_string(code);
    }
}

unsigned heldMods() {
    const ImGuiIO& io = ImGui::GetIO();
    return (io.KeyCtrl ? kCtrl : 0u) | (io.KeyShift ? kShift : 0u) | (io.KeyAlt ? kAlt : 0u) |
           (io.KeySuper ? kSuper : 0u);
}

/// The first of the record's chords pressed now with exactly its modifiers.
const KeyChord* pressedChord(const ShortcutRecord& record) {
    const unsigned mods = heldMods();
    for (const KeyChord& chord : record.chords) {
        if (!chord.empty() && chord.mods == mods &&
            ImGui::IsKeyPressed(chord.key, record.repeats)) {
            return &chord;
        }
    }
    return nullptr;
}

bool claimable(KeyScope scope) {
    return scope == KeyScope::TimelineArea || scope == KeyScope::PlayTest ||
           scope == KeyScope::Walk3d;
}

bool anyPopupOpen() {
    return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
}

/// True when an action of a claimable scope that has the keys binds `chord`:
/// an editor-wide action then leaves the key to it.
bool claimedElsewhere(const ShortcutRecord& self, const KeyChord& chord) {
    return std::any_of(std::begin(kRecords), std::end(kRecords), [&](const ShortcutRecord& other) {
        return other.action != self.action && claimable(other.scope) &&
               std::find(other.chords.begin(), other.chords.end(), chord) != other.chords.end() &&
               scopeHasKeys(other.scope);
    });
}

// A claim is kept in the claiming root window's own storage, as the frame
// it was made in: it belongs to that window of that ImGui context, and goes
// stale by itself once the window stops claiming.
ImGuiID claimKey(KeyScope scope) {
    return ImHashStr("easylink key scope") + static_cast<ImGuiID>(scope);
}

bool claimedBy(KeyScope scope, ImGuiWindow* window) {
    if (window == nullptr || window->RootWindow == nullptr) {
        return false;
    }
    const int frame = window->RootWindow->StateStorage.GetInt(claimKey(scope), -2);
    return frame >= ImGui::GetFrameCount() - 1;
}

}  // namespace

std::span<const ShortcutRecord> shortcutRecords() {
    return kRecords;
}

const ShortcutRecord& shortcutRecord(Shortcut action) {
    const auto found = std::find_if(std::begin(kRecords), std::end(kRecords),
                                    [&](const ShortcutRecord& r) { return r.action == action; });
    return *found;  // every action is registered (tested)
}

std::string chordLabel(const KeyChord& chord) {
    if (chord.empty()) {
        return "";
    }
    std::string label;
    if ((chord.mods & kCtrl) != 0) {
        label += "Ctrl+";
    }
    if ((chord.mods & kShift) != 0) {
        label += "Shift+";
    }
    if ((chord.mods & kAlt) != 0) {
        label += "Alt+";
    }
    if ((chord.mods & kSuper) != 0) {
        label += "Super+";
    }
    return label + keyName(chord.key);
}

namespace {

/// Each action's label, by action; ScopedShortcutLabel may swap one.
std::string& labelSlot(Shortcut action) {
    static std::vector<std::string> labels = [] {
        std::vector<std::string> all;
        for (const ShortcutRecord& record : kRecords) {
            all.resize(std::max(all.size(), static_cast<std::size_t>(record.action) + 1));
            all[static_cast<std::size_t>(record.action)] = chordLabel(record.chords[0]);
        }
        return all;
    }();
    return labels.at(static_cast<std::size_t>(action));
}

}  // namespace

const char* shortcutLabel(Shortcut action) {
    return labelSlot(action).c_str();
}

std::string withShortcut(std::string_view text, Shortcut action) {
    return std::string(text) + " (" + shortcutLabel(action) + ")";
}

ScopedShortcutLabel::ScopedShortcutLabel(Shortcut action, std::string label)
    : action_(action), previous_(std::exchange(labelSlot(action), std::move(label))) {}

ScopedShortcutLabel::~ScopedShortcutLabel() {
    labelSlot(action_) = std::move(previous_);
}

std::vector<ShortcutRow> shortcutRows() {
    std::vector<ShortcutRow> rows;
    for (const ShortcutRecord& record : kRecords) {
        if (!record.sentence.empty()) {
            rows.push_back({record.listedKeys.empty() ? chordLabel(record.chords[0])
                                                      : std::string(record.listedKeys),
                            record.sentence});
        }
    }
    return rows;
}

bool shortcutPressed(Shortcut action) {
    const ShortcutRecord& record = shortcutRecord(action);
    if (record.yieldsToText && ImGui::GetIO().WantTextInput) {
        return false;
    }
    const KeyChord* chord = pressedChord(record);
    if (chord == nullptr) {
        return false;
    }
    switch (record.scope) {
        case KeyScope::Editor: return !anyPopupOpen() && !claimedElsewhere(record, *chord);
        case KeyScope::TimelineArea: return !anyPopupOpen() && scopeHasKeys(record.scope);
        case KeyScope::PlayTest:
        case KeyScope::Walk3d: return scopeHasKeys(record.scope);
        case KeyScope::PanelWithKeys: return keysActHere();
        case KeyScope::UnderMouse: return ImGui::IsItemHovered();
        case KeyScope::OpenDialog: return true;
    }
    return false;
}

bool shortcutHeld(Shortcut action) {
    const ShortcutRecord& record = shortcutRecord(action);
    if (record.yieldsToText && ImGui::GetIO().WantTextInput) {
        return false;
    }
    const unsigned mods = heldMods();
    const bool down = std::any_of(
        record.chords.begin(), record.chords.end(),
        [&](const KeyChord& c) { return !c.empty() && c.mods == mods && ImGui::IsKeyDown(c.key); });
    if (!down) {
        return false;
    }
    switch (record.scope) {
        case KeyScope::TimelineArea:
        case KeyScope::PlayTest:
        case KeyScope::Walk3d: return scopeHasKeys(record.scope);
        case KeyScope::UnderMouse: return ImGui::IsItemHovered();
        case KeyScope::PanelWithKeys: return keysActHere();
        case KeyScope::Editor: return !anyPopupOpen();
        case KeyScope::OpenDialog: return true;
    }
    return false;
}

void claimKeys(KeyScope scope) {
    ImGuiWindow* window = ImGui::GetCurrentWindowRead();
    if (window != nullptr && window->RootWindow != nullptr) {
        window->RootWindow->StateStorage.SetInt(claimKey(scope), ImGui::GetFrameCount());
    }
}

bool scopeHasKeys(KeyScope scope) {
    ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr) {
        return false;
    }
    switch (scope) {
        case KeyScope::TimelineArea:
            return claimedBy(scope, context->NavWindow) || claimedBy(scope, context->HoveredWindow);
        case KeyScope::PlayTest:
        case KeyScope::Walk3d: return claimedBy(scope, context->NavWindow);
        default: return false;
    }
}

bool scopesCanOverlap(KeyScope a, KeyScope b) {
    if (a == b) {
        return true;
    }
    // A dialog has the keyboard to itself: editor-wide keys wait while one is
    // open and no panel has the focus.
    if (a == KeyScope::OpenDialog || b == KeyScope::OpenDialog) {
        return false;
    }
    // Scopes that need the focus of the window that claimed them: only one
    // window has the focus.
    const auto needsFocus = [](KeyScope s) {
        return s == KeyScope::PlayTest || s == KeyScope::Walk3d;
    };
    if (needsFocus(a) && needsFocus(b)) {
        return false;
    }
    // Editor-wide keys yield to a claimed scope that has the keys.
    if ((a == KeyScope::Editor && claimable(b)) || (b == KeyScope::Editor && claimable(a))) {
        return false;
    }
    return true;
}

}  // namespace easylink::ui

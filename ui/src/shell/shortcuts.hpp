#pragma once

// [SECTION] Shortcuts
//
// Every key the editor reads, in one registry that the main menu, the panels
// and Help > Keyboard shortcuts all read: for each action its chords, the
// scope where it acts, its label ("Ctrl+S"), its sentence in the shortcuts
// dialog and its menu entry. Nobody else compares raw keys: a panel asks
// shortcutPressed(action), which answers "was it pressed, here, now".
//
// A chord acts only with exactly its modifiers held (Ctrl+Shift+S is not
// Ctrl+S). The scopes:
//   Editor          anywhere, while no menu or dialog is open; it yields to a
//                   scope that has the keys and binds the same chord (Ctrl+G
//                   over the timeline goes to a step, not to Generate)
//   TimelineArea    the Timeline or the Log has the focus or the mouse
//   PlayTest        the Play test panel has the focus
//   Walk3d          the viewport has the focus while walking through the level
//   PanelWithKeys   the panel being drawn may act on keys (keysActHere)
//   UnderMouse      the item just drawn is under the mouse (the map)
//   OpenDialog      the dialog or in-place field being drawn
// The TimelineArea, PlayTest and Walk3d panels claim their scope each frame with
// claimKeys(); the scope has the keys when a window that claimed it in this
// frame or the one before has the focus (or, for the timeline area, the mouse).
// Mouse gestures are listed too, as entries without a chord.

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace easylink::ui {

enum class Shortcut {
    NewCatalogue,
    OpenCatalogue,
    Save,
    SaveAs,
    Undo,
    Redo,
    Delete,
    Rename,
    ExportLayout,
    Reload,
    Quit,
    ViewportOnly,
    Generate,
    NextAction,
    PreviousAction,
    NextTurn,
    PreviousTurn,
    NextPhase,
    PreviousPhase,
    PlayPause,
    ToStart,
    ToEnd,
    GoToStep,
    Bookmark,
    FitView,
    TileView,
    View3d,
    TopView,
    ThreeQuarterView,
    WalkMode,
    WalkAhead,
    WalkBack,
    WalkLeft,
    WalkRight,
    WalkLeave,
    RegionMode,
    PanDrag,
    RegionDrag,
    WheelZoom,
    ClickSelect,
    HoverProbe,
    LogRowClick,
    ComponentRowClick,
    WalkNorth,
    WalkWest,
    WalkSouth,
    WalkEast,
    Cancel,
    Confirm,
};

enum class KeyScope {
    Editor,
    TimelineArea,
    PlayTest,
    Walk3d,
    PanelWithKeys,
    UnderMouse,
    OpenDialog
};

/// Modifier bits of a chord.
enum KeyMods : unsigned { kNoMods = 0, kCtrl = 1, kShift = 2, kAlt = 4, kSuper = 8 };

/// A key (GLFW key code: the GLFW backend fills io.KeysDown by it, and ImGui
/// 1.86 has no named keys for letters or F-keys) with its modifiers; key 0:
/// no chord.
struct KeyChord {
    int key = 0;
    unsigned mods = kNoMods;

    bool empty() const { return key == 0; }
    bool operator==(const KeyChord&) const = default;
};

struct ShortcutRecord {
    Shortcut action;
    /// The chord and an alternate (Ctrl+Y for redo); both empty for a gesture.
    std::array<KeyChord, 2> chords;
    KeyScope scope;
    /// Held down, the key acts again at the keyboard's repeat rate.
    bool repeats;
    /// A text field being typed in keeps the key for its text.
    bool yieldsToText;
    /// The dialog's keys column when it says more than the label ("Right /
    /// Left", "drag"); empty: the label.
    std::string_view listedKeys;
    /// The dialog's sentence; empty: listed on the row of the action above
    /// (Left with Right, Save as with Save).
    std::string_view sentence;
    /// "File > Save": the menu item that shows the label; empty: none.
    std::string_view menuEntry;
};

/// Every registered action, in the order the shortcuts dialog lists them.
std::span<const ShortcutRecord> shortcutRecords();
const ShortcutRecord& shortcutRecord(Shortcut action);

/// "Ctrl+Shift+S", "F5", "Right".
std::string chordLabel(const KeyChord& chord);
/// The label of the action's first chord, for menus and tooltips ("" for a
/// gesture); lives as long as the program. Every text that names a key reads
/// it here: no tooltip, button or status line spells a chord itself.
const char* shortcutLabel(Shortcut action);
/// `text` followed by the action's label in brackets: "Save the file (Ctrl+S)".
std::string withShortcut(std::string_view text, Shortcut action);

/// Gives an action another label while it lives, the old one back after: the
/// tests' way to see that a text reads the registry and spells no key itself.
class ScopedShortcutLabel {
public:
    ScopedShortcutLabel(Shortcut action, std::string label);
    ~ScopedShortcutLabel();
    ScopedShortcutLabel(const ScopedShortcutLabel&) = delete;
    ScopedShortcutLabel& operator=(const ScopedShortcutLabel&) = delete;

private:
    Shortcut action_;
    std::string previous_;
};

/// One row of the shortcuts dialog.
struct ShortcutRow {
    std::string keys;
    std::string_view action;
};
/// The dialog's rows, from the registry: one per action with a sentence.
std::vector<ShortcutRow> shortcutRows();

/// True when one of the action's chords was pressed this frame where its
/// scope acts now. Call inside the panel's window for PanelWithKeys, right
/// after the item for UnderMouse.
bool shortcutPressed(Shortcut action);

/// True while one of the action's chords is held down where its scope acts
/// now (walking: a step each frame, not at the keyboard's repeat rate).
bool shortcutHeld(Shortcut action);

/// Marks the window being drawn as part of `scope` (TimelineArea, PlayTest, Walk3d)
/// for this frame and the next.
void claimKeys(KeyScope scope);
/// True when a window that claimed `scope` has the keys now.
bool scopeHasKeys(KeyScope scope);

/// True when actions of the two scopes could both act on one key press; two
/// such actions must not share a chord.
bool scopesCanOverlap(KeyScope a, KeyScope b);

}  // namespace easylink::ui

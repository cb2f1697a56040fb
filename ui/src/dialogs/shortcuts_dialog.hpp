#pragma once

// [SECTION] Keyboard shortcuts dialog
//
// Every shortcut of the editor in one table, from the one list below, so the
// Help menu and the documentation cannot drift apart from each other.

#include <array>
#include <string_view>

#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

struct ShortcutEntry {
    std::string_view keys;
    std::string_view action;
};

/// The editor's shortcuts, grouped by where they act.
inline constexpr std::array<ShortcutEntry, 28> kShortcuts = {{
    {"Ctrl+N", "a new, empty catalogue"},
    {"Ctrl+O", "open a catalogue"},
    {"Ctrl+S", "save the catalogue (Ctrl+Shift+S: save as)"},
    {"Ctrl+Z", "undo the last edit (catalogue, parameters, regions)"},
    {"Ctrl+Shift+Z / Ctrl+Y", "redo"},
    {"Delete",
     "delete the selected port (module editor), module (catalogue) or region (Regions panel, "
     "viewport in region mode)"},
    {"Ctrl+E", "export the layout on show (JSON, PNG or ASCII)"},
    {"F5", "reload the catalogue from disk"},
    {"Ctrl+Q", "quit"},
    {"F11", "the viewport alone over the whole window, or the panels back"},
    {"Ctrl+G", "generate with the current seed and parameters"},
    {"Right / Left", "timeline: next / previous action (in phase 2: slot resolved)"},
    {"Shift+Right / Left", "timeline: next / previous grower turn"},
    {"Ctrl+Right / Left", "timeline: next / previous phase"},
    {"Space", "timeline: play / pause"},
    {"Home / End", "timeline: start / end of the run"},
    {"Ctrl+G (timeline, log)",
     "timeline: type a step to go to (over the timeline or the log; elsewhere Ctrl+G generates)"},
    {"B", "timeline: bookmark the step, or remove its bookmark"},
    {"F", "viewport: fit the map (while the mouse is over it)"},
    {"T", "viewport: switch between slot view and tile view (phase 2)"},
    {"R", "viewport: region mode on or off (easylink)"},
    {"drag", "viewport: pan (middle or right button in region mode)"},
    {"drag (region mode)",
     "viewport: draw a region on the map (Shift: even over another), move one by its body, "
     "resize it by an edge or corner"},
    {"wheel", "viewport: zoom at the cursor"},
    {"click", "viewport: select a room or corridor"},
    {"hover", "viewport: tile, owner, port and rejected candidates there"},
    {"click a row", "log: move the timeline to that event"},
    {"click a row", "components: outline that component (Isolate dims the others)"},
}};

class ShortcutsDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Keyboard shortcuts";

    ShortcutsDialog() : ModalDialog(kTitle) {}
    void open() { requestOpen(); }

private:
    void drawContents(EditorState& state) override;
};

}  // namespace easylink::ui

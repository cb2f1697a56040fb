#pragma once

// [SECTION] Path field
//
// The file path field of the dialogs that read or write a file: a text field
// 36 ems wide (in a panel, narrower when the row has less room, down to 8
// ems) that takes the keyboard when asked, selects its whole text on focus
// (so typing replaces the path), and reports Enter.

#include <optional>
#include <string>

namespace easylink::ui {

/// What happened to the path field this frame.
struct PathFieldResult {
    bool entered = false;  // Enter was pressed in the field
    bool edited = false;   // the text changed
};

/// Draws the path field for `text`; when `focus` is set, the field takes the
/// keyboard and `focus` is cleared. The field is the last item afterwards,
/// so IsItemHovered() and the like ask about it. With `besideWidth`, the
/// width of the items that follow it on its row, the field leaves them that
/// much of the row (for panels; dialogs size themselves to the field).
PathFieldResult drawPathField(std::string& text, bool& focus,
                              std::optional<float> besideWidth = std::nullopt);

}  // namespace easylink::ui

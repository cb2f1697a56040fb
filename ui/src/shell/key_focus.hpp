#pragma once

// [SECTION] Where keys act
//
// A key acts where the designer is. A panel takes a shortcut (Delete, F2)
// only while it has the focus and the mouse is over it, or over no panel at
// all: a module selected in the catalogue stays put when Delete is pressed
// with the mouse over the map, even though the catalogue was the last panel
// clicked. Call inside the panel's window.

namespace easylink::ui {

/// True when the window being drawn may act on a shortcut key now.
bool keysActHere();

}  // namespace easylink::ui

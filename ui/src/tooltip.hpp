#pragma once

// [SECTION] Tooltip
//
// The one tooltip every panel, dialog and the module editor use: the last
// item's explanation while it is hovered, also when it is disabled (a greyed
// control is exactly the one that needs to say why), wrapped to a readable
// width.

#include <string>

namespace easylink::ui {

/// Shows `text` as the tooltip of the last item while it is hovered.
void tooltip(const char* text);
inline void tooltip(const std::string& text) {
    tooltip(text.c_str());
}

}  // namespace easylink::ui

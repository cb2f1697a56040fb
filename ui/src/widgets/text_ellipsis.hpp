#pragma once

// [SECTION] Text ellipsis
//
// The last resort for text that cannot fit: when a panel is narrower than a
// name even after its table left out every column it could (see
// table_column_fit.hpp) or a button moved to a row of its own, the text is
// cut at a character and ends in "...", and the item's tooltip says it
// whole. Never the first choice: a cut name is a name the designer cannot
// read.

#include <string>
#include <string_view>

namespace easylink::ui {

inline constexpr std::string_view kEllipsis = "...";

/// `text` as it fits in `width` pixels at the current font: whole when it
/// fits, otherwise its longest start (whole UTF-8 characters) that fits
/// with "..." after it, or "..." alone.
std::string ellipsized(std::string_view text, float width);

/// True when ellipsized(text, width) cuts `text`.
bool needsEllipsis(std::string_view text, float width);

}  // namespace easylink::ui

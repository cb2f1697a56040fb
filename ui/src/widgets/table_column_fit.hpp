#pragma once

// [SECTION] Table columns that fit
//
// A table in a narrow area shows each of its columns whole or not at all.
// ImGui's fixed-fit tables give every fixed column its content's width and
// the stretching column what is left, which in a narrow panel leaves the one
// column that matters (a module's name, where a port leads) cut to a few
// letters. Instead, each column says how wide its widest cell is and how
// much it is needed: columns are left out, the least needed first, until
// what remains fits the width there is; the ones a table always shows
// (priority 0) stay whatever the width. Panels say what a left-out column
// held in the row's tooltip. Only when even the columns always shown do not
// fit does a cell end in an ellipsis (text_ellipsis.hpp).
//
// The choice is a plain function of widths, checked without ImGui; the
// helpers below measure the widths as ImGui lays the table out.

#include <vector>

#include <imgui.h>

namespace easylink::ui {

/// What a column asks for: the width of its widest cell (header included),
/// and how much it is needed: 0 always shown, then 1, 2, ... for columns
/// left out in the reverse order (the highest number goes first).
struct ColumnNeed {
    float contentWidth = 0.0f;
    int priority = 0;
};

/// Which columns fit in `available` pixels when each also takes `padding`
/// (its cell padding and border): true for each column shown. Columns are
/// left out from the highest priority number down (of equal numbers, the
/// rightmost first) until the rest fit or only priority-0 columns remain.
std::vector<bool> columnsThatFit(const std::vector<ColumnNeed>& columns, float available,
                                 float padding);

/// The width a table column takes beside its content in this style: the
/// cell padding on both sides and an inner border.
float tableColumnPadding();

/// The width a table created now in the current window can lay its columns
/// out in: the content region, less the vertical scrollbar when
/// `scrollsVertically` (a ScrollY table keeps room for one).
float tableAvailableWidth(bool scrollsVertically);

/// ImGui::TableSetupColumn() for a column that `shown` says is on show or
/// not (a column not shown is disabled: no cells, no width, no header).
void setupFittedColumn(const char* label, bool shown,
                       ImGuiTableColumnFlags flags = ImGuiTableColumnFlags_None);

}  // namespace easylink::ui

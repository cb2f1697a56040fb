#include "widgets/table_column_fit.hpp"

#include <numeric>

namespace easylink::ui {

std::vector<bool> columnsThatFit(const std::vector<ColumnNeed>& columns, float available,
                                 float padding) {
    std::vector<bool> shown(columns.size(), true);
    float needed = 0.0f;
    for (const ColumnNeed& column : columns) {
        needed += column.contentWidth + padding;
    }
    while (needed > available) {
        // The least needed column still on show: highest number, rightmost.
        int drop = -1;
        for (int i = static_cast<int>(columns.size()) - 1; i >= 0; --i) {
            const ColumnNeed& column = columns[static_cast<std::size_t>(i)];
            if (shown[static_cast<std::size_t>(i)] && column.priority > 0 &&
                (drop < 0 || column.priority > columns[static_cast<std::size_t>(drop)].priority)) {
                drop = i;
            }
        }
        if (drop < 0) {
            break;  // only the columns always shown are left
        }
        shown[static_cast<std::size_t>(drop)] = false;
        needed -= columns[static_cast<std::size_t>(drop)].contentWidth + padding;
    }
    return shown;
}

float tableColumnPadding() {
    // ImGui 1.86 pads each cell by CellPadding.x on both sides and draws a
    // one-pixel border between columns; one pixel more absorbs rounding.
    return ImGui::GetStyle().CellPadding.x * 2.0f + 2.0f;
}

float tableAvailableWidth(bool scrollsVertically) {
    const float width = ImGui::GetContentRegionAvail().x;
    return scrollsVertically ? width - ImGui::GetStyle().ScrollbarSize : width;
}

void setupFittedColumn(const char* label, bool shown, ImGuiTableColumnFlags flags) {
    ImGui::TableSetupColumn(label, shown ? flags : flags | ImGuiTableColumnFlags_Disabled);
}

}  // namespace easylink::ui

#include "module_editor/drawn_items.hpp"

namespace easylink::ui::module_editor {

void DrawnItems::recordLastItem(std::size_t index) {
    items_.push_back({index, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

std::optional<ImVec2> DrawnItems::centreOf(std::size_t index) const {
    for (const DrawnRow& item : items_) {
        if (item.index == index) {
            return item.centre();
        }
    }
    return std::nullopt;
}

}  // namespace easylink::ui::module_editor

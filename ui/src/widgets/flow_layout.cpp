#include "widgets/flow_layout.hpp"

namespace easylink::ui::flow {

float buttonWidth(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
}

float checkboxWidth(const char* label) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float labelWidth = ImGui::CalcTextSize(label, nullptr, true).x;
    return ImGui::GetFrameHeight() +
           (labelWidth > 0.0f ? style.ItemInnerSpacing.x + labelWidth : 0.0f);
}

float textWidth(const char* text) {
    return ImGui::CalcTextSize(text).x;
}

void sameLineIfFits(float nextWidth) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < nextWidth) {
        ImGui::NewLine();
    }
}

}  // namespace easylink::ui::flow

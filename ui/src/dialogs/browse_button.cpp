#include "dialogs/browse_button.hpp"

#include "theme.hpp"

namespace easylink::ui {

std::optional<std::filesystem::path> BrowseButton::draw(const std::string& current, float width) {
    centre_.reset();
    if (!available_) {
        return std::nullopt;
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(chooser_.running());
    if (ImGui::Button("Browse...", {width, 0.0f})) {
        chooser_.start(purpose_, title_, current);
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::SetTooltip("Choose the file in the desktop's file dialog");
    }
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    centre_ = ImVec2{(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f};
    if (chooser_.running()) {
        ImGui::SameLine();
        ImGui::TextColored(palette().dimText, "waiting for the desktop's dialog...");
    }
    if (const auto outcome = chooser_.poll(); outcome && outcome->path) {
        return outcome->path;
    }
    return std::nullopt;
}

}  // namespace easylink::ui

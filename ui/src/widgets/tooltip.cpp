#include "widgets/tooltip.hpp"

#include <imgui.h>
#include <imgui_internal.h>

namespace easylink::ui {
namespace {

/// The last tooltip's text ("" for a rich one) and the frame it was shown in.
struct ShownText {
    std::string text;
    int frame = -1;
};

ShownText& shown() {
    static ShownText last;
    return last;
}

bool lastItemHovered() {
    return ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
}

}  // namespace

void tooltip(const char* text) {
    if (lastItemHovered()) {
        hoveredTooltip(text);
    }
}

void tooltip(const std::function<void()>& content) {
    if (lastItemHovered()) {
        hoveredTooltip(content);
    }
}

void hoveredTooltip(const char* text) {
    hoveredTooltip([text] { ImGui::TextUnformatted(text); });
    shown() = {text, ImGui::GetFrameCount()};
}

void hoveredTooltip(const std::function<void()>& content) {
    shown() = {"", ImGui::GetFrameCount()};
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
    content();
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

std::string shownTooltipText() {
    // A tooltip window of this context was drawn in that frame, so the text
    // kept for that frame is this context's, not an earlier one's.
    const ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr || shown().frame != ImGui::GetFrameCount()) {
        return "";
    }
    for (const ImGuiWindow* window : context->Windows) {
        if ((window->Flags & ImGuiWindowFlags_Tooltip) != 0 && window->Active) {
            return shown().text;
        }
    }
    return "";
}

}  // namespace easylink::ui

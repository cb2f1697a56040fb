#include "panels/report/report_widgets.hpp"

#include <algorithm>
#include <cfloat>

#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui::report_widgets {

std::string counted(std::uint64_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

void wrappedDim(const char* text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", text);
    ImGui::PopTextWrapPos();
}

void sameLineIfFits(float width, float right) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::GetItemRectMax().x + spacing + width <= right) {
        ImGui::SameLine();
    }
}

float regionRight() {
    return ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
}

std::vector<float> drawFigureChart(const char* id, const ReportFigure& figure) {
    std::vector<float> heights;
    if (figure.empty()) {
        ImGui::TextColored(palette().dimText, "no data");
        return heights;
    }
    for (const FigureBar& bar : figure.bars) {
        heights.push_back(static_cast<float>(bar.count));
    }
    ImGui::PushID(id);
    const float height = ImGui::GetTextLineHeight() * 4.0f;
    ImGui::PlotHistogram("##histogram", heights.data(), static_cast<int>(heights.size()), 0,
                         nullptr, 0.0f, FLT_MAX, {ImGui::GetContentRegionAvail().x, height});
    if (ImGui::IsItemHovered() && !figure.bars.empty()) {
        // The bar under the mouse in the figure's own terms (the plot's own
        // tooltip only knows the bar's index).
        const ImVec2 padding = ImGui::GetStyle().FramePadding;
        const float left = ImGui::GetItemRectMin().x + padding.x;
        const float width = ImGui::GetItemRectSize().x - 2.0f * padding.x;
        const float t = width > 0.0f ? (ImGui::GetIO().MousePos.x - left) / width : 0.0f;
        const auto index = static_cast<std::size_t>(
            std::clamp(static_cast<int>(t * static_cast<float>(figure.bars.size())), 0,
                       static_cast<int>(figure.bars.size()) - 1));
        ui::hoveredTooltip(figure.bars[index].tooltip);
    }
    std::string line;
    for (const FigureStat& stat : figure.stats) {
        line += (line.empty() ? "" : "  ") + stat.name + " " + stat.value;
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", line.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopID();
    return heights;
}

void seedProgressBar(std::uint64_t done, std::uint64_t total) {
    const float fraction =
        total == 0 ? 1.0f
                   : static_cast<float>(static_cast<double>(done) / static_cast<double>(total));
    const std::string overlay = std::to_string(done) + " / " + std::to_string(total) + " seeds";
    ImGui::ProgressBar(fraction, {-FLT_MIN, 0.0f}, overlay.c_str());
}

void batchErrors(const std::string& message, const std::string& batchError) {
    if (!message.empty()) {
        ImGui::TextColored(palette().errorText, "%s", message.c_str());
    }
    if (!batchError.empty()) {
        ImGui::TextColored(palette().errorText, "The batch stopped: %s", batchError.c_str());
    }
}

}  // namespace easylink::ui::report_widgets

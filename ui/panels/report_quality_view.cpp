#include "panels/report_quality_view.hpp"

#include <algorithm>
#include <cfloat>
#include <string>

#include "easylink/report/report_text.hpp"
#include "theme.hpp"
#include "tooltip.hpp"

namespace easylink::ui {
namespace {

using report_text::fixed;

std::string figureText(double value, bool whole) {
    return fixed(value, whole ? 1 : 3);
}

/// A grid of cells about 17 ems wide, as the Distributions tab lays out.
bool beginGrid(const char* id) {
    const float cellWidth = ImGui::GetFontSize() * 17.0f;
    const int columns =
        std::clamp(static_cast<int>(ImGui::GetContentRegionAvail().x / cellWidth), 1, 4);
    return ImGui::BeginTable(id, columns, ImGuiTableFlags_SizingStretchSame);
}

}  // namespace

std::optional<ShownFigure> drawFigureHistogram(const char* id,
                                               const FigureDistribution& distribution,
                                               std::string_view unit, std::string_view counted) {
    if (distribution.empty()) {
        ImGui::TextColored(palette().dimText, "no data");
        return std::nullopt;
    }
    const std::vector<FigureDistribution::Bin> bins = distribution.histogram();
    ShownFigure shown;
    shown.count = distribution.count();
    shown.mean = distribution.mean();
    shown.sd = distribution.standardDeviation();
    shown.min = distribution.min();
    shown.p10 = distribution.percentile(0.1);
    shown.p50 = distribution.percentile(0.5);
    shown.p90 = distribution.percentile(0.9);
    shown.max = distribution.max();
    for (const FigureDistribution::Bin& bin : bins) {
        shown.bars.push_back(static_cast<float>(bin.count));
    }
    const float height = ImGui::GetTextLineHeight() * 4.0f;
    ImGui::PushID(id);
    ImGui::PlotHistogram("##histogram", shown.bars.data(), static_cast<int>(shown.bars.size()), 0,
                         nullptr, 0.0f, FLT_MAX, {ImGui::GetContentRegionAvail().x, height});
    if (ImGui::IsItemHovered()) {
        // The bar under the mouse in the figure's own terms (the plot's own
        // tooltip only knows the bar's index).
        const ImVec2 padding = ImGui::GetStyle().FramePadding;
        const float left = ImGui::GetItemRectMin().x + padding.x;
        const float width = ImGui::GetItemRectSize().x - 2.0f * padding.x;
        const float t = width > 0.0f ? (ImGui::GetIO().MousePos.x - left) / width : 0.0f;
        const auto index = static_cast<std::size_t>(
            std::clamp(static_cast<int>(t * static_cast<float>(bins.size())), 0,
                       static_cast<int>(bins.size()) - 1));
        const FigureDistribution::Bin& bin = bins[index];
        const bool whole = distribution.whole();
        const int decimals = whole ? 0 : 3;
        const bool single = whole ? bin.from == bin.to : bins.size() == 1;
        const std::string values =
            single ? fixed(bin.from, decimals)
                   : fixed(bin.from, decimals) + " to " + fixed(bin.to, decimals);
        ImGui::SetTooltip("%s %.*s: %llu %.*s", values.c_str(), static_cast<int>(unit.size()),
                          unit.data(), static_cast<unsigned long long>(bin.count),
                          static_cast<int>(counted.size()), counted.data());
    }
    const bool whole = distribution.whole();
    ImGui::TextColored(palette().dimText, "mean %s  sd %s", figureText(shown.mean, false).c_str(),
                       figureText(shown.sd, false).c_str());
    ImGui::TextColored(palette().dimText, "p10 %s  p50 %s  p90 %s  (%s to %s)",
                       figureText(shown.p10, whole).c_str(), figureText(shown.p50, whole).c_str(),
                       figureText(shown.p90, whole).c_str(), figureText(shown.min, whole).c_str(),
                       figureText(shown.max, whole).c_str());
    ImGui::PopID();
    return shown;
}

void drawQualityFigures(const BatchReport& report, ShownQuality& shown) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText,
                       "Over the %llu layouts made: each figure's histogram, mean, standard "
                       "deviation (sd) and 10th, 50th and 90th percentiles (p50 is the median).",
                       static_cast<unsigned long long>(report.layoutCount()));
    ImGui::PopTextWrapPos();
    if (beginGrid("quality")) {
        for (QualityFigure figure : kAllQualityFigures) {
            ImGui::TableNextColumn();
            const QualityFigureText text = describe(figure);
            ImGui::TextUnformatted(text.title.data(), text.title.data() + text.title.size());
            tooltip(std::string(text.title) + ": " + std::string(text.meaning) + ", per layout.");
            shown.figures[static_cast<std::size_t>(figure)] =
                drawFigureHistogram(std::string(toString(figure)).c_str(), report.quality(figure),
                                    text.unit, "layouts");
        }
        ImGui::EndTable();
    }

    const std::vector<Region>& regions = report.params().regions;
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextUnformatted("Regions");
    if (regions.empty()) {
        ImGui::TextColored(palette().dimText, "No regions in the parameters.");
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText,
                       "Each region's achieved density: the area of the normal and dead-end rooms "
                       "whose centre lies in it, over its area, per layout; against the density "
                       "asked of it.");
    ImGui::PopTextWrapPos();
    const std::vector<double> asked = report.askedDensities();
    shown.regions.assign(regions.size(), std::nullopt);
    if (!beginGrid("regions")) {
        return;
    }
    for (std::size_t r = 0; r < regions.size(); ++r) {
        ImGui::TableNextColumn();
        ImGui::PushID(static_cast<int>(r));
        const Rect& rect = regions[r].rect;
        ImGui::TextUnformatted(describeRegion(regions, static_cast<int>(r)).c_str());
        ImGui::TextColored(palette().dimText, "asked %s%s", fixed(asked[r], 3).c_str(),
                           regions[r].blocked ? " (blocked)" : "");
        tooltip("rect [" + std::to_string(rect.x) + ", " + std::to_string(rect.y) + ", " +
                std::to_string(rect.w) + ", " + std::to_string(rect.h) + "]");
        shown.regions[r] =
            drawFigureHistogram("density", report.regionDensities()[r], "density", "layouts");
        ImGui::PopID();
    }
    ImGui::EndTable();
}

}  // namespace easylink::ui

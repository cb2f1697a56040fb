#include "panels/report/report_quality_view.hpp"

#include <algorithm>
#include <string>

#include "easylink/report/report_figures.hpp"
#include "panels/report/report_widgets.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

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
    return drawSummaryFigure(id, distribution,
                             summaryFigure(distribution, id, "", unit, "", counted));
}

std::optional<ShownFigure> drawSummaryFigure(const char* id, const FigureDistribution& distribution,
                                             const ReportFigure& figure) {
    const std::vector<float> bars = report_widgets::drawFigureChart(id, figure);
    if (distribution.empty()) {
        return std::nullopt;
    }
    ShownFigure shown;
    shown.count = distribution.count();
    shown.mean = distribution.mean();
    shown.sd = distribution.standardDeviation();
    shown.min = distribution.min();
    shown.p10 = distribution.percentile(0.1);
    shown.p50 = distribution.percentile(0.5);
    shown.p90 = distribution.percentile(0.9);
    shown.max = distribution.max();
    shown.bars = bars;
    return shown;
}

void drawQualityFigures(const BatchReport& report, ShownQuality& shown) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", qualityIntro(report).c_str());
    ImGui::PopTextWrapPos();
    if (beginGrid("quality")) {
        const std::vector<ReportFigure> figures = qualityFigures(report);
        for (QualityFigure figure : kAllQualityFigures) {
            if (!figureApplies(figure, report.catalogue())) {
                continue;  // the lock figures of a catalogue without locks
            }
            ImGui::TableNextColumn();
            const ReportFigure& each = figures[static_cast<std::size_t>(figure)];
            ImGui::TextUnformatted(each.title.c_str());
            tooltip(each.title + ": " + each.meaning + ", per layout.");
            shown.figures[static_cast<std::size_t>(figure)] =
                drawSummaryFigure(each.key.c_str(), report.quality(figure), each);
        }
        ImGui::EndTable();
    }

    const std::vector<RegionFigure> regions = regionFigures(report);
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextUnformatted("Regions");
    if (regions.empty()) {
        ImGui::TextColored(palette().dimText, "No regions in the parameters.");
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", std::string(regionsIntro()).c_str());
    ImGui::PopTextWrapPos();
    shown.regions.assign(regions.size(), std::nullopt);
    if (!beginGrid("regions")) {
        return;
    }
    for (std::size_t r = 0; r < regions.size(); ++r) {
        ImGui::TableNextColumn();
        ImGui::PushID(static_cast<int>(r));
        const RegionFigure& region = regions[r];
        ImGui::TextUnformatted(region.name.c_str());
        ImGui::TextColored(palette().dimText, "asked %s%s", region.asked.c_str(),
                           region.blocked ? " (blocked)" : "");
        tooltip(region.rect);
        shown.regions[r] = drawSummaryFigure("density", report.regionDensities()[r], region.figure);
        ImGui::PopID();
    }
    ImGui::EndTable();
}

}  // namespace easylink::ui

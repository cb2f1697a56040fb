// The Report panel's sections, drawn from core's figures of the batch's
// report (report_figures.hpp: the words, rows and numbers report.html
// shows): the summary and flags, the distributions, the modules, phase 2
// and the reasons, each with links that open a seed at the step where
// something happened.

#include "panels/report_panel.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/report/report_figures.hpp"
#include "easylink/report/report_text.hpp"
#include "panels/report/report_widgets.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

using report_text::percent;
using namespace report_widgets;

// [SECTION] Summary and flags

void ReportPanel::drawSummary(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    shown_.seeds = report.seedCount();
    shown_.layouts = report.layoutCount();
    ImGui::Separator();
    if (report.seedCount() == 0) {
        ImGui::TextColored(palette().dimText, "No seed has finished yet.");
        return;
    }
    ImGui::Text("Seeds %llu to %llu: %llu of %llu made a layout (%s success)",
                static_cast<unsigned long long>(report.firstSeed().value_or(0)),
                static_cast<unsigned long long>(report.lastSeed().value_or(0)),
                static_cast<unsigned long long>(report.layoutCount()),
                static_cast<unsigned long long>(report.seedCount()),
                percent(report.layoutCount(), report.seedCount()).c_str());
    tooltip("Over the seeds run so far, on the catalogue " + shown_.catalogueFile + " (" +
            counted(catalogue.modules.size(), "module", "modules") + ") and a " +
            std::to_string(report.params().width) + "x" + std::to_string(report.params().height) +
            " map.");
    // The page's headline cards after the first (success and layouts are
    // in the line above), in the page's words.
    std::string cards;
    const std::vector<SummaryCard> headline = summaryCards(report);
    for (std::size_t c = 2; c < headline.size(); ++c) {
        cards += (cards.empty() ? "" : ".  ") + headline[c].label + ": " + headline[c].value;
    }
    ImGui::TextColored(palette().dimText, "%s.  %llu events.", cards.c_str(),
                       static_cast<unsigned long long>(report.eventCount()));
    tooltip(
        "The time is the only figure that depends on the machine (and its load); it includes "
        "describing every rejected candidate.");

    // The flags: what a designer most likely wants to act on.
    shown_.modulesNeverPlaced = report.modulesNeverPlaced();
    shown_.portsNeverConnected = report.portsNeverConnected();
    shown_.modulesNeverChosen = report.modulesNeverChosen();
    const std::size_t flags = shown_.modulesNeverPlaced.size() + shown_.portsNeverConnected.size() +
                              shown_.modulesNeverChosen.size();
    if (flags == 0) {
        ImGui::TextColored(palette().okText, "No flags. %s", std::string(noFlagsText()).c_str());
        return;
    }
    ImGui::TextColored(
        palette().warningText, "Flags: %s, %s, %s (hover for the list)",
        counted(shown_.modulesNeverPlaced.size(), "module never placed", "modules never placed")
            .c_str(),
        counted(shown_.portsNeverConnected.size(), "port never connected", "ports never connected")
            .c_str(),
        counted(shown_.modulesNeverChosen.size(), "part never chosen", "parts never chosen")
            .c_str());
    std::string list;
    constexpr std::size_t kListed = 24;
    std::size_t listed = 0;
    for (const ReportFlag& flag : reportFlags(report)) {
        if (listed++ < kListed) {
            list += (list.empty() ? "" : "\n") + flag.module + flag.rest;
        }
    }
    if (listed > kListed) {
        list += "\n... and " + std::to_string(listed - kListed) + " more (see the Modules tab)";
    }
    tooltip(list);
}

// [SECTION] Distributions

void ReportPanel::drawDistributions(const BatchReport& report) {
    const float cellWidth = ImGui::GetFontSize() * 17.0f;
    const int columns =
        std::clamp(static_cast<int>(ImGui::GetContentRegionAvail().x / cellWidth), 1, 4);
    if (!ImGui::BeginTable("distributions", columns, ImGuiTableFlags_SizingStretchSame)) {
        return;
    }
    for (Metric metric : kAllMetrics) {
        ImGui::TableNextColumn();
        ImGui::PushID(static_cast<int>(metric));
        const ReportFigure figure = metricFigure(report, metric);
        const IntDistribution& distribution = report.distribution(metric);
        ImGui::TextUnformatted(figure.title.c_str());
        tooltip(figure.title + ", " + figure.over +
                (figure.meaning.empty() ? "." : ": " + figure.meaning + "."));
        const std::vector<float> bars = drawFigureChart(figure.key.c_str(), figure);
        if (!distribution.empty()) {
            ShownDistribution& shown =
                shown_.distributions[static_cast<std::size_t>(metric)].emplace();
            shown.count = distribution.count();
            shown.min = distribution.min();
            shown.median = distribution.median();
            shown.mean = distribution.mean();
            shown.max = distribution.max();
            shown.bars = bars;
        }
        ImGui::PopID();
    }
    ImGui::EndTable();
}

// [SECTION] Reasons

void ReportPanel::drawReasons(EditorState& state, const BatchReport& report) {
    wrappedDim(
        "The most frequent reasons, numbers and coordinates replaced by N, with the first seeds "
        "that show each. Click a seed to open its run right after the event where the reason "
        "first shows (the same catalogue and parameters).");
    for (ReasonKind kind : kReasonSectionOrder) {
        const ReasonSectionText text = reasonSectionText(kind);
        const std::uint64_t total = report.reasonTotal(kind);
        shown_.reasonTotals[static_cast<std::size_t>(kind)] = total;
        const std::string title(text.title);
        const std::string header = title + " (" + std::to_string(total) + ")###" + title;
        if (ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            ImGui::PushID(static_cast<int>(kind));
            drawReasonKind(state, report, kind);
            ImGui::PopID();
        }
    }
}

void ReportPanel::drawReasonKind(EditorState& state, const BatchReport& report, ReasonKind kind) {
    const std::vector<ReasonRow> rows =
        reasonRows(report.reasons(kind), report.options().topReasons);
    wrappedDim((std::string(reasonSectionText(kind).intro) + " " +
                reasonsSummary(report.reasons(kind), rows.size()))
                   .c_str());
    if (rows.empty()) {
        return;
    }

    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("reasons", 5, kFlags)) {
        return;
    }
    ImGui::TableSetupColumn("count");
    ImGui::TableSetupColumn("share");
    ImGui::TableSetupColumn("seeds");
    ImGui::TableSetupColumn("category and example", ImGuiTableColumnFlags_WidthStretch, 3.0f);
    ImGui::TableSetupColumn("first seeds", ImGuiTableColumnFlags_WidthStretch, 1.5f);
    ImGui::TableHeadersRow();
    const bool stale = shown_.stale;
    for (std::size_t c = 0; c < rows.size(); ++c) {
        const ReasonTally* tally = rows[c].tally;
        const std::string* category = rows[c].category;
        ImGui::PushID(static_cast<int>(c));
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally->count));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(rows[c].shareText.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally->seeds));
        tooltip("Seeds in which it happens at least once.");
        ImGui::TableNextColumn();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(category->c_str());
        ImGui::TextColored(palette().dimText, "e.g. %s", tally->example.c_str());
        ImGui::PopTextWrapPos();
        ImGui::TableNextColumn();
        const float right = regionRight();
        for (std::size_t s = 0; s < tally->firstSeeds.size(); ++s) {
            const ReasonSighting& sighting = tally->firstSeeds[s];
            const std::string label =
                std::to_string(sighting.seed) +
                (sighting.event ? " @" + std::to_string(*sighting.event) : std::string()) + "##" +
                std::to_string(s);
            if (s > 0) {
                const float width = ImGui::CalcTextSize(label.c_str(), nullptr, true).x +
                                    ImGui::GetStyle().FramePadding.x * 2.0f;
                sameLineIfFits(width, right);
            }
            ImGui::BeginDisabled(stale);
            const bool clicked = ImGui::SmallButton(label.c_str());
            ImGui::EndDisabled();
            sightings_.recordLastItem({kind, c, s});
            const std::string seed = "seed " + std::to_string(sighting.seed);
            tooltip(stale ? "The report is stale: run it again to open its seeds."
                    : sighting.event
                        ? "Open " + seed + " in the editor at step " +
                              std::to_string(*sighting.event) +
                              ", the event where this first shows in that run."
                        : "Open " + seed +
                              " in the editor, at the end of its run (no single event stands "
                              "for this reason).");
            if (clicked && !stale) {
                openSighting(state, sighting);
            }
        }
        ImGui::PopID();
    }
    ImGui::EndTable();
}

}  // namespace easylink::ui

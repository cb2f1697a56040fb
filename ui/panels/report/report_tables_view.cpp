// The Report panel's Modules and Phase 2 tabs: the rows core describes
// (report_figures.hpp), as report.html lists them, laid out as ImGui tables.

#include "panels/report/report_tables_view.hpp"

#include <algorithm>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/report/report_figures.hpp"
#include "panels/report/report_widgets.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {

using namespace report_widgets;

// [SECTION] Modules

namespace {

/// The module's name, which selects it in the catalogue, in the warning
/// colour when it is never placed.
void drawModuleNameCell(EditorState& state, const ModuleRow& row, bool never) {
    const ImVec4 warning = palette().warningText;
    ImGui::TableNextColumn();
    if (never) {
        ImGui::PushStyleColor(ImGuiCol_Text, warning);
    }
    if (ImGui::Selectable(row.name.c_str(),
                          state.selection().selectedTemplate() != nullptr &&
                              state.selection().selectedTemplate()->name == row.name)) {
        if (const CatalogueDocument* document = state.document().current()) {
            const auto& modules = document->catalogue.modules;
            const auto it = std::find_if(modules.begin(), modules.end(),
                                         [&](const auto& each) { return each.name == row.name; });
            if (it != modules.end()) {
                state.selection().selectModule(static_cast<std::size_t>(it - modules.begin()));
            }
        }
    }
    if (never) {
        ImGui::PopStyleColor();
        tooltip(row.name +
                " is never placed: no layout of the batch holds it. Its weight may be 0 (it "
                "is " +
                row.weight +
                "), it may be too big for the map, none of its ports may be able to link, or "
                "a room rule may keep it out. Click to select it in the catalogue.");
    } else {
        tooltip("Select " + row.name + " in the catalogue.");
    }
}

/// The ports' shares of use; a port that never connects is flagged.
void drawPortsCell(const ModuleRow& row, bool never,
                   std::vector<std::pair<std::size_t, std::size_t>>& flaggedPorts) {
    const ImVec4 warning = palette().warningText;
    const std::size_t m = row.module;
    ImGui::TableNextColumn();
    if (never) {
        ImGui::TextColored(warning, "never placed");
        tooltip("No layout of the batch holds " + row.name + ", so its ports were never tried.");
    }
    const float right = regionRight();
    for (const PortShare& port : row.ports) {
        const std::string label = std::to_string(port.index) + " " + port.dir + " " + port.share;
        if (port.index > 0) {
            sameLineIfFits(ImGui::CalcTextSize(label.c_str()).x, right);
        }
        if (port.never) {
            flaggedPorts.emplace_back(m, port.index);
            ImGui::TextColored(warning, "%s", label.c_str());
            tooltip("Port " + std::to_string(port.index) + " (" + port.dir + ") of " + row.name +
                    " never connects in its " + std::to_string(row.placements) +
                    " placements: no room of the batch used it. Check its widths, its "
                    "place on the macrogrid, or whether anything can face it.");
        } else {
            ImGui::TextUnformatted(label.c_str());
            tooltip("Port " + std::to_string(port.index) + " (" + port.dir + ") is in use in " +
                    std::to_string(port.inUse) + " of " + row.name + "'s " +
                    std::to_string(row.placements) + " rooms.");
        }
    }
}

}  // namespace

void drawModulesTable(EditorState& state, const BatchReport& report,
                      std::vector<std::pair<std::size_t, std::uint64_t>>& shownRows,
                      std::vector<std::size_t>& flaggedRows,
                      std::vector<std::pair<std::size_t, std::size_t>>& flaggedPorts) {
    const TableText text = modulesTableText();
    wrappedDim(
        (std::string(text.intro) + " Click a module to select it in the catalogue.").c_str());
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("modules", static_cast<int>(text.columns.size()), kFlags)) {
        return;
    }
    for (std::size_t c = 0; c < text.columns.size(); ++c) {
        ImGui::TableSetupColumn(std::string(text.columns[c]).c_str(),
                                c + 1 == text.columns.size() ? ImGuiTableColumnFlags_WidthStretch
                                                             : ImGuiTableColumnFlags_None);
    }
    ImGui::TableHeadersRow();
    for (const ModuleRow& row : moduleRows(report)) {
        const std::size_t m = row.module;
        // A batch under way may have made no layout yet: nothing is flagged until one is.
        const bool never = row.neverPlaced && report.layoutCount() > 0;
        shownRows.emplace_back(m, row.placements);
        if (never) {
            flaggedRows.push_back(m);
        }
        ImGui::PushID(static_cast<int>(m));
        ImGui::TableNextRow();

        drawModuleNameCell(state, row, never);

        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row.kind.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row.weight.c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%llu (%s)", static_cast<unsigned long long>(row.layouts),
                    row.layoutsShare.c_str());
        tooltip(row.layoutsShare + " of the layouts hold " + row.name + ".");
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(row.placements));

        drawPortsCell(row, never, flaggedPorts);
        ImGui::PopID();
    }
    ImGui::EndTable();
}

// [SECTION] Phase 2

namespace {

/// One of phase 2's tables, as report.html lists it (report_figures.hpp).
void drawChoiceTable(const char* id, const TableText& text, const std::vector<ChoiceRow>& rows) {
    ImGui::Spacing();
    ImGui::TextUnformatted(text.title.data(), text.title.data() + text.title.size());
    wrappedDim(std::string(text.intro).c_str());
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable(id, static_cast<int>(text.columns.size()), kFlags)) {
        return;
    }
    for (std::string_view column : text.columns) {
        ImGui::TableSetupColumn(std::string(column).c_str());
    }
    ImGui::TableHeadersRow();
    const ImVec4 warning = palette().warningText;
    for (const ChoiceRow& row : rows) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row.group.c_str());
        ImGui::TableNextColumn();
        if (row.never) {
            ImGui::TextColored(warning, "%s", row.name.c_str());
            tooltip(row.name +
                    " is never chosen in phase 2: no slot asks for its kind, tags and size, or "
                    "its requirements never hold for the parameters slots pass.");
        } else {
            ImGui::TextUnformatted(row.name.c_str());
        }
        ImGui::TableNextColumn();
        if (row.never) {
            ImGui::TextColored(warning, "never");
        } else {
            ImGui::Text("%llu", static_cast<unsigned long long>(row.chosen));
        }
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(row.layouts));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row.share.c_str());
    }
    ImGui::EndTable();
}

}  // namespace

void drawPhase2Tables(const BatchReport& report) {
    const Phase2Tables tables = phase2Tables(report);
    ImGui::TextUnformatted(tables.summary.c_str());
    if (report.resolvedLayouts() == 0) {
        wrappedDim(tables.note.c_str());
        return;
    }
    if (!tables.variants.empty()) {
        drawChoiceTable("variants", variantsTableText(), tables.variants);
    }
    if (!tables.parts.empty()) {
        drawChoiceTable("parts", partsTableText(), tables.parts);
    }
    if (!tables.note.empty()) {
        wrappedDim(tables.note.c_str());
    }
}

}  // namespace easylink::ui

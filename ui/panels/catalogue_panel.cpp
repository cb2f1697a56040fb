#include "panels/catalogue_panel.hpp"

#include <cstdio>
#include <string>
#include <vector>

#include "editor_state.hpp"
#include "problem_location.hpp"
#include "theme.hpp"

namespace easylink::ui {
namespace {

/// Errors per module index, from the problems' pointers.
std::vector<int> errorsPerModule(const CatalogueDocument& document) {
    std::vector<int> counts(document.catalogue.modules.size(), 0);
    for (const Problem& problem : document.problems) {
        if (problem.severity != Severity::Error) {
            continue;
        }
        if (const auto index = moduleIndexOfPointer(problem.pointer);
            index && *index < counts.size()) {
            ++counts[*index];
        }
    }
    return counts;
}

/// A module's size as the table shows it: "12 x 8".
std::string formatSize(Size2i size) {
    return std::to_string(size.w) + " x " + std::to_string(size.h);
}

/// A weight without trailing zeros: "1", "1.5", "0.25".
std::string formatWeight(double weight) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", weight);
    return text;
}

}  // namespace

CataloguePanel::CataloguePanel() : Panel(kTitle, PanelSlot::Side) {}

void CataloguePanel::setFilterText(const char* text) {
    std::snprintf(filter_.InputBuf, sizeof filter_.InputBuf, "%s", text);
    filter_.Build();
}

void CataloguePanel::drawContent(EditorState& state) {
    const CatalogueDocument* document = state.document();
    if (document == nullptr) {
        ImGui::TextColored(palette().dimText, "No catalogue is open.");
        ImGui::TextColored(palette().dimText, "Use File > Open catalogue...");
        return;
    }
    const Catalogue& catalogue = document->catalogue;
    ImGui::Text("%s", catalogue.name.empty() ? document->path.filename().string().c_str()
                                             : catalogue.name.c_str());
    ImGui::SameLine();
    ImGui::TextColored(palette().dimText, "%zu modules, macro %d", catalogue.modules.size(),
                       catalogue.macro);

    // ImGuiTextFilter::Draw() has no hint, so its buffer is edited directly.
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputTextWithHint("##filter", "Filter by name or kind (e.g. hall,-bend)",
                                 filter_.InputBuf, sizeof filter_.InputBuf)) {
        filter_.Build();
    }
    drawModuleTable(state);
}

void CataloguePanel::drawModuleTable(EditorState& state) {
    const CatalogueDocument& document = *state.document();
    const std::vector<ModuleTemplate>& modules = document.catalogue.modules;

    std::vector<std::size_t> visible;
    for (std::size_t i = 0; i < modules.size(); ++i) {
        const std::string_view kind = toString(modules[i].kind);
        if (filter_.PassFilter(modules[i].name.c_str()) ||
            filter_.PassFilter(kind.data(), kind.data() + kind.size())) {
            visible.push_back(i);
        }
    }
    if (visible.empty()) {
        ImGui::TextColored(palette().dimText, modules.empty() ? "The catalogue has no modules."
                                                              : "No module matches the filter.");
        shownSelection_ = state.selectedModule();
        return;
    }

    const std::vector<int> errors = errorsPerModule(document);
    const std::optional<std::size_t> selection = state.selectedModule();
    const bool selectionMovedElsewhere = selection != shownSelection_;

    constexpr ImGuiTableFlags kTableFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
        ImGuiTableFlags_NoBordersInBodyUntilResize | ImGuiTableFlags_ScrollY |
        ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_Resizable;
    if (ImGui::BeginTable("modules", 5, kTableFlags)) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Kind");
        ImGui::TableSetupColumn("Size");
        ImGui::TableSetupColumn("Weight");
        ImGui::TableSetupColumn("Ports");
        ImGui::TableHeadersRow();
        for (const std::size_t i : visible) {
            drawModuleRow(state, i, errors[i], selection == i && selectionMovedElsewhere);
        }
        ImGui::EndTable();
    }
    shownSelection_ = state.selectedModule();
}

void CataloguePanel::drawModuleRow(EditorState& state, std::size_t index, int errorCount,
                                   bool scrollIntoView) {
    const ModuleTemplate& module = state.document()->catalogue.modules[index];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();

    ImGui::PushID(static_cast<int>(index));
    if (errorCount > 0) {
        ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
    }
    const std::string label = module.name.empty() ? "(unnamed)" : module.name;
    if (ImGui::Selectable(label.c_str(), state.selectedModule() == index,
                          ImGuiSelectableFlags_SpanAllColumns)) {
        state.selectModule(index);
    }
    if (errorCount > 0) {
        ImGui::PopStyleColor();
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%d %s; see the Problems panel", errorCount,
                              errorCount == 1 ? "error" : "errors");
        }
    }
    recordRow(index);
    if (scrollIntoView) {
        ImGui::SetScrollHereY(0.5f);
    }
    ImGui::PopID();

    const std::string_view kind = toString(module.kind);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(kind.data(), kind.data() + kind.size());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(formatSize(module.size).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(formatWeight(module.weight).c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%zu", module.ports.size());
}

}  // namespace easylink::ui

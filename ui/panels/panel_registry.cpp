#include "panels/panel_registry.hpp"

#include <algorithm>

#include "panels/catalogue_panel.hpp"
#include "panels/components_panel.hpp"
#include "panels/generation_panel.hpp"
#include "panels/history_panel.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/module_editor_panel.hpp"
#include "panels/module_preview_panel.hpp"
#include "panels/play_test_panel.hpp"
#include "panels/problems_panel.hpp"
#include "panels/regions_panel.hpp"
#include "panels/report_panel.hpp"
#include "panels/resolution_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "workspace_splitters.hpp"

namespace easylink::ui {

PanelRegistry PanelRegistry::withEditorPanels() {
    // Left: generation settings, the catalogue (and, when asked for, the
    // regions of the parameters); centre: the viewport
    // (and, when asked for, the module editor and the batch report below it);
    // right: what is selected and how phase 2 filled it, the components, the
    // module on show; bottom: the timeline, the event log and the
    // catalogue's problems.
    PanelRegistry registry;
    registry.add(std::make_unique<GenerationPanel>());
    registry.add(std::make_unique<CataloguePanel>());
    registry.add(std::make_unique<RegionsPanel>());
    registry.add(std::make_unique<ViewportPanel>());
    registry.add(std::make_unique<ModuleEditorPanel>());
    registry.add(std::make_unique<ReportPanel>());
    registry.add(std::make_unique<PlayTestPanel>());
    registry.add(std::make_unique<InspectorPanel>());
    registry.add(std::make_unique<ResolutionPanel>());
    registry.add(std::make_unique<ComponentsPanel>());
    registry.add(std::make_unique<ModulePreviewPanel>());
    registry.add(std::make_unique<TimelinePanel>());
    registry.add(std::make_unique<LogPanel>());
    registry.add(std::make_unique<ProblemsPanel>());
    registry.add(std::make_unique<HistoryPanel>());
    return registry;
}

void PanelRegistry::add(std::unique_ptr<Panel> panel) {
    panels_.push_back(std::move(panel));
}

Panel* PanelRegistry::find(std::string_view title) const {
    const auto it = std::find_if(panels_.begin(), panels_.end(),
                                 [&](const auto& panel) { return panel->title() == title; });
    return it == panels_.end() ? nullptr : it->get();
}

SlotVisibility PanelRegistry::visibleSlots() const {
    SlotVisibility visible{false, false, false, false};
    for (const auto& panel : panels_) {
        if (!panel->isOpen()) {
            continue;
        }
        switch (panel->slot()) {
            case PanelSlot::Side: visible.side = true; break;
            case PanelSlot::Centre: visible.centre = true; break;
            case PanelSlot::Right: visible.right = true; break;
            case PanelSlot::Bottom: visible.bottom = true; break;
        }
    }
    return visible;
}

WorkspaceProportions PanelRegistry::defaultProportions() {
    WorkspaceProportions proportions;
    proportions.splitterWidth = 6.0f;
    return proportions;
}

void PanelRegistry::setProportions(const WorkspaceProportions& proportions) {
    proportions_ = proportions;
    proportions_.splitterWidth = defaultProportions().splitterWidth;
}

void PanelRegistry::resetLayout() {
    for (const auto& panel : panels_) {
        panel->setOpen(panel->openByDefault());
    }
    proportions_ = defaultProportions();
}

void PanelRegistry::releaseGraphics() {
    for (const auto& panel : panels_) {
        panel->releaseGraphics();
    }
}

void PanelRegistry::drawAll(EditorState& state, const ScreenRect& workArea) {
    const WorkspaceLayout layout = computeWorkspaceLayout(workArea, visibleSlots(), proportions_);
    // The open panels of a slot share its region in registry order.
    for (PanelSlot slot :
         {PanelSlot::Side, PanelSlot::Centre, PanelSlot::Right, PanelSlot::Bottom}) {
        std::vector<Panel*> inSlot;
        for (const auto& panel : panels_) {
            if (panel->slot() == slot && panel->isOpen()) {
                inSlot.push_back(panel.get());
            }
        }
        const std::vector<ScreenRect> parts = splitRegion(
            layout.region(slot), static_cast<int>(inSlot.size()), slot == PanelSlot::Bottom);
        for (std::size_t i = 0; i < inSlot.size(); ++i) {
            inSlot[i]->draw(state, parts[i]);
        }
    }
    drawWorkspaceSplitters(layout, workArea, proportions_);
}

}  // namespace easylink::ui

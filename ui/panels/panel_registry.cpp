#include "panels/panel_registry.hpp"

#include <algorithm>
#include <cmath>
#include <string>

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
#include "widgets/tooltip.hpp"
#include "workspace/workspace_splitters.hpp"
#include "workspace/workspace_window.hpp"

namespace easylink::ui {
namespace {

std::size_t slotIndex(PanelSlot slot) {
    return static_cast<std::size_t>(slot);
}

}  // namespace

PanelRegistry PanelRegistry::withEditorPanels() {
    // Every panel of the editor, in the order of their tabs within an area;
    // where each sits and which are open, the Generate preset says.
    PanelRegistry registry;
    registry.add(std::make_unique<GenerationPanel>());
    registry.add(std::make_unique<CataloguePanel>());
    registry.add(std::make_unique<RegionsPanel>());
    registry.add(std::make_unique<ViewportPanel>());
    registry.add(std::make_unique<ModuleEditorPanel>());
    registry.add(std::make_unique<ReportPanel>());
    registry.add(std::make_unique<PlayTestPanel>());
    registry.add(std::make_unique<InspectorPanel>());
    registry.add(std::make_unique<ModulePreviewPanel>());
    registry.add(std::make_unique<TimelinePanel>());
    registry.add(std::make_unique<LogPanel>());
    registry.add(std::make_unique<ProblemsPanel>());
    registry.add(std::make_unique<ResolutionPanel>());
    registry.add(std::make_unique<ComponentsPanel>());
    registry.add(std::make_unique<HistoryPanel>());
    registry.resetLayout();
    return registry;
}

void PanelRegistry::add(std::unique_ptr<Panel> panel) {
    areas_.push_back(panel->slot());
    openLastFrame_.push_back(panel->isOpen());
    panels_.push_back(std::move(panel));
}

Panel* PanelRegistry::find(std::string_view title) const {
    const auto it = std::find_if(panels_.begin(), panels_.end(),
                                 [&](const auto& panel) { return panel->title() == title; });
    return it == panels_.end() ? nullptr : it->get();
}

std::size_t PanelRegistry::indexOf(const Panel& panel) const {
    const auto it = std::find_if(panels_.begin(), panels_.end(),
                                 [&](const auto& each) { return each.get() == &panel; });
    return static_cast<std::size_t>(it - panels_.begin());
}

PanelSlot PanelRegistry::areaOf(const Panel& panel) const {
    const std::size_t index = indexOf(panel);
    return index < areas_.size() ? areas_[index] : panel.slot();
}

void PanelRegistry::moveToArea(Panel& panel, PanelSlot area) {
    const std::size_t index = indexOf(panel);
    if (index >= areas_.size()) {
        return;
    }
    areas_[index] = area;
    show(panel);
}

void PanelRegistry::show(Panel& panel) {
    panel.setOpen(true);
    front_[slotIndex(areaOf(panel))] = &panel;
    if (viewportOnly_ && panel.title() != ViewportPanel::kTitle) {
        viewportOnly_ = false;
    }
}

Panel* PanelRegistry::frontPanel(PanelSlot area) const {
    Panel* first = nullptr;
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        Panel* panel = panels_[i].get();
        if (areas_[i] != area || !panel->isOpen()) {
            continue;
        }
        if (panel == front_[slotIndex(area)]) {
            return panel;
        }
        if (first == nullptr) {
            first = panel;
        }
    }
    return first;
}

SlotVisibility PanelRegistry::visibleSlots() const {
    SlotVisibility visible{false, false, false, false};
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        if (!panels_[i]->isOpen()) {
            continue;
        }
        if (viewportOnly_ && panels_[i]->title() != ViewportPanel::kTitle) {
            continue;
        }
        switch (areas_[i]) {
            case PanelSlot::Side: visible.side = true; break;
            case PanelSlot::Centre: visible.centre = true; break;
            case PanelSlot::Right: visible.right = true; break;
            case PanelSlot::Bottom: visible.bottom = true; break;
        }
    }
    return visible;
}

void PanelRegistry::setViewportOnly(bool on) {
    viewportOnly_ = on;
    if (on) {
        if (Panel* viewport = find(ViewportPanel::kTitle)) {
            show(*viewport);
        }
    }
}

WorkspaceProportions PanelRegistry::defaultProportions() {
    WorkspaceProportions proportions = presetProportions(WorkspacePreset::Generate);
    proportions.splitterWidth = 6.0f;
    return proportions;
}

void PanelRegistry::setProportions(const WorkspaceProportions& proportions) {
    proportions_ = proportions;
    proportions_.splitterWidth = defaultProportions().splitterWidth;
}

WorkspaceArrangement PanelRegistry::arrangement() const {
    WorkspaceArrangement arrangement;
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        arrangement.areas[panels_[i]->title()] = areas_[i];
        arrangement.open[panels_[i]->title()] = panels_[i]->isOpen();
    }
    for (PanelSlot area : kPanelSlots) {
        if (const Panel* front = frontPanel(area)) {
            arrangement.active[area] = front->title();
        }
    }
    return arrangement;
}

void PanelRegistry::arrange(const WorkspaceArrangement& arrangement) {
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        const std::string& title = panels_[i]->title();
        if (const auto area = arrangement.areas.find(title); area != arrangement.areas.end()) {
            areas_[i] = area->second;
        }
        if (const auto open = arrangement.open.find(title); open != arrangement.open.end()) {
            panels_[i]->setOpen(open->second);
        }
    }
    for (const auto& [area, title] : arrangement.active) {
        if (const Panel* panel = find(title)) {
            front_[slotIndex(area)] = panel;
        }
    }
    acceptOpenFlags();
}

void PanelRegistry::applyPreset(WorkspacePreset preset) {
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        areas_[i] = panels_[i]->slot();
        panels_[i]->setOpen(false);
    }
    front_ = {};
    arrange(presetArrangement(preset));
    setProportions(presetProportions(preset));
    viewportOnly_ = false;
}

void PanelRegistry::resetLayout() {
    applyPreset(WorkspacePreset::Generate);
}

void PanelRegistry::acceptOpenFlags() {
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        openLastFrame_[i] = panels_[i]->isOpen();
    }
}

void PanelRegistry::bringNewlyOpenedToFront() {
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        if (panels_[i]->isOpen() && !openLastFrame_[i]) {
            show(*panels_[i]);
        }
    }
}

std::optional<ImVec2> PanelRegistry::moveTargetCentre(PanelSlot area) const {
    return moveTargets_[slotIndex(area)];
}

void PanelRegistry::releaseGraphics() {
    for (const auto& panel : panels_) {
        panel->releaseGraphics();
    }
}

namespace {

// The areas' windows draw no background: the frame's clear is theirs
// (workspace_window.hpp).
constexpr ImGuiWindowFlags kWorkspaceWindow = ImGuiWindowFlags_NoTitleBar | kWorkspaceWindowFlags;

// A tab row's padding around its tabs, and the tabs' own vertical padding:
// compact, the tabs take less height than the panels' own buttons.
const ImVec2 kTabRowPadding{4.0f, 2.0f};

float tabPaddingY() {
    return std::round(ImGui::GetStyle().FramePadding.y * 0.75f);
}

float tabRowHeight() {
    return std::round(ImGui::GetFontSize() + tabPaddingY() * 2.0f + kTabRowPadding.y * 2.0f);
}

}  // namespace

// The bottom strip is as tall as the neediest of its open panels, whichever
// is in front, so that its tabs never move under the cursor as they are
// clicked.
WorkspaceProportions PanelRegistry::fittedProportions() const {
    WorkspaceProportions fitted = proportions_;
    float needed = 0.0f;
    for (std::size_t i = 0; i < panels_.size(); ++i) {
        if (areas_[i] == PanelSlot::Bottom && panels_[i]->isOpen()) {
            needed = std::max(needed, panels_[i]->minimumHeight());
        }
    }
    if (needed > 0.0f) {
        fitted.bottomMinHeight =
            std::max(fitted.bottomMinHeight, std::ceil(tabRowHeight() + needed));
    }
    return fitted;
}

float PanelRegistry::drawTabRow(PanelSlot area, const ScreenRect& region,
                                const std::vector<Panel*>& tabs) {
    // A strip of its own above the panel's window, so that the panel keeps
    // its window (its name, scrolling and flags) whichever tab is in front.
    const ImVec2 kPadding = kTabRowPadding;
    const float tabPadding = tabPaddingY();
    const float height = std::min(tabRowHeight(), region.size.y);
    constexpr ImGuiWindowFlags kStrip = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        kWorkspaceWindowFlags | ImGuiWindowFlags_NoSavedSettings |
                                        ImGuiWindowFlags_NoBringToFrontOnFocus |
                                        ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::SetNextWindowPos(region.min);
    ImGui::SetNextWindowSize({region.size.x, height});
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, kPadding);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, {1.0f, 1.0f});
    const std::string id = std::string("##tabs_") + slotKey(area);
    const bool stripOpen = ImGui::Begin(id.c_str(), nullptr, kStrip);
    ImGui::PopStyleVar(2);
    if (stripOpen) {
        drawWorkspaceWindowBorder();
    }
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {ImGui::GetStyle().FramePadding.x, tabPadding});
    if (stripOpen && ImGui::BeginTabBar("tabs")) {
        const Panel* front = frontPanel(area);
        for (Panel* panel : tabs) {
            bool open = true;
            const ImGuiTabItemFlags flags =
                panel == front ? ImGuiTabItemFlags_SetSelected : ImGuiTabItemFlags_None;
            const bool selected = ImGui::BeginTabItem(panel->title().c_str(), &open, flags);
            drawnTabs_.push_back({panel, area, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
            if (!open) {
                tabRequests_.push_back({panel, TabRequest::Kind::Close, area});
            } else if (panel != front && ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
                tabRequests_.push_back({panel, TabRequest::Kind::Front, area});
            }
            ui::tooltip("Right-click to move " + panel->title() + " to another area");
            if (ImGui::BeginPopupContextItem()) {
                const ImVec2 at = ImGui::GetCursorScreenPos();
                moveMenu_ = ImVec2{at.x + 20.0f, at.y + ImGui::GetFontSize() * 0.5f};
                if (ImGui::BeginMenu("Move to")) {
                    for (PanelSlot target : kPanelSlots) {
                        if (ImGui::MenuItem(slotLabel(target), nullptr, target == area,
                                            target != area)) {
                            tabRequests_.push_back({panel, TabRequest::Kind::Move, target});
                        }
                        const ImVec2 min = ImGui::GetItemRectMin();
                        const ImVec2 max = ImGui::GetItemRectMax();
                        moveTargets_[slotIndex(target)] =
                            ImVec2{(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f};
                    }
                    ImGui::EndMenu();
                }
                if (ImGui::MenuItem("Close")) {
                    tabRequests_.push_back({panel, TabRequest::Kind::Close, area});
                }
                ImGui::EndPopup();
            }
            if (selected) {
                ImGui::EndTabItem();
            }
        }
        ImGui::EndTabBar();
    }
    ImGui::PopStyleVar();
    ImGui::End();
    return height;
}

void PanelRegistry::drawAll(EditorState& state, const ScreenRect& workArea) {
    bringNewlyOpenedToFront();
    drawnTabs_.clear();
    tabRequests_.clear();
    moveMenu_.reset();
    moveTargets_ = {};

    Panel* viewport = find(ViewportPanel::kTitle);
    if (viewportOnly_ && viewport != nullptr && viewport->isOpen()) {
        // The viewport alone, with no tab row: F11 (or the View menu) again
        // brings the other areas back.
        for (const auto& panel : panels_) {
            if (panel.get() != viewport) {
                panel->skipFrame();
                if (panel->isOpen()) {
                    panel->whileBehind(state);
                }
            }
        }
        viewport->draw(state, workArea, kWorkspaceWindow);
        acceptOpenFlags();
        return;
    }
    viewportOnly_ = false;

    const WorkspaceLayout layout =
        computeWorkspaceLayout(workArea, visibleSlots(), fittedProportions());
    std::vector<const Panel*> drawn;
    for (PanelSlot area : kPanelSlots) {
        std::vector<Panel*> tabs;
        for (std::size_t i = 0; i < panels_.size(); ++i) {
            if (areas_[i] == area && panels_[i]->isOpen()) {
                tabs.push_back(panels_[i].get());
            }
        }
        const ScreenRect& region = layout.region(area);
        if (tabs.empty() || region.empty()) {
            continue;
        }
        Panel* front = frontPanel(area);
        const float tabRow = drawTabRow(area, region, tabs);
        const ScreenRect content{{region.min.x, region.min.y + tabRow},
                                 {region.size.x, region.size.y - tabRow}};
        front->draw(state, content, kWorkspaceWindow);
        drawn.push_back(front);
    }
    for (const auto& panel : panels_) {
        if (std::find(drawn.begin(), drawn.end(), panel.get()) == drawn.end()) {
            panel->skipFrame();
            if (panel->isOpen()) {
                panel->whileBehind(state);
            }
        }
    }
    drawWorkspaceSplitters(layout, workArea, proportions_, defaultProportions());

    // What the tab rows asked for takes effect on the next frame.
    for (const TabRequest& request : tabRequests_) {
        switch (request.kind) {
            case TabRequest::Kind::Front: front_[slotIndex(request.area)] = request.panel; break;
            case TabRequest::Kind::Close: request.panel->setOpen(false); break;
            case TabRequest::Kind::Move: moveToArea(*request.panel, request.area); break;
        }
    }
    acceptOpenFlags();
}

}  // namespace easylink::ui

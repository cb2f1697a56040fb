#include "panels/viewport_panel.hpp"

#include <cmath>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/scene/scene_builder.hpp"
#include "panels/resolution_panel.hpp"
#include "render/grid_renderer.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

// A blocked region in 3D, in the map's red for blocked regions.
constexpr ImU32 kBlockedVolume = IM_COL32(255, 86, 86, 235);

/// The width of a checkbox with `label`.
float checkboxWidth(const char* label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
           ImGui::CalcTextSize(label, nullptr, true).x;
}

/// Outlines the rooms and corridors the step touched.
void highlightTouched(const GenerationSession& session, LayoutOverlays& overlays) {
    for (const EventObject& object : session.cursor().touchedAtStep()) {
        overlays.highlighted.push_back({object.kind == EventObject::Kind::Room
                                            ? TileOwner::Kind::Room
                                            : TileOwner::Kind::Corridor,
                                        object.id});
    }
}

/// Outlines the rooms of the focused component unless it is isolated.
void highlightFocusedComponent(const EditorState& state, const Layout& layout,
                               LayoutOverlays& overlays) {
    if (const std::optional<int> focused = state.selection().focusedComponent();
        focused && !state.selection().isolateFocused()) {
        // Numbered as in the layout file, the PNG and the components panel.
        const ComponentNumbering numbering = numberComponents(layout);
        for (RoomId id : layout.roomIds()) {
            if (numbering.ofRoom[static_cast<std::size_t>(id)] == *focused) {
                overlays.highlighted.push_back({TileOwner::Kind::Room, id});
            }
        }
    }
}

/// The module in the spotlight: every room made from it.
void highlightSpotlight(const EditorState& state, const Layout& layout, LayoutOverlays& overlays) {
    if (const std::optional<std::string>& spotlight = state.session().spotlight(); spotlight) {
        for (RoomId id : layout.roomIds()) {
            const PlacedRoom& room = *layout.room(id);
            if (layout.catalogue().modules[static_cast<std::size_t>(room.templateIndex)].name ==
                *spotlight) {
                overlays.highlighted.push_back({TileOwner::Kind::Room, id});
            }
        }
    }
}

/// The focused outline: the node picked in the Resolution panel, while its
/// room or corridor is resolved at the step, or for a tile-map generator's
/// step the tiles the last change touched.
void outlineFocus(EditorState& state, const GenerationSession& session, const Layout& layout,
                  LayoutOverlays& overlays) {
    const Resolution* resolution = session.cursor().resolution();
    if (const std::optional<int> node = state.selection().focusedNode();
        node && resolution != nullptr && *node >= 0 &&
        static_cast<std::size_t>(*node) < resolution->nodes.size() &&
        state.selection().selectedObjectAtEnd() &&
        session.cursor().resolvedAtStep(*state.selection().selectedObjectAtEnd())) {
        const ResolvedNode& focused = resolution->node(*node);
        overlays.focused = GhostOutline{focused.rect, nodeLabel(layout.catalogue(), focused)};
    }
    if (const Event* current = session.cursor().currentEvent();
        current != nullptr && current->kind == EventKind::TilesChanged && !current->rects.empty()) {
        overlays.focused = GhostOutline{current->rects.front(), current->text};
    }
}

}  // namespace

ViewportPanel::ViewportPanel() : Panel(kTitle, PanelSlot::Centre) {}

std::optional<ImVec2> ViewportPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

// The region toggles float over the map's top-right corner rather than
// lengthen the toolbar, which fills the viewport's width at the default
// window size already. The layout view lets items drawn over it take the
// mouse first.
void ViewportPanel::drawRegionToggles(EditorState& state) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const std::string editLabel = withShortcut("Edit", Shortcut::RegionMode);
    const float width = checkboxWidth("Regions") + style.ItemSpacing.x +
                        checkboxWidth(editLabel.c_str()) + 2.0f * style.FramePadding.x;
    const ScreenBox& box = view_.drawnBox();
    if (box.size().x < width + 16.0f || box.size().y < ImGui::GetFrameHeight() + 16.0f) {
        return;  // the View menu and the region mode's key still switch them
    }
    const ImVec2 at(box.max.x - width - 6.0f, box.min.y + 6.0f);
    ImGui::GetWindowDrawList()->AddRectFilled(
        at, {at.x + width, at.y + ImGui::GetFrameHeight() + 2.0f * style.FramePadding.y},
        IM_COL32(16, 17, 20, 215), style.FrameRounding);
    ImGui::SetCursorScreenPos({at.x + style.FramePadding.x, at.y + style.FramePadding.y});
    bool showRegions = state.session().showRegions();
    if (ImGui::Checkbox("Regions", &showRegions)) {
        state.session().setShowRegions(showRegions);
    }
    controls_.recordLastItem(Control::ShowRegions);
    ui::tooltip(
        "Tint the regions of the parameters over the map, each with its asked and achieved room "
        "density (blocked ones hatched); View > Regions lists them");
    ImGui::SameLine();
    bool regionMode = state.session().regionMode();
    if (ImGui::Checkbox((editLabel + "###regionMode").c_str(), &regionMode)) {
        state.session().setRegionMode(regionMode);
        if (regionMode) {
            state.session().requestPanel("Regions");
        }
    }
    controls_.recordLastItem(Control::RegionMode);
    ui::tooltip(
        std::string("Region mode: drag on the map to draw a region (Shift+drag: even over "
                    "another), drag a region to move it, drag its edge or corner to resize it, ") +
        shortcutLabel(Shortcut::Delete) +
        " removes the selected one; the middle or right button still pans (" +
        shortcutLabel(Shortcut::RegionMode) + " switches)");
}

ImGuiWindowFlags ViewportPanel::extraWindowFlags() const {
    // The view pans and zooms with the mouse; the window must not scroll.
    return ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
}

void ViewportPanel::drawViewModes(EditorState& state) {
    const ViewMode mode = state.session().viewMode();
    const std::pair<ViewMode, const char*> modes[] = {
        {ViewMode::TwoD, "2D"}, {ViewMode::ThreeD, "3D"}, {ViewMode::Split, "Both"}};
    const Control controls[] = {Control::View2d, Control::View3d, Control::ViewSplit};
    const std::string tips[] = {
        "The map from above",
        std::string("The level in 3D: drag to orbit, right-drag to pan, the wheel zooms; ") +
            shortcutLabel(Shortcut::FitView) + " frames it, " + shortcutLabel(Shortcut::TopView) +
            " looks down, " + shortcutLabel(Shortcut::ThreeQuarterView) + " at three quarters",
        "The map and the level in 3D side by side"};
    for (std::size_t i = 0; i < 3; ++i) {
        if (i > 0) {
            flow::sameLineIfFits(flow::checkboxWidth(modes[i].second));
        }
        if (ImGui::RadioButton(modes[i].second, mode == modes[i].first)) {
            state.session().setViewMode(modes[i].first);
        }
        controls_.recordLastItem(controls[i]);
        ui::tooltip(tips[i] + " (" + std::string(shortcutLabel(Shortcut::View3d)) + " switches)");
    }
    flow::sameLineIfFits(flow::textWidth("|"));
    ImGui::TextDisabled("|");
    flow::sameLineIfFits(flow::checkboxWidth("Slots"));
}

void ViewportPanel::drawLevel3d(EditorState& state, const Layout& layout,
                                const LayoutOverlays& overlays, ImVec2 size) {
    GenerationSession& session = state.generation();
    const GenerationRun* run = session.run();
    const RunCursor& cursor = session.cursor();
    const std::size_t mutations = run != nullptr && cursor.step() < run->mutationsBefore.size()
                                      ? run->mutationsBefore[cursor.step()]
                                      : cursor.step();
    // Phase 2's modules show room by room as the timeline steps through it.
    const Resolution* resolution = cursor.layoutIsFinal() ? cursor.resolution() : nullptr;
    const std::size_t resolved = resolution != nullptr ? cursor.slotsResolvedAtStep() : 0;
    if (resolved == 0) {
        resolution = nullptr;
    }
    const std::uint64_t revision =
        ((run != nullptr ? run->id : 0) * 1000003u + mutations) * 1000003u + resolved + 1u;
    if (!view3d_.hasLevel() || view3d_.revision() != revision) {
        SceneSource source;
        source.generator = run != nullptr ? std::string_view(run->generator) : "easylink";
        source.seed = run != nullptr ? run->seed : 0;
        source.layout = &layout;
        source.resolution = resolution;
        if (resolution != nullptr && cursor.step() < cursor.stepCount()) {
            source.resolvedShown = [&cursor](bool corridor, int id) {
                return cursor.resolvedAtStep(
                    {corridor ? TileOwner::Kind::Corridor : TileOwner::Kind::Room, id});
            };
        }
        SceneOptions options;
        if (const CatalogueDocument* document = state.document().current()) {
            options.catalogueFolder = document->path.parent_path();
        }
        options.blockouts = &blockouts_;
        view3d_.setLevel(revision, buildScene(source, options));
    }
    std::optional<SceneOwner> selected;
    if (const std::optional<TileOwner> object = state.selection().selectedObject()) {
        if (object->kind == TileOwner::Kind::Room || object->kind == TileOwner::Kind::Corridor) {
            selected = SceneOwner{object->kind == TileOwner::Kind::Corridor, object->id};
        }
    }
    view3d_.setSelection(selected);
    // Components are numbered anew only when the level or the colouring changes.
    const OwnerTintsKey tintsKey{revision, view_.options().colouring,
                                 view_.options().focusComponent};
    if (tintsKey != ownerTintsKey_) {
        view3d_.setOwnerTints(
            ownerTints(layout, view_.options().colouring, view_.options().focusComponent));
        ownerTintsKey_ = tintsKey;
    }
    std::vector<SceneOwner> highlighted;
    for (const TileOwner& owner : overlays.highlighted) {
        highlighted.push_back({owner.kind == TileOwner::Kind::Corridor, owner.id});
    }
    // Rejected candidates as boxes as tall as the walls.
    const double s = layout.catalogue().tileSize();
    const auto height = static_cast<float>(layout.catalogue().wallHeight());
    const auto boxOf = [s](const Rect& r, float top) {
        return WorldBox{
            {static_cast<float>(r.x * s), 0.0f, static_cast<float>(r.y * s)},
            {static_cast<float>((r.x + r.w) * s), top, static_cast<float>((r.y + r.h) * s)}};
    };
    std::vector<Ghost3d> ghosts;
    for (const GhostOutline& ghost : overlays.ghosts) {
        ghosts.push_back({boxOf(ghost.rect, height), ghost.label});
    }
    view3d_.setOverlays(std::move(highlighted), std::move(ghosts));
    view3d_.setMetrics(static_cast<float>(s), height);
    // The regions on show (the map's notes, made from the parameters'
    // regions in order), a little taller than the walls; blocked ones red.
    const std::vector<Region>& regions = session.settings().params().regions;
    std::vector<Volume3d> volumes;
    for (std::size_t i = 0; i < overlays.notes.size(); ++i) {
        const bool blocked = i < regions.size() && regions[i].blocked;
        volumes.push_back({boxOf(overlays.notes[i].rect, height * 1.15f),
                           blocked ? kBlockedVolume : regionColour(i, 235),
                           overlays.notes[i].label});
    }
    view3d_.setVolumes(std::move(volumes));
    const ImVec2 available = ImGui::GetContentRegionAvail();
    view3d_.draw({size.x > 0.0f ? size.x : available.x, size.y > 0.0f ? size.y : available.y});
    if (const auto click = view3d_.takeClick()) {
        state.selection().selectObject(
            *click ? std::optional<TileOwner>(TileOwner{
                         (*click)->corridor ? TileOwner::Kind::Corridor : TileOwner::Kind::Room,
                         (*click)->id})
                   : std::nullopt);
    }
}

void ViewportPanel::keepCamerasInStep(const Layout& layout) {
    const auto s = static_cast<float>(layout.catalogue().tileSize());
    OrbitCamera& camera = view3d_.camera();
    const Vec2f centre = view_.view().centre();
    const Vec2f target{camera.target[0] / s, camera.target[2] / s};
    if (!stepCentre_ || centre != *stepCentre_) {
        camera.target = {centre.x * s, camera.target[1], centre.y * s};
    } else if (stepTarget_ && target != *stepTarget_) {
        view_.view().setCentre(target);
    }
    stepCentre_ = view_.view().centre();
    stepTarget_ = Vec2f{camera.target[0] / s, camera.target[2] / s};
}

void ViewportPanel::drawToolbar(EditorState& state, bool tileMap) {
    LayoutViewOptions& options = view_.options();
    drawViewModes(state);
    if (tileMap) {
        // Only what a map of tiles has: none of the rooms' toggles apply.
        if (ImGui::SmallButton("Fit")) {
            view_.fit();
        }
        controls_.recordLastItem(Control::Fit);
        ui::tooltip(std::string("Frame the whole map (") + shortcutLabel(Shortcut::FitView) +
                    " while the mouse is over it)");
        return;
    }
    // Slots or tiles first: it changes what everything else on the map means.
    const bool phaseTwo = state.generation().cursor().resolution() != nullptr;
    if (ImGui::RadioButton("Slots", !state.session().tileView())) {
        state.session().setTileView(false);
    }
    controls_.recordLastItem(Control::SlotView);
    const std::string switches =
        std::string(" (") + shortcutLabel(Shortcut::TileView) + " switches)";
    ui::tooltip(
        "Slot view: the layout as phase 1 made it, every room walls round floor, free doorways "
        "marked" +
        switches);
    flow::sameLineIfFits(flow::checkboxWidth("Tiles"));
    if (ImGui::RadioButton("Tiles", state.session().tileView())) {
        state.session().setTileView(true);
    }
    controls_.recordLastItem(Control::TileView);
    ui::tooltip((phaseTwo ? "Tile view: each room and corridor as phase 2 drew it, once the "
                            "timeline has passed its resolution"
                          : "Tile view: phase 2 did not run (resolve depth 0, or the run failed "
                            "first), so the tiles are phase 1's") +
                switches);
    flow::sameLineIfFits(flow::textWidth("|"));
    ImGui::TextDisabled("|");
    bool byKind = options.colouring == GridColouring::ByKind;
    flow::sameLineIfFits(flow::checkboxWidth("By kind"));
    if (ImGui::Checkbox("By kind", &byKind)) {
        options.colouring = byKind ? GridColouring::ByKind : GridColouring::ByComponent;
    }
    controls_.recordLastItem(Control::ByKind);
    ui::tooltip(
        "Colour rooms by module kind instead of by connected component (the legend under the "
        "toolbar names each colour)");
    flow::sameLineIfFits(flow::checkboxWidth("Room graph"));
    ImGui::Checkbox("Room graph", &options.showRoomGraph);
    controls_.recordLastItem(Control::RoomGraph);
    ui::tooltip("Lines between linked rooms: white for direct links, amber through a corridor");
    flow::sameLineIfFits(flow::checkboxWidth("Names"));
    ImGui::Checkbox("Names", &options.showRoomNames);
    controls_.recordLastItem(Control::Names);
    ui::tooltip("Each room's template name, where it fits inside the room");
    flow::sameLineIfFits(flow::checkboxWidth("Ports"));
    ImGui::Checkbox("Ports", &options.showPorts);
    controls_.recordLastItem(Control::Ports);
    ui::tooltip(
        "Mark used doorways white and free ones red (phase 2 has walled up the free ones of the "
        "rooms it resolved)");
    if (view_.locks().active()) {
        flow::sameLineIfFits(flow::checkboxWidth("Path"));
        ImGui::Checkbox("Path", &options.showPlayerPath);
        controls_.recordLastItem(Control::PlayerPath);
        ui::tooltip(
            "The player's path: the shortest walk from the entrance that collects every key "
            "and ends in the last room (padlocks mark locked doors, a key and a gold frame the "
            "key rooms; docs/locks.md)");
    }
    // A small button: its frame is as tall as the text.
    flow::sameLineIfFits(flow::textWidth("Fit") + ImGui::GetStyle().FramePadding.x * 2.0f);
    if (ImGui::SmallButton("Fit")) {
        view_.fit();
    }
    controls_.recordLastItem(Control::Fit);
    ui::tooltip(std::string("Frame the whole map (") + shortcutLabel(Shortcut::FitView) +
                " while the mouse is over it)");
    if (options.colouring == GridColouring::ByKind) {
        drawKindLegend();
    }
}

void ViewportPanel::drawKindLegend() {
    static constexpr std::pair<OwnerClass, const char*> kEntries[] = {
        {OwnerClass::Normal, "normal"},        {OwnerClass::FourWay, "four_way"},
        {OwnerClass::TJunction, "t_junction"}, {OwnerClass::Bend, "bend"},
        {OwnerClass::Through, "through"},      {OwnerClass::DeadEnd, "dead_end"},
        {OwnerClass::Corridor, "corridor"},
    };
    const float side = ImGui::GetTextLineHeight() * 0.8f;
    const float gap = ImGui::GetStyle().ItemInnerSpacing.x;
    bool first = true;
    for (const auto& [ownerClass, name] : kEntries) {
        const float width = side + gap + ImGui::CalcTextSize(name).x;
        if (!first) {
            flow::sameLineIfFits(width);
        }
        first = false;
        const Rgb colour = kindColour(ownerClass);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float inset = (ImGui::GetTextLineHeight() - side) * 0.5f;
        ImGui::GetWindowDrawList()->AddRectFilled({at.x, at.y + inset},
                                                  {at.x + side, at.y + inset + side},
                                                  IM_COL32(colour.r, colour.g, colour.b, 255));
        ImGui::Dummy({side, ImGui::GetTextLineHeight()});
        ImGui::SameLine(0.0f, gap);
        ImGui::TextUnformatted(name);
        kindLegend_.emplace_back(name);
    }
}

void ViewportPanel::drawFirstSteps(const EditorState& state) {
    const GenerationSession& session = state.generation();
    // One fixed block in the middle of the empty viewport: what to do first.
    std::vector<std::string> lines;
    if (session.running()) {
        lines = {"Generating..."};
    } else if (state.document().current() == nullptr) {
        lines = {"No catalogue is open.",
                 withShortcut("Open one with File > Open catalogue", Shortcut::OpenCatalogue) + ",",
                 withShortcut("or start a new one with File > New", Shortcut::NewCatalogue) + "."};
    } else {
        lines = {"No layout yet. To start:",
                 "1. Press " + withShortcut("Generate", Shortcut::Generate) +
                     " to build a dungeon from " + state.document().fileName() + ".",
                 "2. Step through the run in the Timeline: phases, turns, single actions.",
                 "3. Click a room to see it in the Inspector.",
                 "Modules are edited in the Module Editor (View menu); Help lists the shortcuts."};
    }
    firstSteps_ = lines;
    const ImVec2 available = ImGui::GetContentRegionAvail();
    const float lineHeight = ImGui::GetTextLineHeightWithSpacing();
    float width = 0.0f;
    for (const std::string& line : lines) {
        width = std::max(width, ImGui::CalcTextSize(line.c_str()).x);
    }
    const ImVec2 start = ImGui::GetCursorPos();
    const float top =
        start.y +
        std::max(0.0f, (available.y - lineHeight * static_cast<float>(lines.size())) * 0.5f);
    const float left = start.x + std::max(0.0f, (available.x - width) * 0.5f);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        ImGui::SetCursorPos({left, top + lineHeight * static_cast<float>(i)});
        if (i == 0) {
            ImGui::TextUnformatted(lines[i].c_str());
        } else {
            ImGui::TextColored(palette().dimText, "%s", lines[i].c_str());
        }
    }
}

void ViewportPanel::drawContent(EditorState& state) {
    controls_.clear();
    firstSteps_.clear();
    kindLegend_.clear();
    rejectionMarks_.clear();
    marks_.clear();
    focusedOutline_.reset();
    GenerationSession& session = state.generation();
    const Layout* layout = session.cursor().layoutAtStep();
    if (layout == nullptr) {
        drawFirstSteps(state);
        return;
    }
    drawToolbar(state, session.run() != nullptr && session.run()->tileMap.has_value());
    LayoutOverlays overlays;
    highlightTouched(session, overlays);
    markRejections(session, *layout, overlays);
    // The selection and the focused component live in the editor state,
    // shared with the inspector and the components panel.
    view_.setSelection(state.selection().selectedObject());
    // A focused component is isolated (the others dimmed) or outlined.
    view_.options().focusComponent =
        state.selection().isolateFocused() ? state.selection().focusedComponent().value_or(-1) : -1;
    highlightFocusedComponent(state, *layout, overlays);
    highlightSpotlight(state, *layout, overlays);
    outlineFocus(state, session, *layout, overlays);
    focusedOutline_ = overlays.focused;
    const bool takesRegions = session.settings().takesRegions();
    addRegions(state, session, overlays);
    // The tiles' revision moves with the layout's as well as with the view
    // and the slots resolved, so it is the one the renderer uploads on.
    const ViewMode mode = state.session().viewMode();
    if (mode == ViewMode::ThreeD) {
        drawLevel3d(state, *layout, overlays, {0.0f, 0.0f});
        return;
    }
    const MapTiles& tiles = tiles_.update(session, *layout, state.session().tileView());
    const float half = std::floor(ImGui::GetContentRegionAvail().x * 0.5f);
    view_.draw(*layout, tiles_.revision(), overlays,
               {mode == ViewMode::Split ? half - ImGui::GetStyle().ItemSpacing.x : 0.0f, 0.0f},
               &tiles);
    if (mode == ViewMode::Split) {
        ImGui::SameLine();
        drawLevel3d(state, *layout, overlays, {0.0f, 0.0f});
        keepCamerasInStep(*layout);
    } else {
        stepCentre_.reset();
        stepTarget_.reset();
    }
    recordRejectionMarks();
    if (takesRegions) {
        drawRegionToggles(state);
    }
    minimap_.draw(view_);
    // A click selects (empty space clears); the view's own selection is only
    // the outline of what the state resolved at this step.
    if (const std::optional<TileOwner> click = view_.takeClick()) {
        state.selection().selectObject(click->isEmpty() ? std::nullopt : click);
    }
    if (!view_.renderError().empty()) {
        ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", view_.renderError().c_str());
    }
}

// Every rejection since the last change leaves a mark: its candidate's
// tiles, and the rooms and corridors its reason names.
void ViewportPanel::markRejections(const GenerationSession& session, const Layout& layout,
                                   LayoutOverlays& overlays) {
    const Timeline* timeline = session.cursor().timeline();
    if (timeline == nullptr) {
        return;
    }
    for (std::size_t index : session.cursor().rejectionsAtStep()) {
        const Event& rejected = timeline->event(index);
        for (const Rect& rect : rejected.rects) {
            overlays.ghosts.push_back({rect, rejected.text});
            rejectionMarks_.push_back({index, rect, std::nullopt});
        }
        for (const EventObject& object : rejected.objects) {
            std::optional<Rect> rect;
            if (object.kind == EventObject::Kind::Room) {
                if (const PlacedRoom* room = layout.room(object.id)) {
                    rect = room->rect();
                }
            } else if (const Corridor* corridor = layout.corridor(object.id)) {
                rect = corridor->rect;
            }
            if (rect) {
                overlays.named.push_back({*rect, rejected.text});
                rejectionMarks_.push_back({index, *rect, object});
            }
        }
    }
}

// Where on the screen each rejection's marks landed, for the control map:
// "room 3" and "corridor 2" for what a reason names, "candidate" for the
// tiles the candidate would have taken.
void ViewportPanel::recordRejectionMarks() {
    const ViewTransform& transform = view_.view();
    for (const RejectionMark& mark : rejectionMarks_) {
        const Vec2f min = transform.mapToScreen(cornerOf(mark.rect.position()));
        const Vec2f max =
            transform.mapToScreen(cornerOf({mark.rect.x + mark.rect.w, mark.rect.y + mark.rect.h}));
        std::string name = "candidate";
        if (mark.named) {
            name = (mark.named->kind == EventObject::Kind::Room ? "room " : "corridor ") +
                   std::to_string(mark.named->id);
        }
        marks_.record(std::move(name), {{min.x, min.y}, {max.x, max.y}});
    }
}

// The regions: under the ports and names, with their densities on the
// layout on show in the labels and the tooltip; in region mode the left
// button is the region tool's.
void ViewportPanel::addRegions(EditorState& state, GenerationSession& session,
                               LayoutOverlays& overlays) {
    const bool takesRegions = session.settings().takesRegions();
    const bool regionMode = takesRegions && state.session().regionMode();
    view_.options().leftButtonNavigates = !regionMode;
    if (takesRegions && (state.session().showRegions() || regionMode)) {
        const std::vector<double>& achieved = densities_.of(session);
        const EasylinkParams& params = session.settings().params();
        for (std::size_t i = 0; i < params.regions.size(); ++i) {
            const std::optional<double> got =
                i < achieved.size() ? std::optional<double>(achieved[i]) : std::nullopt;
            overlays.notes.push_back(
                {params.regions[i].rect, regionLabel(params.regions, i, params.roomDensity, got)});
        }
    }
    if (takesRegions) {
        overlays.overMap = [this, &state, &session](ImDrawList& draw) {
            regionTool_.frame(state, view_, draw, densities_.of(session));
        };
    }
}

}  // namespace easylink::ui

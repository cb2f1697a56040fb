#include "panels/module_editor_panel.hpp"

#include <GLFW/glfw3.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <string>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/port_placement.hpp"
#include "editor_state.hpp"
#include "theme.hpp"

namespace easylink::ui {
namespace {

constexpr float kMaxTilePixels = 48.0f;
constexpr std::array<int, 4> kWidthChoices = {2, 4, 6, 8};
constexpr std::array<ModuleEditorPanel::Control, 4> kWidthControls = {
    ModuleEditorPanel::Control::PortWidth2, ModuleEditorPanel::Control::PortWidth4,
    ModuleEditorPanel::Control::PortWidth6, ModuleEditorPanel::Control::PortWidth8};
constexpr std::array<ModuleEditorPanel::Control, 4> kRotationControls = {
    ModuleEditorPanel::Control::Rotation0, ModuleEditorPanel::Control::Rotation90,
    ModuleEditorPanel::Control::Rotation180, ModuleEditorPanel::Control::Rotation270};

/// A doubled coordinate as a designer writes it: 7 -> "3.5".
std::string describeHalf(int doubled) {
    if (doubled % 2 == 0) {
        return std::to_string(doubled / 2);
    }
    return (doubled < 0 ? "-" : "") + std::to_string(std::abs(doubled) / 2) + ".5";
}

std::string describeCentre(HalfPoint centre) {
    return "[" + describeHalf(centre.x2) + ", " + describeHalf(centre.y2) + "]";
}

std::string describeWidths(const std::vector<int>& widths) {
    std::string text;
    for (const int width : widths) {
        text += (text.empty() ? "" : "/") + std::to_string(width);
    }
    return text.empty() ? "none" : text;
}

std::string portName(std::size_t port, const ModuleTemplate& module) {
    return "port " + std::to_string(port) + " of " + module.name;
}

ImU32 errorColour() {
    return ImGui::ColorConvertFloat4ToU32(palette().errorText);
}

/// True when `pointer` is `prefix` or lies inside it.
bool isWithin(const std::string& pointer, const std::string& prefix) {
    return pointer.size() >= prefix.size() && pointer.compare(0, prefix.size(), prefix) == 0 &&
           (pointer.size() == prefix.size() || pointer[prefix.size()] == '/');
}

/// The port a problem of module `module` is about, from its pointer.
std::optional<std::size_t> problemPort(const std::string& pointer, std::size_t module) {
    const std::string prefix = modulePointer(module) + "/ports/";
    if (pointer.compare(0, prefix.size(), prefix) != 0 || pointer.size() == prefix.size()) {
        return std::nullopt;
    }
    std::size_t port = 0;
    std::size_t at = prefix.size();
    for (; at < pointer.size() && pointer[at] >= '0' && pointer[at] <= '9'; ++at) {
        port = port * 10 + static_cast<std::size_t>(pointer[at] - '0');
        if (port > 1000000) {
            return std::nullopt;
        }
    }
    if (at == prefix.size() || (at < pointer.size() && pointer[at] != '/')) {
        return std::nullopt;
    }
    return port;
}

/// The problems of the document about module `module`, in report order.
std::vector<const Problem*> moduleProblems(const EditorState& state, std::size_t module) {
    std::vector<const Problem*> found;
    if (const CatalogueDocument* document = state.document()) {
        const std::string prefix = modulePointer(module);
        for (const Problem& problem : document->problems) {
            if (isWithin(problem.pointer, prefix)) {
                found.push_back(&problem);
            }
        }
    }
    return found;
}

/// Per port of module `module`: whether the validator reports anything in it.
std::vector<bool> brokenPorts(const EditorState& state, std::size_t module, std::size_t count) {
    std::vector<bool> broken(count, false);
    for (const Problem* problem : moduleProblems(state, module)) {
        const std::optional<std::size_t> port = problemPort(problem->pointer, module);
        if (port && *port < count) {
            broken[*port] = true;
        }
    }
    return broken;
}

void tooltip(const char* text) {
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
        ImGui::TextUnformatted(text);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

/// A label on the same line before the next control.
void inlineLabel(const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(0.0f, 4.0f);
}

/// A small heading inside the side column.
void heading(const char* text) {
    ImGui::Spacing();
    ImGui::TextColored(palette().dimText, "%s", text);
    ImGui::Separator();
}

/// The module turned by `rotation`, ports and all, as a module of its own.
ModuleTemplate rotatedModule(const ModuleTemplate& module, Rotation rotation) {
    ModuleTemplate rotated;
    rotated.name = module.name;
    rotated.kind = module.kind;
    rotated.size = rotate(module.size, rotation);
    for (const PortSpec& port : module.ports) {
        PortSpec turned;
        turned.pose = rotatePort(port.pose, module.size, rotation);
        turned.widths = port.widths;
        rotated.ports.push_back(std::move(turned));
    }
    return rotated;
}

/// The tiles a click or a hover answers for: the port's widest door and the
/// tile beyond it where its arrow is, in edge coordinates.
EdgeRect portHitRect(const PortSpec& port) {
    EdgeRect rect = doorRect(port.pose, widestListedWidth(port));
    const Vec2i out = delta(port.pose.dir);
    if (out.x < 0) {
        rect.min.x -= 1.0f;
    } else if (out.x > 0) {
        rect.max.x += 1.0f;
    } else if (out.y < 0) {
        rect.min.y -= 1.0f;
    } else {
        rect.max.y += 1.0f;
    }
    return rect;
}

}  // namespace

ModuleEditorPanel::ModuleEditorPanel()
    : Panel(kTitle, PanelSlot::Centre, /*openByDefault=*/false) {}

// --- Test hooks ------------------------------------------------------------------

std::optional<ImVec2> ModuleEditorPanel::controlCentre(Control control) const {
    for (const DrawnRow& row : controls_) {
        if (row.index == static_cast<std::size_t>(control)) {
            return row.centre();
        }
    }
    return std::nullopt;
}

std::optional<ImVec2> ModuleEditorPanel::kindOptionCentre(ModuleKind kind) const {
    for (const DrawnRow& row : kindOptions_) {
        if (row.index == static_cast<std::size_t>(kind)) {
            return row.centre();
        }
    }
    return std::nullopt;
}

std::optional<ImVec2> ModuleEditorPanel::fixCentre(std::size_t port) const {
    for (const DrawnRow& row : fixButtons_) {
        if (row.index == port) {
            return row.centre();
        }
    }
    return std::nullopt;
}

std::optional<ImVec2> ModuleEditorPanel::tileCentre(Vec2i tile) const {
    if (!canvas_ || !Rect{0, 0, canvasSize_.w, canvasSize_.h}.contains(tile)) {
        return std::nullopt;
    }
    return canvas_->tileCentre(tile);
}

std::optional<ImVec2> ModuleEditorPanel::portCentre(std::size_t port) const {
    if (port >= portCentres_.size()) {
        return std::nullopt;
    }
    return portCentres_[port];
}

void ModuleEditorPanel::recordControl(Control control) {
    controls_.push_back(
        {static_cast<std::size_t>(control), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

// --- Edits -----------------------------------------------------------------------

void ModuleEditorPanel::edit(EditorState& state, const std::string& label,
                             const std::function<void(ModuleTemplate&)>& change,
                             GestureId gesture) {
    const CatalogueDocument* document = state.document();
    const std::optional<std::size_t> index = state.selectedModule();
    if (document == nullptr || !index || *index >= document->catalogue.modules.size()) {
        return;
    }
    state.performEdit(editModule(document->catalogue, *index, label, change, gesture));
}

PortPose ModuleEditorPanel::snapped(const ModuleTemplate& module, std::size_t port,
                                    PortPose wish) const {
    if (!snapToMacro_ || port >= module.ports.size()) {
        return wish;
    }
    ModuleTemplate moved = module;
    moved.ports[port].pose = wish;
    return nearestValidPose(moved, port, macro_).value_or(wish);
}

PortPose ModuleEditorPanel::newPortPose(const ModuleTemplate& module, const PortPose& pose) const {
    if (!snapToMacro_) {
        return pose;
    }
    ModuleTemplate added = module;
    added.ports.push_back({pose, {kMinPassageWidth}, Json::object()});
    return nearestValidPose(added, module.ports.size(), macro_).value_or(pose);
}

void ModuleEditorPanel::addPort(EditorState& state, const ModuleTemplate& module,
                                const PortPose& pose) {
    const std::size_t index = module.ports.size();
    PortSpec port;
    port.pose = newPortPose(module, pose);
    port.widths = {kMinPassageWidth};
    edit(state, "add port " + std::to_string(index) + " to " + module.name,
         [&](ModuleTemplate& m) { m.ports.push_back(port); });
    selectedPort_ = index;
}

void ModuleEditorPanel::deletePort(EditorState& state, const ModuleTemplate& module,
                                   std::size_t port) {
    if (port >= module.ports.size()) {
        return;
    }
    edit(state, "delete " + portName(port, module), [&](ModuleTemplate& m) {
        m.ports.erase(m.ports.begin() + static_cast<std::ptrdiff_t>(port));
    });
    selectedPort_.reset();
    drag_.reset();
}

void ModuleEditorPanel::fixPort(EditorState& state, const ModuleTemplate& module,
                                std::size_t port) {
    const std::optional<PortPose> fixed = nearestValidPose(module, port, macro_);
    if (!fixed) {
        return;
    }
    const PortPose pose = *fixed;
    edit(state, "snap " + portName(port, module) + " to the macrogrid",
         [&](ModuleTemplate& m) { m.ports[port].pose = pose; });
    selectedPort_ = port;
}

std::optional<std::size_t> ModuleEditorPanel::portAt(const ModuleTemplate& module,
                                                     ImVec2 screen) const {
    if (!canvas_) {
        return std::nullopt;
    }
    const ImVec2 edge = canvas_->edgeAt(screen);
    if (selectedPort_ && *selectedPort_ < module.ports.size() &&
        portHitRect(module.ports[*selectedPort_]).contains(edge)) {
        return selectedPort_;
    }
    // Later ports are drawn on top, so they answer first.
    for (std::size_t i = module.ports.size(); i-- > 0;) {
        if (portHitRect(module.ports[i]).contains(edge)) {
            return i;
        }
    }
    return std::nullopt;
}

// --- Frame -----------------------------------------------------------------------

void ModuleEditorPanel::syncSelection(EditorState& state) {
    const std::optional<std::size_t> module = state.selectedModule();
    if (module != module_) {
        module_ = module;
        selectedPort_.reset();
        drag_.reset();
        sizeEditing_[0] = sizeEditing_[1] = false;
        message_.clear();
    }
    const ModuleTemplate* selected = state.selectedTemplate();
    // A port asked for elsewhere (a click on its problem).
    if (const std::optional<std::size_t> focused = state.takeFocusedPort()) {
        selectedPort_ = focused;
    }
    if (selected == nullptr || (selectedPort_ && *selectedPort_ >= selected->ports.size())) {
        selectedPort_.reset();
    }
    if (drag_ && (selected == nullptr || drag_->port >= selected->ports.size())) {
        drag_.reset();
    }
}

void ModuleEditorPanel::drawContent(EditorState& state) {
    controls_.clear();
    kindOptions_.clear();
    fixButtons_.clear();
    canvas_.reset();
    portCentres_.clear();
    hoveredTile_.reset();

    syncSelection(state);
    const ModuleTemplate* module = state.selectedTemplate();
    if (module == nullptr) {
        ImGui::TextColored(palette().dimText, state.document() == nullptr
                                                  ? "Open a catalogue to edit its modules."
                                                  : "Select a module in the catalogue to edit it.");
        return;
    }
    macro_ = state.document()->catalogue.macro;

    drawHeader(state, *module);
    module = state.selectedTemplate();
    if (module == nullptr) {
        return;
    }
    if (!message_.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().errorText, "%s", message_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Separator();

    // Delete removes the selected port, unless a text field has the keyboard.
    if (selectedPort_ && ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
        !ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(GLFW_KEY_DELETE, false)) {
        deletePort(state, *module, *selectedPort_);
        module = state.selectedTemplate();
    }

    // The grid on the left, the side column on the right, a hint below.
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float sideWidth = std::max(std::min(ImGui::GetFontSize() * 21.0f, avail.x * 0.45f), 1.0f);
    const float hintHeight = ImGui::GetTextLineHeightWithSpacing();
    const ScreenRect area{ImGui::GetCursorScreenPos(),
                          {std::max(avail.x - sideWidth - style.ItemSpacing.x, 1.0f),
                           std::max(avail.y - hintHeight, 1.0f)}};
    drawGrid(state, area);

    ImGui::SameLine();
    ImGui::BeginChild("side", {sideWidth, area.size.y});
    if (const ModuleTemplate* current = state.selectedTemplate()) {
        drawSideColumn(state, *current);
    }
    ImGui::EndChild();

    drawHint();
}

void ModuleEditorPanel::drawHint() const {
    // The longest hint that fits on the line.
    const std::string hints[] = {
        "Click a wall tile to add a port; drag a port along its wall; Delete removes the "
        "selected one. Yellow lines: macrogrid (" +
            std::to_string(macro_) + ") through port 0.",
        "Click a wall tile to add a port; drag a port along its wall; Delete removes it.",
        "Click a wall: add a port. Drag a port: move it. Delete: remove it."};
    const float width = ImGui::GetContentRegionAvail().x;
    for (const std::string& hint : hints) {
        if (ImGui::CalcTextSize(hint.c_str()).x <= width || &hint == &hints[2]) {
            ImGui::TextColored(palette().dimText, "%s", hint.c_str());
            return;
        }
    }
}

// --- Header: kind, size, weight ----------------------------------------------------

void ModuleEditorPanel::drawHeader(EditorState& state, const ModuleTemplate& module) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(module.name.c_str());
    ImGui::SameLine(0.0f, 12.0f);
    drawKindCombo(state, module);
    ImGui::SameLine(0.0f, 12.0f);
    if (const ModuleTemplate* current = state.selectedTemplate()) {
        drawSizeFields(state, *current);
    }
    ImGui::SameLine(0.0f, 12.0f);
    if (const ModuleTemplate* current = state.selectedTemplate()) {
        drawWeightField(state, *current);
    }
}

void ModuleEditorPanel::drawKindCombo(EditorState& state, const ModuleTemplate& module) {
    inlineLabel("Kind");
    const std::string current(toString(module.kind));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.5f);
    std::optional<ModuleKind> chosen;
    if (ImGui::BeginCombo("##kind", current.c_str())) {
        for (const ModuleKind kind : kAllModuleKinds) {
            const std::string name(toString(kind));
            if (ImGui::Selectable(name.c_str(), kind == module.kind)) {
                chosen = kind;
            }
            kindOptions_.push_back(
                {static_cast<std::size_t>(kind), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
            if (kind == module.kind) {
                ImGui::SetItemDefaultFocus();
            }
        }
        ImGui::EndCombo();
    }
    recordControl(Control::Kind);
    tooltip(
        "What the module is for: normal rooms make the dungeon; four_way, t_junction, bend "
        "and through join corridors and have fixed port shapes; a dead_end has one port.");
    if (chosen && *chosen != module.kind) {
        const ModuleKind kind = *chosen;
        edit(state, "make " + module.name + " a " + std::string(toString(kind)),
             [kind](ModuleTemplate& m) { m.kind = kind; });
    }
}

void ModuleEditorPanel::drawSizeFields(EditorState& state, const ModuleTemplate& module) {
    const int current[2] = {module.size.w, module.size.h};
    bool commit = false;
    inlineLabel("Size");
    for (int k = 0; k < 2; ++k) {
        if (!sizeEditing_[k]) {
            sizeEdit_[k] = current[k];
        }
        if (k == 1) {
            ImGui::SameLine(0.0f, 4.0f);
            ImGui::TextUnformatted("x");
            ImGui::SameLine(0.0f, 4.0f);
        }
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.2f);
        ImGui::InputInt(k == 0 ? "##width" : "##height", &sizeEdit_[k], 0, 0);
        sizeEditing_[k] = ImGui::IsItemActive();
        commit = commit || ImGui::IsItemDeactivatedAfterEdit();
        recordControl(k == 0 ? Control::Width : Control::Height);
        tooltip(k == 0 ? "Width in tiles (west to east), from 3 to 1024; ports on the east "
                         "wall move with it. Press Enter to apply."
                       : "Height in tiles (north to south), from 3 to 1024; ports on the south "
                         "wall move with it. Press Enter to apply.");
    }
    if (commit) {
        applySize(state, module, {sizeEdit_[0], sizeEdit_[1]});
    }
}

void ModuleEditorPanel::applySize(EditorState& state, const ModuleTemplate& module, Size2i size) {
    const int minSide = module.ports.empty() ? 1 : 3;
    const std::string current = std::to_string(module.size.w) + "x" + std::to_string(module.size.h);
    if (size.w < minSide || size.h < minSide || size.w > kMaxModuleSide ||
        size.h > kMaxModuleSide) {
        message_ = std::to_string(size.w) + " x " + std::to_string(size.h) +
                   " is not a size this module can have: sides are from " +
                   std::to_string(minSide) + " to " + std::to_string(kMaxModuleSide) + " tiles" +
                   (minSide == 3 ? " (a module with ports is at least 3x3)" : "") + "; it stays " +
                   current + ".";
        sizeEdit_[0] = module.size.w;
        sizeEdit_[1] = module.size.h;
        return;
    }
    message_.clear();
    if (size == module.size) {
        return;
    }
    edit(state,
         "resize " + module.name + " to " + std::to_string(size.w) + "x" + std::to_string(size.h),
         [size](ModuleTemplate& m) { resizeModule(m, size); });
}

void ModuleEditorPanel::drawWeightField(EditorState& state, const ModuleTemplate& module) {
    inlineLabel("Weight");
    double weight = module.weight;
    const double minWeight = 0.0;
    const double maxWeight = kMaxWeight;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.5f);
    const bool changed =
        ImGui::DragScalar("##weight", ImGuiDataType_Double, &weight, 0.02f, &minWeight, &maxWeight,
                          "%g", ImGuiSliderFlags_AlwaysClamp);
    if (ImGui::IsItemActivated()) {
        gesture_ = state.newGesture();
    }
    recordControl(Control::Weight);
    tooltip(
        "How often the generator draws this module, relative to the others; 0 never draws "
        "it. Drag to change, double-click to type.");
    if (changed && std::isfinite(weight) && weight != module.weight) {
        edit(
            state, "set weight of " + module.name,
            [weight](ModuleTemplate& m) { m.weight = weight; }, gesture_);
    }
    if (ImGui::IsItemDeactivated()) {
        state.closeGesture();
    }
}

// --- The grid ----------------------------------------------------------------------

void ModuleEditorPanel::drawGrid(EditorState& state, const ScreenRect& area) {
    const ModuleTemplate* module = state.selectedTemplate();
    if (area.size.x < 16.0f || area.size.y < 16.0f || module == nullptr) {
        ImGui::Dummy(area.size);
        return;
    }
    ImGui::InvisibleButton("grid", area.size);
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    draw.AddRectFilled(area.min, area.max(), palette().canvasBackground);
    if (!isDrawableModuleSize(module->size)) {
        drag_.reset();
        draw.AddText({area.min.x + 12.0f, area.min.y + 12.0f},
                     ImGui::ColorConvertFloat4ToU32(palette().errorText),
                     "This size cannot be drawn; set a size from 3 to 1024 above.");
        return;
    }
    canvas_ = fitTileCanvas(area, module->size, portMargin(area, module->size), kMaxTilePixels);
    canvasSize_ = module->size;

    handleGridMouse(state, *module);
    module = state.selectedTemplate();
    if (module == nullptr) {
        return;
    }
    draw.PushClipRect(area.min, area.max(), true);
    drawGridContent(state, *module, hovered);
    draw.PopClipRect();
}

void ModuleEditorPanel::handleGridMouse(EditorState& state, const ModuleTemplate& module) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const TileCanvas& canvas = *canvas_;
    if (ImGui::IsItemActivated()) {
        message_.clear();
        const Vec2i tile = canvas.tileAt(mouse);
        const auto startDrag = [&](std::size_t port, const PortPose& pose) {
            const ImVec2 edge = canvas.edgeAt(mouse);
            drag_ = PortDrag{port, pose, isHorizontal(pose.dir) ? edge.y : edge.x, 0};
            gesture_ = state.newGesture();
        };
        if (const std::optional<std::size_t> port = portAt(module, mouse)) {
            selectedPort_ = port;
            startDrag(*port, module.ports[*port].pose);
        } else if (const std::optional<PortPose> pose = portForWallTile(tile, module.size)) {
            addPort(state, module, *pose);
            if (const ModuleTemplate* added = state.selectedTemplate();
                added != nullptr && selectedPort_ && *selectedPort_ < added->ports.size()) {
                startDrag(*selectedPort_, added->ports[*selectedPort_].pose);
            }
        } else {
            selectedPort_.reset();
            if (isCornerTile(tile, module.size)) {
                message_ =
                    "Corner tiles cannot hold a door; click a wall tile between the corners.";
            } else if (wallOfTile(tile, module.size) == std::nullopt &&
                       (module.size.w < 3 || module.size.h < 3) &&
                       Rect{0, 0, module.size.w, module.size.h}.contains(tile)) {
                message_ = "A module needs to be at least 3x3 to have ports; make it larger.";
            }
        }
    }

    const ModuleTemplate* current = state.selectedTemplate();
    if (drag_ && ImGui::IsItemActive() && current != nullptr &&
        drag_->port < current->ports.size()) {
        const PortSpec& port = current->ports[drag_->port];
        const ImVec2 edge = canvas.edgeAt(mouse);
        const float along = isHorizontal(drag_->start.dir) ? edge.y : edge.x;
        const int tiles = static_cast<int>(std::floor(along - drag_->grabAlong + 0.5f));
        if (tiles != drag_->appliedTiles) {
            drag_->appliedTiles = tiles;
            if (const std::optional<PortPose> moved =
                    slideAlongWall(drag_->start, current->size, tiles, widestListedWidth(port))) {
                const PortPose target = snapped(*current, drag_->port, *moved);
                if (target != port.pose) {
                    const std::size_t index = drag_->port;
                    edit(
                        state, "move " + portName(index, *current),
                        [index, target](ModuleTemplate& m) { m.ports[index].pose = target; },
                        gesture_);
                }
            }
        }
    }
    if (ImGui::IsItemDeactivated()) {
        if (drag_) {
            state.closeGesture();
        }
        drag_.reset();
    }
}

void ModuleEditorPanel::drawGridContent(const EditorState& state, const ModuleTemplate& module,
                                        bool hovered) {
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    const TileCanvas& canvas = *canvas_;
    const Size2i size = module.size;
    const std::size_t moduleIndex = state.selectedModule().value_or(0);

    std::vector<std::vector<const Problem*>> portIssues(module.ports.size());
    for (const Problem* problem : moduleProblems(state, moduleIndex)) {
        const std::optional<std::size_t> port = problemPort(problem->pointer, moduleIndex);
        if (port && *port < portIssues.size()) {
            portIssues[*port].push_back(problem);
        }
    }

    drawModuleTiles(draw, canvas, size);
    for (std::size_t i = 0; i < module.ports.size(); ++i) {
        const PortSpec& port = module.ports[i];
        drawPortDoors(draw, canvas, port,
                      portIssues[i].empty() ? portColour(port.pose.dir) : errorColour());
    }
    drawTileGrid(draw, canvas, size);
    if (!module.ports.empty() && hasPortShape(module.ports.front().pose)) {
        // Stronger than in the preview: here they say where ports may go.
        drawMacroLines(draw, canvas, size, module.ports.front().anchor(), macro_, 1.0f,
                       withAlpha(palette().macroLine, 140));
    }
    draw.AddRect(canvas.point({0, 0}), canvas.point({size.w, size.h}), palette().outline);

    // What the mouse is over: a port, a wall tile (with the port a click
    // would add drawn faintly), a corner or the floor.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    std::optional<std::size_t> hoveredPort;
    if (hovered || ImGui::IsItemActive()) {
        const Vec2i tile = canvas.tileAt(mouse);
        if (Rect{0, 0, size.w, size.h}.contains(tile)) {
            hoveredTile_ = tile;
        }
        hoveredPort = drag_ ? std::optional<std::size_t>(drag_->port) : portAt(module, mouse);
        if (!hoveredPort && hoveredTile_) {
            if (const std::optional<PortPose> ghost = portForWallTile(tile, size)) {
                const EdgeRect door = doorRect(newPortPose(module, *ghost), kMinPassageWidth);
                canvas.fill(draw, door, withAlpha(portColour(ghost->dir), 70));
                canvas.outline(draw, door, withAlpha(portColour(ghost->dir), 160), 1.0f);
            }
            draw.AddRect(canvas.point(tile), canvas.point(tile + Vec2i{1, 1}),
                         palette().hoverOutline, 0.0f, ImDrawFlags_None, 1.5f);
        }
    }

    for (std::size_t i = 0; i < module.ports.size(); ++i) {
        const PortSpec& port = module.ports[i];
        const ImU32 colour = portIssues[i].empty() ? portColour(port.pose.dir) : errorColour();
        drawPortArrow(draw, canvas, port.pose, colour, std::to_string(i).c_str());
        portCentres_.push_back(canvas.centrePoint(port.pose.centre));
        if (selectedPort_ == i || hoveredPort == i) {
            const bool selected = selectedPort_ == i;
            canvas.outline(
                draw, doorRect(port.pose, widestListedWidth(port)),
                selected ? palette().hoverOutline : withAlpha(palette().hoverOutline, 150),
                selected ? 2.5f : 1.5f);
        }
    }

    // No tooltip while dragging: the port itself shows where it goes.
    if (!hovered || drag_ || (!hoveredPort && !hoveredTile_)) {
        return;
    }
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
    if (hoveredPort) {
        const PortSpec& port = module.ports[*hoveredPort];
        ImGui::Text("Port %zu faces %s at %s, widths %s", *hoveredPort,
                    std::string(toString(port.pose.dir)).c_str(),
                    describeCentre(port.pose.centre).c_str(), describeWidths(port.widths).c_str());
        for (const Problem* problem : portIssues[*hoveredPort]) {
            ImGui::TextColored(severityColour(problem->severity), "%s", problem->message.c_str());
        }
        ImGui::TextColored(palette().dimText, "Click to select; drag along the wall to move.");
    } else if (hoveredTile_) {
        const Vec2i tile = *hoveredTile_;
        if (const std::optional<Dir> wall = wallOfTile(tile, size)) {
            ImGui::Text("(%d, %d) %s wall", tile.x, tile.y, std::string(wallName(*wall)).c_str());
            ImGui::TextColored(palette().dimText, "Click to add a port facing %s here.",
                               std::string(toString(*wall)).c_str());
        } else if (isCornerTile(tile, size)) {
            ImGui::Text("(%d, %d) corner: doors stay off corners", tile.x, tile.y);
        } else {
            ImGui::Text("(%d, %d) floor", tile.x, tile.y);
        }
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

// --- The side column ---------------------------------------------------------------

void ModuleEditorPanel::drawSideColumn(EditorState& state, const ModuleTemplate& module) {
    ImGui::Checkbox("Snap ports to valid places", &snapToMacro_);
    recordControl(Control::SnapToMacro);
    tooltip(
        "When on, ports you add or drag land on the nearest valid place: on their wall, off "
        "the corners and the other doors, and on the macrogrid lines through port 0.");
    drawPortProperties(state, module);
    if (const ModuleTemplate* current = state.selectedTemplate()) {
        drawProblems(state, *current);
    }
    if (const ModuleTemplate* current = state.selectedTemplate()) {
        drawRotationPreview(*current, brokenPorts(state, state.selectedModule().value_or(0),
                                                  current->ports.size()));
    }
}

void ModuleEditorPanel::drawPortProperties(EditorState& state, const ModuleTemplate& module) {
    if (!selectedPort_ || *selectedPort_ >= module.ports.size()) {
        heading("Port");
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText,
                           "No port selected: click a port to select it, or a wall tile to add "
                           "one (%zu ports).",
                           module.ports.size());
        ImGui::PopTextWrapPos();
        return;
    }
    const std::size_t index = *selectedPort_;
    const PortSpec& port = module.ports[index];
    heading(("Port " + std::to_string(index)).c_str());
    ImGui::Text("Faces %s (%s wall)", std::string(toString(port.pose.dir)).c_str(),
                std::string(wallName(port.pose.dir)).c_str());
    tooltip(
        "A port faces out of the wall it is on; add a port on another wall to face another way.");
    ImGui::Text("Centre %s", describeCentre(port.pose.centre).c_str());
    if (hasPortShape(port.pose)) {
        ImGui::SameLine();
        const Vec2i anchor = port.anchor();
        ImGui::TextColored(palette().dimText, "anchor (%d, %d)", anchor.x, anchor.y);
        tooltip(
            "The midpoint of the doorway's outer edge; aligned ports have anchors on the "
            "macrogrid lines through port 0's.");
    }

    inlineLabel("Widths");
    const Rect wall = wallInterior(port.pose.dir, module.size);
    for (std::size_t w = 0; w < kWidthChoices.size(); ++w) {
        const int width = kWidthChoices[w];
        bool allowed = port.allowsWidth(width);
        const bool last = allowed && passageWidths(port).size() == 1;
        const bool fits = hasPortShape(port.pose) && wall.contains(doorTiles(port.pose, width));
        if (w > 0) {
            ImGui::SameLine();
        }
        ImGui::BeginDisabled(last);
        if (!fits) {
            ImGui::PushStyleColor(ImGuiCol_Text, palette().errorText);
        }
        const std::string label = std::to_string(width) + "##width" + std::to_string(width);
        const bool toggled = ImGui::Checkbox(label.c_str(), &allowed);
        if (!fits) {
            ImGui::PopStyleColor();
        }
        ImGui::EndDisabled();
        recordControl(kWidthControls[w]);
        const std::string help =
            last   ? "A port needs at least one width; allow another before clearing this one."
            : fits ? "Allow passages " + std::to_string(width) + " tiles wide through this door."
                   : "At width " + std::to_string(width) +
                         " this door would reach past the wall's corners; move the port towards "
                         "the middle or leave this width out.";
        tooltip(help.c_str());
        if (toggled) {
            edit(state, "set widths of " + portName(index, module),
                 [index, width, allowed](ModuleTemplate& m) {
                     std::vector<int>& widths = m.ports[index].widths;
                     std::erase(widths, width);
                     if (allowed) {
                         widths.push_back(width);
                     }
                     std::sort(widths.begin(), widths.end());
                 });
        }
    }

    if (ImGui::Button("Delete port")) {
        if (const ModuleTemplate* current = state.selectedTemplate()) {
            deletePort(state, *current, index);
        }
    }
    recordControl(Control::DeletePort);
    tooltip("Remove this port from the module (Delete). Ports after it move up one index.");
}

void ModuleEditorPanel::drawProblems(EditorState& state, const ModuleTemplate& module) {
    const std::size_t moduleIndex = state.selectedModule().value_or(0);
    const std::vector<const Problem*> problems = moduleProblems(state, moduleIndex);
    heading(problems.empty() ? "Problems"
                             : ("Problems (" + std::to_string(problems.size()) + ")").c_str());
    if (problems.empty()) {
        ImGui::TextColored(palette().okText, "None: the module keeps every rule.");
        return;
    }
    std::vector<bool> offered(module.ports.size(), false);
    std::optional<std::size_t> fixRequest;
    ImGui::PushTextWrapPos(0.0f);
    for (const Problem* problem : problems) {
        const std::optional<std::size_t> port = problemPort(problem->pointer, moduleIndex);
        const std::string subject = port ? "Port " + std::to_string(*port) : std::string("Module");
        ImGui::TextColored(severityColour(problem->severity), "%s: %s", subject.c_str(),
                           problem->message.c_str());
        if (!port || *port >= module.ports.size() || offered[*port]) {
            continue;
        }
        offered[*port] = true;
        if (isPortPlacementValid(module, *port, macro_)) {
            continue;  // a width or another rule the snap does not touch
        }
        const std::optional<PortPose> fixed = nearestValidPose(module, *port, macro_);
        ImGui::PushID(static_cast<int>(*port));
        ImGui::BeginDisabled(!fixed);
        if (ImGui::SmallButton(
                ("Snap port " + std::to_string(*port) + " to a valid place").c_str())) {
            fixRequest = *port;
        }
        ImGui::EndDisabled();
        ImGui::PopID();
        if (fixed) {
            fixButtons_.push_back({*port, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
        }
        const std::string help =
            fixed ? "Move port " + std::to_string(*port) + " to " + describeCentre(fixed->centre) +
                        ", the nearest place on its wall that keeps every placement rule."
                  : "No place on the " + std::string(wallName(module.ports[*port].pose.dir)) +
                        " wall keeps every rule for this port: change the module's size, "
                        "narrow the port's widths or move it to another wall.";
        tooltip(help.c_str());
    }
    ImGui::PopTextWrapPos();
    if (fixRequest) {
        fixPort(state, module, *fixRequest);
    }
}

void ModuleEditorPanel::drawRotationPreview(const ModuleTemplate& module,
                                            const std::vector<bool>& broken) {
    heading("Rotation preview (degrees clockwise)");
    for (std::size_t r = 0; r < kAllRotations.size(); ++r) {
        const Rotation rotation = kAllRotations[r];
        if (r > 0) {
            ImGui::SameLine();
        }
        if (ImGui::RadioButton(std::to_string(rotation.degrees()).c_str(),
                               previewRotation_ == rotation)) {
            previewRotation_ = rotation;
        }
        recordControl(kRotationControls[r]);
        const std::string help =
            "Show the module turned " + std::to_string(rotation.degrees()) +
            " degrees clockwise, as the generator may place it" +
            (module.allowsRotation(rotation) ? "." : "; this module's rotations leave it out.");
        tooltip(help.c_str());
    }
    if (!isDrawableModuleSize(module.size)) {
        return;
    }
    const ModuleTemplate rotated = rotatedModule(module, previewRotation_);
    ImGui::TextColored(palette().dimText, "%d x %d tiles", rotated.size.w, rotated.size.h);
    if (!module.allowsRotation(previewRotation_)) {
        ImGui::SameLine();
        ImGui::TextColored(palette().warningText, "(not among its rotations)");
    }

    const float width = ImGui::GetContentRegionAvail().x;
    // What is left of the column, but never so little the module is a speck.
    const float height =
        std::max(ImGui::GetContentRegionAvail().y, std::min(width * 0.75f, 150.0f));
    if (width < 16.0f || height < 16.0f) {
        return;
    }
    const ScreenRect area{ImGui::GetCursorScreenPos(), {width, height}};
    ImGui::Dummy(area.size);
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    draw.PushClipRect(area.min, area.max(), true);
    draw.AddRectFilled(area.min, area.max(), palette().canvasBackground);
    const TileCanvas canvas =
        fitTileCanvas(area, rotated.size, portMargin(area, rotated.size), 24.0f);
    drawModuleTiles(draw, canvas, rotated.size);
    // Ports in their rotated direction's colour, or red as on the grid.
    const auto colourOf = [&](std::size_t i) {
        return i < broken.size() && broken[i] ? errorColour()
                                              : portColour(rotated.ports[i].pose.dir);
    };
    for (std::size_t i = 0; i < rotated.ports.size(); ++i) {
        drawPortDoors(draw, canvas, rotated.ports[i], colourOf(i));
    }
    drawTileGrid(draw, canvas, rotated.size);
    if (!rotated.ports.empty() && hasPortShape(rotated.ports.front().pose)) {
        drawMacroLines(draw, canvas, rotated.size, rotated.ports.front().anchor(), macro_, 0.5f);
    }
    draw.AddRect(canvas.point({0, 0}), canvas.point({rotated.size.w, rotated.size.h}),
                 palette().outline);
    for (std::size_t i = 0; i < rotated.ports.size(); ++i) {
        drawPortArrow(draw, canvas, rotated.ports[i].pose, colourOf(i), std::to_string(i).c_str());
    }
    draw.PopClipRect();
}

}  // namespace easylink::ui

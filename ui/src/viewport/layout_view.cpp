#include "viewport/layout_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include <glad/gl.h>
#include <imgui_internal.h>  // ImGuiButtonFlags_AllowItemOverlap

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/tiles/tile_kind.hpp"
#include "shell/shortcuts.hpp"
#include "viewport/imgui_vec.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

// Overlay colours: light marks for what is open or used, red for what is
// free, cyan for what the current step touched, pale red for rejected
// candidates, white for the selection and the hovered tile, amber for the
// node of the resolution in focus.
constexpr ImU32 kUsedDoorMark = IM_COL32(238, 242, 246, 235);
constexpr ImU32 kFreeDoorMark = IM_COL32(236, 40, 40, 255);  // kFreePortColour

/// A socket's colour on its ports' marks (docs/design.md section 11): a hue
/// of its name's hash, bright, the same in every run; `alpha` 0 to 255.
ImU32 socketColour(const std::string& socket, int alpha) {
    std::uint32_t hash = 2166136261u;  // FNV-1a
    for (const char c : socket) {
        hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
    }
    float r = 0.0f;
    float g = 0.0f;
    float b = 0.0f;
    ImGui::ColorConvertHSVtoRGB(static_cast<float>(hash % 360u) / 360.0f, 0.75f, 1.0f, r, g, b);
    return IM_COL32(static_cast<int>(r * 255.0f), static_cast<int>(g * 255.0f),
                    static_cast<int>(b * 255.0f), alpha);
}
constexpr ImU32 kFreeDoorText = IM_COL32(255, 150, 146, 255);
constexpr ImU32 kRoomNameText = IM_COL32(250, 250, 252, 255);
constexpr ImU32 kTextShadow = IM_COL32(0, 0, 0, 200);
constexpr ImU32 kLabelBackground = IM_COL32(16, 17, 20, 200);
constexpr ImU32 kDirectLinkLine = IM_COL32(255, 255, 255, 210);
constexpr ImU32 kCorridorLinkLine = IM_COL32(255, 214, 110, 210);
constexpr ImU32 kGraphNode = IM_COL32(255, 255, 255, 235);
constexpr ImU32 kHighlightFill = IM_COL32(70, 220, 255, 48);
constexpr ImU32 kHighlightLine = IM_COL32(70, 220, 255, 255);
constexpr ImU32 kGhostFill = IM_COL32(255, 96, 96, 34);
constexpr ImU32 kGhostLine = IM_COL32(255, 128, 128, 220);
constexpr ImU32 kGhostText = IM_COL32(255, 190, 186, 255);
constexpr ImU32 kSelectionLine = IM_COL32(255, 255, 255, 255);
constexpr ImU32 kFocusFill = IM_COL32(255, 190, 60, 56);
constexpr ImU32 kFocusLine = IM_COL32(255, 190, 60, 255);
constexpr ImU32 kHoverLine = IM_COL32(255, 255, 255, 160);
constexpr ImU32 kMapBorder = IM_COL32(88, 94, 110, 255);
constexpr ImU32 kNoMapBackground = IM_COL32(13, 14, 18, 255);
constexpr ImU32 kErrorText = IM_COL32(242, 107, 102, 255);

/// For ImDrawList::AddCallback(): the draws after it go without blending,
/// until ImDrawCallback_ResetRenderState puts ImGui's state back.
void drawWithoutBlending(const ImDrawList* /*list*/, const ImDrawCmd* /*command*/) {
    glDisable(GL_BLEND);
}

/// Whole pixels: lines and text on half pixels look blurred.
ImVec2 snapped(Vec2f point) {
    return {std::round(point.x), std::round(point.y)};
}

/// "2/4/6".
std::string joinWidths(const std::vector<int>& widths) {
    std::string text;
    for (const int width : widths) {
        text += (text.empty() ? "" : "/") + std::to_string(width);
    }
    return text;
}

/// Text with a one-pixel shadow, readable over any tile colour.
void shadowedText(ImDrawList& draw, ImVec2 at, ImU32 colour, const char* text) {
    draw.AddText({at.x + 1.0f, at.y + 1.0f}, kTextShadow, text);
    draw.AddText(at, colour, text);
}

/// The template's name for a placed room, or "?" for an index the catalogue
/// does not have.
std::string templateName(const Layout& layout, const PlacedRoom& room) {
    const auto& modules = layout.catalogue().modules;
    if (room.templateIndex < 0 || room.templateIndex >= static_cast<int>(modules.size())) {
        return "?";
    }
    return modules[static_cast<std::size_t>(room.templateIndex)].name;
}

/// The name of the module phase 2 filled the room with, or of its template
/// when the tiles on show are phase 1's: what the map shows is named.
std::string shownModuleName(const Layout& layout, const MapTiles& tiles, const PlacedRoom& room) {
    const auto& modules = layout.catalogue().modules;
    const int module = tiles.moduleOf(room.id);
    if (module < 0 || module >= static_cast<int>(modules.size())) {
        return templateName(layout, room);
    }
    return modules[static_cast<std::size_t>(module)].name;
}

/// The widths the room's template allows at a port, or none for a template
/// the catalogue does not have.
std::vector<int> allowedWidths(const Layout& layout, const PlacedRoom& room, int port) {
    const auto& modules = layout.catalogue().modules;
    if (room.templateIndex < 0 || room.templateIndex >= static_cast<int>(modules.size())) {
        return {};
    }
    const ModuleTemplate& module = modules[static_cast<std::size_t>(room.templateIndex)];
    if (port < 0 || port >= static_cast<int>(module.ports.size())) {
        return {};
    }
    return module.ports[static_cast<std::size_t>(port)].widths;
}

/// "room 3 port 1" / "corridor 4" for where a port leads.
std::string describeLink(const PlacedPort& port) {
    switch (port.link.kind) {
        case PortLink::Kind::None: return "free";
        case PortLink::Kind::Room:
            return "linked to room " + std::to_string(port.link.id) + " port " +
                   std::to_string(port.link.port) + " at width " + std::to_string(port.width);
        case PortLink::Kind::Corridor:
            return "into corridor " + std::to_string(port.link.id) + " at width " +
                   std::to_string(port.width);
    }
    return "";
}

Rect grown(const Rect& rect, int by) {
    return {rect.x - by, rect.y - by, rect.w + 2 * by, rect.h + 2 * by};
}

}  // namespace

// --- Frame ------------------------------------------------------------------

// The order matters: the input moves the view before the map is drawn, so a
// drag or a wheel notch shows in the same frame; the map goes under every
// overlay; the tooltip comes last, since it opens a window of its own.
void LayoutView::draw(const Layout& layout, std::uint64_t revision, const LayoutOverlays& overlays,
                      ImVec2 size, const MapTiles* tiles) {
    refresh(layout, revision, tiles == nullptr);
    tiles_ = tiles != nullptr ? tiles : &ownTiles_;

    const ImVec2 available = ImGui::GetContentRegionAvail();
    size.x = std::max(std::floor(size.x > 0.0f ? size.x : available.x), 1.0f);
    size.y = std::max(std::floor(size.y > 0.0f ? size.y : available.y), 1.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    view_.setViewport(toVec(origin), toVec(size));
    view_.setMapSize({layout.width(), layout.height()});
    // A view left framed stays framed when the panel changes size (F11, a
    // splitter, the window); one panned or zoomed since keeps its place.
    const bool resized = drawnOnce_ && !(toVec(size) == shownSize_);
    if (fitPending_ || (resized && stillFitted())) {
        fitView();
        fitPending_ = false;
    }
    shownSize_ = toVec(size);
    drawnOnce_ = true;

    // Items a host draws over the view afterwards (the viewport's region
    // toggles) take the mouse first.
    ImGui::InvisibleButton("##layout_view", size,
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle |
                               ImGuiButtonFlags_MouseButtonRight |
                               ImGuiButtonFlags_AllowItemOverlap);
    ImGui::SetItemAllowOverlap();
    handleInput(layout);

    ImDrawList& draw = *ImGui::GetWindowDrawList();
    const ImVec2 corner(origin.x + size.x, origin.y + size.y);
    draw.PushClipRect(origin, corner, true);
    drawMap(layout, revision, draw);
    if (overlays.overMap) {
        overlays.overMap(draw);
    }
    const Rect visible = grown(view_.visibleTiles(), 1);
    if (options_.showPorts && view_.zoom() >= kPortMarksFrom) {
        drawPorts(layout, draw, visible);
    }
    if (options_.showRoomNames && view_.zoom() >= kRoomNamesFrom) {
        drawRoomNames(layout, draw, visible);
    }
    if (options_.showRoomGraph) {
        drawRoomGraph(draw, visible);
    }
    locks_.refresh(layout, revision);
    locks_.draw(layout, view_, draw, options_.showPlayerPath);
    drawOutlines(layout, overlays, draw);
    draw.PopClipRect();

    if (hovered_ && !dragging_) {
        drawTooltip(layout, overlays);
    }
}

void LayoutView::fit() {
    if (drawnOnce_) {
        fitView();
    } else {
        fitPending_ = true;
    }
}

void LayoutView::fitView() {
    view_.fit();
    fittedAt_ = {view_.centre(), view_.zoom()};
}

bool LayoutView::stillFitted() const {
    return fittedAt_ && fittedAt_->first == view_.centre() && fittedAt_->second == view_.zoom();
}

// Everything derived from the layout is recomputed here, once per revision:
// the id lists (Layout hands out fresh vectors), the component numbers the
// renderer and the tooltip share, the room graph's edges (each direct link
// once, from the room with the lower id; each corridor between its ends'
// rooms), and phase 1's tiles when the caller gives none. A new map size also
// asks for the map to be framed again.
void LayoutView::refresh(const Layout& layout, std::uint64_t revision, bool ownTiles) {
    const Size2i mapSize{layout.width(), layout.height()};
    if (ownTiles && ownTilesFor_ != std::pair{&layout, revision}) {
        ownTiles_ = slotTiles(layout);
        ownTilesFor_ = std::pair{&layout, revision};
    }
    if (derived_ && derived_->layout == &layout && derived_->revision == revision &&
        derived_->mapSize == mapSize) {
        return;
    }
    if (!derived_ || derived_->mapSize != mapSize) {
        fitPending_ = true;  // draw() fits once the viewport and map size are set
    }
    Derived next;
    next.layout = &layout;
    next.revision = revision;
    next.mapSize = mapSize;
    next.rooms = layout.roomIds();
    next.corridors = layout.corridorIds();
    next.components = numberComponents(layout);
    for (const RoomId id : next.rooms) {
        const PlacedRoom& room = *layout.room(id);
        for (const PlacedPort& port : room.ports) {
            if (port.link.kind != PortLink::Kind::Room || port.link.id < id) {
                continue;
            }
            if (const PlacedRoom* other = layout.room(port.link.id)) {
                next.graph.push_back({centreOf(room.rect()), centreOf(other->rect()), false});
            }
        }
    }
    for (const CorridorId id : next.corridors) {
        const Corridor& corridor = *layout.corridor(id);
        const PlacedRoom* a = layout.room(corridor.ends[0].room);
        const PlacedRoom* b = layout.room(corridor.ends[1].room);
        if (a != nullptr && b != nullptr) {
            next.graph.push_back({centreOf(a->rect()), centreOf(b->rect()), true});
        }
    }
    derived_ = std::move(next);
    // A selection whose object is gone would outline nothing and confuse the tooltip.
    if (selection_ && !rectOf(layout, *selection_)) {
        selection_.reset();
    }
}

// --- Input ------------------------------------------------------------------

// Any button pressed over the view grabs the map point under the mouse; once
// the mouse has moved past ImGui's drag threshold, the view is moved every
// frame so that the grabbed point stays under the mouse (no jump when the
// threshold is crossed, and zooming mid-drag keeps the grip). A left button
// released before that is a click.
void LayoutView::handleInput(const Layout& layout) {
    const ImGuiIO& io = ImGui::GetIO();
    const bool mouseValid = ImGui::IsMousePosValid(&io.MousePos);
    const Vec2f mouse = toVec(io.MousePos);
    pointer_ = {};
    pointer_.map = view_.screenToMap(mouse);

    if (ImGui::IsItemActivated()) {
        grabbed_ = view_.screenToMap(mouse);
        dragging_ = false;
        leftGrab_ = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
        pointer_.leftPressed = leftGrab_;
    }
    // A left drag the host handles moves nothing here.
    const bool hostDrag = leftGrab_ && !options_.leftButtonNavigates;
    if (ImGui::IsItemActive()) {
        for (const ImGuiMouseButton button :
             {ImGuiMouseButton_Left, ImGuiMouseButton_Middle, ImGuiMouseButton_Right}) {
            dragging_ = dragging_ || ImGui::IsMouseDragging(button);
        }
        if (dragging_ && mouseValid && !hostDrag) {
            view_.placeMapPointAt(grabbed_, mouse);
        }
        pointer_.leftHeld = leftGrab_;
    }
    pointer_.dragged = leftGrab_ && dragging_;
    if (ImGui::IsItemDeactivated()) {
        pointer_.leftReleased = leftGrab_;
        if (!dragging_ && mouseValid && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
            options_.leftButtonNavigates) {
            TileOwner owner = hitTest(layout, view_, mouse).owner;
            if (owner.kind == TileOwner::Kind::OutsideMap) {
                owner = {};
            }
            click_ = owner;
            selection_ = owner.isEmpty() ? std::nullopt : std::optional<TileOwner>(owner);
        }
        dragging_ = false;
        leftGrab_ = false;
    }

    const bool hovered = ImGui::IsItemHovered() && mouseValid;
    if (hovered && io.MouseWheel != 0.0f) {
        view_.zoomAt(mouse, std::pow(kWheelZoomStep, io.MouseWheel));
    }
    if (hovered && shortcutPressed(Shortcut::FitView)) {
        fitView();
    }
    hovered_.reset();
    if (hovered) {
        hovered_ = hitTest(layout, view_, mouse);
    }
    pointer_.hovered = hovered;
}

// --- Drawing ----------------------------------------------------------------

// The picture is rendered at the framebuffer's resolution (more pixels than
// ImGui's units on high-density displays) and shown over the view's box. GL
// rows run bottom-up, hence the flipped texture coordinates.
void LayoutView::drawMap(const Layout& layout, std::uint64_t revision, ImDrawList& draw) {
    const ScreenBox box = view_.viewport();
    renderError_.clear();
    gl::Handle picture = 0;
    if (gl::glIsLoaded()) {
        const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
        const Vec2f size = box.size();
        GridView grid;
        grid.width = static_cast<int>(std::lround(size.x * scale.x));
        grid.height = static_cast<int>(std::lround(size.y * scale.y));
        grid.centre = view_.centre();
        grid.zoom = view_.zoom() * scale.x;

        GridStyle style;
        style.colouring = options_.colouring;
        style.tileLines = options_.showTileLines;
        style.macroLines = options_.showMacroGrid;
        style.freeDoorTiles = !options_.showPorts || view_.zoom() < kPortMarksFrom;
        if (options_.focusComponent >= 0) {
            style.focusComponent = options_.focusComponent;
        } else if (options_.focusSelection && selection_) {
            style.focusComponent = derived_->components.of(*selection_);
        }
        picture = renderer_->render(layout, derived_->components, *tiles_, revision, grid, style);
        if (picture == 0) {
            renderError_ = renderer_->error();
        }
    }
    if (picture != 0) {
        // The picture is opaque, so it is drawn without blending: under a
        // software rasterizer each of its pixels then costs a write instead
        // of a read, a blend and a write.
        draw.AddCallback(drawWithoutBlending, nullptr);
        draw.AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(picture)),
                      toImVec(box.min), toImVec(box.max), {0.0f, 1.0f}, {1.0f, 0.0f});
        draw.AddCallback(ImDrawCallback_ResetRenderState, nullptr);
    } else {
        draw.AddRectFilled(toImVec(box.min), toImVec(box.max), kNoMapBackground);
        if (!renderError_.empty()) {
            const ImVec2 at(box.min.x + 8.0f, box.min.y + 8.0f);
            draw.AddText(nullptr, 0.0f, at, kErrorText, renderError_.c_str(), nullptr,
                         box.size().x - 16.0f);
        }
    }
    const ScreenBox map = view_.tilesToScreen(layout.bounds());
    draw.AddRect(snapped(map.min), snapped(map.max), kMapBorder);
}

// A used doorway gets a light bar along its outer edge, as wide as the
// passage that goes through it; a free one gets a red square inside each of
// its width-2 door tiles (as in the PNG export), and, zoomed in far enough,
// its allowed widths written just outside the wall.
void LayoutView::drawPorts(const Layout& layout, ImDrawList& draw, const Rect& visible) const {
    const float zoom = view_.zoom();
    const float barThickness = std::clamp(zoom * 0.22f, 2.0f, 5.0f);
    const float inset = zoom * 0.25f;
    for (const RoomId id : derived_->rooms) {
        const PlacedRoom& room = *layout.room(id);
        // Phase 2 drew a resolved room's doorways itself; marks would hide them.
        if (!room.rect().intersects(visible) || tiles_->isResolved(id)) {
            continue;
        }
        const ModuleTemplate& module = layout.catalogue().modules[room.templateIndex];
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            const PlacedPort& port = room.ports[i];
            const Vec2f anchor = cornerOf(port.anchor);
            // A socketed doorway is marked in its socket's colour, used or free.
            const std::string& socket = module.ports[i].socket;
            if (!port.link.isFree()) {
                const float half = static_cast<float>(port.width) * 0.5f;
                const Vec2f along = isHorizontal(port.dir) ? Vec2f{0.0f, half} : Vec2f{half, 0.0f};
                draw.AddLine(snapped(view_.mapToScreen(anchor - along)),
                             snapped(view_.mapToScreen(anchor + along)),
                             socket.empty() ? kUsedDoorMark : socketColour(socket, 255),
                             barThickness);
                continue;
            }
            const Rect door = markedDoorTiles(port);
            for (int y = door.top(); y < door.bottom(); ++y) {
                for (int x = door.left(); x < door.right(); ++x) {
                    const Vec2f corner = view_.mapToScreen(cornerOf({x, y}));
                    draw.AddRectFilled(snapped(corner + Vec2f{inset, inset}),
                                       snapped(corner + Vec2f{zoom - inset, zoom - inset}),
                                       socket.empty() ? kFreeDoorMark : socketColour(socket, 255));
                }
            }
            if (zoom < kPortWidthsFrom) {
                continue;
            }
            const std::string widths =
                joinWidths(allowedWidths(layout, room, static_cast<int>(i))) +
                (socket.empty() ? std::string() : " " + socket);
            const ImVec2 textSize = ImGui::CalcTextSize(widths.c_str());
            const Vec2i step = delta(port.dir);
            const float gap = 4.0f + (step.x != 0 ? textSize.x : textSize.y) * 0.5f;
            const Vec2f centre =
                view_.mapToScreen(anchor) +
                Vec2f{static_cast<float>(step.x), static_cast<float>(step.y)} * gap;
            shadowedText(draw, snapped(centre - Vec2f{textSize.x, textSize.y} * 0.5f),
                         kFreeDoorText, widths.c_str());
        }
    }
}

// A room's template name, centred on the room, when the whole name fits
// inside the room's walls; small junction rooms stay unlabelled rather than
// being covered by text.
void LayoutView::drawRoomNames(const Layout& layout, ImDrawList& draw, const Rect& visible) const {
    const float zoom = view_.zoom();
    for (const RoomId id : derived_->rooms) {
        const PlacedRoom& room = *layout.room(id);
        if (!room.rect().intersects(visible)) {
            continue;
        }
        const std::string name = shownModuleName(layout, *tiles_, room);
        const ImVec2 textSize = ImGui::CalcTextSize(name.c_str());
        const float innerWidth = static_cast<float>(room.size.w - 2) * zoom - 4.0f;
        const float innerHeight = static_cast<float>(room.size.h - 2) * zoom - 2.0f;
        if (textSize.x > innerWidth || textSize.y > innerHeight) {
            continue;
        }
        const Vec2f centre = view_.mapToScreen(centreOf(room.rect()));
        shadowedText(draw, snapped(centre - Vec2f{textSize.x, textSize.y} * 0.5f), kRoomNameText,
                     name.c_str());
    }
}

// Lines between the centres of linked rooms, white for direct links and
// amber for links through a corridor, with a dot on every linked room.
void LayoutView::drawRoomGraph(ImDrawList& draw, const Rect& visible) const {
    const float thickness = std::clamp(view_.zoom() * 0.15f, 1.0f, 2.5f);
    const float dot = std::clamp(view_.zoom() * 0.35f, 1.5f, 4.0f);
    const Rect area = grown(visible, 1);
    for (const Derived::GraphEdge& edge : derived_->graph) {
        const int left = static_cast<int>(std::floor(std::min(edge.from.x, edge.to.x)));
        const int top = static_cast<int>(std::floor(std::min(edge.from.y, edge.to.y)));
        const int right = static_cast<int>(std::ceil(std::max(edge.from.x, edge.to.x)));
        const int bottom = static_cast<int>(std::ceil(std::max(edge.from.y, edge.to.y)));
        if (!Rect{left, top, right - left + 1, bottom - top + 1}.intersects(area)) {
            continue;
        }
        const ImVec2 from = toImVec(view_.mapToScreen(edge.from));
        const ImVec2 to = toImVec(view_.mapToScreen(edge.to));
        draw.AddLine(from, to, edge.throughCorridor ? kCorridorLinkLine : kDirectLinkLine,
                     thickness);
        draw.AddCircleFilled(from, dot, kGraphNode);
        draw.AddCircleFilled(to, dot, kGraphNode);
    }
}

// Rejected candidates are pale red boxes with their reason written inside
// when the whole text fits in the box (the tooltip has them all: several
// overlapping reasons would be unreadable); what a reason names of the
// layout (a blocker, the rooms of a refused loop) is outlined in the same
// red without the fill;
// touched objects are cyan; the selection is white; the focused node of the
// resolution, amber, lies over the selection (it is usually inside it); and
// the hovered tile gets a thin frame once tiles are big enough to aim at.
void LayoutView::drawOutlines(const Layout& layout, const LayoutOverlays& overlays,
                              ImDrawList& draw) const {
    for (const GhostOutline& ghost : overlays.ghosts) {
        const ScreenBox box = view_.tilesToScreen(ghost.rect);
        draw.AddRectFilled(snapped(box.min), snapped(box.max), kGhostFill);
        draw.AddRect(snapped(box.min), snapped(box.max), kGhostLine, 0.0f, ImDrawFlags_None, 1.5f);
        if (ghost.label.empty() || box.size().x < 24.0f || box.size().y < 12.0f) {
            continue;
        }
        const ImVec2 at = snapped(box.min + Vec2f{3.0f, 3.0f});
        const float wrap = std::max(box.size().x - 6.0f, 20.0f);
        const ImVec2 textSize = ImGui::CalcTextSize(ghost.label.c_str(), nullptr, false, wrap);
        if (textSize.y + 6.0f > box.size().y) {
            continue;
        }
        draw.AddRectFilled({at.x - 2.0f, at.y - 1.0f},
                           {at.x + textSize.x + 2.0f, at.y + textSize.y}, kLabelBackground);
        draw.AddText(nullptr, 0.0f, at, kGhostText, ghost.label.c_str(), nullptr, wrap);
    }
    for (const GhostOutline& named : overlays.named) {
        const ScreenBox box = view_.tilesToScreen(named.rect);
        draw.AddRect(snapped(box.min - Vec2f{1.0f, 1.0f}), snapped(box.max + Vec2f{1.0f, 1.0f}),
                     kGhostLine, 0.0f, ImDrawFlags_None, 2.5f);
    }
    for (const TileOwner& owner : overlays.highlighted) {
        if (const std::optional<Rect> rect = rectOf(layout, owner)) {
            const ScreenBox box = view_.tilesToScreen(*rect);
            draw.AddRectFilled(snapped(box.min), snapped(box.max), kHighlightFill);
            draw.AddRect(snapped(box.min), snapped(box.max), kHighlightLine, 0.0f, ImDrawFlags_None,
                         2.0f);
        }
    }
    if (selection_) {
        if (const std::optional<Rect> rect = rectOf(layout, *selection_)) {
            const ScreenBox box = view_.tilesToScreen(*rect);
            draw.AddRect(snapped(box.min - Vec2f{1.0f, 1.0f}), snapped(box.max + Vec2f{1.0f, 1.0f}),
                         kSelectionLine, 0.0f, ImDrawFlags_None, 2.5f);
        }
    }
    if (overlays.focused) {
        const ScreenBox box = view_.tilesToScreen(overlays.focused->rect);
        draw.AddRectFilled(snapped(box.min), snapped(box.max), kFocusFill);
        draw.AddRect(snapped(box.min), snapped(box.max), kFocusLine, 0.0f, ImDrawFlags_None, 2.5f);
    }
    if (hovered_ && view_.zoom() >= 6.0f && layout.bounds().contains(hovered_->tile)) {
        const ScreenBox box = view_.tilesToScreen({hovered_->tile.x, hovered_->tile.y, 1, 1});
        draw.AddRect(snapped(box.min), snapped(box.max), kHoverLine);
    }
}

// The tile, its owner with what a designer asks about it (template and kind,
// or the corridor's size and ends), the port under the mouse with its widths
// and link, and the reasons of the rejected candidates covering the tile.
void LayoutView::drawTooltip(const Layout& layout, const LayoutOverlays& overlays) const {
    const LayoutHit& hit = *hovered_;
    if (hit.owner.kind == TileOwner::Kind::OutsideMap) {
        return;
    }
    hoveredTooltip([&] {
        const std::string kind(tileName(tiles_->raster.at(hit.tile)));
        ImGui::Text("Tile (%d, %d): %s", hit.tile.x, hit.tile.y, kind.c_str());
        const int component = derived_->components.of(hit.owner);
        if (hit.owner.kind == TileOwner::Kind::Room) {
            const PlacedRoom& room = *layout.room(hit.owner.id);
            ImGui::Text("Room %d: %s (%s), component %d", room.id,
                        templateName(layout, room).c_str(),
                        std::string(toString(room.kind)).c_str(), component);
            if (const std::string shown = shownModuleName(layout, *tiles_, room);
                tiles_->isResolved(room.id)) {
                ImGui::TextDisabled("drawn by phase 2 as %s", shown.c_str());
            }
            ImGui::TextDisabled("at (%d, %d), %d x %d, rotated %d", room.position.x,
                                room.position.y, room.size.w, room.size.h, room.rotation.degrees());
        } else if (hit.owner.kind == TileOwner::Kind::Corridor) {
            const Corridor& corridor = *layout.corridor(hit.owner.id);
            ImGui::Text("Corridor %d: width %d, length %d, component %d", corridor.id,
                        corridor.width, corridor.length(), component);
            ImGui::TextDisabled("from room %d port %d to room %d port %d", corridor.ends[0].room,
                                corridor.ends[0].port, corridor.ends[1].room,
                                corridor.ends[1].port);
        } else {
            ImGui::TextDisabled("Empty");
        }
        if (hit.port) {
            const PlacedRoom& room = *layout.room(hit.port->room);
            const PlacedPort& port = room.ports[static_cast<std::size_t>(hit.port->port)];
            ImGui::Text("Port %d (%s), widths %s: %s", hit.port->port,
                        std::string(toString(port.dir)).c_str(),
                        joinWidths(allowedWidths(layout, room, hit.port->port)).c_str(),
                        describeLink(port).c_str());
        }
        for (const GhostOutline& ghost : overlays.ghosts) {
            if (ghost.rect.contains(hit.tile) && !ghost.label.empty()) {
                ImGui::TextColored(ImColor(kGhostText), "Rejected: %s", ghost.label.c_str());
            }
        }
        for (const GhostOutline& named : overlays.named) {
            if (named.rect.contains(hit.tile) && !named.label.empty()) {
                ImGui::TextColored(ImColor(kGhostText), "Named by a rejection: %s",
                                   named.label.c_str());
            }
        }
        if (overlays.focused && overlays.focused->rect.contains(hit.tile) &&
            !overlays.focused->label.empty()) {
            ImGui::TextColored(ImColor(kFocusLine), "%s", overlays.focused->label.c_str());
        }
        for (const GhostOutline& note : overlays.notes) {
            if (note.rect.contains(hit.tile) && !note.label.empty()) {
                ImGui::TextDisabled("%s", note.label.c_str());
            }
        }
    });
}

std::optional<Rect> LayoutView::rectOf(const Layout& layout, TileOwner owner) const {
    if (owner.kind == TileOwner::Kind::Room) {
        if (const PlacedRoom* room = layout.room(owner.id)) {
            return room->rect();
        }
    } else if (owner.kind == TileOwner::Kind::Corridor) {
        if (const Corridor* corridor = layout.corridor(owner.id)) {
            return corridor->rect;
        }
    }
    return std::nullopt;
}

}  // namespace easylink::ui

#include "viewport/screen_probe.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <string>
#include <utility>

#include <imgui.h>

#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "render/grid_renderer.hpp"
#include "viewport/component_colours.hpp"

namespace easylink::ui {
namespace {

constexpr std::size_t kRoomProbes = 3;
// Probed tiles must be this many framebuffer pixels wide, so that a checker
// looking one pixel around a tile's centre stays inside the tile, clear of
// the tile lines at its edges.
constexpr float kMinTilePixels = 6.0f;
// Colours count as different from this difference in one channel on, so
// that a checker with a tolerance of a few levels tells them apart.
constexpr int kDistinctColours = 24;
// The emptiest tile is probed only with this many void tiles all around it:
// nearer to rooms, port widths written outside their walls may cover it.
constexpr int kEmptyClearance = 2;

/// The layout on show and how the view draws it.
struct Scene {
    const Layout& layout;
    const ViewTransform& view;
    float pixelScale;
    const MapTiles& tiles;  // what the view drew: phase 1's, or phase 2's in tile view
    const TileRaster& raster;
    ComponentNumbering components;
    const LayoutViewOptions& options;
    int focus;
    std::vector<Rect> tinted;      // what the overlays fill over the tiles
    std::vector<int> colourSlots;  // by component number, as the viewport colours them
};

// What the viewport panel tints at the session's step: the objects the last
// event touched, and the candidates rejected since the last change.
std::vector<Rect> tintedRects(GenerationSession& session, const Layout& layout) {
    std::vector<Rect> rects;
    for (const EventObject& object : session.cursor().touchedAtStep()) {
        if (object.kind == EventObject::Kind::Room) {
            if (const PlacedRoom* room = layout.room(object.id)) {
                rects.push_back(room->rect());
            }
        } else if (const Corridor* corridor = layout.corridor(object.id)) {
            rects.push_back(corridor->rect);
        }
    }
    if (const Timeline* timeline = session.cursor().timeline()) {
        for (const std::size_t index : session.cursor().rejectionsAtStep()) {
            const std::vector<Rect>& ghost = timeline->event(index).rects;
            rects.insert(rects.end(), ghost.begin(), ghost.end());
        }
    }
    return rects;
}

bool isTinted(const Scene& scene, Vec2i tile) {
    return std::any_of(scene.tinted.begin(), scene.tinted.end(),
                       [&](const Rect& rect) { return rect.contains(tile); });
}

int colourDifference(Rgb a, Rgb b) {
    return std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)});
}

// The renderer's resolve pass in plain code: the palette colour of the tile's
// kind for its component (or for its owner's class when colouring by kind),
// dimmed outside the focused component. Probed tiles are never a free port's
// door tiles, which the view pass marks red.
Rgb paintedColour(const Scene& scene, Vec2i tile) {
    const TileKind kind = scene.raster.at(tile);
    if (kind == TileKind::Void) {
        return kVoidColour;
    }
    const TileOwner owner = scene.layout.ownerAt(tile);
    const int component = scene.components.of(owner);
    const OwnerClass ownerClass = owner.kind == TileOwner::Kind::Room
                                      ? ownerClassOf(scene.layout.room(owner.id)->kind)
                                      : OwnerClass::Corridor;
    const bool junction = ownerClass >= OwnerClass::FourWay && ownerClass <= OwnerClass::Through;
    const int colourSlot =
        component >= 0 && static_cast<std::size_t>(component) < scene.colourSlots.size()
            ? scene.colourSlots[static_cast<std::size_t>(component)]
            : 0;
    const Rgb colour = scene.options.colouring == GridColouring::ByKind
                           ? tileColour(kind, kindColour(ownerClass), false)
                           : tileColour(kind, componentColour(colourSlot), junction);
    if (scene.focus < 0 || component == scene.focus) {
        return colour;
    }
    const auto dimmed = [](std::uint8_t value, std::uint8_t toward) {
        return static_cast<std::uint8_t>(std::lround(value * 0.28f + toward * 0.72f));
    };
    return {dimmed(colour.r, kVoidColour.r), dimmed(colour.g, kVoidColour.g),
            dimmed(colour.b, kVoidColour.b)};
}

Vec2i pixelAt(const Scene& scene, Vec2f screen) {
    return {static_cast<int>(std::floor(screen.x * scene.pixelScale)),
            static_cast<int>(std::floor(screen.y * scene.pixelScale))};
}

ScreenProbe tileProbe(const Scene& scene, Vec2i tile) {
    return {scene.layout.ownerAt(tile), tile,
            pixelAt(scene, scene.view.mapToScreen(centreOf(tile))), paintedColour(scene, tile)};
}

// Where LayoutView::drawRoomNames() writes a room's name, grown by the
// text's one-pixel shadow, half a pixel of rounding to whole pixels and the
// pixel a checker looks around a probe; nullopt where no name is written.
std::optional<ScreenBox> nameBox(const Scene& scene, const PlacedRoom& room) {
    const LayoutViewOptions& options = scene.options;
    const float zoom = scene.view.zoom();
    if (!options.showRoomNames || zoom < LayoutView::kRoomNamesFrom) {
        return std::nullopt;
    }
    // The name the view writes: the module phase 2 chose, or the template.
    const auto& modules = scene.layout.catalogue().modules;
    const int shown =
        scene.tiles.moduleOf(room.id) >= 0 ? scene.tiles.moduleOf(room.id) : room.templateIndex;
    const std::string name = shown >= 0 && shown < std::ssize(modules)
                                 ? modules[static_cast<std::size_t>(shown)].name
                                 : "?";
    const ImVec2 text = ImGui::CalcTextSize(name.c_str());
    if (text.x > static_cast<float>(room.size.w - 2) * zoom - 4.0f ||
        text.y > static_cast<float>(room.size.h - 2) * zoom - 2.0f) {
        return std::nullopt;
    }
    const Vec2f centre = scene.view.mapToScreen(centreOf(room.rect()));
    const float margin = 1.5f + 1.0f / scene.pixelScale;
    const Vec2f half{text.x * 0.5f + margin, text.y * 0.5f + margin};
    return ScreenBox{centre - half, centre + half};
}

// The floor tile nearest the room's centre whose centre is clear of the
// room's name. Floor tiles are clear of the port marks, which lie on the
// walls and outside them.
std::optional<Vec2i> roomProbeTile(const Scene& scene, const PlacedRoom& room) {
    const Rect rect = room.rect();
    const Vec2f centre = centreOf(rect);
    const std::optional<ScreenBox> name = nameBox(scene, room);
    std::optional<Vec2i> best;
    float bestDistance = std::numeric_limits<float>::max();
    for (int y = rect.top(); y < rect.bottom(); ++y) {
        for (int x = rect.left(); x < rect.right(); ++x) {
            const Vec2i tile{x, y};
            const Vec2f offset = centreOf(tile) - centre;
            const float distance = offset.x * offset.x + offset.y * offset.y;
            const Vec2f onScreen = scene.view.mapToScreen(centreOf(tile));
            const bool underName = name && onScreen.x > name->min.x && onScreen.x < name->max.x &&
                                   onScreen.y > name->min.y && onScreen.y < name->max.y;
            if (distance < bestDistance && scene.raster.at(tile) == TileKind::Floor && !underName &&
                !isTinted(scene, tile)) {
                best = tile;
                bestDistance = distance;
            }
        }
    }
    return best;
}

// The largest room of each colour first, so that swapped colours show, then
// the largest of the others.
void addRoomProbes(const Scene& scene, std::vector<ScreenProbe>& probes) {
    std::vector<const PlacedRoom*> rooms;
    for (const RoomId id : scene.layout.roomIds()) {
        rooms.push_back(scene.layout.room(id));
    }
    std::stable_sort(rooms.begin(), rooms.end(), [](const PlacedRoom* a, const PlacedRoom* b) {
        return a->rect().area() > b->rect().area();
    });
    std::vector<ScreenProbe> candidates;
    for (const PlacedRoom* room : rooms) {
        if (const std::optional<Vec2i> tile = roomProbeTile(scene, *room)) {
            candidates.push_back(tileProbe(scene, *tile));
        }
    }
    std::vector<ScreenProbe> chosen;
    for (const bool newColoursOnly : {true, false}) {
        for (const ScreenProbe& candidate : candidates) {
            const auto taken = [&](const ScreenProbe& probe) {
                return newColoursOnly
                           ? colourDifference(probe.colour, candidate.colour) < kDistinctColours
                           : probe.tile == candidate.tile;
            };
            if (chosen.size() < kRoomProbes && std::none_of(chosen.begin(), chosen.end(), taken)) {
                chosen.push_back(candidate);
            }
        }
    }
    probes.insert(probes.end(), chosen.begin(), chosen.end());
}

// The middle of the longest corridor: far from its ends, where the doorways'
// bars are drawn.
std::optional<Vec2i> corridorProbeTile(const Scene& scene) {
    std::optional<Vec2i> best;
    int bestLength = 0;
    for (const CorridorId id : scene.layout.corridorIds()) {
        const Corridor& corridor = *scene.layout.corridor(id);
        const Vec2f middle = centreOf(corridor.rect);
        const Vec2i tile{static_cast<int>(std::floor(middle.x)),
                         static_cast<int>(std::floor(middle.y))};
        if (corridor.length() > bestLength && scene.raster.at(tile) == TileKind::Corridor &&
            !isTinted(scene, tile)) {
            best = tile;
            bestLength = corridor.length();
        }
    }
    return best;
}

// The void tile farthest from anything drawn, the map's edge and the tinted
// areas included: Chebyshev distances to the nearest such tile, in one pass
// down the map and one back up.
std::optional<Vec2i> emptiestTile(const Scene& scene) {
    const int width = scene.layout.width();
    const int height = scene.layout.height();
    if (width <= 0 || height <= 0) {
        return std::nullopt;
    }
    std::vector<int> distance(static_cast<std::size_t>(width) * height, 0);
    const auto index = [&](int x, int y) { return static_cast<std::size_t>(y) * width + x; };
    const auto at = [&](int x, int y) {
        return x < 0 || y < 0 || x >= width || y >= height ? 0 : distance[index(x, y)];
    };
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const Vec2i tile{x, y};
            if (scene.raster.at(tile) == TileKind::Void && !isTinted(scene, tile)) {
                distance[index(x, y)] =
                    1 + std::min({at(x - 1, y - 1), at(x, y - 1), at(x + 1, y - 1), at(x - 1, y)});
            }
        }
    }
    for (int y = height - 1; y >= 0; --y) {
        for (int x = width - 1; x >= 0; --x) {
            int& own = distance[index(x, y)];
            if (own > 0) {
                own = std::min(own, 1 + std::min({at(x + 1, y + 1), at(x, y + 1), at(x - 1, y + 1),
                                                  at(x + 1, y)}));
            }
        }
    }
    const auto farthest = std::max_element(distance.begin(), distance.end());
    if (*farthest <= kEmptyClearance) {
        return std::nullopt;
    }
    const auto found = static_cast<int>(farthest - distance.begin());
    return Vec2i{found % width, found / width};
}

// The middle of the widest strip of the viewport beside the map.
std::optional<ScreenProbe> outsideProbe(const Scene& scene) {
    const ScreenBox box = scene.view.viewport();
    const ScreenBox map = scene.view.tilesToScreen(scene.layout.bounds());
    const Vec2f middle = box.centre();
    const std::array<std::pair<float, Vec2f>, 4> strips = {{
        {map.min.x - box.min.x, {(box.min.x + map.min.x) * 0.5f, middle.y}},
        {box.max.x - map.max.x, {(map.max.x + box.max.x) * 0.5f, middle.y}},
        {map.min.y - box.min.y, {middle.x, (box.min.y + map.min.y) * 0.5f}},
        {box.max.y - map.max.y, {middle.x, (map.max.y + box.max.y) * 0.5f}},
    }};
    const auto widest =
        std::max_element(strips.begin(), strips.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
    if (widest->first * scene.pixelScale < kMinTilePixels) {
        return std::nullopt;
    }
    const Vec2f point = widest->second;
    return ScreenProbe{{TileOwner::Kind::OutsideMap, -1},
                       scene.view.tileAt(point),
                       pixelAt(scene, point),
                       kViewportOutsideColour};
}

const char* ownerName(TileOwner::Kind kind) {
    switch (kind) {
        case TileOwner::Kind::Empty: return "empty";
        case TileOwner::Kind::Room: return "room";
        case TileOwner::Kind::Corridor: return "corridor";
        case TileOwner::Kind::OutsideMap: return "outside";
        case TileOwner::Kind::Blocked: return "blocked";
    }
    return "";
}

}  // namespace

std::vector<ScreenProbe> chooseScreenProbes(GenerationSession& session, const LayoutView& view,
                                            float pixelScale) {
    const Layout* layout = session.cursor().layoutAtStep();
    if (layout == nullptr || view.view().zoom() * pixelScale < kMinTilePixels) {
        return {};
    }
    const ComponentNumbering components = numberComponents(*layout);
    const LayoutViewOptions& options = view.options();
    // The focused component as LayoutView::drawMap() picks it.
    int focus = options.focusComponent;
    if (focus < 0 && options.focusSelection && view.selection()) {
        focus = components.of(*view.selection());
    }
    const Scene scene{*layout,
                      view.view(),
                      pixelScale,
                      view.tiles(),
                      view.tiles().raster,
                      components,
                      options,
                      focus,
                      tintedRects(session, *layout),
                      stableComponentSlots(*layout, components)};

    std::vector<ScreenProbe> probes;
    addRoomProbes(scene, probes);
    for (const std::optional<Vec2i>& tile : {corridorProbeTile(scene), emptiestTile(scene)}) {
        if (tile) {
            probes.push_back(tileProbe(scene, *tile));
        }
    }
    if (const std::optional<ScreenProbe> outside = outsideProbe(scene)) {
        probes.push_back(*outside);
    }
    return probes;
}

std::optional<std::string> saveScreenProbes(const std::filesystem::path& file,
                                            const std::vector<ScreenProbe>& probes,
                                            PixelSize framebuffer, const Json* view3d) {
    Json list = Json::array();
    for (const ScreenProbe& probe : probes) {
        Json entry;
        entry["owner"] = ownerName(probe.owner.kind);
        if (probe.owner.kind == TileOwner::Kind::Room ||
            probe.owner.kind == TileOwner::Kind::Corridor) {
            entry["id"] = probe.owner.id;
        }
        entry["tile"] = {probe.tile.x, probe.tile.y};
        entry["pixel"] = {probe.pixel.x, probe.pixel.y};
        entry["rgb"] = {probe.colour.r, probe.colour.g, probe.colour.b};
        list.push_back(std::move(entry));
    }
    Json document;
    document["format"] = "easylink-screen-probes";
    document["version"] = 1;
    document["image"] = {{"width", framebuffer.width}, {"height", framebuffer.height}};
    document["probes"] = std::move(list);
    if (view3d != nullptr) {
        document["view3d"] = *view3d;
    }
    if (auto error = writeFileAtomically(file, document.dump(2) + '\n')) {
        return "cannot save the probes as " + file.string() + ": " + *error;
    }
    return std::nullopt;
}

}  // namespace easylink::ui

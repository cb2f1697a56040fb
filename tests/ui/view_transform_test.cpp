// The layout view's arithmetic without GL or ImGui: screen <-> map
// transforms, zooming about the cursor, framing the map, clamping, and what
// lies under a screen point on a small layout built by hand; the tile texels
// the grid renderer uploads, which are plain data too; and the LayoutView's
// mouse and keys in a headless ImGui context (no GL: the map itself is not
// drawn, everything else runs).

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "render/grid_renderer.hpp"
#include "ui_test_fixture.hpp"
#include "viewport/component_colours.hpp"
#include "viewport/layout_view.hpp"
#include "viewport/view_transform.hpp"

namespace easylink::ui {
namespace {

constexpr float kTolerance = 1e-3f;

void expectNear(Vec2f actual, Vec2f expected, float tolerance = kTolerance) {
    EXPECT_NEAR(actual.x, expected.x, tolerance);
    EXPECT_NEAR(actual.y, expected.y, tolerance);
}

/// A 400 x 300 viewport at (100, 50) over a 40 x 20 map, 10 pixels per tile,
/// centred on the map.
ViewTransform sampleView() {
    ViewTransform view;
    view.setViewport({100.0f, 50.0f}, {400.0f, 300.0f});
    view.setMapSize({40, 20});
    view.setZoom(10.0f);
    view.setCentre({20.0f, 10.0f});
    return view;
}

// --- Transforms --------------------------------------------------------------

TEST(ViewTransform, CentreOfTheViewShowsTheCentrePoint) {
    const ViewTransform view = sampleView();
    expectNear(view.mapToScreen({20.0f, 10.0f}), {300.0f, 200.0f});
    expectNear(view.mapToScreen({0.0f, 0.0f}), {100.0f, 100.0f});
    expectNear(view.mapToScreen({21.0f, 10.0f}), {310.0f, 200.0f});
}

TEST(ViewTransform, ScreenAndMapRoundTrip) {
    ViewTransform view = sampleView();
    view.setZoom(7.3f);
    view.setCentre({13.25f, 4.5f});
    for (const Vec2f screen : {Vec2f{100.0f, 50.0f}, Vec2f{123.5f, 301.25f}, Vec2f{499.0f, 349.0f},
                               Vec2f{-40.0f, 900.0f}}) {
        expectNear(view.mapToScreen(view.screenToMap(screen)), screen);
    }
    for (const Vec2f map : {Vec2f{0.0f, 0.0f}, Vec2f{3.5f, 17.25f}, Vec2f{40.0f, 20.0f}}) {
        expectNear(view.screenToMap(view.mapToScreen(map)), map);
    }
}

TEST(ViewTransform, TileAtFloorsToTheTileContainingThePoint) {
    const ViewTransform view = sampleView();
    // Tile (3, 4) spans screen x 130..140 and y 140..150.
    EXPECT_EQ(view.tileAt({130.0f, 140.0f}), (Vec2i{3, 4}));
    EXPECT_EQ(view.tileAt({139.9f, 149.9f}), (Vec2i{3, 4}));
    EXPECT_EQ(view.tileAt({140.0f, 150.0f}), (Vec2i{4, 5}));
    // Left of and above the map, tiles are negative rather than truncated to 0.
    EXPECT_EQ(view.tileAt({95.0f, 95.0f}), (Vec2i{-1, -1}));
}

TEST(ViewTransform, TilesToScreenCoversTheTiles) {
    const ViewTransform view = sampleView();
    const ScreenBox box = view.tilesToScreen({2, 3, 4, 5});
    expectNear(box.min, {120.0f, 130.0f});
    expectNear(box.max, {160.0f, 180.0f});
}

TEST(ViewTransform, PanMovesTheMapWithTheMouse) {
    ViewTransform view = sampleView();
    const Vec2f grabbed = view.screenToMap({250.0f, 180.0f});
    view.panBy({30.0f, -12.0f});
    expectNear(view.mapToScreen(grabbed), {280.0f, 168.0f});
}

TEST(ViewTransform, PlaceMapPointAtPutsThePointUnderTheScreenPoint) {
    ViewTransform view = sampleView();
    view.placeMapPointAt({5.0f, 6.0f}, {250.0f, 170.0f});
    expectNear(view.mapToScreen({5.0f, 6.0f}), {250.0f, 170.0f});
    expectNear(view.centre(), {10.0f, 9.0f});
}

// --- Zoom ---------------------------------------------------------------------

// The map spans screen x 100..500 and y 100..300 in the sample view; the
// cursors are on it, near its middle and near two of its corners.
TEST(ViewTransform, ZoomAtCursorKeepsThePointUnderTheCursorFixed) {
    for (const Vec2f cursor :
         {Vec2f{300.0f, 200.0f}, Vec2f{110.0f, 106.0f}, Vec2f{455.5f, 283.0f}}) {
        for (const float factor : {1.2f, 1.0f / 1.2f, 3.0f, 0.25f}) {
            ViewTransform view = sampleView();
            const Vec2f before = view.screenToMap(cursor);
            view.zoomAt(cursor, factor);
            EXPECT_NEAR(view.zoom(), 10.0f * factor, kTolerance);
            expectNear(view.screenToMap(cursor), before);
            expectNear(view.mapToScreen(before), cursor);
        }
    }
}

TEST(ViewTransform, RepeatedWheelNotchesDoNotDrift) {
    ViewTransform view = sampleView();
    const Vec2f cursor{180.0f, 120.0f};
    const Vec2f before = view.screenToMap(cursor);
    for (int notch = 0; notch < 10; ++notch) {
        view.zoomAt(cursor, 1.2f);
    }
    for (int notch = 0; notch < 10; ++notch) {
        view.zoomAt(cursor, 1.0f / 1.2f);
    }
    EXPECT_NEAR(view.zoom(), 10.0f, 1e-3f);
    expectNear(view.screenToMap(cursor), before, 1e-3f);
}

TEST(ViewTransform, ZoomIsClampedToItsRange) {
    ViewTransform view = sampleView();
    view.setZoom(1e6f);
    EXPECT_EQ(view.zoom(), ViewTransform::kMaxZoom);
    view.setZoom(0.0f);
    EXPECT_EQ(view.zoom(), ViewTransform::kMinZoom);
    view.setZoom(-5.0f);
    EXPECT_EQ(view.zoom(), ViewTransform::kMinZoom);

    // Zooming past the limit stops at it and still keeps the cursor's point.
    view = sampleView();
    const Vec2f cursor{260.0f, 190.0f};
    const Vec2f before = view.screenToMap(cursor);
    view.zoomAt(cursor, 1000.0f);
    EXPECT_EQ(view.zoom(), ViewTransform::kMaxZoom);
    expectNear(view.screenToMap(cursor), before);
}

// --- Framing and clamping ---------------------------------------------------------

TEST(ViewTransform, FitFramesTheMapWithAMarginAndCentresIt) {
    ViewTransform view = sampleView();
    view.zoomAt({120.0f, 70.0f}, 4.0f);
    view.panBy({-90.0f, 35.0f});
    view.fit();

    // 40 x 20 tiles in 400 x 300 pixels less 16 on each side: the width
    // limits, (400 - 32) / 40 = 9.2 pixels per tile.
    EXPECT_NEAR(view.zoom(), 9.2f, kTolerance);
    const ScreenBox map = view.tilesToScreen({0, 0, 40, 20});
    expectNear(map.centre(), view.viewport().centre());
    EXPECT_NEAR(map.min.x - view.viewport().min.x, ViewTransform::kFitMargin, kTolerance);
    EXPECT_NEAR(view.viewport().max.x - map.max.x, ViewTransform::kFitMargin, kTolerance);
    EXPECT_GT(map.min.y - view.viewport().min.y, ViewTransform::kFitMargin);
    EXPECT_GT(view.viewport().max.y - map.max.y, ViewTransform::kFitMargin);
    EXPECT_EQ(view.visibleTiles(), (Rect{0, 0, 40, 20}));
}

TEST(ViewTransform, FitUsesTheLimitingAxis) {
    ViewTransform view;
    view.setViewport({0.0f, 0.0f}, {1000.0f, 232.0f});
    view.setMapSize({50, 50});
    view.fit(16.0f);
    EXPECT_NEAR(view.zoom(), 4.0f, kTolerance);  // (232 - 32) / 50
    expectNear(view.centre(), {25.0f, 25.0f});
}

TEST(ViewTransform, FitOfAMapTooBigForTheViewStopsAtTheSmallestZoom) {
    ViewTransform view;
    view.setViewport({0.0f, 0.0f}, {100.0f, 100.0f});
    view.setMapSize({4096, 4096});
    view.fit();
    EXPECT_EQ(view.zoom(), ViewTransform::kMinZoom);
    expectNear(view.centre(), {2048.0f, 2048.0f});
}

TEST(ViewTransform, PanningCannotTakeTheMapOutOfView) {
    ViewTransform view = sampleView();
    view.panBy({1e6f, -1e6f});  // the map dragged far right and up
    // Its left edge stops kKeepVisible pixels inside the viewport's right
    // edge, its bottom edge as far inside the top one.
    ScreenBox map = view.tilesToScreen({0, 0, 40, 20});
    EXPECT_NEAR(view.viewport().max.x - map.min.x, ViewTransform::kKeepVisible, kTolerance);
    EXPECT_NEAR(map.max.y - view.viewport().min.y, ViewTransform::kKeepVisible, kTolerance);
    EXPECT_FALSE(view.visibleTiles().empty());

    view.setCentre({1e4f, -1e4f});  // looking far east and north: the map sits bottom-left
    map = view.tilesToScreen({0, 0, 40, 20});
    EXPECT_NEAR(map.max.x - view.viewport().min.x, ViewTransform::kKeepVisible, kTolerance);
    EXPECT_NEAR(view.viewport().max.y - map.min.y, ViewTransform::kKeepVisible, kTolerance);

    // Zooming out can bring the clamp back into play: the map still shows.
    view.setZoom(ViewTransform::kMinZoom);
    EXPECT_FALSE(view.visibleTiles().empty());
}

TEST(ViewTransform, VisibleTilesAreThoseOnScreenClippedToTheMap) {
    ViewTransform view = sampleView();
    // 400 x 300 pixels at 20 pixels per tile show map x 0..20 and y 2.5..17.5;
    // rows 2 and 17, half on screen, count.
    view.setZoom(20.0f);
    view.setCentre({10.0f, 10.0f});
    EXPECT_EQ(view.visibleTiles(), (Rect{0, 2, 20, 16}));
    // Half a tile further east, column 20 shows in part as well.
    view.setCentre({10.5f, 10.0f});
    EXPECT_EQ(view.visibleTiles(), (Rect{0, 2, 21, 16}));
    // Far out of the map's west, only what the clamp keeps on screen.
    view.setCentre({-100.0f, 10.0f});
    EXPECT_EQ(view.visibleTiles(), (Rect{0, 2, 3, 16}));
}

// --- Hit testing on a hand-built layout ---------------------------------------------

PortSpec portAt(double x, double y, Dir dir, std::vector<int> widths) {
    PortSpec spec;
    spec.pose = PortPose{HalfPoint{static_cast<int>(x * 2), static_cast<int>(y * 2)}, dir};
    spec.widths = std::move(widths);
    return spec;
}

// One 8 x 8 room with a port in the middle of each wall, widths 2 and 4;
// anchors (0,4) W, (8,4) E, (4,0) N and (4,8) S in the room's frame.
Catalogue handCatalogue() {
    ModuleTemplate room;
    room.name = "room_8x8";
    room.kind = ModuleKind::Normal;
    room.size = {8, 8};
    room.ports = {portAt(0, 3.5, Dir::W, {2, 4}), portAt(7, 3.5, Dir::E, {2, 4}),
                  portAt(3.5, 0, Dir::N, {2, 4}), portAt(3.5, 7, Dir::S, {2, 4})};
    ModuleTemplate cross = room;
    cross.name = "cross_8x8";
    cross.kind = ModuleKind::FourWay;
    Catalogue catalogue;
    catalogue.name = "view-test";
    catalogue.macro = 4;
    catalogue.modules = {room, cross};
    return catalogue;
}

constexpr int kRoom = 0;
constexpr int kCross = 1;
constexpr int kW = 0;
constexpr int kE = 1;
constexpr int kN = 2;
constexpr int kS = 3;

// On a 32 x 24 map: room 0 at (0,0); a width-2 corridor from its east port
// to the four-way room 1 at (16,0); room 2 at (0,8) linked directly to
// room 0's south port at width 4; room 3 alone at (24,16).
//
//   x:  0      8       16      24
//   y 0 [room0]=======[room1]
//     8 [room2]
//    16                        [room3]
struct HandLayout {
    Catalogue catalogue = handCatalogue();
    Layout layout{catalogue, 32, 24};
    RoomId west = -1;
    RoomId cross = -1;
    RoomId south = -1;
    RoomId alone = -1;
    CorridorId corridor = -1;

    HandLayout() {
        west = layout.addRoom(kRoom, Rotation{}, {0, 0});
        cross = layout.addRoom(kCross, Rotation{}, {16, 0});
        south = layout.addRoom(kRoom, Rotation{}, {0, 8});
        alone = layout.addRoom(kRoom, Rotation{}, {24, 16});
        corridor = layout.addCorridor({west, kE}, {cross, kW}, 2);
        layout.linkRooms(west, kS, south, kN, 4);
    }
};

/// A view over the hand layout at 10 pixels per tile with the map's corner
/// at the screen's origin, so that tile (x, y) spans [10x, 10x + 10).
ViewTransform viewOf(const Layout& layout) {
    ViewTransform view;
    view.setViewport({0.0f, 0.0f}, {320.0f, 240.0f});
    view.setMapSize({layout.width(), layout.height()});
    view.setZoom(10.0f);
    view.setCentre({16.0f, 12.0f});
    return view;
}

Vec2f screenOfTile(const ViewTransform& view, Vec2i tile) {
    return view.mapToScreen(centreOf(tile));
}

TEST(LayoutHitTest, NamesTheOwnerOfTheTileUnderThePoint) {
    const HandLayout hand;
    const ViewTransform view = viewOf(hand.layout);

    const LayoutHit inRoom = hitTest(hand.layout, view, screenOfTile(view, {3, 3}));
    EXPECT_EQ(inRoom.tile, (Vec2i{3, 3}));
    EXPECT_EQ(inRoom.owner, (TileOwner{TileOwner::Kind::Room, hand.west}));
    EXPECT_FALSE(inRoom.port);

    const LayoutHit inCorridor = hitTest(hand.layout, view, screenOfTile(view, {12, 4}));
    EXPECT_EQ(inCorridor.owner, (TileOwner{TileOwner::Kind::Corridor, hand.corridor}));
    EXPECT_FALSE(inCorridor.port);

    const LayoutHit empty = hitTest(hand.layout, view, screenOfTile(view, {12, 12}));
    EXPECT_TRUE(empty.owner.isEmpty());

    const LayoutHit outside = hitTest(hand.layout, view, {-5.0f, 100.0f});
    EXPECT_EQ(outside.tile, (Vec2i{-1, 10}));
    EXPECT_EQ(outside.owner.kind, TileOwner::Kind::OutsideMap);
    EXPECT_FALSE(outside.port);
}

TEST(LayoutHitTest, HitsFollowTheViewWhenItMoves) {
    const HandLayout hand;
    ViewTransform view = viewOf(hand.layout);
    view.zoomAt({50.0f, 50.0f}, 2.5f);
    view.panBy({-37.0f, 12.0f});
    const LayoutHit hit = hitTest(hand.layout, view, screenOfTile(view, {27, 19}));
    EXPECT_EQ(hit.tile, (Vec2i{27, 19}));
    EXPECT_EQ(hit.owner, (TileOwner{TileOwner::Kind::Room, hand.alone}));
}

TEST(LayoutHitTest, FreePortsAreHitOnTheirWidthTwoDoorTiles) {
    const HandLayout hand;
    // Room 0's west port is free: anchor (0,4), width-2 tiles (0,3) and (0,4),
    // although the port allows width 4 too.
    EXPECT_EQ(portAtTile(hand.layout, {0, 3}), (PortRef{hand.west, kW}));
    EXPECT_EQ(portAtTile(hand.layout, {0, 4}), (PortRef{hand.west, kW}));
    EXPECT_FALSE(portAtTile(hand.layout, {0, 2}));
    EXPECT_FALSE(portAtTile(hand.layout, {0, 5}));
    EXPECT_EQ(markedDoorTiles(hand.layout.room(hand.west)->ports[kW]), (Rect{0, 3, 1, 2}));
}

TEST(LayoutHitTest, LinkedPortsAreHitOnTheDoorTilesOfTheWidthInUse) {
    const HandLayout hand;
    // Room 0's south port is linked to room 2 at width 4: tiles x 2..5 on row 7,
    // and room 2's north port likewise on row 8.
    for (int x = 2; x <= 5; ++x) {
        EXPECT_EQ(portAtTile(hand.layout, {x, 7}), (PortRef{hand.west, kS})) << "x = " << x;
        EXPECT_EQ(portAtTile(hand.layout, {x, 8}), (PortRef{hand.south, kN})) << "x = " << x;
    }
    EXPECT_FALSE(portAtTile(hand.layout, {1, 7}));
    EXPECT_FALSE(portAtTile(hand.layout, {6, 7}));
    // The corridor's ends at width 2.
    EXPECT_EQ(portAtTile(hand.layout, {7, 3}), (PortRef{hand.west, kE}));
    EXPECT_EQ(portAtTile(hand.layout, {16, 4}), (PortRef{hand.cross, kW}));
    EXPECT_FALSE(portAtTile(hand.layout, {7, 2}));
    // Tiles of corridors and empty tiles have no ports.
    EXPECT_FALSE(portAtTile(hand.layout, {8, 3}));
    EXPECT_FALSE(portAtTile(hand.layout, {12, 12}));
    EXPECT_FALSE(portAtTile(hand.layout, {-1, 3}));

    const ViewTransform view = viewOf(hand.layout);
    const LayoutHit hit = hitTest(hand.layout, view, screenOfTile(view, {4, 7}));
    EXPECT_EQ(hit.owner, (TileOwner{TileOwner::Kind::Room, hand.west}));
    EXPECT_EQ(hit.port, (PortRef{hand.west, kS}));
}

// --- The texels the grid renderer uploads -------------------------------------------

struct Texel {
    std::uint8_t kindAndFlags;
    OwnerClass ownerClass;
    int component;
    int colourSlot;
};

Texel texelAt(const std::vector<std::uint8_t>& texels, const Layout& layout, Vec2i tile) {
    const std::size_t at =
        (static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(layout.width()) +
         static_cast<std::size_t>(tile.x)) *
        4;
    return {texels[at], static_cast<OwnerClass>(texels[at + 1] & 15),
            texels[at + 2] | texels[at + 3] << 8, texels[at + 1] >> 4};
}

TEST(GridTexels, ComponentsAreNumberedByFirstAppearance) {
    const HandLayout hand;
    const ComponentNumbering numbering = numberComponents(hand.layout);
    EXPECT_EQ(numbering.count, 2);
    EXPECT_EQ(numbering.of({TileOwner::Kind::Room, hand.west}), 0);
    EXPECT_EQ(numbering.of({TileOwner::Kind::Room, hand.cross}), 0);
    EXPECT_EQ(numbering.of({TileOwner::Kind::Room, hand.south}), 0);
    EXPECT_EQ(numbering.of({TileOwner::Kind::Corridor, hand.corridor}), 0);
    EXPECT_EQ(numbering.of({TileOwner::Kind::Room, hand.alone}), 1);
    EXPECT_EQ(numbering.of({}), -1);
    EXPECT_EQ(numbering.of({TileOwner::Kind::Room, 99}), -1);
}

TEST(GridTexels, EachTexelHoldsKindOwnerClassAndComponent) {
    const HandLayout hand;
    const std::vector<std::uint8_t> texels =
        encodeTileTexels(hand.layout, numberComponents(hand.layout));
    ASSERT_EQ(texels.size(), std::size_t{32 * 24 * 4});
    const auto kindOf = [](TileKind kind) { return static_cast<std::uint8_t>(kind); };

    const Texel floor = texelAt(texels, hand.layout, {3, 3});
    EXPECT_EQ(floor.kindAndFlags, kindOf(TileKind::Floor));
    EXPECT_EQ(floor.ownerClass, OwnerClass::Normal);
    EXPECT_EQ(floor.component, 0);

    const Texel crossWall = texelAt(texels, hand.layout, {16, 0});
    EXPECT_EQ(crossWall.kindAndFlags, kindOf(TileKind::Wall));
    EXPECT_EQ(crossWall.ownerClass, OwnerClass::FourWay);

    const Texel corridor = texelAt(texels, hand.layout, {10, 4});
    EXPECT_EQ(corridor.kindAndFlags, kindOf(TileKind::Corridor));
    EXPECT_EQ(corridor.ownerClass, OwnerClass::Corridor);

    EXPECT_EQ(texelAt(texels, hand.layout, {3, 7}).kindAndFlags, kindOf(TileKind::Door));
    EXPECT_EQ(texelAt(texels, hand.layout, {12, 12}).kindAndFlags, kindOf(TileKind::Void));
    EXPECT_EQ(texelAt(texels, hand.layout, {27, 19}).component, 1);
    // Each tile carries its component's colour by identity, not by number.
    const std::vector<int> slots = stableComponentSlots(hand.layout, numberComponents(hand.layout));
    EXPECT_EQ(floor.colourSlot, slots[0]);
    EXPECT_EQ(corridor.colourSlot, slots[0]);
    EXPECT_EQ(texelAt(texels, hand.layout, {27, 19}).colourSlot, slots[1]);

    // Free ports' width-2 door tiles are wall with the free-door flag.
    const std::uint8_t freeDoorWall = kindOf(TileKind::Wall) | kFreeDoorBit;
    EXPECT_EQ(texelAt(texels, hand.layout, {0, 3}).kindAndFlags, freeDoorWall);
    EXPECT_EQ(texelAt(texels, hand.layout, {0, 4}).kindAndFlags, freeDoorWall);
    EXPECT_EQ(texelAt(texels, hand.layout, {0, 5}).kindAndFlags, kindOf(TileKind::Wall));
}

// --- The LayoutView's input, headless --------------------------------------------

// A 640 x 480 window at (20, 30) filled by a LayoutView of the hand layout.
class LayoutViewInput : public testing::UiTest {
protected:
    void drawFrame() override {
        ImGui::SetNextWindowPos({20.0f, 30.0f});
        ImGui::SetNextWindowSize({640.0f, 480.0f});
        ImGui::Begin("View", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoScrollWithMouse);
        view.draw(hand.layout, 1);
        ImGui::End();
    }

    void SetUp() override { frames(2); }

    /// Where the centre of `tile` is on the screen now.
    ImVec2 screenOf(Vec2i tile) const {
        const Vec2f at = view.view().mapToScreen(centreOf(tile));
        return {at.x, at.y};
    }

    HandLayout hand;
    LayoutView view;
};

TEST_F(LayoutViewInput, TheFirstFrameFramesTheWholeMap) {
    EXPECT_EQ(view.view().visibleTiles(), hand.layout.bounds());
    EXPECT_TRUE(view.renderError().empty());  // no GL here is not an error
    EXPECT_EQ(view.tileUploads(), 0);
}

TEST_F(LayoutViewInput, AClickSelectsWhatIsUnderTheMouse) {
    click(screenOf({3, 3}));
    EXPECT_EQ(view.takeClick(), (TileOwner{TileOwner::Kind::Room, hand.west}));
    EXPECT_EQ(view.takeClick(), std::nullopt);  // reported once
    EXPECT_EQ(view.selection(), (TileOwner{TileOwner::Kind::Room, hand.west}));

    click(screenOf({12, 4}));
    EXPECT_EQ(view.selection(), (TileOwner{TileOwner::Kind::Corridor, hand.corridor}));

    // Empty space clears the selection and reports an empty owner.
    view.takeClick();
    click(screenOf({12, 12}));
    EXPECT_EQ(view.takeClick(), TileOwner{});
    EXPECT_EQ(view.selection(), std::nullopt);
}

TEST_F(LayoutViewInput, ADragPansWithoutSelecting) {
    ImGuiIO& io = ImGui::GetIO();
    const ImVec2 start = screenOf({3, 3});
    const Vec2f grabbed = view.view().screenToMap({start.x, start.y});
    io.MousePos = start;
    frames(1);
    io.MouseDown[0] = true;
    frames(1);
    const ImVec2 end(start.x + 90.0f, start.y + 40.0f);
    for (int step = 1; step <= 3; ++step) {
        const float t = static_cast<float>(step) / 3.0f;
        io.MousePos = {start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t};
        frames(1);
    }
    io.MouseDown[0] = false;
    frames(1);

    // The grabbed point followed the mouse, and the drag was no click.
    expectNear(view.view().mapToScreen(grabbed), {end.x, end.y});
    EXPECT_EQ(view.takeClick(), std::nullopt);
    EXPECT_EQ(view.selection(), std::nullopt);
}

TEST_F(LayoutViewInput, TheWheelZoomsAboutTheMouse) {
    const ImVec2 mouse = screenOf({24, 17});
    hover(mouse);
    const float zoom = view.view().zoom();
    const Vec2f under = view.view().screenToMap({mouse.x, mouse.y});
    ImGui::GetIO().MouseWheel = 2.0f;
    frames(1);
    EXPECT_NEAR(view.view().zoom(), zoom * LayoutView::kWheelZoomStep * LayoutView::kWheelZoomStep,
                1e-3f);
    expectNear(view.view().screenToMap({mouse.x, mouse.y}), under);
}

TEST_F(LayoutViewInput, FFramesTheMapAgainWhileTheViewIsHovered) {
    const float fitted = view.view().zoom();
    view.view().zoomAt({100.0f, 100.0f}, 3.0f);
    view.view().panBy({-50.0f, 20.0f});
    hover({300.0f, 250.0f});
    press(GLFW_KEY_F);
    EXPECT_NEAR(view.view().zoom(), fitted, 1e-4f);
    EXPECT_EQ(view.view().visibleTiles(), hand.layout.bounds());
}

TEST_F(LayoutViewInput, AFramedViewStaysFramedWhenThePanelChangesSize) {
    // The viewport given the whole window (F11) or a splitter moved: a view
    // left framed frames the map in the new size.
    const float small = view.view().zoom();
    const std::function<void()> drawLarge = [this] {
        ImGui::SetNextWindowPos({0.0f, 0.0f});
        ImGui::SetNextWindowSize({1200.0f, 780.0f});
        ImGui::Begin("View", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoScrollWithMouse);
        view.draw(hand.layout, 1);
        ImGui::End();
    };
    imgui.frames(2, drawLarge);
    EXPECT_GT(view.view().zoom(), small * 1.3f);
    EXPECT_EQ(view.view().visibleTiles(), hand.layout.bounds());
    // Back to the panel's size, then zoomed by hand: a resize keeps the zoom.
    frames(2);
    EXPECT_NEAR(view.view().zoom(), small, 1e-4f);
    view.view().zoomAt({100.0f, 100.0f}, 3.0f);
    const float zoomed = view.view().zoom();
    imgui.frames(2, drawLarge);
    EXPECT_NEAR(view.view().zoom(), zoomed, 1e-4f);
}

TEST_F(LayoutViewInput, HoveringReportsTheTileItsOwnerAndPort) {
    hover(screenOf({0, 4}));
    ASSERT_TRUE(view.hovered());
    EXPECT_EQ(view.hovered()->tile, (Vec2i{0, 4}));
    EXPECT_EQ(view.hovered()->owner, (TileOwner{TileOwner::Kind::Room, hand.west}));
    EXPECT_EQ(view.hovered()->port, (PortRef{hand.west, kW}));

    hover({5.0f, 5.0f});  // outside the window
    EXPECT_FALSE(view.hovered());
}

TEST_F(LayoutViewInput, ANewRevisionWithoutTheSelectedObjectClearsTheSelection) {
    click(screenOf({27, 19}));
    ASSERT_EQ(view.selection(), (TileOwner{TileOwner::Kind::Room, hand.alone}));
    hand.layout.removeRoom(hand.alone);
    imgui.frame([this] {
        ImGui::SetNextWindowPos({20.0f, 30.0f});
        ImGui::SetNextWindowSize({640.0f, 480.0f});
        ImGui::Begin("View", nullptr, ImGuiWindowFlags_NoDecoration);
        view.draw(hand.layout, 2);
        ImGui::End();
    });
    EXPECT_EQ(view.selection(), std::nullopt);
}

}  // namespace
}  // namespace easylink::ui

#pragma once

// [SECTION] Grid renderer
//
// Draws a layout's tiles with OpenGL into an offscreen picture the size of a
// panel, for ImGui to show as an image. Three steps, each done only as often
// as its inputs change:
//   1. upload (when the layout or its tiles change: the caller's revision
//      number says when): one texel per tile saying what the tile is rather
//      than its colour (tile kind, owner kind, component number, a free-door
//      flag), from phase 1's tiles or phase 2's (map_tiles.hpp);
//   2. resolve (after an upload, or when the colouring or the focused
//      component changes): a pass over the map that turns those texels into
//      colours through a small palette texture, into a map-sized colour
//      texture with mipmaps;
//   3. view (when the view, the size or anything above changed): one quad
//      over the panel whose fragment shader applies the view (centre and
//      zoom), fetching one texel per pixel when zoomed in and one trilinear
//      sample of the mipmaps when zoomed out (so a whole 1024 x 1024 map
//      shows without shimmering, at the cost of one sample per pixel), then
//      adds tile lines, macrogrid lines and the free-door marks.
// A frame is thus at most one quad whatever the map's size, which keeps big
// maps smooth even on a software rasterizer. The palette is filled from the
// PNG exporter's tileColour() and componentColour(), so the editor and
// exported pictures agree.
//
// The texel packing and component numbering are plain functions below, so
// they can be checked without GL.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "easylink/export/png_export.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/layout/layout.hpp"
#include "render/gl_shader.hpp"
#include "render/map_tiles.hpp"
#include "viewport/view_transform.hpp"

namespace easylink::ui {

/// The colour the viewport paints beside the map.
inline constexpr Rgb kViewportOutsideColour{13, 14, 18};

// --- What the texture holds ---------------------------------------------------

/// What owns a tile, as colouring by kind sees it: nothing, a room of one of
/// the six module kinds (in ModuleKind order), or a corridor.
enum class OwnerClass : std::uint8_t {
    None,
    Normal,
    FourWay,
    TJunction,
    Bend,
    Through,
    DeadEnd,
    Corridor,
};
inline constexpr int kOwnerClassCount = 8;

OwnerClass ownerClassOf(ModuleKind kind);

/// The base colour of an owner class when colouring by kind; rooms and
/// corridors are then shaded from it like components are (walls darker,
/// doors lighter). Normal rooms are a quiet sand so that the junction kinds
/// and dead ends, each in its own hue, stand out; corridors are grey.
Rgb kindColour(OwnerClass ownerClass);

/// One texel per tile, RGBA8 (unsigned integer) in row order from the top:
///   R: the TileKind of `tiles.raster`, plus kFreeDoorBit on the width-2
///      door tiles of free ports (of rooms phase 2 has not resolved);
///   G: the OwnerClass in the low four bits, the component's colour slot
///      (stableComponentSlots(), component_colours.hpp) in the high four;
///   B, A: the component number, low and high byte (65535 at most).
inline constexpr std::uint8_t kFreeDoorBit = 0x80;
std::vector<std::uint8_t> encodeTileTexels(const Layout& layout,
                                           const ComponentNumbering& components,
                                           const MapTiles& tiles);
/// The same for phase 1's tiles of the layout (slotTiles()).
std::vector<std::uint8_t> encodeTileTexels(const Layout& layout,
                                           const ComponentNumbering& components);

// --- The renderer ---------------------------------------------------------------

enum class GridColouring : std::uint8_t { ByComponent, ByKind };

/// Where the view looks, in the framebuffer's pixels (which differ from
/// ImGui's screen units on high-density displays).
struct GridView {
    int width = 0;  // the picture's size in pixels
    int height = 0;
    Vec2f centre;       // map point at the picture's centre
    float zoom = 1.0f;  // pixels per tile

    friend bool operator==(const GridView&, const GridView&) = default;
};

struct GridStyle {
    GridColouring colouring = GridColouring::ByComponent;
    /// When >= 0, tiles of other components are dimmed.
    int focusComponent = -1;
    bool tileLines = true;
    bool macroLines = true;
    /// Paints free ports' width-2 door tiles red, for zooms at which the
    /// view's port marks would be too small to see.
    bool freeDoorTiles = true;

    friend bool operator==(const GridStyle&, const GridStyle&) = default;
};

class GridRenderer {
public:
    /// Tile lines fade in from this zoom (pixels per tile) ...
    static constexpr float kTileLinesFrom = 8.0f;
    /// ... and are at full strength from this one.
    static constexpr float kTileLinesFull = 14.0f;
    /// Macrogrid lines need their cells this many pixels wide to show at all.
    static constexpr float kMacroLinesFrom = 7.0f;
    static constexpr float kMacroLinesFull = 16.0f;

    /// Uploads `tiles` (of the layout's map) when `revision`, the layout
    /// object or its size differ from the last upload, resolves their colours
    /// when needed, and draws the view unless nothing changed since the last
    /// call. Returns the picture's colour texture, or 0 after an error (see
    /// error()). Needs a current GL context (gl::glIsLoaded()); leaves the GL
    /// state as it found it.
    gl::Handle render(const Layout& layout, const ComponentNumbering& components,
                      const MapTiles& tiles, std::uint64_t revision, const GridView& view,
                      const GridStyle& style);

    /// The resolved colours of the whole map, one texel per tile with map
    /// row 0 in texture row 0, mipmapped: what a minimap shows; 0 before the
    /// first render.
    gl::Handle mapColours() const { return colours_.colour().id(); }

    /// Why the last render() drew nothing; empty after a successful one.
    const std::string& error() const { return error_; }
    /// How many times the tiles were uploaded, their colours resolved, and
    /// the view drawn so far: for tests and for measuring.
    int uploadCount() const { return uploadCount_; }
    int resolveCount() const { return resolveCount_; }
    int drawCount() const { return drawCount_; }

private:
    // Uniform locations, looked up once after linking.
    struct ResolveUniforms {
        int byKind = -1;
        int focus = -1;
        int voidColour = -1;
    };
    struct ViewUniforms {
        int viewSize = -1;
        int centre = -1;
        int zoom = -1;
        int lod = -1;
        int mapSize = -1;
        int macro = -1;
        int tileLines = -1;
        int macroLines = -1;
        int freeDoors = -1;
        int outside = -1;
        int voidColour = -1;
        int freeDoorColour = -1;
    };
    struct ViewProgram {
        gl::ShaderProgram program;
        ViewUniforms uniforms;
    };

    bool initialise();
    std::optional<ViewProgram> buildViewProgram(bool zoomedOut);
    bool upload(const Layout& layout, const ComponentNumbering& components, const MapTiles& tiles);
    bool resolve(const GridStyle& style);
    void drawView(const GridView& view, const GridStyle& style);

    bool initialised_ = false;
    std::string error_;
    std::optional<gl::ShaderProgram> resolveProgram_;
    ResolveUniforms resolveUniforms_;
    std::optional<ViewProgram> nearView_;  // a tile covers a pixel or more
    std::optional<ViewProgram> farView_;   // zoomed out: mipmapped samples
    gl::Texture2D tiles_;
    gl::Texture2D palette_;
    gl::Framebuffer colours_;  // map-sized, mipmapped: the resolved tile colours
    gl::Framebuffer picture_;  // view-sized: what ImGui shows
    gl::FullscreenQuad quad_;
    int maxTextureSize_ = 0;

    // What is on the GPU, to tell what to redo.
    bool uploaded_ = false;
    const Layout* uploadedLayout_ = nullptr;
    std::uint64_t uploadedRevision_ = 0;
    Size2i uploadedSize_;
    int macro_ = 4;
    std::optional<std::pair<GridColouring, int>> resolvedFor_;  // colouring, focus
    std::optional<std::pair<GridView, GridStyle>> drawnFor_;
    int uploadCount_ = 0;
    int resolveCount_ = 0;
    int drawCount_ = 0;
};

}  // namespace easylink::ui

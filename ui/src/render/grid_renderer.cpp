#include "render/grid_renderer.hpp"

#include <algorithm>
#include <cmath>

#include <glad/gl.h>

#include "easylink/export/kind_colours.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "viewport/component_colours.hpp"

namespace easylink::ui {
namespace {

// --- Shaders ----------------------------------------------------------------

constexpr const char* kVertexShader = R"glsl(#version 330 core
in vec2 aPosition;
void main() {
    gl_Position = vec4(aPosition, 0.0, 1.0);
}
)glsl";

// The resolve pass: one fragment per tile (the target is map-sized, row y of
// the target being map row y), the colour looked up in the palette (rows
// 0-11: component colours, picked by the slot in G's high bits; rows 12-19:
// owner classes; columns: tile kind * 2 + junction, for all eleven tile
// kinds). Alpha is 0 on free ports' door
// tiles and 1 elsewhere, so the view can mark them, and their marks average
// out with the mipmaps.
constexpr const char* kResolveShader = R"glsl(#version 330 core
uniform usampler2D uTiles;
uniform sampler2D uPalette;
uniform int uByKind;
uniform int uFocus;
uniform vec3 uVoid;
out vec4 outColour;

const int kComponentRows = 12;
const uint kFreeDoorBit = 128u;

void main() {
    uvec4 texel = texelFetch(uTiles, ivec2(gl_FragCoord.xy), 0);
    uint kind = texel.r & 127u;
    float notFree = (texel.r & kFreeDoorBit) != 0u ? 0.0 : 1.0;
    if (kind == 0u) {
        outColour = vec4(uVoid, 1.0);
        return;
    }
    int ownerClass = int(texel.g & 15u);
    int colourSlot = int(texel.g >> 4u);
    int component = int(texel.b | (texel.a << 8u));
    bool junction = ownerClass >= 2 && ownerClass <= 5;
    int row = uByKind != 0 ? kComponentRows + ownerClass : colourSlot;
    int column = int(kind) * 2 + (junction ? 1 : 0);
    vec3 colour = texelFetch(uPalette, ivec2(column, row), 0).rgb;
    if (uFocus >= 0 && component != uFocus) {
        colour = mix(colour, uVoid, 0.72);
    }
    outColour = vec4(colour, notFree);
}
)glsl";

// The view pass, per pixel: the map point under the pixel's centre; its
// tile's colour; red mixed in where alpha says free door. Zoomed in (a tile
// covers at least a pixel) the colour is one texel; zoomed out it is a
// trilinear sample at the level of detail the zoom implies, which averages
// the tiles under the pixel. The two are separate programs (ZOOMED_OUT
// defined or not) because a software rasterizer runs both sides of a branch,
// even on a uniform.
//
// Lines come last, one pixel wide: a pixel carries a line when a multiple of
// the spacing (1 for tile lines, the macro for macro lines) lies in the span
// of the map it covers, from its own left (top) edge up to its neighbour's.
// Both pixels compute the shared edge with the same expression, so a line
// that falls exactly on a pixel boundary goes to exactly one of them (a
// distance test at the pixel centre leaves such lines to rounding, and they
// flicker in and out as the view moves). Tile lines darken tiles and lighten
// the void, macro lines lighten everything (as in the PNG export).
constexpr const char* kViewShader = R"glsl(
uniform sampler2D uColours;
uniform vec2 uViewSize;
uniform vec2 uCentre;
uniform float uZoom;
uniform float uLod;
uniform ivec2 uMapSize;
uniform int uMacro;
uniform float uTileLines;
uniform float uMacroLines;
uniform int uFreeDoors;
uniform vec3 uOutside;
uniform vec3 uVoid;
uniform vec3 uFreeDoor;
out vec4 outColour;

// The map point at the top-left corner of the pixel with these (top-down) indices.
vec2 cornerOfPixel(vec2 index) {
    return uCentre + (index - 0.5 * uViewSize) / uZoom;
}

bool crossesLine(vec2 from, vec2 to, float spacing) {
    return any(notEqual(ceil(to / spacing), ceil(from / spacing)));
}

void main() {
    vec2 index = vec2(floor(gl_FragCoord.x), floor(uViewSize.y - gl_FragCoord.y));
    vec2 p = cornerOfPixel(index + 0.5);
    vec2 mapSize = vec2(uMapSize);
    if (p.x < 0.0 || p.y < 0.0 || p.x >= mapSize.x || p.y >= mapSize.y) {
        outColour = vec4(uOutside, 1.0);
        return;
    }
#ifdef ZOOMED_OUT
    vec4 tile = textureLod(uColours, p / mapSize, uLod);
#else
    vec4 tile = texelFetch(uColours, ivec2(floor(p)), 0);
#endif
    vec3 colour = uFreeDoors != 0 ? mix(uFreeDoor, tile.rgb, tile.a) : tile.rgb;
    bool isVoid = all(lessThan(abs(tile.rgb - uVoid), vec3(0.002)));
    vec2 from = cornerOfPixel(index);
    vec2 to = cornerOfPixel(index + 1.0);
    if (uTileLines > 0.0 && crossesLine(from, to, 1.0)) {
        colour = isVoid ? mix(colour, vec3(1.0), 0.05 * uTileLines)
                        : mix(colour, vec3(0.0), 0.22 * uTileLines);
    }
    if (uMacroLines > 0.0 && crossesLine(from, to, float(uMacro))) {
        colour = mix(colour, vec3(1.0), (isVoid ? 0.13 : 0.16) * uMacroLines);
    }
    outColour = vec4(colour, 1.0);
}
)glsl";

// --- Palette ----------------------------------------------------------------

// Every tile kind, plain and junction.
constexpr int kPaletteColumns = static_cast<int>(kAllTileKinds.size()) * 2;
constexpr int kComponentRows = kComponentColourSlots;  // as many as componentColour() has
constexpr int kPaletteRows = kComponentRows + kOwnerClassCount;

void putColour(std::vector<std::uint8_t>& pixels, int column, int row, Rgb colour) {
    const std::size_t at = (static_cast<std::size_t>(row) * kPaletteColumns + column) * 4;
    pixels[at] = colour.r;
    pixels[at + 1] = colour.g;
    pixels[at + 2] = colour.b;
    pixels[at + 3] = 255;
}

// Every colour the shader can show, computed by the PNG exporter's own
// functions: for each component colour and each owner class, each tile
// kind plain and as a junction room's tile. Rows of owner classes ignore
// the junction column (their base colour already tells the kinds apart).
std::vector<std::uint8_t> paletteTexels() {
    std::vector<std::uint8_t> pixels(static_cast<std::size_t>(kPaletteColumns) * kPaletteRows * 4);
    for (int row = 0; row < kPaletteRows; ++row) {
        const bool componentRow = row < kComponentRows;
        const Rgb base = componentRow ? componentColour(row)
                                      : kindColour(static_cast<OwnerClass>(row - kComponentRows));
        for (const TileKind kind : kAllTileKinds) {
            const int column = static_cast<int>(kind) * 2;
            putColour(pixels, column, row, tileColour(kind, base, false));
            putColour(pixels, column + 1, row, tileColour(kind, base, componentRow));
        }
    }
    return pixels;
}

void setColour(int location, Rgb colour) {
    glUniform3f(location, colour.r / 255.0f, colour.g / 255.0f, colour.b / 255.0f);
}

/// 0 below `from`, 1 above `full`, smooth in between: lines fade in with the
/// zoom instead of popping up.
float fadeIn(float value, float from, float full) {
    const float t = std::clamp((value - from) / (full - from), 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

}  // namespace

// --- Texels -----------------------------------------------------------------

OwnerClass ownerClassOf(ModuleKind kind) {
    return static_cast<OwnerClass>(static_cast<int>(kind) + 1);
}

Rgb kindColour(OwnerClass ownerClass) {
    if (ownerClass == OwnerClass::None) {
        return kVoidColour;
    }
    if (ownerClass == OwnerClass::Corridor) {
        return easylink::kindColour(ModuleKind::Corridor);
    }
    return easylink::kindColour(static_cast<ModuleKind>(static_cast<int>(ownerClass) - 1));
}

std::vector<std::uint8_t> encodeTileTexels(const Layout& layout,
                                           const ComponentNumbering& components) {
    return encodeTileTexels(layout, components, slotTiles(layout));
}

// The tile kinds come from the exporters' rasters (rasterizeLayout() or
// phase 2's drawing), so the picture can never disagree with an ASCII or PNG
// export about what a tile is; owners and components are looked up per tile,
// then the free ports' door tiles get their flag, except in rooms phase 2
// has resolved (it walled those doorways up).
std::vector<std::uint8_t> encodeTileTexels(const Layout& layout,
                                           const ComponentNumbering& components,
                                           const MapTiles& tiles) {
    const int width = std::max(layout.width(), 0);
    const int height = std::max(layout.height(), 0);
    std::vector<std::uint8_t> texels(static_cast<std::size_t>(width) * height * 4, 0);

    std::vector<std::uint8_t> classOfRoom(static_cast<std::size_t>(layout.roomIdLimit()), 0);
    for (const RoomId id : layout.roomIds()) {
        classOfRoom[static_cast<std::size_t>(id)] =
            static_cast<std::uint8_t>(ownerClassOf(layout.room(id)->kind));
    }
    // Each component's colour by its identity (component_colours.hpp).
    const std::vector<int> slots = stableComponentSlots(layout, components);

    const TileRaster& raster = tiles.raster;
    std::size_t at = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x, at += 4) {
            const TileKind kind = raster.at({x, y});
            if (kind == TileKind::Void) {
                continue;
            }
            const TileOwner owner = layout.ownerAt({x, y});
            const int number = components.of(owner);
            const int component = std::clamp(number, 0, 0xFFFF);
            const int slot = number >= 0 && static_cast<std::size_t>(number) < slots.size()
                                 ? slots[static_cast<std::size_t>(number)]
                                 : 0;
            const std::uint8_t ownerClass = owner.kind == TileOwner::Kind::Room
                                                ? classOfRoom[static_cast<std::size_t>(owner.id)]
                                                : static_cast<std::uint8_t>(OwnerClass::Corridor);
            texels[at] = static_cast<std::uint8_t>(kind);
            texels[at + 1] = static_cast<std::uint8_t>(ownerClass | (slot << 4));
            texels[at + 2] = static_cast<std::uint8_t>(component & 0xFF);
            texels[at + 3] = static_cast<std::uint8_t>(component >> 8);
        }
    }

    for (const RoomId id : layout.roomIds()) {
        if (tiles.isResolved(id)) {
            continue;
        }
        for (const PlacedPort& port : layout.room(id)->ports) {
            if (!port.link.isFree()) {
                continue;
            }
            const Rect door = doorTiles(port.anchor, port.dir, kMinPassageWidth);
            for (int y = std::max(door.top(), 0); y < std::min(door.bottom(), height); ++y) {
                for (int x = std::max(door.left(), 0); x < std::min(door.right(), width); ++x) {
                    texels[(static_cast<std::size_t>(y) * width + x) * 4] |= kFreeDoorBit;
                }
            }
        }
    }
    return texels;
}

// --- GridRenderer -------------------------------------------------------------

bool GridRenderer::initialise() {
    if (initialised_) {
        return resolveProgram_ && nearView_ && farView_;
    }
    initialised_ = true;
    resolveProgram_ =
        gl::ShaderProgram::build("grid colour", kVertexShader, kResolveShader, error_);
    if (!resolveProgram_) {
        return false;
    }
    const gl::ShaderProgram& resolver = *resolveProgram_;
    resolveUniforms_ = {
        .byKind = resolver.uniform("uByKind"),
        .focus = resolver.uniform("uFocus"),
        .voidColour = resolver.uniform("uVoid"),
    };
    resolver.use();
    glUniform1i(resolver.uniform("uTiles"), 0);
    glUniform1i(resolver.uniform("uPalette"), 1);

    nearView_ = buildViewProgram(false);
    farView_ = nearView_ ? buildViewProgram(true) : std::nullopt;
    if (!farView_) {
        return false;
    }

    const std::vector<std::uint8_t> palette = paletteTexels();
    palette_.allocate(GL_RGBA8, kPaletteColumns, kPaletteRows, GL_RGBA, GL_UNSIGNED_BYTE,
                      palette.data());
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxTextureSize_);
    return true;
}

std::optional<GridRenderer::ViewProgram> GridRenderer::buildViewProgram(bool zoomedOut) {
    const std::string source = std::string("#version 330 core\n") +
                               (zoomedOut ? "#define ZOOMED_OUT 1\n" : "") + kViewShader;
    std::optional<gl::ShaderProgram> program = gl::ShaderProgram::build(
        zoomedOut ? "grid view (zoomed out)" : "grid view", kVertexShader, source.c_str(), error_);
    if (!program) {
        return std::nullopt;
    }
    ViewProgram view{std::move(*program), {}};
    const gl::ShaderProgram& p = view.program;
    view.uniforms = {
        .viewSize = p.uniform("uViewSize"),
        .centre = p.uniform("uCentre"),
        .zoom = p.uniform("uZoom"),
        .lod = p.uniform("uLod"),
        .mapSize = p.uniform("uMapSize"),
        .macro = p.uniform("uMacro"),
        .tileLines = p.uniform("uTileLines"),
        .macroLines = p.uniform("uMacroLines"),
        .freeDoors = p.uniform("uFreeDoors"),
        .outside = p.uniform("uOutside"),
        .voidColour = p.uniform("uVoid"),
        .freeDoorColour = p.uniform("uFreeDoor"),
    };
    p.use();
    glUniform1i(p.uniform("uColours"), 0);
    return view;
}

// Same size: the texture keeps its storage and only its texels are replaced.
bool GridRenderer::upload(const Layout& layout, const ComponentNumbering& components,
                          const MapTiles& tiles) {
    const int width = std::max(layout.width(), 1);
    const int height = std::max(layout.height(), 1);
    if (width > maxTextureSize_ || height > maxTextureSize_) {
        error_ = "the map is " + std::to_string(layout.width()) + "x" +
                 std::to_string(layout.height()) + " tiles, but this OpenGL driver draws at most " +
                 std::to_string(maxTextureSize_) + " tiles a side";
        return false;
    }
    std::vector<std::uint8_t> texels = encodeTileTexels(layout, components, tiles);
    texels.resize(static_cast<std::size_t>(width) * height * 4, 0);  // for empty maps
    glActiveTexture(GL_TEXTURE0);
    if (tiles_.width() == width && tiles_.height() == height) {
        tiles_.update(GL_RGBA_INTEGER, GL_UNSIGNED_BYTE, texels.data());
    } else {
        tiles_.allocate(GL_RGBA8UI, width, height, GL_RGBA_INTEGER, GL_UNSIGNED_BYTE,
                        texels.data());
    }
    uploaded_ = true;
    uploadedLayout_ = &layout;
    uploadedSize_ = {layout.width(), layout.height()};
    macro_ = std::max(layout.catalogue().macro, 1);
    ++uploadCount_;
    return true;
}

bool GridRenderer::resolve(const GridStyle& style) {
    glActiveTexture(GL_TEXTURE0);
    if (auto problem = colours_.resize(tiles_.width(), tiles_.height())) {
        error_ = *problem;
        return false;
    }
    colours_.colour().useMipmaps();
    colours_.bind();
    resolveProgram_->use();
    glUniform1i(resolveUniforms_.byKind, style.colouring == GridColouring::ByKind ? 1 : 0);
    glUniform1i(resolveUniforms_.focus, style.focusComponent);
    setColour(resolveUniforms_.voidColour, kVoidColour);
    tiles_.bind(0);
    palette_.bind(1);
    quad_.draw();
    glActiveTexture(GL_TEXTURE0);
    colours_.colour().generateMipmaps();
    resolvedFor_ = std::pair{style.colouring, style.focusComponent};
    ++resolveCount_;
    return true;
}

void GridRenderer::drawView(const GridView& view, const GridStyle& style) {
    picture_.bind();
    const ViewProgram& program = view.zoom >= 1.0f ? *nearView_ : *farView_;
    program.program.use();
    const ViewUniforms& u = program.uniforms;
    glUniform2f(u.viewSize, static_cast<float>(view.width), static_cast<float>(view.height));
    glUniform2f(u.centre, view.centre.x, view.centre.y);
    glUniform1f(u.zoom, view.zoom);
    glUniform1f(u.lod, std::max(0.0f, -std::log2(view.zoom)));
    glUniform2i(u.mapSize, std::max(uploadedSize_.w, 1), std::max(uploadedSize_.h, 1));
    glUniform1i(u.macro, macro_);
    glUniform1f(u.tileLines,
                style.tileLines ? fadeIn(view.zoom, kTileLinesFrom, kTileLinesFull) : 0.0f);
    const float macroPixels = view.zoom * static_cast<float>(macro_);
    glUniform1f(u.macroLines,
                style.macroLines ? fadeIn(macroPixels, kMacroLinesFrom, kMacroLinesFull) : 0.0f);
    glUniform1i(u.freeDoors, style.freeDoorTiles ? 1 : 0);
    setColour(u.outside, kViewportOutsideColour);
    setColour(u.voidColour, kVoidColour);
    setColour(u.freeDoorColour, kFreePortColour);
    colours_.colour().bind(0);
    quad_.draw();
    ++drawCount_;
}

gl::Handle GridRenderer::render(const Layout& layout, const ComponentNumbering& components,
                                const MapTiles& tiles, std::uint64_t revision, const GridView& view,
                                const GridStyle& style) {
    if (!gl::glIsLoaded()) {
        error_ = "OpenGL is not loaded";
        return 0;
    }
    if (view.width <= 0 || view.height <= 0) {
        error_ = "the view has no pixels";
        return 0;
    }
    gl::StateGuard guard;
    if (!initialise()) {
        return 0;
    }
    error_.clear();
    const bool stale = !uploaded_ || uploadedLayout_ != &layout || uploadedRevision_ != revision ||
                       uploadedSize_ != Size2i{layout.width(), layout.height()};
    if (stale) {
        uploadedRevision_ = revision;
        resolvedFor_.reset();
        drawnFor_.reset();
        if (!upload(layout, components, tiles)) {
            uploaded_ = false;
            return 0;
        }
    }
    if (resolvedFor_ != std::pair{style.colouring, style.focusComponent}) {
        drawnFor_.reset();
        if (!resolve(style)) {
            return 0;
        }
    }
    if (auto problem = picture_.resize(view.width, view.height)) {
        error_ = *problem;
        drawnFor_.reset();
        return 0;
    }
    if (drawnFor_ != std::pair{view, style}) {
        drawView(view, style);
        drawnFor_ = std::pair{view, style};
    }
    return picture_.colour().id();
}

}  // namespace easylink::ui

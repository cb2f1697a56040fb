#include "easylink/export/png_export.hpp"

#include <stb_image_write.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/layout/component_numbering.hpp"
#include "easylink/layout/layout_raster.hpp"

namespace easylink {
namespace {

// Twelve hues that stay apart from each other, from the void and from the red
// of free ports, and are light enough that a darker wall still reads as colour.
constexpr std::array<Rgb, 12> kComponentPalette = {{
    {86, 148, 219},   // blue
    {232, 148, 60},   // orange
    {98, 188, 104},   // green
    {206, 102, 180},  // magenta
    {224, 202, 74},   // yellow
    {64, 184, 176},   // teal
    {152, 124, 222},  // violet
    {204, 118, 92},   // terracotta
    {170, 214, 84},   // lime
    {238, 150, 170},  // pink
    {120, 206, 246},  // sky
    {170, 128, 72},   // ochre
}};

constexpr Rgb kWhite{255, 255, 255};
constexpr Rgb kBlack{0, 0, 0};

constexpr std::uint8_t blendChannel(std::uint8_t a, std::uint8_t b, int t) {
    return static_cast<std::uint8_t>((a * (256 - t) + b * t + 128) / 256);
}

// Moves `a` towards `b` by t/256; integer arithmetic keeps the bytes the same
// on every machine.
constexpr Rgb mix(Rgb a, Rgb b, int t) {
    return {blendChannel(a.r, b.r, t), blendChannel(a.g, b.g, t), blendChannel(a.b, b.b, t)};
}

constexpr Rgb greyOf(Rgb c) {
    const auto luma = static_cast<std::uint8_t>((77 * c.r + 150 * c.g + 29 * c.b + 128) / 256);
    return {luma, luma, luma};
}

// The colour of one tile: its kind, shaded in the colour of whatever owns it.
Rgb colourOfTile(const Layout& layout, const ComponentNumbering& numbers, TileKind kind,
                 Vec2i tile) {
    const TileOwner owner = layout.ownerAt(tile);
    if (kind == TileKind::Void) {
        return kVoidColour;
    }
    if (owner.id < 0) {  // a tile map's own tiles, outside any room or corridor
        return tileColour(kind, componentColour(0), false);
    }
    if (owner.kind == TileOwner::Kind::Corridor) {
        return tileColour(kind, componentColour(numbers.ofCorridor[owner.id]), false);
    }
    const PlacedRoom& room = *layout.room(owner.id);
    return tileColour(kind, componentColour(numbers.ofRoom[owner.id]), isJunction(room.kind));
}

// Where pixel (x, y) starts in an RGB buffer `width` pixels wide; (0, height)
// is the buffer's size.
std::size_t pixelOffset(int width, int x, int y) {
    const std::size_t row = static_cast<std::size_t>(y) * static_cast<std::size_t>(width);
    return (row + static_cast<std::size_t>(x)) * 3;
}

class Canvas {
public:
    Canvas(int width, int height) {
        image_.width = width;
        image_.height = height;
        image_.pixels.assign(pixelOffset(width, 0, height), 0);
    }

    void fill(int x0, int y0, int w, int h, Rgb colour) {
        for (int y = y0; y < y0 + h; ++y) {
            for (int x = x0; x < x0 + w; ++x) {
                put(x, y, colour);
            }
        }
    }

    void blend(int x, int y, Rgb towards, int t) { put(x, y, mix(image_.at(x, y), towards, t)); }

    RgbImage take() { return std::move(image_); }

private:
    void put(int x, int y, Rgb colour) {
        const std::size_t i = pixelOffset(image_.width, x, y);
        image_.pixels[i] = colour.r;
        image_.pixels[i + 1] = colour.g;
        image_.pixels[i + 2] = colour.b;
    }

    RgbImage image_;
};

// Lines sit on the first pixel row and column of a tile, so the rest of the
// tile (its centre in particular) keeps the tile's own colour. Tile lines
// darken what they cross and lighten the void, so they show on both without
// shouting; macro lines lighten everything a little more.
void drawLines(Canvas& canvas, const TileRaster& raster, int tileSize, int macro,
               const PngOptions& options) {
    const bool tileLines = options.gridLines && tileSize >= 4;
    const bool macroLines = options.macroGrid && tileSize >= 3 && macro > 0;
    if (!tileLines && !macroLines) {
        return;
    }
    for (int ty = 0; ty < raster.height(); ++ty) {
        const bool onMacroRow = macroLines && ty % macro == 0;
        for (int tx = 0; tx < raster.width(); ++tx) {
            const bool onMacroColumn = macroLines && tx % macro == 0;
            const bool isVoid = raster.at({tx, ty}) == TileKind::Void;
            const int px = tx * tileSize;
            const int py = ty * tileSize;
            for (int i = 0; i < tileSize; ++i) {
                if (onMacroColumn) {
                    canvas.blend(px, py + i, kWhite, isVoid ? 32 : 36);
                } else if (tileLines) {
                    canvas.blend(px, py + i, isVoid ? kWhite : kBlack, isVoid ? 10 : 28);
                }
                if (i == 0 && onMacroColumn) {
                    continue;  // the corner pixel already has its line
                }
                if (onMacroRow) {
                    canvas.blend(px + i, py, kWhite, isVoid ? 32 : 36);
                } else if (tileLines) {
                    canvas.blend(px + i, py, isVoid ? kWhite : kBlack, isVoid ? 10 : 28);
                }
            }
        }
    }
}

// A free doorway is drawn as a red square inside each of its width-2 door
// tiles: where a room could still be joined, at the narrowest width.
void drawFreePorts(Canvas& canvas, const Layout& layout, int tileSize) {
    const int inset = tileSize / 4;
    const int side = tileSize - 2 * inset;
    for (RoomId id : layout.roomIds()) {
        for (const PlacedPort& port : layout.room(id)->ports) {
            if (!port.link.isFree()) {
                continue;
            }
            const Rect tiles = doorTiles(port.anchor, port.dir, kMinPassageWidth);
            for (int ty = tiles.top(); ty < tiles.bottom(); ++ty) {
                for (int tx = tiles.left(); tx < tiles.right(); ++tx) {
                    if (layout.bounds().contains(Vec2i{tx, ty})) {
                        canvas.fill(tx * tileSize + inset, ty * tileSize + inset, side, side,
                                    kFreePortColour);
                    }
                }
            }
        }
    }
}

void appendBytes(void* context, void* data, int size) {
    auto* out = static_cast<std::vector<unsigned char>*>(context);
    const auto* bytes = static_cast<const unsigned char*>(data);
    out->insert(out->end(), bytes, bytes + size);
}

}  // namespace

Rgb componentColour(int index) {
    const int n = static_cast<int>(kComponentPalette.size());
    return kComponentPalette[static_cast<std::size_t>(floorMod(index, n))];
}

// Floors carry the component colour itself; walls are the same hue at about
// half the brightness; doors are close to white so passages stand out; and
// corridors are greyer and darker than floors, walkable yet clearly not rooms.
// Junction rooms are moved part of the way to grey, a hint that they are
// connectors rather than places.
Rgb tileColour(TileKind kind, Rgb component, bool junction) {
    const Rgb base = junction ? mix(component, greyOf(component), 120) : component;
    switch (kind) {
        case TileKind::Void: return kVoidColour;
        case TileKind::Floor: return base;
        case TileKind::Wall: return mix(base, kBlack, 132);
        case TileKind::Door: return mix(base, kWhite, 190);
        case TileKind::Corridor: return mix(mix(component, greyOf(component), 128), kBlack, 72);
        case TileKind::SecretDoor: return mix(mix(base, kBlack, 132), kWhite, 96);
        case TileKind::Stairs: return Rgb{200, 170, 90};
        case TileKind::Start: return Rgb{80, 200, 110};
        case TileKind::Exit: return Rgb{230, 200, 60};
        case TileKind::Item: return Rgb{90, 170, 240};
        case TileKind::Monster: return Rgb{210, 60, 60};
    }
    return kVoidColour;
}

int effectiveTileSize(const Layout& layout, const PngOptions& options) {
    const int longest = std::max({layout.width(), layout.height(), 1});
    return std::max(1, std::min(options.tileSize, kMaxPngSide / longest));
}

Rgb RgbImage::at(int x, int y) const {
    const std::size_t i = pixelOffset(width, x, y);
    return {pixels[i], pixels[i + 1], pixels[i + 2]};
}

// Tiles first, each a square of its colour; then the grid lines over them;
// then the free-port marks, which must stay visible whatever lies beneath.
RgbImage renderLayoutImage(const Layout& layout, const PngOptions& options) {
    return renderLayoutImage(layout, rasterizeLayout(layout), options);
}

RgbImage renderLayoutImage(const Layout& layout, const TileRaster& raster,
                           const PngOptions& options) {
    const int tileSize = effectiveTileSize(layout, options);
    const ComponentNumbering numbers = numberComponents(layout);
    Canvas canvas(std::max(layout.width(), 0) * tileSize, std::max(layout.height(), 0) * tileSize);
    for (int ty = 0; ty < raster.height(); ++ty) {
        for (int tx = 0; tx < raster.width(); ++tx) {
            const Rgb colour = colourOfTile(layout, numbers, raster.at({tx, ty}), {tx, ty});
            canvas.fill(tx * tileSize, ty * tileSize, tileSize, tileSize, colour);
        }
    }
    drawLines(canvas, raster, tileSize, layout.catalogue().macro, options);
    if (options.freePorts) {
        drawFreePorts(canvas, layout, tileSize);
    }
    return canvas.take();
}

std::vector<unsigned char> encodePng(const RgbImage& image) {
    std::vector<unsigned char> bytes;
    if (image.width <= 0 || image.height <= 0) {
        return bytes;
    }
    if (stbi_write_png_to_func(appendBytes, &bytes, image.width, image.height, 3,
                               image.pixels.data(), image.width * 3) == 0) {
        bytes.clear();
    }
    return bytes;
}

std::vector<unsigned char> layoutToPng(const Layout& layout, const PngOptions& options) {
    return encodePng(renderLayoutImage(layout, options));
}

std::optional<std::string> writePngFile(const std::filesystem::path& path, const Layout& layout,
                                        const PngOptions& options) {
    return writePngFile(path, layout, rasterizeLayout(layout), options);
}

std::optional<std::string> stagePngFile(StagedWrites& files, const std::filesystem::path& path,
                                        const Layout& layout, const TileRaster& raster,
                                        const PngOptions& options) {
    const std::vector<unsigned char> png = encodePng(renderLayoutImage(layout, raster, options));
    if (png.empty()) {
        return "cannot write " + path.string() + ": cannot encode a " +
               std::to_string(layout.width()) + "x" + std::to_string(layout.height()) +
               " map as PNG";
    }
    const std::string_view bytes(reinterpret_cast<const char*>(png.data()), png.size());
    return files.stage(path, bytes);
}

std::optional<std::string> writePngFile(const std::filesystem::path& path, const Layout& layout,
                                        const TileRaster& raster, const PngOptions& options) {
    StagedWrites files;
    if (std::optional<std::string> error = stagePngFile(files, path, layout, raster, options)) {
        return error;
    }
    return files.commit();
}

}  // namespace easylink

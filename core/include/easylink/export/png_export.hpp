#pragma once

// [SECTION] PNG export
//
// A picture of a layout for designers: each connected component in its own
// colour (walls darker than floors, junction rooms a little greyer, corridors
// darker and greyer still), used doorways light, free doorways marked red,
// a faint line every macro tiles, and void dark. The same layout always gives
// the same bytes: colours depend only on room ids and the palette below.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/io/atomic_file.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/support/large_buffer.hpp"
#include "easylink/tiles/tile_raster.hpp"

namespace easylink {

/// No side of an exported image is longer than this, in pixels.
inline constexpr int kMaxPngSide = 8192;

struct PngOptions {
    /// Pixels per tile side; lowered when needed so that the image stays within
    /// kMaxPngSide a side (but never below 1).
    int tileSize = 8;
    /// Faint lines between tiles, drawn when tiles are at least 4 pixels wide.
    bool gridLines = true;
    /// A line every `macro` tiles (the catalogue's macrogrid), drawn when tiles
    /// are at least 3 pixels wide.
    bool macroGrid = true;
    /// Red marks on the doorways nobody uses (phase 1's view; phase 2 has
    /// already walled them up).
    bool freePorts = true;
};

struct Rgb {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;

    friend constexpr bool operator==(Rgb, Rgb) = default;
};

inline constexpr Rgb kVoidColour{22, 24, 30};
inline constexpr Rgb kFreePortColour{236, 40, 40};

/// The colour of the component numbered `index` in order of first appearance
/// among rooms by ascending id (as in the layout file), from a palette of 12
/// that repeats.
Rgb componentColour(int index);

/// The colour of a tile of the given kind belonging to a component of colour
/// `component`; `junction` for tiles of junction rooms. Void ignores both.
Rgb tileColour(TileKind kind, Rgb component, bool junction);

/// The tile size renderLayoutImage() will use for this layout and these options.
int effectiveTileSize(const Layout& layout, const PngOptions& options);

/// An 8-bit RGB image, rows top to bottom, no padding.
struct RgbImage {
    int width = 0;
    int height = 0;
    LargeVector<std::uint8_t> pixels;  // 192 MiB for a 4096x4096 map: huge pages

    Rgb at(int x, int y) const;
};

/// Draws the layout, effectiveTileSize() pixels per tile, from
/// rasterizeLayout(layout).
RgbImage renderLayoutImage(const Layout& layout, const PngOptions& options = {});

/// Draws a raster of the layout's map (phase 2's, say), coloured by the
/// layout's components.
RgbImage renderLayoutImage(const Layout& layout, const TileRaster& raster,
                           const PngOptions& options = {});

/// The PNG file bytes of an image; empty when the image is empty or encoding fails.
std::vector<unsigned char> encodePng(const RgbImage& image);

/// encodePng(renderLayoutImage(layout, options)).
std::vector<unsigned char> layoutToPng(const Layout& layout, const PngOptions& options = {});

/// Writes layoutToPng() atomically. Returns nullopt on success, otherwise a
/// one-line message naming the file.
std::optional<std::string> writePngFile(const std::filesystem::path& path, const Layout& layout,
                                        const PngOptions& options = {});

/// The same for a raster of the layout's map.
std::optional<std::string> writePngFile(const std::filesystem::path& path, const Layout& layout,
                                        const TileRaster& raster, const PngOptions& options = {});

/// Stages the picture into `files` (committed by the caller with its other
/// outputs); returns "cannot write FILE: reason" on failure.
std::optional<std::string> stagePngFile(StagedWrites& files, const std::filesystem::path& path,
                                        const Layout& layout, const TileRaster& raster,
                                        const PngOptions& options = {});

}  // namespace easylink

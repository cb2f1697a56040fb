#pragma once

// [SECTION] Screen probes
//
// A handful of tiles of the layout in the viewport, each with the pixel its
// centre lands on in a screenshot of the window and the colour the grid
// renderer paints there: what `easylink edit --probe` writes next to its
// screenshot, so that a test can check the real window's pixels against the
// layout rather than only check that the window is not blank.
//
// The probes are a few large rooms, of different colours where the layout
// has them (so that swapped colours show), the longest corridor, the
// emptiest tile of the map and a point of the viewport beside the map. Each
// is taken where nothing is drawn over the tiles: on a room's floor (clear of
// the port marks on and beyond its walls) away from its name, in the middle
// of a corridor, far from everything in empty space, and off whatever the
// step's overlays tint. The colours come from the functions the renderer's
// palette is filled from.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/export/png_export.hpp"
#include "easylink/layout/layout.hpp"
#include "platform/window.hpp"
#include "session/generation_session.hpp"
#include "viewport/layout_view.hpp"

namespace easylink::ui {

struct ScreenProbe {
    /// Who owns the tile; OutsideMap for the point beside the map.
    TileOwner owner;
    Vec2i tile;
    /// The framebuffer pixel under the tile's centre, rows counted from the
    /// top as in the screenshot.
    Vec2i pixel;
    Rgb colour;
};

/// The probes for `view` as last drawn, showing the layout at the session's
/// step; `pixelScale` is framebuffer pixels per ImGui unit. Measures the room
/// names with ImGui, so the frame's context must still be current. Empty
/// without a layout, or when tiles are too small on screen to be probed.
std::vector<ScreenProbe> chooseScreenProbes(GenerationSession& session, const LayoutView& view,
                                            float pixelScale);

/// Writes the probes as JSON, with the framebuffer's size so that a checker
/// can tell the screenshot they belong to:
///   {"format": "easylink-screen-probes", "version": 1,
///    "image": {"width": W, "height": H},
///    "probes": [{"owner": "room", "id": 3, "tile": [x, y], "pixel": [x, y],
///                "rgb": [r, g, b]}, ...]}
/// where owner is "room", "corridor" (both with an id), "empty" or "outside".
/// Returns an error message, or nullopt on success.
std::optional<std::string> saveScreenProbes(const std::filesystem::path& file,
                                            const std::vector<ScreenProbe>& probes,
                                            PixelSize framebuffer, const Json* view3d = nullptr);

}  // namespace easylink::ui

#pragma once

// The editor's entry point, as the command line sees it.

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "easylink/generation/generator_params.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/ui/view_mode.hpp"

namespace easylink::ui {

struct EditorOptions {
    /// The catalogue to open; empty: the one the last session ended on, or
    /// defaultCataloguePath the first time (and when that one is gone).
    std::filesystem::path cataloguePath;
    std::filesystem::path defaultCataloguePath;
    /// A layout file to show as saved (read against the catalogue opened,
    /// not regenerated) instead of generating a first run; empty: none.
    std::filesystem::path layoutPath;
    /// The folder of the files shipped with the program (assets/): its
    /// catalogues are read-only in the editor (Save goes to Save As).
    std::filesystem::path assetsDirectory;
    /// The seed of the first run; unset: the last session's (1 the first time).
    std::optional<std::uint64_t> seed;
    /// The map's size in tiles, over the parameters the editor starts on
    /// (the last session's, or `params`); regions past it are clipped. The
    /// caller has checked the range.
    std::optional<int> mapWidth;
    std::optional<int> mapHeight;
    /// When set, the window runs `frames` frames, saves what it shows as a
    /// PNG here and closes: for screenshots and tests under Xvfb.
    std::optional<std::filesystem::path> screenshotPath;
    int frames = 10;
    /// With a screenshot, also writes here a few tiles of the layout with
    /// their pixel in the screenshot and the colour drawn there (JSON; see
    /// ui/src/screen_probe.hpp), for tests of what the viewport shows.
    std::optional<std::filesystem::path> probePath;
    /// The timeline step to show (0: before the run); the end of the run when unset.
    std::optional<std::size_t> step;
    /// A workspace to arrange the window in ("Generate", "Author",
    /// "Report", any case) instead of the one the preferences kept.
    std::optional<std::string> workspace;
    /// A panel to open besides those the preferences open ("Module Editor").
    std::optional<std::string> openPanel;
    /// The viewport's view to start in, whatever the preferences say: tile
    /// view (phase 2's tiles) when true, slot view when false.
    std::optional<bool> tileView;
    /// The viewport's view to start in (2D, 3D or both), whatever the
    /// preferences say.
    std::optional<ViewMode> viewMode;
    /// With a screenshot, turns the 3D view's camera a degree every frame,
    /// so that each frame draws the level anew, as while the designer
    /// orbits (the frame-rate benchmark measures that).
    bool orbitCamera = false;
    /// With a screenshot, the 3D view walks (walk mode) from the first
    /// frame that shows a level.
    bool walk = false;
    /// The generator to start on ("easylink" or a tile-map generator's
    /// name); when unset, the one the preferences remember.
    std::optional<std::string> generator;
    /// Where the tile generators' data tables are (assets/tables): each
    /// NAME.json there is loaded for the generator NAME.
    std::filesystem::path tablesDirectory;
    /// The window's size in pixels, instead of the one the preferences kept
    /// (1280x800 for screenshots).
    std::optional<std::pair<int, int>> windowSize;
    /// The easylink parameters to start on (regions and targets included),
    /// instead of those the preferences kept from the last session; the
    /// caller has validated them.
    std::optional<EasylinkParams> params;
    /// The file those parameters came from, if any: never written over.
    std::filesystem::path paramsFile;
    /// Prefab vaults stamped into tile maps from the start, and their file.
    std::vector<Vault> vaults;
    std::string vaultSource;
};

struct EditorOutcome {
    enum class Kind {
        Closed,    // the user closed the window, or a screenshot was taken
        NoWindow,  // no display or no OpenGL 3.3: the caller may fall back
        Failed,    // something went wrong after the window opened
    };
    Kind kind = Kind::Closed;
    std::string message;       // why, for NoWindow and Failed
    int frames = 0;            // frames drawn
    double meanFrameMs = 0.0;  // their mean duration, swap included
    /// What they drew, on average: fragments (every pixel written by a
    /// draw, blended or not, offscreen ones included) and ImGui's draw calls.
    double meanFragments = 0.0;
    double meanDrawCalls = 0.0;
};

/// Why no window can be opened here (no DISPLAY or WAYLAND_DISPLAY), or
/// nullopt when it is worth trying.
std::optional<std::string> displayUnavailableReason();

/// Opens the editor window and runs it until it is closed.
EditorOutcome runEditor(const EditorOptions& options);

/// The catalogue files the editor remembers, as the command line may look
/// for a layout's catalogue among them: the one the last session ended on,
/// then the recent ones, newest first. Empty when nothing is kept; reads
/// the preferences only, and creates nothing.
std::vector<std::filesystem::path> rememberedCatalogues();

}  // namespace easylink::ui

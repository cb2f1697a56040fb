#pragma once

// [SECTION] Preferences
//
// What the editor remembers between sessions, with a default for every
// setting and a check on load: a value of the wrong type or out of range
// keeps its default, and a missing or damaged file gives all the defaults,
// so that the preferences file can never stop the editor from starting.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "easylink/ui/view_mode.hpp"

namespace easylink::ui {

struct Preferences {
    static constexpr int kMinWindowSide = 480;
    static constexpr int kMaxWindowSide = 16384;

    int windowWidth = 1280;
    int windowHeight = 800;
    /// Open or closed, by panel title; panels not listed keep their default.
    std::map<std::string, bool> panelsOpen;
    /// The regions' shares of the window as the splitters left them; absent
    /// ones keep the workspace's defaults.
    std::optional<float> sideShare;
    std::optional<float> rightShare;
    std::optional<float> bottomShare;
    /// The workspace area of each panel ("left", "centre", "right",
    /// "bottom"), by panel title; panels not listed keep their preset's.
    std::map<std::string, std::string> panelAreas;
    /// The tab in front in each area, by area key ("left"...).
    std::map<std::string, std::string> activeTabs;
    /// Catalogue files opened or saved lately, newest first (the editor keeps
    /// the first few).
    std::vector<std::filesystem::path> recentFiles;
    /// Parameters files opened or saved lately, newest first.
    std::vector<std::filesystem::path> recentParamsFiles;
    /// The viewport shows phase 2's tiles rather than the layout's slots.
    bool tileView = false;
    ViewMode viewMode = ViewMode::TwoD;  // the viewport's 2D, 3D or both
    /// View > Frame time.
    bool showFrameTime = false;
    /// The size of text and controls: 0 follows the monitor's content scale
    /// (1 on a normal screen, 2 on a double-density one); otherwise a factor
    /// from kMinUiScale to kMaxUiScale.
    static constexpr float kMinUiScale = 0.5f;
    static constexpr float kMaxUiScale = 3.0f;
    float uiScale = 0.0f;
    /// The generator the Generation panel had chosen ("easylink" or a
    /// tile-map generator's name).
    std::string generator = "easylink";
    /// The easylink parameters as the Generation and Regions panels left
    /// them (a params object as in layout files, regions and targets
    /// included); null when none were kept. Read back with paramsFromJson
    /// and validated by the shell, which keeps the defaults for bad ones.
    Json params;
    /// The seed of the last run asked for; nullopt: the default.
    std::optional<std::uint64_t> seed;
    /// The catalogue file on show when the editor closed (an absolute path;
    /// empty when none was ever saved or opened). Opened on the next start
    /// when no catalogue is named on the command line.
    std::filesystem::path catalogue;
};

/// The file's name inside the per-user configuration folder.
inline constexpr const char* kPreferencesFileName = "preferences.json";

Preferences loadPreferences(const std::filesystem::path& file);

/// Saves atomically. Returns an error message, or nullopt on success.
std::optional<std::string> savePreferences(const std::filesystem::path& file,
                                           const Preferences& preferences);

}  // namespace easylink::ui

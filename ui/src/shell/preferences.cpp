#include "shell/preferences.hpp"

#include <utility>

#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/json_format.hpp"
#include "workspace/workspace_layout.hpp"

namespace easylink::ui {
namespace {

/// The member `key` of `object` when it is a whole number in [low, high].
std::optional<int> boundedInt(const Json& object, const char* key, int low, int high) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer()) {
        return std::nullopt;
    }
    const auto value = it->get<long long>();
    if (value < low || value > high) {
        return std::nullopt;
    }
    return static_cast<int>(value);
}

/// The member `key` of `object` when it is a share of the window in [0, 1].
std::optional<float> share(const Json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number()) {
        return std::nullopt;
    }
    const double value = it->get<double>();
    if (!(value >= 0.0 && value <= 1.0)) {
        return std::nullopt;
    }
    return static_cast<float>(value);
}

/// The window's size, each side kept within the bounds.
void readWindow(const Json& document, Preferences& preferences) {
    if (const auto window = document.find("window");
        window != document.end() && window->is_object()) {
        preferences.windowWidth =
            boundedInt(*window, "width", Preferences::kMinWindowSide, Preferences::kMaxWindowSide)
                .value_or(preferences.windowWidth);
        preferences.windowHeight =
            boundedInt(*window, "height", Preferences::kMinWindowSide, Preferences::kMaxWindowSide)
                .value_or(preferences.windowHeight);
    }
}

/// Which panels are open, by title.
void readPanels(const Json& document, Preferences& preferences) {
    if (const auto panels = document.find("panels");
        panels != document.end() && panels->is_object()) {
        for (const auto& [title, open] : panels->items()) {
            if (open.is_boolean()) {
                preferences.panelsOpen[title] = open.get<bool>();
            }
        }
    }
}

/// The recent catalogues and parameter files, empty paths left out.
void readRecentFiles(const Json& document, Preferences& preferences) {
    for (const auto& [key, files] : {std::pair{"recent_files", &preferences.recentFiles},
                                     std::pair{"recent_params", &preferences.recentParamsFiles}}) {
        if (const auto recent = document.find(key);
            recent != document.end() && recent->is_array()) {
            for (const Json& entry : *recent) {
                if (entry.is_string() && !entry.get<std::string>().empty()) {
                    files->emplace_back(entry.get<std::string>());
                }
            }
        }
    }
}

/// The workspace: the areas' shares of the window, which area each panel
/// is in and each area's active tab.
void readWorkspace(const Json& document, Preferences& preferences) {
    if (const auto workspace = document.find("workspace");
        workspace != document.end() && workspace->is_object()) {
        preferences.sideShare = share(*workspace, "side_share");
        preferences.rightShare = share(*workspace, "right_share");
        preferences.bottomShare = share(*workspace, "bottom_share");
        // Only the four area names count; a panel title may be anything (an
        // unknown one is ignored by the editor), but never empty.
        if (const auto areas = workspace->find("areas");
            areas != workspace->end() && areas->is_object()) {
            for (const auto& [title, area] : areas->items()) {
                if (!title.empty() && area.is_string() &&
                    slotFromKey(area.get<std::string>()).has_value()) {
                    preferences.panelAreas[title] = area.get<std::string>();
                }
            }
        }
        if (const auto active = workspace->find("active_tabs");
            active != workspace->end() && active->is_object()) {
            for (const auto& [area, title] : active->items()) {
                if (slotFromKey(area).has_value() && title.is_string() &&
                    !title.get<std::string>().empty()) {
                    preferences.activeTabs[area] = title.get<std::string>();
                }
            }
        }
    }
}

/// The viewport's view (slots or tiles; 2D, 3D or both).
void readViewport(const Json& document, Preferences& preferences) {
    if (const auto viewport = document.find("viewport");
        viewport != document.end() && viewport->is_object()) {
        if (const auto tileView = viewport->find("tile_view");
            tileView != viewport->end() && tileView->is_boolean()) {
            preferences.tileView = tileView->get<bool>();
        }
        if (const auto view = viewport->find("view");
            view != viewport->end() && view->is_string()) {
            preferences.viewMode = parseViewMode(view->get<std::string>()).value_or(ViewMode::TwoD);
        }
    }
}

/// The frame time's display and the interface's scale (0: the monitor's).
void readDisplay(const Json& document, Preferences& preferences) {
    if (const auto display = document.find("display");
        display != document.end() && display->is_object()) {
        if (const auto frameTime = display->find("frame_time");
            frameTime != display->end() && frameTime->is_boolean()) {
            preferences.showFrameTime = frameTime->get<bool>();
        }
        if (const auto scale = display->find("ui_scale");
            scale != display->end() && scale->is_number()) {
            const double value = scale->get<double>();
            if (value == 0.0 ||
                (value >= Preferences::kMinUiScale && value <= Preferences::kMaxUiScale)) {
                preferences.uiScale = static_cast<float>(value);
            }
        }
    }
}

/// The generator, its parameters and the seed of the last session.
void readGeneration(const Json& document, Preferences& preferences) {
    if (const auto generation = document.find("generation");
        generation != document.end() && generation->is_object()) {
        if (const auto generator = generation->find("generator");
            generator != generation->end() && generator->is_string()) {
            preferences.generator = generator->get<std::string>();
        }
        if (const auto params = generation->find("params");
            params != generation->end() && params->is_object()) {
            preferences.params = *params;
        }
        // Every seed the command line takes (0 to 2^64-1) is a number here.
        if (const auto seed = generation->find("seed");
            seed != generation->end() &&
            (seed->is_number_unsigned() ||
             (seed->is_number_integer() && seed->get<long long>() >= 0))) {
            preferences.seed = seed->get<std::uint64_t>();
        }
    }
}

/// The catalogue of the last session.
void readSession(const Json& document, Preferences& preferences) {
    if (const auto session = document.find("session");
        session != document.end() && session->is_object()) {
        if (const auto catalogue = session->find("catalogue");
            catalogue != session->end() && catalogue->is_string()) {
            preferences.catalogue = catalogue->get<std::string>();
        }
    }
}

}  // namespace

Preferences loadPreferences(const std::filesystem::path& file) {
    Preferences preferences;
    std::error_code error;
    if (!std::filesystem::exists(file, error)) {
        return preferences;
    }
    const ParsedJson parsed = readJsonFile(file, {.maxBytes = 1 << 22, .maxDepth = 10});
    if (!parsed.ok() || !parsed.value.is_object()) {
        return preferences;
    }
    const Json& document = parsed.value;

    readWindow(document, preferences);
    readPanels(document, preferences);
    readRecentFiles(document, preferences);
    readWorkspace(document, preferences);
    readViewport(document, preferences);
    readDisplay(document, preferences);
    readGeneration(document, preferences);
    readSession(document, preferences);
    return preferences;
}

std::optional<std::string> savePreferences(const std::filesystem::path& file,
                                           const Preferences& preferences) {
    Json document = Json::object();
    document["window"] = {{"width", preferences.windowWidth}, {"height", preferences.windowHeight}};
    Json panels = Json::object();
    for (const auto& [title, open] : preferences.panelsOpen) {
        appendNewMember(panels, title, open);  // titles are distinct: no search needed
    }
    document["panels"] = std::move(panels);
    Json workspace = Json::object();
    const auto storeShare = [&](const char* key, const std::optional<float>& value) {
        if (value) {
            workspace[key] = *value;
        }
    };
    storeShare("side_share", preferences.sideShare);
    storeShare("right_share", preferences.rightShare);
    storeShare("bottom_share", preferences.bottomShare);
    Json areas = Json::object();
    for (const auto& [title, area] : preferences.panelAreas) {
        appendNewMember(areas, title, area);
    }
    workspace["areas"] = std::move(areas);
    Json active = Json::object();
    for (const auto& [area, title] : preferences.activeTabs) {
        appendNewMember(active, area, title);
    }
    workspace["active_tabs"] = std::move(active);
    document["workspace"] = std::move(workspace);
    document["viewport"] = {{"tile_view", preferences.tileView},
                            {"view", std::string(viewModeName(preferences.viewMode))}};
    document["display"] = {{"frame_time", preferences.showFrameTime},
                           {"ui_scale", preferences.uiScale}};
    document["generation"] = {{"generator", preferences.generator}};
    if (preferences.params.is_object()) {
        document["generation"]["params"] = preferences.params;
    }
    if (preferences.seed) {
        document["generation"]["seed"] = *preferences.seed;
    }
    if (!preferences.catalogue.empty()) {
        document["session"] = {{"catalogue", preferences.catalogue.string()}};
    }
    for (const auto& [key, files] : {std::pair{"recent_files", &preferences.recentFiles},
                                     std::pair{"recent_params", &preferences.recentParamsFiles}}) {
        Json recent = Json::array();
        for (const std::filesystem::path& recentFile : *files) {
            recent.push_back(recentFile.string());
        }
        document[key] = std::move(recent);
    }
    return writeFileAtomically(file, formatJsonReadable(document));
}

}  // namespace easylink::ui

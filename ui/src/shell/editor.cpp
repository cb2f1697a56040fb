// [SECTION] Editor entry point
//
// Opens the window, runs the editor shell frame by frame, and tears down in
// the reverse order. Interactive runs keep imgui.ini and the preferences in
// the per-user configuration folder; screenshot runs use neither and ignore
// the mouse, so that the picture depends on the catalogue alone and a test
// never touches the user's settings.

#include "easylink/ui/editor.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>

#include <imgui.h>

#include "easylink/io/json_document.hpp"
#include "easylink/layout/regions.hpp"
#include "files/layout_open.hpp"
#include "panels/viewport_panel.hpp"
#include "platform/config_directory.hpp"
#include "platform/frame_pacer.hpp"
#include "platform/imgui_layer.hpp"
#include "platform/screenshot.hpp"
#include "platform/window.hpp"
#include "render/fragment_counter.hpp"
#include "session/generation_session.hpp"
#include "shell/control_map.hpp"
#include "shell/editor_shell.hpp"
#include "shell/preferences.hpp"
#include "shell/session_start.hpp"
#include "viewport/screen_probe.hpp"
#include "workspace/workspace_presets.hpp"

namespace easylink::ui {
namespace {

// A new window shows nothing until its first frame was swapped, so a
// screenshot is taken on the second frame at the earliest.
constexpr int kMinScreenshotFrames = 2;

bool isSet(const char* variable) {
    const char* value = std::getenv(variable);
    return value != nullptr && *value != '\0';
}

/// Where the settings go, or nullopt (with a warning) when they cannot be
/// kept; the editor then runs without saving them.
std::optional<std::filesystem::path> settingsDirectory() {
    ConfigDirectoryLookup lookup = findUserConfigDirectory();
    if (!lookup.directory) {
        std::cerr << "easylink: settings will not be saved: " << lookup.error << '\n';
    }
    return lookup.directory;
}

/// The 3D view's figures for the probe file: what it draws (every room,
/// corridor and resolved module with a mesh), the meshes made here, the
/// draw calls a frame, the designers' textures shown, the camera, and
/// where the view lies in the window.
Json view3dFigures(const LevelView3d& view) {
    const OrbitCamera& camera = view.camera();
    const Vec3f eye = camera.eye();
    Json figures;
    figures["instances"] = view.instanceCount();
    figures["meshes"] = view.meshCount();
    const SceneRenderer::Figures* drawn = view.rendererFigures();
    figures["draw_calls"] = drawn != nullptr ? drawn->drawCalls : 0;
    figures["triangles"] = drawn != nullptr ? drawn->triangles : 0;
    figures["frames_drawn"] = drawn != nullptr ? drawn->framesDrawn : 0;
    figures["textures"] = drawn != nullptr ? drawn->textures : 0;
    figures["camera"] = {{"target", {camera.target[0], camera.target[1], camera.target[2]}},
                         {"eye", {eye[0], eye[1], eye[2]}},
                         {"distance", camera.distance},
                         {"yaw", camera.yaw},
                         {"pitch", camera.pitch}};
    if (view.walking()) {
        const WalkCamera& walker = view.walkCamera();
        figures["walk"] = {{"eye", {walker.eye[0], walker.eye[1], walker.eye[2]}},
                           {"yaw", walker.yaw},
                           {"pitch", walker.pitch}};
    }
    const float scale = ImGui::GetIO().DisplayFramebufferScale.x;
    figures["rect"] = {view.origin().x * scale, view.origin().y * scale, view.size().x * scale,
                       view.size().y * scale};
    return figures;
}

/// Writes the probes of the frame just drawn (see screen_probe.hpp). Called
/// before the next frame starts, while the viewport still holds this one's
/// view and ImGui its font (the probes avoid the room names).
std::optional<std::string> saveProbes(EditorShell& shell, const std::filesystem::path& file,
                                      PixelSize framebuffer) {
    auto* viewport = dynamic_cast<ViewportPanel*>(shell.panels().find(ViewportPanel::kTitle));
    if (viewport == nullptr || !viewport->isOpen()) {
        return std::string("cannot probe the viewport: it is not open");
    }
    const ViewMode mode = shell.state().session().viewMode();
    std::vector<ScreenProbe> probes;
    if (mode != ViewMode::ThreeD) {
        probes = chooseScreenProbes(shell.state().generation(), viewport->view(),
                                    ImGui::GetIO().DisplayFramebufferScale.x);
        if (probes.empty() && mode == ViewMode::TwoD) {
            return std::string(
                "cannot probe the viewport: no layout on show, or its tiles are too small");
        }
    }
    if (mode == ViewMode::TwoD) {
        return saveScreenProbes(file, probes, framebuffer);
    }
    const LevelView3d& view = viewport->view3d();
    if (!view.hasLevel()) {
        return std::string("cannot probe the 3D view: no level on show");
    }
    const Json figures = view3dFigures(view);
    return saveScreenProbes(file, probes, framebuffer, &figures);
}

/// Gives the session the data tables of every generator that has some in
/// `directory`; a missing or broken file leaves that generator without, and
/// starting it then says which file it needs.
void loadTileTables(EditorState& state, const std::filesystem::path& directory) {
    GenerationSession& session = state.generation();
    for (const Generator& info : generators()) {
        if (!info.inputs.tables || directory.empty()) {
            continue;
        }
        const std::filesystem::path file = directory / (std::string(info.name) + ".json");
        ParsedJson parsed = readJsonFile(file);
        if (parsed.ok()) {
            session.settings().setTileTables(info.name, std::move(parsed.value));
            state.document().setInputFile("the " + std::string(info.name) + " tables", file);
        }
    }
}

/// `params` on a map of the size given on the command line, the regions
/// clipped to it (each clipped one said on the terminal).
EasylinkParams resizedParams(EasylinkParams params, std::optional<int> width,
                             std::optional<int> height) {
    params.width = width.value_or(params.width);
    params.height = height.value_or(params.height);
    std::vector<std::string> notes;
    params.regions = clipRegions(params.regions, params.width, params.height, notes);
    for (const std::string& note : notes) {
        std::cerr << "easylink: " << note << '\n';
    }
    return params;
}

/// Where the settings are kept and what they hold; screenshot runs use
/// neither (nullopt directory, default preferences).
struct Settings {
    std::optional<std::filesystem::path> directory;
    Preferences preferences;
};

Settings loadSettings(bool screenshotRun) {
    Settings settings;
    if (!screenshotRun) {
        settings.directory = settingsDirectory();
        if (settings.directory) {
            settings.preferences = loadPreferences(*settings.directory / kPreferencesFileName);
        }
    }
    return settings;
}

void saveSettings(Settings& settings, const EditorShell& shell, const Window& window) {
    if (!settings.directory) {
        return;
    }
    Preferences& preferences = settings.preferences;
    const PixelSize size = window.windowSize();
    preferences.windowWidth =
        std::clamp(size.width, Preferences::kMinWindowSide, Preferences::kMaxWindowSide);
    preferences.windowHeight =
        std::clamp(size.height, Preferences::kMinWindowSide, Preferences::kMaxWindowSide);
    shell.storePreferences(preferences);
    if (auto error = savePreferences(*settings.directory / kPreferencesFileName, preferences)) {
        std::cerr << "easylink: cannot save the preferences: " << *error << '\n';
    }
}

/// The session as the command line and the remembered settings say, with
/// the first run started (and finished, for screenshots and --step) and the
/// panel asked for in front. Returns why it cannot start, or nullopt.
std::optional<std::string> prepareShell(EditorShell& shell, const EditorOptions& options,
                                        const Settings& settings) {
    const bool screenshotRun = options.screenshotPath.has_value();
    EditorState& state = shell.state();
    shell.applyPreferences(settings.preferences);
    if (options.viewMode) {
        state.session().setViewMode(*options.viewMode);
    }
    if (options.tileView) {
        state.session().setTileView(*options.tileView);
    }
    if (settings.directory) {
        shell.setRecoveryFolder(*settings.directory / kRecoveryFolderName);
    }
    state.document().setParamsFile(options.paramsFile);
    state.document().setShippedFolder(options.assetsDirectory);
    if (!screenshotRun) {
        if (auto folder = userCatalogueDirectory()) {
            state.document().setUserCatalogueFolder(*folder);
        }
    }
    GenerationSession& session = state.generation();
    if (options.seed) {
        session.settings().setSeed(*options.seed);
    }
    loadTileTables(state, options.tablesDirectory);
    if (options.generator) {
        (void)session.settings().setGenerator(
            *options.generator);  // the command line checked the name
    }
    if (!options.vaults.empty()) {
        session.settings().setVaults(options.vaults, options.vaultSource);
    }
    if (options.params) {
        session.settings().setParams(*options.params);
    }
    if (options.mapWidth || options.mapHeight) {
        session.settings().setParams(
            resizedParams(session.settings().params(), options.mapWidth, options.mapHeight));
    }
    // Screenshot runs never read the preferences: their catalogue is the
    // named one or the default.
    const StartCatalogue start = openStartCatalogue(
        state, options.cataloguePath, settings.preferences.catalogue, options.defaultCataloguePath);
    if (!start.note.empty()) {
        std::cerr << "easylink: " << start.note << '\n';
    }
    if (!options.layoutPath.empty()) {
        // A layout file is shown as saved: no run to wait for.
        if (auto problem = openLayoutFile(state, options.layoutPath)) {
            return *problem;
        }
    } else {
        // The editor opens on a generated layout; a screenshot waits for it
        // so that the picture shows it.
        state.session().generateFromDocument();
        if (screenshotRun || options.step) {
            session.waitForRun();
            state.session().updateGeneration(0.0);
        }
    }
    if (options.step) {
        session.cursor().setStep(*options.step);
    }
    // Edits a crashed session left unsaved are offered back on the first
    // frame; a catalogue another editor has open is read-only here, which
    // the window says, and the terminal too.
    shell.offerRecovery();
    if (state.document().readOnly()) {
        std::cerr << "easylink: " << state.document().readOnlyReason() << '\n';
    }
    if (options.workspace) {
        const std::optional<WorkspacePreset> preset = presetNamed(*options.workspace);
        if (!preset) {
            return "no workspace is called '" + *options.workspace +
                   "'; the workspaces are Generate, Author and Report";
        }
        shell.panels().applyPreset(*preset);
    }
    if (options.openPanel) {
        Panel* panel = shell.panels().find(*options.openPanel);
        if (panel == nullptr) {
            std::string names;
            for (const auto& each : shell.panels().panels()) {
                names += (names.empty() ? "" : ", ") + each->title();
            }
            return "no panel is called '" + *options.openPanel + "'; the panels are " + names;
        }
        shell.panels().show(*panel);
    }
    return std::nullopt;
}

WindowOpening openWindow(const EditorShell& shell, const EditorOptions& options,
                         const Preferences& preferences) {
    WindowSpec spec;
    spec.title = shell.windowTitle();
    spec.width = options.windowSize ? options.windowSize->first : preferences.windowWidth;
    spec.height = options.windowSize ? options.windowSize->second : preferences.windowHeight;
    spec.vsync = !options.screenshotPath.has_value();
    return Window::open(spec);
}

/// One frame: the close button, the UI scale, the shell drawn and rendered.
/// The caller swaps (or saves) the buffers.
void drawOneFrame(EditorShell& shell, Window& window, ImGuiLayer& imgui) {
    // The close button asks about unsaved edits like File > Quit.
    if (window.shouldClose()) {
        window.cancelClose();
        shell.requestQuit();
    }
    imgui.setScale(shell.state().session().uiScale() > 0.0f ? shell.state().session().uiScale()
                                                            : window.contentScale());
    imgui.beginFrame();
    shell.drawFrame();
    imgui.render(window.framebufferSize());
    window.setTitle(shell.windowTitle());
}

/// A degree in radians: how far --orbit turns the 3D camera a frame.
constexpr float kOrbitDegree = 0.0174533f;

/// Draws options.frames frames back to back (no waiting for events, no
/// vsync), then saves what the window shows, and the probes when asked.
/// Counts the fragments each frame draws as it goes (fragment_counter.hpp).
EditorOutcome runScreenshotFrames(EditorShell& shell, Window& window, ImGuiLayer& imgui,
                                  const EditorOptions& options) {
    const int frames = std::max(options.frames, kMinScreenshotFrames);
    gl::FragmentCounter fragments;
    const auto started = std::chrono::steady_clock::now();
    auto* viewport = dynamic_cast<ViewportPanel*>(shell.panels().find(ViewportPanel::kTitle));
    bool walked = false;
    for (int frame = 1;; ++frame) {
        window.pollEvents();
        if (options.orbitCamera && viewport != nullptr) {
            viewport->view3d().camera().orbit(kOrbitDegree, 0.0f);
        }
        if (options.walk && viewport != nullptr && viewport->view3d().hasLevel() &&
            !viewport->view3d().walking() && !walked) {
            viewport->view3d().startWalking();
            walked = true;
        }
        fragments.beginFrame();
        drawOneFrame(shell, window, imgui);
        fragments.endFrame();
        if (frame >= frames) {
            break;
        }
        window.swapBuffers();
    }
    EditorOutcome outcome{EditorOutcome::Kind::Closed, {}};
    outcome.frames = frames;
    outcome.meanFrameMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
            .count() /
        frames;
    fragments.finish();
    outcome.meanFragments =
        static_cast<double>(fragments.fragments()) / static_cast<double>(fragments.frames());
    outcome.meanDrawCalls = static_cast<double>(imgui.drawCommands()) / static_cast<double>(frames);
    if (auto error = saveFramebufferPng(*options.screenshotPath, window.framebufferSize())) {
        return {EditorOutcome::Kind::Failed, *error};
    }
    if (options.probePath) {
        if (auto error = saveProbes(shell, *options.probePath, window.framebufferSize())) {
            return {EditorOutcome::Kind::Failed, *error};
        }
    }
    return outcome;
}

/// Frames until the user quits, resting between events when nothing moves
/// (frame_pacer.hpp), with each frame's cost handed to the frame-time overlay
/// and, for a program driving the window, what it showed to the control map
/// (control_map.hpp).
void runInteractiveFrames(EditorShell& shell, Window& window, ImGuiLayer& imgui) {
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const auto now = [&started] {
        return std::chrono::duration<double>(Clock::now() - started).count();
    };
    const auto milliseconds = [](Clock::time_point from, Clock::time_point to) {
        return std::chrono::duration<double, std::milli>(to - from).count();
    };
    FramePacer pacer;
    std::uint64_t inputSeen = imgui.inputCount();
    auto frameBegan = Clock::now();
    const std::unique_ptr<ControlMap> controlMap = ControlMap::fromEnvironment();
    while (!shell.quitRequested()) {
        const double wait = pacer.waitSeconds(now(), shell.busy() || imgui.keysPending(),
                                              ImGui::GetIO().WantTextInput);
        const bool rested = wait > 0.0;
        if (rested) {
            window.waitEvents(wait);
        } else {
            window.pollEvents();
        }
        if (imgui.inputCount() != inputSeen) {
            inputSeen = imgui.inputCount();
            pacer.noteInput(now());
        }
        const auto workBegan = Clock::now();
        drawOneFrame(shell, window, imgui);
        window.swapBuffers();
        if (auto error = controlMap ? controlMap->writeFrame(shell) : std::nullopt) {
            std::cerr << "easylink: " << *error << '\n';
        }
        shell.recordFrame(milliseconds(workBegan, Clock::now()),
                          milliseconds(frameBegan, workBegan), rested);
        frameBegan = workBegan;
    }
}

}  // namespace

std::vector<std::filesystem::path> rememberedCatalogues() {
    std::vector<std::filesystem::path> files;
    const std::optional<std::filesystem::path> directory = existingUserConfigDirectory();
    if (!directory) {
        return files;
    }
    const Preferences preferences = loadPreferences(*directory / kPreferencesFileName);
    if (!preferences.catalogue.empty()) {
        files.push_back(preferences.catalogue);
    }
    files.insert(files.end(), preferences.recentFiles.begin(), preferences.recentFiles.end());
    return files;
}

std::optional<std::string> displayUnavailableReason() {
    if (!isSet("DISPLAY") && !isSet("WAYLAND_DISPLAY")) {
        return std::string("neither DISPLAY nor WAYLAND_DISPLAY is set");
    }
    return std::nullopt;
}

EditorOutcome runEditor(const EditorOptions& options) {
    const bool screenshotRun = options.screenshotPath.has_value();
    Settings settings = loadSettings(screenshotRun);

    // The catalogue is read before the window opens, so the first frame
    // already shows it and carries its name in the title.
    EditorShell shell;
    if (auto error = prepareShell(shell, options, settings)) {
        return {EditorOutcome::Kind::Failed, *error};
    }

    WindowOpening opening = openWindow(shell, options, settings.preferences);
    if (!opening.window) {
        return {EditorOutcome::Kind::NoWindow, opening.error};
    }
    Window& window = *opening.window;
    std::optional<std::filesystem::path> iniFile;
    if (settings.directory) {
        iniFile = *settings.directory / "imgui.ini";
    }
    ImGuiLayerStart imguiStart = ImGuiLayer::start(window, iniFile);
    if (!imguiStart.layer) {
        return {EditorOutcome::Kind::Failed, imguiStart.error};
    }
    ImGuiLayer& imgui = *imguiStart.layer;
    // The shell was made before the window (it names it) and so outlives
    // it; its panels' GL objects go first, while their context exists.
    struct GraphicsRelease {
        EditorShell& shell;
        ~GraphicsRelease() { shell.panels().releaseGraphics(); }
    } graphicsRelease{shell};
    if (screenshotRun) {
        imgui.ignoreMouse();
        return runScreenshotFrames(shell, window, imgui, options);
    }
    runInteractiveFrames(shell, window, imgui);
    saveSettings(settings, shell, window);
    return {EditorOutcome::Kind::Closed, {}};
}

}  // namespace easylink::ui

#include <cmath>
#include <filesystem>
#include <memory>
#include <ostream>
#include <string_view>
#include <utility>

#include "cli/asset_paths.hpp"
#include "cli/command_line.hpp"
#include "cli/param_flags.hpp"
#include "cli/run_summary.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/export/ascii_export.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/io/file_identity.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/output/layout_catalogue.hpp"
#include "easylink/output/layout_reader.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/output/run_summary.hpp"
#include "easylink/registry/registry.hpp"

#ifdef EASYLINK_HAS_EDITOR
#include "easylink/ui/editor.hpp"
#endif

namespace easylink::cli {
namespace {

/// What the editor verb does where no window can open: say so plainly, then
/// do the most useful headless thing: check the catalogue and, when it is
/// valid, generate a layout from it, print its map and say where the files went.
int headlessFallback(const std::string& reason, const std::string& catalogue, std::uint64_t seed,
                     const EasylinkParams& params, std::ostream& out, std::ostream& err) {
    err << "easylink: no window can be opened here: " << reason << ".\n"
        << "The editor needs a display (a desktop session, or xvfb-run). "
        << "Generating a layout from the catalogue instead.\n";
    const CatalogueLoad load = loadCatalogueFile(catalogue);
    if (!load.valid()) {
        for (const Problem& problem : load.problems) {
            out << formatProblem(catalogue, problem) << '\n';
        }
        return kExitFailure;
    }
    const GenerationResult result = generateEasylink(load.catalogue, params, seed);
    if (!result.ok()) {
        err << "easylink: seed " << seed << ": " << result.failure << '\n';
        return kExitFailure;
    }
    const std::filesystem::path dir = "easylink-output";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::string stem = "layout-" + std::to_string(seed);
    RunFiles outputs;
    outputs.layout = dir / (stem + ".json");
    outputs.png = dir / (stem + ".png");
    outputs.ascii = dir / (stem + ".txt");
    if (auto clash =
            findPathClash({{"the catalogue", catalogue}}, {{"the output", outputs.layout},
                                                           {"the output", *outputs.png},
                                                           {"the output", *outputs.ascii}})) {
        err << "easylink: " << *clash << '\n';
        return kExitUsage;
    }
    const Json recorded = paramsToJson(params);
    RunView run;
    run.seed = seed;
    run.layout = &*result.layout;
    run.resolution = result.resolution ? &*result.resolution : nullptr;
    run.params = &recorded;
    run.regions = &params.regions;
    run.attempts = result.attempts;
    if (auto error = writeRunFiles(run, outputs, nullptr)) {
        err << "easylink: " << *error << '\n';
        return kExitFailure;
    }
    out << rasterToAscii(RunRaster(run).tiles()) << describeWritten(run, outputs) << '\n';
    return kExitOk;
}

/// True when `path` holds a layout file rather than a catalogue: its JSON
/// says "format": "easylink-layout". Anything else is left to the catalogue
/// reader, whose messages say what is wrong with it.
bool isLayoutFile(const std::string& path) {
    const ParsedJson parsed = readJsonFile(path);
    return parsed.ok() && isLayoutDocument(parsed.value);
}

/// A layout file to show, read against its catalogue before any window
/// opens, so that a bad file is refused with its reason.
struct LayoutToShow {
    std::string path;
    std::string catalogue;
    // Held apart: the file's layout refers to this catalogue, which must not
    // move when the LayoutToShow does.
    std::unique_ptr<const CatalogueLoad> load;
    LayoutFile file;
};

/// Where `edit LAYOUT` looks for the catalogue a layout file names: the
/// editor's last session's and recent ones (not for a screenshot, which
/// reads nothing the editor keeps), then the shipped ones.
std::vector<std::filesystem::path> catalogueCandidates(bool screenshot) {
    std::vector<std::filesystem::path> candidates;
#ifdef EASYLINK_HAS_EDITOR
    if (!screenshot) {
        candidates = ui::rememberedCatalogues();
    }
#else
    (void)screenshot;
#endif
    const std::vector<std::filesystem::path> shipped =
        shippedCatalogues(defaultCataloguePath().parent_path());
    candidates.insert(candidates.end(), shipped.begin(), shipped.end());
    return candidates;
}

/// Reads the layout file against its catalogue: `given` (--catalogue), or
/// the one among `candidates` that the file names, or else the default
/// one. Prints what is wrong and returns nullopt when it cannot be read;
/// a layout of modules no catalogue at hand has is refused naming them.
std::optional<LayoutToShow> readLayoutToShow(const std::string& path,
                                             const std::optional<std::string>& given,
                                             const std::vector<std::filesystem::path>& candidates,
                                             std::ostream& out, std::ostream& err) {
    const ParsedJson parsed = readJsonFile(path);
    if (!parsed.ok()) {
        err << "easylink edit: " << formatProblem(path, *parsed.error) << '\n';
        return std::nullopt;
    }
    std::optional<LayoutToShow> shown(std::in_place);
    shown->path = path;
    const std::optional<CatalogueIdentity> named =
        given ? std::nullopt : namedCatalogue(parsed.value);
    std::optional<FoundCatalogue> found = named ? findCatalogue(*named, candidates) : std::nullopt;
    if (found) {
        shown->catalogue = found->path.string();
        shown->load = std::move(found->load);
    } else {
        shown->catalogue = given.value_or(defaultCataloguePath().string());
        shown->load = std::make_unique<const CatalogueLoad>(loadCatalogueFile(shown->catalogue));
        if (!shown->load->valid()) {
            for (const Problem& problem : shown->load->problems) {
                out << formatProblem(shown->catalogue, problem) << '\n';
            }
            return std::nullopt;
        }
    }
    const std::string catalogueName = std::filesystem::path(shown->catalogue).filename().string();
    const std::string madeWith = named ? path + " was made with " + describeCatalogue(*named) : "";
    LayoutRead read = readLayoutDocument(parsed.value, shown->load->catalogue);
    if (!read.ok()) {
        const std::vector<std::string> missing =
            given || found ? std::vector<std::string>{}
                           : missingModules(parsed.value, shown->load->catalogue);
        err << "easylink edit: ";
        if (!missing.empty()) {
            err << (named ? madeWith +
                                ", which is neither the editor's last catalogue, a recent one "
                                "nor a shipped one"
                          : path +
                                " names no catalogue (it was written before layout files "
                                "named theirs)")
                << ", and " << catalogueName << " has no module named " << listNames(missing)
                << ": pass the catalogue it was made with, --catalogue FILE\n";
        } else {
            err << formatProblem(path, *read.problem);
            if (named && !found && !given) {
                err << " (" << madeWith << ", which was not found: pass it with --catalogue FILE)";
            }
            err << '\n';
        }
        return std::nullopt;
    }
    if (named && !found) {
        err << "easylink edit: " << madeWith << ", which was not found; showing it on "
            << catalogueName << ", whose modules fit it\n";
    }
    shown->file = std::move(*read.file);
    return shown;
}

/// The editor verb on a layout file where no window can open: the layout
/// as saved, printed as its text map with a sentence saying what it holds.
int headlessLayout(const std::string& reason, const LayoutToShow& shown, std::ostream& out,
                   std::ostream& err) {
    err << "easylink: no window can be opened here: " << reason << ".\n"
        << "The editor needs a display (a desktop session, or xvfb-run). "
        << "Printing the layout file's map instead.\n";
    const RunView run = viewOf(shown.file);
    out << rasterToAscii(RunRaster(run).tiles()) << shown.path << " as saved (" << run.generator
        << ", seed " << run.seed << ": " << describeRun(run) << ")\n";
    return kExitOk;
}

/// --width or --height when given: a map side in tiles, checked as
/// `generate` checks it. Returns the usage error, or nullopt.
std::optional<std::string> readMapSide(const Arguments& args, const char* key,
                                       std::optional<int>& side) {
    const auto text = args.value(paramFlag(key));
    if (!text) {
        return std::nullopt;
    }
    EasylinkParams scratch;
    if (setParam(scratch, key, *text)) {
        std::string range;
        for (const ParamInfo& info : paramInfo()) {
            if (info.key == key) {
                range = std::string(info.range);
            }
        }
        return paramFlag(key) + " must be a whole number of tiles from " + range + ", not '" +
               *text + "'";
    }
    side = std::string_view(key) == "width" ? scratch.width : scratch.height;
    return std::nullopt;
}

/// What `edit` was asked to open, and how: read from its arguments before
/// any window opens, so that a wrong argument is refused with its reason.
struct EditRequest {
    std::string catalogue;
    std::optional<LayoutToShow> layout;  // a layout file named instead of a catalogue
    std::optional<int> mapWidth;
    std::optional<int> mapHeight;
    std::uint64_t seed = 1;
    int frames = 10;
    std::optional<std::size_t> step;
    std::optional<std::pair<int, int>> windowSize;
    std::optional<EasylinkParams> params;  // --params, read as `generate` reads it
};

/// Where a step of reading the request stopped: the exit code to return.
using Stop = std::optional<int>;

/// The catalogue, or the layout file, to open. Without a catalogue named,
/// the editor opens the last session's; the fallback without a window uses
/// the default one. A layout file named instead is shown as saved, on
/// --catalogue's catalogue or the default.
Stop readWhatToOpen(const Arguments& args, EditRequest& request, std::ostream& out,
                    std::ostream& err) {
    request.catalogue =
        args.positional.empty() ? defaultCataloguePath().string() : args.positional.front();
    if (!args.positional.empty() && isLayoutFile(args.positional.front())) {
        for (const char* flag : {"--seed", "--generator", "--params", "--width", "--height"}) {
            if (args.has(flag)) {
                const std::string why = " does not apply to a layout file, which shows its run";
                return usageError("edit", std::string(flag) + why, err);
            }
        }
        request.layout = readLayoutToShow(args.positional.front(), args.value("--catalogue"),
                                          catalogueCandidates(args.has("--screenshot")), out, err);
        if (!request.layout) {
            return kExitFailure;
        }
        request.catalogue = request.layout->catalogue;
    } else if (auto named = args.value("--catalogue")) {
        if (!args.positional.empty()) {
            return usageError("edit",
                              "--catalogue goes with a layout file, and " +
                                  args.positional.front() + " is not one",
                              err);
        }
        request.catalogue = *named;
    }
    return std::nullopt;
}

/// --seed, --frames and --step when given; returns the usage error, or nullopt.
std::optional<std::string> readRunNumbers(const Arguments& args, EditRequest& request) {
    if (auto text = args.value("--seed")) {
        const auto parsed = parseUnsigned(*text, UINT64_MAX);
        if (!parsed) {
            return "--seed must be a whole number from 0 to 18446744073709551615, not '" + *text +
                   "'";
        }
        request.seed = *parsed;
    }
    if (auto text = args.value("--frames")) {
        const auto parsed = parseUnsigned(*text, 100000);
        if (!parsed || *parsed < 2) {
            return "--frames must be a whole number from 2 to 100000, not '" + *text + "'";
        }
        request.frames = static_cast<int>(*parsed);
    }
    if (auto text = args.value("--step")) {
        const auto parsed = parseUnsigned(*text, 1000000000);
        if (!parsed) {
            return "--step must be a whole number, not '" + *text + "'";
        }
        request.step = static_cast<std::size_t>(*parsed);
    }
    return std::nullopt;
}

/// --window WIDTHxHEIGHT when given; returns the usage error, or nullopt.
std::optional<std::string> readWindowSize(const Arguments& args, EditRequest& request) {
    const auto text = args.value("--window");
    if (!text) {
        return std::nullopt;
    }
    const std::size_t x = text->find('x');
    const auto width =
        x == std::string::npos ? std::nullopt : parseUnsigned(text->substr(0, x), 16384);
    const auto height =
        x == std::string::npos ? std::nullopt : parseUnsigned(text->substr(x + 1), 16384);
    if (!width || !height || *width < 480 || *height < 480) {
        return "--window must be WIDTHxHEIGHT, each from 480 to 16384 pixels, not '" + *text + "'";
    }
    request.windowSize = {static_cast<int>(*width), static_cast<int>(*height)};
    return std::nullopt;
}

/// The parameters to start on, when given: read as `generate` reads them,
/// and refused here when they are wrong, with a pointer into the file.
Stop readStartParams(const Arguments& args, EditRequest& request, std::ostream& err) {
    const auto path = args.value("--params");
    if (!path) {
        return std::nullopt;
    }
    const ParamArgs read = readParamArgs(args);
    if (read.usageError) {
        return usageError("edit", *read.usageError, err);
    }
    for (const std::string& problem : read.fileProblems) {
        err << "easylink edit: " << problem << '\n';
    }
    if (!read.fileProblems.empty()) {
        return kExitFailure;
    }
    const std::vector<Problem> problems = validateParams(read.params);
    for (Problem problem : problems) {
        problem.pointer = read.filePointerBase + problem.pointer;
        err << "easylink edit: " << formatProblem(*path, problem) << '\n';
    }
    if (!problems.empty()) {
        return kExitFailure;
    }
    request.params = read.params;
    return std::nullopt;
}

/// Every argument of `edit`, in the order they are checked.
Stop readEditRequest(const Arguments& args, EditRequest& request, std::ostream& out,
                     std::ostream& err) {
    if (Stop stop = readWhatToOpen(args, request, out, err)) {
        return stop;
    }
    for (const auto& [key, side] :
         {std::pair{"width", &request.mapWidth}, std::pair{"height", &request.mapHeight}}) {
        if (auto error = readMapSide(args, key, *side)) {
            return usageError("edit", *error, err);
        }
    }
    if (auto error = readRunNumbers(args, request)) {
        return usageError("edit", *error, err);
    }
    if (auto error = readWindowSize(args, request)) {
        return usageError("edit", *error, err);
    }
    if (Stop stop = readStartParams(args, request, err)) {
        return stop;
    }
    if (const std::optional<std::string> view = args.value("--view");
        view && *view != "2d" && *view != "3d" && *view != "split") {
        return usageError(
            "edit", "--view wants 2d, 3d or split, not \"" + printableExcerpt(*view) + "\"", err);
    }
    for (const char* flag : {"--orbit", "--walk"}) {
        if (args.has(flag) && args.value("--view") == std::optional<std::string>("2d")) {
            return usageError(
                "edit", std::string(flag) + " moves the 3D view's camera: not with --view 2d", err);
        }
    }
    for (const char* flag : {"--frames", "--probe", "--orbit", "--walk"}) {
        if (args.has(flag) && !args.has("--screenshot")) {
            return usageError("edit", std::string(flag) + " only applies with --screenshot", err);
        }
    }
    return std::nullopt;
}

/// Where no window opens: the layout file as saved, or a run of the
/// catalogue with the parameters given (or the defaults) on the map size given.
int runWithoutWindow(const std::string& reason, const EditRequest& request, std::ostream& out,
                     std::ostream& err) {
    if (request.layout) {
        return headlessLayout(reason, *request.layout, out, err);
    }
    EasylinkParams params = request.params.value_or(EasylinkParams{});
    params.width = request.mapWidth.value_or(params.width);
    params.height = request.mapHeight.value_or(params.height);
    return headlessFallback(reason, request.catalogue, request.seed, params, out, err);
}

#ifdef EASYLINK_HAS_EDITOR
/// The editor's options from the request and the flags that only the
/// editor reads (--screenshot, --panel, --generator, --vaults, ...).
Stop readEditorOptions(const Arguments& args, const EditRequest& request,
                       ui::EditorOptions& options, std::ostream& err) {
    if (!args.positional.empty() || args.has("--catalogue")) {
        options.cataloguePath = request.catalogue;
    }
    if (request.layout) {
        options.layoutPath = request.layout->path;
    }
    options.defaultCataloguePath = defaultCataloguePath();
    options.assetsDirectory = assetsDirectory();
    if (args.has("--seed")) {
        options.seed = request.seed;
    }
    options.mapWidth = request.mapWidth;
    options.mapHeight = request.mapHeight;
    options.frames = request.frames;
    options.step = request.step;
    options.params = request.params;
    options.paramsFile = args.value("--params").value_or("");
    options.windowSize = request.windowSize;
    if (auto path = args.value("--screenshot")) {
        options.screenshotPath = *path;
    }
    if (auto path = args.value("--probe")) {
        options.probePath = *path;
    }
    if (const std::optional<std::string> view = args.value("--view")) {
        options.viewMode = ui::parseViewMode(*view);
    }
    if (args.has("--tile-view")) {
        options.tileView = true;
    }
    options.orbitCamera = args.has("--orbit");
    options.walk = args.has("--walk");
    if ((options.orbitCamera || options.walk) && !options.viewMode) {
        options.viewMode = ui::ViewMode::ThreeD;  // the camera they move is the 3D view's
    }
    if (args.has("--slot-view")) {
        options.tileView = false;
    }
    if (auto workspace = args.value("--workspace")) {
        options.workspace = *workspace;
    }
    if (auto panel = args.value("--panel")) {
        options.openPanel = *panel;
    }
    options.tablesDirectory = assetsDirectory() / "tables";
    if (auto generator = args.value("--generator")) {
        if (findGenerator(*generator) == nullptr) {
            return usageError("edit", unknownGeneratorMessage(*generator), err);
        }
        options.generator = *generator;
    }
    if (auto path = args.value("--vaults")) {
        VaultFile read = readVaultFile(*path);
        if (read.error) {
            err << "easylink edit: " << *read.error << '\n';
            return kExitFailure;
        }
        options.vaults = std::move(read.vaults);
        options.vaultSource = *path;
    }
    return std::nullopt;
}

/// Opens the editor's window; where none can open, says why and runs
/// without one (a screenshot cannot be taken then).
int runEditorWindow(const ui::EditorOptions& options, const EditRequest& request, std::ostream& out,
                    std::ostream& err) {
    std::optional<std::string> unavailable = ui::displayUnavailableReason();
    ui::EditorOutcome outcome;
    if (!unavailable) {
        outcome = ui::runEditor(options);
        if (outcome.kind == ui::EditorOutcome::Kind::NoWindow) {
            unavailable = outcome.message;
        }
    }
    if (unavailable) {
        if (options.screenshotPath) {
            err << "easylink edit: cannot take a screenshot: " << *unavailable << '\n';
            return kExitFailure;
        }
        return runWithoutWindow(*unavailable, request, out, err);
    }
    if (outcome.kind == ui::EditorOutcome::Kind::Failed) {
        err << "easylink edit: " << outcome.message << '\n';
        return kExitFailure;
    }
    if (options.screenshotPath) {
        out << "wrote " << options.screenshotPath->string() << " after " << outcome.frames
            << " frames (mean frame time " << outcome.meanFrameMs << " ms, "
            << std::llround(outcome.meanFragments) << " fragments and "
            << std::llround(outcome.meanDrawCalls) << " draw calls a frame)\n";
    }
    return kExitOk;
}
#endif

int runEdit(const Arguments& args, std::ostream& out, std::ostream& err) {
    EditRequest request;
    if (Stop stop = readEditRequest(args, request, out, err)) {
        return *stop;
    }
#ifdef EASYLINK_HAS_EDITOR
    ui::EditorOptions options;
    if (Stop stop = readEditorOptions(args, request, options, err)) {
        return *stop;
    }
    return runEditorWindow(options, request, out, err);
#else
    if (args.has("--screenshot")) {
        err << "easylink edit: cannot take a screenshot: this build has no editor (configured "
               "with EASYLINK_BUILD_UI=OFF)\n";
        return kExitFailure;
    }
    return runWithoutWindow("this build has no editor (configured with EASYLINK_BUILD_UI=OFF)",
                            request, out, err);
#endif
}

}  // namespace

Verb makeEditVerb() {
    Verb verb;
    verb.spec.name = "edit";
    verb.spec.positional = "[CATALOGUE | LAYOUT]";
    verb.spec.positionalRole = PathRole::Input;
    verb.spec.maxPositional = 1;
    verb.spec.summary =
        "Open the editor (the default verb), on the default catalogue unless one is named.";
    verb.spec.details =
        "Without a display, says so, generates a layout from the catalogue instead, prints its\n"
        "map and writes it to easylink-output/.\n"
        "With --screenshot, opens the real window, runs --frames frames (default 10),\n"
        "saves what the window shows as a PNG and exits.\n"
        "With --probe as well, also writes a JSON file naming a few tiles of the layout on\n"
        "show (rooms, a corridor, empty space, beside the map) with the pixel of each in the\n"
        "screenshot and the colour the viewport paints there, for tests of the picture.\n"
        "Without a CATALOGUE, the editor opens the catalogue, generator, seed, map size and\n"
        "parameters of the last session (the default catalogue the first time, or when the\n"
        "last one is gone); --generator, --seed, --width, --height and --params override\n"
        "what it kept. Screenshot runs neither read nor write what the editor keeps.\n"
        "With a LAYOUT file (\"format\": \"easylink-layout\"), the editor shows that layout as\n"
        "saved, its rooms read from the file rather than regenerated from its seed, against\n"
        "--catalogue's catalogue, or the one the file names (found by its content among the\n"
        "editor's last catalogue, the recent ones and the shipped ones), or the default one;\n"
        "without a display, prints its map.";
    verb.spec.flags = {
        {"--catalogue", "FILE",
         "with a LAYOUT file, the catalogue it was made with (default: the one the file names, "
         "when found, or the default one)",
         PathRole::Input},
        {"--seed", "N", "the seed of the first generation run (default: as last time, or 1)"},
        {"--width", "W", "the map's width in tiles (8 to 4096; default: as last time, or 80)"},
        {"--height", "H", "the map's height in tiles (8 to 4096; default: as last time, or 80)"},
        {"--screenshot", "FILE", "save the window as a PNG after --frames frames, then exit",
         PathRole::Output},
        {"--frames", "K", "frames to run before the screenshot (2 to 100000, default 10)"},
        {"--probe", "FILE", "with --screenshot, write tiles' pixels and colours as JSON",
         PathRole::Output},
        {"--step", "K", "show the run as it stood after K events (default: its end)"},
        {"--workspace", "NAME", "arrange the window as this workspace: generate, author or report"},
        {"--panel", "NAME", "open this panel as well (e.g. \"Module Editor\")"},
        {"--view", "2d|3d|split", "the viewport's view: the map, the level in 3D, or both"},
        {"--tile-view", "", "start the viewport on phase 2's tiles (key T switches)"},
        {"--walk", "",
         "with --screenshot, stand in the level in 3D at eye height (walk mode) for the picture"},
        {"--orbit", "",
         "with --screenshot, turn the 3D view's camera a degree a frame (each frame drawn anew: "
         "for frame-rate measurements)"},
        {"--slot-view", "", "start the viewport on phase 1's rooms and corridors"},
        {"--generator", "NAME", "start on this generator (default easylink)"},
        {"--vaults", "FILE", "tile maps: stamp the prefab blueprints of FILE", PathRole::Input},
        {"--window", "WxH", "the window's size in pixels (e.g. 1600x1000; default: as last time)"},
        {"--params", "FILE",
         "start on the easylink parameters of FILE, or of a layout file (as generate reads them; "
         "regions and targets included)",
         PathRole::Input},
    };
    verb.run = runEdit;
    return verb;
}

}  // namespace easylink::cli

// `easylink generate`: one layout, or a batch of them on worker threads.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <mutex>
#include <ostream>
#include <thread>
#include <variant>

#include "cli/asset_paths.hpp"
#include "cli/catalogue_argument.hpp"
#include "cli/command_line.hpp"
#include "cli/layout_outputs.hpp"
#include "cli/param_flags.hpp"
#include "cli/tile_map_request.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/export/tiled_export.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/generators/tilemap/tile_generators.hpp"

namespace easylink::cli {
namespace {

namespace fs = std::filesystem;

struct BatchFailure {
    std::uint64_t seed = 0;
    std::string reason;
};

/// Generates one seed of a batch into its file; returns why it failed.
using BatchJob =
    std::function<std::optional<std::string>(std::uint64_t seed, const fs::path& file)>;

/// A batch's file for one seed; flushed to disk with the others at the end.
LayoutOutputs onlyLayout(const fs::path& file) {
    LayoutOutputs outputs;
    outputs.layout = file;
    outputs.syncEach = false;
    return outputs;
}

struct BatchPlan {
    std::uint64_t first = 0;
    std::uint64_t count = 1;
    unsigned jobs = 1;
    fs::path dir;
};

/// Runs seeds first..first+count-1 on `jobs` threads; each writes its own
/// file, so the output does not depend on the thread count.
int runBatch(const BatchPlan& plan, const BatchJob& job, std::ostream& out, std::ostream& err) {
    const std::uint64_t first = plan.first;
    const std::uint64_t count = plan.count;
    const unsigned jobs = plan.jobs;
    const fs::path& dir = plan.dir;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec || !fs::is_directory(dir)) {
        err << "easylink generate: cannot create the output folder " << dir.string() << ": "
            << ec.message() << '\n';
        return kExitFailure;
    }
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> finished{0};
    std::mutex failuresMutex;
    std::vector<BatchFailure> failures;
    const auto work = [&] {
        for (std::uint64_t i = next++; i < count; i = next++) {
            const std::uint64_t seed = first + i;
            if (auto reason = job(seed, dir / ("layout-" + std::to_string(seed) + ".json"))) {
                const std::lock_guard lock(failuresMutex);
                failures.push_back({seed, *reason});
            }
            ++finished;
        }
    };
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < jobs; ++t) {
        threads.emplace_back(work);
    }
    // Progress on stderr once the batch has taken more than a second.
    bool progressShown = false;
    while (finished.load() < count) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds > 1.0) {
            err << "\rgenerated " << finished.load() << "/" << count << " layouts ("
                << static_cast<int>(static_cast<double>(finished.load()) / seconds) << "/s)"
                << std::flush;
            progressShown = true;
        }
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    if (progressShown) {
        err << '\n';
    }
    // One flush for the whole batch, before it reports success.
    if (auto error = syncFolder(dir)) {
        err << "easylink generate: " << *error << '\n';
        return kExitFailure;
    }
    std::sort(failures.begin(), failures.end(),
              [](const BatchFailure& a, const BatchFailure& b) { return a.seed < b.seed; });
    for (const BatchFailure& failure : failures) {
        err << "easylink generate: seed " << failure.seed << ": " << failure.reason << '\n';
    }
    out << "wrote " << (count - failures.size()) << " layouts to " << dir.string();
    if (!failures.empty()) {
        out << "; " << failures.size() << " seeds failed";
    }
    out << '\n';
    return failures.empty() ? kExitOk : kExitFailure;
}

/// The files of one layout, as the flags name them.
LayoutOutputs singleOutputs(const Arguments& args) {
    LayoutOutputs outputs;
    outputs.layout = args.value("--out").value();
    outputs.png = args.value("--png");
    outputs.ascii = args.value("--ascii");
    outputs.tiled = args.value("--tiled");
    outputs.explain = args.value("--explain");
    return outputs;
}

/// The batch --count, --out-dir and --jobs ask for from `seed` on, or the
/// usage error that says what is wrong with them.
std::variant<BatchPlan, std::string> readBatchPlan(const Arguments& args, std::uint64_t seed) {
    BatchPlan plan;
    plan.first = seed;
    const auto countText = args.value("--count");
    const auto parsedCount = countText ? parseUnsigned(*countText, 1000000) : std::nullopt;
    if (!parsedCount || *parsedCount < 1) {
        return std::string("a batch needs --count K (1 to 1000000) and --out-dir DIR");
    }
    plan.count = *parsedCount;
    if (!args.has("--out-dir")) {
        return std::string("a batch needs --out-dir DIR");
    }
    plan.dir = args.value("--out-dir").value();
    for (const char* single : {"--out", "--png", "--ascii", "--tiled", "--explain"}) {
        if (args.has(single)) {
            return std::string(single) + " is for one layout; a batch writes DIR/layout-SEED.json";
        }
    }
    if (auto jobsText = args.value("--jobs")) {
        const auto parsedJobs = parseUnsigned(*jobsText, 256);
        if (!parsedJobs || *parsedJobs < 1) {
            return "--jobs must be from 1 to 256, not '" + *jobsText + "'";
        }
        plan.jobs = static_cast<unsigned>(*parsedJobs);
    } else {
        plan.jobs = std::max(1u, std::thread::hardware_concurrency());
    }
    if (seed > UINT64_MAX - (plan.count - 1)) {
        return std::string("--seed plus --count runs past the largest seed");
    }
    return plan;
}

/// `generate --generator NAME` for a tile-map generator: one map or a batch,
/// its request read from the command line (tile_map_request.hpp).
int runTileGenerator(const Arguments& args, const std::string& name, std::uint64_t seed,
                     const std::optional<BatchPlan>& batch, std::ostream& out, std::ostream& err) {
    const TileMapRequestRead read = readTileMapRequest(args, name, seed);
    if (!read.request) {
        if (read.usage) {
            return usageError("generate", read.error, err);
        }
        err << "easylink generate: " << read.error << '\n';
        return kExitFailure;
    }
    if (batch) {
        const BatchJob job = [&](std::uint64_t each,
                                 const fs::path& file) -> std::optional<std::string> {
            TileMapRequest request = *read.request;
            request.seed = each;
            const TileMapResult result = generateTileMap(request);
            if (!result.ok()) {
                return result.failure;
            }
            return writeTileMapOutputs(name, result, each, onlyLayout(file), nullptr);
        };
        return runBatch(*batch, job, out, err);
    }
    EventRecorder recorder(/*withRejections=*/true);
    const bool explain = args.has("--explain");
    const TileMapResult result = generateTileMap(*read.request, explain ? &recorder : nullptr);
    if (!result.ok()) {
        err << "easylink generate: " << name << ", seed " << seed << ": " << result.failure << '\n';
        return kExitFailure;
    }
    for (const std::string& note : result.notes) {
        err << "easylink generate: warning: " << note << '\n';
    }
    const LayoutOutputs outputs = singleOutputs(args);
    if (auto error = writeTileMapOutputs(name, result, seed, outputs,
                                         explain ? &recorder.events() : nullptr)) {
        err << "easylink generate: " << *error << '\n';
        return kExitFailure;
    }
    out << "wrote " << outputs.layout.string() << " (" << name << ", " << result.tiles->width()
        << "x" << result.tiles->height() << ", " << result.tiles->count(TileKind::Floor)
        << " floor tiles, " << result.areas.size() << " areas, " << result.attempts
        << (result.attempts == 1 ? " attempt)\n" : " attempts)\n");
    return kExitOk;
}

/// `generate` for easylink: the catalogue and parameters read, then one
/// layout with its files or a batch.
int runEasylink(const Arguments& args, std::uint64_t seed, const std::optional<BatchPlan>& batch,
                std::ostream& out, std::ostream& err) {
    if (args.has("--vaults") || args.has("--tables")) {
        return usageError("generate",
                          std::string(args.has("--vaults") ? "--vaults" : "--tables") +
                              " is for tile-map generators, not easylink",
                          err);
    }
    std::string cataloguePath;
    std::variant<Catalogue, std::string> loaded = loadCatalogueArgument(args, cataloguePath);
    if (const auto* refusal = std::get_if<std::string>(&loaded)) {
        err << "easylink generate: " << *refusal << '\n';
        return kExitFailure;
    }
    const Catalogue& catalogue = std::get<Catalogue>(loaded);
    const ParamArgs read = readParamArgs(args);
    if (read.usageError) {
        return usageError("generate", *read.usageError, err);
    }
    for (const std::string& problem : read.fileProblems) {
        err << "easylink generate: " << problem << '\n';
    }
    if (!read.fileProblems.empty()) {
        return kExitFailure;
    }
    const GeneratorParams& params = read.params;
    if (batch) {
        const BatchJob job = [&](std::uint64_t each,
                                 const fs::path& file) -> std::optional<std::string> {
            const GenerationResult result = generateEasylink(catalogue, params, each);
            if (!result.ok()) {
                return result.failure;
            }
            return writeLayoutOutputs(*result.layout,
                                      result.resolution ? &*result.resolution : nullptr, params,
                                      each, result.attempts, onlyLayout(file), nullptr);
        };
        return runBatch(*batch, job, out, err);
    }
    const LayoutOutputs outputs = singleOutputs(args);
    const bool explain = outputs.explain.has_value();
    EventRecorder recorder(/*withRejections=*/true);
    const GenerationResult result =
        generateEasylink(catalogue, params, seed, explain ? &recorder : nullptr);
    if (!result.ok()) {
        err << "easylink generate: seed " << seed << ": " << result.failure << '\n';
        return kExitFailure;
    }
    const Resolution* resolution = result.resolution ? &*result.resolution : nullptr;
    if (auto error = writeLayoutOutputs(*result.layout, resolution, params, seed, result.attempts,
                                        outputs, explain ? &recorder.events() : nullptr)) {
        err << "easylink generate: " << *error << '\n';
        return kExitFailure;
    }
    out << describeLayout(*result.layout, resolution, result.attempts, outputs) << '\n';
    if (resolution != nullptr) {
        for (const std::string& problem : resolution->problems) {
            err << "easylink generate: warning: phase 2: " << problem << '\n';
        }
    }
    return kExitOk;
}

int runGenerate(const Arguments& args, std::ostream& out, std::ostream& err) {
    const auto usage = [&](const std::string& message) {
        return usageError("generate", message, err);
    };
    const std::string generator = args.value("--generator").value_or("easylink");
    if (auto unknown = unknownGenerator(generator)) {
        return usage(*unknown);
    }
    const auto seedText = args.value("--seed");
    if (!seedText) {
        return usage("--seed N is required");
    }
    const auto seed = parseUnsigned(*seedText, UINT64_MAX);
    if (!seed) {
        return usage("--seed must be a whole number from 0 to 18446744073709551615, not '" +
                     *seedText + "'");
    }
    std::optional<BatchPlan> batch;
    if (args.has("--count") || args.has("--out-dir") || args.has("--jobs")) {
        std::variant<BatchPlan, std::string> plan = readBatchPlan(args, *seed);
        if (const auto* problem = std::get_if<std::string>(&plan)) {
            return usage(*problem);
        }
        batch = std::get<BatchPlan>(plan);
    } else if (!args.has("--out")) {
        return usage("--out LAYOUT.json is required (or --count and --out-dir for a batch)");
    }
    return generator == "easylink" ? runEasylink(args, *seed, batch, out, err)
                                   : runTileGenerator(args, generator, *seed, batch, out, err);
}

}  // namespace

Verb makeGenerateVerb() {
    Verb verb;
    verb.spec.name = "generate";
    verb.spec.summary = "Generate a layout (or a batch of them) from a catalogue and a seed.";
    verb.spec.details =
        "One layout: --seed N --out LAYOUT.json [--png FILE] [--ascii FILE] [--tiled FILE.tmj]\n"
        "[--explain FILE].\n"
        "A batch: --seed N --count K --out-dir DIR [--jobs J] writes DIR/layout-SEED.json for\n"
        "seeds N..N+K-1. Parameters come from their defaults, then --params FILE, then the\n"
        "flags below; docs/params.md explains each. Exit 0 on success, 1 when generation gives\n"
        "up or the input is bad, 2 for a wrong command line.";
    verb.spec.flags = {
        {"--generator", "NAME", "the generator (default easylink)"},
        {"--catalogue", "FILE", "the module catalogue (default: the default catalogue)",
         PathRole::Input},
        {"--seed", "N", "the seed (required)"},
        {"--params", "FILE", "a JSON object of parameters", PathRole::Input},
        {"--out", "FILE", "where to write the layout file", PathRole::Output},
        {"--png", "FILE", "also write a picture of the layout", PathRole::Output},
        {"--ascii", "FILE", "also write the layout as text (# wall . floor + door , corridor)",
         PathRole::Output},
        {"--tiled", "FILE.tmj",
         "also write a Tiled map (JSON) and, beside it, its tileset image STEM-tiles.png",
         PathRole::Output},
        {"--explain", "FILE", "also write every event, rejected candidates included, as JSON lines",
         PathRole::Output},
        {"--count", "K", "generate K layouts, seeds N to N+K-1"},
        {"--out-dir", "DIR", "where a batch writes layout-SEED.json files"},
        {"--jobs", "J", "worker threads for a batch (default: the number of cores)"},
    };
    for (FlagSpec& flag : tileMapFlags()) {
        verb.spec.flags.push_back(std::move(flag));
    }
    addParamFlags(verb.spec.flags);
    verb.run = runGenerate;
    verb.moreFiles = [](const Arguments& args, CommandFiles& files) {
        if (auto tiled = args.value("--tiled"); tiled && !tiled->empty()) {
            files.outputs.push_back(
                {"the tileset image of --tiled", tiledTilesetImagePath(*tiled)});
        }
        const auto dir = args.value("--out-dir");
        const auto first = parseUnsigned(args.value("--seed").value_or(""), UINT64_MAX);
        const auto count = parseUnsigned(args.value("--count").value_or(""), 1000000);
        if (dir && first && count) {
            addBatchFilesThatAreInputs(*dir, *first, *count, files);
        }
    };
    return verb;
}

}  // namespace easylink::cli

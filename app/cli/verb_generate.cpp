// `easylink generate`: one layout, or a batch of them on worker threads.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <mutex>
#include <ostream>
#include <thread>
#include <variant>

#include "cli/asset_paths.hpp"
#include "cli/batch_flush.hpp"
#include "cli/catalogue_argument.hpp"
#include "cli/command_line.hpp"
#include "cli/generation_request.hpp"
#include "cli/param_flags.hpp"
#include "cli/run_summary.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/export/tiled_export.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/scene/blockout_cache.hpp"

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

/// The form of a batch's scenes (--scenes).
enum class BatchScenes { None, Glb, Gltf };

struct BatchPlan {
    std::uint64_t first = 0;
    std::uint64_t count = 1;
    unsigned jobs = 1;
    fs::path dir;
    BatchScenes scenes = BatchScenes::None;
};

/// The scene beside layout file `layout`, in the form `scenes` asks for.
fs::path sceneFileOf(const fs::path& layout, BatchScenes scenes) {
    fs::path scene = layout;
    scene.replace_extension(scenes == BatchScenes::Gltf ? ".gltf" : ".glb");
    return scene;
}

/// A batch's files for one seed: the layout and, when asked, its scene
/// beside it, its blockouts shared with the other seeds'; flushed to disk
/// with the others at the end.
RunFiles batchOutputs(const fs::path& file, BatchScenes scenes, const fs::path& catalogueFolder,
                      BlockoutCache& blockouts) {
    RunFiles outputs;
    outputs.layout = file;
    outputs.syncEach = false;
    if (scenes != BatchScenes::None) {
        outputs.gltf = sceneFileOf(file, scenes);
        outputs.catalogueFolder = catalogueFolder;
        outputs.blockouts = &blockouts;
    }
    return outputs;
}

/// Seed `seed`'s layout in a batch's folder `dir`.
fs::path layoutFileOf(const fs::path& dir, std::uint64_t seed) {
    return dir / ("layout-" + std::to_string(seed) + ".json");
}

/// Every file seed `seed` of `plan` writes: its layout and its scene.
std::vector<fs::path> seedFiles(const BatchPlan& plan, std::uint64_t seed) {
    std::vector<fs::path> files{layoutFileOf(plan.dir, seed)};
    if (plan.scenes != BatchScenes::None) {
        files.push_back(sceneFileOf(files.front(), plan.scenes));
        if (plan.scenes == BatchScenes::Gltf) {
            files.push_back(gltfBinPath(files.back()));
        }
    }
    return files;
}

/// The folder a catalogue named on the command line lies in.
fs::path folderOf(const std::string& cataloguePath) {
    return fs::path(cataloguePath).parent_path();
}

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
    std::mutex mutex;  // guards failures; `done` wakes the progress loop at the end
    std::condition_variable done;
    std::vector<BatchFailure> failures;
    BatchFlush flush(dir, [&plan](std::uint64_t seed) { return seedFiles(plan, seed); });
    const auto work = [&] {
        for (std::uint64_t i = next++; i < count; i = next++) {
            const std::uint64_t seed = first + i;
            if (auto reason = job(seed, layoutFileOf(dir, seed))) {
                const std::lock_guard lock(mutex);
                failures.push_back({seed, *reason});
            } else {
                flush.written(seed);
            }
            if (++finished == count) {
                const std::lock_guard lock(mutex);
                done.notify_all();
            }
        }
    };
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < jobs; ++t) {
        threads.emplace_back(work);
    }
    // This thread is otherwise idle until the end: it shows progress on
    // stderr once the batch has taken more than a second (ten times a
    // second at most), and it flushes what the workers have written so far
    // every kFlushInterval (batch_flush.hpp).
    constexpr auto kFlushInterval = std::chrono::milliseconds(50);
    std::uint64_t flushed = 0;
    bool progressShown = false;
    double shownAt = 0.0;  // seconds into the batch of the last progress line
    for (;;) {
        {
            // Woken when the last seed is done, so a short batch does not
            // wait out the interval.
            std::unique_lock lock(mutex);
            if (done.wait_for(lock, kFlushInterval, [&] { return finished.load() == count; })) {
                break;
            }
        }
        if (const std::uint64_t written = finished.load(); written > flushed) {
            (void)flush.flush();
            flushed = written;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds > 1.0 && seconds - shownAt >= 0.1) {
            shownAt = seconds;
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
RunFiles singleOutputs(const Arguments& args, const std::string& cataloguePath) {
    RunFiles outputs;
    outputs.layout = args.value("--out").value();
    outputs.png = args.value("--png");
    outputs.ascii = args.value("--ascii");
    outputs.tiled = args.value("--tiled");
    outputs.gltf = args.value("--gltf");
    outputs.explain = args.value("--explain");
    outputs.catalogueFolder = folderOf(cataloguePath);
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
    for (const char* single : {"--out", "--png", "--ascii", "--tiled", "--gltf", "--explain"}) {
        if (args.has(single)) {
            return std::string(single) + " is for one layout; a batch writes DIR/layout-SEED.json" +
                   (std::string_view(single) == "--gltf" ? " (and, with --scenes glb, .glb)" : "");
        }
    }
    if (const auto scenes = args.value("--scenes")) {
        if (*scenes == "glb") {
            plan.scenes = BatchScenes::Glb;
        } else if (*scenes == "gltf") {
            plan.scenes = BatchScenes::Gltf;
        } else {
            return "--scenes must be glb or gltf, not '" + *scenes + "'";
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

/// `generate` for any generator: its request read from the command line
/// (generation_request.hpp), then one layout with its files or a batch.
int runGenerator(const Arguments& args, const Generator& generator, std::uint64_t seed,
                 const std::optional<BatchPlan>& batch, std::ostream& out, std::ostream& err) {
    const RequestRead read = readGenerationRequest(args, generator, seed);
    if (!read.ok()) {
        if (read.usage) {
            return usageError("generate", read.errors.front(), err);
        }
        for (const std::string& error : read.errors) {
            err << "easylink generate: " << error << '\n';
        }
        return kExitFailure;
    }
    // The catalogue is checked and indexed once, then shared by every seed
    // and thread of a batch.
    const GenerationRequest prepared = preparedRequest(generator, read.request);
    if (batch) {
        // The catalogue every layout of the batch names, worked out once.
        std::optional<CatalogueIdentity> named;
        if (generator.inputs.catalogue && prepared.catalogue != nullptr) {
            named = catalogueIdentity(*prepared.catalogue);
        }
        BlockoutCache blockouts;
        const BatchJob job = [&](std::uint64_t each,
                                 const fs::path& file) -> std::optional<std::string> {
            GenerationRequest request = prepared;
            request.seed = each;
            const GenerationOutcome outcome = generator.generate(request, nullptr);
            if (!outcome.ok()) {
                return outcome.failure;
            }
            RunView view = viewOf(outcome);
            view.catalogue = named ? &*named : nullptr;
            return writeRunFiles(
                view, batchOutputs(file, batch->scenes, folderOf(read.cataloguePath), blockouts),
                nullptr);
        };
        return runBatch(*batch, job, out, err);
    }
    const RunFiles outputs = singleOutputs(args, read.cataloguePath);
    const bool explain = outputs.explain.has_value();
    EventRecorder recorder(/*withRejections=*/true);
    const GenerationOutcome outcome = generator.generate(prepared, explain ? &recorder : nullptr);
    if (!outcome.ok()) {
        err << "easylink generate: " << generator.name << ", seed " << seed << ": "
            << outcome.failure << '\n';
        return kExitFailure;
    }
    if (auto error =
            writeRunFiles(viewOf(outcome), outputs, explain ? &recorder.events() : nullptr)) {
        err << "easylink generate: " << *error << '\n';
        return kExitFailure;
    }
    out << describeWritten(viewOf(outcome), outputs) << '\n';
    for (const std::string& note : outcome.notes) {
        err << "easylink generate: warning: " << note << '\n';
    }
    if (outcome.resolution) {
        for (const std::string& line : groupedProblems(outcome.resolution->problems)) {
            err << "easylink generate: warning: phase 2: " << line << '\n';
        }
    }
    return kExitOk;
}

int runGenerate(const Arguments& args, std::ostream& out, std::ostream& err) {
    const auto usage = [&](const std::string& message) {
        return usageError("generate", message, err);
    };
    const Generator* generator = findGenerator(args.value("--generator").value_or("easylink"));
    if (generator == nullptr) {
        return usage(unknownGeneratorMessage(args.value("--generator").value_or("")));
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
    if (args.has("--count") || args.has("--out-dir") || args.has("--jobs") ||
        args.has("--scenes")) {
        std::variant<BatchPlan, std::string> plan = readBatchPlan(args, *seed);
        if (const auto* problem = std::get_if<std::string>(&plan)) {
            return usage(*problem);
        }
        batch = std::get<BatchPlan>(plan);
    } else if (!args.has("--out")) {
        return usage("--out LAYOUT.json is required (or --count and --out-dir for a batch)");
    }
    return runGenerator(args, *generator, *seed, batch, out, err);
}

}  // namespace

Verb makeGenerateVerb() {
    Verb verb;
    verb.spec.name = "generate";
    verb.spec.summary = "Generate a layout (or a batch of them) from a catalogue and a seed.";
    verb.spec.details =
        "One layout: --seed N --out LAYOUT.json [--png FILE] [--ascii FILE] [--tiled FILE.tmj]\n"
        "[--gltf FILE.glb|FILE.gltf] [--explain FILE].\n"
        "A batch: --seed N --count K --out-dir DIR [--jobs J] [--scenes glb|gltf] writes\n"
        "DIR/layout-SEED.json (and its scene DIR/layout-SEED.glb) for seeds N..N+K-1.\n"
        "The scene is the level in 3D (docs/scenes.md). Parameters come from their defaults, then "
        "--params FILE, then the\n"
        "flags below; docs/params.md explains each. Exit 0 on success, 1 when generation gives\n"
        "up or the input is bad, 2 for a wrong command line.";
    verb.spec.flags = {
        {"--generator", "NAME", "the generator (default easylink): " + generatorNames()},
        {"--catalogue", "FILE", "the module catalogue (default: the default catalogue)",
         PathRole::Input},
        {"--seed", "N", "the seed (required)"},
        {"--params", "FILE", "a JSON object of parameters, or a layout file (its \"params\")",
         PathRole::Input},
        {"--out", "FILE", "where to write the layout file", PathRole::Output},
        {"--png", "FILE", "also write a picture of the layout", PathRole::Output},
        {"--ascii", "FILE", "also write the layout as text (# wall . floor + door , corridor)",
         PathRole::Output},
        {"--tiled", "FILE.tmj",
         "also write a Tiled map (JSON) and, beside it, its tileset image STEM-tiles.png",
         PathRole::Output},
        {"--gltf", "FILE.glb",
         "also write the level as a glTF scene: FILE.glb, or FILE.gltf with STEM.bin beside it",
         PathRole::Output},
        {"--explain", "FILE", "also write every event, rejected candidates included, as JSON lines",
         PathRole::Output},
        {"--count", "K", "generate K layouts, seeds N to N+K-1"},
        {"--out-dir", "DIR", "where a batch writes layout-SEED.json files"},
        {"--jobs", "J", "worker threads for a batch (default: the number of cores)"},
        {"--scenes", "FORM", "a batch also writes each layout's glTF scene: glb or gltf"},
    };
    for (FlagSpec& flag : inputFlags()) {
        verb.spec.flags.push_back(std::move(flag));
    }
    addParamFlags(verb.spec.flags);
    verb.run = runGenerate;
    verb.moreFiles = [](const Arguments& args, CommandFiles& files) {
        if (auto tiled = args.value("--tiled"); tiled && !tiled->empty()) {
            files.outputs.push_back(
                {"the tileset image of --tiled", tiledTilesetImagePath(*tiled)});
        }
        if (auto gltf = args.value("--gltf"); gltf && isGltfText(*gltf)) {
            files.outputs.push_back({"the buffer of --gltf", gltfBinPath(*gltf)});
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

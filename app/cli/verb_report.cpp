// `easylink report`: runs a batch of seeds of any generator of the registry
// and writes what they have in common as DIR/report.json and
// DIR/report.html (easylink/report/); with
// --compare A.json B.json, runs the seeds with both parameter files and
// writes DIR/compare.json and DIR/compare.html (report_compare.cpp).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <ostream>
#include <variant>

#include "cli/command_line.hpp"
#include "cli/generation_request.hpp"
#include "cli/param_flags.hpp"
#include "cli/report_compare.hpp"
#include "cli/report_support.hpp"
#include "cli/verbs.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_output.hpp"
#include "easylink/report/tile_batch_report.hpp"
#include "easylink/report/tile_report_output.hpp"

namespace easylink::cli {
namespace {

namespace fs = std::filesystem;

/// " (20 seeds, 19 layouts, 95.0 % success, 1.2 s)", for the line on standard output.
std::string summaryLine(std::uint64_t seeds, std::uint64_t made, const char* what, double rate,
                        double wallSeconds) {
    char summary[160];
    std::snprintf(summary, sizeof summary, " (%llu seeds, %llu %s, %.1f %% success, %.1f s)",
                  static_cast<unsigned long long>(seeds), static_cast<unsigned long long>(made),
                  what, 100.0 * rate, wallSeconds);
    return summary;
}

int runReport(const Arguments& args, std::ostream& out, std::ostream& err) {
    const auto usage = [&](const std::string& message) {
        return usageError("report", message, err);
    };
    const auto fail = [&](const std::string& message) {
        err << "easylink report: " << message << '\n';
        return kExitFailure;
    };
    const std::string name = args.value("--generator").value_or("easylink");
    const Generator* generator = findGenerator(name);
    if (generator == nullptr) {
        return usage(unknownGeneratorMessage(name));
    }
    if (args.has("--compare")) {
        // Comparing two parameter files is about the catalogue's parameters.
        if (!generator->inputs.catalogue) {
            return usage(
                "--compare compares parameter files of a generator that reads a "
                "catalogue (easylink), not " +
                generator->name);
        }
        return runReportCompare(args, out, err);
    }
    if (!args.positional.empty()) {
        return usage("unexpected argument '" + args.positional.front() +
                     "' (two parameter files are compared with --compare A.json B.json)");
    }
    const auto batchArgs = readBatchArgs(args, "report.json and report.html");
    if (const auto* message = std::get_if<std::string>(&batchArgs)) {
        return usage(*message);
    }
    const BatchArgs& batch = std::get<BatchArgs>(batchArgs);

    // The request as `generate` reads it, checked once for the whole batch.
    const RequestRead read = readGenerationRequest(args, *generator, batch.first);
    if (!read.ok()) {
        return read.usage ? usage(read.errors.front()) : fail(read.errors.front());
    }
    if (const std::vector<Problem> problems = generator->check(read.request); hasErrors(problems)) {
        return fail("invalid parameters: " + describeFirstProblem(problems));
    }

    const fs::path& dir = batch.out;
    if (auto error = prepareOutputFolder(dir)) {
        return fail(*error);
    }

    // The batch, with a progress bar redrawn at most ten times a second.
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    BatchRunOptions run;
    run.jobs = batch.jobs;
    run.progressInterval = std::chrono::milliseconds(100);
    run.progress = [&](std::uint64_t done, std::uint64_t total) {
        err << progressLine(done, total, elapsed()) << std::flush;
    };
    ReportContext context;
    context.catalogueFile = read.cataloguePath;
    context.jobs = static_cast<unsigned>(std::min<std::uint64_t>(batch.jobs, batch.count));
    const fs::path jsonPath = dir / "report.json";
    const fs::path htmlPath = dir / "report.html";
    std::optional<std::string> error;
    std::string summary;
    // A generator that reads a catalogue gets the report of modules; one
    // that draws its own tile map, the report of tile maps.
    if (generator->inputs.catalogue) {
        const BatchReport report =
            runBatchReport(*generator, read.request, batch.first, batch.count, run);
        err << '\n';
        context.wallSeconds = elapsed();
        error = writeReportPair(jsonPath, reportJsonText(report, context), htmlPath,
                                reportToHtml(report, context));
        summary = summaryLine(report.seedCount(), report.layoutCount(), "layouts",
                              report.successRate(), context.wallSeconds);
    } else {
        const TileBatchReport report =
            runTileBatchReport(*generator, read.request, batch.first, batch.count, run);
        err << '\n';
        context.wallSeconds = elapsed();
        error = writeReportPair(jsonPath, tileReportJsonText(report, context), htmlPath,
                                tileReportToHtml(report, context));
        summary = summaryLine(report.seedCount(), report.mapCount(), "maps", report.successRate(),
                              context.wallSeconds);
    }
    if (error) {
        return fail(*error);
    }
    out << "wrote " << jsonPath.string() << " and " << htmlPath.string() << summary << '\n';
    return kExitOk;
}

}  // namespace

Verb makeReportVerb() {
    Verb verb;
    verb.spec.name = "report";
    verb.spec.summary = "Run a batch of seeds and write statistics as report.json and report.html.";
    verb.spec.details =
        "Runs seeds FIRST..FIRST+N-1 (--seed FIRST, default 1; --count N, 1 to 1000000) on\n"
        "--jobs threads and writes DIR/report.json and DIR/report.html (one self-contained page,\n"
        "charts as inline SVG): success rate, attempts and time per seed, distributions of rooms,\n"
        "normal rooms, corridors, loops, dead ends and graph diameter, quality figures (rooms of\n"
        "each junction kind, corridor length, largest empty square, region densities) with their\n"
        "mean, spread and percentiles, how often each module is placed and each of its ports\n"
        "connected (flagging those never used), the modules phase 2 chooses and its problems,\n"
        "and the most frequent reasons for restarts and rejected candidates with the first seeds\n"
        "and events that show them. docs/report.md describes report.json. Parameters come from\n"
        "their defaults, then --params FILE, then the flags below, as for 'generate'. A progress\n"
        "bar is drawn on standard error. Exit 0 when the report is written (failed seeds are part\n"
        "of it), 1 for bad input or an unwritable folder, 2 for a wrong command line.\n"
        "\n"
        "With --generator NAME (default easylink), the seeds run that generator as 'generate'\n"
        "does; for a generator that draws its own tile map (every one that reads no catalogue)\n"
        "the report shows success rate, attempts and time per seed, the walkable share of each\n"
        "map, its separate walkable regions, its areas, and why seeds failed or warned.\n"
        "\n"
        "With --compare A.json B.json, runs the same seeds once with each parameter file (each\n"
        "read as --params would be, then the parameter flags below, which apply to both) and\n"
        "writes DIR/compare.json and DIR/compare.html: for every figure (success rate, attempts,\n"
        "rooms, corridors, loops, dead ends, junctions, corridor length, largest empty square,\n"
        "region densities) A's and B's mean and spread side by side, and the difference B - A\n"
        "with its standard error and 95 % interval.";
    verb.spec.flags = {
        {"--generator", "NAME", "the generator (default easylink)"},
        {"--catalogue", "FILE",
         "the module catalogue (default: the default catalogue; generators that read none "
         "ignore it)",
         PathRole::Input},
        {"--count", "N", "how many seeds to run (required, 1 to 1000000)"},
        {"--seed", "FIRST", "the first seed (default 1)"},
        {"--jobs", "J", "worker threads (default: the number of cores)"},
        {"--params", "FILE", "a JSON object of parameters, or a layout file (its \"params\")",
         PathRole::Input},
        {"--out", "DIR", "the folder for report.json and report.html (created if missing)"},
        {"--compare", "A.json",
         "with a second file B.json: compare two parameter files over the same seeds",
         PathRole::Input},
    };
    verb.spec.positional = "[B.json]";
    verb.spec.positionalRole = PathRole::Input;
    verb.spec.maxPositional = 1;
    for (FlagSpec& flag : inputFlags()) {
        verb.spec.flags.push_back(std::move(flag));
    }
    addParamFlags(verb.spec.flags);
    verb.run = runReport;
    verb.moreFiles = [](const Arguments& args, CommandFiles& files) {
        if (auto dir = args.value("--out"); dir && !dir->empty()) {
            const std::string stem = args.has("--compare") ? "compare" : "report";
            for (const char* extension : {".json", ".html"}) {
                files.outputs.push_back({"--out", fs::path(*dir) / (stem + extension)});
            }
        }
    };
    return verb;
}

}  // namespace easylink::cli

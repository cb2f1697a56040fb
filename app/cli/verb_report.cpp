// `easylink report`: runs a batch of seeds and writes what they have in
// common as DIR/report.json and DIR/report.html (easylink/report/).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <thread>

#include "cli/asset_paths.hpp"
#include "cli/command_line.hpp"
#include "cli/param_flags.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_format.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_output.hpp"

namespace easylink::cli {
namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kMaxCount = 1000000;

/// Makes the output folder and checks that files can be written in it, so a
/// long batch does not end in an error; returns the reason when not.
std::optional<std::string> prepareOutputFolder(const fs::path& dir) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec || !fs::is_directory(dir)) {
        return "cannot create the output folder " + dir.string() + ": " +
               (ec ? ec.message() : std::string("a file of that name is in the way"));
    }
    const fs::path probe = dir / ".easylink-report-probe";
    if (auto error = writeFileAtomically(probe, "")) {
        return "cannot write in the output folder " + dir.string() + ": " + *error;
    }
    fs::remove(probe, ec);
    return std::nullopt;
}

/// "[#######-------------]  35%  35/100 seeds  12.5/s": redrawn in place.
std::string progressLine(std::uint64_t done, std::uint64_t total, double seconds) {
    constexpr int kWidth = 30;
    const double fraction =
        total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
    const int filled = static_cast<int>(fraction * kWidth);
    std::string line = "\r[" + std::string(static_cast<std::size_t>(filled), '#') +
                       std::string(static_cast<std::size_t>(kWidth - filled), '-') + "] ";
    const std::string percent = std::to_string(static_cast<int>(fraction * 100.0)) + "%";
    line += std::string(4 - std::min<std::size_t>(4, percent.size()), ' ') + percent + "  " +
            std::to_string(done) + "/" + std::to_string(total) + " seeds";
    if (seconds > 0.0 && done > 0) {
        char rate[32];
        std::snprintf(rate, sizeof rate, "  %.1f/s", static_cast<double>(done) / seconds);
        line += rate;
    }
    return line + "   ";
}

int runReport(const Arguments& args, std::ostream& out, std::ostream& err) {
    const auto usage = [&](const std::string& message) {
        return usageError("report", message, err);
    };
    const auto fail = [&](const std::string& message) {
        err << "easylink report: " << message << '\n';
        return kExitFailure;
    };
    const auto countText = args.value("--count");
    if (!countText) {
        return usage("--count N is required (1 to 1000000)");
    }
    const auto count = parseUnsigned(*countText, kMaxCount);
    if (!count || *count < 1) {
        return usage("--count must be from 1 to 1000000, not '" + *countText + "'");
    }
    std::uint64_t first = 1;
    if (auto seedText = args.value("--seed")) {
        const auto seed = parseUnsigned(*seedText, UINT64_MAX);
        if (!seed) {
            return usage("--seed must be a whole number from 0 to 18446744073709551615, not '" +
                         *seedText + "'");
        }
        first = *seed;
    }
    if (first > UINT64_MAX - (*count - 1)) {
        return usage("--seed plus --count runs past the largest seed");
    }
    unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
    if (auto jobsText = args.value("--jobs")) {
        const auto parsedJobs = parseUnsigned(*jobsText, 256);
        if (!parsedJobs || *parsedJobs < 1) {
            return usage("--jobs must be from 1 to 256, not '" + *jobsText + "'");
        }
        jobs = static_cast<unsigned>(*parsedJobs);
    }
    const auto outText = args.value("--out");
    if (!outText || outText->empty()) {
        return usage("--out DIR is required: the folder for report.json and report.html");
    }

    const std::string cataloguePath =
        args.value("--catalogue").value_or(defaultCataloguePath().string());
    const CatalogueLoad load = loadCatalogueFile(cataloguePath);
    if (!load.valid()) {
        const Problem& problem =
            *std::find_if(load.problems.begin(), load.problems.end(),
                          [](const Problem& p) { return p.severity == Severity::Error; });
        std::string message = formatProblem(cataloguePath, problem);
        if (countErrors(load.problems) > 1) {
            message += " (and " + std::to_string(countErrors(load.problems) - 1) +
                       " more; run 'easylink validate " + cataloguePath + "')";
        }
        return fail(message);
    }

    const ParamArgs read = readParamArgs(args);
    if (!read.fileProblems.empty()) {
        return fail(read.fileProblems.front());
    }
    if (read.usageError) {
        return usage(*read.usageError);
    }
    const GeneratorParams& params = read.params;
    for (const Problem& problem : validateParams(params)) {
        if (problem.severity == Severity::Error) {
            return fail("invalid parameters: " +
                        (problem.pointer.empty() ? "" : problem.pointer + ": ") + problem.message);
        }
    }

    const fs::path dir = *outText;
    if (auto error = prepareOutputFolder(dir)) {
        return fail(*error);
    }

    // The batch, with a progress bar redrawn at most ten times a second.
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    BatchRunOptions run;
    run.jobs = jobs;
    run.progressInterval = std::chrono::milliseconds(100);
    run.progress = [&](std::uint64_t done, std::uint64_t total) {
        err << progressLine(done, total, elapsed()) << std::flush;
    };
    const BatchReport report = runBatchReport(load.catalogue, params, first, *count, run);
    err << '\n';
    const double wallSeconds = elapsed();

    ReportContext context;
    context.catalogueFile = cataloguePath;
    context.jobs = static_cast<unsigned>(std::min<std::uint64_t>(jobs, *count));
    context.wallSeconds = wallSeconds;
    const fs::path jsonPath = dir / "report.json";
    const fs::path htmlPath = dir / "report.html";
    if (auto error =
            writeFileAtomically(jsonPath, formatJsonReadable(reportToJson(report, context)))) {
        return fail(*error);
    }
    if (auto error = writeFileAtomically(htmlPath, reportToHtml(report, context))) {
        // Keep the pair together: a report.json without its page would look complete.
        std::error_code ec;
        fs::remove(jsonPath, ec);
        return fail(*error);
    }
    char summary[160];
    std::snprintf(summary, sizeof summary, " (%llu seeds, %llu layouts, %.1f %% success, %.1f s)",
                  static_cast<unsigned long long>(report.seedCount()),
                  static_cast<unsigned long long>(report.layoutCount()),
                  100.0 * report.successRate(), wallSeconds);
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
        "normal rooms, corridors, loops, dead ends and graph diameter, how often each module is\n"
        "placed and each of its ports connected (flagging those never used), the modules phase 2\n"
        "chooses and its problems, and the most frequent reasons for restarts and rejected\n"
        "candidates with the first seeds and events that show them. docs/report.md describes\n"
        "report.json. Parameters come from their defaults, then --params FILE, then the flags\n"
        "below, as for 'generate'. A progress bar is drawn on standard error. Exit 0 when the\n"
        "report is written (failed seeds are part of it), 1 for bad input or an unwritable\n"
        "folder, 2 for a wrong command line.";
    verb.spec.flags = {
        {"--catalogue", "FILE", "the module catalogue (default: the default catalogue)"},
        {"--count", "N", "how many seeds to run (required, 1 to 1000000)"},
        {"--seed", "FIRST", "the first seed (default 1)"},
        {"--jobs", "J", "worker threads (default: the number of cores)"},
        {"--params", "FILE", "a JSON object of parameters"},
        {"--out", "DIR", "the folder for report.json and report.html (created if missing)"},
    };
    addParamFlags(verb.spec.flags);
    verb.run = runReport;
    return verb;
}

}  // namespace easylink::cli

#include "cli/report_compare.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>
#include <variant>

#include "cli/catalogue_argument.hpp"
#include "cli/command_line.hpp"
#include "cli/param_flags.hpp"
#include "cli/report_support.hpp"
#include "cli/verbs.hpp"
#include "easylink/report/compare_output.hpp"

namespace easylink::cli {

namespace fs = std::filesystem;

int runReportCompare(const Arguments& args, std::ostream& out, std::ostream& err) {
    const auto usage = [&](const std::string& message) {
        return usageError("report", message, err);
    };
    const auto fail = [&](const std::string& message) {
        err << "easylink report: " << message << '\n';
        return kExitFailure;
    };
    // Everything is read and checked before the folder is made, so bad
    // input leaves nothing behind.
    const std::string fileA = *args.value("--compare");
    if (args.positional.empty()) {
        return usage("--compare needs two parameter files: --compare A.json B.json");
    }
    const std::string fileB = args.positional.front();
    if (fileA.empty() || fileB.empty()) {
        return usage("--compare needs two parameter files, not an empty name");
    }
    if (args.has("--params")) {
        return usage("--params does not go with --compare: A.json and B.json are the parameters");
    }
    const auto batchArgs = readBatchArgs(args, "compare.json and compare.html");
    if (const auto* message = std::get_if<std::string>(&batchArgs)) {
        return usage(*message);
    }
    const BatchArgs& batch = std::get<BatchArgs>(batchArgs);

    std::string cataloguePath;
    const auto loaded = loadCatalogueArgument(args, cataloguePath);
    if (const auto* message = std::get_if<std::string>(&loaded)) {
        return fail(*message);
    }
    const Catalogue& catalogue = std::get<Catalogue>(loaded);

    // Each file as --params would read it, then the parameter flags on both.
    EasylinkParams params[2];
    const std::string files[2] = {fileA, fileB};
    for (int side = 0; side < 2; ++side) {
        const ParamArgs read = readParamArgs(args, files[side]);
        if (!read.fileProblems.empty()) {
            return fail(read.fileProblems.front());
        }
        if (read.usageError) {
            return usage(*read.usageError);
        }
        if (auto error = paramsError(read.params, catalogue)) {
            return fail("invalid parameters in " + files[side] + ": " + *error);
        }
        params[side] = read.params;
    }

    if (auto error = prepareOutputFolder(batch.out)) {
        return fail(*error);
    }

    // A then B, each on every thread, under one progress bar over both.
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    std::uint64_t before = 0;
    BatchRunOptions run;
    run.jobs = batch.jobs;
    run.progressInterval = std::chrono::milliseconds(100);
    run.progress = [&](std::uint64_t done, std::uint64_t) {
        err << progressLine(before + done, 2 * batch.count, elapsed()) << std::flush;
    };
    const BatchReport a = runBatchReport(catalogue, params[0], batch.first, batch.count, run);
    const double secondsA = elapsed();
    before = batch.count;
    const BatchReport b = runBatchReport(catalogue, params[1], batch.first, batch.count, run);
    err << '\n';
    const double secondsB = elapsed() - secondsA;

    CompareContext context;
    context.catalogueFile = cataloguePath;
    context.fileA = fileA;
    context.fileB = fileB;
    context.jobs = static_cast<unsigned>(std::min<std::uint64_t>(batch.jobs, batch.count));
    context.wallSecondsA = secondsA;
    context.wallSecondsB = secondsB;
    const fs::path jsonPath = batch.out / "compare.json";
    const fs::path htmlPath = batch.out / "compare.html";
    if (auto error = writeReportPair(jsonPath, compareJsonText(a, b, context), htmlPath,
                                     compareToHtml(a, b, context))) {
        return fail(*error);
    }
    char summary[160];
    std::snprintf(summary, sizeof summary, " (%llu seeds; success A %.1f %%, B %.1f %%; %.1f s)",
                  static_cast<unsigned long long>(batch.count), 100.0 * a.successRate(),
                  100.0 * b.successRate(), elapsed());
    out << "wrote " << jsonPath.string() << " and " << htmlPath.string() << summary << '\n';
    return kExitOk;
}

}  // namespace easylink::cli

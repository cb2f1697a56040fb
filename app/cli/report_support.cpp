#include "cli/report_support.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>

#include "cli/asset_paths.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/io/atomic_file.hpp"

namespace easylink::cli {

namespace fs = std::filesystem;

std::variant<BatchArgs, std::string> readBatchArgs(const Arguments& args,
                                                   const std::string& outWhat) {
    BatchArgs batch;
    const auto countText = args.value("--count");
    if (!countText) {
        return std::string("--count N is required (1 to 1000000)");
    }
    const auto count = parseUnsigned(*countText, kMaxReportCount);
    if (!count || *count < 1) {
        return "--count must be from 1 to 1000000, not '" + *countText + "'";
    }
    batch.count = *count;
    if (auto seedText = args.value("--seed")) {
        const auto seed = parseUnsigned(*seedText, UINT64_MAX);
        if (!seed) {
            return "--seed must be a whole number from 0 to 18446744073709551615, not '" +
                   *seedText + "'";
        }
        batch.first = *seed;
    }
    if (batch.first > UINT64_MAX - (batch.count - 1)) {
        return std::string("--seed plus --count runs past the largest seed");
    }
    batch.jobs = std::max(1u, std::thread::hardware_concurrency());
    if (auto jobsText = args.value("--jobs")) {
        const auto parsedJobs = parseUnsigned(*jobsText, 256);
        if (!parsedJobs || *parsedJobs < 1) {
            return "--jobs must be from 1 to 256, not '" + *jobsText + "'";
        }
        batch.jobs = static_cast<unsigned>(*parsedJobs);
    }
    const auto outText = args.value("--out");
    if (!outText || outText->empty()) {
        return "--out DIR is required: the folder for " + outWhat;
    }
    batch.out = *outText;
    return batch;
}

std::optional<std::string> paramsError(const EasylinkParams& params, const Catalogue& catalogue) {
    std::vector<Problem> problems = validateParams(params);
    if (!hasErrors(problems)) {
        problems = validateParamsFor(params, catalogue);
    }
    for (const Problem& problem : problems) {
        if (problem.severity == Severity::Error) {
            return (problem.pointer.empty() ? "" : problem.pointer + ": ") + problem.message;
        }
    }
    return std::nullopt;
}

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

std::optional<std::string> writeReportPair(const fs::path& jsonPath, const std::string& json,
                                           const fs::path& htmlPath, const std::string& html) {
    StagedWrites files;
    if (auto error = files.stage(jsonPath, json)) {
        return error;
    }
    if (auto error = files.stage(htmlPath, html)) {
        return error;
    }
    return files.commit();
}

}  // namespace easylink::cli

#pragma once

// [SECTION] What `easylink report` and `easylink report --compare` share
//
// The seeds, threads and output folder read from the command line, the
// catalogue loaded and checked, the folder made and probed for writing
// before a long batch starts, the progress bar, and the two files of a
// report written as a pair (both or neither).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <variant>

#include "cli/arguments.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/generator_params.hpp"

namespace easylink::cli {

inline constexpr std::uint64_t kMaxReportCount = 1000000;

/// --count, --seed, --jobs and --out.
struct BatchArgs {
    std::uint64_t first = 1;
    std::uint64_t count = 0;
    unsigned jobs = 1;
    std::filesystem::path out;
};

/// Reads the batch flags; a usage error's message when one is wrong.
/// `outWhat` names what --out holds ("report.json and report.html").
std::variant<BatchArgs, std::string> readBatchArgs(const Arguments& args,
                                                   const std::string& outWhat);

/// The first error of validateParams() and validateParamsFor(), as
/// "POINTER: message", or nullopt when the parameters can run.
std::optional<std::string> paramsError(const EasylinkParams& params, const Catalogue& catalogue);

/// Makes the output folder and checks that files can be written in it, so a
/// long batch does not end in an error; returns the reason when not.
std::optional<std::string> prepareOutputFolder(const std::filesystem::path& dir);

/// "[#######-------------]  35%  35/100 seeds  12.5/s": redrawn in place.
std::string progressLine(std::uint64_t done, std::uint64_t total, double seconds);

/// Writes both files all-or-nothing (a JSON without its page would look
/// complete); returns "cannot write FILE: reason" on failure.
std::optional<std::string> writeReportPair(const std::filesystem::path& jsonPath,
                                           const std::string& json,
                                           const std::filesystem::path& htmlPath,
                                           const std::string& html);

}  // namespace easylink::cli

#pragma once

// The generator's parameters on the command line, shared by the verbs that
// run it (generate, report): each parameter is a flag (--chain-chance for
// chain_chance), read after the --params FILE, which is read after the
// defaults.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/arguments.hpp"
#include "easylink/generation/generator_params.hpp"

namespace easylink::cli {

/// "--chain-chance" for the parameter "chain_chance".
std::string paramFlag(std::string_view key);

/// One flag per parameter, with its meaning and range, for a verb's help.
void addParamFlags(std::vector<FlagSpec>& flags);

struct ParamArgs {
    EasylinkParams params;
    /// Where the file's parameters lie in it: "" in a parameters file,
    /// "/params" in a layout file (prefix of the pointers into the file).
    std::string filePointerBase;
    /// Problems of the --params file, one formatted line each (exit 1).
    std::vector<std::string> fileProblems;
    /// A flag with a bad value (a usage error, exit 2).
    std::optional<std::string> usageError;

    bool ok() const { return fileProblems.empty() && !usageError; }
};

/// The defaults, then --params FILE (a parameters file, or a layout file's
/// "params"; see easylink/output/params_file.hpp), then the parameter flags.
ParamArgs readParamArgs(const Arguments& args);

/// The defaults, then `paramsFile` (when given), then the parameter flags:
/// for `report --compare`, whose two parameter files are not --params.
ParamArgs readParamArgs(const Arguments& args, const std::optional<std::string>& paramsFile);

}  // namespace easylink::cli

#pragma once

// The `easylink` command line (docs/design.md section 6): verb dispatch and help.

#include <iosfwd>
#include <string>
#include <vector>

namespace easylink::cli {

/// Exit codes shared by every verb.
enum ExitCode : int {
    kExitOk = 0,
    kExitFailure = 1,  // the input was read but is invalid, or the work failed
    kExitUsage = 2,    // the command line itself is wrong
};

/// Runs one command line; writes results to `out` and diagnostics to `err`.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// main()'s entry: run() on argv with the standard streams.
int run(int argc, char** argv);

}  // namespace easylink::cli

#pragma once

// The line `generate` and `edit` print once a run's files are written.

#include <string>
#include <vector>

#include "easylink/output/run_files.hpp"

namespace easylink::cli {

/// "wrote out.json, out.png (38 rooms (19 normal), 16 corridors, ...)": the
/// files in the order given, then what the run holds (describeRun()).
std::string describeWritten(const RunView& run, const RunFiles& files);

/// Phase 2's problems as `generate` prints them: those that say the same of
/// several objects ("corridor 9: no corridor module of 2x4 fits", "corridor
/// 70: ...") as one line ("corridors 9, 70, 67, 3 and 31 more (35 in all):
/// no corridor module of 2x4 fits"; "corridors 7 and 24: ..."), at most
/// `maxLines` lines, the last saying how many more there are.
std::vector<std::string> groupedProblems(const std::vector<std::string>& problems,
                                         std::size_t maxLines = 8);

}  // namespace easylink::cli

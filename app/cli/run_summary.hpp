#pragma once

// The line `generate` and `edit` print once a run's files are written.

#include <string>

#include "easylink/output/run_files.hpp"

namespace easylink::cli {

/// "wrote out.json, out.png (38 rooms (19 normal), 16 corridors, ...)": the
/// files in the order given, then what the run holds (describeRun()).
std::string describeWritten(const RunView& run, const RunFiles& files);

}  // namespace easylink::cli

#pragma once

// `easylink report --compare A.json B.json`: the same seeds run with two
// parameter files, written as DIR/compare.json and DIR/compare.html
// (easylink/report/compare_output.hpp).

#include <iosfwd>

#include "cli/arguments.hpp"

namespace easylink::cli {

/// The `report` verb's entry when --compare is given.
int runReportCompare(const Arguments& args, std::ostream& out, std::ostream& err);

}  // namespace easylink::cli

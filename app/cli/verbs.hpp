#pragma once

// Each verb of the command line: its declared flags and its entry point.

#include <functional>
#include <iosfwd>

#include "cli/arguments.hpp"
#include "cli/path_guard.hpp"

namespace easylink::cli {

struct Verb {
    VerbSpec spec;
    std::function<int(const Arguments&, std::ostream& out, std::ostream& err)> run;
    /// The files the verb reads or writes that no flag names (may be empty).
    MoreFiles moreFiles;
};

Verb makeValidateVerb();
Verb makeEditVerb();
Verb makeGenerateVerb();
Verb makeImportModulesVerb();
Verb makeReportVerb();
Verb makePlayVerb();

/// Reports a wrong command line the same way for every verb: the message,
/// then where to find the usage. Returns kExitUsage.
int usageError(const std::string& verb, const std::string& message, std::ostream& err);

/// Validates one catalogue file and prints the report: one line per problem
/// (exit 1) or a one-line summary (exit 0). Shared by `validate` and by
/// `edit` when no window can be opened.
int validateCatalogueReport(const std::string& path, std::ostream& out);

}  // namespace easylink::cli

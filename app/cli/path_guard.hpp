#pragma once

// Outputs never clobber inputs or each other: before a verb runs, every file
// it will write is compared, by identity (easylink/io/file_identity.hpp),
// with every file it reads and every other file it writes.

#include <functional>
#include <vector>

#include "cli/arguments.hpp"
#include "easylink/io/file_identity.hpp"

namespace easylink::cli {

/// The files one command line reads and writes.
struct CommandFiles {
    std::vector<NamedPath> inputs;
    std::vector<NamedPath> outputs;
};

/// The files named by the verb's flags and positional words with a PathRole.
CommandFiles declaredFiles(const VerbSpec& spec, const Arguments& args);

/// A verb's files that no flag names on its own: defaults (the default
/// catalogue, the shipped tables), companions (a Tiled map's tileset image),
/// files inside an output folder.
using MoreFiles = std::function<void(const Arguments&, CommandFiles&)>;

/// For a batch writing DIR/layout-SEED.json for `count` seeds from `first`:
/// adds, as outputs, the batch files that are also inputs, so that the
/// clash is found without listing every seed's file.
void addBatchFilesThatAreInputs(const std::filesystem::path& dir, std::uint64_t first,
                                std::uint64_t count, CommandFiles& files);

}  // namespace easylink::cli

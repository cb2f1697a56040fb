#pragma once

// [SECTION] Parameters files
//
// The file `--params` reads and the editor's File > Save parameters writes
// (docs/params.md): a JSON object of parameters. A layout file is taken as
// one too: its "params" object, every parameter that shaped its run, is the
// parameters file it carries (read from the head of the file alone, so a
// layout of a 4096x4096 map costs no more than a small one). Any other
// file of the program (a catalogue, a report, ...) is refused saying what
// it is, rather than with the first key a parameters object lacks.
//
// What the parameters object holds is checked by its reader
// (paramsFromJson, validateParams); here a problem inside it is located in
// the file ("run.json: /params/room_density: ..." for a layout's).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {

struct ParamsFileRead {
    /// The parameters object as the file has it, unchecked.
    Json params = Json::object();
    /// Where `params` lies in the file: "" in a parameters file, "/params"
    /// in a layout file.
    std::string pointerBase;
    /// Why the file gives no parameters: unreadable, not JSON, too large,
    /// another kind of file.
    std::optional<Problem> problem;

    bool ok() const { return !problem.has_value(); }
    /// `problem` (found in `params`) with its pointer from the file's root.
    Problem locate(Problem problem) const;
};

/// What a document of another kind than parameters is, in words ("a
/// catalogue", "a report"), from its "format"; nullopt for anything else.
std::optional<std::string> describeOtherFormat(const Json& document);

/// The parameters of a parsed document: itself, or a layout file's "params".
ParamsFileRead paramsOfDocument(const Json& document);

/// Reads a parameters file, within kMaxParamsFileBytes and
/// kMaxParamsFileDepth (a layout file's "params" within them too).
ParamsFileRead readParamsFile(const std::filesystem::path& path);

/// The parameters the file holds over `base` (paramsFromJson), with every
/// problem located in the file; a file that cannot be read gives `base` and
/// its one problem.
EasylinkParams paramsFromFile(const ParamsFileRead& read, const EasylinkParams& base,
                              std::vector<Problem>& problems);

/// A parameters file's text: every parameter (paramsToJson), regions and
/// targets when set, indented, ending in a newline.
std::string paramsFileText(const EasylinkParams& params);

/// Writes paramsFileText() atomically, keeping the replaced file as
/// "<path>.bak"; returns an error, or nullopt.
std::optional<std::string> saveParamsFile(const std::filesystem::path& path,
                                          const EasylinkParams& params);

}  // namespace easylink

#pragma once

// [SECTION] The head of a big JSON file
//
// A layout file of a big map runs to hundreds of megabytes, and its
// parameters sit at its head, after "format". Reading them (a layout file
// given as --params) reads the file as a stream and stops as soon as the
// top-level "format" and "params" members are in: nothing after them is
// read, and nothing of the file is kept but those two.

#include <filesystem>
#include <optional>
#include <string>

#include "easylink/io/json_document.hpp"

namespace easylink {

struct DocumentHead {
    /// The top-level "format" when it is a string.
    std::optional<std::string> format;
    /// The top-level "params" member, when the file has one within the
    /// limits (`maxDepth` levels and `maxBytes` of text at most inside it).
    std::optional<Json> params;
    /// True when "params" was there but past the limits (then unset).
    bool paramsTooBig = false;
};

/// Reads the head of the JSON object in `path`. A file that cannot be read,
/// is not an object, or breaks off before its head is whole gives what was
/// read by then (possibly nothing).
DocumentHead readDocumentHead(const std::filesystem::path& path, std::size_t maxBytes,
                              int maxDepth);

}  // namespace easylink

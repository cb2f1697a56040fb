#pragma once

// A JSON layout for files people read and diff: objects and arrays that are
// small and flat stay on one line ("size": [12, 12], a port's whole record),
// everything else is indented by two spaces. The output depends only on the
// value, so equal documents give byte-identical files.

#include <string>

#include "easylink/io/json_document.hpp"

namespace easylink {

/// The document as text, ending in a newline.
std::string formatJsonReadable(const Json& value, std::size_t lineLimit = 100);

}  // namespace easylink

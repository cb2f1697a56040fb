#pragma once

// The formatter the layout files were written with before JsonWriter,
// walking a whole document (json_oracle.cpp): the oracle for its tests.

#include <cstddef>
#include <string>

#include "easylink/io/json_document.hpp"

namespace easylink::test {

/// The document as formatJsonReadable wrote it before the streaming writer.
std::string treeFormatted(const Json& value, std::size_t lineLimit = 100);

}  // namespace easylink::test

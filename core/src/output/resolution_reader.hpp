#pragma once

// Phase 2's "resolution" block of a layout file, read back (layout_reader.hpp).

#include <string>

#include "easylink/io/json_document.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/resolve/resolution.hpp"

namespace easylink {

/// The resolution of `layout` the block records: each room's and corridor's
/// tree of modules, named in the layout's catalogue, and the problems.
/// Throws file_fields::FieldError on the first thing wrong.
Resolution readResolution(const Json& block, const std::string& pointer, const Layout& layout);

}  // namespace easylink

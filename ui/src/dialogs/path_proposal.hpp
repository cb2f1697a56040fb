#pragma once

// [SECTION] Path proposals
//
// The path a Save As or Export dialog fills in before the designer types
// anything: never one of the session's inputs (the open catalogue, the
// vaults, the parameters, the recovery file, by identity and not by
// spelling), so that pressing Enter straight away can never write over a
// file the session reads.

#include <filesystem>
#include <vector>

#include "easylink/io/file_identity.hpp"

namespace easylink::ui {

/// `wanted`, or the first of STEM-2.EXT, STEM-3.EXT, ... beside it that is
/// none of `inputs` and, when `mustNotExist`, no existing file either.
std::filesystem::path proposeFreePath(const std::filesystem::path& wanted,
                                      const std::vector<NamedPath>& inputs, bool mustNotExist);

}  // namespace easylink::ui

#pragma once

// [SECTION] Screenshot
//
// Saves what the default framebuffer holds as a PNG: for `easylink edit
// --screenshot` and the test under Xvfb. Call after the frame was rendered
// and before the buffers are swapped, so the back buffer holds the picture.

#include <filesystem>
#include <optional>
#include <string>

#include "platform/window.hpp"

namespace easylink::ui {

/// Reads the framebuffer and writes it atomically (a temporary file renamed
/// over the target). Returns an error message, or nullopt on success.
std::optional<std::string> saveFramebufferPng(const std::filesystem::path& file,
                                              PixelSize framebuffer);

}  // namespace easylink::ui

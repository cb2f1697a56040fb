#include "platform/screenshot.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include <glad/gl.h>
#include <stb_image_write.h>

#include "easylink/io/atomic_file.hpp"

namespace easylink::ui {
namespace {

constexpr int kChannels = 3;  // RGB: a window has no meaningful alpha

/// GL's rows run bottom-up and PNG's top-down.
void flipRows(std::vector<unsigned char>& pixels, std::size_t rowBytes) {
    const std::size_t rows = pixels.size() / rowBytes;
    for (std::size_t top = 0, bottom = rows - 1; top < bottom; ++top, --bottom) {
        std::swap_ranges(pixels.begin() + static_cast<std::ptrdiff_t>(top * rowBytes),
                         pixels.begin() + static_cast<std::ptrdiff_t>((top + 1) * rowBytes),
                         pixels.begin() + static_cast<std::ptrdiff_t>(bottom * rowBytes));
    }
}

void appendToString(void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                               static_cast<std::size_t>(size));
}

}  // namespace

std::optional<std::string> saveFramebufferPng(const std::filesystem::path& file,
                                              PixelSize framebuffer) {
    if (framebuffer.width <= 0 || framebuffer.height <= 0) {
        return "the window has no pixels to save (" + std::to_string(framebuffer.width) + "x" +
               std::to_string(framebuffer.height) + ")";
    }
    const std::size_t rowBytes = static_cast<std::size_t>(framebuffer.width) * kChannels;
    std::vector<unsigned char> pixels(rowBytes * static_cast<std::size_t>(framebuffer.height));

    // Errors left over from earlier calls are cleared so that the check
    // below is about this read alone.
    while (glGetError() != GL_NO_ERROR) {
    }
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, framebuffer.width, framebuffer.height, GL_RGB, GL_UNSIGNED_BYTE,
                 pixels.data());
    if (const GLenum error = glGetError(); error != GL_NO_ERROR) {
        return "cannot read the window's pixels (OpenGL error " + std::to_string(error) + ")";
    }
    flipRows(pixels, rowBytes);

    std::string png;
    if (stbi_write_png_to_func(appendToString, &png, framebuffer.width, framebuffer.height,
                               kChannels, pixels.data(), static_cast<int>(rowBytes)) == 0) {
        return std::string("cannot encode the screenshot as PNG");
    }
    if (auto error = writeFileAtomically(file, png)) {
        return "cannot save the screenshot as " + file.string() + ": " + *error;
    }
    return std::nullopt;
}

}  // namespace easylink::ui

// Checks a screenshot of the editor: a PNG of a plausible window size that is
// not blank. A blank or single-colour picture is what a window shows when the
// frame never reached it (no context, nothing drawn, read too early).
//
// usage: easylink_screenshot_check FILE.png

#include <stb_image.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <unordered_map>

namespace {

constexpr int kMinWidth = 640;
constexpr int kMinHeight = 400;
constexpr int kMaxSide = 16384;
// The editor shows text, tiles in several shades and coloured doors: a few
// dozen distinct colours at the very least.
constexpr std::size_t kMinDistinctColours = 24;
// No single colour may cover nearly the whole picture.
constexpr double kMaxShareOfOneColour = 0.90;

int fail(const char* file, const char* reason) {
    std::fprintf(stderr, "%s: %s\n", file, reason);
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s FILE.png\n", argc > 0 ? argv[0] : "screenshot_check");
        return 2;
    }
    const char* file = argv[1];
    int width = 0;
    int height = 0;
    int channels = 0;
    std::unique_ptr<stbi_uc, void (*)(void*)> pixels(stbi_load(file, &width, &height, &channels, 3),
                                                     stbi_image_free);
    if (!pixels) {
        return fail(file, stbi_failure_reason());
    }
    std::printf("%s: %d x %d pixels\n", file, width, height);
    if (width < kMinWidth || height < kMinHeight || width > kMaxSide || height > kMaxSide) {
        return fail(file, "the size is not that of an editor window");
    }

    std::unordered_map<std::uint32_t, std::size_t> colourCounts;
    const std::size_t pixelCount = static_cast<std::size_t>(width) * height;
    for (std::size_t i = 0; i < pixelCount; ++i) {
        const stbi_uc* rgb = pixels.get() + i * 3;
        ++colourCounts[(std::uint32_t{rgb[0]} << 16) | (std::uint32_t{rgb[1]} << 8) | rgb[2]];
    }
    std::size_t mostCommon = 0;
    for (const auto& [colour, count] : colourCounts) {
        mostCommon = std::max(mostCommon, count);
    }
    const double share = static_cast<double>(mostCommon) / static_cast<double>(pixelCount);
    std::printf("%s: %zu distinct colours, the most common covers %.1f%%\n", file,
                colourCounts.size(), share * 100.0);
    if (colourCounts.size() < kMinDistinctColours) {
        return fail(file, "too few colours: the window looks blank");
    }
    if (share > kMaxShareOfOneColour) {
        return fail(file, "one colour covers nearly everything: the window looks blank");
    }
    return 0;
}

// Checks an image rendered by Tiled's tmxrasterizer from an exported map:
// it decodes, has the expected size, is opaque almost everywhere (every cell
// of the tile layer has a tile) and shows at least the void, wall, floor and
// door or corridor colours.
//
// usage: easylink_tiled_png_check IMAGE.png WIDTH HEIGHT

#include <stb_image.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s IMAGE.png WIDTH HEIGHT\n", argv[0]);
        return 2;
    }
    const int expectedWidth = std::atoi(argv[2]);
    const int expectedHeight = std::atoi(argv[3]);
    int width = 0;
    int height = 0;
    int channels = 0;
    std::unique_ptr<unsigned char, decltype(&stbi_image_free)> pixels(
        stbi_load(argv[1], &width, &height, &channels, 4), stbi_image_free);
    if (!pixels) {
        std::fprintf(stderr, "%s: cannot decode: %s\n", argv[1], stbi_failure_reason());
        return 1;
    }
    if (width != expectedWidth || height != expectedHeight) {
        std::fprintf(stderr, "%s: %dx%d, expected %dx%d\n", argv[1], width, height, expectedWidth,
                     expectedHeight);
        return 1;
    }
    std::set<std::uint32_t> colours;
    std::size_t opaque = 0;
    const std::size_t count = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    for (std::size_t i = 0; i < count; ++i) {
        const unsigned char* p = pixels.get() + i * 4;
        if (p[3] == 255) {
            ++opaque;
            colours.insert(static_cast<std::uint32_t>(p[0]) << 16 |
                           static_cast<std::uint32_t>(p[1]) << 8 | p[2]);
        }
    }
    if (opaque < count * 99 / 100) {
        std::fprintf(stderr, "%s: only %zu of %zu pixels are opaque\n", argv[1], opaque, count);
        return 1;
    }
    if (colours.size() < 4) {
        std::fprintf(stderr, "%s: only %zu colours; the map looks blank\n", argv[1],
                     colours.size());
        return 1;
    }
    std::printf("%s: %dx%d, %zu colours\n", argv[1], width, height, colours.size());
    return 0;
}

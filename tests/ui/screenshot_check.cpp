// Checks a screenshot of the editor: a PNG of a plausible window size that is
// not blank. A blank or single-colour picture is what a window shows when the
// frame never reached it (no context, nothing drawn, read too early).
//
// Given the probe file `easylink edit --probe` wrote with the screenshot, it
// also checks that the viewport shows the layout: each probed tile's pixel
// must have the colour the editor meant to paint there. A probe passes when
// a pixel of the 3 x 3 around it does, which leaves room for a line at the
// edge of a tile that is a few pixels wide.
//
// usage: easylink_screenshot_check FILE.png [PROBES.json]

#include <stb_image.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

constexpr int kMinWidth = 640;
constexpr int kMinHeight = 400;
constexpr int kMaxSide = 16384;
// The editor shows text, tiles in several shades and coloured doors: a few
// dozen distinct colours at the very least.
constexpr std::size_t kMinDistinctColours = 24;
// No single colour may cover nearly the whole picture.
constexpr double kMaxShareOfOneColour = 0.90;

// A probed pixel may differ from the colour meant for it by this much in any
// channel (the renderer is exact; this is for drivers that round otherwise).
constexpr int kTolerance = 8;
// Rooms must differ from empty space and from the background beside the map
// by more than twice the tolerance, so that no pixel could pass for both.
constexpr int kMinContrast = 2 * kTolerance + 1;

int fail(const char* file, const char* reason) {
    std::fprintf(stderr, "%s: %s\n", file, reason);
    return 1;
}

using Rgb = std::array<int, 3>;

struct Image {
    int width = 0;
    int height = 0;
    const stbi_uc* pixels = nullptr;

    Rgb at(int x, int y) const {
        const stbi_uc* rgb = pixels + (static_cast<std::size_t>(y) * width + x) * 3;
        return {rgb[0], rgb[1], rgb[2]};
    }
};

struct Probe {
    std::string owner;  // "room", "corridor", "empty" or "outside"
    int id = -1;
    std::array<int, 2> tile{};
    std::array<int, 2> pixel{};
    Rgb colour{};

    std::string name() const {
        std::string text = owner;
        if (id >= 0) {
            text += " " + std::to_string(id);
        }
        return text + " tile (" + std::to_string(tile[0]) + ", " + std::to_string(tile[1]) + ")";
    }
};

int difference(const Rgb& a, const Rgb& b) {
    return std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
}

std::string hex(const Rgb& colour) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", colour[0], colour[1], colour[2]);
    return text;
}

/// The probes of the file, or an empty list after printing why it cannot be used.
std::vector<Probe> readProbes(const char* file, const Image& image) {
    std::ifstream in(file);
    const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
    if (document.is_discarded() || !document.is_object() ||
        document.value("format", "") != "easylink-screen-probes" ||
        document.value("version", 0) != 1) {
        std::fprintf(stderr, "%s: not a probe file of `easylink edit --probe` (version 1)\n", file);
        return {};
    }
    std::vector<Probe> probes;
    try {
        const nlohmann::json& size = document.at("image");
        if (size.at("width").get<int>() != image.width ||
            size.at("height").get<int>() != image.height) {
            std::fprintf(stderr, "%s: the probes are for a %d x %d screenshot, not %d x %d\n", file,
                         size.at("width").get<int>(), size.at("height").get<int>(), image.width,
                         image.height);
            return {};
        }
        for (const nlohmann::json& entry : document.at("probes")) {
            Probe probe;
            probe.owner = entry.at("owner").get<std::string>();
            probe.id = entry.value("id", -1);
            probe.tile = entry.at("tile").get<std::array<int, 2>>();
            probe.pixel = entry.at("pixel").get<std::array<int, 2>>();
            probe.colour = entry.at("rgb").get<Rgb>();
            probes.push_back(probe);
        }
    } catch (const nlohmann::json::exception& error) {
        std::fprintf(stderr, "%s: %s\n", file, error.what());
        return {};
    }
    return probes;
}

/// Whether the probes can tell a right picture from a wrong one: a room and
/// tiles of another colour (a room or a corridor) so that swapped colours
/// show, empty space inside the map and the background beside it, both
/// unlike every room and corridor.
bool probesAreTelling(const char* file, const std::vector<Probe>& probes) {
    std::vector<Rgb> owned;  // rooms first
    std::vector<Rgb> backgrounds;
    bool room = false;
    bool empty = false;
    bool outside = false;
    for (const Probe& probe : probes) {
        if (probe.owner == "room" || probe.owner == "corridor") {
            room = room || probe.owner == "room";
            owned.insert(probe.owner == "room" ? owned.begin() : owned.end(), probe.colour);
        } else {
            backgrounds.push_back(probe.colour);
            empty = empty || probe.owner == "empty";
            outside = outside || probe.owner == "outside";
        }
    }
    const bool twoColours = std::any_of(owned.begin(), owned.end(), [&](const Rgb& colour) {
        return difference(colour, owned.front()) >= kMinContrast;
    });
    if (!room || !twoColours || !empty || !outside) {
        std::fprintf(stderr,
                     "%s: the probes need a room, a room or corridor of another colour, an empty "
                     "tile and a point beside the map\n",
                     file);
        return false;
    }
    for (const Rgb& colour : owned) {
        for (const Rgb& background : backgrounds) {
            if (difference(colour, background) < kMinContrast) {
                std::fprintf(stderr,
                             "%s: a room's or corridor's colour %s is too close to the "
                             "background's %s\n",
                             file, hex(colour).c_str(), hex(background).c_str());
                return false;
            }
        }
    }
    return true;
}

/// Checks every probe, printing one line for each; returns the failures.
int checkProbes(const char* file, const Image& image, const std::vector<Probe>& probes) {
    int failures = 0;
    for (const Probe& probe : probes) {
        const int x = probe.pixel[0];
        const int y = probe.pixel[1];
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) {
            std::fprintf(stderr, "%s: FAIL %s: pixel (%d, %d) is outside the screenshot\n", file,
                         probe.name().c_str(), x, y);
            ++failures;
            continue;
        }
        Rgb best = image.at(x, y);
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const int nx = std::clamp(x + dx, 0, image.width - 1);
                const int ny = std::clamp(y + dy, 0, image.height - 1);
                if (difference(image.at(nx, ny), probe.colour) < difference(best, probe.colour)) {
                    best = image.at(nx, ny);
                }
            }
        }
        const int off = difference(best, probe.colour);
        const bool ok = off <= kTolerance;
        std::fprintf(ok ? stdout : stderr, "%s: %s %s at pixel (%d, %d): expected %s, %s %s\n",
                     file, ok ? "ok" : "FAIL", probe.name().c_str(), x, y,
                     hex(probe.colour).c_str(), ok ? "found" : "nearest around it is",
                     hex(best).c_str());
        failures += ok ? 0 : 1;
    }
    return failures;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2 && argc != 3) {
        std::fprintf(stderr, "usage: %s FILE.png [PROBES.json]\n",
                     argc > 0 ? argv[0] : "screenshot_check");
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
    if (argc == 3) {
        const Image image{width, height, pixels.get()};
        const std::vector<Probe> probes = readProbes(argv[2], image);
        if (probes.empty() || !probesAreTelling(argv[2], probes)) {
            return 1;
        }
        if (const int failures = checkProbes(file, image, probes); failures > 0) {
            std::fprintf(stderr, "%s: %d of %zu probes do not show the layout's colours\n", file,
                         failures, probes.size());
            return 1;
        }
    }
    return 0;
}

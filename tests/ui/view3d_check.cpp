// Checks a screenshot of the editor's 3D view against what `edit --view 3d
// --probe` said it drew: the probe names the view's rectangle and how many
// instances it drew; inside that rectangle the picture must be a picture
// (many colours, none covering nearly all of it), and it must differ from
// the same rectangle of a screenshot of the 2D view of the same run. When
// the probe says the view was walking, the walker's eye must be at a
// person's height above the floor. With --textures N, the view must have
// shown at least N of the designers' textures.
//
// usage: easylink_view3d_check SHOT_3D.png PROBES.json SHOT_2D.png [--textures N]

#include <stb_image.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <string_view>
#include <unordered_map>

namespace {

constexpr std::size_t kMinDistinctColours = 16;
// Standing in a room (walk mode), a few flat-lit walls, a floor and a
// doorway fill the view: fewer colours, none of them nearly all of it.
constexpr std::size_t kMinDistinctColoursWalking = 5;
constexpr double kMaxShareOfOneColour = 0.92;  // a narrow view round a flat level is mostly sky
constexpr double kMinShareDiffering = 0.25;
constexpr int kDiffering = 24;  // in any channel

struct Picture {
    int width = 0;
    int height = 0;
    std::unique_ptr<stbi_uc, void (*)(void*)> pixels{nullptr, stbi_image_free};

    const stbi_uc* at(int x, int y) const {
        return pixels.get() + (static_cast<std::size_t>(y) * width + x) * 3;
    }
};

bool load(const char* file, Picture& picture) {
    int channels = 0;
    picture.pixels.reset(stbi_load(file, &picture.width, &picture.height, &channels, 3));
    if (!picture.pixels) {
        std::fprintf(stderr, "%s: not a PNG that can be read\n", file);
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    const bool wantsTextures = argc == 6 && std::string_view(argv[4]) == "--textures";
    if (argc != 4 && !wantsTextures) {
        std::fprintf(stderr, "usage: %s SHOT_3D.png PROBES.json SHOT_2D.png [--textures N]\n",
                     argv[0]);
        return 2;
    }
    const long texturesWanted = wantsTextures ? std::strtol(argv[5], nullptr, 10) : 0;
    Picture shot;
    Picture flat;
    if (!load(argv[1], shot) || !load(argv[3], flat)) {
        return 1;
    }
    std::ifstream in(argv[2]);
    const nlohmann::json probes = nlohmann::json::parse(in, nullptr, false);
    if (probes.is_discarded() || !probes.contains("view3d")) {
        std::fprintf(stderr, "%s: no \"view3d\" figures: not a 3D view's probe file\n", argv[2]);
        return 1;
    }
    const nlohmann::json& view = probes["view3d"];
    if (view.value("instances", 0) <= 0 || view.value("draw_calls", 0) <= 0) {
        std::fprintf(stderr, "%s: the 3D view drew nothing: %s\n", argv[2], view.dump().c_str());
        return 1;
    }
    if (view.value("textures", 0L) < texturesWanted) {
        std::fprintf(stderr, "%s: the 3D view showed %ld textures, not %ld\n", argv[2],
                     view.value("textures", 0L), texturesWanted);
        return 1;
    }
    const bool walking = view.contains("walk");
    if (walking) {
        const double eye = view["walk"]["eye"].at(1).get<double>();
        if (eye < 0.5 || eye > 2.5) {
            std::fprintf(stderr, "%s: the walker's eye is %.2f m above the floor\n", argv[2], eye);
            return 1;
        }
    }
    const auto rect = view.at("rect").get<std::array<double, 4>>();
    const int x0 = std::max(0, static_cast<int>(rect[0]));
    const int y0 = std::max(0, static_cast<int>(rect[1]));
    const int x1 = std::min(shot.width, static_cast<int>(rect[0] + rect[2]));
    const int y1 = std::min(shot.height, static_cast<int>(rect[1] + rect[3]));
    if (x1 - x0 < 100 || y1 - y0 < 100 || shot.width != flat.width || shot.height != flat.height) {
        std::fprintf(stderr, "%s: the view's rectangle or the two pictures' sizes do not fit\n",
                     argv[2]);
        return 1;
    }
    std::unordered_map<unsigned, std::size_t> counts;
    std::size_t differing = 0;
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const stbi_uc* p = shot.at(x, y);
            const stbi_uc* q = flat.at(x, y);
            ++counts[(unsigned{p[0]} << 16) | (unsigned{p[1]} << 8) | p[2]];
            const int off =
                std::max({std::abs(p[0] - q[0]), std::abs(p[1] - q[1]), std::abs(p[2] - q[2])});
            differing += off > kDiffering ? 1 : 0;
        }
    }
    const double area = static_cast<double>(x1 - x0) * (y1 - y0);
    std::size_t commonest = 0;
    for (const auto& [colour, count] : counts) {
        commonest = std::max(commonest, count);
    }
    const double most = static_cast<double>(commonest);
    const double unlike = static_cast<double>(differing);
    std::printf(
        "%s: %zu colours in the 3D view, the commonest on %.0f%%, %.0f%% unlike the 2D view\n",
        argv[1], counts.size(), 100.0 * most / area, 100.0 * unlike / area);
    if (counts.size() < (walking ? kMinDistinctColoursWalking : kMinDistinctColours) ||
        most / area > kMaxShareOfOneColour) {
        std::fprintf(stderr, "%s: the 3D view is blank or one colour\n", argv[1]);
        return 1;
    }
    if (unlike / area < kMinShareDiffering) {
        std::fprintf(stderr, "%s: the 3D view looks like the 2D one\n", argv[1]);
        return 1;
    }
    return 0;
}

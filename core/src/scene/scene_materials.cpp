#include "easylink/scene/scene_materials.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "easylink/export/kind_colours.hpp"

namespace easylink {
namespace {

double linearChannel(int value) {
    // Worked out once for the 256 values a channel takes.
    static const std::array<double, 256> kLinear = [] {
        std::array<double, 256> table{};
        for (std::size_t i = 0; i < table.size(); ++i) {
            const double c = static_cast<double>(i) / 255.0;
            const double linear = c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
            table[i] = std::round(linear * 10000.0) / 10000.0;
        }
        return table;
    }();
    return kLinear[static_cast<std::size_t>(std::clamp(value, 0, 255))];
}

}  // namespace

std::array<double, 4> linearColour(Rgb srgb) {
    return {linearChannel(srgb.r), linearChannel(srgb.g), linearChannel(srgb.b), 1.0};
}

int MaterialBook::floor(ModuleKind kind) {
    int& known = floors_[static_cast<std::size_t>(kind)];
    if (known < 0) {
        known = find("floor " + std::string(toString(kind)), kindColour(kind), 0.9);
    }
    return known;
}

int MaterialBook::wall(ModuleKind kind) {
    int& known = walls_[static_cast<std::size_t>(kind)];
    if (known < 0) {
        known = find("wall " + std::string(toString(kind)),
                     tileColour(TileKind::Wall, kindColour(kind), isJunction(kind)), 0.95);
    }
    return known;
}

int MaterialBook::frame(double width) {
    if (frame_ < 0) {
        frame_ = find("door frame", kindColour(ModuleKind::Door), 0.7);
    }
    (*materials_)[static_cast<std::size_t>(frame_)].detailSize = width;
    return frame_;
}

int MaterialBook::tile(TileKind kind) {
    return find("tile " + std::string(tileName(kind)), tileColour(kind, componentColour(0), false),
                kind == TileKind::Wall ? 0.95 : 0.9);
}

int MaterialBook::find(const std::string& name, Rgb colour, double roughness) {
    const auto [at, added] = byName_.try_emplace(name, static_cast<int>(materials_->size()));
    if (added) {
        materials_->push_back({name, linearColour(colour), roughness});
    }
    return at->second;
}

}  // namespace easylink

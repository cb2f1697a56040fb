#include "easylink/scene/scene_materials.hpp"

#include <cmath>

#include "easylink/export/kind_colours.hpp"

namespace easylink {
namespace {

double linearChannel(int value) {
    const double c = value / 255.0;
    const double linear = c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    return std::round(linear * 10000.0) / 10000.0;
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
    const int index = find("door frame", kindColour(ModuleKind::Door), 0.7);
    (*materials_)[static_cast<std::size_t>(index)].detailSize = width;
    return index;
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

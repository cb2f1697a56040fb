#pragma once

// Shared by the exporter tests: reading a file whole, and a two-room
// catalogue whose layouts are easy to build by hand. room_a has a port in the
// middle of each wall; room_b only W and E ones. Every anchor is a multiple of
// 4 in the module's frame, so positions that are multiples of 4 keep the rooms
// on the macrogrid.

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::testing {

inline std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline PortSpec port(int x2, int y2, Dir dir, std::vector<int> widths) {
    PortSpec spec;
    spec.pose = PortPose{HalfPoint{x2, y2}, dir};
    spec.widths = std::move(widths);
    return spec;
}

inline ModuleTemplate room8x8(std::string name, std::vector<PortSpec> ports) {
    ModuleTemplate module;
    module.name = std::move(name);
    module.kind = ModuleKind::Normal;
    module.size = {8, 8};
    module.ports = std::move(ports);
    return module;
}

inline Catalogue twoRoomCatalogue(std::string name) {
    Catalogue catalogue;
    catalogue.name = std::move(name);
    catalogue.macro = 4;
    catalogue.modules.push_back(
        room8x8("room_a", {port(0, 7, Dir::W, {2, 4}), port(14, 7, Dir::E, {2, 4}),
                           port(7, 0, Dir::N, {2, 4}), port(7, 14, Dir::S, {2, 4})}));
    catalogue.modules.push_back(
        room8x8("room_b", {port(0, 7, Dir::W, {2}), port(14, 7, Dir::E, {2, 4})}));
    return catalogue;
}

}  // namespace easylink::testing

#include "easylink/export/kind_colours.hpp"

namespace easylink {

Rgb kindColour(ModuleKind kind) {
    switch (kind) {
        case ModuleKind::Normal: return {182, 172, 150};    // sand
        case ModuleKind::FourWay: return {236, 146, 56};    // orange
        case ModuleKind::TJunction: return {226, 204, 72};  // yellow
        case ModuleKind::Bend: return {210, 104, 184};      // magenta
        case ModuleKind::Through: return {64, 188, 176};    // teal
        case ModuleKind::DeadEnd: return {156, 126, 226};   // violet
        case ModuleKind::Corridor: return {168, 168, 168};  // grey
        case ModuleKind::Wall: return {120, 114, 104};      // stone
        case ModuleKind::Door: return {150, 100, 60};       // wood
        case ModuleKind::Part: return {120, 136, 160};      // slate
    }
    return kVoidColour;
}

}  // namespace easylink

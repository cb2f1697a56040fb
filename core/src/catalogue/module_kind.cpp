#include "easylink/catalogue/module_kind.hpp"

namespace easylink {

std::string_view toString(ModuleKind kind) {
    switch (kind) {
        case ModuleKind::Normal: return "normal";
        case ModuleKind::FourWay: return "four_way";
        case ModuleKind::TJunction: return "t_junction";
        case ModuleKind::Bend: return "bend";
        case ModuleKind::Through: return "through";
        case ModuleKind::DeadEnd: return "dead_end";
        case ModuleKind::Wall: return "wall";
        case ModuleKind::Door: return "door";
        case ModuleKind::Corridor: return "corridor";
        case ModuleKind::Part: return "part";
    }
    return "normal";
}

std::optional<ModuleKind> parseModuleKind(std::string_view text) {
    for (ModuleKind kind : kAllModuleKinds) {
        if (text == toString(kind)) {
            return kind;
        }
    }
    return std::nullopt;
}

}  // namespace easylink

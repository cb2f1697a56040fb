#include "widgets/part_summary.hpp"

#include <string_view>

namespace easylink::ui {
namespace {

std::string kindName(ModuleKind kind) {
    return std::string(toString(kind));
}

/// How phase 2 draws a module without a pattern.
std::string genericLook(ModuleKind kind) {
    switch (kind) {
        case ModuleKind::Wall: return "drawn as wall tiles";
        case ModuleKind::Door: return "drawn as door tiles";
        case ModuleKind::Corridor: return "drawn as corridor tiles";
        case ModuleKind::Part: return "drawn as walls round floor";
        default: return "drawn as walls round floor, doors where its ports are in use";
    }
}

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& word : words) {
        text += (text.empty() ? "" : ", ") + word;
    }
    return text;
}

std::string describeSlot(const SlotSpec& slot) {
    std::vector<std::string> kinds;
    for (const ModuleKind kind : slot.kinds) {
        kinds.push_back(kindName(kind));
    }
    std::string text = "slot " + slot.name + ": " + (kinds.empty() ? "any part" : joined(kinds));
    if (!slot.tags.empty()) {
        text += " tagged " + joined(slot.tags);
    }
    if (slot.size) {
        text += ", size " + (*slot.size)[0].describe() + " x " + (*slot.size)[1].describe();
    }
    if (slot.rect) {
        const Rect& r = *slot.rect;
        text += ", at (" + std::to_string(r.x) + ", " + std::to_string(r.y) + ") " +
                std::to_string(r.w) + " x " + std::to_string(r.h);
    }
    text += ", facing " + std::string(toString(slot.facing));
    for (const auto& [name, source] : slot.params) {
        text += "; " + name + " = " + source.describe();
    }
    return slot.optional ? text + " (optional)" : text;
}

}  // namespace

std::string moduleSizeText(const ModuleTemplate& module) {
    if (module.takesSlotSize()) {
        return "slot";
    }
    return std::to_string(module.size.w) + "x" + std::to_string(module.size.h);
}

std::string partNote(const ModuleTemplate& module) {
    const std::string look =
        module.pattern.empty() ? genericLook(module.kind) : std::string("drawn from its pattern");
    if (module.isVariant()) {
        return "variant of " + module.variantOf + ": takes its place, with its ports; " + look;
    }
    if (!isPartKind(module.kind)) {
        return module.pattern.empty() ? std::string() : look;
    }
    const std::string kind =
        module.kind == ModuleKind::Part ? "part" : kindName(module.kind) + " part";
    if (module.takesSlotSize()) {
        return kind + ": takes its slot's size; " + look;
    }
    return kind + ", " + std::to_string(module.size.w) + " x " + std::to_string(module.size.h) +
           " tiles: " + look;
}

std::vector<std::string> phaseTwoLines(const ModuleTemplate& module) {
    std::vector<std::string> lines;
    if (!module.tags.empty()) {
        lines.push_back("tags: " + joined(module.tags));
    }
    for (const ParamSpec& param : module.params) {
        lines.push_back("parameter " + param.name + ": " + std::string(toString(param.type)) +
                        ", default " + describeValue(param.fallback));
    }
    for (const Requirement& requirement : module.requirements) {
        lines.push_back("requires " + requirement.describe());
    }
    for (const SlotSpec& slot : module.slots) {
        lines.push_back(describeSlot(slot));
    }
    return lines;
}

}  // namespace easylink::ui

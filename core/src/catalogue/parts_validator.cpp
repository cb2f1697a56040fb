#include "parts_validator.hpp"

#include <algorithm>
#include <charconv>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "easylink/tiles/tile_kind.hpp"

namespace easylink::catalogue_rules {
namespace {

/// The port index of a "port.N.xxx" fact, or nullopt for other facts.
std::optional<int> factPort(std::string_view name) {
    if (name.substr(0, 5) != "port.") {
        return std::nullopt;
    }
    name.remove_prefix(5);
    int port = -1;
    const auto [end, ec] = std::from_chars(name.data(), name.data() + name.size(), port);
    if (ec != std::errc() || port < 0) {
        return std::nullopt;
    }
    return port;
}

class PartsChecker {
public:
    PartsChecker(const Catalogue& catalogue, const ModuleNames& names, std::size_t index,
                 std::vector<Problem>& problems, bool patternReach)
        : patternReach_(patternReach),
          names_(names),
          index_(index),
          module_(catalogue.modules[index]),
          problems_(problems) {}

    void run() {
        // Looked up once per requirement and per "$param" source: a module may
        // declare thousands, and a search of the list each time is quadratic.
        for (const ParamSpec& spec : module_.params) {
            paramsByName_.emplace(spec.name, &spec);  // the first of a repeated name
        }
        const ModuleTemplate* base = checkVariant();
        ports_ = base != nullptr ? &base->ports : &module_.ports;
        checkPartShape();
        checkParams();
        checkRequirements();
        for (std::size_t i = 0; i < module_.slots.size(); ++i) {
            checkSlot(i);
        }
        checkPattern();
    }

private:
    void error(const std::string& pointer, std::string message) {
        problems_.push_back({Severity::Error, pointer, std::nullopt, std::move(message)});
    }
    std::string at(const std::string& member) const { return modulePointer(index_) + "/" + member; }
    std::string slotAt(std::size_t slot, const std::string& member = {}) const {
        const std::string p = at("slots/" + std::to_string(slot));
        return member.empty() ? p : p + "/" + member;
    }
    const ParamSpec* param(std::string_view name) const {
        const auto it = paramsByName_.find(name);
        return it == paramsByName_.end() ? nullptr : it->second;
    }
    bool hasFixedSize() const { return module_.size.w > 0 && module_.size.h > 0; }

    const ModuleTemplate* checkVariant() {
        if (!module_.isVariant()) {
            return nullptr;
        }
        const ModuleTemplate* base = names_.find(module_.variantOf);
        if (base == nullptr) {
            error(at("variant_of"), "no module is named \"" + printableExcerpt(module_.variantOf) +
                                        "\"; a variant names the room module it can replace");
            return nullptr;
        }
        if (!isRoomKind(base->kind) || base->isVariant()) {
            error(at("variant_of"), "\"" + printableExcerpt(base->name) +
                                        "\" is not a room module; variants replace rooms");
            return nullptr;
        }
        if (module_.kind != base->kind) {
            error(at("kind"), "a variant has its base's kind, " +
                                  std::string(toString(base->kind)) + ", not " +
                                  std::string(toString(module_.kind)));
        }
        if (module_.size != base->size) {
            error(at("size"), "a variant has its base's size [" + std::to_string(base->size.w) +
                                  ", " + std::to_string(base->size.h) + "]");
        }
        if (!module_.ports.empty()) {
            error(at("ports"),
                  "a variant takes the ports of " + base->name + "; remove its own \"ports\"");
        }
        return base;
    }

    void checkPartShape() {
        if (!isPartKind(module_.kind)) {
            return;
        }
        if (!module_.ports.empty()) {
            error(at("ports"), "a " + std::string(toString(module_.kind)) +
                                   " part has no ports; only room modules do");
        }
        if (module_.takesSlotSize()) {
            return;
        }
        const Size2i s = module_.size;
        if (s.w < 1 || s.h < 1 || s.w > kMaxModuleSide || s.h > kMaxModuleSide) {
            error(at("size"), "size [" + std::to_string(s.w) + ", " + std::to_string(s.h) +
                                  "] must be from 1 to 1024 a side (or leave \"size\" out to take "
                                  "the slot's)");
        }
    }

    void checkParams() {
        std::set<std::string> seen;
        for (std::size_t i = 0; i < module_.params.size(); ++i) {
            const ParamSpec& spec = module_.params[i];
            const std::string pointer = at("params/" + std::to_string(i));
            if (spec.name.empty()) {
                error(pointer + "/name", "a parameter needs a name");
            } else if (!seen.insert(spec.name).second) {
                error(pointer + "/name",
                      "parameter \"" + printableExcerpt(spec.name) + "\" is declared twice");
            }
            if (typeOf(spec.fallback) != spec.type) {
                error(pointer + "/default", "the default " + describeValue(spec.fallback) +
                                                " is not of type " +
                                                std::string(toString(spec.type)));
            }
        }
    }

    void checkRequirements() {
        for (const Requirement& requirement : module_.requirements) {
            const std::string pointer = at("requires/" + escapePointerToken(requirement.param));
            const ParamSpec* spec = param(requirement.param);
            if (spec == nullptr) {
                error(pointer, "\"" + printableExcerpt(requirement.param) +
                                   "\" is not a parameter of this module; declare it in "
                                   "\"params\"");
                continue;
            }
            if (requirement.equals && typeOf(*requirement.equals) != spec->type) {
                error(pointer, requirement.param + " is " + std::string(toString(spec->type)) +
                                   ", so it never equals " + describeValue(*requirement.equals));
            }
            if ((requirement.min || requirement.max) && spec->type != ParamType::Int) {
                error(pointer, "a range needs an int parameter; " + requirement.param + " is " +
                                   std::string(toString(spec->type)));
            }
            if (requirement.min && requirement.max && *requirement.min > *requirement.max) {
                error(pointer, "min " + std::to_string(*requirement.min) + " is above max " +
                                   std::to_string(*requirement.max));
            }
        }
    }

    /// Checks a "$param" or "@fact" source; `type` is what it must give, if known.
    void checkSource(const ParamSource& source, const std::string& pointer,
                     std::optional<ParamType> type) {
        if (source.kind == ParamSource::Kind::Parameter) {
            const ParamSpec* spec = param(source.name);
            if (spec == nullptr) {
                error(pointer, "\"$" + printableExcerpt(source.name) +
                                   "\" names no parameter of this module");
            } else if (type && spec->type != *type) {
                error(pointer, "$" + source.name + " is " + std::string(toString(spec->type)) +
                                   "; " + std::string(toString(*type)) + " is needed here");
            }
        } else if (source.kind == ParamSource::Kind::Fact) {
            if (!isKnownFact(source.name)) {
                error(pointer, "\"@" + printableExcerpt(source.name) +
                                   "\" is not a fact of the layout; rooms offer " +
                                   std::string(kRoomFactHelp) + "; corridors offer " +
                                   std::string(kCorridorFactHelp));
            } else if (const auto port = factPort(source.name);
                       port && isRoomKind(module_.kind) &&
                       *port >= static_cast<int>(ports_->size())) {
                error(pointer, "@" + source.name + ": the room has " +
                                   std::to_string(ports_->size()) + " ports");
            }
        } else if (type && typeOf(source.literal) != *type) {
            error(pointer,
                  describeValue(source.literal) + " is not " + std::string(toString(*type)));
        }
    }

    void checkSlot(std::size_t i) {
        const SlotSpec& slot = module_.slots[i];
        if (slot.name.empty()) {
            error(slotAt(i, "name"), "a slot needs a name");
        }
        if (!slot.name.empty() && !slotNames_.insert(slot.name).second) {
            error(slotAt(i, "name"),
                  "slot \"" + printableExcerpt(slot.name) + "\" is declared twice");
        }
        if (slot.name.rfind("wall ", 0) == 0 && isRoomKind(module_.kind)) {
            int port = -1;
            const std::string_view digits = std::string_view(slot.name).substr(5);
            const auto [end, ec] =
                std::from_chars(digits.data(), digits.data() + digits.size(), port);
            if (ec != std::errc() || end != digits.data() + digits.size() || port < 0 ||
                port >= static_cast<int>(ports_->size())) {
                error(slotAt(i, "name"),
                      "\"wall N\" slots replace a port's own slot; the room's ports are 0 "
                      "to " +
                          std::to_string(static_cast<int>(ports_->size()) - 1));
            }
        }
        if (slot.rect) {
            const Rect r = *slot.rect;
            if (r.w < 1 || r.h < 1) {
                error(slotAt(i, "rect"), "a slot's rect needs a positive width and height");
            } else if (!hasFixedSize()) {
                error(slotAt(i, "rect"),
                      "this part takes its slot's size, so its own slots "
                      "cover it whole; leave \"rect\" out");
            } else if (r.x < 0 || r.y < 0 || r.right() > module_.size.w ||
                       r.bottom() > module_.size.h) {
                error(slotAt(i, "rect"), "the rect [" + std::to_string(r.x) + ", " +
                                             std::to_string(r.y) + ", " + std::to_string(r.w) +
                                             ", " + std::to_string(r.h) +
                                             "] reaches outside the module");
            }
        }
        for (ModuleKind kind : slot.kinds) {
            if (isRoomKind(kind)) {
                error(slotAt(i, "accepts/kinds"),
                      "slots hold parts (wall, door, corridor, part), "
                      "not rooms like " +
                          std::string(toString(kind)));
            }
        }
        if (slot.size) {
            for (std::size_t k = 0; k < 2; ++k) {
                const ParamSource& source = (*slot.size)[k];
                const std::string pointer = slotAt(i, "accepts/size/" + std::to_string(k));
                checkSource(source, pointer, ParamType::Int);
                if (source.kind == ParamSource::Kind::Literal &&
                    typeOf(source.literal) == ParamType::Int && std::get<int>(source.literal) < 1) {
                    error(pointer, "a size is at least 1");
                }
            }
        }
        for (const auto& [name, source] : slot.params) {
            checkSource(source, slotAt(i, "params/" + escapePointerToken(name)), std::nullopt);
        }
    }

    void checkPattern() {
        if (module_.pattern.empty()) {
            return;
        }
        if (!hasFixedSize()) {
            error(at("pattern"), "a pattern needs a module of fixed size; give \"size\"");
            return;
        }
        const Size2i s = module_.size;
        if (static_cast<int>(module_.pattern.size()) != s.h) {
            error(at("pattern"), "the pattern has " + std::to_string(module_.pattern.size()) +
                                     " rows; the module is " + std::to_string(s.h) + " tall");
            return;
        }
        bool readable = true;
        for (std::size_t y = 0; y < module_.pattern.size(); ++y) {
            const std::string& row = module_.pattern[y];
            const std::string pointer = at("pattern/" + std::to_string(y));
            if (static_cast<int>(row.size()) != s.w) {
                error(pointer, "row " + std::to_string(y) + " has " + std::to_string(row.size()) +
                                   " characters; the module is " + std::to_string(s.w) + " wide");
                readable = false;
                continue;
            }
            for (std::size_t x = 0; x < row.size(); ++x) {
                if (!tileKindFromChar(row[x])) {
                    error(pointer, "column " + std::to_string(x) + ": '" +
                                       printableExcerpt(row.substr(x, 1)) +
                                       "' is not a tile; use one of # . + , * = < > ! m or space");
                    readable = false;
                    break;
                }
            }
        }
        if (readable && isRoomKind(module_.kind) && patternReach_) {
            checkPatternConnects();
        }
    }

    // Walkable tiles of the pattern, plus each port's narrowest doorway, must
    // form one 4-connected region: then any door the room gets leads to every
    // walkable tile of it.
    void checkPatternConnects() {
        const Size2i s = module_.size;
        std::vector<char> open(static_cast<std::size_t>(s.w * s.h), 0);
        const auto cell = [&](int x, int y) -> char& {
            return open[static_cast<std::size_t>(y * s.w + x)];
        };
        for (int y = 0; y < s.h; ++y) {
            for (int x = 0; x < s.w; ++x) {
                cell(x, y) = isWalkable(*tileKindFromChar(module_.pattern[y][x])) ? 1 : 0;
            }
        }
        for (const PortSpec& port : *ports_) {
            if (!hasPortShape(port.pose) || port.widths.empty()) {
                return;  // the port rules report it
            }
            const int narrowest = *std::min_element(port.widths.begin(), port.widths.end());
            const Rect door = doorTiles(port.pose, narrowest);
            for (int y = std::max(door.top(), 0); y < std::min(door.bottom(), s.h); ++y) {
                for (int x = std::max(door.left(), 0); x < std::min(door.right(), s.w); ++x) {
                    cell(x, y) = 1;
                }
            }
        }
        const auto first = std::find(open.begin(), open.end(), 1);
        if (first == open.end()) {
            error(at("pattern"), "the pattern has no walkable tile");
            return;
        }
        std::vector<std::size_t> stack = {static_cast<std::size_t>(first - open.begin())};
        open[stack.back()] = 2;
        while (!stack.empty()) {
            const int i = static_cast<int>(stack.back());
            stack.pop_back();
            const int x = i % s.w;
            const int y = i / s.w;
            for (const Vec2i d : {Vec2i{1, 0}, Vec2i{-1, 0}, Vec2i{0, 1}, Vec2i{0, -1}}) {
                const int nx = x + d.x;
                const int ny = y + d.y;
                if (nx >= 0 && ny >= 0 && nx < s.w && ny < s.h && cell(nx, ny) == 1) {
                    cell(nx, ny) = 2;
                    stack.push_back(static_cast<std::size_t>(ny * s.w + nx));
                }
            }
        }
        for (int y = 0; y < s.h; ++y) {
            for (int x = 0; x < s.w; ++x) {
                if (cell(x, y) == 1) {
                    error(at("pattern/" + std::to_string(y)),
                          "column " + std::to_string(x) +
                              ": this walkable tile cannot be reached from the rest of the room "
                              "and its doorways");
                    return;
                }
            }
        }
    }

    bool patternReach_;
    const ModuleNames& names_;
    std::size_t index_;
    const ModuleTemplate& module_;
    std::vector<Problem>& problems_;
    const std::vector<PortSpec>* ports_ = nullptr;
    std::unordered_map<std::string_view, const ParamSpec*> paramsByName_;
    std::unordered_set<std::string_view> slotNames_;  // checked so far
};

}  // namespace

bool isKnownFact(std::string_view name) {
    static constexpr std::string_view kFacts[] = {
        "room.id",     "room.kind",       "room.template",  "room.component", "room.links",
        "corridor.id", "corridor.length", "corridor.width", "corridor.axis",  "corridor.component"};
    if (std::find(std::begin(kFacts), std::end(kFacts), name) != std::end(kFacts)) {
        return true;
    }
    if (!factPort(name)) {
        return false;
    }
    const std::string_view field = name.substr(name.rfind('.') + 1);
    const std::size_t dots = static_cast<std::size_t>(std::count(name.begin(), name.end(), '.'));
    return dots == 2 && (field == "connected" || field == "width" || field == "dir" ||
                         field == "socket" || field == "locked");
}

void checkModuleParts(const Catalogue& catalogue, const ModuleNames& names, std::size_t index,
                      const ReadDamage& damage, std::vector<Problem>& problems, bool patternReach) {
    if (damage.within(modulePointer(index))) {
        return;  // the reader reported what it could not read; the rest would be noise
    }
    PartsChecker(catalogue, names, index, problems, patternReach).run();
}

}  // namespace easylink::catalogue_rules

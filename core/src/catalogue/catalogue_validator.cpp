// [SECTION] Catalogue validator
//
// Checks the rules that make a catalogue usable by the generator, reporting
// every problem rather than the first, each with the pointer of the value to
// change and a concrete fix. The checks, in the order they run per module:
//   1. name, kind, size, weight, rotations;
//   2. each port: on the wall it faces, centred on a half tile along it,
//      widths even from 2 to 8 and never reaching a corner;
//   3. no two doorways sharing a tile at their widest;
//   4. every anchor congruent to port 0's modulo the macro, so that aligning
//      one port on the macrogrid aligns them all;
//   5. the fixed port shapes of junction kinds.
// Across modules: unique names and at least one drawable normal room.

#include "easylink/catalogue/catalogue_validator.hpp"

#include "locks_validator.hpp"
#include "mesh_validator.hpp"
#include "parts_validator.hpp"
#include "rules_validator.hpp"
#include "slot_cycles.hpp"
#include "sockets_validator.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <limits>
#include <map>

namespace easylink {
namespace {

std::string describePoint(Vec2i p) {
    return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

/// A doubled coordinate as a designer wrote it: 7 -> "3.5", -1 -> "-0.5".
std::string describeHalf(int doubled) {
    if (doubled % 2 == 0) {
        return std::to_string(doubled / 2);
    }
    return (doubled < 0 ? "-" : "") + std::to_string(std::abs(doubled) / 2) + ".5";
}

std::string describeCentre(HalfPoint c) {
    return "[" + describeHalf(c.x2) + ", " + describeHalf(c.y2) + "]";
}

std::string tiles(int n) {
    return std::to_string(n) + (n == 1 ? " tile" : " tiles");
}

/// The span of door tiles along the wall, e.g. "y=3..6".
std::string describeSpan(const Rect& door, Dir dir) {
    if (isHorizontal(dir)) {
        return "y=" + std::to_string(door.top()) + ".." + std::to_string(door.bottom() - 1);
    }
    return "x=" + std::to_string(door.left()) + ".." + std::to_string(door.right() - 1);
}

class ModuleChecker {
public:
    ModuleChecker(const Catalogue& catalogue, std::size_t index, const ReadDamage& damage,
                  bool macroUsable, std::vector<Problem>& problems)
        : macro_(catalogue.macro),
          macroUsable_(macroUsable),
          index_(index),
          module_(catalogue.modules[index]),
          damage_(damage),
          problems_(problems) {}

    void run() {
        if (damage_.at(modulePointer(index_))) {
            return;  // not even an object
        }
        if (isPartKind(module_.kind) || module_.isVariant()) {
            checkWeight();  // the rest is checkModuleParts()'s
            return;
        }
        checkBasics();
        if (!sizeOk_) {
            return;  // every port rule depends on the size
        }
        checkPorts();
        checkOverlaps();
        if (macroUsable_) {
            checkAlignment();
        }
        if (!damage_.within(at("kind")) && portsReadable()) {
            checkJunctionShape();
        }
    }

private:
    void error(const std::string& pointer, std::string message) {
        problems_.push_back({Severity::Error, pointer, std::nullopt, std::move(message)});
    }
    void warning(const std::string& pointer, std::string message) {
        problems_.push_back({Severity::Warning, pointer, std::nullopt, std::move(message)});
    }
    std::string at(const char* member) const { return modulePointer(index_) + "/" + member; }
    std::string portAt(std::size_t port, const char* member = nullptr) const {
        std::string p = portPointer(index_, port);
        return member == nullptr ? p : p + "/" + member;
    }

    /// True when the port's place and direction were read as written.
    bool portReadable(std::size_t i) const {
        return damage_.empty() || (!damage_.at(portAt(i)) && !damage_.within(portAt(i, "pos")) &&
                                   !damage_.within(portAt(i, "dir")));
    }

    bool portsReadable() const {
        for (std::size_t i = 0; i < module_.ports.size(); ++i) {
            if (!portReadable(i)) {
                return false;
            }
        }
        return !damage_.at(at("ports"));
    }

    void checkBasics() {
        const Size2i s = module_.size;
        if (damage_.within(at("size"))) {
            // Reported by the reader; the port rules cannot be checked.
        } else if (s.w < 1 || s.h < 1) {
            error(at("size"), "size [" + std::to_string(s.w) + ", " + std::to_string(s.h) +
                                  "] must be positive in both directions");
        } else if (s.w > kMaxModuleSide || s.h > kMaxModuleSide) {
            error(at("size"), "size [" + std::to_string(s.w) + ", " + std::to_string(s.h) +
                                  "] is too large; modules are at most 1024 tiles on a side");
        } else if (!module_.ports.empty() && (s.w < 3 || s.h < 3)) {
            error(at("size"),
                  "a module with ports must be at least 3x3, so that each wall has a "
                  "tile between its corners");
        } else {
            sizeOk_ = true;
        }
        checkWeight();
        checkPortsAndRotations();
    }

    void checkWeight() {
        if (damage_.within(at("weight"))) {
            // Reported by the reader.
        } else if (!std::isfinite(module_.weight) || module_.weight < 0.0) {
            error(at("weight"), "weight must be a finite number >= 0 (0 disables the module)");
        } else if (module_.weight > kMaxWeight) {
            error(at("weight"),
                  "weight is above 1000000; weights are relative, so scale them down");
        }
    }

    void checkPortsAndRotations() {
        if (module_.ports.empty() && !damage_.at(at("ports"))) {
            error(at("ports"),
                  "the module has no ports, so nothing could ever connect to it; add one");
        }
        const auto rotationReadable = [&](std::size_t i) {
            return !damage_.within(at("rotations") + "/" + std::to_string(i));
        };
        for (std::size_t i = 0; i < module_.rotations.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (rotationReadable(i) && rotationReadable(j) &&
                    module_.rotations[i] == module_.rotations[j]) {
                    error(at("rotations") + "/" + std::to_string(i),
                          "rotation " + std::to_string(module_.rotations[i].degrees()) +
                              " is listed twice");
                }
            }
        }
    }

    void checkPorts() {
        portOk_.assign(module_.ports.size(), false);
        for (std::size_t i = 0; i < module_.ports.size(); ++i) {
            portOk_[i] = checkPort(i);
        }
    }

    /// Returns true when the port's position is sound enough for the checks
    /// that compare it with other ports.
    bool checkPort(std::size_t i) {
        const PortSpec& port = module_.ports[i];
        const PortPose& pose = port.pose;
        const Size2i s = module_.size;
        bool placed = true;
        if (!portReadable(i)) {
            placed = false;  // reported by the reader
        } else if (!isOnFacingWall(pose, s)) {
            placed = false;
            const std::string wall(wallName(pose.dir));
            const std::string expected = pose.dir == Dir::W   ? "x = 0"
                                         : pose.dir == Dir::E ? "x = " + std::to_string(s.w - 1)
                                         : pose.dir == Dir::N ? "y = 0"
                                                              : "y = " + std::to_string(s.h - 1);
            const int actual2 = isHorizontal(pose.dir) ? pose.centre.x2 : pose.centre.y2;
            error(portAt(i, "pos"),
                  "port faces " + std::string(toString(pose.dir)) + " but is not on the " + wall +
                      " wall (" + (isHorizontal(pose.dir) ? "x=" : "y=") + describeHalf(actual2) +
                      "); " + wall + "-wall ports have " + expected);
        } else if (!hasPortShape(pose)) {
            placed = false;
            const bool vertical = isHorizontal(pose.dir);  // E/W doorways run along y
            error(portAt(i, "pos"),
                  std::string("the doorway centre ") + describeCentre(pose.centre) +
                      " must end in .5 along the wall (" + (vertical ? "y" : "x") +
                      "), so that even-width doors are centred on it, e.g. " +
                      (vertical ? "[" + describeHalf(pose.centre.x2) + ", " +
                                      describeHalf(pose.centre.y2 + 1) + "]"
                                : "[" + describeHalf(pose.centre.x2 + 1) + ", " +
                                      describeHalf(pose.centre.y2) + "]"));
        } else {
            const Rect wall = wallInterior(pose.dir, s);
            if (!wall.contains(doorTiles(pose, kMinPassageWidth))) {
                placed = false;
                error(portAt(i, "pos"), "the doorway " + describeCentre(pose.centre) +
                                            " touches a corner of the " +
                                            std::string(wallName(pose.dir)) +
                                            " wall; move it towards the middle of the wall");
            }
        }
        if (port.widths.empty() &&
            (damage_.empty() || (!damage_.within(portAt(i, "widths")) && !damage_.at(portAt(i))))) {
            error(portAt(i, "widths"), "the port allows no width; list at least one of 2, 4, 6, 8");
        }
        for (std::size_t w = 0; w < port.widths.size(); ++w) {
            const int width = port.widths[w];
            const auto widthPointer = [&] { return portAt(i, "widths") + "/" + std::to_string(w); };
            if (!damage_.empty() && damage_.within(widthPointer())) {
                continue;  // reported by the reader
            }
            if (width < kMinPassageWidth || width > kMaxPassageWidth || width % 2 != 0) {
                error(widthPointer(), "width " + std::to_string(width) +
                                          " is not allowed; passage widths are even, from 2 to 8");
                continue;
            }
            if (std::find(port.widths.begin(), port.widths.begin() + static_cast<long>(w), width) !=
                port.widths.begin() + static_cast<long>(w)) {
                error(widthPointer(), "width " + std::to_string(width) + " is listed twice");
                continue;
            }
            if (placed) {
                const Rect door = doorTiles(pose, width);
                if (!wallInterior(pose.dir, s).contains(door)) {
                    const int widest = widestDoorOnWall(pose, s);
                    error(widthPointer(),
                          "at width " + std::to_string(width) + " the door tiles " +
                              describeSpan(door, pose.dir) + " reach past the " +
                              std::string(wallName(pose.dir)) +
                              " wall's corners; the widest door that fits here is " +
                              std::to_string(widest) +
                              ", so drop this width or move the port towards the "
                              "middle of the wall");
                }
            }
        }
        return placed;
    }

    /// The widest of the port's widths that passed the width checks (at least
    /// 2), so one bad width is not reported again as an overlap.
    int widestUsableWidth(const PortSpec& port) const {
        int widest = kMinPassageWidth;
        for (int width : port.widths) {
            if (width % 2 == 0 && width <= kMaxPassageWidth && width > widest &&
                wallInterior(port.pose.dir, module_.size).contains(doorTiles(port.pose, width))) {
                widest = width;
            }
        }
        return widest;
    }

    void checkOverlaps() {
        for (std::size_t i = 0; i < module_.ports.size(); ++i) {
            for (std::size_t j = i + 1; j < module_.ports.size(); ++j) {
                if (!portOk_[i] || !portOk_[j]) {
                    continue;
                }
                const PortSpec& a = module_.ports[i];
                const PortSpec& b = module_.ports[j];
                const int wa = widestUsableWidth(a);
                const int wb = widestUsableWidth(b);
                if (doorTiles(a.pose, wa).intersects(doorTiles(b.pose, wb))) {
                    error(portAt(j, "pos"), "the doorway overlaps port " + std::to_string(i) +
                                                "'s at their widest (" + std::to_string(wb) +
                                                " and " + std::to_string(wa) +
                                                "); move one of them or narrow their widths");
                }
            }
        }
    }

    void checkAlignment() {
        if (module_.ports.empty() || !portOk_[0]) {
            return;
        }
        const Vec2i reference = module_.ports[0].anchor();
        for (std::size_t i = 1; i < module_.ports.size(); ++i) {
            if (!portOk_[i]) {
                continue;
            }
            const PortPose& pose = module_.ports[i].pose;
            const Vec2i anchor = module_.ports[i].anchor();
            const int dx = floorMod(anchor.x - reference.x, macro_);
            const int dy = floorMod(anchor.y - reference.y, macro_);
            if (dx == 0 && dy == 0) {
                continue;
            }
            // Along the wall the port can slide; across it, the wall is where
            // the size puts it, and only a different size can help.
            const bool vertical = isHorizontal(pose.dir);
            const int along = vertical ? dy : dx;
            const int across = vertical ? dx : dy;
            std::string message = "anchor " + describePoint(anchor) +
                                  " is not aligned with port 0's " + describePoint(reference) +
                                  " modulo " + std::to_string(macro_);
            if (across != 0) {
                const auto [shrink, grow] = alignmentMoves(across, macro_);
                const char* dimension = vertical ? "width" : "height";
                const int current = vertical ? module_.size.w : module_.size.h;
                message += "; the " + std::string(wallName(pose.dir)) + " wall sits at " +
                           (vertical ? "x=" : "y=") +
                           std::to_string(vertical ? anchor.x : anchor.y) +
                           ", so no port on it can align with port 0 unless the module's " +
                           dimension + " changes to " + std::to_string(current - shrink) + " or " +
                           std::to_string(current + grow) + ", or the port moves to another wall";
            } else {
                const auto [back, forward] = alignmentMoves(along, macro_);
                const char* backWord = vertical ? "north" : "west";
                const char* forwardWord = vertical ? "south" : "east";
                if (back == forward) {
                    message +=
                        "; move the port " + tiles(back) + " " + forwardWord + " or " + backWord;
                } else {
                    message += "; move the port " + tiles(back) + " " + backWord + " or " +
                               tiles(forward) + " " + forwardWord;
                }
            }
            error(portAt(i, "pos"), std::move(message));
        }
    }

    void shapeError(std::string message) { error(at("ports"), std::move(message)); }

    /// The ports facing each direction, by index.
    std::map<Dir, std::vector<std::size_t>> portsByDir() const {
        std::map<Dir, std::vector<std::size_t>> byDir;
        for (std::size_t i = 0; i < module_.ports.size(); ++i) {
            byDir[module_.ports[i].pose.dir].push_back(i);
        }
        return byDir;
    }

    /// Two opposite ports must be on one line and share a width, or a
    /// corridor running through the junction would bend or change width.
    void checkStraightPair(std::size_t a, std::size_t b) {
        if (!portOk_[a] || !portOk_[b]) {
            return;
        }
        const Vec2i anchorA = module_.ports[a].anchor();
        const Vec2i anchorB = module_.ports[b].anchor();
        const bool horizontalLine = isHorizontal(module_.ports[a].pose.dir);
        if (horizontalLine ? anchorA.y != anchorB.y : anchorA.x != anchorB.x) {
            shapeError("ports " + std::to_string(std::min(a, b)) + " and " +
                       std::to_string(std::max(a, b)) + " face opposite ways but are not on one " +
                       (horizontalLine ? "horizontal line (y=" + std::to_string(anchorA.y) +
                                             " and y=" + std::to_string(anchorB.y) + ")"
                                       : "vertical line (x=" + std::to_string(anchorA.x) +
                                             " and x=" + std::to_string(anchorB.x) + ")") +
                       "; a corridor through this " + std::string(toString(module_.kind)) +
                       " would have to bend: move one of them");
        }
        const auto& wa = module_.ports[a].widths;
        const bool shareWidth = std::any_of(wa.begin(), wa.end(),
                                            [&](int w) { return module_.ports[b].allowsWidth(w); });
        if (!shareWidth) {
            shapeError("ports " + std::to_string(std::min(a, b)) + " and " +
                       std::to_string(std::max(a, b)) +
                       " share no width, so a corridor through them would change width; "
                       "give them a common width");
        }
    }

    std::string countMessage(const char* need) const {
        std::string dirs;
        for (const PortSpec& port : module_.ports) {
            dirs += (dirs.empty() ? "" : ", ") + std::string(toString(port.pose.dir));
        }
        return "a " + std::string(toString(module_.kind)) + " module needs " + need + " (it has " +
               std::to_string(module_.ports.size()) + (dirs.empty() ? "" : ": " + dirs) + ")";
    }

    void checkJunctionShape() {
        const auto byDir = portsByDir();
        const auto count = [&](Dir d) {
            const auto it = byDir.find(d);
            return it == byDir.end() ? std::size_t{0} : it->second.size();
        };
        const auto first = [&](Dir d) { return byDir.at(d).front(); };
        const std::size_t n = module_.ports.size();
        switch (module_.kind) {
            case ModuleKind::Normal:
            case ModuleKind::Wall:  // parts never get here (see run())
            case ModuleKind::Door:
            case ModuleKind::Corridor:
            case ModuleKind::Part: return;
            case ModuleKind::DeadEnd:
                if (n != 1) {
                    shapeError(countMessage("exactly one port"));
                }
                return;
            case ModuleKind::FourWay:
                if (n != 4 || count(Dir::N) != 1 || count(Dir::E) != 1 || count(Dir::S) != 1 ||
                    count(Dir::W) != 1) {
                    shapeError(countMessage("exactly one port facing each of N, E, S and W"));
                    return;
                }
                checkStraightPair(first(Dir::N), first(Dir::S));
                checkStraightPair(first(Dir::W), first(Dir::E));
                return;
            case ModuleKind::Through:
            case ModuleKind::TJunction: {
                const bool isThrough = module_.kind == ModuleKind::Through;
                const std::size_t expected = isThrough ? 2 : 3;
                const bool eastWest = count(Dir::E) == 1 && count(Dir::W) == 1;
                const bool northSouth = count(Dir::N) == 1 && count(Dir::S) == 1;
                if (n != expected || eastWest == northSouth || (!eastWest && !northSouth)) {
                    shapeError(countMessage(
                        isThrough ? "two ports facing opposite ways, N and S or E and W"
                                  : "two ports facing opposite ways and a third "
                                    "perpendicular to them (e.g. E, W and N)"));
                    return;
                }
                if (eastWest) {
                    checkStraightPair(first(Dir::W), first(Dir::E));
                } else {
                    checkStraightPair(first(Dir::N), first(Dir::S));
                }
                return;
            }
            case ModuleKind::Bend:
                if (n != 2 ||
                    !arePerpendicular(module_.ports[0].pose.dir, module_.ports[1].pose.dir)) {
                    shapeError(countMessage("two ports at right angles, e.g. N and E"));
                }
                return;
        }
    }

    int macro_;
    bool macroUsable_;
    std::size_t index_;
    const ModuleTemplate& module_;
    const ReadDamage& damage_;
    std::vector<Problem>& problems_;
    bool sizeOk_ = false;
    std::vector<bool> portOk_;
};

void checkHeader(const Catalogue& catalogue, const ReadDamage& damage,
                 std::vector<Problem>& problems) {
    const int m = catalogue.macro;
    if (!damage.within("/macro") && !isUsableMacro(m)) {
        problems.push_back({Severity::Error, "/macro", std::nullopt,
                            "macro " + std::to_string(m) +
                                " must be an even number from 2 to 64 (the default is 4)"});
    }
}

void checkNames(const Catalogue& catalogue, const ReadDamage& damage,
                std::vector<Problem>& problems) {
    std::map<std::string, std::size_t> firstByName;
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        const std::string& name = catalogue.modules[i].name;
        const std::string pointer = modulePointer(i) + "/name";
        if (name.empty()) {
            if (!damage.at(modulePointer(i)) && !damage.within(pointer)) {
                problems.push_back({Severity::Error, pointer, std::nullopt,
                                    "the module has an empty name; give it a unique one"});
            }
            continue;
        }
        if (std::any_of(name.begin(), name.end(),
                        [](unsigned char c) { return c < 0x20 || c == 0x7f; })) {
            problems.push_back(
                {Severity::Error, pointer, std::nullopt,
                 "the name \"" + printableExcerpt(name) + "\" contains control characters"});
        }
        const auto [it, inserted] = firstByName.emplace(name, i);
        if (!inserted) {
            problems.push_back({Severity::Error, pointer, std::nullopt,
                                "the name \"" + printableExcerpt(name) +
                                    "\" is already used by module " + std::to_string(it->second) +
                                    "; names must be unique"});
        }
    }
}

void checkCoverage(const Catalogue& catalogue, const ReadDamage& damage,
                   std::vector<Problem>& problems) {
    // With the list or any kind unreadable, the count is not to be trusted.
    if (damage.at("/modules")) {
        return;
    }
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        if (damage.at(modulePointer(i)) || damage.within(modulePointer(i) + "/kind")) {
            return;
        }
    }
    const bool anyNormal = std::any_of(
        catalogue.modules.begin(), catalogue.modules.end(),
        [](const ModuleTemplate& m) { return m.kind == ModuleKind::Normal && !m.isVariant(); });
    const auto weightChecked = [](const ModuleTemplate& m) {
        return std::isfinite(m.weight) && m.weight >= 0.0;
    };
    const bool anyDrawable = std::any_of(
        catalogue.modules.begin(), catalogue.modules.end(), [&](const ModuleTemplate& m) {
            return m.kind == ModuleKind::Normal && !m.isVariant() &&
                   (m.weight > 0.0 || !weightChecked(m));
        });
    if (!anyNormal) {
        problems.push_back(
            {Severity::Error, "/modules", std::nullopt,
             "the catalogue has no module of kind \"normal\"; add at least one room"});
    } else if (!anyDrawable) {
        problems.push_back({Severity::Error, "/modules", std::nullopt,
                            "every normal module has weight 0, so no room can be drawn; give one a "
                            "weight above 0"});
    }
}

/// The order of a pointer token in a file: array indices by number, known
/// keys in the order the writer puts them, unknown keys after those.
std::pair<long, std::string_view> tokenRank(std::string_view token) {
    constexpr std::array<std::string_view, 37> kKeyOrder = {"format",
                                                            "version",
                                                            "name",
                                                            "macro",
                                                            "tile_size",
                                                            "wall_height",
                                                            "modules",
                                                            "kind",
                                                            "variant_of",
                                                            "size",
                                                            "weight",
                                                            "pos",
                                                            "dir",
                                                            "widths",
                                                            "ports",
                                                            "rotations",
                                                            "tags",
                                                            "params",
                                                            "requires",
                                                            "slots",
                                                            "pattern",
                                                            "rect",
                                                            "facing",
                                                            "accepts",
                                                            "optional",
                                                            "min_count",
                                                            "max_count",
                                                            "max_exits",
                                                            "requires_neighbor",
                                                            "place",
                                                            "far_from",
                                                            "rooms",
                                                            "locked_by",
                                                            "mesh",
                                                            "file",
                                                            "node",
                                                            "offset"};
    if (!token.empty() && token.size() < 10 &&
        std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return {std::stol(std::string(token)), {}};
    }
    const auto known = std::find(kKeyOrder.begin(), kKeyOrder.end(), token);
    return {known - kKeyOrder.begin() + (known == kKeyOrder.end() ? 1000000000L : 0), token};
}

std::vector<std::pair<long, std::string_view>> reportKey(std::string_view pointer) {
    std::vector<std::pair<long, std::string_view>> key;
    if (pointer == "/modules") {
        return {{2000000000L, {}}};  // about the list as a whole: last
    }
    while (!pointer.empty()) {
        pointer.remove_prefix(1);  // the '/'
        const std::size_t end = std::min(pointer.find('/'), pointer.size());
        key.push_back(tokenRank(pointer.substr(0, end)));
        pointer.remove_prefix(end);
    }
    return key;
}

}  // namespace

void sortCatalogueProblems(std::vector<Problem>& problems) {
    std::stable_sort(problems.begin(), problems.end(), [](const Problem& a, const Problem& b) {
        return reportKey(a.pointer) < reportKey(b.pointer);
    });
}

// Sorted, so that each question is a binary search: the validator asks one
// per module and a broken file may have as many damaged places as modules.
ReadDamage::ReadDamage(const std::vector<Problem>& readProblems) {
    for (const Problem& problem : readProblems) {
        pointers_.push_back(problem.pointer);
    }
    std::sort(pointers_.begin(), pointers_.end());
    pointers_.erase(std::unique(pointers_.begin(), pointers_.end()), pointers_.end());
}

bool ReadDamage::at(std::string_view pointer) const {
    return std::binary_search(pointers_.begin(), pointers_.end(), pointer, std::less<>());
}

bool ReadDamage::within(std::string_view pointer) const {
    if (at(pointer)) {
        return true;
    }
    // Everything below `pointer` starts with "pointer/" and sorts together.
    const std::string below = std::string(pointer) + "/";
    const auto it = std::lower_bound(pointers_.begin(), pointers_.end(), below, std::less<>());
    return it != pointers_.end() && it->compare(0, below.size(), below) == 0;
}

namespace {

std::vector<Problem> validate(const Catalogue& catalogue, const ReadDamage& damage,
                              bool patternReach) {
    std::vector<Problem> problems;
    checkHeader(catalogue, damage, problems);
    catalogue_rules::checkWorldScale(catalogue, damage, problems);
    checkNames(catalogue, damage, problems);
    const bool macroUsable = !damage.within("/macro") && isUsableMacro(catalogue.macro);
    const catalogue_rules::ModuleNames names(catalogue);
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        ModuleChecker(catalogue, i, damage, macroUsable, problems).run();
        catalogue_rules::checkModuleParts(catalogue, names, i, damage, problems, patternReach);
        catalogue_rules::checkRoomRules(catalogue, names, i, damage, problems);
        catalogue_rules::checkModuleMeshKeys(catalogue, i, damage, problems);
    }
    checkCoverage(catalogue, damage, problems);
    catalogue_rules::checkSockets(catalogue, damage, problems);
    catalogue_rules::checkLocks(catalogue, names, damage, problems);
    // Which part may fill which slot is only clear once the slots are
    // well-formed: the warning waits until the catalogue has no errors.
    if (patternReach && damage.empty() && !hasErrors(problems)) {
        catalogue_rules::checkSlotCycles(catalogue, damage, problems);
    }
    sortCatalogueProblems(problems);
    return problems;
}

}  // namespace

std::vector<Problem> validateCatalogue(const Catalogue& catalogue, const ReadDamage& damage) {
    return validate(catalogue, damage, true);
}

std::vector<Problem> validateForGeneration(const Catalogue& catalogue) {
    return validate(catalogue, {}, false);
}

}  // namespace easylink

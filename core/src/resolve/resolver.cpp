// [SECTION] Phase 2 resolver
//
// Each room and corridor is a top slot. Filling a slot means: list the
// modules it accepts (kind, tags, size) whose requirements hold for the
// parameters the slot passes, draw one by weight, then fill that module's own
// slots the same way, depth first. A room's slots are its declared slots
// followed by one "wall N" per port (declared ones override the port's
// default: a wall part told whether the port is connected and at which
// width). See docs/catalogue-format.md, "Phase 2".

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "easylink/layout/component_numbering.hpp"
#include "easylink/random/rng.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/resolve/resolve_tables.hpp"
#include "raster_drawing.hpp"
#include "slot_frames.hpp"

namespace easylink {
namespace {

using resolve::ModuleFrame;
using resolve::rotationFacing;

using Bindings = std::vector<std::pair<std::string, ParamValue>>;

/// The first value of that name in a list of (name, value) pairs.
template <typename Pairs>
const ParamValue* lookup(const Pairs& bindings, std::string_view name) {
    for (const auto& [key, value] : bindings) {
        if (key == name) {
            return &value;
        }
    }
    return nullptr;
}

/// A value passed to a slot, by name. The value stays where it was found (a
/// fact of the room, a literal of the catalogue, a parameter of the node
/// holding the slot), all of which outlive the filling of the slot: slots
/// are filled by the thousand, and copying names and values for each was
/// most of their cost.
struct Passed {
    std::string_view name;
    const ParamValue* value;
};

const ParamValue* lookup(std::span<const Passed> passed, std::string_view name) {
    for (const Passed& entry : passed) {
        if (entry.name == name) {
            return entry.value;
        }
    }
    return nullptr;
}

/// The parameters as a node keeps them.
Bindings toBindings(std::span<const Passed> passed) {
    Bindings out;
    out.reserve(passed.size());
    for (const Passed& entry : passed) {
        out.emplace_back(std::string(entry.name), *entry.value);
    }
    return out;
}

/// The facts of one room or corridor of the layout, by the names after "@".
class Facts {
public:
    void reset(const Layout& layout, const ComponentNumbering& numbering,
               const ResolveTables& tables, const PlacedRoom& room) {
        facts_.clear();
        add("room.id", room.id);
        add("room.kind", std::string(toString(room.kind)));
        const ModuleTemplate& module = layout.catalogue().modules[room.templateIndex];
        add("room.template", module.name);
        add("room.component", numbering.ofRoom[room.id]);
        add("room.links", room.linkCount());
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            const PlacedPort& port = room.ports[i];
            const std::array<std::string, 5>& names = tables.portFacts[i];
            add(names[0], !port.link.isFree());
            add(names[1], port.link.isFree() ? 0 : port.width);
            add(names[2], std::string(toString(port.dir)));
            if (tables.socketFacts) {
                add(names[3], module.ports[i].socket);
            }
            if (tables.lockFacts) {
                add(names[4], !port.link.isFree() && !module.rules.lockedBy.empty());
            }
        }
    }

    void reset(const ComponentNumbering& numbering, const Corridor& corridor) {
        facts_.clear();
        add("corridor.id", corridor.id);
        add("corridor.length", corridor.length());
        add("corridor.width", corridor.width);
        add("corridor.axis", corridor.axis == Axis::Horizontal ? "horizontal" : "vertical");
        add("corridor.component", numbering.ofCorridor[corridor.id]);
    }

    const ParamValue* find(std::string_view name) const { return lookup(facts_, name); }

    /// The facts without their "room." / "corridor." prefix: what a top slot
    /// passes to the module filling it ("length", "width", "port.0.connected").
    void appendTopParams(std::vector<Passed>& out) const {
        for (const auto& [name, value] : facts_) {
            const bool prefixed = name.starts_with("room.") || name.starts_with("corridor.");
            out.push_back({prefixed ? name.substr(name.find('.') + 1) : name, &value});
        }
    }

private:
    void add(std::string_view name, ParamValue value) {
        facts_.emplace_back(name, std::move(value));
    }
    // Names are literals or the tables' port facts.
    std::vector<std::pair<std::string_view, ParamValue>> facts_;
};

/// One slot to fill, in map terms. Its path and pointer, needed only for
/// messages, are spelt out from the chain of parents when one is written.
struct SlotRequest {
    const SlotRequest* parent = nullptr;  // the slot of the module holding this one
    std::size_t childIndex = 0;           // its place among the parent's slots
    std::string_view topList;             // a top slot's "/rooms/" or "/corridors/"
    std::size_t topEntry = 0;             // and its place there
    std::string_view name;                // "wall 2"
    Rect rect;                            // the slot's tiles in the map
    Dir facing = Dir::N;
    std::span<const ModuleKind> kinds;  // empty: any part kind
    std::span<const std::string> tags;
    std::optional<Size2i> size;   // in the slot's frame ([along, across])
    std::size_t passedBegin = 0;  // its values: this range of Resolver::passed_
    std::size_t passedEnd = 0;
    bool optional = false;
    int depth = 1;
    std::span<const int> onlyModules;  // top slots of rooms: the template and its variants
};

/// "room 7 / wall 2"
std::string pathOf(const SlotRequest& request) {
    return request.parent == nullptr ? std::string(request.name)
                                     : pathOf(*request.parent) + " / " + std::string(request.name);
}

/// "/rooms/7/slots/2": its node in the layout file's "resolution".
std::string pointerOf(const SlotRequest& request) {
    return request.parent == nullptr
               ? std::string(request.topList) + std::to_string(request.topEntry)
               : pointerOf(*request.parent) + "/slots/" + std::to_string(request.childIndex);
}

constexpr ModuleKind kCorridorKinds[] = {ModuleKind::Corridor};

class Resolver {
public:
    Resolver(const Layout& layout, const EasylinkParams& params, std::uint64_t seed,
             const ResolveTables& tables, EventSink* sink, int attempt)
        : layout_(layout),
          catalogue_(layout.catalogue()),
          params_(params),
          tables_(tables),
          numbering_(numberComponents(layout)),
          streams_(Rng(seed).fork(0x7068617365320000ULL)),
          sink_(sink),
          attempt_(attempt),
          budget_(resolutionSlotBudget(params.width, params.height)) {}

    Resolution run() {
        result_.roomRoots.assign(static_cast<std::size_t>(layout_.roomIdLimit()), -1);
        result_.corridorRoots.assign(static_cast<std::size_t>(layout_.corridorIdLimit()), -1);
        // Room for a few nodes an object, so that the list is seldom moved
        // as it grows (the default catalogue fills about three).
        constexpr std::size_t kNodesPerObject = 4;
        result_.nodes.reserve(kNodesPerObject * static_cast<std::size_t>(layout_.roomCount() +
                                                                         layout_.corridorCount()));
        emitPhase();
        std::size_t entry = 0;  // the room's place in the file's "rooms", then the corridor's
        for (RoomId id : layout_.roomIds()) {
            result_.roomRoots[static_cast<std::size_t>(id)] =
                resolveRoom(*layout_.room(id), entry++);
            if (!result_.ok()) {
                return std::move(result_);
            }
        }
        entry = 0;
        for (CorridorId id : layout_.corridorIds()) {
            result_.corridorRoots[static_cast<std::size_t>(id)] =
                resolveCorridor(*layout_.corridor(id), entry++);
            if (!result_.ok()) {
                return std::move(result_);
            }
        }
        return std::move(result_);
    }

private:
    static constexpr int kRoomTries = 8;
    static constexpr std::size_t kProblemsPerEvent = 8;

    int resolveRoom(const PlacedRoom& room, std::size_t entry) {
        facts_.reset(layout_, numbering_, tables_, room);
        Rng rng = streams_.fork((std::uint64_t{1} << 32) | static_cast<std::uint32_t>(room.id));
        const std::string name = "room " + std::to_string(room.id);
        SlotRequest request;
        request.name = name;
        request.topList = "/rooms/";
        request.topEntry = entry;
        request.rect = room.rect();
        request.facing = rotate(Dir::N, room.rotation);
        request.size = catalogue_.modules[room.templateIndex].size;
        request.kinds = std::span(&room.kind, 1);
        request.onlyModules = tables_.variantsOf[static_cast<std::size_t>(room.templateIndex)];
        passTopParams(request);
        // A resolution that walls off a walkable tile, or a connected doorway,
        // is drawn again; the last resort is the room drawn generically.
        const std::size_t mark = result_.nodes.size();
        const std::size_t problemMark = result_.problems.size();
        for (int attempt = 0; attempt < kRoomTries; ++attempt) {
            startTree(room.rect());
            const int root = fill(request, rng, &room);
            if (!result_.ok() || roomStaysConnected(room, root)) {
                emitResolved(EventObject::Kind::Room, room.id, root);
                return root;
            }
            result_.nodes.resize(mark);
            result_.problems.resize(problemMark);
        }
        ResolvedNode node;
        node.slot = name;
        node.module = room.templateIndex;
        node.kind = room.kind;
        node.room = room.id;
        node.rotation = room.rotation;
        node.rect = room.rect();
        node.generic = true;
        node.problem = name + ": no resolution in " + std::to_string(kRoomTries) +
                       " tries kept every walkable tile and doorway reachable; drawn generically";
        result_.problems.push_back(node.problem);
        result_.nodes.push_back(std::move(node));
        const int root = static_cast<int>(result_.nodes.size()) - 1;
        emitResolved(EventObject::Kind::Room, room.id, root);
        return root;
    }

    int resolveCorridor(const Corridor& corridor, std::size_t entry) {
        facts_.reset(numbering_, corridor);
        Rng rng = streams_.fork((std::uint64_t{2} << 32) | static_cast<std::uint32_t>(corridor.id));
        const std::string name = "corridor " + std::to_string(corridor.id);
        SlotRequest request;
        request.name = name;
        request.topList = "/corridors/";
        request.topEntry = entry;
        request.rect = corridor.rect;
        // Corridor modules are drawn running north-south, their width across.
        request.facing = corridor.axis == Axis::Vertical ? Dir::N : Dir::E;
        request.kinds = kCorridorKinds;
        passTopParams(request);
        startTree(corridor.rect);
        const int root = fill(request, rng, nullptr);
        emitResolved(EventObject::Kind::Corridor, corridor.id, root);
        return root;
    }

    /// A top slot passes the facts of its room or corridor.
    void passTopParams(SlotRequest& request) {
        passed_.clear();
        request.passedBegin = 0;
        facts_.appendTopParams(passed_);
        request.passedEnd = passed_.size();
    }

    std::span<const Passed> passedOf(const SlotRequest& request) const {
        return std::span(passed_).subspan(request.passedBegin,
                                          request.passedEnd - request.passedBegin);
    }

    /// Fills one slot (and, recursively, the slots of what fills it); returns
    /// the node's index. `room` is set for a room's top slot.
    int fill(const SlotRequest& request, Rng& rng, const PlacedRoom* room) {
        const Rotation rotation = rotationFacing(request.facing);
        const Size2i target = request.size.value_or(
            rotate(Size2i{request.rect.w, request.rect.h}, rotation));  // back to the slot frame
        const Size2i mapSize = rotate(target, rotation);

        ResolvedNode node;
        node.slot = std::string(request.name);
        node.kind = request.kinds.empty() ? ModuleKind::Part : request.kinds.front();
        node.room = room != nullptr ? room->id : -1;
        node.rotation = rotation;
        node.rect = {request.rect.x + (request.rect.w - mapSize.w) / 2,
                     request.rect.y + (request.rect.h - mapSize.h) / 2, mapSize.w, mapSize.h};
        const int index = static_cast<int>(result_.nodes.size());
        if (!spendBudget(request)) {
            node.params = toBindings(passedOf(request));
            result_.nodes.push_back(std::move(node));
            return index;
        }

        std::string why;
        int chosen = -1;
        if (mapSize.w > request.rect.w || mapSize.h > request.rect.h) {
            node.rect = request.rect;  // nothing is drawn beyond the slot
            why = "a " + describeSize(target) + " module does not fit the slot's " +
                  std::to_string(request.rect.w) + "x" + std::to_string(request.rect.h) + " tiles";
        } else if (request.depth > params_.resolveDepth) {
            why = "resolve_depth " + std::to_string(params_.resolveDepth) +
                  " reached (raise it, or break a slot that accepts its own module)";
        } else {
            chosen = choose(request, target, rng, why);
        }
        if (chosen < 0) {
            node.params = toBindings(passedOf(request));
            result_.nodes.push_back(std::move(node));
            if (!request.optional) {
                unfilled(index, request, why);
            }
            return index;
        }
        const ModuleTemplate& module = catalogue_.modules[static_cast<std::size_t>(chosen)];
        node.module = chosen;
        node.kind = module.kind;
        node.params = bindParams(module, passedOf(request));
        result_.nodes.push_back(std::move(node));
        nesting_.push_back({chosen, request.name});
        fillChildren(index, request, rng, room);
        nesting_.pop_back();
        return index;
    }

    /// Counts one more slot resolved; past the budget, stops the whole run
    /// with a failure that says where and, when the modules being filled
    /// nest inside themselves, which cycle of slots caused it.
    bool spendBudget(const SlotRequest& request) {
        const bool treeFull = resolved_ - treeStart_ >= treeBudget_;
        if (!treeFull && resolved_ < budget_) {
            ++resolved_;
            return true;
        }
        if (result_.ok()) {
            result_.overBudget = true;
            result_.failure = "phase 2 exceeded " +
                              std::to_string(treeFull ? treeBudget_ : budget_) +
                              " resolved slots at " + pointerOf(request) + ": " + describeNesting();
            result_.problems.push_back(result_.failure);
        }
        return false;
    }

    /// Starts the budget of one room's (or corridor's) tree of slots.
    void startTree(const Rect& tiles) {
        treeStart_ = resolved_;
        treeBudget_ = slotTreeBudget(tiles.w, tiles.h);
    }

    /// Why the slots multiplied: the first module that the chain of slots
    /// being filled (outermost first) meets twice, or how deep they went.
    std::string describeNesting() const {
        for (std::size_t last = 1; last < nesting_.size(); ++last) {
            for (std::size_t first = 0; first < last; ++first) {
                if (nesting_[first].module != nesting_[last].module) {
                    continue;
                }
                std::string cycle = moduleName(nesting_[first].module);
                for (std::size_t i = first + 1; i <= last; ++i) {
                    cycle += " -> slot \"" + printableExcerpt(nesting_[i].slot) + "\" -> " +
                             moduleName(nesting_[i].module);
                }
                return "the catalogue's slots nest recursively (module " +
                       moduleName(nesting_[first].module) + " contains itself: " + cycle + ")";
            }
        }
        return "the catalogue's slots multiply at every level (" + std::to_string(nesting_.size()) +
               " levels deep here); give its modules fewer slots or lower resolve_depth";
    }

    std::string moduleName(int module) const {
        return printableExcerpt(catalogue_.modules[static_cast<std::size_t>(module)].name);
    }

    void unfilled(int index, const SlotRequest& request, const std::string& why) {
        ResolvedNode& node = result_.nodes[static_cast<std::size_t>(index)];
        node.generic = true;
        node.problem = pathOf(request) + ": " + why;
        result_.problems.push_back(node.problem);
        if (params_.unfilledSlots == UnfilledSlots::Fail && result_.failure.empty()) {
            result_.failure = node.problem;
        }
    }

    /// The value a module's parameter takes: the one passed, when of its type,
    /// else its default.
    static const ParamValue& boundValue(const ParamSpec& spec, std::span<const Passed> passed) {
        const ParamValue* value = lookup(passed, spec.name);
        return value != nullptr && typeOf(*value) == spec.type ? *value : spec.fallback;
    }

    /// Every declared parameter of the module, bound.
    static Bindings bindParams(const ModuleTemplate& module, std::span<const Passed> passed) {
        Bindings values;
        values.reserve(module.params.size());
        for (const ParamSpec& spec : module.params) {
            values.emplace_back(spec.name, boundValue(spec, passed));
        }
        return values;
    }

    /// The module drawn for the slot, or -1 with `why`.
    int choose(const SlotRequest& request, Size2i target, Rng& rng, std::string& why) {
        const std::span<const Passed> passed = passedOf(request);
        candidates_.clear();
        weights_.clear();
        // The first requirement that failed, described only if nothing fits.
        const Requirement* nearMiss = nullptr;
        const ModuleTemplate* nearMissModule = nullptr;
        int lastResort = -1;
        const auto consider = [&](int m) {
            const ModuleTemplate& module = catalogue_.modules[static_cast<std::size_t>(m)];
            // A room's own template fills its slot even at weight 0 (a room
            // only a rule places), but then only when no variant can.
            const bool ownTemplate = !request.onlyModules.empty() && m == request.onlyModules[0];
            const double weight = module.weight;
            if ((!(weight > 0.0) && !ownTemplate) || !accepts(request, module, target)) {
                return;
            }
            const std::vector<int>& params = tables_.requirementParams[static_cast<std::size_t>(m)];
            for (std::size_t r = 0; r < module.requirements.size(); ++r) {
                const Requirement& requirement = module.requirements[r];
                const int param = params[r];
                if (param < 0 || !requirement.holds(boundValue(
                                     module.params[static_cast<std::size_t>(param)], passed))) {
                    if (nearMiss == nullptr) {
                        nearMiss = &requirement;
                        nearMissModule = &module;
                    }
                    return;
                }
            }
            if (!(weight > 0.0)) {
                lastResort = m;
                return;
            }
            candidates_.push_back(m);
            weights_.push_back(weight);
        };
        if (!request.onlyModules.empty()) {
            for (int m : request.onlyModules) {
                consider(m);
            }
        } else {
            for (int m : tables_.parts) {
                consider(m);
            }
        }
        if (const std::optional<std::size_t> pick = rng.weightedIndex(weights_)) {
            return candidates_[*pick];
        }
        if (lastResort < 0) {
            why = "no " + describeWanted(request, target) + " fits" +
                  (nearMiss == nullptr
                       ? std::string()
                       : " (" + nearMissModule->name + " needs " + nearMiss->describe() + ")");
        }
        return lastResort;
    }

    static bool accepts(const SlotRequest& request, const ModuleTemplate& module, Size2i target) {
        if (!request.kinds.empty() && std::find(request.kinds.begin(), request.kinds.end(),
                                                module.kind) == request.kinds.end()) {
            return false;
        }
        for (const std::string& tag : request.tags) {
            if (!module.hasTag(tag)) {
                return false;
            }
        }
        return module.takesSlotSize() || module.size == target;
    }

    void fillChildren(int index, const SlotRequest& parent, Rng& rng, const PlacedRoom* room) {
        ResolvedNode& node = result_.nodes[static_cast<std::size_t>(index)];
        const std::size_t moduleIndex = static_cast<std::size_t>(node.module);
        const Size2i size = rotate(Size2i{node.rect.w, node.rect.h}, node.rotation);
        const ModuleFrame frame{size, node.rotation, node.rect.position()};
        // The children read the node's parameters while result_.nodes grows
        // under them: they are held here meanwhile.
        Bindings params = std::move(node.params);
        std::vector<int> children;
        const bool complete = fillSlots(moduleIndex, parent, params, frame, rng, room, children);
        ResolvedNode& filled = result_.nodes[static_cast<std::size_t>(index)];
        filled.params = std::move(params);
        if (complete) {
            filled.children = std::move(children);
        }
    }

    /// Fills the slots of a module, declared ones first, then (for a room)
    /// one per port; false when the run stopped on the way.
    bool fillSlots(std::size_t moduleIndex, const SlotRequest& parent, const Bindings& params,
                   const ModuleFrame& frame, Rng& rng, const PlacedRoom* room,
                   std::vector<int>& children) {
        const ModuleTemplate& module = catalogue_.modules[moduleIndex];
        const std::vector<int>& wallPorts = tables_.wallSlotPorts[moduleIndex];
        for (std::size_t s = 0; s < module.slots.size(); ++s) {
            if (room != nullptr && wallPorts[s] >= 0 &&
                static_cast<std::size_t>(wallPorts[s]) < room->ports.size()) {
                continue;  // filled with the walls, after everything else
            }
            children.push_back(fillDeclared(module.slots[s], std::nullopt, parent, children.size(),
                                            params, frame, rng, room));
            if (!result_.ok()) {
                return false;
            }
        }
        if (room == nullptr) {
            return true;
        }
        const std::vector<int>& declaredWalls = tables_.declaredWallSlots[moduleIndex];
        for (std::size_t i = 0; i < room->ports.size(); ++i) {
            const int declared = declaredWalls[i];
            if (declared < 0 && !tables_.anyWallPart) {
                continue;  // no wall parts at all: the room's generic doors stand
            }
            const SlotSpec& slot = declared >= 0 ? module.slots[static_cast<std::size_t>(declared)]
                                                 : tables_.implicitWalls[i];
            children.push_back(
                fillDeclared(slot, i, parent, children.size(), params, frame, rng, room));
            if (!result_.ok()) {
                return false;
            }
        }
        return true;
    }

    /// Fills a slot the module declares (or the wall slot of the room's port
    /// `port`, whose rect and facing default to the doorway at its widest).
    int fillDeclared(const SlotSpec& slot, std::optional<std::size_t> port,
                     const SlotRequest& parent, std::size_t childIndex,
                     const Bindings& parentParams, const ModuleFrame& frame, Rng& rng,
                     const PlacedRoom* room) {
        SlotRequest request;
        request.parent = &parent;
        request.childIndex = childIndex;
        request.name = slot.name;
        request.depth = parent.depth + 1;
        request.kinds = slot.kinds;
        request.tags = slot.tags;
        request.optional = slot.optional;
        Rect local = slot.rect.value_or(Rect{0, 0, frame.size.w, frame.size.h});
        Dir facing = slot.facing;
        if (port && !slot.rect) {
            const PortSpec& spec = catalogue_.modules[room->templateIndex].ports[*port];
            local = doorTiles(spec.pose, spec.widestWidth());
            facing = spec.pose.dir;
        }
        request.rect = frame.toMap(local);
        request.facing = rotate(facing, frame.rotation);
        std::string why;
        const std::size_t mark = passed_.size();
        request.passedBegin = mark;
        for (const auto& [name, source] : slot.params) {
            if (const ParamValue* value = evaluate(source, parentParams, why)) {
                passed_.push_back({name, value});
            }
        }
        request.passedEnd = passed_.size();
        if (slot.size) {
            const ParamValue* along = evaluate((*slot.size)[0], parentParams, why);
            const ParamValue* across = evaluate((*slot.size)[1], parentParams, why);
            const int* w = along != nullptr ? std::get_if<int>(along) : nullptr;
            const int* h = across != nullptr ? std::get_if<int>(across) : nullptr;
            if (w != nullptr && h != nullptr && *w >= 1 && *h >= 1) {
                request.size = Size2i{*w, *h};
            } else if (why.empty()) {
                why = "the size it asks for is not two whole numbers of at least 1";
            }
        }
        const int index = why.empty() ? fill(request, rng, nullptr) : unfillable(request, why);
        passed_.resize(mark);
        return index;
    }

    /// The node of a slot whose values or size could not be worked out.
    int unfillable(const SlotRequest& request, const std::string& why) {
        if (!spendBudget(request)) {
            result_.nodes.push_back(ResolvedNode{});
            return static_cast<int>(result_.nodes.size()) - 1;
        }
        ResolvedNode node;
        node.slot = std::string(request.name);
        node.kind = request.kinds.empty() ? ModuleKind::Part : request.kinds.front();
        node.rect = request.rect;
        node.rotation = rotationFacing(request.facing);
        node.params = toBindings(passedOf(request));
        result_.nodes.push_back(std::move(node));
        const int index = static_cast<int>(result_.nodes.size()) - 1;
        unfilled(index, request, why);
        return index;
    }

    /// The value a source names: a literal, a parameter of the module
    /// holding the slot or a fact; nullptr with `why` when there is none.
    const ParamValue* evaluate(const ParamSource& source, const Bindings& parentParams,
                               std::string& why) const {
        switch (source.kind) {
            case ParamSource::Kind::Literal: return &source.literal;
            case ParamSource::Kind::Parameter:
                if (const ParamValue* value = lookup(parentParams, source.name)) {
                    return value;
                }
                why = "$" + source.name + " is not a parameter of the module holding the slot";
                return nullptr;
            case ParamSource::Kind::Fact:
                if (const ParamValue* value = facts_.find(source.name)) {
                    return value;
                }
                why = "@" + source.name + " is not a fact of this room or corridor";
                return nullptr;
        }
        return nullptr;
    }

    // The room's own tiles, drawn alone: every walkable tile joined to every
    // other, and every doorway in use walkable.
    bool roomStaysConnected(const PlacedRoom& room, int root) const {
        const Rect rect = room.rect();
        TileRaster local(rect.w, rect.h);
        resolve::drawSubtree(layout_, result_, root, local, rect.position());
        for (const PlacedPort& port : room.ports) {
            if (port.link.isFree() || port.width <= 0) {
                continue;
            }
            const Rect door = doorTiles(port.anchor, port.dir, port.width);
            for (int y = door.top(); y < door.bottom(); ++y) {
                for (int x = door.left(); x < door.right(); ++x) {
                    if (!isWalkable(local.at(Vec2i{x, y} - rect.position()))) {
                        return false;
                    }
                }
            }
        }
        return walkableRegionCount(local) <= 1;
    }

    static std::string describeWanted(const SlotRequest& request, Size2i target) {
        std::string kinds;
        for (ModuleKind kind : request.kinds) {
            kinds += (kinds.empty() ? "" : " or ") + std::string(toString(kind));
        }
        std::string out = kinds.empty() ? "part" : kinds;
        out += " module";
        if (!request.tags.empty()) {
            std::string tags;
            for (const std::string& tag : request.tags) {
                tags += (tags.empty() ? "" : ", ") + tag;
            }
            out += " tagged " + tags;
        }
        return out + " of " + describeSize(target);
    }

    static std::string describeSize(Size2i size) {
        return std::to_string(size.w) + "x" + std::to_string(size.h);
    }

    void emitPhase() {
        if (sink_ == nullptr) {
            return;
        }
        Event event;
        event.kind = EventKind::PhaseStarted;
        event.phase = Phase::Resolution;
        event.attempt = attempt_;
        event.text = "phase 2: resolving rooms and corridors into modules";
        sink_->onEvent(event);
    }

    void emitResolved(EventObject::Kind kind, int id, int root) {
        if (sink_ == nullptr) {
            return;
        }
        const ResolvedNode& node = result_.nodes[static_cast<std::size_t>(root)];
        Event event;
        event.kind = EventKind::SlotResolved;
        event.phase = Phase::Resolution;
        event.attempt = attempt_;
        event.action = action_++;
        event.templateIndex = node.module;
        event.count = root;
        event.objects = {{kind, id}};
        const std::vector<int> nodes = result_.subtree(root);
        std::string text =
            node.slot + ": " +
            (node.module >= 0 ? catalogue_.modules[node.module].name : std::string("nothing fits"));
        text += nodes.size() > 1 ? ", " + std::to_string(nodes.size() - 1) + " slots below" : "";
        // A few problems say what went wrong; a recursive catalogue can have
        // a million, which would make one event the size of the whole tree.
        std::size_t problems = 0;
        for (int n : nodes) {
            const std::string& problem = result_.nodes[static_cast<std::size_t>(n)].problem;
            if (!problem.empty() && ++problems <= kProblemsPerEvent) {
                text += "; " + problem;
            }
        }
        if (problems > kProblemsPerEvent) {
            text += "; and " + std::to_string(problems - kProblemsPerEvent) + " more problems";
        }
        event.text = std::move(text);
        sink_->onEvent(event);
    }

    const Layout& layout_;
    const Catalogue& catalogue_;
    const EasylinkParams& params_;
    const ResolveTables& tables_;
    ComponentNumbering numbering_;
    Rng streams_;
    EventSink* sink_;
    int attempt_;
    std::size_t budget_;          // slots this run may resolve, retries of rooms included
    std::size_t resolved_ = 0;    // slots resolved so far
    std::size_t treeStart_ = 0;   // resolved_ when the current room's or corridor's tree began
    std::size_t treeBudget_ = 0;  // slots that tree may take
    struct Nesting {
        int module;
        std::string_view slot;  // the slot it fills
    };
    std::vector<Nesting> nesting_;  // the modules being filled, outermost first
    int action_ = 0;
    Facts facts_;  // of the room or corridor being resolved
    // The values passed to the slots being filled, outermost first: each
    // slot's range is dropped once it is filled.
    std::vector<Passed> passed_;
    std::vector<int> candidates_;  // choose()'s, kept to spare an allocation a slot
    std::vector<double> weights_;
    Resolution result_;
};

}  // namespace

std::size_t resolutionSlotBudget(int mapWidth, int mapHeight) {
    // One slot for every kTilesPerSlot tiles of the map: real catalogues
    // resolve a few slots a room (walls, doors, some parts), well under one
    // per 20 tiles. The floor lets small maps have rich rooms.
    constexpr std::size_t kTilesPerSlot = 8;
    constexpr std::size_t kAtLeast = std::size_t{1} << 16;
    const std::size_t area = static_cast<std::size_t>(std::max(mapWidth, 1)) *
                             static_cast<std::size_t>(std::max(mapHeight, 1));
    return std::max(kAtLeast, area / kTilesPerSlot);
}

std::size_t slotTreeBudget(int width, int height) {
    // A room holds a few slots (walls, doors, some parts, their parts in
    // turn); even one with a part on every tile, nested twice, stays below.
    constexpr std::size_t kSlotsPerTile = 4;
    constexpr std::size_t kAtLeast = 256;
    return kAtLeast + kSlotsPerTile * static_cast<std::size_t>(std::max(width, 0)) *
                          static_cast<std::size_t>(std::max(height, 0));
}

std::vector<int> Resolution::subtree(int root) const {
    std::vector<int> out;
    std::vector<int> stack = {root};
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        out.push_back(n);
        const std::vector<int>& children = node(n).children;
        stack.insert(stack.end(), children.rbegin(), children.rend());
    }
    return out;
}

Resolution resolveLayout(const Layout& layout, const EasylinkParams& params, std::uint64_t seed,
                         const ResolveTables* tables, EventSink* sink, int attempt) {
    if (tables == nullptr) {
        const ResolveTables prepared = prepareResolve(layout.catalogue());
        return Resolver(layout, params, seed, prepared, sink, attempt).run();
    }
    return Resolver(layout, params, seed, *tables, sink, attempt).run();
}

}  // namespace easylink

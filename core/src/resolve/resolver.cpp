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
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "easylink/layout/component_numbering.hpp"
#include "easylink/random/rng.hpp"
#include "easylink/resolve/resolution.hpp"
#include "raster_drawing.hpp"
#include "slot_frames.hpp"

namespace easylink {
namespace {

using resolve::ModuleFrame;
using resolve::rotationFacing;

using Bindings = std::vector<std::pair<std::string, ParamValue>>;

const ParamValue* lookup(const Bindings& bindings, std::string_view name) {
    for (const auto& [key, value] : bindings) {
        if (key == name) {
            return &value;
        }
    }
    return nullptr;
}

/// The facts of one room or corridor of the layout, by the names after "@".
class Facts {
public:
    Facts(const Layout& layout, const ComponentNumbering& numbering, const PlacedRoom& room) {
        add("room.id", room.id);
        add("room.kind", std::string(toString(room.kind)));
        add("room.template", layout.catalogue().modules[room.templateIndex].name);
        add("room.component", numbering.ofRoom[room.id]);
        add("room.links", room.linkCount());
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            const PlacedPort& port = room.ports[i];
            const std::string prefix = "port." + std::to_string(i) + ".";
            add(prefix + "connected", !port.link.isFree());
            add(prefix + "width", port.link.isFree() ? 0 : port.width);
            add(prefix + "dir", std::string(toString(port.dir)));
        }
    }

    Facts(const ComponentNumbering& numbering, const Corridor& corridor) {
        add("corridor.id", corridor.id);
        add("corridor.length", corridor.length());
        add("corridor.width", corridor.width);
        add("corridor.axis", corridor.axis == Axis::Horizontal ? "horizontal" : "vertical");
        add("corridor.component", numbering.ofCorridor[corridor.id]);
    }

    const ParamValue* find(std::string_view name) const { return lookup(facts_, name); }

    /// The facts without their "room." / "corridor." prefix: what a top slot
    /// passes to the module filling it ("length", "width", "port.0.connected").
    Bindings asTopParams() const {
        Bindings out;
        for (const auto& [name, value] : facts_) {
            const std::size_t dot = name.find('.');
            const bool prefixed = name.rfind("room.", 0) == 0 || name.rfind("corridor.", 0) == 0;
            out.emplace_back(prefixed ? name.substr(dot + 1) : name, value);
        }
        return out;
    }

private:
    void add(std::string name, ParamValue value) {
        facts_.emplace_back(std::move(name), std::move(value));
    }
    Bindings facts_;
};

/// One slot to fill, in map terms.
struct SlotRequest {
    std::string path;     // "room 7 / wall 2"
    std::string pointer;  // "/rooms/7/slots/2": its node in the layout file's "resolution"
    std::string name;     // "wall 2"
    Rect rect;            // the slot's tiles in the map
    Dir facing = Dir::N;
    std::vector<ModuleKind> kinds;  // empty: any part kind
    std::vector<std::string> tags;
    std::optional<Size2i> size;  // in the slot's frame ([along, across])
    Bindings passed;
    bool optional = false;
    int depth = 1;
    std::vector<int> onlyModules;  // top slots of rooms: the template and its variants
};

class Resolver {
public:
    Resolver(const Layout& layout, const GeneratorParams& params, std::uint64_t seed,
             EventSink* sink, int attempt)
        : layout_(layout),
          catalogue_(layout.catalogue()),
          params_(params),
          numbering_(numberComponents(layout)),
          streams_(Rng(seed).fork(0x7068617365320000ULL)),
          sink_(sink),
          attempt_(attempt),
          budget_(resolutionSlotBudget(params.width, params.height)) {
        for (const ModuleTemplate& module : catalogue_.modules) {
            anyWallPart_ = anyWallPart_ || (module.kind == ModuleKind::Wall && module.weight > 0);
        }
        // Catalogue::variantsOf searches every module: once per module, a
        // large catalogue would take a time quadratic in its size.
        std::unordered_map<std::string_view, std::vector<int>> variantsByBase;
        for (std::size_t m = 0; m < catalogue_.modules.size(); ++m) {
            if (catalogue_.modules[m].isVariant()) {
                variantsByBase[catalogue_.modules[m].variantOf].push_back(static_cast<int>(m));
            }
        }
        variantsOf_.resize(catalogue_.modules.size());
        for (std::size_t i = 0; i < catalogue_.modules.size(); ++i) {
            variantsOf_[i].push_back(static_cast<int>(i));
            if (const auto it = variantsByBase.find(catalogue_.modules[i].name);
                it != variantsByBase.end()) {
                variantsOf_[i].insert(variantsOf_[i].end(), it->second.begin(), it->second.end());
            }
        }
    }

    Resolution run() {
        result_.roomRoots.assign(static_cast<std::size_t>(layout_.roomIdLimit()), -1);
        result_.corridorRoots.assign(static_cast<std::size_t>(layout_.corridorIdLimit()), -1);
        emitPhase();
        std::size_t entry = 0;  // the room's place in the file's "rooms", then the corridor's
        for (RoomId id : layout_.roomIds()) {
            result_.roomRoots[static_cast<std::size_t>(id)] =
                resolveRoom(*layout_.room(id), "/rooms/" + std::to_string(entry++));
            if (!result_.ok()) {
                return std::move(result_);
            }
        }
        entry = 0;
        for (CorridorId id : layout_.corridorIds()) {
            result_.corridorRoots[static_cast<std::size_t>(id)] =
                resolveCorridor(*layout_.corridor(id), "/corridors/" + std::to_string(entry++));
            if (!result_.ok()) {
                return std::move(result_);
            }
        }
        return std::move(result_);
    }

private:
    static constexpr int kRoomTries = 8;
    static constexpr std::size_t kProblemsPerEvent = 8;

    int resolveRoom(const PlacedRoom& room, std::string pointer) {
        const Facts facts(layout_, numbering_, room);
        Rng rng = streams_.fork((std::uint64_t{1} << 32) | static_cast<std::uint32_t>(room.id));
        SlotRequest request;
        request.name = "room " + std::to_string(room.id);
        request.path = request.name;
        request.pointer = std::move(pointer);
        request.rect = room.rect();
        request.facing = rotate(Dir::N, room.rotation);
        request.size = catalogue_.modules[room.templateIndex].size;
        request.kinds = {room.kind};
        request.passed = facts.asTopParams();
        request.onlyModules = variantsOf_[static_cast<std::size_t>(room.templateIndex)];
        // A resolution that walls off a walkable tile, or a connected doorway,
        // is drawn again; the last resort is the room drawn generically.
        const std::size_t mark = result_.nodes.size();
        const std::size_t problemMark = result_.problems.size();
        for (int attempt = 0; attempt < kRoomTries; ++attempt) {
            startTree(room.rect());
            const int root = fill(request, facts, rng, &room);
            if (!result_.ok() || roomStaysConnected(room, root)) {
                emitResolved(EventObject::Kind::Room, room.id, root);
                return root;
            }
            result_.nodes.resize(mark);
            result_.problems.resize(problemMark);
        }
        ResolvedNode node;
        node.slot = request.name;
        node.module = room.templateIndex;
        node.kind = room.kind;
        node.room = room.id;
        node.rotation = room.rotation;
        node.rect = room.rect();
        node.generic = true;
        node.problem = request.path + ": no resolution in " + std::to_string(kRoomTries) +
                       " tries kept every walkable tile and doorway reachable; drawn generically";
        result_.problems.push_back(node.problem);
        result_.nodes.push_back(std::move(node));
        const int root = static_cast<int>(result_.nodes.size()) - 1;
        emitResolved(EventObject::Kind::Room, room.id, root);
        return root;
    }

    int resolveCorridor(const Corridor& corridor, std::string pointer) {
        const Facts facts(numbering_, corridor);
        Rng rng = streams_.fork((std::uint64_t{2} << 32) | static_cast<std::uint32_t>(corridor.id));
        SlotRequest request;
        request.name = "corridor " + std::to_string(corridor.id);
        request.path = request.name;
        request.pointer = std::move(pointer);
        request.rect = corridor.rect;
        // Corridor modules are drawn running north-south, their width across.
        request.facing = corridor.axis == Axis::Vertical ? Dir::N : Dir::E;
        request.kinds = {ModuleKind::Corridor};
        request.passed = facts.asTopParams();
        startTree(corridor.rect);
        const int root = fill(request, facts, rng, nullptr);
        emitResolved(EventObject::Kind::Corridor, corridor.id, root);
        return root;
    }

    /// Fills one slot (and, recursively, the slots of what fills it); returns
    /// the node's index. `room` is set for a room's top slot.
    int fill(const SlotRequest& request, const Facts& facts, Rng& rng, const PlacedRoom* room) {
        const Rotation rotation = rotationFacing(request.facing);
        const Size2i target = request.size.value_or(
            rotate(Size2i{request.rect.w, request.rect.h}, rotation));  // back to the slot frame
        const Size2i mapSize = rotate(target, rotation);

        ResolvedNode node;
        node.slot = request.name;
        node.kind = request.kinds.empty() ? ModuleKind::Part : request.kinds.front();
        node.room = room != nullptr ? room->id : -1;
        node.rotation = rotation;
        node.rect = {request.rect.x + (request.rect.w - mapSize.w) / 2,
                     request.rect.y + (request.rect.h - mapSize.h) / 2, mapSize.w, mapSize.h};
        node.params = request.passed;
        const int index = static_cast<int>(result_.nodes.size());
        if (!spendBudget(request)) {
            result_.nodes.push_back(std::move(node));
            return index;
        }

        std::string why;
        std::optional<int> chosen;
        Bindings bound;
        if (mapSize.w > request.rect.w || mapSize.h > request.rect.h) {
            node.rect = request.rect;  // nothing is drawn beyond the slot
            why = "a " + describeSize(target) + " module does not fit the slot's " +
                  std::to_string(request.rect.w) + "x" + std::to_string(request.rect.h) + " tiles";
        } else if (request.depth > params_.resolveDepth) {
            why = "resolve_depth " + std::to_string(params_.resolveDepth) +
                  " reached (raise it, or break a slot that accepts its own module)";
        } else {
            chosen = choose(request, target, rng, bound, why);
        }
        if (!chosen) {
            result_.nodes.push_back(std::move(node));
            if (!request.optional) {
                unfilled(index, request, why);
            }
            return index;
        }
        node.module = *chosen;
        node.kind = catalogue_.modules[static_cast<std::size_t>(*chosen)].kind;
        node.params = std::move(bound);
        result_.nodes.push_back(std::move(node));
        nesting_.push_back({*chosen, request.name});
        fillChildren(index, request, facts, rng, room);
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
                              " resolved slots at " + request.pointer + ": " + describeNesting();
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
        node.problem = request.path + ": " + why;
        result_.problems.push_back(node.problem);
        if (params_.unfilledSlots == UnfilledSlots::Fail && result_.failure.empty()) {
            result_.failure = node.problem;
        }
    }

    std::optional<int> choose(const SlotRequest& request, Size2i target, Rng& rng, Bindings& bound,
                              std::string& why) {
        std::vector<int> candidates;
        std::vector<Bindings> bindings;
        std::vector<double> weights;
        std::string nearMiss;
        std::optional<std::pair<int, Bindings>> lastResort;
        const auto consider = [&](int m) {
            const ModuleTemplate& module = catalogue_.modules[static_cast<std::size_t>(m)];
            // A room's own template fills its slot even at weight 0 (a room
            // only a rule places), but then only when no variant can.
            const bool ownTemplate = !request.onlyModules.empty() && m == request.onlyModules[0];
            const double weight = module.weight;
            if ((!(weight > 0.0) && !ownTemplate) || !accepts(request, module, target)) {
                return;
            }
            Bindings values;
            for (const ParamSpec& spec : module.params) {
                const ParamValue* passed = lookup(request.passed, spec.name);
                values.emplace_back(spec.name, passed != nullptr && typeOf(*passed) == spec.type
                                                   ? *passed
                                                   : spec.fallback);
            }
            for (const Requirement& requirement : module.requirements) {
                const ParamValue* value = lookup(values, requirement.param);
                if (value == nullptr || !requirement.holds(*value)) {
                    if (nearMiss.empty()) {
                        nearMiss = module.name + " needs " + requirement.describe();
                    }
                    return;
                }
            }
            if (!(weight > 0.0)) {
                lastResort = std::pair(m, std::move(values));
                return;
            }
            candidates.push_back(m);
            bindings.push_back(std::move(values));
            weights.push_back(weight);
        };
        if (!request.onlyModules.empty()) {
            for (int m : request.onlyModules) {
                consider(m);
            }
        } else {
            for (std::size_t m = 0; m < catalogue_.modules.size(); ++m) {
                if (isPartKind(catalogue_.modules[m].kind)) {
                    consider(static_cast<int>(m));
                }
            }
        }
        const std::optional<std::size_t> pick = rng.weightedIndex(weights);
        if (!pick && lastResort) {
            bound = std::move(lastResort->second);
            return lastResort->first;
        }
        if (!pick) {
            why = "no " + describeWanted(request, target) + " fits" +
                  (nearMiss.empty() ? std::string() : " (" + nearMiss + ")");
            return std::nullopt;
        }
        bound = std::move(bindings[*pick]);
        return candidates[*pick];
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

    void fillChildren(int index, const SlotRequest& parent, const Facts& facts, Rng& rng,
                      const PlacedRoom* room) {
        const ResolvedNode snapshot = result_.nodes[static_cast<std::size_t>(index)];
        const ModuleTemplate& module =
            catalogue_.modules[static_cast<std::size_t>(snapshot.module)];
        const Size2i size = rotate(Size2i{snapshot.rect.w, snapshot.rect.h}, snapshot.rotation);
        const ModuleFrame frame{size, snapshot.rotation, snapshot.rect.position()};
        std::vector<int> children;
        for (const SlotSpec& slot : module.slots) {
            if (room != nullptr && isWallSlotOfRoom(slot.name, *room)) {
                continue;  // filled with the walls, after everything else
            }
            children.push_back(fillDeclared(slot, std::nullopt, parent, children.size(),
                                            snapshot.params, frame, facts, rng, room));
            if (!result_.ok()) {
                return;
            }
        }
        if (room != nullptr) {
            for (std::size_t i = 0; i < room->ports.size(); ++i) {
                const std::string name = wallSlotName(i);
                const SlotSpec* declared = module.slot(name);
                if (declared == nullptr && !anyWallPart_) {
                    continue;  // no wall parts at all: the room's generic doors stand
                }
                SlotSpec implicit;
                if (declared == nullptr) {
                    implicit.name = name;
                    implicit.kinds = {ModuleKind::Wall};
                    const std::string port = "port." + std::to_string(i) + ".";
                    implicit.params = {
                        {"connected", {ParamSource::Kind::Fact, false, port + "connected"}},
                        {"width", {ParamSource::Kind::Fact, false, port + "width"}}};
                }
                children.push_back(fillDeclared(declared != nullptr ? *declared : implicit, i,
                                                parent, children.size(), snapshot.params, frame,
                                                facts, rng, room));
                if (!result_.ok()) {
                    return;
                }
            }
        }
        result_.nodes[static_cast<std::size_t>(index)].children = std::move(children);
    }

    /// Fills a slot the module declares (or the wall slot of the room's port
    /// `port`, whose rect and facing default to the doorway at its widest).
    int fillDeclared(const SlotSpec& slot, std::optional<std::size_t> port,
                     const SlotRequest& parent, std::size_t childIndex,
                     const Bindings& parentParams, const ModuleFrame& frame, const Facts& facts,
                     Rng& rng, const PlacedRoom* room) {
        SlotRequest request;
        request.name = slot.name;
        request.path = parent.path + " / " + slot.name;
        request.pointer = parent.pointer + "/slots/" + std::to_string(childIndex);
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
        for (const auto& [name, source] : slot.params) {
            if (std::optional<ParamValue> value = evaluate(source, parentParams, facts, why)) {
                request.passed.emplace_back(name, std::move(*value));
            }
        }
        if (slot.size) {
            const auto along = evaluate((*slot.size)[0], parentParams, facts, why);
            const auto across = evaluate((*slot.size)[1], parentParams, facts, why);
            const int* w = along ? std::get_if<int>(&*along) : nullptr;
            const int* h = across ? std::get_if<int>(&*across) : nullptr;
            if (w != nullptr && h != nullptr && *w >= 1 && *h >= 1) {
                request.size = Size2i{*w, *h};
            } else if (why.empty()) {
                why = "the size it asks for is not two whole numbers of at least 1";
            }
        }
        if (!why.empty()) {
            if (!spendBudget(request)) {
                result_.nodes.push_back(ResolvedNode{});
                return static_cast<int>(result_.nodes.size()) - 1;
            }
            ResolvedNode node;
            node.slot = request.name;
            node.kind = request.kinds.empty() ? ModuleKind::Part : request.kinds.front();
            node.rect = request.rect;
            node.rotation = rotationFacing(request.facing);
            node.params = request.passed;
            result_.nodes.push_back(std::move(node));
            const int index = static_cast<int>(result_.nodes.size()) - 1;
            unfilled(index, request, why);
            return index;
        }
        return fill(request, facts, rng, nullptr);
    }

    static bool isWallSlotOfRoom(const std::string& name, const PlacedRoom& room) {
        for (std::size_t i = 0; i < room.ports.size(); ++i) {
            if (name == wallSlotName(i)) {
                return true;
            }
        }
        return false;
    }

    std::optional<ParamValue> evaluate(const ParamSource& source, const Bindings& parentParams,
                                       const Facts& facts, std::string& why) const {
        switch (source.kind) {
            case ParamSource::Kind::Literal: return source.literal;
            case ParamSource::Kind::Parameter:
                if (const ParamValue* value = lookup(parentParams, source.name)) {
                    return *value;
                }
                why = "$" + source.name + " is not a parameter of the module holding the slot";
                return std::nullopt;
            case ParamSource::Kind::Fact:
                if (const ParamValue* value = facts.find(source.name)) {
                    return *value;
                }
                why = "@" + source.name + " is not a fact of this room or corridor";
                return std::nullopt;
        }
        return std::nullopt;
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

    std::string describeWanted(const SlotRequest& request, Size2i target) const {
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
    const GeneratorParams& params_;
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
    bool anyWallPart_ = false;
    std::vector<std::vector<int>> variantsOf_;  // by module: itself, then its variants
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

Resolution resolveLayout(const Layout& layout, const GeneratorParams& params, std::uint64_t seed,
                         EventSink* sink, int attempt) {
    return Resolver(layout, params, seed, sink, attempt).run();
}

}  // namespace easylink

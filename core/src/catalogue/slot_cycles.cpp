// [SECTION] Slots that nest recursively
//
// The parts of a catalogue form a graph: an edge from part P to part F for
// each slot of P that F may fill. A cycle in it means a resolution can go on
// filling the same slots forever (phase 2 stops at resolve_depth, and at its
// slot budget). The graph's strongly connected components (Tarjan's
// algorithm, without recursion: a catalogue may hold a million modules) are
// its groups of mutually nesting parts; each group with a cycle gets one
// warning, naming its shortest cycle through its first module.
//
// Finding the edges compares every slot with every part that could fill it;
// parts are indexed by kind and by tag to keep that small, and a catalogue
// where it would still exceed kMaxComparisons is not checked (the slot
// budget of phase 2 still bounds every run).

#include "slot_cycles.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

namespace easylink::catalogue_rules {
namespace {

constexpr std::size_t kMaxComparisons = std::size_t{20} << 20;

struct Edge {
    int target;  // the part that may fill the slot
    int slot;    // index of the slot in its module
};

/// The size a slot asks of a module with a fixed size, in the slot's frame;
/// nullopt when only a resolved layout knows it.
std::optional<Size2i> askedSize(const ModuleTemplate& holder, const SlotSpec& slot) {
    if (slot.size) {
        const ParamSource& along = (*slot.size)[0];
        const ParamSource& across = (*slot.size)[1];
        const int* w =
            along.kind == ParamSource::Kind::Literal ? std::get_if<int>(&along.literal) : nullptr;
        const int* h =
            across.kind == ParamSource::Kind::Literal ? std::get_if<int>(&across.literal) : nullptr;
        return w != nullptr && h != nullptr ? std::optional(Size2i{*w, *h}) : std::nullopt;
    }
    Size2i rectSize;
    if (slot.rect) {
        rectSize = {slot.rect->w, slot.rect->h};
    } else if (!holder.takesSlotSize()) {
        rectSize = holder.size;
    } else {
        return std::nullopt;
    }
    // A slot facing east or west turns what fills it a quarter.
    const bool turned = slot.facing == Dir::E || slot.facing == Dir::W;
    return turned ? Size2i{rectSize.h, rectSize.w} : rectSize;
}

/// Whether phase 2 could fill `slot` of `holder` with `filler`, as far as the
/// catalogue alone decides it (see resolver.cpp, Resolver::choose).
bool mayFill(const ModuleTemplate& holder, const SlotSpec& slot, const ModuleTemplate& filler) {
    if (!slot.kinds.empty() &&
        std::find(slot.kinds.begin(), slot.kinds.end(), filler.kind) == slot.kinds.end()) {
        return false;
    }
    for (const std::string& tag : slot.tags) {
        if (!filler.hasTag(tag)) {
            return false;
        }
    }
    if (!filler.takesSlotSize()) {
        if (const std::optional<Size2i> size = askedSize(holder, slot);
            size && *size != filler.size) {
            return false;
        }
    }
    for (const Requirement& requirement : filler.requirements) {
        const ParamSpec* spec = filler.param(requirement.param);
        if (spec == nullptr) {
            return false;  // an undeclared parameter never holds
        }
        const ParamValue* value = &spec->fallback;
        for (const auto& [name, source] : slot.params) {
            if (name != requirement.param) {
                continue;
            }
            if (source.kind != ParamSource::Kind::Literal) {
                value = nullptr;  // known only in a layout: it may hold
            } else if (typeOf(source.literal) == spec->type) {
                value = &source.literal;
            }
            break;
        }
        if (value != nullptr && !requirement.holds(*value)) {
            return false;
        }
    }
    return true;
}

class SlotGraph {
public:
    explicit SlotGraph(const Catalogue& catalogue, const ReadDamage& damage)
        : catalogue_(catalogue), edges_(catalogue.modules.size()) {
        const auto& modules = catalogue.modules;
        for (std::size_t m = 0; m < modules.size(); ++m) {
            const ModuleTemplate& module = modules[m];
            const bool readable = damage.empty() || !damage.within(modulePointer(m));
            if (readable && isPartKind(module.kind) && std::isfinite(module.weight) &&
                module.weight > 0.0) {
                byKind_[module.kind].push_back(static_cast<int>(m));
                for (const std::string& tag : module.tags) {
                    byTag_[tag].push_back(static_cast<int>(m));
                }
            }
        }
        std::size_t comparisons = 0;
        for (std::size_t m = 0; m < modules.size() && complete_; ++m) {
            const bool readable = damage.empty() || !damage.within(modulePointer(m));
            if (readable && isPartKind(modules[m].kind)) {
                findEdges(static_cast<int>(m), comparisons);
            }
        }
    }

    /// False when the catalogue has too many slots and parts to compare.
    bool complete() const { return complete_; }
    const std::vector<Edge>& edgesOf(int module) const {
        return edges_[static_cast<std::size_t>(module)];
    }
    std::size_t size() const { return edges_.size(); }

private:
    /// The parts a slot may hold, before the finer checks: those of its
    /// first tag, or of its kinds.
    std::vector<const std::vector<int>*> candidates(const SlotSpec& slot) const {
        std::vector<const std::vector<int>*> lists;
        if (!slot.tags.empty()) {
            if (const auto it = byTag_.find(slot.tags.front()); it != byTag_.end()) {
                lists.push_back(&it->second);
            }
            return lists;
        }
        for (const auto& [kind, parts] : byKind_) {
            if (slot.kinds.empty() ||
                std::find(slot.kinds.begin(), slot.kinds.end(), kind) != slot.kinds.end()) {
                lists.push_back(&parts);
            }
        }
        return lists;
    }

    void findEdges(int holderIndex, std::size_t& comparisons) {
        const ModuleTemplate& holder = catalogue_.modules[static_cast<std::size_t>(holderIndex)];
        std::vector<Edge>& edges = edges_[static_cast<std::size_t>(holderIndex)];
        std::unordered_map<int, bool> linked;  // one edge to each part is enough
        for (std::size_t s = 0; s < holder.slots.size(); ++s) {
            const SlotSpec& slot = holder.slots[s];
            for (const std::vector<int>* parts : candidates(slot)) {
                comparisons += parts->size();
                if (comparisons > kMaxComparisons) {
                    complete_ = false;
                    return;
                }
                for (int filler : *parts) {
                    if (!linked[filler] &&
                        mayFill(holder, slot,
                                catalogue_.modules[static_cast<std::size_t>(filler)])) {
                        linked[filler] = true;
                        edges.push_back({filler, static_cast<int>(s)});
                    }
                }
            }
        }
    }

    const Catalogue& catalogue_;
    std::vector<std::vector<Edge>> edges_;
    std::map<ModuleKind, std::vector<int>> byKind_;  // ordered: the same warning every time
    std::unordered_map<std::string, std::vector<int>> byTag_;
    bool complete_ = true;
};

/// The strongly connected components, each as its modules; Tarjan's
/// algorithm with an explicit stack of (module, next edge).
std::vector<std::vector<int>> stronglyConnected(const SlotGraph& graph) {
    const std::size_t n = graph.size();
    std::vector<int> order(n, -1);
    std::vector<int> low(n, 0);
    std::vector<bool> onStack(n, false);
    std::vector<int> stack;
    std::vector<std::vector<int>> components;
    int counter = 0;
    for (std::size_t root = 0; root < n; ++root) {
        if (order[root] >= 0 || graph.edgesOf(static_cast<int>(root)).empty()) {
            continue;
        }
        std::vector<std::pair<int, std::size_t>> walk = {{static_cast<int>(root), 0}};
        order[root] = low[root] = counter++;
        stack.push_back(static_cast<int>(root));
        onStack[root] = true;
        while (!walk.empty()) {
            auto& [v, next] = walk.back();
            const auto vi = static_cast<std::size_t>(v);
            const std::vector<Edge>& edges = graph.edgesOf(v);
            if (next < edges.size()) {
                const auto w = static_cast<std::size_t>(edges[next++].target);
                if (order[w] < 0) {
                    order[w] = low[w] = counter++;
                    stack.push_back(static_cast<int>(w));
                    onStack[w] = true;
                    walk.emplace_back(static_cast<int>(w), 0);
                } else if (onStack[w]) {
                    low[vi] = std::min(low[vi], order[w]);
                }
                continue;
            }
            if (low[vi] == order[vi]) {
                std::vector<int> component;
                int w = -1;
                do {
                    w = stack.back();
                    stack.pop_back();
                    onStack[static_cast<std::size_t>(w)] = false;
                    component.push_back(w);
                } while (w != v);
                components.push_back(std::move(component));
            }
            const int finished = v;
            walk.pop_back();
            if (!walk.empty()) {
                const auto parent = static_cast<std::size_t>(walk.back().first);
                low[parent] = std::min(low[parent], low[static_cast<std::size_t>(finished)]);
            }
        }
    }
    return components;
}

/// The shortest cycle from `start` back to it inside its component, as the
/// edges taken (breadth first).
std::vector<std::pair<int, Edge>> shortestCycle(const SlotGraph& graph, int start,
                                                const std::vector<bool>& inComponent) {
    std::unordered_map<int, std::pair<int, Edge>> cameFrom;  // module -> (holder, edge)
    std::vector<int> frontier = {start};
    while (!frontier.empty()) {
        std::vector<int> next;
        for (int v : frontier) {
            for (const Edge& edge : graph.edgesOf(v)) {
                if (!inComponent[static_cast<std::size_t>(edge.target)]) {
                    continue;
                }
                if (edge.target == start) {
                    std::vector<std::pair<int, Edge>> cycle = {{v, edge}};
                    for (int at = v; at != start;) {
                        const auto& [holder, into] = cameFrom.at(at);
                        cycle.emplace_back(holder, into);
                        at = holder;
                    }
                    std::reverse(cycle.begin(), cycle.end());
                    return cycle;
                }
                if (edge.target != start &&
                    cameFrom.emplace(edge.target, std::pair(v, edge)).second) {
                    next.push_back(edge.target);
                }
            }
        }
        frontier = std::move(next);
    }
    return {};
}

}  // namespace

void checkSlotCycles(const Catalogue& catalogue, const ReadDamage& damage,
                     std::vector<Problem>& problems) {
    const SlotGraph graph(catalogue, damage);
    if (!graph.complete()) {
        return;
    }
    std::vector<bool> inComponent(graph.size(), false);
    for (std::vector<int>& component : stronglyConnected(graph)) {
        const int first = *std::min_element(component.begin(), component.end());
        const std::vector<Edge>& own = graph.edgesOf(first);
        const bool selfLoop =
            std::any_of(own.begin(), own.end(), [&](const Edge& e) { return e.target == first; });
        if (component.size() < 2 && !selfLoop) {
            continue;
        }
        for (int m : component) {
            inComponent[static_cast<std::size_t>(m)] = true;
        }
        const std::vector<std::pair<int, Edge>> cycle = shortestCycle(graph, first, inComponent);
        for (int m : component) {
            inComponent[static_cast<std::size_t>(m)] = false;
        }
        if (cycle.empty()) {
            continue;
        }
        const auto nameOf = [&](int m) {
            return printableExcerpt(catalogue.modules[static_cast<std::size_t>(m)].name);
        };
        std::string text = "module " + nameOf(first);
        for (const auto& [holder, edge] : cycle) {
            const SlotSpec& slot = catalogue.modules[static_cast<std::size_t>(holder)]
                                       .slots[static_cast<std::size_t>(edge.slot)];
            text +=
                " -> slot \"" + printableExcerpt(slot.name) + "\" -> module " + nameOf(edge.target);
        }
        const std::string pointer = modulePointer(static_cast<std::size_t>(first)) + "/slots/" +
                                    std::to_string(cycle.front().second.slot);
        problems.push_back(
            {Severity::Warning, pointer, std::nullopt,
             text + ": these slots nest recursively, so phase 2 fills them again at every level "
                    "down to resolve_depth and may stop at its budget of resolved slots; break the "
                    "cycle (e.g. with a tag only the outer slot asks for)"});
    }
}

}  // namespace easylink::catalogue_rules

#include "resolution_reader.hpp"

#include <map>

#include "file_fields.hpp"

namespace easylink {
namespace {

using namespace file_fields;

class ResolutionReader {
public:
    explicit ResolutionReader(const Layout& layout) : layout_(layout) {
        const Catalogue& catalogue = layout.catalogue();
        for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
            modules_.emplace(catalogue.modules[i].name, static_cast<int>(i));
        }
    }

    /// Reads the trees of the rooms' or the corridors' entries into `roots`,
    /// indexed by the id under `idKey`.
    void readRoots(const Json& entries, const std::string& pointer, const char* idKey, int idLimit,
                   bool live(const Layout&, int), std::vector<int>& roots) {
        array(entries, pointer);
        roots.assign(static_cast<std::size_t>(idLimit), -1);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string entryAt = at(pointer, i);
            const int id = wholeMember(entries[i], entryAt, idKey, 0, std::max(0, idLimit - 1));
            if (!live(layout_, id) || roots[static_cast<std::size_t>(id)] >= 0) {
                fail(at(entryAt, idKey), std::string("no ") +
                                             (idKey[0] == 'r' ? "room " : "corridor ") +
                                             std::to_string(id) + " to resolve, or resolved twice");
            }
            roots[static_cast<std::size_t>(id)] =
                readNode(entries[i], entryAt, idKey[0] == 'r' ? id : -1);
        }
    }

    Resolution take() { return std::move(resolution_); }
    Resolution& resolution() { return resolution_; }

private:
    /// One node and, depth first, the nodes of its slots; returns its index.
    /// The JSON readers' depth limit bounds the recursion.
    int readNode(const Json& entry, const std::string& pointer, RoomId room) {
        ResolvedNode node;
        node.slot = text(member(entry, pointer, "slot"), at(pointer, "slot"));
        const Json& module = member(entry, pointer, "module");
        if (!module.is_null()) {
            const std::string& name = text(module, at(pointer, "module"));
            const auto found = modules_.find(name);
            if (found == modules_.end()) {
                fail(at(pointer, "module"),
                     "no module named '" + printableExcerpt(name) + "' in the catalogue");
            }
            node.module = found->second;
        }
        const std::string& kind = text(member(entry, pointer, "kind"), at(pointer, "kind"));
        const std::optional<ModuleKind> parsedKind = parseModuleKind(kind);
        if (!parsedKind) {
            fail(at(pointer, "kind"), "no module kind is called '" + printableExcerpt(kind) + "'");
        }
        node.kind = *parsedKind;
        node.room = room;
        const std::optional<Rotation> rotation =
            Rotation::fromDegrees(wholeMember(entry, pointer, "rotation", 0, 270));
        if (!rotation) {
            fail(at(pointer, "rotation"), "must be 0, 90, 180 or 270");
        }
        node.rotation = *rotation;
        const Json& rect = array(member(entry, pointer, "rect"), at(pointer, "rect"));
        if (rect.size() != 4) {
            fail(at(pointer, "rect"), "a rect is [x, y, width, height]");
        }
        const std::string rectAt = at(pointer, "rect");
        node.rect = {
            static_cast<int>(whole(rect[0], at(rectAt, 0), -kMaxCoordinate, kMaxCoordinate)),
            static_cast<int>(whole(rect[1], at(rectAt, 1), -kMaxCoordinate, kMaxCoordinate)),
            static_cast<int>(whole(rect[2], at(rectAt, 2), 0, kMaxCoordinate)),
            static_cast<int>(whole(rect[3], at(rectAt, 3), 0, kMaxCoordinate))};
        if (!layout_.bounds().contains(node.rect)) {
            fail(at(pointer, "rect"), "lies outside the map");
        }
        const Json& params = member(entry, pointer, "params");
        if (!params.is_object()) {
            fail(at(pointer, "params"), "must be an object, not " + describeJsonType(params));
        }
        for (auto it = params.begin(); it != params.end(); ++it) {
            const std::optional<ParamValue> value = valueFromJson(it.value());
            if (!value) {
                fail(at(at(pointer, "params"), it.key()),
                     "a parameter is true, false, a whole number or a string");
            }
            node.params.emplace_back(it.key(), *value);
        }
        if (const auto generic = entry.find("generic"); generic != entry.end()) {
            if (!generic->is_boolean()) {
                fail(at(pointer, "generic"), "must be true or false");
            }
            node.generic = generic->get<bool>();
        }
        if (const auto problem = entry.find("problem"); problem != entry.end()) {
            node.problem = text(*problem, at(pointer, "problem"));
        }
        const Json& slots = array(member(entry, pointer, "slots"), at(pointer, "slots"));
        const int index = static_cast<int>(resolution_.nodes.size());
        resolution_.nodes.push_back(std::move(node));
        std::vector<int> children;
        for (std::size_t i = 0; i < slots.size(); ++i) {
            children.push_back(readNode(slots[i], at(at(pointer, "slots"), i), -1));
        }
        resolution_.nodes[static_cast<std::size_t>(index)].children = std::move(children);
        return index;
    }

    const Layout& layout_;
    std::map<std::string, int, std::less<>> modules_;
    Resolution resolution_;
};

bool liveRoom(const Layout& layout, int id) {
    return layout.room(id) != nullptr;
}
bool liveCorridor(const Layout& layout, int id) {
    return layout.corridor(id) != nullptr;
}

}  // namespace

Resolution readResolution(const Json& block, const std::string& pointer, const Layout& layout) {
    ResolutionReader reader(layout);
    reader.readRoots(member(block, pointer, "rooms"), at(pointer, "rooms"), "room",
                     layout.roomIdLimit(), liveRoom, reader.resolution().roomRoots);
    reader.readRoots(member(block, pointer, "corridors"), at(pointer, "corridors"), "corridor",
                     layout.corridorIdLimit(), liveCorridor, reader.resolution().corridorRoots);
    Resolution resolution = reader.take();
    const Json& problems = array(member(block, pointer, "problems"), at(pointer, "problems"));
    for (std::size_t i = 0; i < problems.size(); ++i) {
        resolution.problems.push_back(text(problems[i], at(at(pointer, "problems"), i)));
    }
    return resolution;
}

}  // namespace easylink

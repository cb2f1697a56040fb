#include "easylink/layout/component_numbering.hpp"

#include <map>

namespace easylink {

int ComponentNumbering::of(TileOwner owner) const {
    const auto lookup = [](const std::vector<int>& numbers, int id) {
        return id >= 0 && id < static_cast<int>(numbers.size())
                   ? numbers[static_cast<std::size_t>(id)]
                   : -1;
    };
    switch (owner.kind) {
        case TileOwner::Kind::Room: return lookup(ofRoom, owner.id);
        case TileOwner::Kind::Corridor: return lookup(ofCorridor, owner.id);
        default: return -1;
    }
}

ComponentNumbering numberComponents(const Layout& layout) {
    ComponentNumbering numbering;
    numbering.ofRoom.assign(static_cast<std::size_t>(layout.roomIdLimit()), -1);
    numbering.ofCorridor.assign(static_cast<std::size_t>(layout.corridorIdLimit()), -1);
    std::map<int, int> numberOfRepresentative;
    for (const RoomId id : layout.roomIds()) {
        const int next = static_cast<int>(numberOfRepresentative.size());
        const auto it = numberOfRepresentative.emplace(layout.componentOf(id), next).first;
        numbering.ofRoom[static_cast<std::size_t>(id)] = it->second;
    }
    for (const CorridorId id : layout.corridorIds()) {
        const RoomId end = layout.corridor(id)->ends[0].room;
        numbering.ofCorridor[static_cast<std::size_t>(id)] =
            numbering.ofRoom[static_cast<std::size_t>(end)];
    }
    numbering.count = static_cast<int>(numberOfRepresentative.size());
    return numbering;
}

}  // namespace easylink

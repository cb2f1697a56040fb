#include "components.hpp"

#include "easylink/layout/component_numbering.hpp"

namespace easylink::generation {

int keepBiggestComponent(GenerationContext& context) {
    Layout& layout = context.layout;
    context.spendWork(layout.roomIdLimit() + layout.corridorIdLimit());
    struct Members {
        std::vector<RoomId> rooms;
        std::vector<CorridorId> corridors;
        int normalRooms = 0;
    };
    // The components in the order of their smallest room id: deterministic,
    // whichever id the union-find keeps for each.
    const ComponentNumbering numbering = numberComponents(layout);
    std::vector<Members> components(static_cast<std::size_t>(numbering.count));
    for (RoomId id : layout.roomIds()) {
        Members& members =
            components[static_cast<std::size_t>(numbering.ofRoom[static_cast<std::size_t>(id)])];
        members.rooms.push_back(id);
        members.normalRooms += layout.room(id)->kind == ModuleKind::Normal ? 1 : 0;
    }
    for (CorridorId id : layout.corridorIds()) {
        components[static_cast<std::size_t>(numbering.ofCorridor[static_cast<std::size_t>(id)])]
            .corridors.push_back(id);
    }
    const Members* best = nullptr;
    for (const Members& members : components) {
        if (best == nullptr || members.normalRooms > best->normalRooms ||
            (members.normalRooms == best->normalRooms &&
             members.rooms.size() > best->rooms.size())) {
            best = &members;
        }
    }
    if (best == nullptr) {
        return 0;
    }
    const int kept = best->normalRooms;
    std::vector<RoomId> rooms;
    std::vector<CorridorId> corridors;
    for (const Members& members : components) {
        if (&members == best) {
            continue;
        }
        if (context.reporting()) {
            context.beginAction();
            std::string list;
            for (std::size_t i = 0; i < members.rooms.size() && i < 8; ++i) {
                list += (i == 0 ? "" : ", ") + std::to_string(members.rooms[i]);
            }
            if (members.rooms.size() > 8) {
                list += ", ...";
            }
            context.deleteComponent(members.rooms, members.corridors,
                                    "deleted a component of " +
                                        std::to_string(members.rooms.size()) + " rooms (" + list +
                                        ") and " + std::to_string(members.corridors.size()) +
                                        " corridors: not connected to the biggest, which has " +
                                        std::to_string(kept) + " normal rooms");
        } else {
            rooms.insert(rooms.end(), members.rooms.begin(), members.rooms.end());
            corridors.insert(corridors.end(), members.corridors.begin(), members.corridors.end());
        }
    }
    if (!context.reporting() && !rooms.empty()) {
        layout.removeAll(rooms, corridors);
    }
    context.compact();
    return kept;
}

}  // namespace easylink::generation

// Layout's own queries, on a generated layout with gaps among its ids.

#include <gtest/gtest.h>

#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

std::vector<RoomId> idsOfRooms(const Layout& layout) {
    std::vector<RoomId> ids;
    for (const PlacedRoom& room : layout.rooms()) {
        ids.push_back(room.id);
    }
    return ids;
}

std::vector<CorridorId> idsOfCorridors(const Layout& layout) {
    std::vector<CorridorId> ids;
    for (const Corridor& corridor : layout.corridors()) {
        ids.push_back(corridor.id);
    }
    return ids;
}

TEST(Layout, RoomsAndCorridorsAreThoseThatExistInIdOrder) {
    const GenerationResult result = generateEasylink(defaultCatalogue(), {}, 1);
    ASSERT_TRUE(result.ok()) << result.failure;
    Layout layout = *result.layout;
    ASSERT_GT(layout.corridorCount(), 4);
    EXPECT_EQ(idsOfRooms(layout), layout.roomIds());
    EXPECT_EQ(idsOfCorridors(layout), layout.corridorIds());

    // Gaps at the start, in the middle and at the end of both id ranges.
    const std::vector<CorridorId> corridors = layout.corridorIds();
    for (std::size_t i = 0; i < corridors.size(); i += 2) {
        layout.removeCorridor(corridors[i]);
    }
    layout.removeCorridor(corridors.back());
    int removedRooms = 0;
    for (RoomId id : layout.roomIds()) {
        if (layout.room(id)->linkCount() == 0) {
            layout.removeRoom(id);
            ++removedRooms;
        }
    }
    ASSERT_GT(removedRooms, 0);
    EXPECT_EQ(idsOfRooms(layout), layout.roomIds());
    EXPECT_EQ(idsOfCorridors(layout), layout.corridorIds());
    EXPECT_EQ(static_cast<int>(idsOfRooms(layout).size()), layout.roomCount());

    layout.clear();
    EXPECT_TRUE(idsOfRooms(layout).empty());
    EXPECT_TRUE(idsOfCorridors(layout).empty());
}

}  // namespace
}  // namespace easylink

// Rooms and corridors of a recorded run named by the event that placed them:
// the name survives the renumbering that pruning does, is absent where the
// object is, and finds the same object again in a run recorded anew.

#include <gtest/gtest.h>

#include <algorithm>

#include "catalogue_test_support.hpp"
#include "easylink/generation/object_identity.hpp"
#include "easylink/generation/timeline.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"

namespace easylink {
namespace {

using test::defaultCatalogue;

std::vector<Event> recordRun(std::uint64_t seed) {
    EventRecorder recorder;
    EXPECT_TRUE(generateEasylink(defaultCatalogue(), {}, seed, &recorder).ok());
    return recorder.events();
}

/// The first step after the last LayoutCompacted of the run, or 0.
std::size_t lastCompaction(const std::vector<Event>& events) {
    for (std::size_t i = events.size(); i-- > 0;) {
        if (events[i].kind == EventKind::LayoutCompacted) {
            return i;
        }
    }
    return 0;
}

/// The largest room of the layout (by area, then lowest id).
RoomId largestRoom(const Layout& layout) {
    RoomId best = -1;
    int bestArea = -1;
    for (const RoomId id : layout.roomIds()) {
        const Rect rect = layout.room(id)->rect();
        if (rect.w * rect.h > bestArea) {
            best = id;
            bestArea = rect.w * rect.h;
        }
    }
    return best;
}

/// A seed whose run renumbers rooms: some room kept to the end changes id
/// at a compaction. Without one the tests below would prove nothing.
struct RenumberedRun {
    std::uint64_t seed = 0;
    std::vector<Event> events;
    std::size_t before = 0;  // a step just before the last compaction
};

RenumberedRun findRenumberedRun() {
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        std::vector<Event> events = recordRun(seed);
        const std::size_t compaction = lastCompaction(events);
        if (compaction == 0) {
            continue;
        }
        Timeline timeline(defaultCatalogue(), 80, 80, events);
        // layoutAt() returns the timeline's one current layout: read each
        // step's figure before moving on.
        const int limitBefore = timeline.layoutAt(compaction).roomIdLimit();
        const int limitAfter = timeline.layoutAt(compaction + 1).roomIdLimit();
        if (limitBefore > limitAfter) {
            return {seed, std::move(events), compaction};
        }
    }
    ADD_FAILURE() << "no seed below 40 renumbers its rooms";
    return {};
}

TEST(ObjectIdentity, ARoomKeepsItsNameThroughRenumbering) {
    const RenumberedRun run = findRenumberedRun();
    ASSERT_FALSE(run.events.empty());
    Timeline timeline(defaultCatalogue(), 80, 80, run.events);
    int renumbered = 0;
    int checked = 0;
    const std::vector<RoomId> ids = timeline.layoutAt(run.before).roomIds();
    for (const RoomId id : ids) {
        const TileOwner before{TileOwner::Kind::Room, id};
        const std::optional<ObjectKey> key = objectKeyAt(timeline, run.before, before);
        ASSERT_TRUE(key.has_value()) << "room " << id;
        EXPECT_EQ(timeline.event(key->placedAt).kind, EventKind::RoomAdded);
        const Rect rectBefore = timeline.layoutAt(run.before).room(id)->rect();
        const std::optional<TileOwner> after = objectAt(timeline, timeline.size(), *key);
        if (!after) {
            continue;  // pruned: not there, and not replaced by another room
        }
        ++checked;
        renumbered += after->id != id ? 1 : 0;
        // Rooms do not move once linked, and every room that lasts is linked.
        EXPECT_EQ(timeline.layoutAt(timeline.size()).room(after->id)->rect(), rectBefore);
        EXPECT_EQ(placementOf(timeline, timeline.size(), *after), key->placedAt);
        EXPECT_EQ(objectPlacedBy(timeline, timeline.size(), TileOwner::Kind::Room, key->placedAt),
                  after);
    }
    EXPECT_GT(checked, 0);
    EXPECT_GT(renumbered, 0) << "seed " << run.seed << " renumbers no room that lasts";
}

TEST(ObjectIdentity, AnObjectIsAbsentBeforeItIsPlaced) {
    const std::vector<Event> events = recordRun(3);
    Timeline timeline(defaultCatalogue(), 80, 80, events);
    const std::size_t end = timeline.size();
    const RoomId largest = largestRoom(timeline.layoutAt(end));
    const std::optional<ObjectKey> key =
        objectKeyAt(timeline, end, {TileOwner::Kind::Room, largest});
    ASSERT_TRUE(key.has_value());
    EXPECT_EQ(objectAt(timeline, key->placedAt, *key), std::nullopt);
    EXPECT_EQ(objectAt(timeline, 0, *key), std::nullopt);
    EXPECT_TRUE(objectAt(timeline, key->placedAt + 1, *key).has_value());
    EXPECT_EQ(objectKeyAt(timeline, end, {TileOwner::Kind::Room, 100000}), std::nullopt);
    EXPECT_EQ(objectKeyAt(timeline, end, {TileOwner::Kind::Empty, 0}), std::nullopt);
}

TEST(ObjectIdentity, CorridorsHaveKeysToo) {
    Timeline timeline(defaultCatalogue(), 80, 80, recordRun(3));
    const Layout& layout = timeline.layoutAt(timeline.size());
    ASSERT_FALSE(layout.corridorIds().empty());
    const TileOwner corridor{TileOwner::Kind::Corridor, layout.corridorIds().back()};
    const std::optional<ObjectKey> key = objectKeyAt(timeline, timeline.size(), corridor);
    ASSERT_TRUE(key.has_value());
    EXPECT_EQ(timeline.event(key->placedAt).kind, EventKind::CorridorAdded);
    EXPECT_EQ(objectAt(timeline, timeline.size(), *key), corridor);
}

TEST(ObjectIdentity, ARunRecordedAnewFindsTheSameRoom) {
    const RenumberedRun run = findRenumberedRun();
    ASSERT_FALSE(run.events.empty());
    Timeline first(defaultCatalogue(), 80, 80, run.events);
    const RoomId largest = largestRoom(first.layoutAt(run.before));
    const std::optional<ObjectKey> key =
        objectKeyAt(first, run.before, {TileOwner::Kind::Room, largest});
    ASSERT_TRUE(key.has_value());
    const std::optional<TileOwner> inFirst = objectAt(first, first.size(), *key);

    // The same seed again: the same events, the same room.
    Timeline again(defaultCatalogue(), 80, 80, recordRun(run.seed));
    EXPECT_EQ(objectAt(again, again.size(), *key), inFirst);

    // A run whose events moved (one more event up front): the room placed
    // the same way stands in, not the one the old event index now names.
    std::vector<Event> shifted = run.events;
    shifted.insert(shifted.begin(), Event{});
    Timeline moved(defaultCatalogue(), 80, 80, shifted);
    EXPECT_EQ(objectAt(moved, moved.size(), *key), inFirst);
}

}  // namespace
}  // namespace easylink

// Per-grower unit tests of the easylink generator (step 2), on small
// hand-built situations: a few rooms and corridors placed by hand on the
// macrogrid, one turn of one grower, then the exact geometry it added
// (docs/design.md section 3) and the reasons it gave for what it refused.
//
// The fixture catalogue (validated by validateCatalogue in every situation):
//   room     normal     8x8, W [0,3.5], E [7,3.5], N [3.5,0], S [3.5,7]; widths 2, 4
//   cross    four_way   8x8, the same four ports
//   tee      t_junction 8x8, W, E, N
//   bend     bend       8x8, W, N
//   through  through    4x4, W [0,1.5], E [3,1.5]; width 2
//   stub     normal     8x8, one port E [7,3.5] (turn it to face any way)
//   cell     normal     6x6, one port W [0,2.5] (anchor (0,3): sits off the
//                       8x8 rooms' rows, to block a single row or column)
//   wide     normal     8x8, W and E; width 4 only
//   long     normal     12x8, W [0,3.5], E [11,3.5]; rotations 0 and 90 only
//   slab     normal     12x8, W [0,3.5], E [11,3.5]; every rotation
// Port indices follow that order: a room's W is 0, E 1, N 2, S 3.
//
// Needs the generator's internal headers: core/src on the include path.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/random/rng.hpp"
#include "generators/easylink/catalogue_index.hpp"
#include "generators/easylink/generation_context.hpp"
#include "generators/easylink/growers/growers.hpp"

namespace easylink {
namespace {

using generation::BentRoomToCorridorGrower;
using generation::BentRoomToRoomGrower;
using generation::CorridorToCorridorGrower;
using generation::Grower;
using generation::RoomRotatorGrower;
using generation::RoomToCorridorGrower;
using generation::RoomToRoomGrower;
using generation::StraightCorridorGrower;

using test::kE;
using test::kN;
using test::kS;
using test::kW;

// --- The fixture catalogue ---------------------------------------------------------

PortSpec portAt(double x, double y, Dir dir, std::vector<int> widths) {
    PortSpec spec;
    spec.pose = PortPose{HalfPoint{static_cast<int>(x * 2), static_cast<int>(y * 2)}, dir};
    spec.widths = std::move(widths);
    return spec;
}

ModuleTemplate moduleOf(std::string name, ModuleKind kind, Size2i size, std::vector<PortSpec> ports,
                        std::vector<Rotation> rotations = {}) {
    ModuleTemplate module;
    module.name = std::move(name);
    module.kind = kind;
    module.size = size;
    module.weight = 1.0;
    module.ports = std::move(ports);
    module.rotations = std::move(rotations);
    return module;
}

std::vector<PortSpec> fourPorts8(std::vector<int> widths) {
    return {portAt(0, 3.5, Dir::W, widths), portAt(7, 3.5, Dir::E, widths),
            portAt(3.5, 0, Dir::N, widths), portAt(3.5, 7, Dir::S, widths)};
}

Rotation degrees(int value) {
    return *Rotation::fromDegrees(value);
}

Catalogue fixtureCatalogue() {
    Catalogue catalogue;
    catalogue.name = "growers";
    catalogue.macro = 4;
    const std::vector<int> both = {2, 4};
    catalogue.modules = {
        moduleOf("room", ModuleKind::Normal, {8, 8}, fourPorts8(both)),
        moduleOf("cross", ModuleKind::FourWay, {8, 8}, fourPorts8(both)),
        moduleOf("tee", ModuleKind::TJunction, {8, 8},
                 {portAt(0, 3.5, Dir::W, both), portAt(7, 3.5, Dir::E, both),
                  portAt(3.5, 0, Dir::N, both)}),
        moduleOf("bend", ModuleKind::Bend, {8, 8},
                 {portAt(0, 3.5, Dir::W, both), portAt(3.5, 0, Dir::N, both)}),
        moduleOf("through", ModuleKind::Through, {4, 4},
                 {portAt(0, 1.5, Dir::W, {2}), portAt(3, 1.5, Dir::E, {2})}),
        moduleOf("stub", ModuleKind::Normal, {8, 8}, {portAt(7, 3.5, Dir::E, both)}),
        moduleOf("cell", ModuleKind::Normal, {6, 6}, {portAt(0, 2.5, Dir::W, {2})}),
        moduleOf("wide", ModuleKind::Normal, {8, 8},
                 {portAt(0, 3.5, Dir::W, {4}), portAt(7, 3.5, Dir::E, {4})}),
        moduleOf("long", ModuleKind::Normal, {12, 8},
                 {portAt(0, 3.5, Dir::W, both), portAt(11, 3.5, Dir::E, both)},
                 {degrees(0), degrees(90)}),
        moduleOf("slab", ModuleKind::Normal, {12, 8},
                 {portAt(0, 3.5, Dir::W, both), portAt(11, 3.5, Dir::E, both)}),
    };
    return catalogue;
}

/// The fixture catalogue without any module of `kind`.
Catalogue fixtureWithout(ModuleKind kind) {
    Catalogue catalogue = fixtureCatalogue();
    std::erase_if(catalogue.modules, [&](const ModuleTemplate& m) { return m.kind == kind; });
    return catalogue;
}

/// Parameters that make a turn predictable: narrowest widths first, every
/// long-enough loop taken.
EasylinkParams testParams() {
    EasylinkParams params;
    params.perTurnLimit = 4;
    params.widthPolicy = WidthPolicy::Narrowest;
    params.minLoopLength = 4;
    params.loopChance = 1.0;
    params.throughMinLength = 24;
    return params;
}

// --- Text for readable failures ------------------------------------------------------

std::string show(Vec2i v) {
    return "(" + std::to_string(v.x) + "," + std::to_string(v.y) + ")";
}

std::string show(const Rect& r) {
    return "[" + std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.w) + "x" +
           std::to_string(r.h) + "]";
}

/// "3:E": room 3's port facing east.
std::string showEnd(const Layout& layout, const CorridorEnd& end) {
    return std::to_string(end.room) + ":" +
           std::string(toString(layout.room(end.room)->ports[end.port].dir));
}

/// Every corridor as "[x,y wxh] wN A:dir-B:dir" (ends west/north first), sorted.
std::vector<std::string> corridorList(const Layout& layout) {
    std::vector<std::string> list;
    for (CorridorId id : layout.corridorIds()) {
        const Corridor& c = *layout.corridor(id);
        list.push_back(show(c.rect) + " w" + std::to_string(c.width) + " " +
                       showEnd(layout, c.ends[0]) + "-" + showEnd(layout, c.ends[1]));
    }
    std::sort(list.begin(), list.end());
    return list;
}

/// The anchor of `room`'s port facing `dir` ("" when it has none).
std::string anchorFacing(const Layout& layout, RoomId room, Dir dir) {
    for (const PlacedPort& port : layout.room(room)->ports) {
        if (port.dir == dir) {
            return show(port.anchor);
        }
    }
    return "";
}

::testing::AssertionResult hasText(const std::vector<std::string>& texts, std::string_view part) {
    for (const std::string& text : texts) {
        if (text.find(part) != std::string::npos) {
            return ::testing::AssertionSuccess();
        }
    }
    auto failure = ::testing::AssertionFailure()
                   << "no text contains \"" << part << "\" among " << texts.size() << ":";
    for (const std::string& text : texts) {
        failure << "\n  " << text;
    }
    return failure;
}

/// The rules of docs/design.md section 3 that a grower must keep, checked on the
/// whole layout: links agree on both sides, corridors are exactly the
/// rectangle between their ends' anchors, direct links have equal anchors,
/// every junction has all its ports linked, anchors sit on the macrogrid, and
/// no tile is claimed twice.
void expectConsistent(const Layout& layout) {
    const int macro = layout.catalogue().macro;
    std::int64_t claimed = 0;
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        claimed += room.rect().area();
        for (std::size_t p = 0; p < room.ports.size(); ++p) {
            const PlacedPort& port = room.ports[p];
            const int index = static_cast<int>(p);
            EXPECT_TRUE(isMacroAligned(port.anchor, macro))
                << "room " << id << " port " << p << " at " << show(port.anchor);
            if (port.link.kind == PortLink::Kind::Room) {
                const PlacedRoom* other = layout.room(port.link.id);
                ASSERT_NE(other, nullptr) << "room " << id << " port " << p;
                const PlacedPort& back = other->ports[port.link.port];
                EXPECT_EQ(back.link, (PortLink{PortLink::Kind::Room, id, index}))
                    << "room " << id << " port " << p << ": the other side does not link back";
                EXPECT_EQ(back.anchor, port.anchor) << "direct link with different anchors";
                EXPECT_EQ(back.dir, opposite(port.dir));
                EXPECT_EQ(back.width, port.width);
                EXPECT_GT(port.width, 0);
            } else if (port.link.kind == PortLink::Kind::Corridor) {
                const Corridor* corridor = layout.corridor(port.link.id);
                ASSERT_NE(corridor, nullptr) << "room " << id << " port " << p;
                EXPECT_EQ(corridor->ends[port.link.port], (CorridorEnd{id, index}))
                    << "room " << id << " port " << p << ": the corridor does not end there";
                EXPECT_EQ(port.width, corridor->width);
            } else {
                EXPECT_EQ(port.width, 0);
                EXPECT_FALSE(isJunction(room.kind))
                    << "junction room " << id << " has free port " << p;
            }
        }
    }
    for (CorridorId id : layout.corridorIds()) {
        const Corridor& corridor = *layout.corridor(id);
        claimed += corridor.rect.area();
        EXPECT_GT(corridor.length(), 0) << "corridor " << id;
        const PlacedPort& a = layout.room(corridor.ends[0].room)->ports[corridor.ends[0].port];
        const PlacedPort& b = layout.room(corridor.ends[1].room)->ports[corridor.ends[1].port];
        for (int end = 0; end < 2; ++end) {
            const PlacedPort& port = end == 0 ? a : b;
            EXPECT_EQ(port.link, (PortLink{PortLink::Kind::Corridor, id, end}))
                << "corridor " << id << " end " << end;
        }
        EXPECT_TRUE(a.dir == Dir::E || a.dir == Dir::S) << "corridor " << id;
        const auto rect = corridorRect(a.anchor, a.dir, b.anchor, b.dir, corridor.width);
        ASSERT_TRUE(rect.has_value()) << "corridor " << id << " between ports not facing";
        EXPECT_EQ(show(*rect), show(corridor.rect)) << "corridor " << id;
        EXPECT_TRUE(layout.connected(corridor.ends[0].room, corridor.ends[1].room));
    }
    std::int64_t owned = 0;
    for (int y = 0; y < layout.height(); ++y) {
        for (int x = 0; x < layout.width(); ++x) {
            owned += layout.ownerAt({x, y}).isEmpty() ? 0 : 1;
        }
    }
    EXPECT_EQ(owned, claimed) << "rooms and corridors overlap or leave stale tiles";
}

// --- A situation: a catalogue, a hand-made layout, and turns of growers ---------------

class Situation {
public:
    Situation(Catalogue catalogue, int width, int height)
        : catalogue_(std::move(catalogue)), layout_(catalogue_, width, height) {
        for (const Problem& problem : validateCatalogue(catalogue_)) {
            ADD_FAILURE() << "fixture catalogue: " << problem.pointer << ": " << problem.message;
        }
    }
    Situation(int width, int height) : Situation(fixtureCatalogue(), width, height) {}
    Situation(const Situation&) = delete;
    Situation& operator=(const Situation&) = delete;

    const Layout& layout() const { return layout_; }

    int templateOf(std::string_view name) const {
        for (std::size_t i = 0; i < catalogue_.modules.size(); ++i) {
            if (catalogue_.modules[i].name == name) {
                return static_cast<int>(i);
            }
        }
        ADD_FAILURE() << "no module " << name;
        return 0;
    }

    /// Places a room by hand, checking what Layout::addRoom leaves to its caller.
    RoomId room(std::string_view name, int rotation, int x, int y) {
        const int templateIndex = templateOf(name);
        const PlacedRoom preview = layout_.preview(templateIndex, degrees(rotation), {x, y});
        EXPECT_TRUE(layout_.isFree(preview.rect())) << name << " at " << show(Vec2i{x, y});
        for (const PlacedPort& port : preview.ports) {
            EXPECT_TRUE(isMacroAligned(port.anchor, catalogue_.macro))
                << name << " at " << show(Vec2i{x, y}) << ": port at " << show(port.anchor);
        }
        return layout_.addRoom(templateIndex, degrees(rotation), {x, y});
    }

    CorridorId corridor(RoomId a, int portA, RoomId b, int portB, int width) {
        const PlacedPort& pa = layout_.room(a)->ports[portA];
        const PlacedPort& pb = layout_.room(b)->ports[portB];
        const auto rect = corridorRect(pa.anchor, pa.dir, pb.anchor, pb.dir, width);
        EXPECT_TRUE(rect && layout_.isFree(*rect)) << "fixture corridor " << a << "-" << b;
        return layout_.addCorridor({a, portA}, {b, portB}, width);
    }

    void link(RoomId a, int portA, RoomId b, int portB, int width) {
        EXPECT_EQ(layout_.room(a)->ports[portA].anchor, layout_.room(b)->ports[portB].anchor);
        layout_.linkRooms(a, portA, b, portB, width);
    }

    /// One turn of `grower` in round 0 of step 2; returns what it applied.
    int turn(Grower& grower, const EasylinkParams& params = testParams(), std::uint64_t seed = 1) {
        const generation::CatalogueIndex index(catalogue_);
        Rng rng(seed);
        generation::GenerationContext context(index, params, layout_, rng, &recorder_, 0);
        context.beginPhase(Phase::Growth);
        context.beginRound(0);
        context.beginTurn(grower.kind());
        const int applied = grower.takeTurn(context);
        context.endTurn(applied);
        return applied;
    }

    /// `count` turns of `grower` in successive rounds of one attempt; returns
    /// what each applied.
    std::vector<int> turns(Grower& grower, int count) {
        const generation::CatalogueIndex index(catalogue_);
        const EasylinkParams params = testParams();
        Rng rng(1);
        generation::GenerationContext context(index, params, layout_, rng, &recorder_, 0);
        context.beginPhase(Phase::Growth);
        std::vector<int> applied;
        for (int round = 0; round < count; ++round) {
            context.beginRound(round);
            context.beginTurn(grower.kind());
            applied.push_back(grower.takeTurn(context));
            context.endTurn(applied.back());
        }
        return applied;
    }

    std::vector<const Event*> events(EventKind kind) const {
        std::vector<const Event*> found;
        for (const Event& event : recorder_.events()) {
            if (event.kind == kind) {
                found.push_back(&event);
            }
        }
        return found;
    }

    std::vector<std::string> rejections() const {
        std::vector<std::string> texts;
        for (const Event* event : events(EventKind::CandidateRejected)) {
            texts.push_back(event->text);
        }
        return texts;
    }

private:
    Catalogue catalogue_;
    Layout layout_;
    EventRecorder recorder_{/*withRejections=*/true};
};

const PlacedPort& portOf(const Layout& layout, RoomId room, int port) {
    return layout.room(room)->ports[port];
}

// ===================================================================================
// The fixture itself
// ===================================================================================

TEST(Growers, FixtureCatalogueIsValidWithAndWithoutEachJunctionKind) {
    EXPECT_TRUE(validateCatalogue(fixtureCatalogue()).empty());
    for (ModuleKind kind :
         {ModuleKind::FourWay, ModuleKind::TJunction, ModuleKind::Bend, ModuleKind::Through}) {
        const Catalogue catalogue = fixtureWithout(kind);
        EXPECT_EQ(catalogue.modules.size(), fixtureCatalogue().modules.size() - 1);
        EXPECT_TRUE(validateCatalogue(catalogue).empty()) << toString(kind);
    }
}

TEST(Growers, EachGrowerReportsItsKind) {
    EXPECT_EQ(RoomToRoomGrower().kind(), GrowerKind::RoomToRoom);
    EXPECT_EQ(RoomToCorridorGrower().kind(), GrowerKind::RoomToCorridor);
    EXPECT_EQ(BentRoomToRoomGrower().kind(), GrowerKind::BentRoomToRoom);
    EXPECT_EQ(CorridorToCorridorGrower().kind(), GrowerKind::CorridorToCorridor);
    EXPECT_EQ(BentRoomToCorridorGrower().kind(), GrowerKind::BentRoomToCorridor);
    EXPECT_EQ(StraightCorridorGrower().kind(), GrowerKind::StraightCorridor);
    EXPECT_EQ(RoomRotatorGrower().kind(), GrowerKind::RoomRotator);
}

// ===================================================================================
// Room-to-room
// ===================================================================================

// Room 0's E port at (8,12) faces room 1's W port at (24,12): one corridor,
// x 8..23, y 11..12 at width 2.
TEST(RoomToRoomGrower, JoinsFacingPortsWithTheCorridorBetweenTheirAnchors) {
    Situation s(48, 32);
    const RoomId a = s.room("room", 0, 0, 8);
    const RoomId b = s.room("room", 0, 24, 8);
    ASSERT_EQ(show(portOf(s.layout(), a, kE).anchor), "(8,12)");
    ASSERT_EQ(show(portOf(s.layout(), b, kW).anchor), "(24,12)");

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[8,11 16x2] w2 0:E-1:W"}));
    EXPECT_EQ(s.layout().roomCount(), 2);
    EXPECT_EQ(portOf(s.layout(), a, kE).link, (PortLink{PortLink::Kind::Corridor, 0, 0}));
    EXPECT_EQ(portOf(s.layout(), b, kW).link, (PortLink{PortLink::Kind::Corridor, 0, 1}));
    EXPECT_EQ(portOf(s.layout(), a, kE).width, 2);
    EXPECT_TRUE(s.layout().connected(a, b));
    EXPECT_TRUE(s.rejections().empty());
    ASSERT_EQ(s.events(EventKind::CorridorAdded).size(), 1u);
    EXPECT_EQ(s.events(EventKind::CorridorAdded)[0]->grower, GrowerKind::RoomToRoom);
    expectConsistent(s.layout());
}

TEST(RoomToRoomGrower, WidestPolicyTakesTheWidestCommonWidth) {
    Situation s(48, 32);
    s.room("room", 0, 0, 8);
    s.room("room", 0, 24, 8);
    EasylinkParams params = testParams();
    params.widthPolicy = WidthPolicy::Widest;
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower, params), 1);
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[8,10 16x4] w4 0:E-1:W"}));
    expectConsistent(s.layout());
}

// Rooms that touch with equal anchors become a direct link, not a corridor.
TEST(RoomToRoomGrower, TouchingRoomsAreLinkedDirectly) {
    Situation s(32, 24);
    const RoomId a = s.room("room", 0, 0, 8);
    const RoomId b = s.room("room", 0, 8, 8);
    ASSERT_EQ(portOf(s.layout(), a, kE).anchor, portOf(s.layout(), b, kW).anchor);

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    EXPECT_EQ(s.layout().corridorCount(), 0);
    EXPECT_EQ(portOf(s.layout(), a, kE).link, (PortLink{PortLink::Kind::Room, b, kW}));
    EXPECT_EQ(portOf(s.layout(), b, kW).link, (PortLink{PortLink::Kind::Room, a, kE}));
    EXPECT_EQ(portOf(s.layout(), a, kE).width, 2);
    EXPECT_EQ(portOf(s.layout(), b, kW).width, 2);
    EXPECT_TRUE(s.layout().connected(a, b));
    EXPECT_EQ(s.events(EventKind::RoomsLinked).size(), 1u);
    EXPECT_TRUE(s.events(EventKind::CorridorAdded).empty());
    expectConsistent(s.layout());
}

// Room 0 (E at (8,20)) faces room 1 (W at (40,20)); the vertical corridor
// between rooms 2 and 3 (x 19..20) crosses the line. A four_way goes on the
// crossing at (16,16) and the corridor is split: four corridors in all.
TEST(RoomToRoomGrower, CrossingACorridorPlacesAFourWayAndSplitsBoth) {
    Situation s(48, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 16, 0);
    const RoomId d = s.room("room", 0, 16, 32);
    s.corridor(c, kS, d, kN, 2);
    ASSERT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[19,8 2x24] w2 2:S-3:N"}));

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 5);
    const RoomId junction = 4;
    const PlacedRoom& cross = *s.layout().room(junction);
    EXPECT_EQ(cross.kind, ModuleKind::FourWay);
    EXPECT_EQ(show(cross.position), "(16,16)");
    // Its ports sit on both corridor lines: y = 20 and x = 20.
    EXPECT_EQ(anchorFacing(s.layout(), junction, Dir::W), "(16,20)");
    EXPECT_EQ(anchorFacing(s.layout(), junction, Dir::E), "(24,20)");
    EXPECT_EQ(anchorFacing(s.layout(), junction, Dir::N), "(20,16)");
    EXPECT_EQ(anchorFacing(s.layout(), junction, Dir::S), "(20,24)");
    EXPECT_EQ(cross.linkCount(), 4);

    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{
                                            "[19,24 2x8] w2 4:S-3:N",
                                            "[19,8 2x8] w2 2:S-4:N",
                                            "[24,19 16x2] w2 4:E-1:W",
                                            "[8,19 8x2] w2 0:E-4:W",
                                        }));
    EXPECT_EQ(s.layout().corridor(0), nullptr) << "the crossed corridor is removed";
    ASSERT_EQ(s.events(EventKind::CorridorRemoved).size(), 1u);
    EXPECT_EQ(s.events(EventKind::CorridorRemoved)[0]->corridor, 0);
    EXPECT_TRUE(s.layout().connected(a, b));
    EXPECT_TRUE(s.layout().connected(a, c));
    EXPECT_TRUE(s.layout().connected(d, b));
    expectConsistent(s.layout());
}

TEST(RoomToRoomGrower, CrossingWithoutAFourWayModuleIsRejected) {
    Situation s(fixtureWithout(ModuleKind::FourWay), 48, 40);
    s.room("room", 0, 0, 16);
    s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 16, 0);
    const RoomId d = s.room("room", 0, 16, 32);
    s.corridor(c, kS, d, kN, 2);

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);

    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[19,8 2x24] w2 2:S-3:N"}));
    EXPECT_EQ(s.layout().roomCount(), 4);
    const auto texts = s.rejections();
    // One rejection, for the last width tried, naming the crossing and why.
    EXPECT_TRUE(hasText(texts,
                        "joining room 0 (room) port 1 and room 1 (room) port 0: no four_way fits "
                        "the crossing at (20,20) at width 4: the catalogue has none for widths 4 "
                        "and 2"));
    EXPECT_FALSE(hasText(texts, "no junction module"));
    expectConsistent(s.layout());
}

// Both rooms allow width 4 only; the corridor's outer row y=13 runs into
// the cell at (12,13), which leaves the two middle rows (the ray) clear.
TEST(RoomToRoomGrower, CorridorBlockedByARoomIsRejectedWithTheBlocker) {
    Situation s(48, 32);
    s.room("wide", 0, 0, 8);
    s.room("wide", 0, 24, 8);
    s.room("cell", 0, 12, 13);

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);

    EXPECT_EQ(s.layout().corridorCount(), 0);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "joining room 0 (wide) port 1 and room 1 (wide) port 0: the "
                                  "corridor from (8,12) to (24,12) is blocked by room 2 "
                                  "(cell) at (12,13)"}));
    const auto rejected = s.events(EventKind::CandidateRejected);
    ASSERT_EQ(rejected.size(), 1u);
    ASSERT_EQ(rejected[0]->rects.size(), 1u);
    EXPECT_EQ(show(rejected[0]->rects[0]), "[8,10 16x4]") << "the outline is the corridor";
    EXPECT_EQ(rejected[0]->grower, GrowerKind::RoomToRoom);
}

// A four_way exists, but a cell turned 90 at (21,12) takes the corner of the
// crossing's footprint (x 21..23, y 16..17) without touching either line.
TEST(RoomToRoomGrower, CrossingWhereTheFourWayIsBlockedIsRejected) {
    Situation s(48, 40);
    s.room("room", 0, 0, 16);
    s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 16, 0);
    const RoomId d = s.room("room", 0, 16, 32);
    s.corridor(c, kS, d, kN, 2);
    s.room("cell", 90, 21, 12);

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 5);
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[19,8 2x24] w2 2:S-3:N"}));
    EXPECT_TRUE(hasText(s.rejections(), "no four_way fits the crossing at (20,20)"));
    EXPECT_TRUE(hasText(s.rejections(), "is blocked by room 4 (cell)"));
}

// Two vertical corridors cross the line from room 0 (E at (8,20)) to room 1
// (W at (56,20)): x 19..20 (rooms 2-3) and x 35..36 (rooms 4-5).
void buildTwoCrossings(Situation& s) {
    s.room("room", 0, 0, 16);
    s.room("room", 0, 56, 16);
    const RoomId c = s.room("stub", 90, 16, 0);
    const RoomId d = s.room("stub", 270, 16, 32);
    const RoomId e = s.room("stub", 90, 32, 0);
    const RoomId f = s.room("stub", 270, 32, 32);
    s.corridor(c, 0, d, 0, 2);
    s.corridor(e, 0, f, 0, 2);
}

TEST(RoomToRoomGrower, CrossingTwoCorridorsPlacesAFourWayOnEach) {
    Situation s(64, 40);
    buildTwoCrossings(s);
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 8);
    EXPECT_EQ(show(s.layout().room(6)->position), "(16,16)");
    EXPECT_EQ(show(s.layout().room(7)->position), "(32,16)");
    EXPECT_EQ(s.layout().room(6)->kind, ModuleKind::FourWay);
    EXPECT_EQ(s.layout().room(7)->kind, ModuleKind::FourWay);
    std::vector<std::string> expected = {"[8,19 8x2] w2 0:E-6:W",   "[24,19 8x2] w2 6:E-7:W",
                                         "[40,19 16x2] w2 7:E-1:W", "[19,8 2x8] w2 2:S-6:N",
                                         "[19,24 2x8] w2 6:S-3:N",  "[35,8 2x8] w2 4:S-7:N",
                                         "[35,24 2x8] w2 7:S-5:N"};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(corridorList(s.layout()), expected);
    expectConsistent(s.layout());
}

// As above, but a cell turned 90 at (37,12) takes the corner of the second
// crossing's footprint: the first crossing takes a four_way, the second
// cannot. The reason must name the crossing that failed, x 35..36.
TEST(RoomToRoomGrower, RejectionNamesTheCrossingWhereNoFourWayFits) {
    Situation s(64, 40);
    buildTwoCrossings(s);
    s.room("cell", 90, 37, 12);

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 2);
    EXPECT_TRUE(hasText(s.rejections(), "no four_way fits the crossing at (36,20)"));
}

// Same situation: the catalogue has a matching four_way, it is only blocked,
// so the final reason must not claim that no such module exists.
TEST(RoomToRoomGrower, BlockedFourWayIsNotReportedAsAMissingModule) {
    Situation s(48, 40);
    s.room("room", 0, 0, 16);
    s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 16, 0);
    const RoomId d = s.room("room", 0, 16, 32);
    s.corridor(c, kS, d, kN, 2);
    s.room("cell", 90, 21, 12);

    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    for (const std::string& text : s.rejections()) {
        EXPECT_EQ(text.find("no junction module"), std::string::npos) << text;
    }
}

// Four rooms in a ring but for one side: 0-1 and 2-3 linked directly, 0-2 by a
// corridor. Room 1's E port faces room 3's W port: joining them closes a loop
// of the four rooms.
void buildOpenRing(Situation& s) {
    const RoomId a = s.room("room", 0, 0, 8);
    const RoomId b = s.room("room", 0, 0, 16);
    const RoomId c = s.room("room", 0, 24, 8);
    const RoomId d = s.room("room", 0, 24, 16);
    s.link(a, kS, b, kN, 2);
    s.link(c, kS, d, kN, 2);
    s.corridor(a, kE, c, kW, 2);
}

TEST(RoomToRoomGrower, TooSmallLoopIsRejected) {
    Situation s(48, 40);
    buildOpenRing(s);
    EasylinkParams params = testParams();
    params.minLoopLength = 5;
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower, params), 0);
    EXPECT_EQ(s.layout().corridorCount(), 1);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{"joining room 1 (room) port 1 and room 3 "
                                                        "(room) port 0: would close a loop of 4 "
                                                        "rooms"}));
}

TEST(RoomToRoomGrower, LongEnoughLoopIsTakenWhenLoopChanceIsOne) {
    Situation s(48, 40);
    buildOpenRing(s);
    EasylinkParams params = testParams();
    params.minLoopLength = 4;
    params.loopChance = 1.0;
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower, params), 1);
    EXPECT_EQ(corridorList(s.layout()),
              (std::vector<std::string>{"[8,11 16x2] w2 0:E-2:W", "[8,19 16x2] w2 1:E-3:W"}));
    EXPECT_TRUE(s.rejections().empty());
    expectConsistent(s.layout());
}

TEST(RoomToRoomGrower, LongEnoughLoopIsLeftOutWhenLoopChanceIsZero) {
    Situation s(48, 40);
    buildOpenRing(s);
    EasylinkParams params = testParams();
    params.minLoopLength = 4;
    params.loopChance = 0.0;
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower, params), 0);
    EXPECT_EQ(s.layout().corridorCount(), 1);
    EXPECT_EQ(s.rejections(),
              (std::vector<std::string>{"joining room 1 (room) port 1 and room 3 (room) port 0: a "
                                        "loop of 4+ rooms left out by loop_chance"}));
}

TEST(RoomToRoomGrower, FacingPortsOnDifferentLinesAreNoOpportunity) {
    Situation s(48, 40);
    s.room("room", 0, 0, 8);    // E at (8,12)
    s.room("room", 0, 24, 16);  // W at (24,20): parallel, 8 tiles apart
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 0);
    EXPECT_TRUE(s.rejections().empty());
}

TEST(RoomToRoomGrower, RayHittingAWallWithoutAFacingPortIsNoOpportunity) {
    Situation s(48, 40);
    s.room("room", 0, 0, 8);   // E at (8,12), ray on rows 11-12
    s.room("room", 0, 24, 4);  // covers rows 4-11, its W port is at (24,8)
    RoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 0);
    EXPECT_TRUE(s.rejections().empty());
}

// A row of four rooms: three facing pairs, none closing a loop.
TEST(RoomToRoomGrower, PerTurnLimitCapsTheOpportunitiesApplied) {
    for (int limit : {1, 2, 3, 4}) {
        Situation s(64, 16);
        for (int i = 0; i < 4; ++i) {
            s.room("room", 0, 16 * i, 4);
        }
        EasylinkParams params = testParams();
        params.perTurnLimit = limit;
        RoomToRoomGrower grower;
        const int expected = std::min(limit, 3);
        EXPECT_EQ(s.turn(grower, params), expected) << "limit " << limit;
        EXPECT_EQ(s.layout().corridorCount(), expected) << "limit " << limit;
        const auto ended = s.events(EventKind::TurnEnded);
        ASSERT_EQ(ended.size(), 1u);
        EXPECT_EQ(ended[0]->count, expected);
        expectConsistent(s.layout());
    }
}

// ===================================================================================
// Room-to-corridor
// ===================================================================================

// Room 2's S port at (20,8) looks down onto the side of the corridor from
// room 0 (E at (8,20)) to room 1 (W at (40,20)). A tee goes on the corridor
// at (16,16), and the corridor is split into two pieces ending at its ports.
TEST(RoomToCorridorGrower, PlacesATeeOnTheCorridorAndSplitsIt) {
    Situation s(48, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 16, 0);
    s.corridor(a, kE, b, kW, 2);

    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 4);
    const RoomId tee = 3;
    EXPECT_EQ(s.layout().room(tee)->kind, ModuleKind::TJunction);
    EXPECT_EQ(show(s.layout().room(tee)->position), "(16,16)");
    EXPECT_EQ(s.layout().room(tee)->rotation, degrees(0));
    EXPECT_EQ(anchorFacing(s.layout(), tee, Dir::W), "(16,20)");
    EXPECT_EQ(anchorFacing(s.layout(), tee, Dir::E), "(24,20)");
    EXPECT_EQ(anchorFacing(s.layout(), tee, Dir::N), "(20,16)");
    EXPECT_EQ(s.layout().room(tee)->linkCount(), 3);
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{
                                            "[19,8 2x8] w2 2:S-3:N",
                                            "[24,19 16x2] w2 3:E-1:W",
                                            "[8,19 8x2] w2 0:E-3:W",
                                        }));
    EXPECT_TRUE(s.layout().connected(c, a));
    expectConsistent(s.layout());
}

// The same across a vertical corridor (x 19..20): the tee turns 270 to face
// W, N and S.
TEST(RoomToCorridorGrower, PlacesATeeOnAVerticalCorridor) {
    Situation s(40, 40);
    const RoomId from = s.room("stub", 0, 0, 16);
    const RoomId top = s.room("stub", 90, 16, 0);
    const RoomId bottom = s.room("stub", 270, 16, 32);
    s.corridor(top, 0, bottom, 0, 2);

    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 4);
    const PlacedRoom& tee = *s.layout().room(3);
    EXPECT_EQ(tee.kind, ModuleKind::TJunction);
    EXPECT_EQ(tee.rotation, degrees(270));
    EXPECT_EQ(show(tee.position), "(16,16)");
    EXPECT_EQ(anchorFacing(s.layout(), 3, Dir::W), "(16,20)");
    EXPECT_EQ(anchorFacing(s.layout(), 3, Dir::N), "(20,16)");
    EXPECT_EQ(anchorFacing(s.layout(), 3, Dir::S), "(20,24)");
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{
                                            "[19,24 2x8] w2 3:S-2:N",
                                            "[19,8 2x8] w2 1:S-3:N",
                                            "[8,19 8x2] w2 0:E-3:W",
                                        }));
    EXPECT_TRUE(s.layout().connected(from, bottom));
    expectConsistent(s.layout());
}

TEST(RoomToCorridorGrower, WithoutATeeModuleNothingIsPlaced) {
    Situation s(fixtureWithout(ModuleKind::TJunction), 48, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 40, 16);
    s.room("room", 0, 16, 0);
    s.corridor(a, kE, b, kW, 2);

    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 1);
    EXPECT_EQ(s.layout().roomCount(), 3);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "joining room 2 (room) port 3 to the side of corridor 0: no "
                                  "junction module with matching ports and widths"}));
}

// The cell at (20,21) sits under the corridor, inside the tee's footprint.
TEST(RoomToCorridorGrower, TeeBlockedByARoomIsRejected) {
    Situation s(48, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 40, 16);
    s.room("room", 0, 16, 0);
    s.corridor(a, kE, b, kW, 2);
    s.room("cell", 0, 20, 21);

    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 1);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "joining room 2 (room) port 3 to the side of corridor 0: a "
                                  "t_junction (tee) at (16,16) is blocked by room 3 (cell) at "
                                  "(20,21)"}));
}

// Room 3 is linked to room 0 through room 2; its S port faces the corridor
// leaving room 0: the tee would close a loop of 3 rooms (3, 2 and 0).
TEST(RoomToCorridorGrower, TooSmallLoopIsRejected) {
    Situation s(48, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 0, 8);
    const RoomId d = s.room("room", 0, 8, 8);
    s.corridor(a, kE, b, kW, 2);
    s.link(a, kN, c, kS, 2);
    s.link(c, kE, d, kW, 2);

    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 4);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "joining room 3 (room) port 3 to the side of corridor 0: would "
                                  "close a loop of 3 rooms"}));

    // With loops of 3 allowed the same tee fits, flush against rooms 0 and 3:
    // both of its links there are direct.
    EasylinkParams params = testParams();
    params.minLoopLength = 3;
    EXPECT_EQ(s.turn(grower, params), 1);
    ASSERT_EQ(s.layout().roomCount(), 5);
    EXPECT_EQ(show(s.layout().room(4)->position), "(8,16)");
    EXPECT_EQ(portOf(s.layout(), a, kE).link.kind, PortLink::Kind::Room);
    EXPECT_EQ(portOf(s.layout(), d, kS).link.kind, PortLink::Kind::Room);
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[16,19 24x2] w2 4:E-1:W"}));
    expectConsistent(s.layout());
}

TEST(RoomToCorridorGrower, ARejectedPortIsNotLookedAtAgainWhileNothingChanges) {
    Situation s(48, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 40, 16);
    const RoomId c = s.room("room", 0, 0, 8);
    const RoomId d = s.room("room", 0, 8, 8);
    s.corridor(a, kE, b, kW, 2);
    s.link(a, kN, c, kS, 2);
    s.link(c, kE, d, kW, 2);

    // Round 0 rejects the tiny loop; rounds 1 and 2 see the port as quiet.
    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turns(grower, 3), (std::vector<int>{0, 0, 0}));
    EXPECT_EQ(s.rejections().size(), 1u);

    // A fresh grower (a new attempt) looks again.
    RoomToCorridorGrower fresh;
    EXPECT_EQ(s.turn(fresh), 0);
    EXPECT_EQ(s.rejections().size(), 2u);
}

TEST(RoomToCorridorGrower, PortFacingAwayFromTheCorridorIsNoOpportunity) {
    Situation s(48, 40);
    const RoomId a = s.room("stub", 0, 0, 16);
    const RoomId b = s.room("stub", 180, 40, 16);
    s.corridor(a, 0, b, 0, 2);
    const RoomId up = s.room("stub", 270, 16, 4);  // its only port faces N, away
    ASSERT_EQ(portOf(s.layout(), up, 0).dir, Dir::N);

    RoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 1);
    EXPECT_TRUE(s.rejections().empty());
}

// ===================================================================================
// Bent-room-to-room
// ===================================================================================

// Room 0's E port at (8,20) and room 1's N port at (28,32): their rays meet at
// (28,20), where a bend (turned 270: ports S and W) goes at (24,16).
TEST(RaysByLine, AColumnGetsTheRaysThatMayReachItInOrderAndOnlyThose) {
    using generation::RaysByLine;
    RaysByLine rays;
    rays.reset(/*lines=*/5, /*width=*/200);
    rays.add(1, 10, 40, 0);    // columns 10 to 40: blocks 0 and 1 of 32 columns
    rays.add(1, 100, 100, 1);  // one column
    rays.add(1, -20, 5, 2);    // clipped on the left
    rays.add(1, 150, 900, 3);  // clipped on the right, to the anchor at x = 200
    rays.add(2, 0, 200, 4);    // another line, the whole width
    rays.add(1, 30, 20, 5);    // reaches nothing
    const auto at = [&](int line, int x) { return rays.at(line, x); };
    EXPECT_EQ(at(1, 12), (std::vector<int>{0, 2}));
    EXPECT_EQ(at(1, 40), (std::vector<int>{0}));
    EXPECT_EQ(at(1, 100), (std::vector<int>{1}));
    EXPECT_EQ(at(1, 200), (std::vector<int>{3}));
    EXPECT_TRUE(at(1, 70).empty());
    EXPECT_EQ(at(2, 70), (std::vector<int>{4}));
    EXPECT_TRUE(at(3, 70).empty());
    // Off the map: no rays, and no reading past the lists.
    EXPECT_TRUE(at(1, -1).empty());
    EXPECT_TRUE(at(1, 201).empty());

    // A new turn on a smaller map starts from empty lists.
    rays.reset(/*lines=*/3, /*width=*/64);
    EXPECT_TRUE(at(1, 12).empty());
    rays.add(1, 12, 12, 7);
    EXPECT_EQ(at(1, 12), (std::vector<int>{7}));
    EXPECT_TRUE(at(2, 12).empty());
}

TEST(BentRoomToRoomGrower, PlacesABendWhereTheRaysMeet) {
    Situation s(40, 40);
    const RoomId a = s.room("stub", 0, 0, 16);
    const RoomId b = s.room("stub", 270, 24, 32);
    ASSERT_EQ(show(portOf(s.layout(), a, 0).anchor), "(8,20)");
    ASSERT_EQ(show(portOf(s.layout(), b, 0).anchor), "(28,32)");
    ASSERT_EQ(portOf(s.layout(), b, 0).dir, Dir::N);

    BentRoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 3);
    const PlacedRoom& bend = *s.layout().room(2);
    EXPECT_EQ(bend.kind, ModuleKind::Bend);
    EXPECT_EQ(show(bend.position), "(24,16)");
    EXPECT_EQ(bend.rotation, degrees(270));
    EXPECT_EQ(anchorFacing(s.layout(), 2, Dir::W), "(24,20)");
    EXPECT_EQ(anchorFacing(s.layout(), 2, Dir::S), "(28,24)");
    EXPECT_EQ(bend.linkCount(), 2);
    EXPECT_EQ(corridorList(s.layout()),
              (std::vector<std::string>{"[27,24 2x8] w2 2:S-1:N", "[8,19 16x2] w2 0:E-2:W"}));
    EXPECT_TRUE(s.layout().connected(a, b));
    EXPECT_TRUE(s.rejections().empty());
    expectConsistent(s.layout());
}

TEST(BentRoomToRoomGrower, WithoutABendModuleNothingIsPlaced) {
    Situation s(fixtureWithout(ModuleKind::Bend), 40, 40);
    s.room("stub", 0, 0, 16);
    s.room("stub", 270, 24, 32);
    BentRoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 2);
    EXPECT_EQ(s.layout().corridorCount(), 0);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "bending from room 0 (stub) port 0 to room 1 (stub) port 0 at "
                                  "(28,20): no junction module with matching ports and widths"}));
}

// A cell turned 90 (port N) at (29,12) reaches into the bend's corner
// (x 29..31, y 16..17) without touching either ray.
TEST(BentRoomToRoomGrower, BendBlockedByARoomIsRejected) {
    Situation s(40, 40);
    s.room("stub", 0, 0, 16);
    s.room("stub", 270, 24, 32);
    s.room("cell", 90, 29, 12);
    BentRoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 3);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "bending from room 0 (stub) port 0 to room 1 (stub) port 0 at "
                                  "(28,20): a bend (bend) at (24,16) is blocked by room 2 (cell) "
                                  "at (29,16)"}));
}

// Rooms 0 and 1 are already joined through a bend at (0,32); room 0's E port
// and room 1's N port could meet at (28,20), closing a loop of 2 rooms.
TEST(BentRoomToRoomGrower, TooSmallLoopIsRejected) {
    Situation s(40, 40);
    const RoomId a = s.room("room", 0, 0, 16);
    const RoomId b = s.room("room", 0, 24, 32);
    const RoomId bend = s.room("bend", 90, 0, 32);
    ASSERT_EQ(anchorFacing(s.layout(), bend, Dir::N), "(4,32)");
    ASSERT_EQ(anchorFacing(s.layout(), bend, Dir::E), "(8,36)");
    s.corridor(a, kS, bend, 0, 2);
    s.corridor(bend, 1, b, kW, 2);

    BentRoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 3);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "bending from room 0 (room) port 1 to room 1 (room) port 2 at "
                                  "(28,20): would close a loop of 2 rooms"}));
}

TEST(BentRoomToRoomGrower, PortFacingAwayFromTheOtherRayIsNoOpportunity) {
    Situation s(40, 40);
    s.room("stub", 0, 0, 16);    // E at (8,20): its ray passes under room 1
    s.room("stub", 270, 24, 0);  // N at (28,0): faces away
    BentRoomToRoomGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 2);
    EXPECT_TRUE(s.rejections().empty());
}

// ===================================================================================
// Corridor-to-corridor
// ===================================================================================

// Two parallel corridors, y 7..8 (rooms 0-1) and y 31..32 (rooms 2-3), x 8..23.
// Joining lines x=12 and x=20 are blocked by rooms 4 and 5 in the gap, which
// leaves x=16: a tee on each corridor, a corridor between them, and each
// corridor split into two pieces.
class CorridorToCorridorSituation {
public:
    explicit CorridorToCorridorSituation(Catalogue catalogue = fixtureCatalogue())
        : s(std::move(catalogue), 48, 40) {
        const RoomId l1 = s.room("stub", 0, 0, 4);
        const RoomId r1 = s.room("stub", 180, 24, 4);
        const RoomId l2 = s.room("stub", 0, 0, 28);
        const RoomId r2 = s.room("stub", 180, 24, 28);
        s.corridor(l1, 0, r1, 0, 2);
        s.corridor(l2, 0, r2, 0, 2);
        s.room("cell", 0, 8, 13);   // x 8..13: blocks the line x=12
        s.room("cell", 0, 20, 13);  // x 20..25: blocks the line x=20
    }
    Situation s;
};

TEST(CorridorToCorridorGrower, JoinsParallelCorridorsWithTwoTees) {
    CorridorToCorridorSituation c;
    Situation& s = c.s;
    ASSERT_EQ(corridorList(s.layout()),
              (std::vector<std::string>{"[8,31 16x2] w2 2:E-3:W", "[8,7 16x2] w2 0:E-1:W"}));
    CorridorToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 8);
    const PlacedRoom& upper = *s.layout().room(6);
    const PlacedRoom& lower = *s.layout().room(7);
    EXPECT_EQ(upper.kind, ModuleKind::TJunction);
    EXPECT_EQ(lower.kind, ModuleKind::TJunction);
    EXPECT_EQ(show(upper.position), "(12,4)");
    EXPECT_EQ(upper.rotation, degrees(180));
    EXPECT_EQ(show(lower.position), "(12,28)");
    EXPECT_EQ(lower.rotation, degrees(0));
    EXPECT_EQ(anchorFacing(s.layout(), 6, Dir::S), "(16,12)");
    EXPECT_EQ(anchorFacing(s.layout(), 7, Dir::N), "(16,28)");
    EXPECT_EQ(upper.linkCount(), 3);
    EXPECT_EQ(lower.linkCount(), 3);
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{
                                            "[15,12 2x16] w2 6:S-7:N",
                                            "[20,31 4x2] w2 7:E-3:W",
                                            "[20,7 4x2] w2 6:E-1:W",
                                            "[8,31 4x2] w2 2:E-7:W",
                                            "[8,7 4x2] w2 0:E-6:W",
                                        }));
    EXPECT_EQ(s.events(EventKind::CorridorRemoved).size(), 2u);
    EXPECT_TRUE(s.layout().connected(0, 3));
    expectConsistent(s.layout());
}

TEST(CorridorToCorridorGrower, WithoutATeeModuleNothingIsPlaced) {
    CorridorToCorridorSituation c(fixtureWithout(ModuleKind::TJunction));
    Situation& s = c.s;
    CorridorToCorridorGrower grower;
    EXPECT_EQ(c.s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 2);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "joining corridors 0 and 1 at x=16: no junction module with "
                                  "matching ports and widths"}));
}

TEST(CorridorToCorridorGrower, TeeBlockedByARoomIsRejected) {
    CorridorToCorridorSituation c;
    Situation& s = c.s;
    s.room("cell", 0, 16, 33);  // under the lower corridor, in the lower tee's footprint
    CorridorToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 2);
    EXPECT_EQ(s.rejections(),
              (std::vector<std::string>{"joining corridors 0 and 1 at x=16: a t_junction (tee) at "
                                        "(12,28) is blocked by room 6 (cell) at (16,33)"}));
}

TEST(CorridorToCorridorGrower, TooSmallLoopIsRejected) {
    // As above, but rooms 0 and 2 have south and north ports joined by a
    // corridor at x 3..4: the corridors' rooms are already connected.
    Situation s(48, 40);
    const RoomId l1 = s.room("room", 0, 0, 4);
    const RoomId r1 = s.room("stub", 180, 24, 4);
    const RoomId l2 = s.room("room", 0, 0, 28);
    const RoomId r2 = s.room("stub", 180, 24, 28);
    s.corridor(l1, kE, r1, 0, 2);
    s.corridor(l2, kE, r2, 0, 2);
    s.corridor(l1, kS, l2, kN, 2);
    s.room("cell", 0, 8, 13);
    s.room("cell", 0, 20, 13);

    CorridorToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 3);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "joining corridors 0 and 1 at x=16: would close a loop of 2 "
                                  "rooms"}));
}

// A ring: X (0,4) and Y (0,12) linked directly on the west; on the east a
// bend J (24,4) linked directly to room Z (24,12). Corridor 0 runs X-J,
// corridor 1 runs Y-Z. Joining the corridors (at x=12, 16 or 20) closes two
// loops: through X and Y (2 rooms), and through J and Z, which holds a single
// room (Z; J is a junction). The smallest is 1 room, measured from J, the
// junction end of corridor 0.
void buildCorridorRing(Situation& s) {
    const RoomId x = s.room("room", 0, 0, 4);
    const RoomId y = s.room("room", 0, 0, 12);
    const RoomId j = s.room("bend", 270, 24, 4);
    const RoomId z = s.room("room", 0, 24, 12);
    s.link(x, kS, y, kN, 2);
    s.link(j, 0, z, kN, 2);  // the bend's S port (its W port turned 270)
    s.corridor(x, kE, j, 1, 2);
    s.corridor(y, kE, z, kW, 2);
}

TEST(CorridorToCorridorGrower, SmallestLoopIsCountedThroughAJunctionEnd) {
    Situation s(40, 24);
    buildCorridorRing(s);
    CorridorToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    const auto texts = s.rejections();
    EXPECT_EQ(texts.size(), 3u) << "one per joining line x = 12, 16, 20";
    for (const std::string& text : texts) {
        EXPECT_NE(text.find("would close a loop of 1 room"), std::string::npos) << text;
    }
}

TEST(CorridorToCorridorGrower, LoopOfOneRoomIsRejectedWhenLoopsNeedTwo) {
    Situation s(40, 24);
    buildCorridorRing(s);
    EasylinkParams params = testParams();
    params.minLoopLength = 2;
    CorridorToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower, params), 0) << "the join closes a loop holding only room Z";
    EXPECT_EQ(s.layout().roomCount(), 4);
    EXPECT_EQ(s.layout().corridorCount(), 2);
}

TEST(CorridorToCorridorGrower, ParallelCorridorsWithEveryLineBlockedAreNoOpportunity) {
    CorridorToCorridorSituation c;
    Situation& s = c.s;
    s.room("cell", 0, 12, 21);  // x 12..17: now x=16 is blocked too
    CorridorToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().corridorCount(), 2);
    EXPECT_TRUE(s.rejections().empty());
}

// ===================================================================================
// Bent-room-to-corridor
// ===================================================================================

// Room 0's E port at (8,8); the corridor from room 1 (E at (8,32)) to room 2
// (W at (24,32)) runs parallel to its ray. Rooms 3 and 4 block the runs down
// from x=12 and x=20, which leaves x=16: a bend at (12,4), a run down to a tee
// at (12,28), and the corridor split at the tee.
class BentRoomToCorridorSituation {
public:
    explicit BentRoomToCorridorSituation(Catalogue catalogue = fixtureCatalogue())
        : s(std::move(catalogue), 48, 40) {
        s.room("stub", 0, 0, 4);
        const RoomId l = s.room("stub", 0, 0, 28);
        const RoomId r = s.room("stub", 180, 24, 28);
        s.corridor(l, 0, r, 0, 2);
        s.room("stub", 180, 4, 12);  // x 4..11: blocks the run at x=12
        s.room("stub", 0, 20, 12);   // x 20..27: blocks the run at x=20
    }
    Situation s;
};

TEST(BentRoomToCorridorGrower, PlacesABendAndATeeOnTheCorridor) {
    BentRoomToCorridorSituation c;
    Situation& s = c.s;
    BentRoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    ASSERT_EQ(s.layout().roomCount(), 7);
    const PlacedRoom& bend = *s.layout().room(5);
    const PlacedRoom& tee = *s.layout().room(6);
    EXPECT_EQ(bend.kind, ModuleKind::Bend);
    EXPECT_EQ(show(bend.position), "(12,4)");
    EXPECT_EQ(anchorFacing(s.layout(), 5, Dir::W), "(12,8)");
    EXPECT_EQ(anchorFacing(s.layout(), 5, Dir::S), "(16,12)");
    EXPECT_EQ(tee.kind, ModuleKind::TJunction);
    EXPECT_EQ(show(tee.position), "(12,28)");
    EXPECT_EQ(anchorFacing(s.layout(), 6, Dir::N), "(16,28)");
    EXPECT_EQ(anchorFacing(s.layout(), 6, Dir::W), "(12,32)");
    EXPECT_EQ(anchorFacing(s.layout(), 6, Dir::E), "(20,32)");
    EXPECT_EQ(bend.linkCount(), 2);
    EXPECT_EQ(tee.linkCount(), 3);
    EXPECT_EQ(corridorList(s.layout()), (std::vector<std::string>{
                                            "[15,12 2x16] w2 5:S-6:N",
                                            "[20,31 4x2] w2 6:E-2:W",
                                            "[8,31 4x2] w2 1:E-6:W",
                                            "[8,7 4x2] w2 0:E-5:W",
                                        }));
    EXPECT_TRUE(s.layout().connected(0, 2));
    EXPECT_TRUE(s.rejections().empty());
    expectConsistent(s.layout());
}

TEST(BentRoomToCorridorGrower, WithoutABendModuleNothingIsPlaced) {
    BentRoomToCorridorSituation c(fixtureWithout(ModuleKind::Bend));
    BentRoomToCorridorGrower grower;
    EXPECT_EQ(c.s.turn(grower), 0);
    EXPECT_EQ(c.s.layout().roomCount(), 5);
    EXPECT_EQ(c.s.rejections(), (std::vector<std::string>{
                                    "bending from room 0 (stub) port 0 at (16,8) to corridor 0: "
                                    "no junction module with matching ports and widths"}));
}

TEST(BentRoomToCorridorGrower, WithoutATeeModuleNothingIsPlaced) {
    BentRoomToCorridorSituation c(fixtureWithout(ModuleKind::TJunction));
    BentRoomToCorridorGrower grower;
    EXPECT_EQ(c.s.turn(grower), 0);
    EXPECT_EQ(c.s.layout().roomCount(), 5);
    EXPECT_TRUE(hasText(c.s.rejections(), "no junction module"));
}

TEST(BentRoomToCorridorGrower, BendBlockedByARoomIsRejected) {
    BentRoomToCorridorSituation c;
    Situation& s = c.s;
    s.room("cell", 90, 17, 0);  // x 17..22, y 0..5: the bend's top-right corner
    BentRoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 6);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "bending from room 0 (stub) port 0 at (16,8) to corridor 0: a "
                                  "bend (bend) at (12,4) is blocked by room 5 (cell) at (17,4)"}));
}

TEST(BentRoomToCorridorGrower, TooSmallLoopIsRejected) {
    // Room 0 already reaches room 1 (a corridor from its S port to room 1's N).
    Situation s(48, 40);
    const RoomId top = s.room("room", 0, 0, 4);
    const RoomId l = s.room("room", 0, 0, 28);
    const RoomId r = s.room("stub", 180, 24, 28);
    s.corridor(l, kE, r, 0, 2);
    s.corridor(top, kS, l, kN, 2);
    s.room("cell", 0, 8, 13);   // blocks the run at x=12
    s.room("stub", 0, 20, 12);  // blocks the run at x=20

    BentRoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 5);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "bending from room 0 (room) port 1 at (16,8) to corridor 0: "
                                  "would close a loop of 2 rooms"}));
}

TEST(BentRoomToCorridorGrower, CorridorAcrossTheRayIsNoOpportunity) {
    // The corridor is vertical, across room 0's ray: runs at right angles to
    // the ray never meet it side-on.
    Situation s(48, 40);
    s.room("stub", 0, 0, 12);  // E at (8,16)
    const RoomId top = s.room("stub", 90, 16, 0);
    const RoomId bottom = s.room("stub", 270, 16, 32);
    s.corridor(top, 0, bottom, 0, 2);
    BentRoomToCorridorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().roomCount(), 3);
    EXPECT_TRUE(s.rejections().empty());
}

// ===================================================================================
// Straight corridor
// ===================================================================================

// A corridor x 8..19 (12 long): the only macro line that leaves a piece on
// each side is x=12, so the through goes at (12,6).
class StraightCorridorSituation {
public:
    explicit StraightCorridorSituation(Catalogue catalogue = fixtureCatalogue(), int width = 2)
        : s(std::move(catalogue), 40, 24) {
        const RoomId l = s.room("stub", 0, 0, 4);
        const RoomId r = s.room("stub", 180, 20, 4);
        s.corridor(l, 0, r, 0, width);
    }
    Situation s;
};

EasylinkParams throughAt(int minLength) {
    EasylinkParams params = testParams();
    params.throughMinLength = minLength;
    return params;
}

TEST(StraightCorridorGrower, PutsAThroughModuleOnALongCorridor) {
    StraightCorridorSituation c;
    Situation& s = c.s;
    ASSERT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[8,7 12x2] w2 0:E-1:W"}));
    StraightCorridorGrower grower;
    EXPECT_EQ(s.turn(grower, throughAt(12)), 1);

    ASSERT_EQ(s.layout().roomCount(), 3);
    const PlacedRoom& through = *s.layout().room(2);
    EXPECT_EQ(through.kind, ModuleKind::Through);
    EXPECT_EQ(show(through.position), "(12,6)");
    EXPECT_EQ(anchorFacing(s.layout(), 2, Dir::W), "(12,8)");
    EXPECT_EQ(anchorFacing(s.layout(), 2, Dir::E), "(16,8)");
    EXPECT_EQ(through.linkCount(), 2);
    EXPECT_EQ(corridorList(s.layout()),
              (std::vector<std::string>{"[16,7 4x2] w2 2:E-1:W", "[8,7 4x2] w2 0:E-2:W"}));
    expectConsistent(s.layout());
}

TEST(StraightCorridorGrower, CorridorShorterThanTheMinimumIsNoOpportunity) {
    StraightCorridorSituation c;
    StraightCorridorGrower grower;
    EXPECT_EQ(c.s.turn(grower, throughAt(13)), 0);
    EXPECT_EQ(c.s.layout().corridorCount(), 1);
    EXPECT_EQ(c.s.layout().roomCount(), 2);
    EXPECT_TRUE(c.s.rejections().empty());
}

TEST(StraightCorridorGrower, WithoutAThroughModuleNothingIsPlaced) {
    StraightCorridorSituation c(fixtureWithout(ModuleKind::Through));
    StraightCorridorGrower grower;
    EXPECT_EQ(c.s.turn(grower, throughAt(12)), 0);
    EXPECT_EQ(c.s.layout().corridorCount(), 1);
    EXPECT_EQ(c.s.rejections(), (std::vector<std::string>{
                                    "putting a through module on corridor 0 (12 long): no junction "
                                    "module with matching ports and widths"}));
}

TEST(StraightCorridorGrower, ThroughThatDoesNotAllowTheCorridorsWidthIsNotUsed) {
    StraightCorridorSituation c(fixtureCatalogue(), 4);  // the through allows width 2 only
    StraightCorridorGrower grower;
    EXPECT_EQ(c.s.turn(grower, throughAt(12)), 0);
    EXPECT_EQ(c.s.layout().roomCount(), 2);
    EXPECT_TRUE(hasText(c.s.rejections(), "no junction module with matching ports and widths"));
}

TEST(StraightCorridorGrower, ThroughBlockedByARoomIsRejected) {
    StraightCorridorSituation c;
    Situation& s = c.s;
    s.room("cell", 0, 12, 1);  // rows 1..6: touches the through's top row
    StraightCorridorGrower grower;
    EXPECT_EQ(s.turn(grower, throughAt(12)), 0);
    EXPECT_EQ(s.layout().corridorCount(), 1);
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "putting a through module on corridor 0 (12 long): a through "
                                  "(through) at (12,6) is blocked by room 2 (cell) at (12,6)"}));
}

// The same on a vertical corridor, y 8..19: the through turns to face N and S.
TEST(StraightCorridorGrower, PutsAThroughModuleOnAVerticalCorridor) {
    Situation s(24, 40);
    const RoomId top = s.room("stub", 90, 4, 0);
    const RoomId bottom = s.room("stub", 270, 4, 20);
    s.corridor(top, 0, bottom, 0, 2);
    ASSERT_EQ(corridorList(s.layout()), (std::vector<std::string>{"[7,8 2x12] w2 0:S-1:N"}));
    StraightCorridorGrower grower;
    EXPECT_EQ(s.turn(grower, throughAt(12)), 1);

    ASSERT_EQ(s.layout().roomCount(), 3);
    EXPECT_EQ(s.layout().room(2)->kind, ModuleKind::Through);
    EXPECT_EQ(show(s.layout().room(2)->position), "(6,12)");
    EXPECT_EQ(anchorFacing(s.layout(), 2, Dir::N), "(8,12)");
    EXPECT_EQ(anchorFacing(s.layout(), 2, Dir::S), "(8,16)");
    EXPECT_EQ(corridorList(s.layout()),
              (std::vector<std::string>{"[7,16 2x4] w2 2:S-1:N", "[7,8 2x4] w2 0:S-2:N"}));
    expectConsistent(s.layout());
}

// On a long corridor the place is random, but always on a macro line, with
// both pieces ending at the through's ports.
TEST(StraightCorridorGrower, ThroughOnALongCorridorSitsOnAMacroLineBetweenItsPieces) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Situation s(48, 24);
        const RoomId l = s.room("stub", 0, 0, 4);
        const RoomId r = s.room("stub", 180, 40, 4);
        s.corridor(l, 0, r, 0, 2);
        StraightCorridorGrower grower;
        ASSERT_EQ(s.turn(grower, throughAt(24), seed), 1) << "seed " << seed;
        const PlacedRoom& through = *s.layout().room(2);
        EXPECT_EQ(through.position.y, 6);
        EXPECT_EQ(through.position.x % 4, 0);
        EXPECT_GE(through.position.x, 12);
        EXPECT_LE(through.position.x, 32);
        const int x = through.position.x;
        EXPECT_EQ(corridorList(s.layout()),
                  (std::vector<std::string>{"[" + std::to_string(x + 4) + ",7 " +
                                                std::to_string(40 - x - 4) + "x2] w2 2:E-1:W",
                                            "[8,7 " + std::to_string(x - 8) + "x2] w2 0:E-2:W"}))
            << "seed " << seed;
        expectConsistent(s.layout());
    }
}

// ===================================================================================
// Room rotator
// ===================================================================================

// Room 0 ("long", 12x8, rotations 0 and 90) has no link; rooms 1 and 2 are
// linked directly. Only room 0 turns: to 90, 8x12, keeping its centre as far
// as the macrogrid allows: its centre (10,12) wants the 8x12 footprint at
// (6,6), halfway between macro lines, so each axis goes to 4 or 8 (ties are
// broken at random so that repeated turns do not drift one way).
TEST(RoomRotatorGrower, TurnsOnlyRoomsWithoutLinksKeepingThemOnTheMacrogrid) {
    Situation s(48, 24);
    const RoomId lone = s.room("long", 0, 4, 8);
    const RoomId b = s.room("room", 0, 32, 8);
    const RoomId c = s.room("room", 0, 40, 8);
    s.link(b, kE, c, kW, 2);

    RoomRotatorGrower grower;
    EXPECT_EQ(s.turn(grower), 1);

    const PlacedRoom& turned = *s.layout().room(lone);
    EXPECT_EQ(turned.rotation, degrees(90));
    EXPECT_TRUE(turned.position.x == 4 || turned.position.x == 8) << show(turned.position);
    EXPECT_TRUE(turned.position.y == 4 || turned.position.y == 8) << show(turned.position);
    EXPECT_EQ(turned.size, (Size2i{8, 12}));
    EXPECT_EQ(anchorFacing(s.layout(), lone, Dir::N), show(turned.position + Vec2i{4, 0}));
    EXPECT_EQ(anchorFacing(s.layout(), lone, Dir::S), show(turned.position + Vec2i{4, 12}));
    for (RoomId linked : {b, c}) {
        EXPECT_EQ(s.layout().room(linked)->rotation, degrees(0));
    }
    EXPECT_EQ(show(s.layout().room(b)->position), "(32,8)");
    EXPECT_EQ(show(s.layout().room(c)->position), "(40,8)");
    const auto moved = s.events(EventKind::RoomMoved);
    ASSERT_EQ(moved.size(), 1u);
    EXPECT_EQ(moved[0]->room, lone);
    expectConsistent(s.layout());
}

TEST(RoomRotatorGrower, RoomWithAnyLinkIsNeverTurned) {
    Situation s(48, 24);
    const RoomId a = s.room("long", 0, 4, 8);
    const RoomId b = s.room("room", 0, 16, 8);  // touches a's E port at (16,12)
    s.link(a, 1, b, kW, 2);
    RoomRotatorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().room(a)->rotation, degrees(0));
    EXPECT_TRUE(s.events(EventKind::RoomMoved).empty());
    EXPECT_TRUE(s.rejections().empty());
}

// Rooms above and below (linked, so they stay) leave no place for room 0 turned.
TEST(RoomRotatorGrower, RoomWithNoRotationThatFitsIsRejected) {
    Situation s(48, 32);
    const RoomId lone = s.room("long", 0, 4, 8);
    const RoomId above = s.room("long", 0, 4, 0);
    const RoomId below = s.room("long", 0, 4, 16);
    s.link(above, 1, s.room("room", 0, 16, 0), kW, 2);
    s.link(below, 1, s.room("room", 0, 16, 16), kW, 2);

    RoomRotatorGrower grower;
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.layout().room(lone)->rotation, degrees(0));
    EXPECT_EQ(show(s.layout().room(lone)->position), "(4,8)");
    EXPECT_EQ(s.rejections(), (std::vector<std::string>{
                                  "room 0 (long) has no link, but no other rotation fits around "
                                  "it"}));
}

// An unrestricted room turns to a new rotation each turn, stays on the
// macrogrid and inside the map, and is left alone after three turns.
TEST(RoomRotatorGrower, TurnsARoomAtMostThreeTimes) {
    Situation s(48, 40);
    const RoomId slab = s.room("slab", 0, 16, 16);
    RoomRotatorGrower grower;
    for (int turn = 1; turn <= 3; ++turn) {
        const Rotation before = s.layout().room(slab)->rotation;
        const Vec2i centreBefore{
            2 * s.layout().room(slab)->position.x + s.layout().room(slab)->size.w,
            2 * s.layout().room(slab)->position.y + s.layout().room(slab)->size.h};
        EXPECT_EQ(s.turn(grower, testParams(), static_cast<std::uint64_t>(turn)), 1)
            << "turn " << turn;
        const PlacedRoom& room = *s.layout().room(slab);
        EXPECT_NE(room.rotation, before) << "turn " << turn;
        EXPECT_TRUE(s.layout().bounds().contains(room.rect())) << "turn " << turn;
        // On an empty map the centre moves by at most half a macro cell per axis.
        const Vec2i centre2{2 * room.position.x + room.size.w, 2 * room.position.y + room.size.h};
        EXPECT_LE(std::abs(centre2.x - centreBefore.x), 4) << "turn " << turn;
        EXPECT_LE(std::abs(centre2.y - centreBefore.y), 4) << "turn " << turn;
        expectConsistent(s.layout());
    }
    EXPECT_EQ(s.turn(grower), 0);
    EXPECT_EQ(s.events(EventKind::RoomMoved).size(), 3u);
}

}  // namespace
}  // namespace easylink

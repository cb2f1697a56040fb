// Tests of the independent layout checker.
//
// Each rule is tested the same way: a hand-checked valid layout from tests/data/layouts is first
// shown to be clean, then one JSON edit breaks exactly that rule, and the test asserts that the
// checker reports it with the sentence of that rule's check. Because the baselines are clean,
// every such test fails if the check it names is removed. Phase 2's blocks ("resolution",
// "tiles") are tested the same way on layouts generated through core's API (the checker itself
// never calls core): generated layouts are clean, and each edit breaks one rule.

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/resolve/resolution.hpp"
#include "layout_invariants.hpp"

namespace {

using Json = nlohmann::ordered_json;
using easylink::test::checkLayout;
using easylink::test::InvariantOptions;

Json readJsonFile(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot open " + path);
    }
    return Json::parse(in);
}

Json readLayoutData(const std::string& name) {
    return readJsonFile(std::string(EASYLINK_LAYOUT_TEST_DATA_DIR) + "/" + name);
}

std::string listed(const std::vector<std::string>& violations) {
    std::string text;
    for (const std::string& violation : violations) {
        text += "\n  - " + violation;
    }
    return violations.empty() ? " (none)" : text;
}

/// Succeeds when some violation contains `fragment`; prints them all otherwise.
::testing::AssertionResult reports(const std::vector<std::string>& violations,
                                   const std::string& fragment) {
    for (const std::string& violation : violations) {
        if (violation.find(fragment) != std::string::npos) {
            return ::testing::AssertionSuccess();
        }
    }
    return ::testing::AssertionFailure()
           << "no violation contains \"" << fragment << "\"; violations:" << listed(violations);
}

::testing::AssertionResult isClean(const std::vector<std::string>& violations) {
    if (violations.empty()) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << "violations:" << listed(violations);
}

/// The value at a JSON pointer, e.g. at(layout, "/rooms/0/ports/1/width") = 2.
Json& at(Json& document, const std::string& pointer) {
    return document[Json::json_pointer(pointer)];
}

void erase(Json& document, const std::string& parentPointer, const std::string& key) {
    at(document, parentPointer).erase(key);
}

/// The three hand-checked layouts (see tests/data/layouts/README.md) and their catalogue.
class LayoutFixture : public ::testing::Test {
protected:
    void SetUp() override {
        catalogue = readLayoutData("catalogue.json");
        designExample = readLayoutData("design_example.json");
        junctionLoop = readLayoutData("junction_loop.json");
        twoComponents = readLayoutData("two_components.json");
    }

    [[nodiscard]] std::vector<std::string> check(const Json& layout,
                                                 const InvariantOptions& options = {}) const {
        return checkLayout(layout, catalogue, options);
    }

    Json catalogue;
    Json designExample;
    Json junctionLoop;
    Json twoComponents;
};

class ValidLayouts : public LayoutFixture {};
class Envelope : public LayoutFixture {};
class Ids : public LayoutFixture {};
class Rooms : public LayoutFixture {};
class Overlaps : public LayoutFixture {};
class Connections : public LayoutFixture {};
class Corridors : public LayoutFixture {};
class Junctions : public LayoutFixture {};
class Components : public LayoutFixture {};
class Stats : public LayoutFixture {};
class Malformed : public LayoutFixture {};
class Sockets : public LayoutFixture {
protected:
    /// Gives port `port` of the catalogue's hall socket `socket`, and lists
    /// it on that port of every room (all of them halls), as a generator
    /// would.
    void giveSocket(int port, const std::string& socket) {
        at(catalogue, "/modules/0/ports/" + std::to_string(port) + "/socket") = socket;
        for (Json& room : designExample["rooms"]) {
            room["ports"][static_cast<std::size_t>(port)]["socket"] = socket;
        }
    }
};

/// The hand-checked junction loop (tests/data/layouts/README.md) as a small locked dungeon.
/// Its room graph, each direct link or corridor one step:
///
///     6 - 0 - 1 - 2          room 0: the entrance ("entrance", place first)
///             | \   \        room 6: the idol (a closet: "idol")
///             4   3 - 5      room 5: the altar ("altar", locked_by "idol")
///                            room 4: the vault ("vault", locked_by "altar")
///
/// (edges 0-6, 0-1, 1-2, 1-3, 1-4, 3-5, 2-5; room 1 is the cross junction.) The new modules are
/// copies of hall_12x12 and closet_8x6 under other names, so the geometry stays as checked. The
/// altar is a key room behind a lock of its own (nesting): the idol opens the altar, which opens
/// the vault. The walk: 0, 6 (idol found), 1, 2, 3, then 5 (the idol opens it), then 4.
class Locks : public LayoutFixture {
protected:
    void SetUp() override {
        LayoutFixture::SetUp();
        addModule("hall_12x12", "entrance", Json{{"place", "first"}});
        addModule("closet_8x6", "idol", Json::object());
        addModule("hall_12x12", "altar", Json{{"locked_by", "idol"}});
        addModule("hall_12x12", "vault", Json{{"locked_by", "altar"}});
        setTemplate(0, "entrance");
        setTemplate(6, "idol");
        setTemplate(5, "altar");
        setTemplate(4, "vault");
    }

    /// Adds a module: a copy of `base` under `name`, with `rules` (locked_by, place) added.
    void addModule(const std::string& base, const std::string& name, const Json& rules) {
        for (const Json& module : at(catalogue, "/modules")) {
            if (module["name"] == base) {
                Json copy = module;
                copy["name"] = name;
                copy.update(rules);
                at(catalogue, "/modules").push_back(copy);
                return;
            }
        }
        throw std::runtime_error("no module " + base);
    }

    Json& moduleNamed(const std::string& name) {
        for (Json& module : at(catalogue, "/modules")) {
            if (module["name"] == name) {
                return module;
            }
        }
        throw std::runtime_error("no module " + name);
    }

    /// Puts the "exit" module (place last) in the catalogue and makes room 2 one.
    void useExit() {
        addModule("hall_12x12", "exit", Json{{"place", "last"}});
        setTemplate(2, "exit");
    }

    void setTemplate(int room, const std::string& name) {
        at(junctionLoop, "/rooms/" + std::to_string(room) + "/template") = name;
    }

    /// Writes what a generator writes for locks: each room of a locked module lists its
    /// "locked_by" (after "component", before "ports"), every linked port of it carries
    /// "lock" in its connection, and stats gets "path" after "attempts".
    void writeLocks(int path) {
        for (Json& room : at(junctionLoop, "/rooms")) {
            const std::string key = lockOf(room["template"].get<std::string>());
            if (key.empty()) {
                continue;
            }
            Json ordered = Json::object();
            for (const auto& [name, value] : room.items()) {
                if (name == "ports") {
                    ordered["locked_by"] = key;
                }
                ordered[name] = value;
            }
            for (Json& port : ordered["ports"]) {
                if (!port["connection"].is_null()) {
                    port["connection"]["lock"] = key;
                }
            }
            room = ordered;
        }
        at(junctionLoop, "/stats/path") = path;
    }

    [[nodiscard]] std::string lockOf(const std::string& moduleName) const {
        for (const Json& module : catalogue["modules"]) {
            if (module["name"] == moduleName) {
                return module.value("locked_by", std::string());
            }
        }
        return {};
    }
};

// [SECTION] Locks (docs/design.md section 11) -----------------------------------------------------

TEST_F(Locks, ASoundNestedLockedLayoutIsClean) {
    // No last module: the path is the largest, over the locked rooms, of the fewest steps to
    // stand in that room holding both keys. Room 5 (altar): 0-6-0 fetches the idol (2), then
    // 0-1-3-5 (3) = 5. Room 4 (vault): 5 steps to hold both at room 5, then 5-3-1-4 (3) = 8.
    writeLocks(8);
    EXPECT_TRUE(isClean(check(junctionLoop)));
}

TEST_F(Locks, ARoomListsItsModulesLockedByAndNoOther) {
    writeLocks(8);
    erase(junctionLoop, "/rooms/4", "locked_by");
    at(junctionLoop, "/rooms/5/locked_by") = "altar";
    at(junctionLoop, "/rooms/2/locked_by") = "idol";
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "room 4 (vault) is locked_by \"altar\" in the catalogue but the file "
                        "lists none"));
    EXPECT_TRUE(reports(violations,
                        "room 5 (altar) lists locked_by \"altar\" but its module is locked_by "
                        "\"idol\""));
    EXPECT_TRUE(reports(violations,
                        "room 2 (hall_12x12) lists locked_by \"idol\" but its module is not "
                        "locked"));
}

TEST_F(Locks, EveryDoorOfALockedRoomCarriesItsLock) {
    // Room 4's only linked port is port 1 (corridor 3); room 5's are 1 (to room 3) and 2.
    writeLocks(8);
    erase(junctionLoop, "/rooms/4/ports/1/connection", "lock");
    at(junctionLoop, "/rooms/5/ports/2/connection/lock") = "idle";
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "room 4 port 1 is a door of room 4 (vault), locked_by \"altar\", but its "
                        "connection lists no lock"));
    EXPECT_TRUE(reports(violations,
                        "room 5 port 2: its connection lists lock \"idle\" but room 5 (altar) is "
                        "locked_by \"idol\""));
}

TEST_F(Locks, NoOtherConnectionCarriesALock) {
    // The far side of the vault's door (the cross's port 2, corridor 3) is not locked itself.
    writeLocks(8);
    at(junctionLoop, "/rooms/1/ports/2/connection/lock") = "altar";
    EXPECT_TRUE(reports(check(junctionLoop),
                        "room 1 port 2: its connection lists lock \"altar\" but room 1 "
                        "(cross_8x8) is not locked"));
}

TEST_F(Locks, AKeyRoomBehindItsOwnLockLeavesRoomsUnreached) {
    // The entrance moves to room 2 and room 0 becomes a shrine locked by the idol, whose room
    // (6) hangs off room 0 alone: the idol lies behind the door it opens. From room 2 the walk
    // reaches 1 and 3 only: 0 waits for the idol, 5 (the altar) too, 4 for the altar, and 6
    // lies behind 0.
    addModule("hall_12x12", "shrine", Json{{"locked_by", "idol"}});
    setTemplate(0, "shrine");
    setTemplate(2, "entrance");
    writeLocks(8);
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "locks: 4 rooms are not reached from the entrance, room 2 (entrance), "
                        "entering locked rooms only after a room of their key module: room 0 "
                        "(shrine) waits for key \"idol\", room 4 (vault) waits for key \"altar\", "
                        "room 5 (altar) waits for key \"idol\", room 6 (idol)"));
    EXPECT_TRUE(reports(violations,
                        "locks: no walk from the entrance, room 2 (entrance), holds every key "
                        "(\"altar\", \"idol\") and stands in room 0 (shrine)"));
}

TEST_F(Locks, EveryLockedRoomHasARoomOfItsKeyModule) {
    // Room 6 back to a plain closet: nothing opens the altar, and so nothing the vault.
    setTemplate(6, "closet_8x6");
    writeLocks(8);
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "room 5 (altar) is locked_by \"idol\" but the layout has no room of "
                        "module \"idol\""));
    EXPECT_TRUE(
        reports(violations, "locks: 2 rooms are not reached from the entrance, room 0 (entrance)"));
}

TEST_F(Locks, StatsPathIsThePlayersShortestWalk) {
    writeLocks(7);
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: path = 7, but the player's shortest walk (docs/design.md section "
                        "11) takes 8 steps"));
}

TEST_F(Locks, StatsPathIsThereExactlyWhenTheCatalogueUsesLocks) {
    writeLocks(8);
    erase(junctionLoop, "/stats", "path");
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: missing \"path\", which every layout of a catalogue using locks "
                        "carries"));
}

TEST_F(Locks, PathWithoutALastModuleIsTheFarthestLockedRoom) {
    // 5 is the fewest steps to the altar holding both keys, but the vault's 8 is the figure.
    writeLocks(5);
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: path = 5, but the player's shortest walk (docs/design.md section "
                        "11) takes 8 steps"));
}

TEST_F(Locks, PathWithALastModuleEndsInTheExitHoldingEveryKey) {
    // Room 2 is the exit. Both keys are held first at room 5, after 0-6-0-1-3-5 (5 steps), and
    // 5-2 is one more: 6. (Through room 2 first, 0-6-0-1-2-5-2, is 6 as well; the vault is not
    // on the way.) The figure without the exit, 8, is now wrong.
    useExit();
    writeLocks(6);
    EXPECT_TRUE(isClean(check(junctionLoop)));
    at(junctionLoop, "/stats/path") = 8;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: path = 8, but the player's shortest walk (docs/design.md section "
                        "11) takes 6 steps"));
}

TEST_F(Locks, TheEntranceMayHoldAKey) {
    // The vault now opens with the entrance's key, held from the start, and the altar is not
    // locked: the one key is "entrance", the one locked room the vault. Holding the key from the
    // start, 0-1-4 stands in the vault after 2 steps; a walk that had to re-enter the entrance
    // for it would take 4 (0-1-0-1-4 or 0-6-0-1-4).
    moduleNamed("vault")["locked_by"] = "entrance";
    moduleNamed("altar").erase("locked_by");
    writeLocks(2);
    EXPECT_TRUE(isClean(check(junctionLoop)));
    at(junctionLoop, "/stats/path") = 4;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: path = 4, but the player's shortest walk (docs/design.md section "
                        "11) takes 2 steps"));
}

TEST_F(Locks, WithNoLockedRoomAndNoLastModuleThePathIsZero) {
    // The catalogue still uses locks, but no room of the altar or the vault is placed.
    setTemplate(4, "hall_12x12");
    setTemplate(5, "hall_12x12");
    writeLocks(0);
    EXPECT_TRUE(isClean(check(junctionLoop)));
    at(junctionLoop, "/stats/path") = 2;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: path = 2, but the player's shortest walk (docs/design.md section "
                        "11) takes 0 steps"));
}

TEST_F(Locks, ACatalogueUsingLocksNeedsExactlyOneEntrance) {
    writeLocks(8);
    setTemplate(3, "entrance");
    EXPECT_TRUE(reports(check(junctionLoop),
                        "locks: the layout has 2 rooms of the entrance module \"entrance\"; a "
                        "catalogue using locks needs exactly one"));
    setTemplate(3, "hall_12x12");
    for (Json& module : at(catalogue, "/modules")) {
        module.erase("place");
    }
    EXPECT_TRUE(reports(check(junctionLoop),
                        "locks: the catalogue uses locks, so it needs exactly one module with "
                        "place \"first\" (the entrance), but it has 0"));
}

TEST_F(Locks, CataloguesWithoutLocksListNoLockFields) {
    // No module has locked_by any more, so no room, door or stats lists a lock.
    moduleNamed("altar").erase("locked_by");
    moduleNamed("vault").erase("locked_by");
    EXPECT_TRUE(isClean(check(junctionLoop)));
    at(junctionLoop, "/rooms/4/locked_by") = "altar";
    at(junctionLoop, "/rooms/4/ports/1/connection/lock") = "altar";
    at(junctionLoop, "/stats/path") = 8;
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "room 4 (vault) lists locked_by \"altar\" but its module is not locked"));
    EXPECT_TRUE(reports(violations,
                        "room 4 port 1: its connection lists lock \"altar\" but room 4 (vault) "
                        "is not locked"));
    EXPECT_TRUE(reports(violations, "stats: lists \"path\", but the catalogue uses no locks"));
}

TEST_F(Locks, MalformedLockFieldsAreNamed) {
    writeLocks(8);
    moduleNamed("vault")["locked_by"] = 5;
    at(junctionLoop, "/rooms/5/locked_by") = 3;
    at(junctionLoop, "/rooms/5/ports/1/connection/lock") = true;
    at(junctionLoop, "/stats/path") = "8";
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "catalogue module \"vault\": \"locked_by\" = 5 should be a module's name"));
    EXPECT_TRUE(reports(violations, "room 5: \"locked_by\" = 3 should be a key module's name"));
    EXPECT_TRUE(reports(violations,
                        "room 5 port 1 connection: \"lock\" = true should be a key module's "
                        "name"));
    EXPECT_TRUE(reports(violations, "stats: \"path\" should be a whole number, not a string"));
}

// [SECTION] Sockets (docs/design.md section 11) ---------------------------------------------------

TEST_F(Sockets, EqualSocketsOnBothSidesOfEveryLinkAreClean) {
    giveSocket(2, "gate");
    giveSocket(3, "gate");  // the direct link joins port 2 of room 0 and port 3 of room 2
    giveSocket(0, "arch");
    giveSocket(1, "arch");  // corridor 0 joins port 1 of room 0 and port 0 of room 1
    EXPECT_TRUE(isClean(check(designExample)));
}

TEST_F(Sockets, ADirectLinkBetweenOtherSocketsIsReported) {
    giveSocket(2, "gate");
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 2 (socket \"gate\") is linked directly to room 2 port 3 "
                        "(socket none)"));
}

TEST_F(Sockets, ACorridorBetweenOtherSocketsIsReported) {
    giveSocket(1, "arch");
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0 joins room 0 port 1 (socket \"arch\") and room 1 port 0 "
                        "(socket none)"));
}

TEST_F(Sockets, APortMustListItsModulesSocketAndNoOther) {
    at(designExample, "/rooms/1/ports/3/socket") = "gate";
    EXPECT_TRUE(reports(check(designExample),
                        "room 1 port 3 lists socket \"gate\" but its module's port has none"));
    at(catalogue, "/modules/0/ports/3/socket") = "gate";
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 3 lists socket none but its module's port has \"gate\""));
}

// [SECTION] Valid layouts -------------------------------------------------------------------------

TEST_F(ValidLayouts, DesignExampleIsClean) {
    EXPECT_TRUE(isClean(check(designExample)));
}

TEST_F(ValidLayouts, JunctionLoopWithRotatedRoomsIsClean) {
    EXPECT_TRUE(isClean(check(junctionLoop)));
}

TEST_F(ValidLayouts, TwoComponentsAreCleanWhenOneIsNotRequired) {
    EXPECT_TRUE(isClean(check(twoComponents, InvariantOptions{.requireSingleComponent = false})));
}

TEST_F(ValidLayouts, PlainJsonDocumentsAreAcceptedToo) {
    const nlohmann::json layout = nlohmann::json::parse(junctionLoop.dump());
    const nlohmann::json plainCatalogue = nlohmann::json::parse(catalogue.dump());
    EXPECT_TRUE(isClean(checkLayout(layout, plainCatalogue)));
}

TEST_F(ValidLayouts, DefaultCatalogueIsReadWithoutComplaint) {
    // The property tests check generated layouts against the shipped catalogue; the checker's
    // own reading of it must raise nothing.
    const Json defaultCatalogue = readJsonFile(EASYLINK_DEFAULT_CATALOGUE);
    Json empty = designExample;
    at(empty, "/rooms") = Json::array();
    at(empty, "/corridors") = Json::array();
    at(empty, "/components") = Json::array();
    at(empty, "/stats") = Json{{"rooms", 0}, {"normal_rooms", 0}, {"corridors", 0},
                               {"loops", 0}, {"dead_ends", 0},    {"attempts", 1}};
    EXPECT_TRUE(isClean(
        checkLayout(empty, defaultCatalogue, InvariantOptions{.requireSingleComponent = false})));
}

// [SECTION] Envelope ------------------------------------------------------------------------------

TEST_F(Envelope, FormatMustBeEasylinkLayout) {
    at(designExample, "/format") = "easylink-catalogue";
    EXPECT_TRUE(
        reports(check(designExample),
                "layout: \"format\" = \"easylink-catalogue\" should be \"easylink-layout\""));
}

TEST_F(Envelope, VersionMustBeOne) {
    at(designExample, "/version") = 2;
    EXPECT_TRUE(reports(check(designExample), "layout: \"version\" = 2 should be 1"));
}

TEST_F(Envelope, GeneratorMustBeANonEmptyString) {
    at(designExample, "/generator") = 5;
    EXPECT_TRUE(reports(check(designExample),
                        "layout: \"generator\" should be a string, not a whole number"));
    at(designExample, "/generator") = "";
    EXPECT_TRUE(reports(check(designExample), "layout: \"generator\" should name the generator"));
}

TEST_F(Envelope, SeedMustBeAWholeNumber) {
    at(designExample, "/seed") = "42";
    EXPECT_TRUE(
        reports(check(designExample), "layout: \"seed\" should be a whole number, not a string"));
}

TEST_F(Envelope, LargeSeedsAreFine) {
    at(designExample, "/seed") = std::uint64_t{18446744073709551615u};
    EXPECT_TRUE(isClean(check(designExample)));
}

TEST_F(Envelope, ParamsMustBeAnObject) {
    at(designExample, "/params") = Json::array();
    EXPECT_TRUE(
        reports(check(designExample), "layout: \"params\" should be an object, not an array"));
}

TEST_F(Envelope, MapNeedsWidthHeightAndMacro) {
    erase(designExample, "/map", "macro");
    at(designExample, "/map/width") = 0;
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "map: missing \"macro\""));
    EXPECT_TRUE(reports(violations, "map: \"width\" = 0 should be at least 1"));
}

TEST_F(Envelope, ContentsMustBeArraysAndStatsAnObject) {
    at(designExample, "/rooms") = Json::object();
    erase(designExample, "", "corridors");
    at(designExample, "/components") = nullptr;
    at(designExample, "/stats") = Json::array();
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "layout: \"rooms\" should be an array, not an object"));
    EXPECT_TRUE(reports(violations, "layout: missing \"corridors\""));
    EXPECT_TRUE(reports(violations, "layout: \"components\" should be an array, not null"));
    EXPECT_TRUE(reports(violations, "layout: \"stats\" should be an object, not an array"));
}

// [SECTION] Ids -----------------------------------------------------------------------------------

TEST_F(Ids, RoomIdsEqualTheirPosition) {
    at(designExample, "/rooms/1/id") = 5;
    EXPECT_TRUE(reports(check(designExample), "room 1: id 5 should equal its position 1"));
}

TEST_F(Ids, PortIndexesEqualTheirPosition) {
    at(designExample, "/rooms/0/ports/2/index") = 0;
    EXPECT_TRUE(
        reports(check(designExample), "room 0 port 2: index 0 should equal its position 2"));
}

TEST_F(Ids, CorridorIdsEqualTheirPosition) {
    at(junctionLoop, "/corridors/3/id") = 4;
    EXPECT_TRUE(reports(check(junctionLoop), "corridor 3: id 4 should equal its position 3"));
}

TEST_F(Ids, ComponentIdsEqualTheirPosition) {
    at(designExample, "/components/0/id") = 1;
    EXPECT_TRUE(reports(check(designExample), "component 0: id 1 should equal its position 0"));
}

// [SECTION] Rooms against their templates
// ----------------------------------------------------------

TEST_F(Rooms, TemplateMustBeInTheCatalogue) {
    at(designExample, "/rooms/1/template") = "hall_99x99";
    EXPECT_TRUE(
        reports(check(designExample), "room 1: template \"hall_99x99\" is not in the catalogue"));
}

TEST_F(Rooms, TemplateMustBeARoomModuleNotAPartOrAVariant) {
    // Phase 2's parts have no ports (and may have no size) and variants have their base's: the
    // catalogue reads them without complaint, but phase 1 never places either.
    at(catalogue, "/modules").push_back(Json{{"name", "wall_blank"}, {"kind", "wall"}});
    at(catalogue, "/modules")
        .push_back(Json{{"name", "hall_12x12_plain"},
                        {"kind", "normal"},
                        {"variant_of", "hall_12x12"},
                        {"size", Json::array({12, 12})}});
    EXPECT_TRUE(isClean(check(designExample)));
    at(designExample, "/rooms/1/template") = "wall_blank";
    at(designExample, "/rooms/2/template") = "hall_12x12_plain";
    const auto violations = check(designExample);
    EXPECT_TRUE(
        reports(violations, "room 1: template \"wall_blank\" is a wall part, not a room module"));
    EXPECT_TRUE(reports(violations,
                        "room 2: template \"hall_12x12_plain\" is a variant of \"hall_12x12\"; "
                        "phase 1 places only base modules"));
}

TEST_F(Rooms, KindMustBeTheTemplatesKind) {
    at(designExample, "/rooms/1/kind") = "dead_end";
    EXPECT_TRUE(reports(check(designExample),
                        "room 1: kind \"dead_end\" differs from template \"hall_12x12\"'s kind "
                        "\"normal\""));
}

TEST_F(Rooms, KindMustBeOneOfTheSix) {
    at(designExample, "/rooms/1/kind") = "closet";
    EXPECT_TRUE(reports(check(designExample), "room 1: kind \"closet\" is not one of normal"));
}

TEST_F(Rooms, RotationMustBeAQuarterTurn) {
    at(designExample, "/rooms/1/rotation") = 45;
    EXPECT_TRUE(reports(check(designExample), "room 1: rotation 45 is not 0, 90, 180 or 270"));
    at(designExample, "/rooms/1/rotation") = 360;
    EXPECT_TRUE(reports(check(designExample), "room 1: rotation 360 is not 0, 90, 180 or 270"));
}

TEST_F(Rooms, RotationMustBeOneTheTemplateAllows) {
    at(catalogue, "/modules/0/rotations") = Json::array({0, 180});
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "room 3: rotation 90 is not among the rotations [0, 180] that "
                        "template \"hall_12x12\" allows"));
    EXPECT_TRUE(reports(violations, "room 4: rotation 270 is not among the rotations"));
}

TEST_F(Rooms, SizeMustBeTheTemplatesRotatedSize) {
    // Room 6 is the 8x6 closet turned a quarter: 6x8. The unrotated size is wrong.
    at(junctionLoop, "/rooms/6/width") = 8;
    at(junctionLoop, "/rooms/6/height") = 6;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "room 6: size 8x6 should be 6x8 (template \"closet_8x6\" at rotation 90)"));
}

TEST_F(Rooms, PortsMustListEveryTemplatePort) {
    at(designExample, "/rooms/1/ports").erase(3);
    EXPECT_TRUE(
        reports(check(designExample), "room 1: lists 3 ports, but template \"hall_12x12\" has 4"));
}

TEST_F(Rooms, PortDirectionMustBeTheRotatedTemplateDirection) {
    at(junctionLoop, "/rooms/3/ports/0/dir") = "W";
    EXPECT_TRUE(reports(check(junctionLoop),
                        "room 3 port 0: faces W, but template \"hall_12x12\" "
                        "port 0 at rotation 90 faces N"));
}

TEST_F(Rooms, PortAnchorMustBeTheRotatedAndPlacedTemplateAnchor) {
    at(junctionLoop, "/rooms/3/ports/0/anchor") = Json::array({28, 16});
    EXPECT_TRUE(reports(check(junctionLoop), "room 3 port 0: anchor (28,16) should be (36,12)"));
}

TEST_F(Rooms, PortAnchorFollowsThePlacement) {
    at(designExample, "/rooms/1/ports/3/anchor") = Json::array({8, 12});
    EXPECT_TRUE(reports(check(designExample), "room 1 port 3: anchor (8,12) should be (44,36)"));
}

TEST_F(Rooms, WrongRotationMovesEveryPort) {
    // Listed ports are those of a quarter turn; at 270 degrees port 0 (template W) faces S.
    at(junctionLoop, "/rooms/3/rotation") = 270;
    const auto violations = check(junctionLoop);
    EXPECT_TRUE(reports(violations,
                        "room 3 port 0: faces N, but template \"hall_12x12\" port 0 at "
                        "rotation 270 faces S"));
    EXPECT_TRUE(reports(violations, "room 3 port 0: anchor (36,12) should be (32,24)"));
}

TEST_F(Rooms, PortWidthsMustBeTheTemplates) {
    at(designExample, "/rooms/1/ports/1/widths") = Json::array({2, 4, 6});
    EXPECT_TRUE(reports(check(designExample),
                        "room 1 port 1: widths [2, 4, 6] should be template "
                        "\"hall_12x12\"'s [2, 4]"));
}

TEST_F(Rooms, AnchorsMustLieOnTheMacrogrid) {
    // Room 1 one tile east, with its anchors and the corridor consistently moved: the only
    // rule left broken is the macrogrid, for each of its four ports.
    at(designExample, "/rooms/1/x") = 37;
    for (const char* port : {"0", "1", "2", "3"}) {
        Json& anchorX = at(designExample, std::string("/rooms/1/ports/") + port + "/anchor/0");
        anchorX = anchorX.get<int>() + 1;
    }
    at(designExample, "/corridors/0/width") = 21;
    const auto violations = check(designExample);
    ASSERT_EQ(violations.size(), 4u) << listed(violations);
    EXPECT_TRUE(
        reports(violations, "room 1 port 0: anchor (37,28) is off the macrogrid (spacing 4)"));
    EXPECT_TRUE(reports(violations, "room 1 port 3: anchor (45,36) is off the macrogrid"));
}

TEST_F(Rooms, MapMacroMustBeTheCataloguesMacro) {
    at(designExample, "/map/macro") = 8;
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "map: macro 8 differs from the catalogue's 4"));
    EXPECT_TRUE(
        reports(violations, "room 0 port 0: anchor (4,24) is off the macrogrid (spacing 8)"));
}

TEST_F(Rooms, RoomsMustLieInsideTheMap) {
    at(designExample, "/map/width") = 40;
    EXPECT_TRUE(
        reports(check(designExample), "room 1 at (36,24) 12x12 is not inside the 40x80 map"));
}

TEST_F(Rooms, RoomsMustNotBeEmpty) {
    at(designExample, "/rooms/1/width") = 0;
    EXPECT_TRUE(reports(check(designExample), "room 1: size 0x12 is empty"));
}

// [SECTION] Overlaps ------------------------------------------------------------------------------

/// A hall_12x12 at rotation 0 with no connections, its anchors worked out by hand.
Json unconnectedHall(int id, int x, int y) {
    const auto port = [](int index, const char* dir, int ax, int ay, Json widths) {
        return Json{{"index", index},   {"dir", dir},       {"anchor", Json::array({ax, ay})},
                    {"widths", widths}, {"width", nullptr}, {"connection", nullptr}};
    };
    return Json{
        {"id", id},
        {"template", "hall_12x12"},
        {"kind", "normal"},
        {"x", x},
        {"y", y},
        {"width", 12},
        {"height", 12},
        {"rotation", 0},
        {"component", 0},
        {"ports",
         Json::array({port(0, "W", x, y + 4, {2, 4}), port(1, "E", x + 12, y + 8, {2, 4}),
                      port(2, "N", x + 4, y, {2, 4, 6}), port(3, "S", x + 8, y + 12, {2, 4})})}};
}

TEST_F(Overlaps, RoomsMustNotOverlap) {
    at(designExample, "/rooms").push_back(unconnectedHall(3, 40, 28));
    EXPECT_TRUE(reports(check(designExample), "room 1 overlaps room 3 at (40,28)"));
}

TEST_F(Overlaps, CorridorMustNotOverlapARoom) {
    at(designExample, "/rooms").push_back(unconnectedHall(3, 20, 24));
    EXPECT_TRUE(reports(check(designExample), "room 3 overlaps corridor 0 at (20,26)"));
}

TEST_F(Overlaps, CorridorsMustNotOverlap) {
    Json copy = at(junctionLoop, "/corridors/1");
    copy["id"] = 5;
    at(junctionLoop, "/corridors").push_back(copy);
    EXPECT_TRUE(reports(check(junctionLoop), "corridor 1 overlaps corridor 5 at (36,30)"));
}

TEST_F(Overlaps, CorridorsMustLieInsideTheMap) {
    at(designExample, "/corridors/0/y") = -2;
    EXPECT_TRUE(
        reports(check(designExample), "corridor 0 at (16,-2) 20x4 is not inside the 80x80 map"));
}

// [SECTION] Port connections ----------------------------------------------------------------------

TEST_F(Connections, WidthNeedsAConnection) {
    at(designExample, "/rooms/0/ports/0/width") = 2;
    EXPECT_TRUE(reports(check(designExample), "room 0 port 0: has width 2 but no connection"));
}

TEST_F(Connections, ConnectionNeedsAWidth) {
    at(designExample, "/rooms/0/ports/1/width") = nullptr;
    EXPECT_TRUE(reports(check(designExample), "room 0 port 1: has a connection but no width"));
}

TEST_F(Connections, UsedWidthMustBeOneThePortAllows) {
    at(designExample, "/rooms/0/ports/2/width") = 6;
    at(designExample, "/rooms/2/ports/3/width") = 6;
    EXPECT_TRUE(
        reports(check(designExample), "room 2 port 3: width 6 is not one of its widths [2, 4]"));
}

TEST_F(Connections, DirectLinkMustBeMutual) {
    at(designExample, "/rooms/0/ports/2/connection") = Json{{"room", 2}, {"port", 1}};
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 2: links to room 2 port 1, which does not link back"));
}

TEST_F(Connections, DirectLinkMustNameAnExistingPort) {
    at(designExample, "/rooms/0/ports/2/connection") = Json{{"room", 9}, {"port", 0}};
    EXPECT_TRUE(
        reports(check(designExample), "room 0 port 2: links to room 9, which does not exist"));
    at(designExample, "/rooms/0/ports/2/connection") = Json{{"room", 2}, {"port", 9}};
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 2: links to room 2 port 9, which does not exist"));
}

TEST_F(Connections, DirectLinkMustJoinTwoRooms) {
    at(designExample, "/rooms/0/ports/2/connection") = Json{{"room", 0}, {"port", 0}};
    EXPECT_TRUE(reports(check(designExample), "room 0 port 2: links to its own room"));
}

/// Links two free ports of the junction layout directly, at width 2, from both sides.
void linkDirectly(Json& layout, int roomA, int portA, int roomB, int portB) {
    const std::string a = "/rooms/" + std::to_string(roomA) + "/ports/" + std::to_string(portA);
    const std::string b = "/rooms/" + std::to_string(roomB) + "/ports/" + std::to_string(portB);
    at(layout, a + "/width") = 2;
    at(layout, a + "/connection") = Json{{"room", roomB}, {"port", portB}};
    at(layout, b + "/width") = 2;
    at(layout, b + "/connection") = Json{{"room", roomA}, {"port", portA}};
}

TEST_F(Connections, DirectLinkAnchorsMustBeEqual) {
    linkDirectly(junctionLoop, 2, 1, 4, 2);  // E at (56,36) and W at (24,48)
    EXPECT_TRUE(reports(check(junctionLoop),
                        "direct link room 2 port 1 - room 4 port 2: anchors (56,36) and (24,48) "
                        "differ"));
}

TEST_F(Connections, DirectLinkDirectionsMustBeOpposite) {
    linkDirectly(junctionLoop, 2, 1, 4, 3);  // both face E
    EXPECT_TRUE(reports(check(junctionLoop),
                        "direct link room 2 port 1 - room 4 port 3: directions E and E are not "
                        "opposite"));
}

TEST_F(Connections, DirectLinkWidthsMustBeEqual) {
    at(designExample, "/rooms/0/ports/2/width") = 4;
    EXPECT_TRUE(reports(check(designExample),
                        "direct link room 0 port 2 - room 2 port 3: widths 4 and 2 differ"));
}

TEST_F(Connections, CorridorConnectionMustNameAnExistingCorridor) {
    at(designExample, "/rooms/0/ports/1/connection") = Json{{"corridor", 7}};
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 1: connects to corridor 7, which does not exist"));
}

TEST_F(Connections, CorridorMustListThePortsConnectedToIt) {
    at(designExample, "/rooms/0/ports/0/width") = 4;
    at(designExample, "/rooms/0/ports/0/connection") = Json{{"corridor", 0}};
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 0: connects to corridor 0, which does not list it among its "
                        "ends"));
}

TEST_F(Connections, ConnectionMustHaveAKnownShape) {
    at(designExample, "/rooms/0/ports/1/connection") = Json{{"door", 1}};
    EXPECT_TRUE(reports(check(designExample),
                        "room 0 port 1: \"connection\" should be null, {\"room\": R, \"port\": P} "
                        "or {\"corridor\": C}"));
}

// [SECTION] Corridors -----------------------------------------------------------------------------

TEST_F(Corridors, CorridorHasExactlyTwoEnds) {
    at(designExample, "/corridors/0/ends").erase(1);
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: has 1 ends; a corridor joins exactly 2 room ports"));
}

TEST_F(Corridors, EndsMustNameExistingPorts) {
    at(designExample, "/corridors/0/ends/1") = Json{{"room", 1}, {"port", 9}};
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: end 1 names room 1 port 9, which does not exist"));
}

TEST_F(Corridors, EndsMustBeConnectedBack) {
    at(junctionLoop, "/corridors/0/ends/1") = Json{{"room", 1}, {"port", 1}};
    EXPECT_TRUE(reports(check(junctionLoop),
                        "corridor 0: end 1 (room 1 port 1) is not connected back to corridor 0"));
}

TEST_F(Corridors, EndsMustBeTwoDifferentPorts) {
    at(designExample, "/corridors/0/ends/1") = Json{{"room", 0}, {"port", 1}};
    EXPECT_TRUE(reports(check(designExample), "corridor 0: both ends are room 0 port 1"));
}

TEST_F(Corridors, AxisMustBeHorizontalOrVertical) {
    at(designExample, "/corridors/0/axis") = "diagonal";
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: axis \"diagonal\" should be \"horizontal\" or \"vertical\""));
}

TEST_F(Corridors, EndsMustFaceEachOtherAlongTheAxis) {
    at(junctionLoop, "/corridors/2/axis") = "horizontal";
    EXPECT_TRUE(reports(check(junctionLoop),
                        "corridor 2: is horizontal, but its ends face S and N; it needs one "
                        "facing E and one facing W"));
}

TEST_F(Corridors, EndsMustLieOnOneLine) {
    // Room 1 four tiles south, consistently: its anchors move, the corridor cannot follow.
    at(designExample, "/rooms/1/y") = 28;
    for (const char* port : {"0", "1", "2", "3"}) {
        Json& anchorY = at(designExample, std::string("/rooms/1/ports/") + port + "/anchor/1");
        anchorY = anchorY.get<int>() + 4;
    }
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: is horizontal, but its ends' anchors (16,28) and (36,32) are "
                        "not on one horizontal line"));
}

TEST_F(Corridors, CorridorMustHaveALength) {
    // Room 1 moved west until its port 0 meets room 0's port 1: that is a direct link's
    // geometry, and a corridor of length 0 between them.
    at(designExample, "/rooms/1/x") = 16;
    at(designExample, "/rooms/1/ports/0/anchor") = Json::array({16, 28});
    at(designExample, "/rooms/1/ports/1/anchor") = Json::array({28, 32});
    at(designExample, "/rooms/1/ports/2/anchor") = Json::array({20, 24});
    at(designExample, "/rooms/1/ports/3/anchor") = Json::array({24, 36});
    at(designExample, "/corridors/0/width") = 0;
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: runs from anchor (16,28) to anchor "
                        "(16,28), a length of 0; it needs at least 1"));
}

TEST_F(Corridors, RectangleMustBeTheOneItsEndsGive) {
    at(designExample, "/corridors/0/width") = 19;
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: rectangle (16,26) 19x4 should be (16,26) 20x4 for anchors "
                        "(16,28) and (36,28) at passage width 4"));
}

TEST_F(Corridors, RectangleMustBeCentredOnTheAnchors) {
    at(junctionLoop, "/corridors/2/x") = 32;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "corridor 2: rectangle (32,24) 2x4 should be "
                        "(31,24) 2x4"));
}

TEST_F(Corridors, PassageWidthMustBeEvenFromTwoToEight) {
    at(designExample, "/corridors/0/passage_width") = 3;
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: passage width 3 is not an even number from 2 to 8"));
    at(designExample, "/corridors/0/passage_width") = 10;
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: passage width 10 is not an even number from 2 to 8"));
}

TEST_F(Corridors, PassageWidthMustBeAllowedByBothPorts) {
    at(designExample, "/corridors/0/passage_width") = 6;
    at(designExample, "/corridors/0/y") = 25;
    at(designExample, "/corridors/0/height") = 6;
    at(designExample, "/rooms/0/ports/1/width") = 6;
    at(designExample, "/rooms/1/ports/0/width") = 6;
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: passage width 6 is not allowed by room 0 port 1 (widths "
                        "[2, 4])"));
}

TEST_F(Corridors, PassageWidthMustBeTheWidthBothPortsUse) {
    at(designExample, "/rooms/1/ports/0/width") = 2;
    EXPECT_TRUE(reports(check(designExample),
                        "corridor 0: passage width 4 differs from the width 2 that room 1 port 0 "
                        "uses"));
}

// [SECTION] Junction rooms ------------------------------------------------------------------------

TEST_F(Junctions, EveryJunctionPortIsConnected) {
    at(junctionLoop, "/rooms/1/ports/2/width") = nullptr;
    at(junctionLoop, "/rooms/1/ports/2/connection") = nullptr;
    EXPECT_TRUE(
        reports(check(junctionLoop), "junction room 1 (four_way): port 2 is not connected"));
}

TEST_F(Junctions, OppositePortsCarryOneWidth) {
    // Corridor 0 narrowed to width 2, consistently at both of its ports: the one rule left
    // broken is that the cross now adapts width 4 (east) to width 2 (west).
    at(junctionLoop, "/corridors/0/passage_width") = 2;
    at(junctionLoop, "/corridors/0/y") = 31;
    at(junctionLoop, "/corridors/0/height") = 2;
    at(junctionLoop, "/rooms/0/ports/1/width") = 2;
    at(junctionLoop, "/rooms/1/ports/3/width") = 2;
    const auto violations = check(junctionLoop);
    ASSERT_EQ(violations.size(), 1u) << listed(violations);
    EXPECT_TRUE(reports(violations,
                        "junction room 1 (four_way): opposite ports 1 and 3 carry "
                        "widths 4 and 2 (a width adapter)"));
}

// [SECTION] Components ----------------------------------------------------------------------------

TEST_F(Components, EveryRoomIsInAComponent) {
    at(designExample, "/components/0/rooms") = Json::array({0, 1});
    EXPECT_TRUE(reports(check(designExample), "room 2: is listed in no component"));
}

TEST_F(Components, NoRoomIsInTwoComponents) {
    at(designExample, "/components")
        .push_back(Json{{"id", 1}, {"rooms", Json::array({2})}, {"corridors", Json::array()}});
    EXPECT_TRUE(reports(check(designExample),
                        "room 2: is listed 2 times (components 0 and 1); it belongs in exactly "
                        "one"));
}

TEST_F(Components, RoomComponentFieldNamesItsComponent) {
    at(designExample, "/rooms/2/component") = 1;
    EXPECT_TRUE(
        reports(check(designExample), "room 2: has component 1 but is listed in component 0"));
}

TEST_F(Components, EveryCorridorIsInAComponent) {
    at(designExample, "/components/0/corridors") = Json::array();
    EXPECT_TRUE(reports(check(designExample), "corridor 0: is listed in no component"));
}

TEST_F(Components, CorridorComponentFieldNamesItsComponent) {
    at(designExample, "/corridors/0/component") = 1;
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "corridor 0: has component 1 but is listed in component 0"));
    EXPECT_TRUE(reports(violations,
                        "corridor 0: has component 1 but its end room 0 has "
                        "component 0"));
}

TEST_F(Components, ComponentsNameExistingRoomsAndCorridors) {
    at(designExample, "/components/0/rooms").push_back(7);
    at(designExample, "/components/0/corridors").push_back(3);
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "component 0: lists room 7, which does not exist"));
    EXPECT_TRUE(reports(violations, "component 0: lists corridor 3, which does not exist"));
}

TEST_F(Components, ComponentsAreNotEmpty) {
    at(twoComponents, "/components")
        .push_back(Json{{"id", 2}, {"rooms", Json::array()}, {"corridors", Json::array()}});
    EXPECT_TRUE(reports(check(twoComponents, InvariantOptions{.requireSingleComponent = false}),
                        "component 2: lists no rooms"));
}

TEST_F(Components, LinkedRoomsShareAComponent) {
    at(designExample, "/components") = Json::array(
        {Json{{"id", 0}, {"rooms", Json::array({0, 1})}, {"corridors", Json::array({0})}},
         Json{{"id", 1}, {"rooms", Json::array({2})}, {"corridors", Json::array()}}});
    at(designExample, "/rooms/2/component") = 1;
    EXPECT_TRUE(reports(check(designExample, InvariantOptions{.requireSingleComponent = false}),
                        "room 0 and room 2 are linked directly (room 0 port 2 - room 2 port 3) "
                        "but have components 0 and 1"));
}

TEST_F(Components, CorridorLinkedRoomsShareAComponent) {
    at(designExample, "/components") = Json::array(
        {Json{{"id", 0}, {"rooms", Json::array({0, 2})}, {"corridors", Json::array({0})}},
         Json{{"id", 1}, {"rooms", Json::array({1})}, {"corridors", Json::array()}}});
    at(designExample, "/rooms/1/component") = 1;
    EXPECT_TRUE(reports(check(designExample, InvariantOptions{.requireSingleComponent = false}),
                        "room 0 and room 1 are linked by corridor 0 but have components 0 and 1"));
}

TEST_F(Components, ListedComponentIsConnected) {
    at(twoComponents, "/components") = Json::array(
        {Json{{"id", 0}, {"rooms", Json::array({0, 1, 2})}, {"corridors", Json::array()}}});
    at(twoComponents, "/rooms/1/component") = 0;
    EXPECT_TRUE(reports(check(twoComponents, InvariantOptions{.requireSingleComponent = false}),
                        "component 0: is not connected: room 1 cannot be reached from room 0"));
}

TEST_F(Components, OneComponentIsRequiredByDefault) {
    const auto violations = check(twoComponents);
    EXPECT_TRUE(reports(violations, "layout: has 2 components; exactly one is required"));
    EXPECT_TRUE(reports(violations, "room 1 is unreachable from room 0"));
}

TEST_F(Components, EveryRoomIsReachableWhenOneComponentIsRequired) {
    // One listed component that is in truth two: only the reachability search can tell.
    at(twoComponents, "/components") = Json::array(
        {Json{{"id", 0}, {"rooms", Json::array({0, 1, 2})}, {"corridors", Json::array()}}});
    at(twoComponents, "/rooms/1/component") = 0;
    EXPECT_TRUE(reports(check(twoComponents), "room 1 is unreachable from room 0"));
}

TEST_F(Components, EmptyLayoutFailsWhenOneComponentIsRequired) {
    at(designExample, "/rooms") = Json::array();
    at(designExample, "/corridors") = Json::array();
    at(designExample, "/components") = Json::array();
    EXPECT_TRUE(reports(check(designExample), "layout: has no rooms"));
}

// [SECTION] Stats ---------------------------------------------------------------------------------

TEST_F(Stats, RoomCountsMustBeRight) {
    at(designExample, "/stats/rooms") = 4;
    at(designExample, "/stats/normal_rooms") = 2;
    at(designExample, "/stats/corridors") = 2;
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "stats: rooms = 4, but the layout lists rooms: 3"));
    EXPECT_TRUE(reports(violations, "stats: normal_rooms = 2, but rooms of kind normal: 3"));
    EXPECT_TRUE(reports(violations, "stats: corridors = 2, but the layout lists corridors: 1"));
}

TEST_F(Stats, LoopsIsTheCycleRank) {
    at(junctionLoop, "/stats/loops") = 0;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: loops = 0, but the room graph (7 links, 7 rooms, 1 components) "
                        "has cycle rank 1"));
}

TEST_F(Stats, LoopsCountsEachComponent) {
    at(twoComponents, "/stats/loops") = 1;
    EXPECT_TRUE(reports(check(twoComponents, InvariantOptions{.requireSingleComponent = false}),
                        "stats: loops = 1, but the room graph (1 links, 3 rooms, 2 components) "
                        "has cycle rank 0"));
}

TEST_F(Stats, DeadEndsCountsNormalRoomsWithOneConnectedPort) {
    // In the junction layout the closet (kind dead_end) has one connected port and does not
    // count; room 4 does.
    at(junctionLoop, "/stats/dead_ends") = 2;
    EXPECT_TRUE(reports(check(junctionLoop),
                        "stats: dead_ends = 2, but normal rooms with exactly one connected port: "
                        "1"));
}

TEST_F(Stats, AttemptsIsAtLeastOne) {
    at(designExample, "/stats/attempts") = 0;
    EXPECT_TRUE(reports(check(designExample), "stats: attempts = 0 should be at least 1"));
}

// [SECTION] Malformed input -----------------------------------------------------------------------

TEST_F(Malformed, DocumentsOfTheWrongTypeAreViolations) {
    for (const Json& notAnObject : {Json(nullptr), Json::array(), Json("layout"), Json(3)}) {
        const auto violations = check(notAnObject);
        ASSERT_EQ(violations.size(), 1u) << listed(violations);
        EXPECT_TRUE(reports(violations, "layout: the document should be an object"));
    }
    EXPECT_TRUE(reports(checkLayout(designExample, Json(nullptr)),
                        "catalogue should be an object, not null"));
}

TEST_F(Malformed, RoomThatIsNotAnObject) {
    at(designExample, "/rooms/1") = nullptr;
    EXPECT_TRUE(reports(check(designExample), "room 1 should be an object, not null"));
}

TEST_F(Malformed, MissingFieldsAreNamed) {
    erase(designExample, "/rooms/1", "x");
    erase(designExample, "/rooms/0/ports/1", "connection");
    erase(designExample, "/corridors/0", "axis");
    erase(designExample, "/stats", "loops");
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "room 1: missing \"x\""));
    EXPECT_TRUE(reports(violations, "room 0 port 1: missing \"connection\""));
    EXPECT_TRUE(reports(violations, "corridor 0: missing \"axis\""));
    EXPECT_TRUE(reports(violations, "stats: missing \"loops\""));
}

TEST_F(Malformed, WrongTypesAreNamed) {
    at(designExample, "/rooms/1/x") = "36";
    at(designExample, "/rooms/1/y") = 24.5;
    at(designExample, "/rooms/0/ports/0/anchor") = Json::array({"a", 24});
    at(designExample, "/rooms/0/ports/3/anchor") = Json::array({12, 32, 0});
    at(designExample, "/rooms/2/ports/0/dir") = "Q";
    at(designExample, "/rooms/2/ports/1/widths") = Json{{"2", 4}};
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "room 1: \"x\" should be a whole number, not a string"));
    EXPECT_TRUE(
        reports(violations, "room 1: \"y\" should be a whole number, not a fractional number"));
    EXPECT_TRUE(
        reports(violations, "room 0 port 0: \"anchor\"[0] should be a whole number, not a string"));
    EXPECT_TRUE(
        reports(violations, "room 0 port 3: \"anchor\" should hold exactly 2 numbers, not 3"));
    EXPECT_TRUE(reports(violations, "room 2 port 0: \"dir\" = \"Q\" is not N, E, S or W"));
    EXPECT_TRUE(reports(violations, "room 2 port 1: \"widths\" should be an array, not an object"));
}

TEST_F(Malformed, HugeNumbersAreOutOfRange) {
    at(designExample, "/rooms/1/x") = std::int64_t{1} << 60;
    at(designExample, "/rooms/1/y") = std::uint64_t{18446744073709551615u};
    at(designExample, "/corridors/0/width") = -(std::int64_t{1} << 62);
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "room 1: \"x\" = 1152921504606846976 is out of range"));
    EXPECT_TRUE(reports(violations, "room 1: \"y\" = 18446744073709551615 is out of range"));
    EXPECT_TRUE(reports(violations,
                        "corridor 0: \"width\" = -4611686018427387904 is out of "
                        "range"));
}

TEST_F(Malformed, CorridorEndsAndComponentListsOfTheWrongShape) {
    at(designExample, "/corridors/0/ends") = Json::array({1, 2});
    at(designExample, "/components/0/rooms") = "all";
    const auto violations = check(designExample);
    EXPECT_TRUE(reports(violations, "corridor 0 end 0 should be an object, not a whole number"));
    EXPECT_TRUE(reports(violations, "component 0: \"rooms\" should be an array, not a string"));
}

TEST_F(Malformed, CatalogueProblemsAreViolations) {
    Json noModules = catalogue;
    at(noModules, "/modules") = nullptr;
    auto violations = checkLayout(designExample, noModules);
    EXPECT_TRUE(reports(violations, "catalogue: \"modules\" should be an array, not null"));
    EXPECT_TRUE(reports(violations, "room 0: template \"hall_12x12\" is not in the catalogue"));

    at(catalogue, "/modules/0/ports/0/pos") = Json::array({0, 3.25});
    at(catalogue, "/modules/0/ports/1/pos") = Json::array({11, 7});
    violations = check(designExample);
    EXPECT_TRUE(reports(violations,
                        "catalogue module \"hall_12x12\" port 0: \"pos\" = [0,3.25] "
                        "should be two numbers, each whole or ending in .5"));
    EXPECT_TRUE(reports(violations,
                        "catalogue module \"hall_12x12\" port 1: \"pos\" = [11,7] "
                        "gives no whole-number anchor for a port facing E"));
}

TEST_F(Malformed, EmptyModuleSizeIsAViolation) {
    at(catalogue, "/modules/2/size") = Json::array({0, 6});
    EXPECT_TRUE(reports(check(junctionLoop),
                        "catalogue module \"closet_8x6\": \"size\" = 0x6 should be at least 1x1"));
}

TEST_F(Malformed, DuplicateModuleNamesAreViolations) {
    at(catalogue, "/modules/1/name") = "hall_12x12";
    EXPECT_TRUE(
        reports(check(designExample),
                "catalogue module 1: the name \"hall_12x12\" is used by an earlier module"));
}

/// Calls visit(pointer) for every value in the document except the root and the free-form
/// contents of "params".
void forEachValue(const Json& value, const std::string& pointer,
                  const std::function<void(const std::string&)>& visit) {
    if (!pointer.empty()) {
        visit(pointer);
    }
    if (pointer == "/params") {
        return;
    }
    if (value.is_object()) {
        for (const auto& [key, member] : value.items()) {
            forEachValue(member, pointer + "/" + key, visit);
        }
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            forEachValue(value[i], pointer + "/" + std::to_string(i), visit);
        }
    }
}

std::string parentOf(const std::string& pointer) {
    return pointer.substr(0, pointer.rfind('/'));
}

std::string lastTokenOf(const std::string& pointer) {
    return pointer.substr(pointer.rfind('/') + 1);
}

TEST_F(Malformed, EveryRemovedOrRetypedValueIsReportedWithoutThrowing) {
    // Every value of both valid layouts, removed or replaced by one of each JSON type, breaks
    // some rule (except the few replacements that stay valid): the checker must say so, and
    // never throw.
    const std::vector<Json> replacements = {Json(nullptr), Json("text"),  Json(-1),      Json(0.5),
                                            Json(true),    Json::array(), Json::object()};
    for (const Json* layout : {&designExample, &junctionLoop}) {
        forEachValue(*layout, "", [&](const std::string& pointer) {
            const Json& parent = layout->at(Json::json_pointer(parentOf(pointer)));
            if (parent.is_object()) {
                Json removed = *layout;
                at(removed, parentOf(pointer)).erase(lastTokenOf(pointer));
                std::vector<std::string> violations;
                ASSERT_NO_THROW(violations = check(removed)) << pointer;
                EXPECT_FALSE(violations.empty()) << "removing " << pointer << " went unnoticed";
            }
            for (const Json& replacement : replacements) {
                const bool stillValid = layout->at(Json::json_pointer(pointer)) == replacement ||
                                        (pointer == "/seed" && replacement.is_number_integer()) ||
                                        (pointer == "/generator" && replacement.is_string()) ||
                                        (pointer == "/params" && replacement.is_object());
                if (stillValid) {
                    continue;
                }
                Json retyped = *layout;
                at(retyped, pointer) = replacement;
                std::vector<std::string> violations;
                ASSERT_NO_THROW(violations = check(retyped)) << pointer;
                EXPECT_FALSE(violations.empty())
                    << "setting " << pointer << " to " << replacement.dump() << " went unnoticed";
            }
        });
    }
}

TEST_F(Malformed, AnyCatalogueDamageIsSurvived) {
    const std::vector<Json> replacements = {Json(nullptr), Json("text"),  Json(-1),
                                            Json(0.5),     Json::array(), Json::object()};
    forEachValue(catalogue, "", [&](const std::string& pointer) {
        for (const Json& replacement : replacements) {
            Json damaged = catalogue;
            at(damaged, pointer) = replacement;
            EXPECT_NO_THROW((void)checkLayout(junctionLoop, damaged)) << pointer;
            const auto violations = checkLayout(junctionLoop, damaged);
            for (const std::string& violation : violations) {
                EXPECT_EQ(violation.find("checker error"), std::string::npos) << violation;
            }
        }
    });
}

// [SECTION] Phase 2: generated layouts
// -------------------------------------------------------------- Layout files with phase 2's
// "resolution" and "tiles" blocks, made as `easylink generate` makes them. The tests call core for
// that; the checker itself never does.

/// The default catalogue's document, for editing before it is loaded.
Json defaultCatalogueDocument() {
    return readJsonFile(EASYLINK_DEFAULT_CATALOGUE);
}

/// A layout file with phase 2's blocks, from a catalogue document, or null when the seed gives
/// no layout.
Json generatedLayout(const Json& catalogueDocument, std::uint64_t seed,
                     const easylink::EasylinkParams& params = {}) {
    const easylink::CatalogueLoad load = easylink::loadCatalogueText(catalogueDocument.dump());
    if (!load.valid()) {
        throw std::runtime_error("the test catalogue is not valid");
    }
    const easylink::GenerationResult result =
        easylink::generateEasylink(load.catalogue, params, seed);
    if (!result.ok() || !result.resolution) {
        return Json(nullptr);
    }
    const Json paramsJson = easylink::paramsToJson(params);
    easylink::LayoutFileHeader header;
    header.seed = seed;
    header.params = &paramsJson;
    header.attempts = result.attempts;
    const easylink::TileRaster raster =
        easylink::rasterizeResolution(*result.layout, *result.resolution);
    header.writeBlocks = [&](easylink::JsonWriter& out) {
        easylink::writeResolutionBlocks(out, *result.layout, *result.resolution, raster);
    };
    return easylink::parseJsonText(easylink::serializeLayout(*result.layout, header)).value;
}

/// The catalogue document without the named modules.
Json withoutModules(Json catalogueDocument, const std::vector<std::string>& names) {
    Json& modules = at(catalogueDocument, "/modules");
    for (const std::string& name : names) {
        for (std::size_t i = 0; i < modules.size(); ++i) {
            if (modules[i]["name"] == name) {
                modules.erase(i);
                break;
            }
        }
    }
    return catalogueDocument;
}

/// Checks seeds 1..count; returns how many gave a layout and how many problems they listed.
struct SeedFigures {
    int layouts = 0;
    std::size_t problems = 0;
};

SeedFigures expectSeedsClean(const Json& catalogueDocument, int count,
                             const easylink::EasylinkParams& params = {}) {
    SeedFigures figures;
    for (int seed = 1; seed <= count; ++seed) {
        const Json layout =
            generatedLayout(catalogueDocument, static_cast<std::uint64_t>(seed), params);
        if (layout.is_null()) {
            continue;
        }
        ++figures.layouts;
        figures.problems += layout["resolution"]["problems"].size();
        EXPECT_TRUE(layout.contains("resolution") && layout.contains("tiles")) << "seed " << seed;
        EXPECT_TRUE(isClean(checkLayout(layout, catalogueDocument))) << "seed " << seed;
    }
    return figures;
}

/// A door-tiles rectangle [x, y, width, height] by docs/design.md section 3, from a layout port.
std::array<int, 4> doorTilesOf(const Json& port, int width) {
    const int ax = port["anchor"][0].get<int>();
    const int ay = port["anchor"][1].get<int>();
    const std::string dir = port["dir"].get<std::string>();
    const int half = width / 2;
    if (dir == "W") {
        return {ax, ay - half, 1, width};
    }
    if (dir == "E") {
        return {ax - 1, ay - half, 1, width};
    }
    if (dir == "N") {
        return {ax - half, ay, width, 1};
    }
    return {ax - half, ay - 1, width, 1};
}

int narrowestWidth(const Json& port) {
    int narrowest = 1000;
    for (const Json& width : port["widths"]) {
        narrowest = std::min(narrowest, width.get<int>());
    }
    return narrowest;
}

/// A room port, found by what it is.
struct PortAt {
    int room = -1;
    int port = -1;
};

/// The first port (room by room) that is connected, or free.
PortAt findPort(const Json& layout, bool connected) {
    const Json& rooms = layout["rooms"];
    for (std::size_t i = 0; i < rooms.size(); ++i) {
        const Json& ports = rooms[i]["ports"];
        for (std::size_t j = 0; j < ports.size(); ++j) {
            if (ports[j]["connection"].is_null() != connected) {
                return PortAt{static_cast<int>(i), static_cast<int>(j)};
            }
        }
    }
    throw std::runtime_error("no such port in the test layout");
}

char symbolOf(const Json& layout, const std::string& name) {
    for (const auto& [key, value] : layout["tiles"]["legend"].items()) {
        if (value == name) {
            return key[0];
        }
    }
    throw std::runtime_error("no legend entry for " + name);
}

char tileAt(const Json& layout, int x, int y) {
    return layout["tiles"]["rows"][static_cast<std::size_t>(y)]
        .get<std::string>()[static_cast<std::size_t>(x)];
}

void setTile(Json& layout, int x, int y, char symbol) {
    Json& row = layout["tiles"]["rows"][static_cast<std::size_t>(y)];
    std::string text = row.get<std::string>();
    text[static_cast<std::size_t>(x)] = symbol;
    row = text;
}

std::string pointText(int x, int y) {
    return "(" + std::to_string(x) + "," + std::to_string(y) + ")";
}

std::string rectText(const std::array<int, 4>& rect) {
    return pointText(rect[0], rect[1]) + " " + std::to_string(rect[2]) + "x" +
           std::to_string(rect[3]);
}

/// The tree of a room or corridor in the "resolution" block.
Json& treeOf(Json& layout, const char* list, const char* idKey, int id) {
    for (Json& tree : layout["resolution"][list]) {
        if (tree[idKey] == id) {
            return tree;
        }
    }
    throw std::runtime_error("no tree for that id in the test layout");
}

Json& roomTree(Json& layout, int room) {
    return treeOf(layout, "rooms", "room", room);
}

Json& wallSlot(Json& layout, int room, int port) {
    for (Json& child : roomTree(layout, room)["slots"]) {
        if (child["slot"] == "wall " + std::to_string(port)) {
            return child;
        }
    }
    throw std::runtime_error("no wall slot in the test layout");
}

class Phase2Fixture : public ::testing::Test {
protected:
    void SetUp() override {
        catalogue = defaultCatalogueDocument();
        layout = generatedLayout(catalogue, 1);
        ASSERT_FALSE(layout.is_null());
        ASSERT_TRUE(isClean(check(layout)));
        voidSymbol = symbolOf(layout, "void");
        wallSymbol = symbolOf(layout, "wall");
        floorSymbol = symbolOf(layout, "floor");
        doorSymbol = symbolOf(layout, "door");
    }

    [[nodiscard]] std::vector<std::string> check(const Json& document,
                                                 const InvariantOptions& options = {}) const {
        return checkLayout(document, catalogue, options);
    }

    /// A room corner whose four neighbours are not walkable: a floor there is cut off.
    [[nodiscard]] std::pair<int, int> closedCorner() const {
        const auto walkable = [&](int x, int y) {
            if (x < 0 || y < 0 || x >= layout["map"]["width"].get<int>() ||
                y >= layout["map"]["height"].get<int>()) {
                return false;
            }
            const char symbol = tileAt(layout, x, y);
            return symbol != voidSymbol && symbol != wallSymbol;
        };
        for (const Json& room : layout["rooms"]) {
            const int x = room["x"].get<int>();
            const int y = room["y"].get<int>();
            if (!walkable(x - 1, y) && !walkable(x + 1, y) && !walkable(x, y - 1) &&
                !walkable(x, y + 1)) {
                return {x, y};
            }
        }
        throw std::runtime_error("no closed room corner in the test layout");
    }

    Json catalogue;
    Json layout;
    char voidSymbol = ' ';
    char wallSymbol = '#';
    char floorSymbol = '.';
    char doorSymbol = '+';
};

class Phase2Layouts : public ::testing::Test {};
class Tiles : public Phase2Fixture {};
class Resolution : public Phase2Fixture {};

TEST_F(Phase2Layouts, GeneratedLayoutsOfTheDefaultCatalogueAreClean) {
    const SeedFigures figures = expectSeedsClean(defaultCatalogueDocument(), 20);
    EXPECT_GE(figures.layouts, 19);
}

TEST_F(Phase2Layouts, WidthPoliciesKeepGeneratedLayoutsClean) {
    for (const auto policy : {easylink::WidthPolicy::Widest, easylink::WidthPolicy::Narrowest}) {
        easylink::EasylinkParams params;
        params.widthPolicy = policy;
        const SeedFigures figures = expectSeedsClean(defaultCatalogueDocument(), 10, params);
        EXPECT_GE(figures.layouts, 9);
    }
}

TEST_F(Phase2Layouts, UnfillableDoorSlotsAreListedProblemsAndStayClean) {
    // Without door modules of widths 6 and 8 a doorway in use at those widths cannot be filled:
    // the slot is drawn generically and its problem listed, which the checker accepts.
    easylink::EasylinkParams params;
    params.widthPolicy = easylink::WidthPolicy::Widest;
    const SeedFigures figures = expectSeedsClean(
        withoutModules(defaultCatalogueDocument(), {"door_6", "door_8"}), 10, params);
    EXPECT_GE(figures.layouts, 9);
    EXPECT_GT(figures.problems, 0u) << "no seed exercised an unfillable slot";
}

TEST_F(Phase2Layouts, CataloguesWithoutWallPartsNeedNoWallSlots) {
    const SeedFigures figures = expectSeedsClean(
        withoutModules(defaultCatalogueDocument(), {"wall_blank", "wall_doorway"}), 5);
    EXPECT_GE(figures.layouts, 4);
}

TEST_F(Phase2Layouts, LayoutsWithoutTheBlocksStayValid) {
    const Json catalogue = defaultCatalogueDocument();
    Json layout = generatedLayout(catalogue, 2);
    ASSERT_FALSE(layout.is_null());
    layout.erase("resolution");
    layout.erase("tiles");
    EXPECT_TRUE(isClean(checkLayout(layout, catalogue)));
}

// [SECTION] Phase 2: tiles ----------------------------------------------------------------------

TEST_F(Tiles, LegendKeysAreSingleCharacters) {
    at(layout, "/tiles/legend")["##"] = "wall";
    EXPECT_TRUE(reports(check(layout), "tiles: legend key \"##\" should be a single character"));
}

TEST_F(Tiles, LegendNamesComeFromDesignsList) {
    at(layout, "/tiles/legend")[std::string(1, wallSymbol)] = "lava";
    EXPECT_TRUE(reports(check(layout),
                        "tiles: legend \"#\" names \"lava\", which is not one of "
                        "void, wall, floor, door, secret_door, corridor"));
}

TEST_F(Tiles, EveryCharacterIsInTheLegend) {
    setTile(layout, 3, 2, 'x');
    EXPECT_TRUE(reports(check(layout), "tiles: the character \"x\" at (3,2) is not in the legend"));
}

TEST_F(Tiles, ThereIsOneRowPerMapRow) {
    at(layout, "/tiles/rows").erase(at(layout, "/tiles/rows").size() - 1);
    EXPECT_TRUE(reports(check(layout), "tiles: has 79 rows, but the map is 80 tiles high"));
}

TEST_F(Tiles, EveryRowHasTheMapWidth) {
    Json& row = at(layout, "/tiles/rows/3");
    row = row.get<std::string>().substr(1);
    EXPECT_TRUE(reports(check(layout), "tiles: row 3 has 79 characters, but the map is 80 tiles"));
}

TEST_F(Tiles, WalkableTilesReachEachOther) {
    const auto [x, y] = closedCorner();
    setTile(layout, x, y, floorSymbol);
    EXPECT_TRUE(reports(check(layout),
                        "tiles: 1 walkable tile cannot be reached from the "
                        "largest walkable region ("));
    EXPECT_TRUE(reports(check(layout), ", the first at " + pointText(x, y) + " (floor)"));
}

TEST_F(Tiles, WalkableTilesOfEachComponentReachEachOther) {
    const auto [x, y] = closedCorner();
    setTile(layout, x, y, floorSymbol);
    EXPECT_TRUE(reports(check(layout, InvariantOptions{.requireSingleComponent = false}),
                        "tiles: 1 walkable tile of component 0 cannot be reached"));
}

TEST_F(Tiles, CorridorTilesAreWalkable) {
    const Json& corridor = at(layout, "/corridors/0");
    const int x = corridor["x"].get<int>() + corridor["width"].get<int>() / 2;
    const int y = corridor["y"].get<int>() + corridor["height"].get<int>() / 2;
    setTile(layout, x, y, voidSymbol);
    EXPECT_TRUE(reports(check(layout),
                        "tiles: corridor 0 has 1 tile that is not walkable, the "
                        "first at " +
                            pointText(x, y) + " (void)"));
}

TEST_F(Tiles, TilesOutsideRoomsAndCorridorsAreVoid) {
    // The first tile of the map (row by row) that no room or corridor covers.
    const auto covered = [&](int x, int y) {
        for (const char* list : {"rooms", "corridors"}) {
            for (const Json& piece : layout[list]) {
                const int left = piece["x"].get<int>();
                const int top = piece["y"].get<int>();
                if (x >= left && y >= top && x < left + piece["width"].get<int>() &&
                    y < top + piece["height"].get<int>()) {
                    return true;
                }
            }
        }
        return false;
    };
    int x = 0;
    int y = 0;
    while (covered(x, y)) {
        x = (x + 1) % 80;
        y += x == 0 ? 1 : 0;
    }
    ASSERT_EQ(tileAt(layout, x, y), voidSymbol);
    setTile(layout, x, y, floorSymbol);
    EXPECT_TRUE(reports(check(layout),
                        "tiles: 1 tile outside every room and corridor is not "
                        "void, the first at " +
                            pointText(x, y) + " (floor)"));
}

TEST_F(Tiles, DoorTilesOfPortsInUseAreWalkable) {
    const PortAt found = findPort(layout, true);
    const Json& port = layout["rooms"][found.room]["ports"][found.port];
    const auto tiles = doorTilesOf(port, port["width"].get<int>());
    setTile(layout, tiles[0], tiles[1], wallSymbol);
    EXPECT_TRUE(reports(check(layout), "tiles: room " + std::to_string(found.room) + " port " +
                                           std::to_string(found.port) + " is in use at width " +
                                           port["width"].dump() + ", but 1 of its door tiles " +
                                           rectText(tiles) + " is not walkable, the first at " +
                                           pointText(tiles[0], tiles[1]) + " (wall)"));
}

TEST_F(Tiles, DoorTilesOfFreePortsAreClosed) {
    const PortAt found = findPort(layout, false);
    const Json& port = layout["rooms"][found.room]["ports"][found.port];
    const auto tiles = doorTilesOf(port, narrowestWidth(port));
    setTile(layout, tiles[0] + tiles[2] - 1, tiles[1] + tiles[3] - 1, doorSymbol);
    const auto violations = check(layout);
    EXPECT_TRUE(reports(violations, "tiles: room " + std::to_string(found.room) + " port " +
                                        std::to_string(found.port) +
                                        " is free, but 1 of its door "
                                        "tiles " +
                                        rectText(tiles) + " at its narrowest width "));
    EXPECT_TRUE(reports(violations,
                        "tiles: 1 door tile lies outside the door tiles of every "
                        "port in use"));
}

TEST_F(Tiles, DoorTilesLieInDoorwaysInUse) {
    // A door in the middle of a room's floor: walkable, but in no doorway.
    const Json& room = at(layout, "/rooms/0");
    int x = room["x"].get<int>() + 1;
    const int y = room["y"].get<int>() + 1;
    while (tileAt(layout, x, y) != floorSymbol) {
        ++x;
    }
    setTile(layout, x, y, doorSymbol);
    EXPECT_TRUE(reports(check(layout),
                        "tiles: 1 door tile lies outside the door tiles of every "
                        "port in use, the first at " +
                            pointText(x, y)));
}

TEST_F(Tiles, MalformedBlocksAreNamed) {
    Json copy = layout;
    at(copy, "/tiles") = Json::array();
    EXPECT_TRUE(reports(check(copy), "tiles: the block should be an object, not an array"));
    copy = layout;
    erase(copy, "/tiles", "legend");
    at(copy, "/tiles/rows/2") = 7;
    const auto violations = check(copy);
    EXPECT_TRUE(reports(violations, "tiles: missing \"legend\""));
    EXPECT_TRUE(reports(violations, "tiles: row 2 should be a string, not a whole number"));
    copy = layout;
    at(copy, "/tiles/legend")[std::string(1, floorSymbol)] = 1;
    EXPECT_TRUE(reports(check(copy),
                        "tiles: legend \".\" should name a tile with a string, not a "
                        "whole number"));
}

// [SECTION] Phase 2: resolution -----------------------------------------------------------------

TEST_F(Resolution, EveryRoomHasOneTree) {
    Json copy = layout;
    at(copy, "/resolution/rooms").erase(0);
    EXPECT_TRUE(reports(check(copy), "resolution: room 0 has no tree"));
    copy = layout;
    at(copy, "/resolution/rooms").push_back(at(copy, "/resolution/rooms/1"));
    EXPECT_TRUE(reports(check(copy), "resolution: room 1 has 2 trees; it should have exactly one"));
}

TEST_F(Resolution, EveryCorridorHasOneTree) {
    at(layout, "/resolution/corridors").erase(0);
    EXPECT_TRUE(reports(check(layout), "resolution: corridor 0 has no tree"));
}

TEST_F(Resolution, TreesAreOnlyForExistingRoomsAndCorridors) {
    Json extra = at(layout, "/resolution/rooms/0");
    extra["room"] = 999;
    at(layout, "/resolution/rooms").push_back(extra);
    const std::size_t last = at(layout, "/resolution/rooms").size() - 1;
    EXPECT_TRUE(reports(check(layout), "resolution: rooms[" + std::to_string(last) +
                                           "] is the tree of room 999, which does not exist"));
}

TEST_F(Resolution, RoomTreeCoversTheRoom) {
    Json& tree = roomTree(layout, 2);
    tree["rect"][0] = tree["rect"][0].get<int>() + 1;
    tree["slot"] = "room 3";
    const auto violations = check(layout);
    EXPECT_TRUE(reports(violations, "resolution: room 2: rect "));
    EXPECT_TRUE(reports(violations, " differs from the room's "));
    EXPECT_TRUE(reports(violations, "resolution: room 2: slot \"room 3\" should be \"room 2\""));
}

TEST_F(Resolution, CorridorTreeCoversTheCorridor) {
    Json& tree = treeOf(layout, "corridors", "corridor", 1);
    tree["rect"][3] = tree["rect"][3].get<int>() + 1;
    tree["kind"] = "part";
    const auto violations = check(layout);
    EXPECT_TRUE(reports(violations, " differs from the corridor's "));
    EXPECT_TRUE(
        reports(violations, "resolution: corridor 1: kind \"part\" should be \"corridor\""));
}

TEST_F(Resolution, ModulesAreInTheCatalogue) {
    wallSlot(layout, 0, 0)["module"] = "wall_of_fog";
    EXPECT_TRUE(reports(check(layout),
                        "resolution: room 0 / wall 0: module \"wall_of_fog\" is "
                        "not in the catalogue"));
}

TEST_F(Resolution, KindIsTheModulesKind) {
    Json& wall = wallSlot(layout, 0, 0);
    wall["kind"] = "part";
    EXPECT_TRUE(reports(check(layout), "resolution: room 0 / wall 0: kind \"part\" differs from " +
                                           wall["module"].dump() + "'s kind \"wall\""));
}

TEST_F(Resolution, RoomIsFilledWithItsTemplateOrAVariant) {
    const std::string templateName = at(layout, "/rooms/0/template").get<std::string>();
    const std::string other = templateName == "hall_12x12" ? "hall_16x12" : "hall_12x12";
    roomTree(layout, 0)["module"] = other;
    EXPECT_TRUE(reports(check(layout), "resolution: room 0: module \"" + other +
                                           "\" is neither the room's template \"" + templateName +
                                           "\" nor a variant of it"));
}

TEST_F(Resolution, ChildRectsLieInsideTheirParents) {
    Json& wall = wallSlot(layout, 0, 0);
    wall["rect"][0] = wall["rect"][0].get<int>() - 1;
    EXPECT_TRUE(reports(check(layout), "resolution: room 0 / wall 0: rect "));
    EXPECT_TRUE(reports(check(layout), " does not lie inside its parent's rect "));
}

TEST_F(Resolution, EveryPortHasAWallSlot) {
    Json& slots = roomTree(layout, 0)["slots"];
    for (std::size_t i = 0; i < slots.size(); ++i) {
        if (slots[i]["slot"] == "wall 0") {
            slots.erase(i);
            break;
        }
    }
    EXPECT_TRUE(reports(check(layout), "resolution: room 0: has no slot \"wall 0\" for port 0"));
}

TEST_F(Resolution, PortInUseHasItsDoorUnderItsWall) {
    const PortAt found = findPort(layout, true);
    const Json& port = layout["rooms"][found.room]["ports"][found.port];
    const auto tiles = doorTilesOf(port, port["width"].get<int>());
    const std::string owner =
        "resolution: room " + std::to_string(found.room) + " / wall " + std::to_string(found.port);
    Json copy = layout;
    Json& wall = wallSlot(copy, found.room, found.port);
    ASSERT_EQ(wall["slots"].size(), 1u);
    Json& door = wall["slots"][0];
    door["rect"][0] = door["rect"][0].get<int>() + (tiles[2] > 1 ? 1 : 0);
    door["rect"][1] = door["rect"][1].get<int>() + (tiles[3] > 1 ? 1 : 0);
    EXPECT_TRUE(reports(check(copy), owner + " / door: room " + std::to_string(found.room) +
                                         " port " + std::to_string(found.port) +
                                         " is in use at width " + port["width"].dump() +
                                         ", but its door node covers "));
    wall["slots"] = Json::array();
    EXPECT_TRUE(reports(check(copy), owner + ": room " + std::to_string(found.room) + " port " +
                                         std::to_string(found.port) + " is in use at width " +
                                         port["width"].dump() +
                                         ", but no door node lies under its wall (its door "
                                         "tiles are " +
                                         rectText(tiles) + ")"));
}

TEST_F(Resolution, FreePortHasNoDoorUnderItsWall) {
    const PortAt connected = findPort(layout, true);
    const Json door = wallSlot(layout, connected.room, connected.port)["slots"][0];
    const PortAt free = findPort(layout, false);
    wallSlot(layout, free.room, free.port)["slots"].push_back(door);
    EXPECT_TRUE(reports(check(layout), "resolution: room " + std::to_string(free.room) +
                                           " / wall " + std::to_string(free.port) +
                                           " / door: a door node under the wall of room " +
                                           std::to_string(free.room) + " port " +
                                           std::to_string(free.port) + ", which is free"));
}

TEST_F(Resolution, ProblemsAreThoseOfTheTrees) {
    Json copy = layout;
    at(copy, "/resolution/problems").push_back("room 0 / wall 0: made up");
    auto violations = check(copy);
    EXPECT_TRUE(reports(violations,
                        "resolution: \"problems\" lists 1 problem, but the trees "
                        "carry 0"));
    EXPECT_TRUE(reports(violations,
                        "resolution: \"problems\" lists \"room 0 / wall 0: made up\", "
                        "which no node of the trees carries"));
    copy = layout;
    wallSlot(copy, 0, 0)["problem"] = "room 0 / wall 0: made up";
    EXPECT_TRUE(reports(check(copy),
                        "resolution: room 0 / wall 0: its problem \"room 0 / wall 0: "
                        "made up\" is not in \"problems\""));
    copy = layout;
    at(copy, "/resolution/problems") = Json::array({3});
    EXPECT_TRUE(reports(check(copy),
                        "resolution: problems[0] should be a string, not a whole "
                        "number"));
}

TEST_F(Resolution, NodesOfTheWrongShapeAreNamed) {
    Json& wall = wallSlot(layout, 0, 0);
    wall["rotation"] = 45;
    wall["rect"] = Json::array({1, 2, 3});
    wall["module"] = 5;
    wall["kind"] = "window";
    wall.erase("params");
    at(layout, "/resolution/corridors/0/slots") = "none";
    const auto violations = check(layout);
    EXPECT_TRUE(reports(violations,
                        "resolution: room 0 / wall 0: \"rotation\" = 45 is not 0, 90, "
                        "180 or 270"));
    EXPECT_TRUE(reports(violations,
                        "resolution: room 0 / wall 0: \"rect\" should be [x, y, width, "
                        "height], not [1,2,3]"));
    EXPECT_TRUE(reports(violations,
                        "resolution: room 0 / wall 0: \"module\" should be a module "
                        "name or null, not a whole number"));
    EXPECT_TRUE(reports(violations,
                        "resolution: room 0 / wall 0: kind \"window\" is neither a "
                        "room kind nor a part kind"));
    EXPECT_TRUE(reports(violations, "resolution: room 0 / wall 0: missing \"params\""));
    EXPECT_TRUE(reports(violations,
                        "resolution: corridor 0: \"slots\" should be an array, not a "
                        "string"));
}

TEST_F(Resolution, AnyDamageToTheBlocksIsSurvived) {
    // Every value of one room's tree, one corridor's, the problems and the tile legend and a row,
    // removed or retyped: the checker never throws and never fails internally.
    const std::vector<Json> replacements = {Json(nullptr), Json("text"),  Json(-1),      Json(0.5),
                                            Json(true),    Json::array(), Json::object()};
    const auto survives = [&](const Json& damaged, const std::string& what) {
        std::vector<std::string> violations;
        ASSERT_NO_THROW(violations = check(damaged)) << what;
        for (const std::string& violation : violations) {
            EXPECT_EQ(violation.find("checker error"), std::string::npos) << what << violation;
        }
    };
    for (const char* root : {"/resolution/rooms/0", "/resolution/corridors/0",
                             "/resolution/problems", "/tiles/legend", "/tiles/rows/0"}) {
        forEachValue(at(layout, root), root, [&](const std::string& pointer) {
            if (layout.at(Json::json_pointer(parentOf(pointer))).is_object()) {
                Json removed = layout;
                at(removed, parentOf(pointer)).erase(lastTokenOf(pointer));
                survives(removed, "removing " + pointer);
            }
            for (const Json& replacement : replacements) {
                Json retyped = layout;
                at(retyped, pointer) = replacement;
                survives(retyped, "setting " + pointer + " to " + replacement.dump());
            }
        });
    }
    for (const char* block : {"resolution", "tiles"}) {
        for (const Json& replacement : replacements) {
            Json retyped = layout;
            retyped[block] = replacement;
            survives(retyped, std::string("setting ") + block);
        }
    }
}

}  // namespace

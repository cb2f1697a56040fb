// The components and inspector panels driven headlessly over a real run of
// the default catalogue: the components listed at the end of a run and just
// before the pruning (with the one it keeps), focusing a component by
// clicking its row, and the inspector showing a selected room and following
// its ports' connections.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "panels/components_panel.hpp"
#include "panels/inspector_panel.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const ScreenRect kComponentsRegion{{0.0f, 0.0f}, {400.0f, 790.0f}};
const ScreenRect kInspectorRegion{{420.0f, 0.0f}, {840.0f, 790.0f}};

class InspectorComponentsTest : public testing::UiTest {
protected:
    void drawFrame() override {
        components.draw(state, kComponentsRegion);
        inspector.draw(state, kInspectorRegion);
    }

    /// Opens the default catalogue and runs it with `seed`, waiting for the run.
    void generate(std::uint64_t seed) {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        state.generation().settings().setSeed(seed);
        ASSERT_EQ(state.session().generateFromDocument(), "");
        ASSERT_TRUE(state.generation().waitForRun());
        state.session().updateGeneration(0.0);
        ASSERT_NE(state.generation().cursor().result(), nullptr);
        ASSERT_TRUE(state.generation().cursor().result()->ok()) << state.generation().failure();
    }

    /// Runs seeds from 1 until one deletes components in its pruning; returns
    /// the index of the first event of that run's pruning phase.
    std::size_t generateWithPruning() {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            generate(seed);
            const std::vector<Event>& events = state.generation().cursor().timeline()->events();
            const auto deleted = std::find_if(events.begin(), events.end(), [](const Event& e) {
                return e.kind == EventKind::ComponentDeleted;
            });
            if (deleted == events.end()) {
                continue;
            }
            auto first = deleted;
            while (first != events.begin() && std::prev(first)->phase == Phase::Components) {
                --first;
            }
            return static_cast<std::size_t>(first - events.begin());
        }
        ADD_FAILURE() << "no seed from 1 to 40 deletes a component";
        return 0;
    }

    /// The text the inspector drew in one frame.
    std::string inspectorText() {
        return imgui.loggedText([&] { components.draw(state, kComponentsRegion); },
                                [&] { inspector.draw(state, kInspectorRegion); });
    }

    static ImVec2 rowCentre(const Panel& panel, std::size_t index) {
        for (const DrawnRow& row : panel.drawnRows()) {
            if (row.index == index) {
                return row.centre();
            }
        }
        ADD_FAILURE() << panel.title() << " drew no row for index " << index;
        return {-1.0f, -1.0f};
    }

    EditorState state;
    ComponentsPanel components;
    InspectorPanel inspector;
};

TEST_F(InspectorComponentsTest, ASuccessfulRunEndsWithOneComponentAndNoPruningMarks) {
    generate(1);
    frames(2);
    EXPECT_EQ(components.drawnRows().size(), 1u);
    ASSERT_EQ(components.shownComponents().size(), 1u);
    const Layout& layout = *state.generation().cursor().layoutAtStep();
    EXPECT_EQ(components.shownComponents()[0].rooms, layout.roomCount());
    EXPECT_EQ(components.shownComponents()[0].corridors, layout.corridorCount());
    EXPECT_FALSE(components.markedKept().has_value());
}

TEST_F(InspectorComponentsTest, JustBeforeThePruningEveryComponentIsListedWithTheOneKept) {
    const std::size_t pruning = generateWithPruning();
    ASSERT_GT(pruning, 0u);
    state.generation().cursor().setStep(pruning);
    frames(2);

    const Layout& layout = *state.generation().cursor().layoutAtStep();
    std::set<int> representatives;
    for (const RoomId id : layout.roomIds()) {
        representatives.insert(layout.componentOf(id));
    }
    ASSERT_GT(representatives.size(), 1u);
    EXPECT_EQ(components.drawnRows().size(), representatives.size());
    ASSERT_EQ(components.shownComponents().size(), representatives.size());

    // The rooms the pruning then deletes are exactly those outside the
    // component marked as kept.
    ASSERT_TRUE(components.markedKept().has_value());
    const RoomId keptRoom =
        components.shownComponents()[static_cast<std::size_t>(*components.markedKept())].firstRoom;
    std::set<RoomId> deleted;
    const std::vector<Event>& events = state.generation().cursor().timeline()->events();
    for (std::size_t i = pruning; i < events.size() && events[i].phase == Phase::Components; ++i) {
        if (events[i].kind != EventKind::ComponentDeleted) {
            continue;
        }
        for (const EventObject& object : events[i].objects) {
            if (object.kind == EventObject::Kind::Room) {
                deleted.insert(object.id);
            }
        }
    }
    std::set<RoomId> outsideKept;
    for (const RoomId id : layout.roomIds()) {
        if (!layout.connected(id, keptRoom)) {
            outsideKept.insert(id);
        }
    }
    EXPECT_EQ(deleted, outsideKept);

    // Well before the pruning nothing is marked.
    state.generation().cursor().setStep(pruning / 2);
    frames(1);
    EXPECT_FALSE(components.markedKept().has_value());
}

TEST_F(InspectorComponentsTest, ClickingAComponentRowFocusesItAndClickingAgainClears) {
    const std::size_t pruning = generateWithPruning();
    state.generation().cursor().setStep(pruning);
    frames(2);
    ASSERT_GT(components.drawnRows().size(), 1u);
    EXPECT_FALSE(state.selection().focusedComponent().has_value());

    click(rowCentre(components, 1));
    EXPECT_EQ(state.selection().focusedComponent(), 1);
    click(rowCentre(components, 0));
    EXPECT_EQ(state.selection().focusedComponent(), 0);
    click(rowCentre(components, 0));
    EXPECT_FALSE(state.selection().focusedComponent().has_value());
}

TEST_F(InspectorComponentsTest, ASelectedRoomShowsItsTemplateAndItsConnectionsSelect) {
    generate(1);
    const Layout& layout = *state.generation().cursor().layoutAtStep();

    // A room with a port into a corridor, and the corridor's other end.
    const PlacedRoom* room = nullptr;
    std::size_t port = 0;
    for (const RoomId id : layout.roomIds()) {
        const PlacedRoom& candidate = *layout.room(id);
        for (std::size_t i = 0; i < candidate.ports.size() && room == nullptr; ++i) {
            if (candidate.ports[i].link.kind == PortLink::Kind::Corridor) {
                room = &candidate;
                port = i;
            }
        }
    }
    ASSERT_NE(room, nullptr);
    const int corridorId = room->ports[port].link.id;
    const std::string name =
        layout.catalogue().modules[static_cast<std::size_t>(room->templateIndex)].name;

    state.selection().selectObject(TileOwner{TileOwner::Kind::Room, room->id});
    frames(2);
    const std::string shown = inspectorText();
    EXPECT_NE(shown.find(name), std::string::npos) << shown;
    EXPECT_NE(shown.find("corridor " + std::to_string(corridorId)), std::string::npos) << shown;

    click(rowCentre(inspector, port));
    ASSERT_EQ(state.selection().selectedObject(),
              (TileOwner{TileOwner::Kind::Corridor, corridorId}));

    // From the corridor, the end that is not this room leads to the other room.
    frames(2);  // a table measures its columns in its first frame
    const Corridor& corridor = *layout.corridor(corridorId);
    const std::size_t otherEnd = corridor.ends[0].room == room->id ? 1 : 0;
    click(rowCentre(inspector, otherEnd));
    EXPECT_EQ(state.selection().selectedObject(),
              (TileOwner{TileOwner::Kind::Room, corridor.ends[otherEnd].room}));
    const std::string otherName = layout.catalogue()
                                      .modules[static_cast<std::size_t>(
                                          layout.room(corridor.ends[otherEnd].room)->templateIndex)]
                                      .name;
    EXPECT_NE(inspectorText().find(otherName), std::string::npos);
}

TEST_F(InspectorComponentsTest, APortLinkedToARoomSelectsThatRoom) {
    // Direct links are rarer than corridors; look through a few seeds.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        generate(seed);
        const Layout& layout = *state.generation().cursor().layoutAtStep();
        for (const RoomId id : layout.roomIds()) {
            const PlacedRoom& room = *layout.room(id);
            for (std::size_t i = 0; i < room.ports.size(); ++i) {
                const PortLink link = room.ports[i].link;
                if (link.kind != PortLink::Kind::Room) {
                    continue;
                }
                state.selection().selectObject(TileOwner{TileOwner::Kind::Room, id});
                frames(2);
                EXPECT_NE(inspectorText().find(describeConnection(link)), std::string::npos);
                click(rowCentre(inspector, i));
                EXPECT_EQ(state.selection().selectedObject(),
                          (TileOwner{TileOwner::Kind::Room, link.id}));
                return;
            }
        }
    }
    FAIL() << "no seed from 1 to 40 links two rooms directly";
}

TEST_F(InspectorComponentsTest, WithNothingSelectedTheCurrentEventAndItsObjectsAreShown) {
    generate(1);
    // The last event that added a corridor touched it.
    const std::vector<Event>& events = state.generation().cursor().timeline()->events();
    std::size_t step = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == EventKind::CorridorAdded && !events[i].objects.empty()) {
            step = i + 1;
            break;
        }
    }
    ASSERT_GT(step, 0u);
    state.generation().cursor().setStep(step);
    frames(2);
    const Event& event = *state.generation().cursor().currentEvent();
    const std::string shown = inspectorText();
    EXPECT_NE(shown.find(event.text.substr(0, 20)), std::string::npos) << shown;
    EXPECT_NE(shown.find(std::string(toString(event.phase))), std::string::npos) << shown;

    ASSERT_FALSE(inspector.drawnRows().empty());
    const std::size_t index = inspector.drawnRows().front().index;
    const EventObject object = event.objects[index];
    click(rowCentre(inspector, index));
    ASSERT_TRUE(state.selection().selectedObject().has_value());
    EXPECT_EQ(state.selection().selectedObject()->id, object.id);
    EXPECT_EQ(state.selection().selectedObject()->kind, object.kind == EventObject::Kind::Room
                                                            ? TileOwner::Kind::Room
                                                            : TileOwner::Kind::Corridor);
}

TEST(ComponentsPanel, ThePruningKeepsTheMostNormalRoomsThenTheMostRoomsThenTheLowestId) {
    std::vector<ComponentSummary> list = {{0, 0, 5, 2, 4}, {1, 3, 4, 3, 1}, {2, 7, 6, 3, 2}};
    EXPECT_EQ(componentKeptByPruning(list), 2);
    list[1].rooms = 6;
    EXPECT_EQ(componentKeptByPruning(list), 1);
    EXPECT_FALSE(componentKeptByPruning({}).has_value());
}

}  // namespace
}  // namespace easylink::ui

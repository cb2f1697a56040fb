// Locks and keys in the editor, headless, over runs of the shipped locks
// catalogue: the viewport's Path toggle and the path it draws, the
// Inspector naming a locked room's key and what a key room opens, and the
// lock work on the timeline with the hosts it refused.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/layout/locks.hpp"
#include "headless_imgui.hpp"
#include "panels/inspector_panel.hpp"
#include "panels/viewport_panel.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const ScreenRect kViewportRegion{{0.0f, 0.0f}, {860.0f, 790.0f}};
const ScreenRect kInspectorRegion{{870.0f, 0.0f}, {1270.0f, 790.0f}};

class LocksViewTest : public ::testing::Test {
protected:
    void open(const char* catalogue) {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / catalogue));
        state.generation().settings().setAutoRegenerate(false);
        state.generation().settings().setSeed(7);
        ASSERT_TRUE(state.session().generateFromDocument().empty());
        state.generation().waitForRun();
        imgui.frames(3, draw);
        ASSERT_NE(layout(), nullptr);
    }
    const Layout* layout() { return state.generation().cursor().layoutAtStep(); }

    /// The room of module `name` with the lowest id.
    RoomId roomOf(const std::string& name) {
        for (RoomId id : layout()->roomIds()) {
            if (layout()->catalogue().modules[layout()->room(id)->templateIndex].name == name) {
                return id;
            }
        }
        ADD_FAILURE() << "no " << name << " room";
        return -1;
    }

    /// The text the inspector drew in one frame.
    std::string inspectorText() {
        return imgui.loggedText(
            [&] {
                state.session().updateGeneration(0.0);
                viewport.draw(state, kViewportRegion);
            },
            [&] { inspector.draw(state, kInspectorRegion); });
    }

    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorState state;
    ViewportPanel viewport;
    InspectorPanel inspector;
    std::function<void()> draw = [this] {
        state.session().updateGeneration(0.0);
        viewport.draw(state, kViewportRegion);
        inspector.draw(state, kInspectorRegion);
    };
};

TEST_F(LocksViewTest, ThePathToggleAndThePathDrawnAreThePlayersPath) {
    open("locks.json");
    ASSERT_TRUE(viewport.controlCentre(ViewportPanel::Control::PlayerPath).has_value());
    const LockOverlay& locks = viewport.view().locks();
    ASSERT_TRUE(locks.active());
    const std::optional<PlayerPath> expected = playerPath(*layout(), true);
    ASSERT_TRUE(locks.path().has_value());
    EXPECT_EQ(locks.path()->steps, expected->steps);
    EXPECT_EQ(locks.path()->rooms, expected->rooms);
    EXPECT_EQ(locks.keyRooms(), (std::vector<RoomId>{roomOf("altar"), roomOf("shrine")}));

    EXPECT_TRUE(viewport.view().options().showPlayerPath);
    imgui.click(*viewport.controlCentre(ViewportPanel::Control::PlayerPath), draw);
    EXPECT_FALSE(viewport.view().options().showPlayerPath);
}

TEST_F(LocksViewTest, WithoutLocksThereIsNoPathToggle) {
    open("default.json");
    EXPECT_FALSE(viewport.view().locks().active());
    EXPECT_FALSE(viewport.controlCentre(ViewportPanel::Control::PlayerPath).has_value());
    EXPECT_TRUE(viewport.controlCentre(ViewportPanel::Control::Ports).has_value());
}

TEST_F(LocksViewTest, TheInspectorSaysWhichKeyOpensARoomAndWhereItIs) {
    open("locks.json");
    const RoomId throne = roomOf("throne_room");
    const RoomId shrine = roomOf("shrine");
    const RoomId altar = roomOf("altar");
    state.selection().selectObject(TileOwner{TileOwner::Kind::Room, throne});
    const std::string throneText = inspectorText();
    EXPECT_NE(throneText.find("locked by"), std::string::npos) << throneText;
    EXPECT_NE(throneText.find("key shrine in"), std::string::npos) << throneText;
    EXPECT_NE(throneText.find("room " + std::to_string(shrine)), std::string::npos) << throneText;

    state.selection().selectObject(TileOwner{TileOwner::Kind::Room, altar});
    const std::string altarText = inspectorText();
    EXPECT_NE(altarText.find("key of"), std::string::npos) << altarText;
    EXPECT_NE(altarText.find("room " + std::to_string(shrine)), std::string::npos) << altarText;
    EXPECT_EQ(altarText.find("locked by"), std::string::npos) << altarText;
}

TEST_F(LocksViewTest, TheTimelineShowsTheLockWorkWithTheHostsItRefused) {
    open("locks.json");
    const std::vector<Event>& events = state.generation().cursor().timeline()->events();
    int attached = 0;
    int refused = 0;
    for (const Event& event : events) {
        if (event.phase != Phase::Rules) {
            continue;
        }
        attached += event.text.find("key altar attached to") != std::string::npos ||
                            event.text.find("key shrine attached to") != std::string::npos
                        ? 1
                        : 0;
        refused += event.kind == EventKind::CandidateRejected &&
                           event.text.find("key shrine not beside") != std::string::npos
                       ? 1
                       : 0;
    }
    EXPECT_EQ(attached, 2);
    EXPECT_GE(refused, 1) << "the throne room, locked by the shrine, is not its host";
}

}  // namespace
}  // namespace easylink::ui

// The Play-test panel driven headlessly: on an easylink run of the default
// catalogue (phase 2's map, no start or exit tiles) it starts a game by
// itself; W/A/S/D and the arrow keys move the token while the panel has the
// focus (and not with Ctrl held, nor without the focus), the arrow buttons
// too; walls block with a message; tiles once seen stay drawn, dimmed;
// reaching the exit says so with the number of moves; a new run is noted and
// Restart plays it. A tile generator's map (starts and exit of its own) is
// played from a run built here through play_tiles.hpp, and from the
// session's own cellular run.

#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/play/play_session.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/resolve/resolution.hpp"
#include "panels/panel_registry.hpp"
#include "panels/play_test_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "session/generation_session.hpp"
#include "ui_test_fixture.hpp"
#include "viewport/play_tiles.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kDefaultCatalogue =
    std::filesystem::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json";
const ScreenRect kRegion{{0.0f, 0.0f}, {1280.0f, 800.0f}};

using Shade = PlayTestPanel::Shade;
using Control = PlayTestPanel::Control;

int keyFor(Dir dir, bool arrows) {
    switch (dir) {
        case Dir::N: return arrows ? GLFW_KEY_UP : GLFW_KEY_W;
        case Dir::E: return arrows ? GLFW_KEY_RIGHT : GLFW_KEY_D;
        case Dir::S: return arrows ? GLFW_KEY_DOWN : GLFW_KEY_S;
        case Dir::W: return arrows ? GLFW_KEY_LEFT : GLFW_KEY_A;
    }
    return GLFW_KEY_W;
}

/// A shortest walk from the party to the nearest exit.
std::vector<Dir> pathToExit(const PlaySession& game) {
    const TileRaster& tiles = game.tiles();
    const auto index = [&](Vec2i t) { return static_cast<std::size_t>(t.y * tiles.width() + t.x); };
    const std::vector<int> fromHere = stepDistances(tiles, game.position());
    std::optional<Vec2i> target;
    for (const Vec2i exit : game.exits()) {
        if (fromHere[index(exit)] >= 0 &&
            (!target || fromHere[index(exit)] < fromHere[index(*target)])) {
            target = exit;
        }
    }
    std::vector<Dir> path;
    if (!target) {
        return path;
    }
    const std::vector<int> toTarget = stepDistances(tiles, *target);
    for (Vec2i here = game.position(); here != *target;) {
        for (Dir dir : kAllDirs) {
            const Vec2i next = here + delta(dir);
            if (tiles.bounds().contains(next) &&
                toTarget[index(next)] == toTarget[index(here)] - 1) {
                path.push_back(dir);
                here = next;
                break;
            }
        }
    }
    return path;
}

std::optional<Dir> directionWhere(const PlaySession& game, bool walkable) {
    for (Dir dir : kAllDirs) {
        if (isWalkable(game.tiles().at(game.position() + delta(dir))) == walkable) {
            return dir;
        }
    }
    return std::nullopt;
}

class PlayTestPanelTest : public testing::UiTest {
protected:
    void drawFrame() override {
        panel.draw(state, region);
        if (alsoDraw) {
            alsoDraw();
        }
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kDefaultCatalogue));
        session().settings().setAutoRegenerate(false);
        generateSeed(4);
        panel.setOpen(true);
        frames(2);
        ASSERT_NE(panel.game(), nullptr) << "opening the panel starts a game on the run";
    }

    GenerationSession& session() { return state.generation(); }
    const PlaySession& game() { return *panel.game(); }

    void generateSeed(std::uint64_t seed) {
        session().settings().setSeed(seed);
        ASSERT_EQ(state.session().generateFromDocument(), "");
        ASSERT_TRUE(session().waitForRun());
        ASSERT_NE(session().run(), nullptr);
        ASSERT_TRUE(session().run()->result.ok()) << session().failure();
    }

    void focusMap() { click(panel.controlCentre(Control::Map)); }

    EditorState state;
    PlayTestPanel panel;
    ScreenRect region = kRegion;
    std::function<void()> alsoDraw;  // another window beside the panel
};

TEST(PlayTestPanelRegistry, IsInTheViewMenuAndClosedAtFirst) {
    const PanelRegistry registry = PanelRegistry::withEditorPanels();
    const Panel* panel = registry.find(PlayTestPanel::kTitle);
    ASSERT_NE(panel, nullptr);
    EXPECT_FALSE(panel->isOpen());
    EXPECT_FALSE(panel->openByDefault());
}

TEST_F(PlayTestPanelTest, AnEasylinkRunPlaysPhaseTwosMap) {
    const GenerationRun& run = *session().run();
    const std::optional<TileRaster> tiles = playTilesOf(run);
    ASSERT_TRUE(tiles.has_value());
    EXPECT_EQ(*tiles, rasterizeResolution(*run.result.layout, *run.result.resolution));
    EXPECT_EQ(panel.gameRunId(), run.id);
    EXPECT_EQ(panel.shown().label, "easylink, seed 4");
    EXPECT_FALSE(panel.shown().runChanged);
    // No start or exit tiles: the centre-most start and a marked exit.
    EXPECT_EQ(game().start(), fallbackStart(*tiles));
    EXPECT_EQ(game().exitSource(), ExitSource::Marked);
    EXPECT_EQ(panel.shadeAt(game().position()), Shade::Visible);
    EXPECT_GT(panel.shown().columns, 0);
    EXPECT_GT(panel.shown().rows, 0);
}

TEST_F(PlayTestPanelTest, KeysMoveTheTokenWhenThePanelHasTheFocus) {
    focusMap();
    for (const bool arrows : {false, true}) {
        const std::optional<Dir> open = directionWhere(game(), true);
        ASSERT_TRUE(open.has_value());
        const Vec2i before = game().position();
        const int movesBefore = game().moves();
        press(keyFor(*open, arrows));
        EXPECT_EQ(game().position(), before + delta(*open)) << (arrows ? "arrow" : "letter");
        EXPECT_EQ(game().moves(), movesBefore + 1);
        EXPECT_EQ(panel.shadeAt(game().position()), Shade::Visible);
        // And back, so the next key has somewhere to go.
        press(keyFor(opposite(*open), arrows));
        EXPECT_EQ(game().position(), before);
    }

    // Ctrl+S saves; it does not walk.
    const std::optional<Dir> open = directionWhere(game(), true);
    const Vec2i here = game().position();
    press(keyFor(*open, false), /*ctrl=*/true);
    EXPECT_EQ(game().position(), here);
}

TEST_F(PlayTestPanelTest, KeysDoNothingWithoutTheFocus) {
    // Another window takes the focus.
    region = {{0.0f, 0.0f}, {900.0f, 800.0f}};
    alsoDraw = [] {
        ImGui::SetNextWindowPos({1000.0f, 700.0f});
        ImGui::SetNextWindowSize({200.0f, 80.0f});
        ImGui::Begin("elsewhere");
        ImGui::Button("button");
        ImGui::End();
    };
    frames(2);
    click({1040.0f, 740.0f});
    const Vec2i here = game().position();
    for (Dir dir : kAllDirs) {
        press(keyFor(dir, false));
    }
    EXPECT_EQ(game().position(), here);
    EXPECT_EQ(game().moves(), 0);
}

TEST_F(PlayTestPanelTest, ArrowsWalkHereWithoutSteppingTheTimeline) {
    // The timeline's arrows act anywhere in the editor, but leave the keys
    // to the panel while it has the focus (shortcuts.hpp).
    TimelinePanel timeline;
    const ScreenRect timelineRegion{{0.0f, 600.0f}, {1280.0f, 200.0f}};
    region = {{0.0f, 0.0f}, {1280.0f, 600.0f}};
    alsoDraw = [&] { timeline.draw(state, timelineRegion); };
    session().cursor().setStep(10);
    frames(2);
    focusMap();
    press(GLFW_KEY_RIGHT);
    EXPECT_EQ(session().cursor().step(), 10u) << "an arrow for the party stepped the timeline";
    EXPECT_TRUE(game().moves() > 0 || !panel.shown().bump.empty())
        << "the arrows did not reach the panel";

    // With the focus on the timeline, the same arrow steps it.
    click(ImVec2{timelineRegion.min.x + 600.0f, timelineRegion.min.y + 185.0f});
    const std::size_t before = session().cursor().step();
    press(GLFW_KEY_RIGHT);
    EXPECT_GT(session().cursor().step(), before);
}

TEST_F(PlayTestPanelTest, TheArrowButtonsMoveToo) {
    const std::optional<Dir> open = directionWhere(game(), true);
    ASSERT_TRUE(open.has_value());
    const Control button = *open == Dir::N   ? Control::North
                           : *open == Dir::E ? Control::East
                           : *open == Dir::S ? Control::South
                                             : Control::West;
    const Vec2i before = game().position();
    click(panel.controlCentre(button));
    EXPECT_EQ(game().position(), before + delta(*open));
}

TEST_F(PlayTestPanelTest, WallsBlockWithAMessage) {
    focusMap();
    // Walk until a wall is beside the party, then push into it.
    for (int guard = 0; !directionWhere(game(), false) && guard < 50; ++guard) {
        press(keyFor(*directionWhere(game(), true), false));
    }
    const std::optional<Dir> wall = directionWhere(game(), false);
    ASSERT_TRUE(wall.has_value());
    const Vec2i here = game().position();
    const int moves = game().moves();
    press(keyFor(*wall, false));
    EXPECT_EQ(game().position(), here);
    EXPECT_EQ(game().moves(), moves);
    EXPECT_NE(panel.shown().bump.find("blocks the way"), std::string::npos) << panel.shown().bump;
    // The next step clears it.
    press(keyFor(*directionWhere(game(), true), false));
    EXPECT_EQ(panel.shown().bump, "");
}

TEST_F(PlayTestPanelTest, SeenTilesStayDrawnDimmed) {
    const Vec2i start = game().position();
    std::vector<Vec2i> seenAtStart;
    for (int y = 0; y < game().tiles().height(); ++y) {
        for (int x = 0; x < game().tiles().width(); ++x) {
            if (panel.shadeAt({x, y}) == Shade::Visible) {
                seenAtStart.push_back({x, y});
            }
        }
    }
    ASSERT_FALSE(seenAtStart.empty());
    const std::vector<Dir> path = pathToExit(game());
    ASSERT_GT(path.size(), 12u);
    focusMap();
    for (std::size_t i = 0; i + 1 < path.size() && i < 40; ++i) {
        press(keyFor(path[i], i % 2 == 1));
    }
    ASSERT_GT(game().moves(), 12);
    std::size_t remembered = 0;
    for (const Vec2i tile : seenAtStart) {
        EXPECT_TRUE(game().explored().at(tile));
        const auto shade = panel.shadeAt(tile);
        if (!shade) {
            continue;  // scrolled out of the window
        }
        EXPECT_NE(*shade, Shade::Unexplored) << tile.x << "," << tile.y;
        if (*shade == Shade::Remembered) {
            ++remembered;
            const auto colour = panel.colourAt(tile);
            ASSERT_TRUE(colour.has_value());
            EXPECT_NE(*colour, IM_COL32(0, 0, 0, 255)) << "drawn, not black";
        }
    }
    EXPECT_GT(remembered, 0u) << "the walk left the first view behind";
    EXPECT_NE(game().position(), start);
    // A tile never seen is black.
    bool foundUnexplored = false;
    for (int y = 0; y < panel.shown().rows && !foundUnexplored; ++y) {
        for (int x = 0; x < panel.shown().columns && !foundUnexplored; ++x) {
            const Vec2i tile = panel.shown().viewOrigin + Vec2i{x, y};
            if (!game().explored().at(tile)) {
                EXPECT_EQ(panel.shadeAt(tile), Shade::Unexplored);
                EXPECT_EQ(panel.colourAt(tile), IM_COL32(0, 0, 0, 255));
                foundUnexplored = true;
            }
        }
    }
    EXPECT_TRUE(foundUnexplored);
}

TEST_F(PlayTestPanelTest, ReachingTheExitSaysSoWithTheMoves) {
    const std::vector<Dir> path = pathToExit(game());
    ASSERT_FALSE(path.empty());
    focusMap();
    for (const Dir dir : path) {
        press(keyFor(dir, false));
    }
    EXPECT_TRUE(game().finished());
    EXPECT_EQ(panel.shown().exitMessage,
              "You found the exit in " + std::to_string(path.size()) + " moves.");
    // Restart: back at the start with nothing but the first view explored.
    click(panel.controlCentre(Control::Restart));
    EXPECT_FALSE(game().finished());
    EXPECT_EQ(game().moves(), 0);
    EXPECT_EQ(game().position(), game().start());
    EXPECT_EQ(panel.shown().exitMessage, "");
}

TEST_F(PlayTestPanelTest, ANewRunIsNotedAndRestartPlaysIt) {
    const std::uint64_t firstRun = panel.gameRunId();
    generateSeed(5);
    frames(2);
    EXPECT_EQ(panel.gameRunId(), firstRun) << "the game goes on on its own map";
    EXPECT_TRUE(panel.shown().runChanged);
    EXPECT_EQ(panel.shown().note, "The run changed: restart to play the new map.");
    click(panel.controlCentre(Control::Restart));
    EXPECT_EQ(panel.gameRunId(), session().run()->id);
    EXPECT_FALSE(panel.shown().runChanged);
    EXPECT_EQ(panel.shown().label, "easylink, seed 5");
    EXPECT_EQ(game().tiles().width(), playTilesOf(*session().run())->width());
}

// A tile generator's run: its map as generated, with its own start and exit.
TEST(PlayTestPanelTiles, ATileGeneratorRunPlaysItsMap) {
    GenerationRun run;
    run.id = 1;
    run.generator = "cellular";
    run.seed = 3;
    run.tileMap = generateTileMap("cellular", 48, 32, Json::object(), 3);
    ASSERT_TRUE(run.tileMap->ok()) << run.tileMap->failure;
    const std::optional<TileRaster> tiles = playTilesOf(run);
    ASSERT_TRUE(tiles.has_value());
    EXPECT_EQ(*tiles, *run.tileMap->tiles);
    EXPECT_EQ(playLabelOf(run), "cellular, seed 3");

    GenerationRun failed = run;
    failed.tileMap = TileMapResult{};
    failed.tileMap->failure = "no room";
    EXPECT_FALSE(playTilesOf(failed).has_value());

    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorState state;  // no catalogue, no run
    PlayTestPanel panel;
    panel.setOpen(true);
    const auto draw = [&] { panel.draw(state, kRegion); };
    imgui.frames(2, draw);
    EXPECT_EQ(panel.game(), nullptr);
    EXPECT_EQ(panel.shown().note, "Generate a map first: this panel plays the run on show.");

    panel.startGame(*tiles, playLabelOf(run), run.id);
    imgui.frames(2, draw);
    const PlaySession& game = *panel.game();
    EXPECT_EQ(game.tiles().at(game.start()), TileKind::Start);
    EXPECT_EQ(game.exitSource(), ExitSource::Map);
    // 48 x 32 fits the panel whole.
    EXPECT_EQ(panel.shown().columns, 48);
    EXPECT_EQ(panel.shown().rows, 32);
    EXPECT_EQ(panel.shown().viewOrigin, (Vec2i{0, 0}));

    imgui.click(*panel.controlCentre(Control::Map), draw);
    const std::vector<Dir> path = pathToExit(game);
    ASSERT_FALSE(path.empty());
    for (const Dir dir : path) {
        imgui.pressKey(keyFor(dir, true), false, draw);
    }
    EXPECT_TRUE(game.finished());
    EXPECT_EQ(panel.shown().exitMessage,
              "You found the exit in " + std::to_string(path.size()) + " moves.");
    const auto exitColour = panel.colourAt(game.position());
    ASSERT_TRUE(exitColour.has_value());
}

// The same through the session: a cellular run on show is played as generated.
TEST(PlayTestPanelTiles, TheSessionsTileRunIsPlayed) {
    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorState state;
    GenerationSession& session = state.generation();
    session.settings().setAutoRegenerate(false);
    ASSERT_FALSE(session.settings().setGenerator("cellular").has_value());
    session.settings().setSeed(3);
    ASSERT_EQ(state.session().generateOnRequest(), "");
    ASSERT_TRUE(session.waitForRun());
    const GenerationRun& run = *session.run();
    ASSERT_TRUE(run.tileMap.has_value());
    ASSERT_TRUE(run.tileMap->ok()) << run.tileMap->failure;

    PlayTestPanel panel;
    panel.setOpen(true);
    const auto draw = [&] { panel.draw(state, kRegion); };
    imgui.frames(2, draw);
    ASSERT_NE(panel.game(), nullptr);
    EXPECT_EQ(panel.game()->tiles(), *run.tileMap->tiles);
    EXPECT_EQ(panel.shown().label, "cellular, seed 3");
    EXPECT_EQ(panel.game()->tiles().at(panel.game()->start()), TileKind::Start);
    const std::vector<Dir> path = pathToExit(*panel.game());
    ASSERT_FALSE(path.empty());
    imgui.click(*panel.controlCentre(Control::Map), draw);
    for (const Dir dir : path) {
        imgui.pressKey(keyFor(dir, false), false, draw);
    }
    EXPECT_TRUE(panel.game()->finished());
}

}  // namespace
}  // namespace easylink::ui
